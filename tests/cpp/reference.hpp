// kinema — accuracy harness against 50-digit reference values.
// reference.hpp: loads a cases file (tests/reference/fixtures.json, or any file
// in the same schema), evaluates every case with the kinema API and measures
// the error against the 50-digit reference strings.
//
// Error measure (per value):
//   |got - exact| / max(|exact|, floorRel * scale)
// with floorRel from the file's meta (1e-9 by default) and scale the case's
// xScale / vScale / wScale / v0Scale / lambdaScale; the settle time is purely
// relative. `exact` is the 50-digit string read as a long double and the
// difference is taken in long double.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace kinema_ref {

/// The accuracy bar of kinema's tests and of kinema_accuracy.
inline constexpr double kAccuracyBar = 1e-12;

/// Names of the (up to) two quantities a kind of case checks:
/// spring/friction/gravity/hex/motion2D: "x", "v" (for motion2D: both axes); lambertW: "w", ""; hexInverse:
/// "v0", "lambda"; settle: "t", "". Unknown kinds: "?", "?".
struct QuantityNames {
  const char* first;
  const char* second;  ///< "" when the kind has a single quantity
};
QuantityNames quantity_names(const std::string& kind);

/// One evaluated case.
struct CaseResult {
  std::string id;
  std::string kind;
  std::string family;
  /// Worst error of each quantity over the case (0 for an unused second one);
  /// +inf for a NaN/inf result or a failure.
  double error[2] = {0.0, 0.0};
  /// Time of the worst error of each quantity (motion kinds only).
  double worst_t[2] = {0.0, 0.0};
  std::size_t values = 0;     ///< values compared
  std::size_t nonfinite = 0;  ///< NaN or +-inf results
  bool failed = false;        ///< a factory refused a valid case, or the case is malformed
  std::string message;        ///< why it failed
  double worst() const { return error[0] > error[1] ? error[0] : error[1]; }
};

/// All cases of one family.
struct FamilyResult {
  std::string family;
  std::string kind;  ///< kind of its first case
  std::size_t cases = 0;
  std::size_t values = 0;
  std::size_t nonfinite = 0;
  std::size_t failures = 0;
  double worst[2] = {0.0, 0.0};  ///< worst error of each quantity
  std::string worst_id[2];       ///< the case with worst[i]
  double worst_t[2] = {0.0, 0.0};
  std::string worst_case;  ///< the case with the largest error of either quantity
  bool passes(double bar = kAccuracyBar) const {
    return worst[0] <= bar && worst[1] <= bar && nonfinite == 0 && failures == 0;
  }
};

struct Report {
  std::string path;
  double floor_rel = 1e-9;
  std::vector<CaseResult> cases;
  std::vector<FamilyResult> families;  ///< in order of first appearance
  /// nullptr if the file has no case of that family.
  const FamilyResult* family(const std::string& name) const;
  bool passes(double bar = kAccuracyBar) const;
};

/// |got - exact| / max(|exact|, floor_rel * scale) in long double, exact being
/// the decimal string; +inf for a non-finite `got`. A zero denominator gives 0
/// for an exact match and +inf otherwise.
double error_measure(double got, const std::string& exact, double scale, double floor_rel);

/// Loads and evaluates a cases file. Throws std::runtime_error when the file
/// cannot be read or is not JSON with a "cases" array; a malformed single case
/// is reported as a failed case instead.
Report evaluate_file(const std::string& path);

}  // namespace kinema_ref
