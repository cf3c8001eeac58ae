// kinema — closed-form UI physics.
// detail/elementary.hpp: e^x, e^x - 1 and (sin x, cos x) for the closed
// forms, one at a time and, in WebAssembly, two at a time (SIMD, f64x2).
//
// Why not libm: a spring's x(t) is one exp and one sincos, and musl's (the
// WebAssembly build's libc) cost most of its time; musl's exp also brings a
// 2 KB table and its sin/cos a 2.7 KB table of 2/pi (sized for quad
// precision). These kernels need no such table, have no data-dependent
// branch in their common range (so that two lanes run as one SIMD
// instruction stream), and the scalar and SIMD versions perform the same
// IEEE operations in the same order, so a batch gives the same bits as one
// call. (No fma: WebAssembly has none, and the kinema target
// compiles with -ffp-contract=off.)
//
// Accuracy: at most 1 ulp (tests/cpp/elementary_accuracy.cpp checks 100,000+
// arguments per function against mpmath, tests/reference/elementary.py).
//
// exp: m = nearest(32 x / ln 2) = 32 k + j, r = x - m ln2/32 (Cody-Waite:
// the first part of ln2/32 has 32 significant bits, so m times it is exact
// for |m| < 2^21), |r| <= ln2/64, and
//   e^x = 2^k 2^(j/32) e^r = 2^k (T + (T p + t)),  p = e^r - 1,
// with 2^(j/32) = T + t in two doubles (32 pairs, 512 bytes: musl's table has
// 128) and p its Taylor series to r^6 (the next term is below 4e-18). No
// division, and a short polynomial: as fast as musl's exp in WebAssembly. The
// scale 2^k is applied as two powers of two, 2^(k>>1) then 2^(k - k>>1), each
// a normal number, so results down to the smallest subnormal round once; x is
// first clamped to [-746, 710], beyond which e^x is 0 or +inf anyway. NaN
// stays NaN.
//
// expm1 (e^x - 1, for the exponential approaches of Friction and
// ExponentialRate): for |x| < 1/16 its Taylor series to x^10 (the next term
// is below 2.3e-20 relative); elsewhere exp's reduction, written
//   e^x - 1 = (S - 1) + 2^k (T p + t),  S = 2^k T (exact),
// where S - 1 is rounded but its error is recovered exactly (Fast2Sum with
// |-1| >= S for S <= 1; for 1 <= S < 2^52, S - 1 is exact), and
// |2^k (T p + t)| <= 0.011 S stays below a fifth of the result for |x| >=
// 1/16, so its rounding costs little. The series covers the cancellation
// (S next to 1) that the table path cannot; near 0 it returns x itself
// (keeping the sign of -0). Below -708 the result is -1; from 36 on (where
// S - 1 may round) S + (W - 1), and from 708 on e^x itself.
//
// sin/cos: n = nearest(2x/pi), y = x - n pi/2 in double-double with pi/2 in
// three pieces (33 + 33 + 53 bits: n P1 and n P2 are exact for |n| < 2^19),
// then polynomial kernels on |y| <= pi/4 (degree 13 and 14, Chebyshev fits),
// with the reduction's low word y1 folded in, and the quadrant
// n mod 4. Valid for |x| <= kSinCosRange (about 2^19 pi/2); beyond it, and for
// inf and NaN, sin_cos_far (Payne-Hanek reduction, then the same kernels).
#pragma once

#include <cstdint>
#include <cstring>

#if defined(__wasm_simd128__)
#include <wasm_simd128.h>
#endif

namespace kinema::detail {

struct SinCos {
  double sin, cos;
};

namespace elementary {
// exp
constexpr double kInvLn2x32 = 0x1.71547652b82fep+5;
constexpr double kLn2x32Hi = 0x1.62e42fee00000p-6;   // ln2/32 to 32 bits
constexpr double kLn2x32Lo = 0x1.a39ef35793c76p-38;  // ln2/32 - kLn2x32Hi
constexpr double kExpLow = -746.0;                    // e^x rounds to 0 below -745.13
constexpr double kExpHigh = 710.0;                    // e^x overflows above 709.78
// e^r - 1 = r + r^2 (1/2 + r (1/6 + r (1/24 + r (1/120 + r/720))))
constexpr double kE2 = 1.0 / 2.0, kE3 = 1.0 / 6.0, kE4 = 1.0 / 24.0, kE5 = 1.0 / 120.0,
                 kE6 = 1.0 / 720.0;
// expm1: the series below kExpm1Series, x itself below kExpm1Tiny (x^2/2 is
// under half an ulp of x), the table path up to kExpm1High (k <= 51).
constexpr double kExpm1Series = 0x1p-4, kExpm1Tiny = 0x1p-54, kExpm1High = 36.0;
constexpr double kE7 = 1.0 / 5040.0, kE8 = 1.0 / 40320.0, kE9 = 1.0 / 362880.0, kE10 = 1.0 / 3628800.0;
// 2^(j/32) = kExp2Hi[j] + kExp2Lo[j] (mpmath, rounded to nearest).
alignas(16) constexpr double kExp2Hi[32] = {
    0x1.0000000000000p+0, 0x1.059b0d3158574p+0, 0x1.0b5586cf9890fp+0, 0x1.11301d0125b51p+0,
    0x1.172b83c7d517bp+0, 0x1.1d4873168b9aap+0, 0x1.2387a6e756238p+0, 0x1.29e9df51fdee1p+0,
    0x1.306fe0a31b715p+0, 0x1.371a7373aa9cbp+0, 0x1.3dea64c123422p+0, 0x1.44e086061892dp+0,
    0x1.4bfdad5362a27p+0, 0x1.5342b569d4f82p+0, 0x1.5ab07dd485429p+0, 0x1.6247eb03a5585p+0,
    0x1.6a09e667f3bcdp+0, 0x1.71f75e8ec5f74p+0, 0x1.7a11473eb0187p+0, 0x1.82589994cce13p+0,
    0x1.8ace5422aa0dbp+0, 0x1.93737b0cdc5e5p+0, 0x1.9c49182a3f090p+0, 0x1.a5503b23e255dp+0,
    0x1.ae89f995ad3adp+0, 0x1.b7f76f2fb5e47p+0, 0x1.c199bdd85529cp+0, 0x1.cb720dcef9069p+0,
    0x1.d5818dcfba487p+0, 0x1.dfc97337b9b5fp+0, 0x1.ea4afa2a490dap+0, 0x1.f50765b6e4540p+0,
};
alignas(16) constexpr double kExp2Lo[32] = {
    0.0, 0x1.d73e2a475b465p-55, 0x1.8a62e4adc610bp-54, -0x1.6c51039449b3ap-54,
    -0x1.19041b9d78a76p-55, 0x1.e016e00a2643cp-54, 0x1.9b07eb6c70573p-54, 0x1.612e8afad1255p-55,
    0x1.6f46ad23182e4p-55, -0x1.63aeabf42eae2p-54, 0x1.ada0911f09ebcp-55, 0x1.89b7a04ef80d0p-59,
    0x1.d4397afec42e2p-56, -0x1.07abe1db13cadp-55, 0x1.6324c054647adp-54, -0x1.383c17e40b497p-54,
    -0x1.bdd3413b26456p-54, -0x1.16e4786887a99p-55, -0x1.41577ee04992fp-55, -0x1.d4c1dd41532d8p-54,
    0x1.6e9f156864b27p-54, -0x1.75fc781b57ebcp-57, 0x1.c7c46b071f2bep-56, -0x1.d2f6edb8d41e1p-54,
    0x1.7a1cd345dcc81p-54, -0x1.5584f7e54ac3bp-56, 0x1.11065895048ddp-55, 0x1.503cbd1e949dbp-56,
    0x1.2ed02d75b3707p-55, -0x1.1a5cd4f184b5cp-54, -0x1.e9c23179c2893p-54, 0x1.9d3e12dd8a18bp-54,
};
// sin/cos
constexpr double kTwoOverPi = 0x1.45f306dc9c883p-1;
constexpr double kPio2_1 = 0x1.921fb54400000p+0;   // pi/2 to 33 bits
constexpr double kPio2_2 = 0x1.0b4611a600000p-34;  // the next 33 bits
constexpr double kPio2_3 = 0x1.3198a2e037073p-69;  // the rest, rounded
constexpr double kTiny = 0x1p-27;                  // below: sin x = x, cos x = 1 (rounded)
constexpr double kNoReduction = 0.785;             // below pi/4: n = 0
// 1.5 * 2^52: adding and subtracting it rounds to an integer (|v| < 2^51),
// which then sits in the low bits of the sum's representation.
constexpr double kShifter = 0x1.8p52;
// sin y = y + y^3 S(y^2), cos y = 1 - y^2/2 + y^4 C(y^2), |y| <= pi/4: S and C
// of degree 5 in y^2, Chebyshev fits (mpmath's chebyfit at 40 digits:
// `tests/reference/elementary.py --fit`) within 1.3e-16 of S and 3.1e-17 of C,
// relative, which is under 0.02 ulp of sin and cos.
constexpr double kS1 = -0x1.5555555555555p-3, kS2 = 0x1.1111111110bb2p-7, kS3 = -0x1.a01a019e83816p-13,
                 kS4 = 0x1.71de379654304p-19, kS5 = -0x1.ae600aca92c64p-26, kS6 = 0x1.5e0b05bff20f2p-33;
constexpr double kC1 = 0x1.5555555555555p-5, kC2 = -0x1.6c16c16c16967p-10, kC3 = 0x1.a01a019f4e9b4p-16,
                 kC4 = -0x1.27e4fa17bf139p-22, kC5 = 0x1.1eeb68cd22f56p-29, kC6 = -0x1.907d8f29fe831p-37;

inline std::int64_t bits(double x) noexcept {
  std::int64_t b;
  std::memcpy(&b, &x, sizeof b);
  return b;
}
inline double from_bits(std::int64_t b) noexcept {
  double x;
  std::memcpy(&x, &b, sizeof x);
  return x;
}
// 2^k from its exponent field. Shifted as unsigned: for x = NaN, k is
// meaningless (the result is NaN through y anyway) and may be negative.
inline double pow2(std::int64_t k) noexcept {
  return from_bits(static_cast<std::int64_t>(static_cast<std::uint64_t>(k + 1023) << 52));
}
}  // namespace elementary

/// |x| up to which sin_cos() uses its own reduction (2^19 pi/2, rounded down).
constexpr double kSinCosRange = 823549.0;

namespace elementary {
// exp's reduction: e^x = 2^k (T + u), T = 2^(j/32) rounded (k = m >> 5,
// j = m & 31), for x in [kExpLow, kExpHigh] or NaN.
inline double exp_reduce(double x, double& u, std::int64_t& m) noexcept {
  const double shifted = x * kInvLn2x32 + kShifter;
  const double md = shifted - kShifter;
  m = bits(shifted) - bits(kShifter);
  const double r = (x - md * kLn2x32Hi) - md * kLn2x32Lo;
  const double p = r + (r * r) * (kE2 + r * (kE3 + r * (kE4 + r * (kE5 + r * kE6))));
  const double T = kExp2Hi[m & 31];
  u = T * p + kExp2Lo[m & 31];
  return T;
}

// e^x = y 2^k (y in [1, 2) up to rounding) for x in [kExpLow, kExpHigh] or NaN.
inline double exp_reduced(double x, std::int64_t& k) noexcept {
  double u;
  std::int64_t m;
  const double T = exp_reduce(x, u, m);
  k = m >> 5;
  return T + u;
}

// Outside |x| < 708: clamped, and scaled in two steps (see exp_kernel).
[[gnu::noinline]] inline double exp_edge(double x) noexcept {
  x = x < kExpLow ? kExpLow : x;  // NaN passes (comparisons are false)
  x = kExpHigh < x ? kExpHigh : x;
  std::int64_t k;
  const double y = exp_reduced(x, k);
  const std::int64_t k1 = k >> 1;
  return (y * pow2(k1)) * pow2(k - k1);
}
}  // namespace elementary

/// e^x, at most 1 ulp from the exact value; 0 below -745.14, +inf above 709.79.
/// For |x| < 708 the result is normal and y 2^k is exact, so one scaling
/// gives the same bits as the two steps exp_kernel2 always takes.
inline double exp_kernel(double x) noexcept {
  using namespace elementary;
  if (!(x > -708.0 && x < 708.0)) return exp_edge(x);
  std::int64_t k;
  const double y = exp_reduced(x, k);
  return y * pow2(k);
}

namespace elementary {
// e^x - 1 for kExpm1Tiny <= |x| < kExpm1Series: x + x^2 (1/2 + x/6 + ...).
inline double expm1_series(double x) noexcept {
  const double q =
      kE2 + x * (kE3 + x * (kE4 + x * (kE5 + x * (kE6 + x * (kE7 + x * (kE8 + x * (kE9 + x * kE10)))))));
  return x + (x * x) * q;
}

// e^x = S + W, S = 2^k T exactly, W = 2^k u, for |x| < 708 (exp_reduce).
struct ExpParts {
  double S, W;
};
inline ExpParts exp_parts(double x) noexcept {
  double u;
  std::int64_t m;
  const double T = exp_reduce(x, u, m);
  const double s = pow2(m >> 5);
  return {T * s, u * s};
}

// e^x - 1 for kExpm1Series <= |x|, -708 < x < kExpm1High: (S - 1) + W.
inline double expm1_table(double x) noexcept {
  const auto [S, W] = exp_parts(x);
  const double hi = S - 1.0;
  const double lo = S - (hi + 1.0);  // S - 1 = hi + lo exactly
  return hi + (lo + W);
}

// NaN, x <= -708 (-1: e^x is below an ulp of 1) and x >= kExpm1High: there
// 1 is below 2^-15 of W, so S + (W - 1) rounds once where it matters; from
// 708 on, e^x alone (1 is far below its ulp).
[[gnu::noinline]] inline double expm1_edge(double x) noexcept {
  if (x < 0.0) return -1.0;
  if (x < 708.0) {
    const auto [S, W] = exp_parts(x);
    return S + (W - 1.0);
  }
  return exp_kernel(x);  // NaN stays NaN
}
}  // namespace elementary

/// e^x - 1, at most 1 ulp from the exact value; -1 below -37.4, +inf above
/// 709.79; expm1(-0) = -0. Out of line: its callers are one per solver, and
/// the batch has its own two-lane version (exp_expm1_2).
[[gnu::noinline]] inline double expm1_kernel(double x) noexcept {
  using namespace elementary;
  const double ax = x < 0.0 ? -x : x;
  if (ax < kExpm1Series) return ax < kExpm1Tiny ? x : expm1_series(x);
  if (!(x > -708.0 && x < kExpm1High)) return expm1_edge(x);
  return expm1_table(x);
}

namespace elementary {
// 2/pi = 0.a2f9836e4e441529... in binary: bits 1 to 1280 after the point,
// 64 to a word (computed with mpmath at 1,400 bits). Payne-Hanek needs bits
// up to 2^-1162 for the largest doubles.
constexpr std::uint64_t kTwoOverPiBits[20] = {
    0xa2f9836e4e441529, 0xfc2757d1f534ddc0, 0xdb6295993c439041, 0xfe5163abdebbc561,
    0xb7246e3a424dd2e0, 0x06492eea09d1921c, 0xfe1deb1cb129a73e, 0xe88235f52ebb4484,
    0xe99c7026b45f7e41, 0x3991d639835339f4, 0x9c845f8bbdf9283b, 0x1ff897ffde05980f,
    0xef2f118b5a0a6d1f, 0x6d367ecf27cb09b7, 0x4f463f669e5fea2d, 0x7527bac7ebe5f17b,
    0x3d0739f78a5292ea, 0x6bfb5fb11f8d5d08, 0x56033046fc7b6bab, 0xf0cfbc209af4361d,
};
constexpr double kPio2Hi = 0x1.921fb54442d18p+0;  // pi/2 rounded
constexpr double kPio2Lo = 0x1.1a62633145c07p-54; // pi/2 - kPio2Hi

// a * b = hi 2^64 + lo (64 x 64 -> 128 bits, from 32-bit halves).
inline void mul_64(std::uint64_t a, std::uint64_t b, std::uint64_t& hi, std::uint64_t& lo) noexcept {
  const std::uint64_t a0 = a & 0xffffffffu, a1 = a >> 32, b0 = b & 0xffffffffu, b1 = b >> 32;
  const std::uint64_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
  const std::uint64_t mid = (p00 >> 32) + (p01 & 0xffffffffu) + (p10 & 0xffffffffu);
  lo = (mid << 32) | (p00 & 0xffffffffu);
  hi = p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32);
}

// The polynomial kernels on y0 + y1 (|y0| <= pi/4, y1 below half an ulp of
// y0), in quadrant q = n mod 4.
inline SinCos sin_cos_kernel(double y0, double y1, std::int64_t q) noexcept {
  const double z = y0 * y0;
  const double s_poly = kS1 + z * (kS2 + z * (kS3 + z * (kS4 + z * (kS5 + z * kS6))));
  const double s = y0 + ((y0 * z) * s_poly + y1 * (1.0 - 0.5 * z));
  const double c_poly = kC1 + z * (kC2 + z * (kC3 + z * (kC4 + z * (kC5 + z * kC6))));
  const double hz = 0.5 * z;
  const double w = 1.0 - hz;
  const double c = w + (((1.0 - w) - hz) + ((z * z) * c_poly - y0 * y1));
  switch (q) {
    case 0: return {s, c};
    case 1: return {c, -s};
    case 2: return {-s, -c};
    default: return {-c, s};
  }
}
}  // namespace elementary

/// sin_cos beyond kSinCosRange (and inf, NaN): Payne-Hanek reduction, out
/// of line so that the common path stays small. |x| = m 2^p (m a 53-bit
/// integer); the bits of 2/pi worth less than 2^(1-p) give m 2^p times them
/// a multiple of 4, which changes neither sin nor cos, so only a 192-bit
/// window of 2/pi from bit max(p - 1, 1) on is multiplied by m (exactly, in
/// integers). Of the product, the 2 bits above the point are n mod 4 and the
/// 128 below it the fraction f (taken in [-1/2, 1/2], n rounded to nearest);
/// y = f pi/2 in double-double. The closest a double comes to a multiple of
/// pi/2 is about 2^-61 away, so f keeps at least 60 significant bits, and the
/// bits of 2/pi beyond the window are worth at most 2^-137. libm does the
/// same with a table of 2/pi sized for quad precision (2.7 KB in the
/// WebAssembly build, whose long double is 128 bits); 160 bytes suffice for
/// doubles.
[[gnu::noinline]] inline SinCos sin_cos_far(double x) noexcept {
  using namespace elementary;
  if (!(x - x == 0.0)) return {x - x, x - x};  // inf or NaN: NaN
  const auto ux = static_cast<std::uint64_t>(bits(x));
  const int p = static_cast<int>((ux >> 52) & 0x7ff) - 1075;  // |x| = m 2^p, p >= -33 here
  const std::uint64_t m = (ux & 0xfffffffffffffu) | (std::uint64_t{1} << 52);
  const int i0 = p >= 2 ? p - 1 : 1;   // first bit of 2/pi used
  const int point = i0 + 191 - p;      // binary point of m * window: 190 to 225
  const int j = (i0 - 1) >> 6, sh = (i0 - 1) & 63;
  auto window = [&](int k) {
    return sh == 0 ? kTwoOverPiBits[j + k]
                   : (kTwoOverPiBits[j + k] << sh) | (kTwoOverPiBits[j + k + 1] >> (64 - sh));
  };
  // r = m * (w2 w1 w0), 256 bits in four words (least significant first).
  std::uint64_t h0, l0, h1, l1, h2, l2;
  mul_64(m, window(2), h0, l0);
  mul_64(m, window(1), h1, l1);
  mul_64(m, window(0), h2, l2);
  std::uint64_t r[5];
  r[0] = l0;
  r[1] = l1 + h0;
  const std::uint64_t c1 = r[1] < h0 ? 1 : 0;
  const std::uint64_t t = l2 + h1;
  std::uint64_t c2 = t < h1 ? 1 : 0;
  r[2] = t + c1;
  c2 += r[2] < t ? 1 : 0;
  r[3] = h2 + c2;
  r[4] = 0;
  auto bits_at = [&r](int pos) {  // r's 64 bits from bit pos up
    const int w = pos >> 6, o = pos & 63;
    return o == 0 ? r[w] : (r[w] >> o) | (r[w + 1] << (64 - o));
  };
  std::uint64_t n = bits_at(point) & 3;
  std::uint64_t fhi = bits_at(point - 64), flo = bits_at(point - 128);
  const bool negative = (fhi >> 63) != 0;  // f >= 1/2: n + 1, and f - 1
  if (negative) {
    n = (n + 1) & 3;
    flo = ~flo + 1;
    fhi = ~fhi + (flo == 0 ? 1 : 0);
  }
  // |f| = (fhi 2^64 + flo) 2^-128 as hi + lo: its top 53 bits, then 64 more.
  // (f = 0 would need x a multiple of pi/2, which no double is.)
  const int lz = fhi != 0 ? __builtin_clzll(fhi) : 64 + __builtin_clzll(flo);
  if (lz >= 64) {
    fhi = flo << (lz - 64);
    flo = 0;
  } else if (lz > 0) {
    fhi = (fhi << lz) | (flo >> (64 - lz));
    flo <<= lz;
  }
  const double hi = static_cast<double>(fhi >> 11) * pow2(-53 - lz);
  const double lo = static_cast<double>(((fhi & 0x7ff) << 53) | (flo >> 11)) * pow2(-117 - lz);
  // y = (hi + lo)(pi/2): hi kPio2Hi exactly (Dekker's product), the rest rounded.
  constexpr double kSplit = 134217729.0;  // 2^27 + 1
  const double ph = hi * kPio2Hi;
  const double ch = kSplit * hi, cp = kSplit * kPio2Hi;
  const double hh = ch - (ch - hi), hl = hi - hh, qh = cp - (cp - kPio2Hi), ql = kPio2Hi - qh;
  const double pe = ((hh * qh - ph) + hh * ql + hl * qh) + hl * ql;
  const double tail = pe + (hi * kPio2Lo + lo * kPio2Hi);
  double y0 = ph + tail;
  double y1 = (ph - y0) + tail;
  if (negative != (x < 0.0)) {  // y = -|f| pi/2 for f < 0, and sin(-x) = -sin x
    y0 = -y0;
    y1 = -y1;
  }
  if (x < 0.0) n = (4 - n) & 3;
  return sin_cos_kernel(y0, y1, static_cast<std::int64_t>(n));
}

/// sin_cos for kTiny <= |x| <= kSinCosRange only (no range check: a caller
/// that has established the range, such as the spring's x(t), gets the
/// common path without the branches to the edge cases and their calls).
inline SinCos sin_cos_in_range(double x) noexcept {
  using namespace elementary;
  const double ax = x < 0.0 ? -x : x;
  // |x| <= 0.785 < pi/4: n = 0, and the reduction below would give y0 = x,
  // y1 = 0 exactly, so it is skipped (the SIMD version runs it: same bits).
  double y0 = x, y1 = 0.0;
  std::int64_t q = 0;
  if (!(ax <= kNoReduction)) {
    const double shifted = x * kTwoOverPi + kShifter;
    const double n = shifted - kShifter;
    q = bits(shifted) & 3;  // n mod 4 (two's complement)
    // y0 + y1 = x - n pi/2: a and b are exact, their difference by two-sum.
    const double a = x - n * kPio2_1;
    const double b = n * kPio2_2;
    const double h = a - b;
    const double bv = a - h;
    const double err = (a - (h + bv)) + (bv - b);
    const double l = err - n * kPio2_3;
    y0 = h + l;
    y1 = (h - y0) + l;
  }
  return sin_cos_kernel(y0, y1, q);
}

/// sin x and cos x, each at most 1 ulp from the exact value.
inline SinCos sin_cos(double x) noexcept {
  const double ax = x < 0.0 ? -x : x;
  if (!(ax <= kSinCosRange)) return sin_cos_far(x);  // huge, inf or NaN
  if (ax < elementary::kTiny) return {x, 1.0};  // also keeps the sign of -0
  return sin_cos_in_range(x);
}

#if defined(__wasm_simd128__)
namespace elementary {
// exp_reduce on both lanes: returns T, with u and m.
inline v128_t exp_reduce2(v128_t x, v128_t& u, v128_t& m) noexcept {
  const v128_t shifter = wasm_f64x2_splat(kShifter);
  const v128_t shifted = wasm_f64x2_add(wasm_f64x2_mul(x, wasm_f64x2_splat(kInvLn2x32)), shifter);
  const v128_t md = wasm_f64x2_sub(shifted, shifter);
  m = wasm_i64x2_sub(shifted, shifter);
  const v128_t r = wasm_f64x2_sub(wasm_f64x2_sub(x, wasm_f64x2_mul(md, wasm_f64x2_splat(kLn2x32Hi))),
                                  wasm_f64x2_mul(md, wasm_f64x2_splat(kLn2x32Lo)));
  v128_t q = wasm_f64x2_add(wasm_f64x2_splat(kE5), wasm_f64x2_mul(r, wasm_f64x2_splat(kE6)));
  q = wasm_f64x2_add(wasm_f64x2_splat(kE4), wasm_f64x2_mul(r, q));
  q = wasm_f64x2_add(wasm_f64x2_splat(kE3), wasm_f64x2_mul(r, q));
  q = wasm_f64x2_add(wasm_f64x2_splat(kE2), wasm_f64x2_mul(r, q));
  const v128_t p = wasm_f64x2_add(r, wasm_f64x2_mul(wasm_f64x2_mul(r, r), q));
  const v128_t j = wasm_v128_and(m, wasm_i64x2_splat(31));
  const auto j0 = static_cast<int>(wasm_i64x2_extract_lane(j, 0));
  const auto j1 = static_cast<int>(wasm_i64x2_extract_lane(j, 1));
  const v128_t T = wasm_f64x2_make(kExp2Hi[j0], kExp2Hi[j1]);
  u = wasm_f64x2_add(wasm_f64x2_mul(T, p), wasm_f64x2_make(kExp2Lo[j0], kExp2Lo[j1]));
  return T;
}
// 2^k for integer lanes k (exponent field; k + 1023 in [1, 2046]).
inline v128_t pow2_2(v128_t k) noexcept {
  return wasm_i64x2_shl(wasm_i64x2_add(k, wasm_i64x2_splat(1023)), 52);
}
}  // namespace elementary

/// exp_kernel on both lanes: the same operations, so the same bits.
inline v128_t exp_kernel2(v128_t x) noexcept {
  using namespace elementary;
  x = wasm_f64x2_pmax(x, wasm_f64x2_splat(kExpLow));   // x < low ? low : x
  x = wasm_f64x2_pmin(x, wasm_f64x2_splat(kExpHigh));  // high < x ? high : x
  v128_t u, m;
  const v128_t T = exp_reduce2(x, u, m);
  const v128_t y = wasm_f64x2_add(T, u);
  const v128_t k = wasm_i64x2_shr(m, 5);
  const v128_t k1 = wasm_i64x2_shr(k, 1);
  return wasm_f64x2_mul(wasm_f64x2_mul(y, pow2_2(k1)), pow2_2(wasm_i64x2_sub(k, k1)));
}

/// exp_kernel and expm1_kernel on both lanes, from one reduction, for
/// arguments in [-708, kExpm1High) with |x| >= elementary::kExpm1Series
/// (expm1's table path; the scalar functions take other paths outside, and
/// so does the batch): the same operations, lane by lane, so the same bits.
inline void exp_expm1_2(v128_t x, v128_t& exp_out, v128_t& expm1_out) noexcept {
  using namespace elementary;
  v128_t u, m;
  const v128_t T = exp_reduce2(x, u, m);
  const v128_t s = pow2_2(wasm_i64x2_shr(m, 5));
  exp_out = wasm_f64x2_mul(wasm_f64x2_add(T, u), s);
  const v128_t one = wasm_f64x2_splat(1.0);
  const v128_t S = wasm_f64x2_mul(T, s);
  const v128_t hi = wasm_f64x2_sub(S, one);
  const v128_t lo = wasm_f64x2_sub(S, wasm_f64x2_add(hi, one));
  expm1_out = wasm_f64x2_add(hi, wasm_f64x2_add(lo, wasm_f64x2_mul(u, s)));
}

/// Whether sin_cos2 may be used for both lanes: kTiny <= |x| <= kSinCosRange
/// (the scalar sin_cos takes another path outside).
inline bool sin_cos2_in_range(v128_t x) noexcept {
  const v128_t ax = wasm_f64x2_abs(x);
  const v128_t ok = wasm_v128_and(wasm_f64x2_ge(ax, wasm_f64x2_splat(elementary::kTiny)),
                                  wasm_f64x2_le(ax, wasm_f64x2_splat(kSinCosRange)));
  return wasm_i64x2_all_true(ok);
}

/// sin_cos on both lanes, for arguments that pass sin_cos2_in_range: the same
/// operations as sin_cos, so the same bits.
inline void sin_cos2(v128_t x, v128_t& sin_out, v128_t& cos_out) noexcept {
  using namespace elementary;
  const v128_t shifter = wasm_f64x2_splat(kShifter);
  const v128_t shifted = wasm_f64x2_add(wasm_f64x2_mul(x, wasm_f64x2_splat(kTwoOverPi)), shifter);
  const v128_t n = wasm_f64x2_sub(shifted, shifter);
  const v128_t q = wasm_v128_and(shifted, wasm_i64x2_splat(3));
  const v128_t a = wasm_f64x2_sub(x, wasm_f64x2_mul(n, wasm_f64x2_splat(kPio2_1)));
  const v128_t b = wasm_f64x2_mul(n, wasm_f64x2_splat(kPio2_2));
  const v128_t h = wasm_f64x2_sub(a, b);
  const v128_t bv = wasm_f64x2_sub(a, h);
  const v128_t err = wasm_f64x2_add(wasm_f64x2_sub(a, wasm_f64x2_add(h, bv)), wasm_f64x2_sub(bv, b));
  const v128_t l = wasm_f64x2_sub(err, wasm_f64x2_mul(n, wasm_f64x2_splat(kPio2_3)));
  const v128_t y0 = wasm_f64x2_add(h, l);
  const v128_t y1 = wasm_f64x2_add(wasm_f64x2_sub(h, y0), l);
  const v128_t z = wasm_f64x2_mul(y0, y0);
  v128_t sp = wasm_f64x2_add(wasm_f64x2_splat(kS5), wasm_f64x2_mul(z, wasm_f64x2_splat(kS6)));
  sp = wasm_f64x2_add(wasm_f64x2_splat(kS4), wasm_f64x2_mul(z, sp));
  sp = wasm_f64x2_add(wasm_f64x2_splat(kS3), wasm_f64x2_mul(z, sp));
  sp = wasm_f64x2_add(wasm_f64x2_splat(kS2), wasm_f64x2_mul(z, sp));
  sp = wasm_f64x2_add(wasm_f64x2_splat(kS1), wasm_f64x2_mul(z, sp));
  const v128_t half = wasm_f64x2_splat(0.5);
  const v128_t one = wasm_f64x2_splat(1.0);
  const v128_t s = wasm_f64x2_add(
      y0, wasm_f64x2_add(wasm_f64x2_mul(wasm_f64x2_mul(y0, z), sp),
                         wasm_f64x2_mul(y1, wasm_f64x2_sub(one, wasm_f64x2_mul(half, z)))));
  v128_t cp = wasm_f64x2_add(wasm_f64x2_splat(kC5), wasm_f64x2_mul(z, wasm_f64x2_splat(kC6)));
  cp = wasm_f64x2_add(wasm_f64x2_splat(kC4), wasm_f64x2_mul(z, cp));
  cp = wasm_f64x2_add(wasm_f64x2_splat(kC3), wasm_f64x2_mul(z, cp));
  cp = wasm_f64x2_add(wasm_f64x2_splat(kC2), wasm_f64x2_mul(z, cp));
  cp = wasm_f64x2_add(wasm_f64x2_splat(kC1), wasm_f64x2_mul(z, cp));
  const v128_t hz = wasm_f64x2_mul(half, z);
  const v128_t w = wasm_f64x2_sub(one, hz);
  const v128_t c = wasm_f64x2_add(
      w, wasm_f64x2_add(wasm_f64x2_sub(wasm_f64x2_sub(one, w), hz),
                        wasm_f64x2_sub(wasm_f64x2_mul(wasm_f64x2_mul(z, z), cp), wasm_f64x2_mul(y0, y1))));
  // Quadrant: odd q swaps sin and cos; q = 2, 3 negate sin, q = 1, 2 negate cos.
  const v128_t odd = wasm_i64x2_eq(wasm_v128_and(q, wasm_i64x2_splat(1)), wasm_i64x2_splat(1));
  const v128_t sw = wasm_v128_bitselect(c, s, odd);
  const v128_t cw = wasm_v128_bitselect(s, c, odd);
  const v128_t sign = wasm_i64x2_splat(INT64_MIN);
  const v128_t q1or2 = wasm_i64x2_eq(wasm_v128_and(wasm_i64x2_add(q, wasm_i64x2_splat(1)), wasm_i64x2_splat(2)),
                                     wasm_i64x2_splat(2));
  const v128_t q2or3 = wasm_i64x2_eq(wasm_v128_and(q, wasm_i64x2_splat(2)), wasm_i64x2_splat(2));
  sin_out = wasm_v128_xor(sw, wasm_v128_and(q2or3, sign));
  cos_out = wasm_v128_xor(cw, wasm_v128_and(q1or2, sign));
}
#endif

}  // namespace kinema::detail
