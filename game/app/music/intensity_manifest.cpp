// The "intensity" block: two curves of [x, adds] points, a number and three times.
//   closeness   [[gap in reaches, adds], ...]: x >= 0 ascending, adds 0..1
//   wounds      [[share of hit points lost, adds], ...]: x 0..1 ascending, adds 0..1
//   last_enemy  number 0..1: added while one enemy is left of several
//   rise, fall  seconds 0..60: the intensity's time constants towards the tension
//   stem_fade   seconds 0.05..30: a stem's fade in or out as the intensity crosses its range
#include "game/app/music/intensity_manifest.h"

#include <sstream>
#include <string>

namespace hp::app {
namespace {

using json = nlohmann::json;

bool read_curve(const ManifestChecker& c, const json& block, const char* key, double max_x,
                const char* x_meaning, int line, IntensityCurve& out) {
  if (!block.contains(key)) return true;
  const json& v = block[key];
  std::ostringstream example;
  example << "\"" << key << "\" must be a list of [" << x_meaning
          << ", adds] points with the first numbers rising (";
  IntensityCurve curve;
  bool ok = v.is_array() && !v.empty();
  for (std::size_t i = 0; ok && i < v.size(); ++i) {
    const json& p = v[i];
    ok = p.is_array() && p.size() == 2 && p[0].is_number() && p[1].is_number();
    if (!ok) break;
    const double x = p[0].get<double>(), y = p[1].get<double>();
    ok = x >= 0 && x <= max_x && y >= 0 && y <= 1 &&
         (curve.points.empty() || x >= curve.points.back().first);
    curve.points.emplace_back(x, y);
  }
  if (!ok) {
    example << "0 to " << max_x << ") and each adds from 0 to 1, e.g. "
            << (max_x > 1 ? "[[1, 0.5], [3, 0]]" : "[[0, 0], [1, 0.5]]") << " (got " << v.dump()
            << ")";
    c.error(line, example.str());
    return false;
  }
  out = std::move(curve);
  return true;
}

}  // namespace

bool read_intensity_shape(const ManifestChecker& c, const json& block,
                          const std::vector<std::string_view>& keys, IntensityShape& shape) {
  const int line = line_of_keys(c.text, keys);
  if (!block.is_object()) {
    c.error(line, "\"intensity\" must be an object like {\"closeness\": [[1, 0.5], [3, 0]], " +
                      std::string("\"rise\": 1.5, \"fall\": 5}"));
    return false;
  }
  c.unknown_keys(block, {"closeness", "wounds", "last_enemy", "rise", "fall", "stem_fade"}, keys,
                 "intensity field");
  IntensityShape read = shape;
  bool ok = read_curve(c, block, "closeness", 1000, "gap in reaches", line, read.closeness);
  ok = read_curve(c, block, "wounds", 1, "share of hit points lost", line, read.wounds) && ok;
  ok = c.number(block, "last_enemy", 0, 1, "intensity", line, read.last_enemy) && ok;
  ok = c.number(block, "rise", 0, 60, "seconds", line, read.rise_seconds) && ok;
  ok = c.number(block, "fall", 0, 60, "seconds", line, read.fall_seconds) && ok;
  ok = c.number(block, "stem_fade", 0.05, 30, "seconds", line, read.stem_fade_seconds) && ok;
  if (ok) shape = std::move(read);
  return ok;
}

}  // namespace hp::app
