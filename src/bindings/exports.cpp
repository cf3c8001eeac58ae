// kinema — WebAssembly bindings: the hot path.
//
// Plain C exports (no embind), called directly by the JavaScript layer:
// evaluating one motion costs one wasm call with two doubles, and batch
// operations cost one call per frame for any number of motions. The scroll
// build (KINEMA_WASM_SCROLL, kinema/dom's engine) compiles out what
// web/src/dom never reaches; CMakeLists.txt lists each build's exports.
#include <emscripten/emmalloc.h>
#include <emscripten/emscripten.h>

#include <cstdlib>
#include <cstring>
#include <new>

#include "wire.hpp"

namespace kinema::bindings {

namespace {
alignas(16) Motion g_slot = Motion(std::in_place_type<Gravity>, *Gravity::create({}));
alignas(16) Motion g_segments[kMaxSegments] = {g_slot, g_slot, g_slot, g_slot, g_slot};
double g_segment_starts[kMaxSegments] = {};
double g_out[2] = {};  // {x, dx} of the last at()
Made g_made;
char g_parameter[kParameterBytes] = {};
}  // namespace

Motion& slot() noexcept { return g_slot; }
Made& made() noexcept { return g_made; }
char* made_parameter() noexcept { return g_parameter; }
Motion* segments() noexcept { return g_segments; }
double* segment_starts() noexcept { return g_segment_starts; }

}  // namespace kinema::bindings

using namespace kinema;
using kinema::bindings::g_out;
using kinema::bindings::g_slot;

extern "C" {

// Layout --------------------------------------------------------------------
EMSCRIPTEN_KEEPALIVE Motion* kinema_slot() { return &g_slot; }
EMSCRIPTEN_KEEPALIVE int kinema_motion_bytes() { return static_cast<int>(sizeof(Motion)); }
EMSCRIPTEN_KEEPALIVE double* kinema_out() { return g_out; }
EMSCRIPTEN_KEEPALIVE Motion* kinema_segments() { return bindings::segments(); }
EMSCRIPTEN_KEEPALIVE double* kinema_segment_starts() { return bindings::segment_starts(); }
EMSCRIPTEN_KEEPALIVE double* kinema_made() { return &bindings::g_made.status; }
EMSCRIPTEN_KEEPALIVE char* kinema_made_parameter() { return bindings::g_parameter; }

// One motion (the slot) -----------------------------------------------------
// Springs are tested for first, without std::visit: they are what UIs animate.
static inline State sample_slot(double t) {
  if (const auto* s = std::get_if<Spring>(&g_slot)) return s->at(t);
  return sample(g_slot, t);
}
// Out of line, so that the spring path of kinema_x needs no stack frame.
[[gnu::noinline]] static double x_other(double t) { return sample(g_slot, t).x; }
EMSCRIPTEN_KEEPALIVE double kinema_x(double t) {
  if (const auto* s = std::get_if<Spring>(&g_slot)) return s->x(t);
  return x_other(t);
}
EMSCRIPTEN_KEEPALIVE double kinema_dx(double t) { return sample_slot(t).dx; }
EMSCRIPTEN_KEEPALIVE void kinema_at(double t) {
  const State s = sample_slot(t);
  g_out[0] = s.x;
  g_out[1] = s.dx;
}
/// Friction and Gravity: first time at `position` (+inf if never); NaN for
/// other kinds (the JavaScript layer only calls it on those two).
EMSCRIPTEN_KEEPALIVE double kinema_time_at(double position) {
  if (const auto* f = std::get_if<Friction>(&g_slot)) return f->time_at(position);
  if (const auto* g = std::get_if<Gravity>(&g_slot)) return g->time_at(position);
  if (const auto* a = std::get_if<AndroidFling>(&g_slot)) return a->time_at(position);
  return __builtin_nan("");
}
#ifndef KINEMA_WASM_SCROLL  // the full engine only: BouncingGravity
EMSCRIPTEN_KEEPALIVE double kinema_impact_time(int n) {
  if (const auto* b = std::get_if<BouncingGravity>(&g_slot)) return b->impact_time(n);
  return __builtin_nan("");
}
#endif

// Batches ---------------------------------------------------------------------
#ifndef KINEMA_WASM_SCROLL  // the full engine only: MotionBatch
/// n motions, each a body at rest at 0 until JavaScript stores one with
/// kinema_store; null if n <= 0 or out of memory.
EMSCRIPTEN_KEEPALIVE Motion* kinema_motions_new(int n) {
  if (n <= 0) return nullptr;
  auto* p = static_cast<Motion*>(std::malloc(sizeof(Motion) * static_cast<std::size_t>(n)));
  if (!p) return nullptr;
  const Motion rest(std::in_place_type<Gravity>, *Gravity::create({}));
  for (int i = 0; i < n; ++i) new (p + i) Motion(rest);
  return p;
}
EMSCRIPTEN_KEEPALIVE void kinema_store(Motion* motions, int i) {
  std::memcpy(static_cast<void*>(motions + i), &g_slot, sizeof(Motion));
}
#endif
EMSCRIPTEN_KEEPALIVE double* kinema_doubles_new(int n) {
  if (n <= 0) return nullptr;
  return static_cast<double*>(std::calloc(static_cast<std::size_t>(n), sizeof(double)));
}
EMSCRIPTEN_KEEPALIVE void kinema_free(void* p) { std::free(p); }
#ifndef KINEMA_WASM_SCROLL  // the full engine only: diagnostics, MotionBatch, SpringGroup
/// Bytes the allocator has handed out and not yet taken back (blocks and
/// their headers): what MotionBatch and SpringGroup hold. A diagnostic for
/// leak tests, since WebAssembly memory itself never shrinks.
EMSCRIPTEN_KEEPALIVE double kinema_heap_in_use() {
  return static_cast<double>(emmalloc_dynamic_heap_size() - emmalloc_free_dynamic_memory());
}

EMSCRIPTEN_KEEPALIVE void kinema_sample(const Motion* motions, const double* start, int n, double now,
                                        double* x, double* dx) {
  sample_motions(motions, start, n > 0 ? static_cast<std::size_t>(n) : 0, now, x, dx);
}

/// Advances n springs by dt with the cached transition for (dt, omega, zeta).
/// Returns the Status (0 = ok).
EMSCRIPTEN_KEEPALIVE int kinema_step_springs(double dt, double omega, double zeta, double* x,
                                             double* v, const double* target, int n) {
  // One closed-form evaluation per call (one exp, sin and cos), shared by
  // all n springs: no cache to keep (its bookkeeping cost more wasm bytes
  // than it saved time next to a loop over thousands of springs).
  const auto c = StepCoefficients::create(dt, omega, zeta);
  if (!c) {
    bindings::g_made = {};
    bindings::g_made.status = static_cast<double>(c.status());
    bindings::g_made.value = c.error().value;
    std::strncpy(bindings::g_parameter, c.error().parameter, bindings::kParameterBytes - 1);
    return static_cast<int>(c.status());
  }
  step_springs(*c, x, v, target, n > 0 ? static_cast<std::size_t>(n) : 0);
  return 0;
}
#endif

// Scrolling helpers (arrays in memory from kinema_doubles_new) -------------------
EMSCRIPTEN_KEEPALIVE double kinema_rubber_band(double x, double d, double c) { return rubber_band(x, d, c); }
EMSCRIPTEN_KEEPALIVE double kinema_rubber_band_inverse(double f, double d, double c) {
  return rubber_band_inverse(f, d, c);
}
EMSCRIPTEN_KEEPALIVE int kinema_choose_snap(const double* points, int n, double position,
                                            double velocity, double drag, int mode, double start) {
  const auto count = n > 0 ? static_cast<std::size_t>(n) : 0;
  return static_cast<int>(choose_snap(points, count, position, velocity, drag,
                                      mode == 1 ? SnapMode::one_page : SnapMode::nearest, start));
}
/// Points interleaved (x0, y0, x1, y1, ...); n when there is no choice.
EMSCRIPTEN_KEEPALIVE int kinema_choose_snap_2d(const double* xy, int n, double px, double py,
                                               double vx, double vy, double drag) {
  const auto count = n > 0 ? static_cast<std::size_t>(n) : 0;
  return static_cast<int>(choose_snap_2d(xy, count, {px, py}, {vx, vy}, drag));
}
EMSCRIPTEN_KEEPALIVE double kinema_estimate_velocity(const double* t, const double* x, int n,
                                                     double now, double window, double stop_gap,
                                                     int strategy, double max_velocity) {
  VelocityEstimate o;
  o.window = window;
  o.stop_gap = stop_gap;
  o.strategy = strategy == 1 ? VelocityStrategy::linear : VelocityStrategy::quadratic;
  o.max_velocity = max_velocity;
  return estimate_velocity(t, x, n > 0 ? static_cast<std::size_t>(n) : 0, now, o);
}

#ifndef KINEMA_WASM_SCROLL  // the full engine only
// Lambert W (two doubles out: value and status) --------------------------------
EMSCRIPTEN_KEEPALIVE double kinema_lambert_w(double z, int branch) {
  const auto w = lambert_w(z, branch);
  g_out[1] = static_cast<double>(w.status());
  return w ? *w : 0.0;
}

#endif
}  // extern "C"
