// kinema — fuzzer for the motions and decisions in the plane: Spring2D
// (create, with_damping_ratio, with_duration), MotionPair, project_2d,
// choose_snap_2d and snap_motion_2d.
//
// Invariants (abort on violation):
// - a factory either returns ok or a documented status with a parameter name
//   (per axis for the vectors: "from.x", "position.y", ...);
// - each axis of a Spring2D is the 1D Spring with the same parameters, and
//   each axis of snap_motion_2d the 1D snap_motion, to the bit, at any t;
//   settle_time() is the larger of the two axes', done(t) is t >= it;
// - no position or velocity is ever NaN;
// - snap_motion_2d starts at the release state and rests exactly on the target;
// - choose_snap_2d returns an index in [0, n) of a finite point, or n exactly
//   when the documented "no choice" conditions hold; with a finite projection
//   no finite point is nearer to it (checked in long double, up to rounding).
#include <kinema/kinema.hpp>

#include <cstring>
#include <vector>

#include "fuzz_input.hpp"

using namespace kinema;
using kinema_fuzz::Input;
using kinema_fuzz::kFixedTimes;
using kinema_fuzz::kInf;

namespace {

bool same(double a, double b) { return std::memcmp(&a, &b, sizeof a) == 0 || (a == b); }
bool same_state(const State2D& s, const State& x, const State& y) {
  return same(s.x, x.x) && same(s.dx, x.dx) && same(s.y, y.x) && same(s.dy, y.dx);
}

template <class R>
void check_error(const R& r) {
  if (r.ok()) return;
  const Error& e = r.error();
  FUZZ_CHECK(e.status == Status::not_finite || e.status == Status::out_of_range ||
                 e.status == Status::unreachable,
             static_cast<double>(e.status), e.value);
  FUZZ_CHECK(e.parameter != nullptr && e.parameter[0] != '\0', 0.0, e.value);
  // The 1D names of the vectors never leak out.
  for (const char* bare : {"from", "to", "velocity", "position", "target"})
    FUZZ_CHECK(std::strcmp(e.parameter, bare) != 0, 0.0, e.value);
}

Tolerance read_tolerance(Input& in) {
  Tolerance tol;
  if (in.flag()) {
    tol.distance = in.real();
    tol.velocity = in.real();
    tol.time = in.real();
  }
  return tol;
}

Vec2 vec(Input& in) { return {in.real(), in.real()}; }

// What a 2D motion must satisfy, given the 1D motions of its axes.
template <class M, class A, class B>
void check_pair(const M& m, const A& ax, const B& ay, Input& in) {
  const double settle = m.settle_time();
  FUZZ_CHECK(same(settle, std::fmax(kinema::settle_time(Motion(ax)), kinema::settle_time(Motion(ay)))),
             settle, 0.0);
  double times[sizeof kFixedTimes / sizeof kFixedTimes[0] + 8];
  std::size_t n = 0;
  for (double t : kFixedTimes) times[n++] = t;
  for (double t : {-1.0, -kInf, kinema_fuzz::kNaN, kInf}) times[n++] = t;
  for (int i = 0; i < 4; ++i) times[n++] = in.time();
  for (std::size_t i = 0; i < n; ++i) {
    const double t = times[i];
    const State2D s = m.at(t);
    FUZZ_CHECK(same_state(s, sample(Motion(ax), t), sample(Motion(ay), t)), t, s.x);
    FUZZ_CHECK(!std::isnan(s.x) && !std::isnan(s.y) && !std::isnan(s.dx) && !std::isnan(s.dy), t, s.x);
    const Vec2 p = m.position(t), v = m.velocity(t);
    FUZZ_CHECK(same(p.x, s.x) && same(p.y, s.y) && same(v.x, s.dx) && same(v.y, s.dy), t, p.x);
    FUZZ_CHECK(m.done(t) == (std::isfinite(settle) && (t > 0.0 ? t : 0.0) >= settle), t, settle);
  }
}

void check_spring2d(const Result<Spring2D>& r, Input& in) {
  check_error(r);
  if (!r) return;
  const Spring2D& s = *r;
  // The axes share every constant.
  const SpringParams& px = s.axis_x().params();
  const SpringParams& py = s.axis_y().params();
  FUZZ_CHECK(same(px.mass, py.mass) && same(px.stiffness, py.stiffness) && same(px.damping, py.damping),
             px.damping, py.damping);
  FUZZ_CHECK(s.rest_position().x == px.to && s.rest_position().y == py.to, px.to, py.to);
  check_pair(s, s.axis_x(), s.axis_y(), in);
  // Rebuilt axis by axis from the 1D factory: the same bits.
  auto x = Spring::create(px, s.axis_x().tolerance());
  FUZZ_CHECK(x.ok(), px.from, px.to);
  const double t = in.time();
  FUZZ_CHECK(same(x->at(t).x, s.at(t).x) && same(x->at(t).dx, s.at(t).dx), t, px.from);
  FUZZ_CHECK(same(x->x(t), s.position(t).x), t, x->x(t));
}

void check_choose(Input& in) {
  const std::size_t n = in.byte() % 9;
  std::vector<double> xy(2 * n);
  for (double& c : xy) c = in.real();
  const Vec2 position = vec(in), velocity = vec(in);
  const double drag = in.flag() ? 0.135 : in.real();
  const std::size_t i = choose_snap_2d(xy.data(), n, position, velocity, drag);
  FUZZ_CHECK(i <= n, static_cast<double>(i), static_cast<double>(n));
  bool any_finite = false;
  for (std::size_t k = 0; k < n; ++k)
    any_finite = any_finite || (std::isfinite(xy[2 * k]) && std::isfinite(xy[2 * k + 1]));
  const auto projected = project_2d(position, velocity, drag);
  check_error(projected);
  const bool choice = any_finite && projected.ok();
  FUZZ_CHECK((i < n) == choice, static_cast<double>(i), static_cast<double>(n));
  if (i == n) return;
  FUZZ_CHECK(std::isfinite(xy[2 * i]) && std::isfinite(xy[2 * i + 1]), xy[2 * i], xy[2 * i + 1]);
  const Vec2 r = *projected;
  if (!(std::isfinite(r.x) && std::isfinite(r.y))) return;
  // No finite point nearer than the chosen one (long double, with slack
  // for the rounding of the differences and of hypot).
  using ld = long double;
  auto dist = [&](std::size_t k) {
    const ld dx = static_cast<ld>(xy[2 * k]) - static_cast<ld>(r.x);
    const ld dy = static_cast<ld>(xy[2 * k + 1]) - static_cast<ld>(r.y);
    return std::sqrt(dx * dx + dy * dy);
  };
  const long double best = dist(i);
  if (!std::isfinite(static_cast<double>(best))) return;  // beyond the range of doubles
  for (std::size_t k = 0; k < n; ++k) {
    if (!(std::isfinite(xy[2 * k]) && std::isfinite(xy[2 * k + 1]))) continue;
    const long double d = dist(k);
    // Relative to the magnitudes, plus a few units of the subnormal grid
    // (hypot of differences among the subnormals rounds to it).
    const ld slack = 1e-15L * (best + static_cast<ld>(std::fabs(r.x) + std::fabs(r.y) +
                                                       std::fabs(xy[2 * k]) + std::fabs(xy[2 * k + 1]))) +
                     1e-322L;
    FUZZ_CHECK(!(d < best - slack), static_cast<double>(d), static_cast<double>(best));
  }
}

void check_snap(Input& in, const Tolerance& tol) {
  const Vec2 position = vec(in), velocity = vec(in), target = vec(in);
  SnapOptions o;
  if (in.flag()) {
    o.stiffness = in.real();
    o.max_time_constant = in.real();
  }
  const auto r = snap_motion_2d(position, velocity, target, o, tol);
  check_error(r);
  const auto x = snap_motion(position.x, velocity.x, target.x, o, tol);
  const auto y = snap_motion(position.y, velocity.y, target.y, o, tol);
  FUZZ_CHECK(r.ok() == (x.ok() && y.ok()), r.ok(), x.ok());
  if (!r) return;
  const MotionPair& m = *r;
  check_pair(m, *x, *y, in);
  FUZZ_CHECK(m.axis_x().index() == x->index() && m.axis_y().index() == y->index(), 0.0, 0.0);
  const State2D s0 = m.at(0.0);
  FUZZ_CHECK(s0.x == position.x && s0.y == position.y, s0.x, s0.y);
  FUZZ_CHECK(s0.dx == velocity.x && s0.dy == velocity.y, s0.dx, s0.dy);
  const Vec2 rest = m.rest_position();
  FUZZ_CHECK(rest.x == target.x && rest.y == target.y, rest.x, rest.y);
  const Vec2 end = m.position(kInf);
  FUZZ_CHECK(end.x == target.x && end.y == target.y, end.x, end.y);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  Input in(data, size);
  const uint8_t op = in.byte();
  const Tolerance tol = read_tolerance(in);
  switch (op % 5) {
    case 0: {
      const Vec2 from = vec(in), to = vec(in), v = vec(in);
      check_spring2d(Spring2D::create({from, to, v, in.real(), in.real(), in.real()}, tol), in);
      break;
    }
    case 1: {
      // Positive, UI-range constants: the damped-spring paths get exercised.
      const Vec2 from = vec(in), to = vec(in), v = vec(in);
      const double m = std::fabs(in.real()), k = std::fabs(in.real()), zeta = std::fabs(in.real());
      check_spring2d(Spring2D::with_damping_ratio(from, to, v, m, k, zeta, tol), in);
      break;
    }
    case 2: {
      const Vec2 from = vec(in), to = vec(in), v = vec(in);
      const double duration = in.real(), bounce = in.real();
      check_spring2d(Spring2D::with_duration(from, to, v, duration, bounce, tol), in);
      break;
    }
    case 3:
      check_choose(in);
      break;
    case 4:
      check_snap(in, tol);
      break;
  }
  return 0;
}
