#include "kinema/velocity_tracker.hpp"

#include <cmath>

#include "kinema/detail/validate.hpp"

namespace kinema {

namespace {

constexpr std::size_t kQuadraticSamples = 20;  // Flutter's and Compose's history size
constexpr double kDown = 0x1p-520;             // rescales sums that overflow (exact)

bool usable(const double* t, const double* x, std::size_t i, double now) noexcept {
  return std::isfinite(t[i]) && std::isfinite(x[i]) && t[i] <= now;
}

// The straight line through every usable sample within `window` before `now`.
double linear(const double* t, const double* x, std::size_t n, double now,
              const VelocityEstimate& o) noexcept {
  const double from = now - o.window;
  auto in = [&](std::size_t i) { return usable(t, x, i, now) && t[i] >= from; };
  double count = 0, newest = from - 1.0;
  for (std::size_t i = 0; i < n; ++i) {
    if (!in(i)) continue;
    count += 1.0;
    if (t[i] > newest) newest = t[i];
  }
  if (count < 2.0 || now - newest > o.stop_gap) return 0.0;  // too few, or held still

  // The slope with positions scaled by sx and times by st (powers of two, so
  // exact), scaled back. Means (times relative to the release, which keeps
  // the sums small), then centred sums: the slope has no cancellation.
  auto fit = [&](double sx, double st) {
    double t_mean = 0, x_mean = 0;
    for (std::size_t i = 0; i < n; ++i) {
      if (!in(i)) continue;
      t_mean += t[i] * st - now * st;
      x_mean += x[i] * sx;
    }
    t_mean /= count;
    x_mean /= count;
    double stt = 0, stx = 0;
    for (std::size_t i = 0; i < n; ++i) {
      if (!in(i)) continue;
      const double dt = (t[i] * st - now * st) - t_mean;
      stt += dt * dt;
      stx += dt * (x[i] * sx - x_mean);
    }
    if (!std::isfinite(stt) || !std::isfinite(stx)) return std::nan("");  // rescale
    return stt > 0.0 ? stx / stt * (st / sx) : 0.0;
  };
  // Unscaled first; positions or times near DBL_MAX overflow the sums, and
  // then scaled sums give the same slope. A slope no double can hold is 0.
  double r = fit(1.0, 1.0);
  if (!std::isfinite(r)) r = fit(kDown, 1.0);
  if (!std::isfinite(r)) r = fit(kDown, kDown);
  return std::isnan(r) ? 0.0 : r;
}

// The least-squares quadratic through k samples (index[0] the newest), its
// slope at the newest sample, with positions scaled by sx and times by st.
// Times become s = (t - t_newest) / span in [-1, 0], centred on their mean
// (u = s - mean), positions y = x - x_newest; the columns 1, u, u^2 are
// orthonormalised by modified Gram-Schmidt (the QR factorisation Flutter's
// LeastSquaresSolver uses), which stays accurate for any spacing of the
// times. A quadratic term that the samples cannot determine (times so
// clustered that u^2 is a multiple of 1 and u to 1e-10) is dropped: the
// straight line is fitted instead. NaN when a sum overflows (rescale).
double quadratic_fit(const double* t, const double* x, const std::size_t* index, std::size_t k,
                     double sx, double st, std::size_t max_columns = 3) noexcept {
  double tau[kQuadraticSamples], y[kQuadraticSamples];
  const double t0 = t[index[0]] * st, x0 = x[index[0]] * sx;
  double span = 0.0;
  for (std::size_t j = 0; j < k; ++j) {
    tau[j] = t[index[j]] * st - t0;
    y[j] = x[index[j]] * sx - x0;
    span = std::fmax(span, -tau[j]);
  }
  if (!(span > 0.0) || !std::isfinite(span)) return std::nan("");
  double mean = 0.0;
  for (std::size_t j = 0; j < k; ++j) {
    tau[j] /= span;
    mean += tau[j];
  }
  mean /= static_cast<double>(k);
  double q[3][kQuadraticSamples];
  for (std::size_t j = 0; j < k; ++j) {
    const double u = tau[j] - mean;
    q[0][j] = 1.0;
    q[1][j] = u;
    q[2][j] = u * u;
  }
  auto dot = [k](const double* a, const double* b) {
    double s = 0.0;
    for (std::size_t j = 0; j < k; ++j) s += a[j] * b[j];
    return s;
  };
  auto axpy = [k](double a, const double* xs, double* ys) {
    for (std::size_t j = 0; j < k; ++j) ys[j] -= a * xs[j];
  };
  double r[3][3] = {};
  double norm0 = 0.0;
  std::size_t columns = max_columns;
  for (std::size_t c = 0; c < max_columns; ++c) {
    for (std::size_t p = 0; p < c; ++p) {
      r[p][c] = dot(q[p], q[c]);
      axpy(r[p][c], q[p], q[c]);
    }
    const double norm = std::sqrt(dot(q[c], q[c]));
    if (c == 0) norm0 = norm;
    // Columns of unit scale: a norm this small means the samples do not
    // determine this term.
    if (!(norm > 1e-10 * norm0)) {
      columns = c;
      break;
    }
    r[c][c] = norm;
    for (std::size_t j = 0; j < k; ++j) q[c][j] /= norm;
  }
  if (columns < 2) return 0.0;
  double z[3] = {};
  for (std::size_t c = 0; c < columns; ++c) {
    z[c] = dot(q[c], y);
    axpy(z[c], q[c], y);
  }
  double c2 = 0.0;
  if (columns == 3) c2 = z[2] / r[2][2];
  const double c1 = (z[1] - r[1][2] * c2) / r[1][1];
  // dy/du at the newest sample (u = -mean), then per unit of time.
  const double slope = (c1 + 2.0 * c2 * -mean) / span * (st / sx);
  if (!std::isfinite(c1) || !std::isfinite(c2) || std::isnan(slope)) return std::nan("");
  return slope;
}

double quadratic(const double* t, const double* x, std::size_t n, double now,
                 const VelocityEstimate& o) noexcept {
  // The newest usable sample, then older ones, one at a time (n is small;
  // the samples may come in any order).
  std::size_t index[kQuadraticSamples];
  std::size_t k = 0;
  bool found = false;
  std::size_t newest = 0;
  for (std::size_t i = 0; i < n; ++i)
    if (usable(t, x, i, now) && (!found || t[i] > t[newest])) newest = i, found = true;
  // Ages and gaps are compared with a slack of 1e-9 of the limit: times
  // converted from whole milliseconds (216691.338 s) round, and a sample
  // exactly 100 ms old counts, as on the platforms (age > horizon drops it).
  const double window = o.window * (1.0 + 1e-9), gap = o.stop_gap * (1.0 + 1e-9);
  if (!found || now - t[newest] > gap) return 0.0;  // nothing, or held still
  index[k++] = newest;
  while (k < kQuadraticSamples) {
    const double previous = t[index[k - 1]];
    bool more = false;
    std::size_t next = 0;
    for (std::size_t i = 0; i < n; ++i)
      if (usable(t, x, i, now) && t[i] < previous && (!more || t[i] > t[next])) next = i, more = true;
    if (!more) break;
    // Older than the horizon, or after a pause: not part of this movement.
    if (t[newest] - t[next] > window || previous - t[next] > gap) break;
    index[k++] = next;
  }
  if (k < 3) return 0.0;
  auto fit = [&](std::size_t columns) {
    double r = quadratic_fit(t, x, index, k, 1.0, 1.0, columns);
    if (std::isnan(r)) r = quadratic_fit(t, x, index, k, kDown, 1.0, columns);
    if (std::isnan(r)) r = quadratic_fit(t, x, index, k, kDown, kDown, columns);
    return std::isnan(r) ? 0.0 : r;
  };
  const double r = fit(3);
  // The sign guard. With exactly three samples the "fit" is the parabola
  // through them: nothing is averaged, and its slope at the newest sample
  // extrapolates the curvature of three points (for samples at 0, 4 and
  // 20 ms the slope weighs the positions by 200, -312.5 and 112.5 per
  // second: 1 px of error is 625 px/s). When those samples move one way
  // only (every step has the sign of the whole movement, or is 0) and that
  // slope has the other sign, the parabola turns round where no sample
  // shows it: a WebKit run delivered three moves at 0, 4 and 20 ms after a
  // 44 ms gap, 30 px apart, and the parabola said +2,625 px/s for a
  // movement at -1,875. Then the straight line through the same samples is
  // used: its slope has the movement's sign. From four samples on it is a
  // least-squares fit, kept as the platforms compute it (their recorded
  // gestures end with such slopes, e.g. +12.66 px/s on 13 samples moving
  // at -27 px/s on average).
  const double net = x[index[0]] - x[index[k - 1]];  // newest minus oldest
  if (k != 3 || !(r * net < 0.0)) return r;
  for (std::size_t j = 0; j + 1 < k; ++j) {
    const double step = x[index[j]] - x[index[j + 1]];  // later minus earlier
    if (step * net < 0.0) return r;  // the samples themselves turn: keep the fit
  }
  return fit(2);
}

}  // namespace

double estimate_velocity(const double* t, const double* x, std::size_t n, double now,
                         const VelocityEstimate& o) noexcept {
  if (!std::isfinite(now) || !(o.window > 0.0) || !(o.stop_gap > 0.0)) return 0.0;
  double v = 0.0;
  switch (o.strategy) {
    case VelocityStrategy::quadratic: v = quadratic(t, x, n, now, o); break;
    case VelocityStrategy::linear: v = linear(t, x, n, now, o); break;
    default: return 0.0;
  }
  // Clamp to the maximum fling velocity (a NaN limit clamps nothing).
  if (o.max_velocity > 0.0) v = std::fmin(std::fmax(v, -o.max_velocity), o.max_velocity);
  return v + 0.0;  // -0 -> 0
}

Result<VelocityEstimate> check_velocity_estimate(const VelocityEstimate& o) noexcept {
  using namespace detail;
  if (auto e = finite({{"window", o.window}, {"stopGap", o.stop_gap}})) return *e;
  if (std::isnan(o.max_velocity)) return fail(Status::not_finite, "maxVelocity", o.max_velocity);
  if (auto e = positive("window", o.window)) return *e;
  if (auto e = positive("stopGap", o.stop_gap)) return *e;
  if (auto e = positive("maxVelocity", o.max_velocity)) return *e;
  if (o.strategy != VelocityStrategy::quadratic && o.strategy != VelocityStrategy::linear)
    return fail(Status::out_of_range, "strategy", static_cast<double>(o.strategy));
  return o;
}

Result<double> release_velocity(const double* t, const double* x, std::size_t n, double now,
                                const VelocityEstimate& o) noexcept {
  using namespace detail;
  auto checked = check_velocity_estimate(o);
  if (!checked) return checked.error();
  if (auto e = finite({{"now", now}})) return *e;
  for (std::size_t i = 0; i < n; ++i) {
    if (auto e = finite({{"t", t[i]}, {"x", x[i]}})) return *e;
    if (i > 0 && !(t[i] > t[i - 1])) return fail(Status::out_of_range, "t", t[i]);
  }
  return estimate_velocity(t, x, n, now, o);
}

}  // namespace kinema
