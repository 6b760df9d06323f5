// The intensity log: whitespace-separated columns, one line a sample, # comments.
#include "game/app/music/intensity_log.h"

#include <algorithm>
#include <cmath>
#include <sstream>

namespace hp::app {
namespace {

constexpr const char* kHeader =
    "# heartpath intensity log: seconds gap_reaches wounds last_enemy both_sides\n";

}  // namespace

bool IntensityLogWriter::open(const std::string& path) {
  file_.reset(std::fopen(path.c_str(), "w"));
  if (file_) std::fputs(kHeader, file_.get());
  return file_ != nullptr;
}

void IntensityLogWriter::record(const IntensityInputs& inputs, double dt) {
  if (!file_) return;
  if (seconds_ + 1e-9 >= next_) {
    char gap[32] = "none";
    if (std::isfinite(inputs.gap_reaches))
      std::snprintf(gap, sizeof gap, "%.4f", inputs.gap_reaches);
    std::fprintf(file_.get(), "%.3f %s %.4f %d %d\n", seconds_, gap, inputs.wounds,
                 inputs.last_enemy ? 1 : 0, inputs.both_sides ? 1 : 0);
    std::fflush(file_.get());  // a game closed by its window (or killed) leaves a whole log
    next_ += kEvery;
  }
  seconds_ += std::max(dt, 0.0);
}

std::vector<IntensitySample> parse_intensity_log(std::string_view text, const std::string& path,
                                                 Diagnostics& problems) {
  std::vector<IntensitySample> log;
  std::istringstream in{std::string(text)};
  std::string line;
  for (int number = 1; std::getline(in, line); ++number) {
    const auto first = line.find_first_not_of(" \t\r");
    if (first == std::string::npos || line[first] == '#') continue;
    std::istringstream fields(line);
    IntensitySample s;
    std::string gap;
    int last = 0, both = 0;
    std::string extra;
    const bool read =
        static_cast<bool>(fields >> s.seconds >> gap >> s.inputs.wounds >> last >> both) &&
        !(fields >> extra);
    bool ok = read && std::isfinite(s.seconds) && s.seconds >= 0 && s.inputs.wounds >= 0 &&
              s.inputs.wounds <= 1 && (last == 0 || last == 1) && (both == 0 || both == 1) &&
              (log.empty() || s.seconds >= log.back().seconds);
    if (ok && gap != "none") {
      char* end = nullptr;
      s.inputs.gap_reaches = std::strtod(gap.c_str(), &end);
      ok = end && *end == '\0' && s.inputs.gap_reaches >= 0 && std::isfinite(s.inputs.gap_reaches);
    }
    if (!ok) {
      problems.error(
          path, number,
          "expected \"seconds gap_reaches wounds last_enemy both_sides\" (seconds "
          "rising, gap a number >= 0 or none, wounds 0..1, the last two 0 or 1), got \"" +
              line + "\"; record the log again with heartpath play --intensity-log");
      continue;
    }
    s.inputs.last_enemy = last == 1;
    s.inputs.both_sides = both == 1;
    log.push_back(s);
  }
  return log;
}

IntensityInputs inputs_at(const std::vector<IntensitySample>& log, double seconds) {
  if (log.empty()) return {};
  const auto after =
      std::upper_bound(log.begin(), log.end(), seconds,
                       [](double t, const IntensitySample& s) { return t < s.seconds; });
  return after == log.begin() ? log.front().inputs : std::prev(after)->inputs;
}

}  // namespace hp::app
