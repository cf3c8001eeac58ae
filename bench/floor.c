// Bench-only (never shipped): the memory traffic of one SpringGroup step
// without its arithmetic. floor_touch reads x, v and target and writes x and
// v, 40 bytes per spring like kinema_step_springs, with one add per value
// instead of the four multiply-adds: the floor any stepping loop over these
// arrays can reach on this machine. floor_touch_state moves 32 bytes: the
// least state a double-precision spring can have (its displacement from the
// target and its velocity, read and written; no target), the floor of any
// other layout. Built by scripts/bench.sh with the package's SIMD flag; see
// bench/run.mjs, benchmark 3.
#include <emscripten.h>
#include <stdlib.h>

EMSCRIPTEN_KEEPALIVE double* floor_alloc(int n) { return (double*)malloc((size_t)n * sizeof(double)); }

EMSCRIPTEN_KEEPALIVE void floor_touch(double* restrict x, double* restrict v, const double* restrict target, int n) {
  for (int i = 0; i < n; ++i) {
    const double t = target[i];
    x[i] += t;
    v[i] += t;
  }
}

EMSCRIPTEN_KEEPALIVE void floor_touch_state(double* restrict u, double* restrict v, double c, int n) {
  for (int i = 0; i < n; ++i) {
    u[i] += c;
    v[i] += c;
  }
}
