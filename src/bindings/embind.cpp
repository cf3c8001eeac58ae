// kinema — WebAssembly bindings: the factories, through embind.
//
// Options objects cross as embind value objects (plain JavaScript objects in,
// plain objects out). A factory validates in C++, writes the motion into the
// scratch slot (see wire.hpp) and returns a Made record: the status, the
// offending parameter and value, and the figures JavaScript exposes as
// properties. The JavaScript layer copies the slot's bytes and never calls
// embind again for that motion.
#include <emscripten/bind.h>

#include <string>

#include "wire.hpp"

namespace kinema::bindings {
namespace {

struct Made {
  int status = 0;
  std::string parameter;
  double value = 0;
  double settleTime = 0;
  double rest = 0;  // target / rest position / floor / limit
  double a = 0, b = 0, c = 0, d = 0, e = 0;  // per kind, see below
};

Made failed(const Error& err) {
  Made m;
  m.status = static_cast<int>(err.status);
  m.parameter = err.parameter;
  m.value = err.value;
  return m;
}

// Spring: a = regime (0 under, 1 critical, 2 over), b = mass, c = stiffness,
// d = damping, e = damping ratio.
Made made(const Result<Spring>& r) {
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
  return m;
}
// Friction: a = drag, b = ln(drag).
Made made(const Result<Friction>& r) {
  if (!r) return failed(r.error());
  slot() = *r;
  Made m;
  m.settleTime = r->settle_time();
  m.rest = r->rest_position();
  m.a = r->drag();
  m.b = r->log_drag();
  return m;
}
Made made(const Result<Gravity>& r) {
  if (!r) return failed(r.error());
  slot() = *r;
  Made m;
  m.settleTime = r->settle_time();
  m.rest = r->x(__builtin_inf());
  return m;
}
// BouncingGravity: a = first impact time, b = number of bounces.
Made made(const Result<BouncingGravity>& r) {
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
Made made(const Result<ExponentialRate>& r) {
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
// Composite: the segments go to segments()/segment_starts(); a = count.
Made made(const Result<Composite>& r) {
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

Made spring(const SpringParams& p, const Tolerance& tol) { return made(Spring::create(p, tol)); }
Made spring_with_damping_ratio(double from, double to, double velocity, double mass, double stiffness,
                               double ratio, const Tolerance& tol) {
  return made(Spring::with_damping_ratio(from, to, velocity, mass, stiffness, ratio, tol));
}
Made spring_with_duration(double from, double to, double velocity, double duration, double bounce,
                          const Tolerance& tol) {
  return made(Spring::with_duration(from, to, velocity, duration, bounce, tol));
}
Made friction(const FrictionParams& p, const Tolerance& tol) { return made(Friction::create(p, tol)); }
Made friction_to_stop_at(double from, double velocity, double to, const Tolerance& tol) {
  return made(Friction::to_stop_at(from, velocity, to, tol));
}
Made gravity(const GravityParams& p, const Tolerance& tol) { return made(Gravity::create(p, tol)); }
Made bouncing_gravity(const BouncingGravityParams& p, const Tolerance& tol) {
  return made(BouncingGravity::create(p, tol));
}
Made exponential_rate(const ExponentialRateParams& p, const Tolerance& tol) {
  return made(ExponentialRate::create(p, tol));
}
Made exponential_rate_solve(double from, double to, double final_velocity, double duration,
                            const Tolerance& tol) {
  return made(ExponentialRate::solve(from, to, final_velocity, duration, tol));
}
Made fling_to_spring(double from, double velocity, double drag, double min, double max,
                     double stiffness, double ratio, const Tolerance& tol) {
  return made(Composite::fling_to_spring(from, velocity, drag, min, max, stiffness, ratio, tol));
}
Made fall(double from, double velocity, double acceleration, double landing, double stiffness,
          double ratio, const Tolerance& tol) {
  return made(Composite::fall(from, velocity, acceleration, landing, stiffness, ratio, tol));
}

}  // namespace
}  // namespace kinema::bindings

EMSCRIPTEN_BINDINGS(kinema) {
  using namespace emscripten;
  using namespace kinema;
  using namespace kinema::bindings;

  value_object<Tolerance>("Tolerance")
      .field("distance", &Tolerance::distance)
      .field("velocity", &Tolerance::velocity)
      .field("time", &Tolerance::time);
  value_object<SpringParams>("SpringParams")
      .field("from", &SpringParams::from)
      .field("to", &SpringParams::to)
      .field("velocity", &SpringParams::velocity)
      .field("mass", &SpringParams::mass)
      .field("stiffness", &SpringParams::stiffness)
      .field("damping", &SpringParams::damping);
  value_object<FrictionParams>("FrictionParams")
      .field("from", &FrictionParams::from)
      .field("velocity", &FrictionParams::velocity)
      .field("drag", &FrictionParams::drag);
  value_object<GravityParams>("GravityParams")
      .field("from", &GravityParams::from)
      .field("velocity", &GravityParams::velocity)
      .field("acceleration", &GravityParams::acceleration);
  value_object<BouncingGravityParams>("BouncingGravityParams")
      .field("from", &BouncingGravityParams::from)
      .field("velocity", &BouncingGravityParams::velocity)
      .field("acceleration", &BouncingGravityParams::acceleration)
      .field("floor", &BouncingGravityParams::floor)
      .field("restitution", &BouncingGravityParams::restitution);
  value_object<ExponentialRateParams>("ExponentialRateParams")
      .field("from", &ExponentialRateParams::from)
      .field("velocity", &ExponentialRateParams::velocity)
      .field("lambda", &ExponentialRateParams::lambda)
      .field("duration", &ExponentialRateParams::duration);
  value_object<Made>("Made")
      .field("status", &Made::status)
      .field("parameter", &Made::parameter)
      .field("value", &Made::value)
      .field("settleTime", &Made::settleTime)
      .field("rest", &Made::rest)
      .field("a", &Made::a)
      .field("b", &Made::b)
      .field("c", &Made::c)
      .field("d", &Made::d)
      .field("e", &Made::e);

  function("spring", &spring);
  function("springWithDampingRatio", &spring_with_damping_ratio);
  function("springWithDuration", &spring_with_duration);
  function("friction", &friction);
  function("frictionToStopAt", &friction_to_stop_at);
  function("gravity", &gravity);
  function("bouncingGravity", &bouncing_gravity);
  function("exponentialRate", &exponential_rate);
  function("exponentialRateSolve", &exponential_rate_solve);
  function("flingToSpring", &fling_to_spring);
  function("fall", &fall);
}
