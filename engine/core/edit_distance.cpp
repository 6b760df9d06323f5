// Edit distance: the classic two-row dynamic programme.
#include "engine/core/edit_distance.h"

#include <algorithm>
#include <cctype>
#include <vector>

namespace hp {

bool same_ignoring_case(std::string_view a, std::string_view b) {
  return std::equal(a.begin(), a.end(), b.begin(), b.end(), [](char x, char y) {
    return std::tolower(static_cast<unsigned char>(x)) ==
           std::tolower(static_cast<unsigned char>(y));
  });
}

int edit_distance(std::string_view a, std::string_view b) {
  std::vector<int> previous(b.size() + 1);
  std::vector<int> current(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) previous[j] = static_cast<int>(j);
  for (std::size_t i = 1; i <= a.size(); ++i) {
    current[0] = static_cast<int>(i);
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const int substitute = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1);
      current[j] = std::min({previous[j] + 1, current[j - 1] + 1, substitute});
    }
    std::swap(previous, current);
  }
  return previous[b.size()];
}

std::optional<std::string_view> closest_match(std::string_view word,
                                              std::span<const std::string_view> candidates) {
  std::optional<std::string_view> best;
  int best_distance = 0;
  for (std::string_view candidate : candidates) {
    const int distance = edit_distance(word, candidate);
    const int longer = static_cast<int>(std::max(word.size(), candidate.size()));
    if (distance > std::max(1, longer / 3)) continue;
    if (!best || distance < best_distance) {
      best = candidate;
      best_distance = distance;
    }
  }
  return best;
}

std::string did_you_mean(std::string_view word, const std::vector<std::string>& names) {
  const std::vector<std::string_view> views(names.begin(), names.end());
  const std::optional<std::string_view> match = closest_match(word, views);
  return match ? "did you mean \"" + std::string(*match) + "\"?" : std::string();
}

}  // namespace hp
