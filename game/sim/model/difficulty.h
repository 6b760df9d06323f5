// Difficulty: how the enemies fight (WorldSetup::difficulty), chosen by the player.
#pragma once

#include <optional>
#include <string_view>

namespace hp::sim {

enum class Difficulty : unsigned char {
  // Each enemy on its own: it attacks the nearest hero within its reach, else walks toward it
  // (enemy_tactics.h's rule, the game's first).
  kStory,
  // The enemies choose together (joint_targets.h): knock-outs first, the hero whose fall wins for
  // them first; a guard blocks the way to a Goal, the leader and its guards hold their ground.
  // Every enemy hits 2 harder than the map says.
  kNormal,
  // Normal's tactics, every enemy hits 3 harder and has a tenth more HP (rounded up).
  kHard,
};

inline constexpr Difficulty kDifficulties[] = {Difficulty::kStory, Difficulty::kNormal,
                                               Difficulty::kHard};

// "story", "normal", "hard": as settings.json and --difficulty spell them.
constexpr std::string_view difficulty_name(Difficulty difficulty) {
  switch (difficulty) {
    case Difficulty::kStory:
      return "story";
    case Difficulty::kNormal:
      return "normal";
    case Difficulty::kHard:
      return "hard";
  }
  return "normal";
}

// The difficulty a name spells (as difficulty_name writes it); nullopt for any other text.
constexpr std::optional<Difficulty> difficulty_named(std::string_view name) {
  for (Difficulty d : kDifficulties) {
    if (difficulty_name(d) == name) return d;
  }
  return std::nullopt;
}

// What the difficulty adds to every enemy's attack (UnitSpec::attack).
constexpr int enemy_attack_bonus(Difficulty difficulty) {
  return difficulty == Difficulty::kHard ? 3 : difficulty == Difficulty::kNormal ? 2 : 0;
}

// Every enemy's HP at the difficulty, from the map's (UnitSpec::hp): a tenth more on Hard,
// rounded up.
constexpr int enemy_hp(Difficulty difficulty, int map_hp) {
  return difficulty == Difficulty::kHard ? map_hp + (map_hp + 9) / 10 : map_hp;
}

}  // namespace hp::sim
