// The battle's measures of danger for the music's intensity, read off the units
// (docs/composing.md); intensity_shape.h turns them into the intensity.
#pragma once

#include <span>

#include "game/app/music/intensity_shape.h"
#include "game/sim/model/unit.h"

namespace hp::app {

// What units measure: the gap from the closest enemy to a hero in the enemy's reaches (a
// knocked-out or arriving unit is not in play), the heroes' share of hit points lost (those
// still to arrive do not count, a knocked-out hero lost all) and whether one enemy is left of
// several with none to come.
IntensityInputs intensity_inputs(std::span<const sim::Unit> units);

// The tension of units under the default shape, unsmoothed, 0..1.
double battle_tension(std::span<const sim::Unit> units);

}  // namespace hp::app
