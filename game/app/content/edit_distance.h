// Edit distance for "did you mean" suggestions in map checks.
#pragma once

#include <optional>
#include <span>
#include <string_view>

namespace hp::app {

// The Levenshtein distance between a and b (insertions, deletions and substitutions).
int edit_distance(std::string_view a, std::string_view b);

// The candidate closest to word, if it is close enough to be a likely typo: at most a third of
// the longer word's letters apart (at least 1, so "hpp" finds "hp"). Ties go to the first.
std::optional<std::string_view> closest_match(std::string_view word,
                                              std::span<const std::string_view> candidates);

}  // namespace hp::app
