// kinema — every family of the project's 50-digit fixtures
// (tests/reference/fixtures.json, written by tests/reference/generate.py) is
// within 1e-12 in the error measure of reference.hpp, with no NaN/Inf result
// and no factory refusing a valid case.
#include <catch2/catch.hpp>

#include <sstream>
#include <string>

#include "reference.hpp"

namespace {

const kinema_ref::Report& fixtures() {
  static const kinema_ref::Report report = kinema_ref::evaluate_file(KINEMA_FIXTURES);
  return report;
}

void check_family(const std::string& name) {
  const kinema_ref::Report& report = fixtures();
  const kinema_ref::FamilyResult* f = report.family(name);
  INFO("fixtures: " << report.path);
  REQUIRE(f != nullptr);
  REQUIRE(f->cases > 0);
  const kinema_ref::QuantityNames q = kinema_ref::quantity_names(f->kind);
  const bool motion = *q.first == 'x';
  std::string worst_line[2];
  for (int i = 0; i < 2; ++i) {
    const char* label = i == 0 ? q.first : q.second;
    if (*label == '\0') continue;
    std::ostringstream os;
    os.precision(3);
    os << "worst " << label << " error " << f->worst[i] << " in: " << f->worst_id[i];
    if (motion) os << " at t=" << f->worst_t[i];
    worst_line[i] = os.str();
  }
  std::string bad;
  for (const kinema_ref::CaseResult& c : report.cases)
    if (c.family == name && (c.failed || c.nonfinite > 0))
      bad += (bad.empty() ? "" : "; ") + c.id +
             (c.failed ? ": " + c.message : " (" + std::to_string(c.nonfinite) + " NaN/Inf)");
  std::string above;
  std::size_t n_above = 0;
  for (const kinema_ref::CaseResult& c : report.cases)
    if (c.family == name && !c.failed && c.nonfinite == 0 &&
        c.worst() > kinema_ref::kAccuracyBar && ++n_above <= 8) {
      std::ostringstream os;
      os.precision(3);
      os << (above.empty() ? "" : "; ") << c.id << " (" << c.worst() << ")";
      above += os.str();
    }
  INFO("family " << name << ": " << f->cases << " cases, " << f->values << " values");
  INFO(worst_line[0] + (worst_line[1].empty() ? "" : "\n" + worst_line[1]));
  INFO("NaN/Inf or failing cases: " << (bad.empty() ? "none" : bad));
  INFO(n_above << " finite cases above the bar" << (above.empty() ? "" : ": " + above)
                << (n_above > 8 ? "; ..." : ""));
  // errors in units of the bar, so that Catch's expansion stays readable
  CHECK(f->worst[0] / kinema_ref::kAccuracyBar <= 1.0);
  CHECK(f->worst[1] / kinema_ref::kAccuracyBar <= 1.0);
  CHECK(f->nonfinite == 0);
  CHECK(f->failures == 0);
}

}  // namespace

TEST_CASE("reference: underdamped", "[reference][spring]") { check_family("underdamped"); }
TEST_CASE("reference: nearCriticalBelow", "[reference][spring]") {
  check_family("nearCriticalBelow");
}
TEST_CASE("reference: critical", "[reference][spring]") { check_family("critical"); }
TEST_CASE("reference: nearCriticalAbove", "[reference][spring]") {
  check_family("nearCriticalAbove");
}
TEST_CASE("reference: overdamped", "[reference][spring]") { check_family("overdamped"); }
TEST_CASE("reference: heavyOverdamped", "[reference][spring]") {
  check_family("heavyOverdamped");
}
TEST_CASE("reference: friction", "[reference][friction]") { check_family("friction"); }
TEST_CASE("reference: gravity", "[reference][gravity]") { check_family("gravity"); }
TEST_CASE("reference: hex", "[reference][exponential_rate]") { check_family("hex"); }
TEST_CASE("reference: lambertW", "[reference][lambert_w]") { check_family("lambertW"); }
TEST_CASE("reference: hexInverse", "[reference][exponential_rate]") {
  check_family("hexInverse");
}
TEST_CASE("reference: settleCritical", "[reference][spring]") { check_family("settleCritical"); }
TEST_CASE("reference: spring2D", "[reference][spring2d]") { check_family("spring2D"); }
TEST_CASE("reference: snap2D", "[reference][snap2d]") { check_family("snap2D"); }

TEST_CASE("reference: fixtures hold only known families", "[reference]") {
  const kinema_ref::Report& report = fixtures();
  const char* known[] = {"underdamped", "nearCriticalBelow", "critical", "nearCriticalAbove",
                         "overdamped", "heavyOverdamped", "friction", "gravity", "hex",
                         "lambertW", "hexInverse", "settleCritical", "spring2D", "snap2D"};
  for (const kinema_ref::FamilyResult& f : report.families) {
    bool found = false;
    for (const char* k : known) found = found || f.family == k;
    INFO("family " << f.family);
    CHECK(found);
  }
  CHECK(report.families.size() == sizeof known / sizeof known[0]);
}
