#include "kinema/spring_batch.hpp"

#include <cmath>

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
  std::size_t i = 0;
#if defined(__wasm_simd128__)
  // Four springs per iteration as two f64x2 streams, the lanes doing the
  // scalar loop's operations in its order (so the same bits): clang
  // vectorises the scalar loop two wide but V8 then runs it 1.5x slower than
  // this (bench/run.mjs, benchmark 3: 0.46 -> 0.30 of a plain JavaScript
  // loop), close to the loop that only moves the same bytes.
  const v128_t PP = wasm_f64x2_splat(pp), PV = wasm_f64x2_splat(pv);
  const v128_t VP = wasm_f64x2_splat(vp), VV = wasm_f64x2_splat(vv);
  for (; i + 4 <= n; i += 4) {
    const v128_t t0 = wasm_v128_load(target + i), t1 = wasm_v128_load(target + i + 2);
    const v128_t u0 = wasm_f64x2_sub(wasm_v128_load(x + i), t0);
    const v128_t u1 = wasm_f64x2_sub(wasm_v128_load(x + i + 2), t1);
    const v128_t w0 = wasm_v128_load(v + i), w1 = wasm_v128_load(v + i + 2);
    wasm_v128_store(x + i, wasm_f64x2_add(t0, wasm_f64x2_add(wasm_f64x2_mul(PP, u0), wasm_f64x2_mul(PV, w0))));
    wasm_v128_store(x + i + 2, wasm_f64x2_add(t1, wasm_f64x2_add(wasm_f64x2_mul(PP, u1), wasm_f64x2_mul(PV, w1))));
    wasm_v128_store(v + i, wasm_f64x2_add(wasm_f64x2_mul(VP, u0), wasm_f64x2_mul(VV, w0)));
    wasm_v128_store(v + i + 2, wasm_f64x2_add(wasm_f64x2_mul(VP, u1), wasm_f64x2_mul(VV, w1)));
  }
  // The last 0-3 springs: one at a time (not vectorised and unrolled again).
#pragma clang loop vectorize(disable) unroll(disable)
#endif
  for (; i < n; ++i) {
    const double u = x[i] - target[i];
    const double w = v[i];
    x[i] = target[i] + (pp * u + pv * w);
    v[i] = vp * u + vv * w;
  }
}

namespace {

#if defined(__wasm_simd128__)
// Two springs in the plain oscillating case (Oscillator::plain_at), each with
// its own constants and time, as one stream of f64x2 instructions: the
// operations of Oscillator::position() for x and of transition() and apply()
// for dx, in the same order (exp_kernel2 and sin_cos2 are exp_kernel and
// sin_cos lane by lane), so the values are the same bits as Spring::at.
void sample_pair(const Spring& a, const Spring& b, double ta, double tb, double* x, double* dx,
                 std::size_t ia, std::size_t ib) noexcept {
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
    x[ia] = wasm_f64x2_extract_lane(xs, 0);
    x[ib] = wasm_f64x2_extract_lane(xs, 1);
  }
  if (dx) {
    const v128_t vp = wasm_f64x2_mul(wasm_f64x2_neg(wasm_f64x2_make(oa.omega0_sq, ob.omega0_sq)), E);
    const v128_t vs = wasm_f64x2_add(wasm_f64x2_mul(vp, u0), wasm_f64x2_mul(wasm_f64x2_sub(F, aE), v0));
    dx[ia] = wasm_f64x2_extract_lane(vs, 0);
    dx[ib] = wasm_f64x2_extract_lane(vs, 1);
  }
}

// Two exponential approaches (frictions, decaying exponential rates, in any
// mix) at y = rate t in detail::decay_vector_lane: detail::decay_state's
// operations lane by lane (exp_expm1_2 is exp_kernel and expm1_kernel), so
// the same bits as Friction::at and ExponentialRate::at.
[[gnu::noinline]] void sample_decay_pair(const detail::Decay& a, const detail::Decay& b, double ya, double yb, double* x,
                       double* dx, std::size_t ia, std::size_t ib) noexcept {
  const v128_t y = wasm_f64x2_make(ya, yb);
  v128_t e, em1;
  detail::exp_expm1_2(y, e, em1);
  const v128_t v0 = wasm_f64x2_make(a.velocity, b.velocity);
  if (x) {
    const v128_t rest = wasm_f64x2_make(a.rest, b.rest);
    const v128_t moving = wasm_f64x2_add(wasm_f64x2_make(a.from, b.from),
                                         wasm_f64x2_mul(wasm_f64x2_make(a.reach, b.reach), wasm_f64x2_neg(em1)));
    const v128_t far = wasm_f64x2_lt(y, wasm_f64x2_splat(-40.0));
    const v128_t xs = wasm_v128_bitselect(rest, moving, far);
    // Never past the rest: x > rest ? rest : x for v0 > 0, x < rest ? rest : x otherwise.
    const v128_t up = wasm_f64x2_gt(v0, wasm_f64x2_splat(0.0));
    const v128_t clamped = wasm_v128_bitselect(wasm_f64x2_pmin(xs, rest), wasm_f64x2_pmax(xs, rest), up);
    x[ia] = wasm_f64x2_extract_lane(clamped, 0);
    x[ib] = wasm_f64x2_extract_lane(clamped, 1);
  }
  if (dx) {
    const v128_t vs = wasm_f64x2_mul(v0, e);
    dx[ia] = wasm_f64x2_extract_lane(vs, 0);
    dx[ib] = wasm_f64x2_extract_lane(vs, 1);
  }
}

bool vector_lane(const detail::Oscillator& o, double t) noexcept {
  return o.plain_at(t) && o.gap * t <= detail::kSinCosRange;
}

// A cache key, compared exactly (see the memo in sample_motions).
bool same_constants(const detail::Oscillator& a, const detail::Oscillator& b) noexcept {
  return a.alpha == b.alpha && a.omega0_sq == b.omega0_sq && a.gap == b.gap;
}

// The exponential approach of a Friction or ExponentialRate (rate = 0 for
// other motions and for those not in that form).
detail::Decay decay_of(const Motion& m) noexcept {
  if (const auto* f = std::get_if<Friction>(&m)) return f->decay();
  if (const auto* e = std::get_if<ExponentialRate>(&m)) return e->decay();
  return {};
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
  // In WebAssembly, springs that differ from their neighbour (each its own
  // constants or start) are evaluated two at a time with SIMD, and so are
  // frictions and exponential rates: each waits for the next of its family,
  // wherever it is in the batch (a batch mixing kinds still pairs them).
  struct {
    double alpha = -1, omega0_sq = -1, gap = -1, t = -1;
    detail::Basis basis{};
  } memo;
#if defined(__wasm_simd128__)
  constexpr std::size_t kNone = ~std::size_t{0};
  std::size_t spring_wait = kNone, decay_wait = kNone;
  const Spring* spring_waiting = nullptr;
  double spring_wait_t = 0, decay_wait_y = 0, decay_wait_t = 0;
  detail::Decay decay_wait_d{};
#endif
  for (std::size_t i = 0; i < n; ++i) {
    const double t = start ? now - start[i] : now;
    State s;
    if (const auto* spring = std::get_if<Spring>(&motions[i])) {
      const auto& o = spring->oscillator();
      const double tc = detail::clamp_time(t);
      const bool hit = o.alpha == memo.alpha && o.omega0_sq == memo.omega0_sq && o.gap == memo.gap && tc == memo.t;
#if defined(__wasm_simd128__)
      // A spring unlike the last one and unlike the next (a run of equal
      // springs stays on the memo path): in SIMD, with the next spring if it
      // is also one (batches of springs), else with the next such spring
      // wherever it is (batches mixing kinds).
      if (!hit && vector_lane(o, tc)) {
        const Spring* next = i + 1 < n ? std::get_if<Spring>(&motions[i + 1]) : nullptr;
        double tn = 0;
        if (next) tn = detail::clamp_time(start ? now - start[i + 1] : now);
        if (!(next && tc == tn && same_constants(o, next->oscillator()))) {
          // One call site: sample_pair is large once inlined.
          const Spring *a = spring, *b = spring;
          double ta = tc, tb = tc;
          std::size_t ia = i, ib = i;
          if (spring_wait != kNone) {
            a = spring_waiting;
            ta = spring_wait_t;
            ia = spring_wait;
            spring_wait = kNone;
          } else if (next && vector_lane(next->oscillator(), tn)) {
            b = next;
            tb = tn;
            ib = ++i;
          } else {
            spring_wait = i;
            spring_waiting = spring;
            spring_wait_t = tc;
            continue;
          }
          sample_pair(*a, *b, ta, tb, x, dx, ia, ib);
          continue;
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
#if defined(__wasm_simd128__)
      const detail::Decay d = decay_of(motions[i]);
      const double y = d.rate * detail::clamp_time(t);
      if (detail::decay_vector_lane(y)) {
        if (decay_wait == kNone) {
          decay_wait = i;
          decay_wait_d = d;
          decay_wait_y = y;
          decay_wait_t = t;
        } else {
          sample_decay_pair(decay_wait_d, d, decay_wait_y, y, x, dx, decay_wait, i);
          decay_wait = kNone;
        }
        continue;
      }
#endif
      s = sample(motions[i], t);
    }
    if (x) x[i] = s.x;
    if (dx) dx[i] = s.dx;
  }
#if defined(__wasm_simd128__)
  // The last of each family, if it found no partner: alone, as one call.
  if (spring_wait != kNone) {
    const State s = spring_waiting->at(spring_wait_t);
    if (x) x[spring_wait] = s.x;
    if (dx) dx[spring_wait] = s.dx;
  }
  if (decay_wait != kNone) {
    const State s = sample(motions[decay_wait], decay_wait_t);
    if (x) x[decay_wait] = s.x;
    if (dx) dx[decay_wait] = s.dx;
  }
#endif
}

}  // namespace kinema
