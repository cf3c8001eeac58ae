// kinema — fuzzer for the motions: Spring (create, with_damping_ratio,
// with_duration), Friction (create, to_stop_at), Gravity, BouncingGravity,
// ExponentialRate (create, solve, solve_rate), Composite (fling_to_spring,
// fall, append) and the Motion variant helpers.
//
// Invariants (abort on violation):
// - a factory either returns ok or a documented status with a parameter name;
// - no x(t), dx(t) is ever NaN, for any t (NaN, negative, 0, tiny, huge, inf);
// - built from "UI-sized" parameters (see moderate()), x and dx are finite for
//   every finite t (only Gravity and ExponentialRate with lambda < 0 may
//   overflow, as documented), and at +inf they are the documented limits;
// - t < 0 and NaN read as 0; done(t) is t >= settle_time();
// - a damped spring settles: settle_time() is finite, done() turns true exactly
//   there, and from then on |x - to| <= tolerance.distance and |dx| <=
//   tolerance.velocity (the envelope is a bound, up to rounding).
#include <kinema/kinema.hpp>

#include <algorithm>
#include <climits>
#include <cstring>
#include <vector>

#include "fuzz_input.hpp"

using namespace kinema;
using kinema_fuzz::all_moderate;
using kinema_fuzz::Input;
using kinema_fuzz::kFixedTimes;
using kinema_fuzz::kInf;

namespace {

bool moderate_time(double t) { return t <= 1e12; }
double ulp(double v) { return std::fabs(std::nextafter(v, kInf) - v); }
bool same(double a, double b) { return std::memcmp(&a, &b, sizeof a) == 0 || (a == b); }

template <class R>
void check_error(const R& r) {
  if (r.ok()) return;
  const Error& e = r.error();
  FUZZ_CHECK(e.status == Status::not_finite || e.status == Status::out_of_range ||
                 e.status == Status::unreachable,
             static_cast<double>(e.status), e.value);
  FUZZ_CHECK(e.parameter != nullptr && e.parameter[0] != '\0', 0.0, e.value);
  FUZZ_CHECK(std::strcmp(to_string(e.status), "ok") != 0, 0.0, e.value);
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

// What every motion must satisfy. `finite` asks for finite values at every
// finite t; `overflow_ok` lets them be +-inf (never NaN) instead.
template <class M>
void check_motion(const M& m, bool finite, Input& in, double finite_until = kInf) {
  const double settle = m.settle_time();
  FUZZ_CHECK(!std::isnan(settle) && settle >= 0.0, settle, 0.0);
  if (std::isfinite(settle)) {
    FUZZ_CHECK(m.done(settle), settle, 0.0);
    FUZZ_CHECK(m.done(kInf), settle, 0.0);
    const double before = settle * (1.0 - 1e-9);
    if (settle > 0.0 && before < settle) FUZZ_CHECK(!m.done(before), settle, before);
  } else {
    FUZZ_CHECK(!m.done(kInf) && !m.done(1e300), settle, 0.0);
  }
  FUZZ_CHECK(m.done(-1.0) == (settle == 0.0), settle, 0.0);

  const State s0 = m.at(0.0);
  FUZZ_CHECK(!std::isnan(s0.x) && !std::isnan(s0.dx), s0.x, s0.dx);
  for (double t : {-1.0, -kInf, kinema_fuzz::kNaN, -0.0}) {
    const State s = m.at(t);
    FUZZ_CHECK(same(s.x, s0.x) && same(s.dx, s0.dx), s.x, s0.x);
  }

  double times[sizeof kFixedTimes / sizeof kFixedTimes[0] + 4];
  std::size_t n = 0;
  for (double t : kFixedTimes) times[n++] = t;
  for (int i = 0; i < 4; ++i) times[n++] = in.time();
  for (std::size_t i = 0; i < n; ++i) {
    const double t = times[i];
    const State s = m.at(t);
    const double x = m.x(t), dx = m.dx(t);
    FUZZ_CHECK(!std::isnan(s.x) && !std::isnan(s.dx), t, s.x);
    FUZZ_CHECK(!std::isnan(x) && !std::isnan(dx), t, x);
    if (finite && std::isfinite(t) && t <= finite_until) {
      FUZZ_CHECK(std::isfinite(s.x) && std::isfinite(s.dx), t, s.x);
      FUZZ_CHECK(std::isfinite(x) && std::isfinite(dx), t, x);
    }
    FUZZ_CHECK(m.done(t) == (std::isfinite(settle) && (t > 0.0 ? t : 0.0) >= settle), t, settle);
  }
  const State inf = m.at(kInf);
  FUZZ_CHECK(!std::isnan(inf.x) && !std::isnan(inf.dx), inf.x, inf.dx);
}

void check_spring(const Result<Spring>& r, Input& in) {
  check_error(r);
  if (!r) return;
  const Spring& s = *r;
  const SpringParams& p = s.params();
  const Tolerance& tol = s.tolerance();
  const bool mod = all_moderate(p.from, p.to, p.velocity, p.mass, p.stiffness, p.damping) &&
                   all_moderate(tol.distance, tol.velocity);
  check_motion(s, mod, in);
  FUZZ_CHECK(!std::isnan(s.damping_ratio()) && !std::isnan(s.natural_frequency()), 0.0, 0.0);
  if (p.damping > 0.0) {
    // x(+inf) is the target for any damped spring.
    const State inf = s.at(kInf);
    FUZZ_CHECK(inf.x == p.to && inf.dx == 0.0, inf.x, inf.dx);
    if (!mod) return;
    const double settle = s.settle_time();
    FUZZ_CHECK(std::isfinite(settle), settle, p.damping);
    // From the settle time on, within tolerance (up to rounding).
    const auto& o = s.oscillator();
    const double u0 = p.from - p.to, v0 = p.velocity;
    const double L = o.gap > 0.0 ? 1.0 / o.gap : kInf;
    for (double t : {settle, settle * (1 + 1e-6), 2.0 * settle, settle + 1.0, 10.0 * settle + 100.0}) {
      if (!std::isfinite(t)) continue;
      const State st = s.at(t);
      const double m = std::min(t, L);
      const double decay = std::exp(-o.slow * t);
      const double k = std::fabs(v0 + o.alpha * u0), kv = std::fabs(o.omega0_sq * u0 + o.alpha * v0);
      const double slack_u = 1e-12 * decay * (std::fabs(u0) * (1 + o.slow * m) + std::fabs(v0) * m + k * m);
      const double slack_v = 1e-12 * decay *
                             (std::fabs(v0) * (1 + (o.alpha + o.gap) * m) + o.omega0_sq * std::fabs(u0) * m + kv * m);
      FUZZ_CHECK(std::fabs(st.x - p.to) <= tol.distance * (1 + 1e-6) + 4 * ulp(p.to) + slack_u, t,
                 st.x - p.to);
      FUZZ_CHECK(std::fabs(st.dx) <= tol.velocity * (1 + 1e-6) + slack_v + 1e-300, t, st.dx);
    }
  } else {
    FUZZ_CHECK(s.settle_time() == 0.0 || std::isinf(s.settle_time()), s.settle_time(), 0.0);
  }
}

void check_friction(const Result<Friction>& r, Input& in, double to, bool solved) {
  check_error(r);
  if (!r) return;
  const Friction& f = *r;
  const FrictionParams& p = f.params();
  const double rest = f.rest_position();
  FUZZ_CHECK(!std::isnan(rest), rest, 0.0);
  if (solved) FUZZ_CHECK(rest == to, rest, to);
  const bool mod = all_moderate(p.from, p.velocity, p.drag, rest) &&
                   all_moderate(f.tolerance().distance, f.tolerance().velocity) && std::isfinite(rest);
  check_motion(f, mod, in);
  const State inf = f.at(kInf);
  FUZZ_CHECK(inf.x == rest, inf.x, rest);
  for (int i = 0; i < 4; ++i) {
    const double t = in.time();
    const double x = f.x(t);
    // It approaches its rest position from one side and never passes it.
    if (p.velocity > 0.0) FUZZ_CHECK(x <= rest && x >= p.from, x, rest);
    if (p.velocity < 0.0) FUZZ_CHECK(x >= rest && x <= p.from, x, rest);
    const double where = in.real();
    const double ta = f.time_at(where);
    FUZZ_CHECK(!std::isnan(ta) && ta >= 0.0, ta, where);
    if (std::isfinite(ta) && mod && std::isfinite(where)) {
      const double back = f.x(ta);
      FUZZ_CHECK(std::fabs(back - where) <= 1e-6 * (std::fabs(where) + std::fabs(p.from) + std::fabs(rest - p.from)) + 1e-300,
                 back, where);
    }
  }
  if (std::isfinite(f.settle_time()) && f.log_drag() < 0.0) {
    const double st = f.settle_time();
    FUZZ_CHECK(std::fabs(f.dx(st)) <= f.tolerance().velocity * (1 + 1e-9), st, f.dx(st));
  }
}

void check_gravity(const Result<Gravity>& r, Input& in) {
  check_error(r);
  if (!r) return;
  const Gravity& g = *r;
  const GravityParams& p = g.params();
  const bool mod = all_moderate(p.from, p.velocity, p.acceleration);
  // Finite up to t = 1e100 s: |a| t^2 <= 1e240 for moderate input (beyond,
  // the true position of an accelerating body may overflow a double).
  check_motion(g, mod, in, 1e100);
  for (int i = 0; i < 3; ++i) {
    const double where = in.real();
    const double ta = g.time_at(where);
    FUZZ_CHECK(!std::isnan(ta) && ta >= 0.0, ta, where);
    if (std::isfinite(ta) && mod && moderate_time(ta) && std::isfinite(where)) {
      const double back = g.x(ta);
      const double scale = std::fabs(where) + std::fabs(p.from) + std::fabs(p.velocity * ta) +
                           std::fabs(p.acceleration * ta * ta);
      FUZZ_CHECK(std::fabs(back - where) <= 1e-6 * scale + 1e-300, back, where);
    }
  }
}

void check_bouncing(const Result<BouncingGravity>& r, Input& in) {
  check_error(r);
  if (!r) return;
  const BouncingGravity& b = *r;
  const BouncingGravityParams& p = b.params();
  const bool mod = all_moderate(p.from, p.velocity, p.acceleration, p.floor, p.restitution) &&
                   all_moderate(b.tolerance().velocity, b.tolerance().time);
  check_motion(b, mod, in);
  FUZZ_CHECK(std::isfinite(b.settle_time()) || !mod, b.settle_time(), 0.0);
  const State inf = b.at(kInf);
  FUZZ_CHECK(inf.x == p.floor && inf.dx == 0.0, inf.x, inf.dx);
  const double dir = p.acceleration > 0.0 ? 1.0 : -1.0;
  double last = -1.0;
  // In increasing order (with few bounces the indices below repeat, so sort).
  std::vector<int> ns{-1, 0, 1, 2, b.bounces() - 1, b.bounces(), b.bounces() + 1, INT_MAX, INT_MIN};
  std::sort(ns.begin(), ns.end());
  for (int n : ns) {
    const double ti = b.impact_time(n);
    FUZZ_CHECK(!std::isnan(ti), ti, n);
    if (n >= 0 && n <= b.bounces()) {
      FUZZ_CHECK(ti >= last, ti, last);
      last = ti;
    }
  }
  for (int i = 0; i < 3; ++i) {
    const double t = in.time();
    const double x = b.x(t);
    // Never below the floor (beyond rounding).
    if (std::isfinite(x))
      FUZZ_CHECK(dir * (x - p.floor) <= 1e-9 * (std::fabs(p.floor) + std::fabs(p.from - p.floor)) + 1e-300,
                 x, p.floor);
  }
}

void check_exponential(const Result<ExponentialRate>& r, Input& in) {
  check_error(r);
  if (!r) return;
  const ExponentialRate& e = *r;
  const ExponentialRateParams& p = e.params();
  const bool mod = all_moderate(p.from, p.velocity, p.lambda, e.tolerance().velocity) &&
                   (std::isinf(p.duration) || all_moderate(p.duration));
  // lambda < 0 grows without bound and may overflow (documented); lambda = 0
  // is a constant velocity, finite for t up to 1e100 s (|v| t <= 1e140).
  check_motion(e, mod && p.lambda >= 0.0, in, p.lambda > 0.0 ? kInf : 1e100);
  if (p.lambda > 0.0 && mod) {
    const State inf = e.at(kInf);
    FUZZ_CHECK(std::isfinite(inf.x) && inf.dx == 0.0, inf.x, inf.dx);
  }
}

template <class R>
void check_composite(const R& r, Input& in) {
  check_error(r);
  if (!r) return;
  const Composite& c = *r;
  const auto& segs = c.segments();
  FUZZ_CHECK(!segs.empty() && segs.front().start == 0.0, segs.size(), 0.0);
  bool mod = true;
  for (std::size_t i = 0; i < segs.size(); ++i) {
    FUZZ_CHECK(std::isfinite(segs[i].start), segs[i].start, i);
    if (i) FUZZ_CHECK(segs[i].start > segs[i - 1].start, segs[i].start, segs[i - 1].start);
    const State s = sample(segs[i].motion, 0.0);
    mod = mod && all_moderate(s.x, s.dx);
    // A gravity segment is finite over its span only if its acceleration is moderate.
    if (const auto* g = std::get_if<Gravity>(&segs[i].motion)) mod = mod && all_moderate(g->params().acceleration);
    // A spring segment swings about its target with its own constants.
    if (const auto* sp = std::get_if<Spring>(&segs[i].motion)) {
      const SpringParams& q = sp->params();
      mod = mod && all_moderate(q.to, q.mass, q.stiffness, q.damping);
    }
    if (i) {
      // Continuous at the switch: the next segment starts where the previous ends.
      const State end = sample(segs[i - 1].motion, segs[i].start - segs[i - 1].start);
      FUZZ_CHECK(!std::isnan(end.x) && !std::isnan(s.x), end.x, s.x);
    }
    FUZZ_CHECK(!std::isnan(rest_position(segs[i].motion)), i, 0.0);
    FUZZ_CHECK(!std::isnan(settle_time(segs[i].motion)), i, 0.0);
  }
  for (double t : {-1.0, 0.0, 1.0, 1e9, kInf, kinema_fuzz::kNaN}) {
    const std::size_t k = c.segment_at(t);
    FUZZ_CHECK(k < segs.size(), k, t);
  }
  // Finite only if every segment's own parameters are moderate; a Gravity
  // segment (fall's first part) ends at the landing.
  check_motion(c, false, in);
  if (mod) {
    for (double t : kFixedTimes) {
      const State s = c.at(t);
      const bool gravity_tail = std::holds_alternative<Gravity>(segs.back().motion);
      if (!gravity_tail) FUZZ_CHECK(std::isfinite(s.x) && std::isfinite(s.dx), t, s.x);
    }
  }
}


}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  Input in(data, size);
  const uint8_t op = in.byte();
  const Tolerance tol = read_tolerance(in);
  switch (op % 14) {
    case 0: {
      SpringParams p{in.real(), in.real(), in.real(), in.real(), in.real(), in.real()};
      check_spring(Spring::create(p, tol), in);
      break;
    }
    case 1: {
      // Positive, UI-range parameters: the damped-spring invariants get exercised.
      SpringParams p{in.real(), in.real(), in.real(), std::fabs(in.real()), std::fabs(in.real()),
                     std::fabs(in.real())};
      check_spring(Spring::create(p, tol), in);
      break;
    }
    case 2: {
      const double a = in.real(), b = in.real(), c = in.real(), d = in.real(), e = in.real(),
                   f = in.real();
      check_spring(Spring::with_damping_ratio(a, b, c, d, e, f, tol), in);
      break;
    }
    case 3: {
      const double a = in.real(), b = in.real(), c = in.real(), d = in.real(), e = in.real();
      check_spring(Spring::with_duration(a, b, c, d, e, tol), in);
      break;
    }
    case 4: {
      FrictionParams p{in.real(), in.real(), in.real()};
      check_friction(Friction::create(p, tol), in, 0.0, false);
      break;
    }
    case 5: {
      const double from = in.real(), v = in.real(), to = in.real();
      check_friction(Friction::to_stop_at(from, v, to, tol), in, to, true);
      break;
    }
    case 6: {
      GravityParams p{in.real(), in.real(), in.real()};
      check_gravity(Gravity::create(p, tol), in);
      const double x0 = in.real(), v0 = in.real(), a = in.real(), x = in.real();
      const double t = first_time_at(x0, v0, a, x);
      FUZZ_CHECK(!std::isnan(t) && t >= 0.0, t, x);
      break;
    }
    case 7: {
      BouncingGravityParams p{in.real(), in.real(), in.real(), in.real(), in.real()};
      check_bouncing(BouncingGravity::create(p, tol), in);
      break;
    }
    case 8: {
      ExponentialRateParams p{in.real(), in.real(), in.real(), in.flag() ? kInf : in.real()};
      check_exponential(ExponentialRate::create(p, tol), in);
      break;
    }
    case 9: {
      const double from = in.real(), to = in.real(), vt = in.real(), T = in.real();
      const auto r = ExponentialRate::solve(from, to, vt, T, tol);
      check_exponential(r, in);
      if (r && all_moderate(from, to, vt, T) && std::isfinite(r->params().lambda)) {
        // It lands where asked (x(T) = to), ending with the asked velocity.
        const State end = r->at(T);
        FUZZ_CHECK(std::fabs(end.x - to) <= 1e-6 * (std::fabs(to) + std::fabs(from)) + 1e-300, end.x, to);
        FUZZ_CHECK(std::fabs(end.dx - vt) <= 1e-6 * std::fabs(vt) + 1e-300, end.dx, vt);
      }
      break;
    }
    case 10: {
      const double d = in.real(), vt = in.real(), T = in.real();
      const auto r = ExponentialRate::solve_rate(d, vt, T);
      check_error(r);
      if (r) FUZZ_CHECK(std::isfinite(r->velocity) && std::isfinite(r->lambda), r->velocity, r->lambda);
      break;
    }
    case 11: {
      const double from = in.real(), v = in.real(), drag = in.real(), lo = in.real(), hi = in.real(),
                   k = in.real(), zeta = in.real();
      check_composite(Composite::fling_to_spring(from, v, drag, lo, hi, k, zeta, tol), in);
      break;
    }
    case 12: {
      const double from = in.real(), v = in.real(), a = in.real(), landing = in.real(), k = in.real(),
                   zeta = in.real();
      check_composite(Composite::fall(from, v, a, landing, k, zeta, tol), in);
      break;
    }
    case 13: {
      // Hand-built composites: append rejects bad starts, keeps good ones.
      auto first = Gravity::create({in.real(), in.real(), in.real()});
      if (!first) break;
      Composite c(*first);
      for (int i = 0; i < 4 && !in.empty(); ++i) {
        const double start = in.real();
        auto next = Friction::create({in.real(), in.real(), in.real()});
        if (!next) continue;
        const double prev = c.segments().back().start;
        const Status st = c.append(start, *next);
        if (!std::isfinite(start)) FUZZ_CHECK(st == Status::not_finite, start, 0.0);
        else if (!(start > prev)) FUZZ_CHECK(st == Status::out_of_range, start, prev);
        else FUZZ_CHECK(st == Status::ok, start, prev);
      }
      check_composite(Result<Composite>(c), in);
      break;
    }
  }
  return 0;
}
