// Edit distance for "did you mean" suggestions: map checks, the map reader's links between
// objects, the music and sound manifests.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace hp {

// Whether a and b are the same letters, upper and lower case alike ("goal" and "Goal"): a case
// slip of a name the game reads.
bool same_ignoring_case(std::string_view a, std::string_view b);

// The Levenshtein distance between a and b (insertions, deletions and substitutions).
int edit_distance(std::string_view a, std::string_view b);

// The candidate closest to word, if it is close enough to be a likely typo: at most a third of
// the longer word's letters apart (at least 1, so "hpp" finds "hp"). Ties go to the first.
std::optional<std::string_view> closest_match(std::string_view word,
                                              std::span<const std::string_view> candidates);

// The fix for a name that matches nothing: "did you mean \"X\"?" with closest_match's pick
// among names, or "" when none is close (the caller then gives its own fix).
std::string did_you_mean(std::string_view word, const std::vector<std::string>& names);

}  // namespace hp
