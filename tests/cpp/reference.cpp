// kinema — accuracy harness against 50-digit reference values (see reference.hpp).
#include "reference.hpp"

#include <cmath>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <limits>
#include <sstream>
#include <stdexcept>
#include <utility>

#include <nlohmann/json.hpp>

#include "kinema/exponential_rate.hpp"
#include "kinema/friction.hpp"
#include "kinema/gravity.hpp"
#include "kinema/lambert_w.hpp"
#include "kinema/snap2d.hpp"
#include "kinema/spring.hpp"
#include "kinema/spring2d.hpp"
#include "kinema/status.hpp"
#include "kinema/tolerance.hpp"

namespace kinema_ref {
namespace {

using nlohmann::json;
constexpr double kInf = std::numeric_limits<double>::infinity();

double num(const json& params, const char* key) { return params.at(key).get<double>(); }

std::string describe(const kinema::Error& e) {
  std::ostringstream os;
  os.precision(17);
  os << "factory failed: " << kinema::to_string(e.status) << " (parameter \"" << e.parameter
     << "\" = " << e.value << ")";
  return os.str();
}

// Records one compared value of quantity q (0 or 1) at time t.
void record(CaseResult& r, int q, double got, const std::string& exact, double scale,
            double floor_rel, double t) {
  ++r.values;
  if (!std::isfinite(got)) ++r.nonfinite;
  const double e = error_measure(got, exact, scale, floor_rel);
  const std::size_t i = static_cast<std::size_t>(q);
  if (!(e <= r.error[i])) {  // also catches NaN (never produced, but be safe)
    r.error[i] = std::isnan(e) ? kInf : e;
    r.worst_t[i] = t;
  }
}

void fail(CaseResult& r, std::string message) {
  r.failed = true;
  r.message = std::move(message);
  r.error[0] = kInf;
  if (*quantity_names(r.kind).second != '\0') r.error[1] = kInf;
}

// Motion kinds: "t", "x50", "v50", "xScale", "vScale"; `sample(t)` returns
// {x, dx} from at(t) and {x, dx} from x(t)/dx(t); the worst of both counts.
struct Sample {
  kinema::State at;
  double x, dx;
};

void run_motion(CaseResult& r, const json& c, double floor_rel,
                const std::function<Sample(double)>& sample) {
  const json& ts = c.at("t");
  const json& x50 = c.at("x50");
  const json& v50 = c.at("v50");
  if (!ts.is_array() || x50.size() != ts.size() || v50.size() != ts.size())
    throw std::runtime_error("t, x50 and v50 must be arrays of the same length");
  const double xs = c.at("xScale").get<double>();
  const double vs = c.at("vScale").get<double>();
  for (std::size_t i = 0; i < ts.size(); ++i) {
    const double t = ts[i].get<double>();
    const std::string& xe = x50[i].get_ref<const std::string&>();
    const std::string& ve = v50[i].get_ref<const std::string&>();
    const Sample s = sample(t);
    record(r, 0, s.at.x, xe, xs, floor_rel, t);
    record(r, 0, s.x, xe, xs, floor_rel, t);
    record(r, 1, s.at.dx, ve, vs, floor_rel, t);
    record(r, 1, s.dx, ve, vs, floor_rel, t);
  }
}

// Motions in the plane: "t", "x50", "y50", "vx50", "vy50" and a scale for
// each; at(t), position(t) and velocity(t) all count. Position errors of
// both axes are quantity 0, velocity errors quantity 1.
template <class M>
void run_motion2d(CaseResult& r, const json& c, double floor_rel, const M& m) {
  const json& ts = c.at("t");
  const char* keys[4] = {"x", "y", "vx", "vy"};
  for (const char* k : keys)
    if (!ts.is_array() || c.at(std::string(k) + "50").size() != ts.size())
      throw std::runtime_error("t, x50, y50, vx50 and vy50 must be arrays of the same length");
  for (std::size_t i = 0; i < ts.size(); ++i) {
    const double t = ts[i].get<double>();
    const kinema::State2D s = m.at(t);
    const kinema::Vec2 p = m.position(t), v = m.velocity(t);
    const double got[4][2] = {{s.x, p.x}, {s.y, p.y}, {s.dx, v.x}, {s.dy, v.y}};
    for (int q = 0; q < 4; ++q) {
      const std::string key = keys[q];
      const std::string& exact = c.at(key + "50")[i].get_ref<const std::string&>();
      const double scale = c.at(key + "Scale").get<double>();
      for (double g : got[q]) record(r, q < 2 ? 0 : 1, g, exact, scale, floor_rel, t);
    }
  }
}

kinema::Vec2 vec(const json& p, const char* key) {
  const json& a = p.at(key);
  return {a.at(0).get<double>(), a.at(1).get<double>()};
}

template <class M>
std::function<Sample(double)> sampler(const M& m) {
  return [m](double t) { return Sample{m.at(t), m.x(t), m.dx(t)}; };
}

void evaluate_case(CaseResult& r, const json& c, double floor_rel) {
  const json& p = c.at("params");
  if (r.kind == "spring") {
    kinema::SpringParams sp;
    sp.from = num(p, "x0");
    sp.to = num(p, "target");
    sp.velocity = num(p, "v0");
    sp.mass = num(p, "mass");
    sp.stiffness = num(p, "stiffness");
    sp.damping = num(p, "damping");
    auto m = kinema::Spring::create(sp);
    if (!m) return fail(r, describe(m.error()));
    run_motion(r, c, floor_rel, sampler(m.value()));
  } else if (r.kind == "friction") {
    kinema::FrictionParams fp;
    fp.from = num(p, "x0");
    fp.velocity = num(p, "v0");
    fp.drag = num(p, "drag");
    auto m = kinema::Friction::create(fp);
    if (!m) return fail(r, describe(m.error()));
    run_motion(r, c, floor_rel, sampler(m.value()));
  } else if (r.kind == "gravity") {
    kinema::GravityParams gp;
    gp.from = num(p, "x0");
    gp.velocity = num(p, "v0");
    gp.acceleration = num(p, "a");
    auto m = kinema::Gravity::create(gp);
    if (!m) return fail(r, describe(m.error()));
    run_motion(r, c, floor_rel, sampler(m.value()));
  } else if (r.kind == "hex") {
    kinema::ExponentialRateParams ep;
    ep.from = num(p, "x0");
    ep.velocity = num(p, "v0");
    ep.lambda = num(p, "lambda");
    auto m = kinema::ExponentialRate::create(ep);
    if (!m) return fail(r, describe(m.error()));
    run_motion(r, c, floor_rel, sampler(m.value()));
  } else if (r.kind == "motion2D" && r.family == "spring2D") {
    kinema::Spring2DParams sp;
    sp.from = vec(p, "from");
    sp.to = vec(p, "to");
    sp.velocity = vec(p, "velocity");
    sp.mass = num(p, "mass");
    sp.stiffness = num(p, "stiffness");
    sp.damping = num(p, "damping");
    auto m = kinema::Spring2D::create(sp);
    if (!m) return fail(r, describe(m.error()));
    run_motion2d(r, c, floor_rel, m.value());
  } else if (r.kind == "motion2D" && r.family == "snap2D") {
    kinema::SnapOptions o;
    o.stiffness = num(p, "stiffness");
    o.max_time_constant = num(p, "maxTimeConstant");
    auto m = kinema::snap_motion_2d(vec(p, "position"), vec(p, "velocity"), vec(p, "target"), o);
    if (!m) return fail(r, describe(m.error()));
    // The landing of each axis must be the kind the reference solved.
    const json& axes = p.at("axes");
    for (std::size_t i = 0; i < 2; ++i) {
      const kinema::Motion& a = i == 0 ? m.value().axis_x() : m.value().axis_y();
      const char* want = std::holds_alternative<kinema::Friction>(a) ? "friction" : "spring";
      if (axes.at(i).get<std::string>() != want)
        return fail(r, std::string("axis ") + "xy"[i] + " landed by " + want);
    }
    run_motion2d(r, c, floor_rel, m.value());
  } else if (r.kind == "lambertW") {
    const int branch = p.at("branch").get<int>();
    const double z = num(p, "z");
    auto w = kinema::lambert_w(z, branch);
    if (!w) return fail(r, describe(w.error()));
    record(r, 0, w.value(), c.at("w50").get<std::string>(), c.at("wScale").get<double>(),
           floor_rel, 0.0);
  } else if (r.kind == "hexInverse") {
    auto s = kinema::ExponentialRate::solve_rate(num(p, "dX"), num(p, "VT"), num(p, "T"));
    if (!s) return fail(r, describe(s.error()));
    record(r, 0, s.value().velocity, c.at("v050").get<std::string>(),
           c.at("v0Scale").get<double>(), floor_rel, 0.0);
    record(r, 1, s.value().lambda, c.at("lambda50").get<std::string>(),
           c.at("lambdaScale").get<double>(), floor_rel, 0.0);
  } else if (r.kind == "settle") {
    kinema::SpringParams sp;
    sp.from = num(p, "x0");
    sp.to = num(p, "target");
    sp.velocity = num(p, "v0");
    sp.mass = num(p, "mass");
    sp.stiffness = num(p, "stiffness");
    sp.damping = num(p, "damping");
    kinema::Tolerance tol;
    tol.distance = num(p, "tolDistance");
    tol.velocity = 1e300;  // only the distance counts
    auto m = kinema::Spring::create(sp, tol);
    if (!m) return fail(r, describe(m.error()));
    // relative: scale 0 leaves |exact| as the only denominator
    record(r, 0, m.value().settle_time(), c.at("t50").get<std::string>(), 0.0, floor_rel, 0.0);
  } else {
    fail(r, "unknown kind \"" + r.kind + "\"");
  }
}

}  // namespace

QuantityNames quantity_names(const std::string& kind) {
  if (kind == "spring" || kind == "friction" || kind == "gravity" || kind == "hex" ||
      kind == "motion2D")
    return {"x", "v"};
  if (kind == "lambertW") return {"w", ""};
  if (kind == "hexInverse") return {"v0", "lambda"};
  if (kind == "settle") return {"t", ""};
  return {"?", "?"};
}

double error_measure(double got, const std::string& exact, double scale, double floor_rel) {
  if (!std::isfinite(got)) return kInf;
  const char* begin = exact.c_str();
  char* end = nullptr;
  const long double e = std::strtold(begin, &end);  // may underflow to 0: fine under the floor
  if (end == begin || *end != '\0') return kInf;     // not a number: cannot match
  const long double diff = std::fabs(static_cast<long double>(got) - e);
  const long double floor = static_cast<long double>(floor_rel) * static_cast<long double>(scale);
  const long double denom = std::fabs(e) > floor ? std::fabs(e) : floor;
  if (denom == 0.0L) return diff == 0.0L ? 0.0 : kInf;
  return static_cast<double>(diff / denom);
}

const FamilyResult* Report::family(const std::string& name) const {
  for (const FamilyResult& f : families)
    if (f.family == name) return &f;
  return nullptr;
}

bool Report::passes(double bar) const {
  for (const FamilyResult& f : families)
    if (!f.passes(bar)) return false;
  return !families.empty();
}

Report evaluate_file(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw std::runtime_error("cannot open " + path);
  json doc;
  try {
    in >> doc;
  } catch (const json::exception& e) {
    throw std::runtime_error(path + ": not valid JSON: " + e.what());
  }
  if (!doc.is_object() || !doc.contains("cases") || !doc["cases"].is_array())
    throw std::runtime_error(path + ": no \"cases\" array");

  Report report;
  report.path = path;
  if (doc.contains("meta") && doc["meta"].is_object() && doc["meta"].contains("floorRel"))
    report.floor_rel = doc["meta"]["floorRel"].get<double>();

  for (const json& c : doc["cases"]) {
    CaseResult r;
    try {
      r.id = c.at("id").get<std::string>();
      r.kind = c.at("kind").get<std::string>();
      r.family = c.at("family").get<std::string>();
      evaluate_case(r, c, report.floor_rel);
    } catch (const std::exception& e) {
      fail(r, std::string("malformed case: ") + e.what());
    }
    report.cases.push_back(std::move(r));
  }

  for (const CaseResult& r : report.cases) {
    FamilyResult* f = nullptr;
    for (FamilyResult& g : report.families)
      if (g.family == r.family) f = &g;
    if (f == nullptr) {
      report.families.emplace_back();
      f = &report.families.back();
      f->family = r.family;
      f->kind = r.kind;
    }
    ++f->cases;
    f->values += r.values;
    f->nonfinite += r.nonfinite;
    if (r.failed) ++f->failures;
    for (int q = 0; q < 2; ++q) {
      const std::size_t i = static_cast<std::size_t>(q);
      if (f->worst_id[i].empty() || r.error[i] > f->worst[i]) {
        f->worst[i] = r.error[i];
        f->worst_id[i] = r.id;
        f->worst_t[i] = r.worst_t[i];
      }
    }
  }
  for (FamilyResult& f : report.families)
    f.worst_case = f.worst[1] > f.worst[0] ? f.worst_id[1] : f.worst_id[0];
  return report;
}

}  // namespace kinema_ref
