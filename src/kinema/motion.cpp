#include "kinema/motion.hpp"
#include "kinema/detail/validate.hpp"

#include <cmath>

namespace kinema {

State sample(const Motion& motion, double t) noexcept {
  return std::visit([t](const auto& m) { return m.at(t); }, motion);
}

double settle_time(const Motion& motion) noexcept {
  return std::visit([](const auto& m) { return m.settle_time(); }, motion);
}

double rest_position(const Motion& motion) noexcept {
  if (const auto* s = std::get_if<Spring>(&motion)) return s->params().to;
  if (const auto* b = std::get_if<BouncingGravity>(&motion)) return b->params().floor;
  if (const auto* f = std::get_if<Friction>(&motion)) return f->rest_position();
  if (const auto* a = std::get_if<AndroidFling>(&motion)) return a->rest_position();
  return sample(motion, detail::kInfinity).x;
}

}  // namespace kinema
