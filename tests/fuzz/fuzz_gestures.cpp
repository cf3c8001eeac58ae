// kinema — fuzzer for the gesture layer: scroll_motion, choose_snap,
// snap_motion, estimate_velocity and the rubber band (rubber_band, its
// inverse, clamp and unclamp).
//
// Invariants (abort on violation):
// - scroll_motion: ok or a documented status; never NaN; finite for UI-sized
//   input; clamp mode released inside [min, max] never leaves it; every
//   bounded motion ends inside [min, max];
// - choose_snap: an index < n, or n exactly when n == 0 or an input is NaN;
//   one_page moves at most one point from the start's point;
// - snap_motion: lands exactly on the target, keeps the release velocity;
// - estimate_velocity: never NaN; within +-max_velocity; finite for UI-sized
//   samples; 0 for fewer than two usable samples (linear) or three
//   (quadratic); recovers the (clamped) slope of samples on a line;
// - rubber_band: NaN exactly for the documented bad input, |f| <= d, odd, and
//   the inverse undoes it.
#include <kinema/kinema.hpp>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "fuzz_input.hpp"

using namespace kinema;
using kinema_fuzz::all_moderate;
using kinema_fuzz::Input;
using kinema_fuzz::kFixedTimes;
using kinema_fuzz::kInf;
using kinema_fuzz::kNaN;

namespace {

void check_status(const Error& e) {
  FUZZ_CHECK(e.status == Status::not_finite || e.status == Status::out_of_range ||
                 e.status == Status::unreachable,
             static_cast<double>(e.status), e.value);
  FUZZ_CHECK(e.parameter && e.parameter[0], 0.0, e.value);
}

void scroll(Input& in) {
  const double position = in.real(), velocity = in.real(), lo = in.real(), hi = in.real();
  ScrollOptions o;
  if (in.flag()) o.drag = in.real();
  o.overscroll = static_cast<Overscroll>(in.byte() % 2);
  if (in.flag()) o.stiffness = in.real();
  if (in.flag()) o.damping_ratio = in.real();
  if (in.flag()) {
    o.curve = FlingCurve::android;
    if (in.flag()) o.android_friction = in.real();
  }
  const auto r = scroll_motion(position, velocity, lo, hi, o);
  if (!r) {
    check_status(r.error());
    return;
  }
  const Composite& c = *r;
  const bool android = o.curve == FlingCurve::android;
  const bool mod = all_moderate(position, velocity, lo, hi, o.drag, o.stiffness, o.damping_ratio) &&
                   (android ? all_moderate(o.android_friction)
                            : o.drag >= 1e-12 && o.drag <= 1.0 - 1e-9) &&
                   std::fabs(hi - lo) < 1e39;
  const bool inside = position >= lo && position <= hi;
  for (double t : kFixedTimes) {
    const State s = c.at(t);
    FUZZ_CHECK(!std::isnan(s.x) && !std::isnan(s.dx), t, s.x);
    if (mod) FUZZ_CHECK(std::isfinite(s.x) && std::isfinite(s.dx), t, s.x);
    if (mod && inside && o.overscroll == Overscroll::clamp)
      FUZZ_CHECK(s.x >= lo && s.x <= hi, s.x, t);
  }
  for (int i = 0; i < 3; ++i) {
    const double t = in.time();
    const State s = c.at(t);
    FUZZ_CHECK(!std::isnan(s.x) && !std::isnan(s.dx), t, s.x);
  }
  const double settle = c.settle_time();
  FUZZ_CHECK(!std::isnan(settle) && settle >= 0.0, settle, 0.0);
  if (mod) {
    FUZZ_CHECK(std::isfinite(settle) || o.damping_ratio == 0.0 || o.drag == 1.0, settle, 0.0);
    // Ends inside the range (it rests on a bound, or where friction stops).
    const double end = c.x(kInf);
    if (o.damping_ratio > 0.0) FUZZ_CHECK(end >= lo && end <= hi, end, lo);
  }
  // The clamp around the whole scroll motion: never NaN, and once it starts
  // inside its range it never leaves it (a missed crossing would).
  const double a = in.real(), b = in.real();
  const auto cl = clamp_motion(c, std::fmin(a, b), std::fmax(a, b));
  if (!cl) {
    check_status(cl.error());
    return;
  }
  const double cmin = std::fmin(a, b), cmax = std::fmax(a, b);
  const bool starts_inside = c.x(0.0) > cmin && c.x(0.0) < cmax;
  for (double t : kFixedTimes) {
    const State s = cl->at(t);
    FUZZ_CHECK(!std::isnan(s.x) && !std::isnan(s.dx), t, s.x);
    if (mod && starts_inside && all_moderate(a, b)) FUZZ_CHECK(s.x >= cmin && s.x <= cmax, s.x, t);
  }
}

void snap(Input& in) {
  const std::size_t n = in.byte() % 9;
  std::vector<double> pts;
  for (std::size_t i = 0; i < n; ++i) {
    const double p = in.real();
    if (!std::isnan(p)) pts.push_back(p);  // precondition: sorted, so no NaN
  }
  std::sort(pts.begin(), pts.end());
  const double position = in.real(), velocity = in.real(), drag = in.real(), start = in.real();
  const SnapMode mode = static_cast<SnapMode>(in.byte() % 2);
  const std::size_t k = pts.size();
  const std::size_t i = choose_snap(pts.data(), k, position, velocity, drag, mode, start);
  const bool nan_in = std::isnan(position) || std::isnan(velocity) || std::isnan(drag) ||
                      std::isnan(start);
  if (k == 0 || nan_in) {
    FUZZ_CHECK(i == k, i, k);
  } else {
    FUZZ_CHECK(i < k, i, k);
    if (mode == SnapMode::one_page) {
      const std::size_t home = choose_snap(pts.data(), k, start, 0.0, 0.135, SnapMode::nearest, 0.0);
      FUZZ_CHECK(home < k, home, k);
      // One page at most from the point nearest to the start (ties aside:
      // equal points share a position).
      const double lo_pt = pts[home > 0 ? home - 1 : 0], hi_pt = pts[std::min(home + 1, k - 1)];
      FUZZ_CHECK(pts[i] >= lo_pt && pts[i] <= hi_pt, pts[i], pts[home]);
    }
  }

  // The motion to a target.
  const double target = k ? pts[i < k ? i : 0] : in.real();
  SnapOptions o;
  if (in.flag()) o.stiffness = in.real();
  if (in.flag()) o.max_time_constant = in.real();
  if (std::getenv("FUZZ_TRACE"))
    std::fprintf(stderr, "snap_motion(%.17g, %.17g, %.17g, {%.17g, %.17g})\n", position, velocity,
                 target, o.stiffness, o.max_time_constant);
  const auto r = snap_motion(position, velocity, target, o);
  if (!r) {
    check_status(r.error());
    return;
  }
  const Motion& m = *r;
  FUZZ_CHECK(rest_position(m) == target, rest_position(m), target);
  const State s0 = sample(m, 0.0);
  FUZZ_CHECK(s0.x == position && s0.dx == velocity, s0.x, s0.dx);
  const bool mod = all_moderate(position, velocity, target, o.stiffness) && std::fabs(target - position) < 1e39;
  const double settle = settle_time(m);
  FUZZ_CHECK(!std::isnan(settle), settle, 0.0);
  if (mod) FUZZ_CHECK(std::isfinite(settle), settle, 0.0);
  for (double t : kFixedTimes) {
    const State s = sample(m, t);
    FUZZ_CHECK(!std::isnan(s.x) && !std::isnan(s.dx), t, s.x);
    if (mod) FUZZ_CHECK(std::isfinite(s.x) && std::isfinite(s.dx), t, s.x);
  }
  const State end = sample(m, kInf);
  FUZZ_CHECK(end.x == target, end.x, target);
}

void velocity(Input& in) {
  const std::size_t n = in.byte() % 24;
  std::vector<double> t(n), x(n);
  const bool line = in.flag();
  const double v = in.real(), x0 = in.real(), dt = std::fabs(in.real());
  const double now = in.real();
  for (std::size_t i = 0; i < n; ++i) {
    if (line) {
      t[i] = now - dt * static_cast<double>(i);
      x[i] = x0 + v * (t[i] - now);
    } else {
      t[i] = in.real();
      x[i] = in.real();
    }
  }
  VelocityEstimate o;
  if (in.flag()) o.window = in.real();
  if (in.flag()) o.stop_gap = in.real();
  const bool linear = in.flag();
  if (linear) o.strategy = VelocityStrategy::linear;
  if (in.flag()) o.max_velocity = in.real();
  const double r = estimate_velocity(t.data(), x.data(), n, now, o);
  FUZZ_CHECK(!std::isnan(r), r, now);
  if (o.max_velocity > 0.0) FUZZ_CHECK(std::fabs(r) <= o.max_velocity, r, o.max_velocity);
  std::size_t usable = 0, up_to_now = 0;
  bool mod = all_moderate(now, o.window, o.stop_gap) && std::fabs(now) < 1e20;
  for (std::size_t i = 0; i < n; ++i) {
    if (std::isfinite(t[i]) && std::isfinite(x[i]) && t[i] <= now && t[i] >= now - o.window) ++usable;
    if (std::isfinite(t[i]) && std::isfinite(x[i]) && t[i] <= now) ++up_to_now;
    if (std::isfinite(t[i]) && std::isfinite(x[i])) mod = mod && all_moderate(t[i], x[i]) && std::fabs(t[i]) < 1e20;
  }
  // linear needs two samples in the window; quadratic three up to `now`.
  if (linear && usable < 2) FUZZ_CHECK(r == 0.0, r, static_cast<double>(usable));
  if (!linear && up_to_now < 3) FUZZ_CHECK(r == 0.0, r, static_cast<double>(up_to_now));
  if (mod && !(o.max_velocity == kInf)) FUZZ_CHECK(std::isfinite(r), r, now);
  // Samples on a line 1 ms to 10 ms apart, within the window: the slope.
  if (line && mod && all_moderate(v, x0) && std::fabs(v) < 1e30 && std::fabs(x0) < 1e30 &&
      dt >= 1e-3 && dt <= 1e-2 && std::fabs(now) < 1e6 && o.window == 0.1 && o.stop_gap == 0.04 &&
      n >= 3) {
    const double scale = std::fabs(v) + (std::fabs(x0) + std::fabs(now) * std::fabs(v)) / dt;
    const double want = o.max_velocity > 0.0 ? std::fmin(std::fmax(v, -o.max_velocity), o.max_velocity) : v;
    FUZZ_CHECK(std::fabs(r - want) <= 1e-6 * scale + 1e-300, r, want);
  }
}

void band(Input& in) {
  const double x = in.real(), d = in.real(), c = in.flag() ? 0.55 : in.real();
  const double f = rubber_band(x, d, c);
  const bool bad = std::isnan(x) || !(d > 0.0) || !(c > 0.0);
  if (bad) {
    FUZZ_CHECK(std::isnan(f), f, x);
  } else {
    FUZZ_CHECK(!std::isnan(f), f, x);
    FUZZ_CHECK(std::fabs(f) <= d, f, d);
    FUZZ_CHECK(f == -rubber_band(-x, d, c), f, x);
    if (x != 0.0) FUZZ_CHECK(std::signbit(f) == std::signbit(x) || f == 0.0, f, x);
    const double back = rubber_band_inverse(f, d, c);
    FUZZ_CHECK(!std::isnan(back), back, f);
    if (all_moderate(x, d, c) && std::fabs(c * x) < 1e6 * d && std::isfinite(back) && d < 1e30)
      FUZZ_CHECK(std::fabs(back - x) <= 1e-6 * std::fabs(x) + 1e-300 + 1e-9 * d / c, back, x);
  }
  const double g = in.real();
  const double inv = rubber_band_inverse(g, d, c);
  if (std::isnan(g) || !(d > 0.0) || !(c > 0.0)) FUZZ_CHECK(std::isnan(inv), inv, g);
  else FUZZ_CHECK(!std::isnan(inv), inv, g);

  const double lo = in.real(), hi = in.real(), p = in.real();
  const double shown = rubber_band_clamp(p, lo, hi, d, c);
  if (!bad && !std::isnan(p) && std::isfinite(lo) && std::isfinite(hi) && lo <= hi) {
    FUZZ_CHECK(!std::isnan(shown), shown, p);
    if (p >= lo && p <= hi) FUZZ_CHECK(shown == p, shown, p);
    const double raw = rubber_band_unclamp(shown, lo, hi, d, c);
    FUZZ_CHECK(!std::isnan(raw) || std::isinf(p), raw, p);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  Input in(data, size);
  switch (in.byte() % 4) {
    case 0: scroll(in); break;
    case 1: snap(in); break;
    case 2: velocity(in); break;
    case 3: band(in); break;
  }
  return 0;
}
