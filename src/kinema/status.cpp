#include "kinema/status.hpp"

namespace kinema {

const char* to_string(Status status) noexcept {
  switch (status) {
    case Status::ok: return "ok";
    case Status::not_finite: return "not_finite";
    case Status::out_of_range: return "out_of_range";
    case Status::unreachable: return "unreachable";
    case Status::out_of_domain: return "out_of_domain";
  }
  return "unknown";
}

}  // namespace kinema
