// kinema — fuzzer for the numerical kernels and the batch paths: lambert_w,
// hex / integrated_exp / hexm1 / hex_derivative, StepCoefficients,
// step_springs and sample_motions.
//
// Invariants (abort on violation):
// - lambert_w is ok exactly inside its domain (branch 0: z >= -1/e, +inf
//   included; branch -1: -1/e <= z < 0; -0.36787944117144233 accepted as the
//   branch point), with w e^w = z to rounding, on the right side of -1; else
//   the documented status;
// - hex > 0 (or +inf) and never NaN for non-NaN input; the relatives never
//   NaN for non-NaN input;
// - StepCoefficients: ok or the documented status; stepping a spring k times
//   follows Spring::at(k dt) (nothing drifts), and step_springs on arrays
//   equals the scalar formula;
// - sample_motions equals sample() motion by motion, bit for bit.
#include <kinema/kinema.hpp>

#include <cstring>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "fuzz_input.hpp"

using namespace kinema;
using kinema_fuzz::all_moderate;
using kinema_fuzz::Input;
using kinema_fuzz::kInf;
using kinema_fuzz::kNaN;

namespace {

bool same(double a, double b) { return std::memcmp(&a, &b, sizeof a) == 0; }

void lambert(Input& in) {
  const double z = in.real();
  const uint8_t sel = in.byte();
  const int branch = sel % 4 == 0 ? 0 : sel % 4 == 1 ? -1 : sel % 4 == 2 ? 1 : static_cast<int8_t>(in.byte());
  const auto r = lambert_w(z, branch);
  const double bp = -0.36787944117144233;
  if (branch != 0 && branch != -1) {
    FUZZ_CHECK(!r && r.status() == Status::out_of_range, z, branch);
    return;
  }
  if (std::isnan(z) || z == -kInf) {
    FUZZ_CHECK(!r && r.status() == Status::not_finite, z, branch);
    return;
  }
  const bool inside = branch == 0 ? z >= bp : (z >= bp && z < 0.0);
  if (!inside) {
    FUZZ_CHECK(!r && (r.status() == Status::out_of_domain), z, branch);
    return;
  }
  FUZZ_CHECK(r.ok(), z, branch);
  const double w = *r;
  FUZZ_CHECK(!std::isnan(w), w, z);
  if (branch == 0) {
    FUZZ_CHECK(w >= -1.0, w, z);
    if (z == kInf) {
      FUZZ_CHECK(w == kInf, w, z);
      return;
    }
    FUZZ_CHECK(std::isfinite(w), w, z);
  } else {
    FUZZ_CHECK(w <= -1.0 && std::isfinite(w), w, z);
  }
  // w e^w = z: in log form where e^w or the product would over/underflow.
  if (std::fabs(z) > 1e-300 && std::fabs(z) < 1e300 && w > -700.0) {
    const double back = w * std::exp(w);
    // w e^w amplifies w's relative error by |1 + w|.
    FUZZ_CHECK(std::fabs(back - z) <= 4e-16 * (8.0 + std::fabs(w)) * std::fabs(z) + 1e-300 + 1e-15 * (z < -0.3 ? 1.0 : 0.0), back, z);
  } else if (z != 0.0) {
    // ln|w| + w = ln|z|
    const double lhs = std::log(std::fabs(w)) + w, rhs = std::log(std::fabs(z));
    FUZZ_CHECK(std::fabs(lhs - rhs) <= 1e-13 * std::fabs(rhs) + 1e-13, lhs, rhs);
  } else {
    FUZZ_CHECK(w == 0.0, w, z);
  }
}

void hexes(Input& in) {
  const double x = in.real(), t = in.real();
  const double h = hex(x);
  if (std::isnan(x)) {
    FUZZ_CHECK(std::isnan(h), h, x);
  } else {
    FUZZ_CHECK(h >= 0.0 && !std::isnan(h), h, x);
    if (x > -700.0) FUZZ_CHECK(h > 0.0, h, x);
    if (std::fabs(x) < 700.0) {
      // The difference quotient: (e^x - 1) = x hex(x).
      FUZZ_CHECK(std::fabs(x * h - std::expm1(x)) <= 1e-14 * std::fabs(std::expm1(x)) + 1e-300, h, x);
    }
    const double m1 = hexm1(x), d = hex_derivative(x);
    FUZZ_CHECK(!std::isnan(m1) && !std::isnan(d), m1, d);
    FUZZ_CHECK(d >= 0.0, d, x);
  }
  if (!std::isnan(x) && !std::isnan(t) && t >= 0.0) {
    const double ie = integrated_exp(x, t);
    FUZZ_CHECK(!std::isnan(ie) && ie >= 0.0, ie, x);
  }
}

void steps(Input& in) {
  const double dt = in.real(), omega = in.real(), zeta = in.real();
  const auto c = StepCoefficients::create(dt, omega, zeta);
  if (!c) {
    FUZZ_CHECK(c.status() == Status::not_finite || c.status() == Status::out_of_range, dt, omega);
    FUZZ_CHECK(c.error().parameter && c.error().parameter[0], dt, omega);
    return;
  }
  FUZZ_CHECK(!std::isnan(c->pp) && !std::isnan(c->pv) && !std::isnan(c->vp) && !std::isnan(c->vv), dt, omega);
  const bool mod = all_moderate(dt, omega, zeta) && omega * dt < 1e8 && omega < 1e20 && zeta < 1e20;
  if (mod)
    FUZZ_CHECK(std::isfinite(c->pp) && std::isfinite(c->pv) && std::isfinite(c->vp) && std::isfinite(c->vv),
               dt, omega);

  // A few springs stepped k times against the closed form at k dt.
  const std::size_t n = 1 + in.byte() % 5;
  std::vector<double> x(n), v(n), target(n), x0(n), v0(n);
  for (std::size_t i = 0; i < n; ++i) {
    x[i] = x0[i] = in.real();
    v[i] = v0[i] = in.real();
    target[i] = in.real();
  }
  const int k = 1 + in.byte() % 64;
  for (int j = 0; j < k; ++j) step_springs(*c, x.data(), v.data(), target.data(), n);
  if (!mod) return;
  for (std::size_t i = 0; i < n; ++i) {
    if (!all_moderate(x0[i], v0[i], target[i])) continue;
    const auto s = Spring::with_damping_ratio(x0[i], target[i], v0[i], 1.0, omega * omega, zeta);
    if (!s) continue;
    const double t = k * dt;
    const State exact = s->at(t);
    if (std::getenv("FUZZ_TRACE"))
      std::fprintf(stderr, "spring %zu: x0 %.17g v0 %.17g target %.17g, %d steps: x %.17g v %.17g, exact %.17g %.17g\n",
                   i, x0[i], v0[i], target[i], k, x[i], v[i], exact.x, exact.dx);
    FUZZ_CHECK(std::isfinite(x[i]) && std::isfinite(v[i]), x[i], v[i]);
    const double u0 = std::fabs(x0[i] - target[i]), w0 = std::fabs(v0[i]);
    const double alpha = zeta * omega;
    const double scale_u = u0 * (1 + alpha * t) + w0 * t + w0 / omega;
    const double scale_v = w0 * (1 + alpha * t) + omega * omega * u0 * t + omega * u0;
    const double ulp_target = std::fabs(std::nextafter(target[i], kInf) - target[i]);
    // Each step's phase w dt carries a rounding error of about eps w dt, and
    // so do the k dt of the closed form: sin and cos of a huge phase are
    // that ill-conditioned whichever way they are computed.
    const double rel = 1e-9 + 4e-16 * omega * dt;
    FUZZ_CHECK(std::fabs(x[i] - exact.x) <= rel * k * scale_u + 8 * k * ulp_target + 1e-300, x[i], exact.x);
    // Positions are stored absolute, so each step rounds the displacement to
    // an ulp of the target: after j steps the position is off by up to j
    // ulps, and every step passes its position's error on to the velocity
    // through vp, so the velocity's share is up to |vp| (1 + 2 + ... + k)
    // ulps, quadratic in k (a spring at 1.278e16 px, where an ulp is 2 px,
    // stepped 50 times, is off by 0.025 px/s: more than a linear bound).
    FUZZ_CHECK(std::fabs(v[i] - exact.dx) <= rel * k * scale_v + 8 * k * k * std::fabs(c->vp) * ulp_target + 1e-300,
               v[i], exact.dx);
  }
}

void batch(Input& in) {
  std::vector<Motion> motions;
  std::vector<double> starts;
  const std::size_t n = in.byte() % 12;
  // A shared style, so the batch's cache of the time-dependent part is hit.
  const double mass = in.real(), k = in.real(), c = in.real();
  for (std::size_t i = 0; i < n; ++i) {
    const uint8_t kind = in.byte();
    switch (kind % 4) {
      case 0:
      case 1: {
        const bool shared = kind & 4;
        auto s = Spring::create({in.real(), in.real(), in.real(), shared ? mass : in.real(),
                                 shared ? k : in.real(), shared ? c : in.real()});
        if (s) motions.push_back(*s);
        break;
      }
      case 2: {
        auto f = Friction::create({in.real(), in.real(), in.real()});
        if (f) motions.push_back(*f);
        break;
      }
      default: {
        auto b = BouncingGravity::create({in.real(), in.real(), in.real(), in.real(), in.real()});
        if (b) motions.push_back(*b);
        break;
      }
    }
  }
  const bool same_start = in.flag();
  const double s0 = in.time();
  for (std::size_t i = 0; i < motions.size(); ++i) starts.push_back(same_start ? s0 : in.time());
  const double now = in.time();
  const std::size_t m = motions.size();
  std::vector<double> x(m, kNaN), dx(m, kNaN);
  sample_motions(motions.data(), starts.data(), m, now, x.data(), dx.data());
  for (std::size_t i = 0; i < m; ++i) {
    const State s = sample(motions[i], now - starts[i]);
    FUZZ_CHECK(same(s.x, x[i]) && same(s.dx, dx[i]), s.x, x[i]);
    FUZZ_CHECK(!std::isnan(x[i]) && !std::isnan(dx[i]), x[i], dx[i]);
  }
  // Without starts, and with only one of the outputs.
  std::vector<double> x2(m, kNaN);
  sample_motions(motions.data(), nullptr, m, now, x2.data(), nullptr);
  for (std::size_t i = 0; i < m; ++i) FUZZ_CHECK(same(x2[i], sample(motions[i], now).x), x2[i], now);
  sample_motions(motions.data(), nullptr, m, now, nullptr, nullptr);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  Input in(data, size);
  switch (in.byte() % 4) {
    case 0: lambert(in); break;
    case 1: hexes(in); break;
    case 2: steps(in); break;
    case 3: batch(in); break;
  }
  return 0;
}
