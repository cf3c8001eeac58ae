// A table of a few kinema motions, sampled at the same instants.
// Build: cmake --preset native && cmake --build --preset native
// Run:   ./build/native/motion_table
#include <cstdio>

#include <kinema/kinema.hpp>

int main() {
  using namespace kinema;

  // A bouncy spring from 0 to 100 px, a fling that stops exactly on a snap
  // point at 640 px, a dropped lock screen, and an explosion ring's radius.
  const auto spring = Spring::create({/*from*/ 0, /*to*/ 100, /*velocity*/ 0,
                                      /*mass*/ 1, /*stiffness*/ 170, /*damping*/ 12});
  const auto fling = Friction::to_stop_at(/*from*/ 0, /*velocity*/ 2000, /*to*/ 640);
  const auto drop = BouncingGravity::create({/*from*/ 0, /*velocity*/ 0, /*acceleration*/ 4000,
                                             /*floor*/ 800, /*restitution*/ 0.35});
  const auto ring = ExponentialRate::solve(/*from*/ 0, /*to*/ 300, /*finalVelocity*/ 40,
                                           /*duration*/ 0.6);
  if (!spring || !fling || !drop || !ring) {
    std::fprintf(stderr, "unexpected: a factory refused its input\n");
    return 1;
  }

  std::printf("spring: %s, settles at %.3f s | fling: drag %.6f, rests at %.6f px, settles at %.3f s\n",
              to_string(spring->regime()), spring->settle_time(), fling->drag(),
              fling->rest_position(), fling->settle_time());
  std::printf("drop: %d bounces, rests at %.3f s | ring: V0 %.3f px/s, lambda %.4f 1/s\n\n",
              drop->bounces(), drop->settle_time(), ring->params().velocity, ring->params().lambda);

  std::printf("%6s | %10s %10s | %10s %10s | %10s %10s | %10s %10s\n", "t (s)", "spring x",
              "spring dx", "fling x", "fling dx", "drop x", "drop dx", "ring x", "ring dx");
  for (int i = 0; i <= 12; ++i) {
    const double t = 0.05 * i;
    const State s = spring->at(t), f = fling->at(t), d = drop->at(t), r = ring->at(t);
    std::printf("%6.2f | %10.3f %10.3f | %10.3f %10.3f | %10.3f %10.3f | %10.3f %10.3f\n", t, s.x,
                s.dx, f.x, f.dx, d.x, d.dx, r.x, r.dx);
  }
  return 0;
}
