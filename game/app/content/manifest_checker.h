// ManifestChecker: the range and unknown-key checks the music and sound manifests share.
#pragma once

#include <nlohmann/json.hpp>

#include <algorithm>
#include <initializer_list>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/diagnostic.h"
#include "game/app/content/edit_distance.h"
#include "game/app/content/json_text.h"

namespace hp::app {

// What every check of a manifest needs: the text (for lines), the path, where problems go;
// with the number and unknown-key checks the music and sound manifests share.
struct ManifestChecker {
  std::string_view text;
  const std::string& path;
  Diagnostics& problems;

  void error(int line, const std::string& message) const { problems.error(path, line, message); }

  // A number field in [lo, hi]; false (reported) when it is there but wrong.
  bool number(const nlohmann::json& object, const char* key, double lo, double hi, const char* unit,
              int line, double& out) const {
    if (!object.contains(key)) return true;
    const nlohmann::json& v = object.at(key);
    if (!v.is_number() || v.get<double>() < lo || v.get<double>() > hi) {
      std::ostringstream m;
      m << "\"" << key << "\" must be a number of " << unit << " from " << lo << " to " << hi
        << " (got " << v.dump() << ")";
      error(line, m.str());
      return false;
    }
    out = v.get<double>();
    return true;
  }

  // Keys other than known are reported with the list of known ones.
  void unknown_keys(const nlohmann::json& object, std::initializer_list<const char*> known,
                    std::vector<std::string_view> where, const std::string& what) const {
    for (const auto& item : object.items()) {
      // A named reference, not a structured binding: clang 14 (the fuzz preset) cannot capture
      // those in a lambda.
      const std::string& key = item.key();
      const bool ok =
          std::any_of(known.begin(), known.end(), [&](const char* k) { return key == k; });
      if (ok) continue;
      std::string list;
      for (const char* k : known) list += (list.empty() ? "" : ", ") + std::string(k);
      const std::vector<std::string_view> names(known.begin(), known.end());
      const auto match = closest_match(key, names);
      const std::string fix =
          match ? "did you mean \"" + std::string(*match) + "\"? (known: " + list + ")"
                : "use one of: " + list;
      std::vector<std::string_view> keys = where;
      keys.push_back(key);
      error(line_of_keys(text, keys), "unknown " + what + " \"" + key + "\"; " + fix);
    }
  }
};

}  // namespace hp::app
