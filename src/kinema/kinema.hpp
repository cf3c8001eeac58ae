// kinema — closed-form UI physics. Umbrella header: everything public.
#pragma once

#include "kinema/bouncing_gravity.hpp"
#include "kinema/composite.hpp"
#include "kinema/exponential_rate.hpp"
#include "kinema/friction.hpp"
#include "kinema/gravity.hpp"
#include "kinema/hex.hpp"
#include "kinema/lambert_w.hpp"
#include "kinema/motion.hpp"
#include "kinema/spring.hpp"
#include "kinema/spring_batch.hpp"
#include "kinema/state.hpp"
#include "kinema/status.hpp"
#include "kinema/tolerance.hpp"
