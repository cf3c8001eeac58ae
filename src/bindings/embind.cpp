// kinema — WebAssembly bindings: the factories, through embind.
//
// Every factory takes plain numbers (the JavaScript layer has already read
// and type-checked the options object) and returns its Status as an int. It
// validates in C++, writes the motion into the scratch slot (see wire.hpp)
// and its Made record into made(): the offending parameter and value on
// failure, otherwise the figures JavaScript exposes as properties. The
// JavaScript layer copies the slot's bytes and never calls embind again for
// that motion. (Numbers only: value objects and std::string would cost more
// download than they save typing.)
#include <emscripten/bind.h>

#include <cstring>

#include "wire.hpp"

namespace kinema::bindings {
namespace {

// The record JavaScript reads after a factory (see Made in exports.cpp).
Made failed(const Error& err) {
  Made m;
  m.status = static_cast<int>(err.status);
  std::strncpy(made_parameter(), err.parameter, kParameterBytes - 1);
  m.value = err.value;
  return m;
}

// Spring: a = regime (0 under, 1 critical, 2 over), b = mass, c = stiffness,
// d = damping, e = damping ratio, f = perceptual duration, g = bounce.
Made record(const Result<Spring>& r) {
  if (!r) return failed(r.error());
  slot() = *r;
  Made m;
  m.settleTime = r->settle_time();
  m.rest = r->params().to;
  m.a = static_cast<double>(r->regime());
  m.b = r->params().mass;
  m.c = r->params().stiffness;
  m.d = r->params().damping;
  m.e = r->damping_ratio();
  m.f = r->perceptual_duration();
  m.g = r->bounce();
  return m;
}
// Friction: a = drag, b = ln(drag), c = deceleration, d = stop time.
Made record(const Result<Friction>& r) {
  if (!r) return failed(r.error());
  slot() = *r;
  Made m;
  m.settleTime = r->settle_time();
  m.rest = r->rest_position();
  m.a = r->drag();
  m.b = r->log_drag();
  m.c = r->deceleration();
  m.d = r->stop_time();
  return m;
}
Made record(const Result<Gravity>& r) {
  if (!r) return failed(r.error());
  slot() = *r;
  Made m;
  m.settleTime = r->settle_time();
  m.rest = r->x(__builtin_inf());
  return m;
}
// BouncingGravity: a = first impact time, b = number of bounces.
Made record(const Result<BouncingGravity>& r) {
  if (!r) return failed(r.error());
  slot() = *r;
  Made m;
  m.settleTime = r->settle_time();
  m.rest = r->params().floor;
  m.a = r->first_impact();
  m.b = r->bounces();
  return m;
}
// ExponentialRate: a = initial velocity, b = lambda, c = duration.
Made record(const Result<ExponentialRate>& r) {
  if (!r) return failed(r.error());
  slot() = *r;
  Made m;
  m.settleTime = r->settle_time();
  m.rest = r->x(__builtin_inf());
  m.a = r->params().velocity;
  m.b = r->params().lambda;
  m.c = r->params().duration;
  return m;
}
// AndroidFling: a = duration, b = distance.
Made record(const Result<AndroidFling>& r) {
  if (!r) return failed(r.error());
  slot() = *r;
  Made m;
  m.settleTime = r->settle_time();
  m.rest = r->rest_position();
  m.a = r->duration();
  m.b = r->distance();
  return m;
}
// Composite: the segments go to segments()/segment_starts(); a = count.
Made record(const Result<Composite>& r) {
  if (!r) return failed(r.error());
  const auto& segs = r->segments();
  Made m;
  m.settleTime = r->settle_time();
  m.rest = rest_position(segs.back().motion);
  m.a = static_cast<double>(segs.size());
  for (std::size_t i = 0; i < segs.size() && i < static_cast<std::size_t>(kMaxSegments); ++i) {
    segments()[i] = segs[i].motion;
    segment_starts()[i] = segs[i].start;
  }
  return m;
}

// Any motion: the record of its kind, with kind = its variant index.
Made record(const Result<Motion>& r) {
  if (!r) return failed(r.error());
  Made m = std::visit(
      [](const auto& motion) { return record(Result<std::decay_t<decltype(motion)>>(motion)); }, *r);
  m.kind = static_cast<double>(r->index());
  return m;
}

int publish(const Made& m) {
  made() = m;
  if (m.status == 0) made_parameter()[0] = '\0';
  return static_cast<int>(m.status);
}
Tolerance tol(double distance, double velocity, double time) { return {distance, velocity, time}; }

[[maybe_unused]] int spring(double from, double to, double velocity, double mass, double stiffness, double damping,
           double td, double tv, double tt) {
  return publish(record(Spring::create({from, to, velocity, mass, stiffness, damping}, tol(td, tv, tt))));
}
int spring_with_damping_ratio(double from, double to, double velocity, double mass, double stiffness,
                              double ratio, double td, double tv, double tt) {
  return publish(record(Spring::with_damping_ratio(from, to, velocity, mass, stiffness, ratio, tol(td, tv, tt))));
}
[[maybe_unused]] int spring_with_duration(double from, double to, double velocity, double duration, double bounce,
                         double td, double tv, double tt) {
  return publish(record(Spring::with_duration(from, to, velocity, duration, bounce, tol(td, tv, tt))));
}
int friction(double from, double velocity, double drag, double td, double tv, double tt) {
  return publish(record(Friction::create({from, velocity, drag}, tol(td, tv, tt))));
}
[[maybe_unused]] int friction_with_deceleration(double from, double velocity, double deceleration, double drag,
                               double td, double tv, double tt) {
  return publish(record(Friction::with_deceleration(from, velocity, deceleration, drag, tol(td, tv, tt))));
}
[[maybe_unused]] int spring_with_settling_duration(double from, double to, double velocity, double settling,
                                  double ratio, double epsilon, double td, double tv, double tt) {
  return publish(record(Spring::with_settling_duration(from, to, velocity, settling, ratio, epsilon, tol(td, tv, tt))));
}
// The motion held in segments() / segment_starts() (count of them, written
// by JavaScript), clamped to [min, max].
int clamp(int count, double min, double max, double td, double tv, double tt) {
  if (count < 1 || count > kMaxSegments - 1) return publish(failed(detail::fail(Status::out_of_range, "motion", count)));
  Composite c(segments()[0]);
  for (int i = 1; i < count; ++i) c.append(segment_starts()[i], segments()[i]);
  return publish(record(clamp_motion(c, min, max, tol(td, tv, tt))));
}
[[maybe_unused]] int friction_to_stop_at(double from, double velocity, double to, double td, double tv, double tt) {
  return publish(record(Friction::to_stop_at(from, velocity, to, tol(td, tv, tt))));
}
[[maybe_unused]] int gravity(double from, double velocity, double acceleration, double td, double tv, double tt) {
  return publish(record(Gravity::create({from, velocity, acceleration}, tol(td, tv, tt))));
}
[[maybe_unused]] int bouncing_gravity(double from, double velocity, double acceleration, double floor,
                     double restitution, double td, double tv, double tt) {
  return publish(record(BouncingGravity::create({from, velocity, acceleration, floor, restitution}, tol(td, tv, tt))));
}
[[maybe_unused]] int exponential_rate(double from, double velocity, double lambda, double duration, double td,
                     double tv, double tt) {
  return publish(record(ExponentialRate::create({from, velocity, lambda, duration}, tol(td, tv, tt))));
}
[[maybe_unused]] int exponential_rate_solve(double from, double to, double final_velocity, double duration,
                           double td, double tv, double tt) {
  return publish(record(ExponentialRate::solve(from, to, final_velocity, duration, tol(td, tv, tt))));
}
[[maybe_unused]] int fling_to_spring(double from, double velocity, double drag, double min, double max,
                    double stiffness, double ratio, double td, double tv, double tt) {
  return publish(record(Composite::fling_to_spring(from, velocity, drag, min, max, stiffness, ratio, tol(td, tv, tt))));
}
int scroll_motion_made(double position, double velocity, double min, double max, double drag,
                       int overscroll, double stiffness, double ratio, int curve,
                       double android_friction, double td, double tv, double tt) {
  ScrollOptions o;
  o.curve = curve == 1 ? FlingCurve::android : FlingCurve::friction;
  o.android_friction = android_friction;
  o.drag = drag;
  o.overscroll = overscroll == 1 ? Overscroll::clamp : Overscroll::bounce;
  o.stiffness = stiffness;
  o.damping_ratio = ratio;
  return publish(record(scroll_motion(position, velocity, min, max, o, tol(td, tv, tt))));
}
int snap_motion_made(double position, double velocity, double target, double stiffness,
                     double max_time_constant, double td, double tv, double tt) {
  return publish(record(snap_motion(position, velocity, target, {stiffness, max_time_constant}, tol(td, tv, tt))));
}
[[maybe_unused]] int fall(double from, double velocity, double acceleration, double landing, double stiffness,
         double ratio, double td, double tv, double tt) {
  return publish(record(Composite::fall(from, velocity, acceleration, landing, stiffness, ratio, tol(td, tv, tt))));
}

// A double argument that stands for an int (a count or a choice): NaN and
// values outside int's range are 0, not undefined behaviour.
int as_int(double v) { return v > -2147483649.0 && v < 2147483648.0 ? static_cast<int>(v) : 0; }
// The factories whose arguments include ints take doubles at the boundary
// (every argument a double: embind instantiates one invoker per arity,
// shared by every factory of that arity).
[[maybe_unused]] int clamp_made(double count, double min, double max, double td, double tv, double tt) {
  return clamp(as_int(count), min, max, td, tv, tt);
}
int scroll_made(double position, double velocity, double min, double max, double drag, double overscroll,
                double stiffness, double ratio, double curve, double android_friction, double td,
                double tv, double tt) {
  return scroll_motion_made(position, velocity, min, max, drag, as_int(overscroll), stiffness, ratio,
                            as_int(curve), android_friction, td, tv, tt);
}

}  // namespace
}  // namespace kinema::bindings

// (The factories marked [[maybe_unused]] are those the scroll build leaves out.)
//
// Each factory under its own name (loader.js gives the module one function
// per registration, named as here, as web/src/wasm.js calls them): nothing
// couples an order between C++ and JavaScript, and an entry that does not
// register a factory does not link it. The scroll build (the WebAssembly of
// kinema/dom, KINEMA_WASM_SCROLL: see CMakeLists.txt and
// docs/architecture-wasm.md) registers what web/src/dom reaches; the full
// build registers every one. Factories of one arity share one invoker.
EMSCRIPTEN_BINDINGS(kinema) {
  using namespace kinema::bindings;
  using emscripten::function;
  function("springWithDampingRatio", &spring_with_damping_ratio);
  function("friction", &friction);
  function("scrollMotion", &scroll_made);
  function("snapMotion", &snap_motion_made);
#ifndef KINEMA_WASM_SCROLL
  function("spring", &spring);
  function("springWithDuration", &spring_with_duration);
  function("frictionWithDeceleration", &friction_with_deceleration);
  function("springWithSettlingDuration", &spring_with_settling_duration);
  function("clamp", &clamp_made);
  function("frictionToStopAt", &friction_to_stop_at);
  function("gravity", &gravity);
  function("bouncingGravity", &bouncing_gravity);
  function("exponentialRate", &exponential_rate);
  function("exponentialRateSolve", &exponential_rate_solve);
  function("flingToSpring", &fling_to_spring);
  function("fall", &fall);
#endif
}
