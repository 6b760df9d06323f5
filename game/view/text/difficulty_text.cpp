// DifficultyText: the words for each difficulty, and the title screen's keys round the three.
#include "game/view/text/difficulty_text.h"

#include <cstddef>
#include <iterator>

namespace hp::view {

std::string difficulty_title(sim::Difficulty difficulty) {
  std::string name(sim::difficulty_name(difficulty));
  name[0] = static_cast<char>(name[0] - 'a' + 'A');
  return name;
}

std::string_view difficulty_summary(sim::Difficulty difficulty) {
  switch (difficulty) {
    case sim::Difficulty::kStory:
      return "Each enemy fights alone, on the nearest hero: the battles as first drawn.";
    case sim::Difficulty::kNormal:
      return "The enemies choose together: knock-outs first, a guard on each Goal; they hit 2 "
             "harder.";
    case sim::Difficulty::kHard:
      return "As Normal; every enemy hits 3 harder and has a tenth more HP.";
  }
  return "";
}

std::optional<sim::Difficulty> difficulty_after_key(sim::Difficulty current, std::string_view key) {
  int step = 0;
  if (key == "Right" || key == "D") step = 1;
  if (key == "Left" || key == "A") step = -1;
  if (step == 0) return std::nullopt;
  constexpr int kCount = static_cast<int>(std::size(sim::kDifficulties));
  const int index = (static_cast<int>(current) + step + kCount) % kCount;
  return sim::kDifficulties[static_cast<std::size_t>(index)];
}

}  // namespace hp::view
