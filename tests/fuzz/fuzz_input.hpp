// kinema — fuzzing support: turns libFuzzer's bytes into hostile doubles, and
// the checks every fuzzer shares. A failed check prints what failed and aborts,
// which libFuzzer reports as a crash and saves as an artifact.
#pragma once

#include <cfloat>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <limits>

namespace kinema_fuzz {

inline constexpr double kInf = std::numeric_limits<double>::infinity();
inline constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

/// Reads the fuzzer's bytes. Every double costs one tag byte, which picks a
/// special value (NaN, +-inf, +-0, subnormals, DBL_MIN/MAX, the double nearest
/// -1/e, ...), a "UI-sized" value (a small integer over a power of two, or a
/// mantissa times 10^k for k in [-40, 40]), or 8 raw bytes of IEEE 754.
/// Past the end every read is 0, so any input decodes.
class Input {
 public:
  Input(const uint8_t* data, std::size_t size) : p_(data), end_(data + size) {}

  bool empty() const { return p_ >= end_; }
  uint8_t byte() { return p_ < end_ ? *p_++ : 0; }
  uint16_t u16() { return static_cast<uint16_t>(byte() | (byte() << 8)); }
  bool flag() { return byte() & 1; }

  double raw() {
    uint64_t bits = 0;
    for (int i = 0; i < 8; ++i) bits |= static_cast<uint64_t>(byte()) << (8 * i);
    double d;
    std::memcpy(&d, &bits, sizeof d);
    return d;
  }

  /// FUZZ_TRACE=1 in the environment prints every decoded value (to read a
  /// crashing input: FUZZ_TRACE=1 build/fuzz/tests/fuzz/<fuzzer> <file>).
  double real() {
    const double v = decode();
    if (trace()) std::fprintf(stderr, "  real %.17g\n", v);
    return v;
  }

 private:
  static bool trace() {
    static const bool on = std::getenv("FUZZ_TRACE") != nullptr;
    return on;
  }
  double decode() {
    const uint8_t tag = byte();
    switch (tag % 32) {
      case 0: return 0.0;
      case 1: return -0.0;
      case 2: return kNaN;
      case 3: return kInf;
      case 4: return -kInf;
      case 5: return std::numeric_limits<double>::denorm_min();
      case 6: return -std::numeric_limits<double>::denorm_min();
      case 7: return DBL_MIN;
      case 8: return DBL_MAX;
      case 9: return -DBL_MAX;
      case 10: return 1.0;
      case 11: return -1.0;
      case 12: return -0.36787944117144233;  // the double nearest -1/e
      case 13: return 1.0 - DBL_EPSILON / 2;  // just below 1 (drag, restitution)
      case 14: return 1.0 + DBL_EPSILON;
      case 15: return DBL_EPSILON;
      case 16: case 17: case 18: case 19: case 20: case 21: {  // small / 2^k
        const int16_t n = static_cast<int16_t>(u16());
        return std::ldexp(static_cast<double>(n), -(tag % 8));
      }
      case 22: case 23: case 24: case 25: case 26: case 27: {  // m * 10^k
        const int16_t m = static_cast<int16_t>(u16());
        const int k = static_cast<int>(byte() % 81) - 40;
        return static_cast<double>(m) / 1000.0 * std::pow(10.0, k);
      }
      default: return raw();
    }
  }


 public:
  /// A time to sample at: mostly ordinary and edge times, sometimes any double.
  double time() {
    const uint8_t tag = byte();
    switch (tag % 12) {
      case 0: return 0.0;
      case 1: return std::numeric_limits<double>::denorm_min();
      case 2: return 1e-12;
      case 3: return 1e9;
      case 4: return kInf;
      case 5: return -1.0;
      case 6: return kNaN;
      default: return real();
    }
  }

 private:
  const uint8_t* p_;
  const uint8_t* end_;
};

[[noreturn]] inline void fail(const char* what, const char* file, int line, double a, double b) {
  std::fprintf(stderr, "\n*** kinema fuzz invariant violated: %s\n    at %s:%d  (%.17g, %.17g)\n",
               what, file, line, a, b);
  std::fflush(stderr);
  std::abort();
}

/// Aborts with the two values when `cond` is false.
#define FUZZ_CHECK(cond, a, b) \
  do {                         \
    if (!(cond)) ::kinema_fuzz::fail(#cond, __FILE__, __LINE__, static_cast<double>(a), static_cast<double>(b)); \
  } while (0)

/// A parameter of "UI size": 0 or a magnitude in [1e-40, 1e40]. Results of
/// motions built only from such parameters must be finite (the true values
/// are far from overflow); beyond it the fuzzers only require "never NaN".
inline bool moderate(double v) {
  const double a = std::fabs(v);
  return a == 0.0 || (a >= 1e-40 && a <= 1e40);
}
template <class... T>
bool all_moderate(T... v) {
  return (moderate(v) && ...);
}

/// The times every motion is sampled at, besides the decoded ones: 0, tiny,
/// ordinary, huge (1e9 s) and the limit.
inline constexpr double kFixedTimes[] = {0.0, 5e-324, 1e-9, 0.016, 0.25, 1.0, 3.7, 60.0,
                                         1e4, 1e9};

}  // namespace kinema_fuzz
