// kinema — accuracy report against 50-digit reference values.
//
//   kinema_accuracy [--list] [cases.json ...]
//
// With no file it reads the project's fixtures (KINEMA_FIXTURES, set by CMake:
// tests/reference/fixtures.json). Any file in the same schema works, e.g. the
// cross-check grid /work/shared/reference/cases.json. For each file it prints,
// per family, the number of cases, the worst error of each quantity, the case
// it comes from, and the NaN/Inf and failure counts, as a Markdown table;
// --list also lists every case above the bar.
//
// Exit status: 0 when every family of every file is within 1e-12 with no
// NaN/Inf and no failure; 1 otherwise; 2 for a usage or I/O error.
#include <cstdio>
#include <exception>
#include <string>
#include <vector>

#include "reference.hpp"

#ifndef KINEMA_FIXTURES
#define KINEMA_FIXTURES "tests/reference/fixtures.json"
#endif

namespace {

std::string cell(const char* name, double err) {
  if (*name == '\0') return "—";
  char buf[64];
  std::snprintf(buf, sizeof buf, "%s %.2e", name, err);
  return buf;
}

// Markdown-safe: a '|' in an id would break the table.
std::string escape(const std::string& s) {
  std::string out;
  for (char ch : s) {
    if (ch == '|') out += '\\';
    out += ch;
  }
  return out;
}

bool report_file(const std::string& path, bool list) {
  const kinema_ref::Report r = kinema_ref::evaluate_file(path);
  std::size_t values = 0;
  for (const auto& f : r.families) values += f.values;
  std::printf("## %s\n\n%zu cases, %zu values, bar %.0e (error = |got - exact| / max(|exact|, "
              "%.0e * scale))\n\n",
              path.c_str(), r.cases.size(), values, kinema_ref::kAccuracyBar, r.floor_rel);
  std::printf("| family | cases | worst x / w / v0 / t | worst v / lambda | worst case | NaN/Inf "
              "| failures | |\n");
  std::printf("|---|---:|---:|---:|---|---:|---:|---|\n");
  for (const auto& f : r.families) {
    const kinema_ref::QuantityNames q = kinema_ref::quantity_names(f.kind);
    const bool motion = *q.first == 'x';
    const int w = f.worst[1] > f.worst[0] ? 1 : 0;
    std::string where = escape(f.worst_case);
    if (motion && f.worst[w] < 1e300) {  // a time for a finite error only
      char buf[64];
      std::snprintf(buf, sizeof buf, " @ t=%g", f.worst_t[w]);
      where += buf;
    }
    std::printf("| %s | %zu | %s | %s | %s | %zu | %zu | %s |\n", f.family.c_str(), f.cases,
                cell(q.first, f.worst[0]).c_str(), cell(q.second, f.worst[1]).c_str(),
                where.c_str(), f.nonfinite, f.failures, f.passes() ? "ok" : "**FAIL**");
  }
  std::printf("\n");

  bool header = false;
  for (const auto& c : r.cases) {
    const bool bad = c.failed || c.nonfinite > 0 || c.worst() > kinema_ref::kAccuracyBar;
    if (!bad || !(list || c.failed || c.nonfinite > 0)) continue;
    if (!header) {
      std::printf("Cases above the bar or failing:\n\n");
      header = true;
    }
    const kinema_ref::QuantityNames q = kinema_ref::quantity_names(c.kind);
    std::printf("- [%s] %s: %s", c.family.c_str(), c.id.c_str(), cell(q.first, c.error[0]).c_str());
    if (*q.second != '\0') std::printf(", %s", cell(q.second, c.error[1]).c_str());
    if (c.nonfinite > 0) std::printf(", %zu NaN/Inf", c.nonfinite);
    if (c.failed) std::printf(", %s", c.message.c_str());
    std::printf("\n");
  }
  if (header) std::printf("\n");
  return r.passes();
}

}  // namespace

int main(int argc, char** argv) {
  bool list = false;
  std::vector<std::string> files;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--list") {
      list = true;
    } else if (a == "-h" || a == "--help") {
      std::printf("usage: kinema_accuracy [--list] [cases.json ...]\n(default: %s)\n",
                  KINEMA_FIXTURES);
      return 0;
    } else {
      files.push_back(a);
    }
  }
  if (files.empty()) files.emplace_back(KINEMA_FIXTURES);

  bool ok = true;
  for (const std::string& f : files) {
    try {
      ok = report_file(f, list) && ok;
    } catch (const std::exception& e) {
      std::fprintf(stderr, "kinema_accuracy: %s\n", e.what());
      return 2;
    }
  }
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
