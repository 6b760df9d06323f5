// SoundCue: the game events that have a sound (data/sounds/sounds.json names them).
#pragma once

#include <functional>

namespace hp::view {

enum class SoundCue {
  kSelect,      // a click or key that was accepted
  kRefuse,      // one that did nothing (the buzz under the red reason)
  kSlam,        // an attack lands
  kFootstep,    // a unit's foot comes down (rate-limited by the player)
  kKnockOut,    // a unit falls at 0 HP
  kFlee,        // a wounded enemy turns to run
  kTurnChange,  // the player's or the enemies' turn begins
  kVictory,     // the battle is won
  kDefeat,      // the battle is lost
};
constexpr int kSoundCues = 9;

// Plays a cue's sound; an empty function plays nothing (tests, --mute).
using SoundCuePlayer = std::function<void(SoundCue)>;

}  // namespace hp::view
