// BattleIntensity: how tense the battle is, 0..1, for the music's stems (docs/composing.md).
#pragma once

#include <span>

#include "game/sim/model/unit.h"

namespace hp::app {

// The tension the battle calls for now, unsmoothed, 0..1: enemies close to heroes (an enemy
// that can reach a hero this turn counts fully, one three reaches away not at all), heroes
// wounded (hit points lost, a knocked-out hero losing all), and the last enemy standing of
// several. 0 while no hero or no enemy is in play.
double battle_tension(std::span<const sim::Unit> units);

// battle_tension followed smoothly, so stems do not flicker as units move: it rises with a
// time constant of kRiseSeconds and falls with the longer kFallSeconds (the music calms down
// after a fight slower than it flares up).
class BattleIntensity {
 public:
  static constexpr double kRiseSeconds = 1.5;
  static constexpr double kFallSeconds = 5.0;

  // Moves towards the tension of units over dt seconds; returns the new value.
  double update(std::span<const sim::Unit> units, double dt);
  // Moves towards tension (0..1) over dt seconds.
  double follow(double tension, double dt);
  double value() const { return value_; }

 private:
  double value_ = 0.0;
};

}  // namespace hp::app
