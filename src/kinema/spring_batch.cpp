#include "kinema/spring_batch.hpp"

#include <cmath>
#include <cstring>

#include "kinema/detail/elementary.hpp"
#include "kinema/detail/oscillator.hpp"
#include "kinema/detail/time.hpp"
#include "kinema/detail/validate.hpp"

namespace kinema {

Result<StepCoefficients> StepCoefficients::create(double dt, double angular_frequency,
                                                  double damping_ratio) {
  using namespace detail;
  if (auto e = finite({{"dt", dt}, {"angularFrequency", angular_frequency},
                       {"dampingRatio", damping_ratio}}))
    return *e;
  if (auto e = non_negative("dt", dt)) return *e;
  if (auto e = positive("angularFrequency", angular_frequency)) return *e;
  if (auto e = non_negative("dampingRatio", damping_ratio)) return *e;
  const double stiffness = angular_frequency * angular_frequency;
  const double damping = 2.0 * damping_ratio * angular_frequency;
  if (!std::isfinite(stiffness) || !(stiffness > 0.0))
    return fail(Status::out_of_range, "angularFrequency", angular_frequency);
  if (!std::isfinite(damping)) return fail(Status::out_of_range, "dampingRatio", damping_ratio);
  // The same closed form as Spring (mass 1), evaluated once.
  const auto m = Oscillator::make(1.0, stiffness, damping).at(dt);
  return StepCoefficients{m.pp, m.pv, m.vp, m.vv};
}

void step_springs(const StepCoefficients& c, double* x_in, double* v_in, const double* target_in,
                  std::size_t n) noexcept {
  // The arrays do not overlap (documented): saying so spares the compiler a
  // run-time overlap check and a second, scalar copy of the loop.
  double* __restrict x = x_in;
  double* __restrict v = v_in;
  const double* __restrict target = target_in;
  const double pp = c.pp, pv = c.pv, vp = c.vp, vv = c.vv;
  for (std::size_t i = 0; i < n; ++i) {
    const double u = x[i] - target[i];
    const double w = v[i];
    x[i] = target[i] + (pp * u + pv * w);
    v[i] = vp * u + vv * w;
  }
}

namespace {
bool same_bits(double a, double b) noexcept { return std::memcmp(&a, &b, sizeof a) == 0; }
}  // namespace

Result<StepCoefficients> StepCache::get(double dt, double angular_frequency, double damping_ratio) {
  ++clock_;
  for (auto& e : entries_) {
    // A cache key, not arithmetic: the exact bits are the point (0 and -0
    // give coefficients with different signed zeros).
    if (same_bits(e.dt, dt) && same_bits(e.omega, angular_frequency) && same_bits(e.zeta, damping_ratio)) {
      e.used = clock_;
      return e.c;
    }
  }
  auto c = StepCoefficients::create(dt, angular_frequency, damping_ratio);
  if (!c) return c;
  ++misses_;
  Entry fresh{dt, angular_frequency, damping_ratio, *c, clock_};
  if (entries_.size() < capacity_) {
    entries_.push_back(fresh);
  } else {
    Entry* oldest = &entries_.front();
    for (auto& e : entries_)
      if (e.used < oldest->used) oldest = &e;
    *oldest = fresh;
  }
  return c;
}

namespace {

#if defined(__wasm_simd128__)
// Two springs in the plain oscillating case (Oscillator::plain_at), each with
// its own constants and time, as one stream of f64x2 instructions: the
// operations of Oscillator::position() for x and of transition() and apply()
// for dx, in the same order (exp_kernel2 and sin_cos2 are exp_kernel and
// sin_cos lane by lane), so the values are the same bits as Spring::at.
void sample_pair(const Spring& a, const Spring& b, double ta, double tb, double* x, double* dx,
                 std::size_t i) noexcept {
  const auto& oa = a.oscillator();
  const auto& ob = b.oscillator();
  const auto& pa = a.params();
  const auto& pb = b.params();
  const v128_t t = wasm_f64x2_make(ta, tb);
  const v128_t alpha = wasm_f64x2_make(oa.alpha, ob.alpha);
  const v128_t wt = wasm_f64x2_mul(wasm_f64x2_make(oa.gap, ob.gap), t);
  const v128_t e = detail::exp_kernel2(wasm_f64x2_mul(wasm_f64x2_neg(alpha), t));
  v128_t sn, cs;
  detail::sin_cos2(wt, sn, cs);
  const v128_t F = wasm_f64x2_mul(e, cs);
  const v128_t E = wasm_f64x2_mul(e, wasm_f64x2_mul(sn, wasm_f64x2_make(oa.inv_gap, ob.inv_gap)));
  const v128_t to = wasm_f64x2_make(pa.to, pb.to);
  const v128_t v0 = wasm_f64x2_make(pa.velocity, pb.velocity);
  const v128_t u0 = wasm_f64x2_sub(wasm_f64x2_make(pa.from, pb.from), to);
  const v128_t aE = wasm_f64x2_mul(alpha, E);
  if (x) {
    const v128_t xs = wasm_f64x2_add(
        to, wasm_f64x2_add(wasm_f64x2_mul(wasm_f64x2_add(F, aE), u0), wasm_f64x2_mul(E, v0)));
    x[i] = wasm_f64x2_extract_lane(xs, 0);
    x[i + 1] = wasm_f64x2_extract_lane(xs, 1);
  }
  if (dx) {
    const v128_t vp = wasm_f64x2_mul(wasm_f64x2_neg(wasm_f64x2_make(oa.omega0_sq, ob.omega0_sq)), E);
    const v128_t vs = wasm_f64x2_add(wasm_f64x2_mul(vp, u0), wasm_f64x2_mul(wasm_f64x2_sub(F, aE), v0));
    dx[i] = wasm_f64x2_extract_lane(vs, 0);
    dx[i + 1] = wasm_f64x2_extract_lane(vs, 1);
  }
}

bool vector_lane(const detail::Oscillator& o, double t) noexcept {
  return o.plain_at(t) && o.gap * t <= detail::kSinCosRange;
}

// A cache key, compared exactly (see the memo in sample_motions).
bool same_constants(const detail::Oscillator& a, const detail::Oscillator& b) noexcept {
  return a.alpha == b.alpha && a.omega0_sq == b.omega0_sq && a.gap == b.gap;
}
#endif

}  // namespace

void sample_motions(const Motion* motions, const double* start, std::size_t n, double now,
                    double* x, double* dx) noexcept {
  // Springs that share their constants and their start (particles of one
  // style, rows of a list) share the time-dependent part of the closed form
  // (detail::Basis): it is computed once per run of equal (alpha, w0^2, gap,
  // t), and each spring then costs a few multiply-adds, with results
  // identical to Spring::at. The key is compared exactly: it is a cache.
  // Springs that differ from their neighbour (each its own constants or
  // start) are evaluated two at a time with SIMD in WebAssembly.
  struct {
    double alpha = -1, omega0_sq = -1, gap = -1, t = -1;
    detail::Basis basis{};
  } memo;
  for (std::size_t i = 0; i < n;) {
    const double t = start ? now - start[i] : now;
    State s;
    if (const auto* spring = std::get_if<Spring>(&motions[i])) {
      const auto& o = spring->oscillator();
      const double tc = detail::clamp_time(t);
      const bool hit = o.alpha == memo.alpha && o.omega0_sq == memo.omega0_sq && o.gap == memo.gap && tc == memo.t;
#if defined(__wasm_simd128__)
      // A spring unlike the last one, followed by a spring unlike it: both
      // in SIMD (a run of equal springs stays on the memo path).
      if (!hit && i + 1 < n) {
        if (const auto* next = std::get_if<Spring>(&motions[i + 1])) {
          const auto& on = next->oscillator();
          const double tn = detail::clamp_time(start ? now - start[i + 1] : now);
          if (!(tc == tn && same_constants(o, on)) && vector_lane(o, tc) && vector_lane(on, tn)) {
            sample_pair(*spring, *next, tc, tn, x, dx, i);
            i += 2;
            continue;
          }
        }
      }
#endif
      if (!hit) {
        memo.alpha = o.alpha;
        memo.omega0_sq = o.omega0_sq;
        memo.gap = o.gap;
        memo.t = tc;
        memo.basis = o.basis(tc);
      }
      const auto& p = spring->params();
      if (!(tc > 0.0)) {
        s = {p.from, p.velocity};  // as Spring::at: the start is exact
      } else {
        o.apply(memo.basis, p.from, p.to, p.velocity, s.x, s.dx);
      }
    } else {
      s = sample(motions[i], t);
    }
    if (x) x[i] = s.x;
    if (dx) dx[i] = s.dx;
    ++i;
  }
}

}  // namespace kinema
