// UnitLook: how strong an enemy looks, read from its stats (never its name), and what that
// changes in its figure.
#pragma once

#include "game/sim/model/unit.h"

namespace hp::view {

// Three looks: a weak enemy is small and pale with nub horns, a strong one big and dark with
// an iron helm and spikes; the rest look as they always did. Shape and size carry the tier, not
// only colour, so it reads for colour-blind players and in greyscale.
enum class LookTier { kWeak, kNormal, kStrong };

// The map's default enemy (10 HP, slam 3) scores 1: the score is HP times slam, relative to it.
// At or below kWeakThreat an enemy looks weak, at or above kStrongThreat strong.
inline constexpr double kWeakThreat = 0.8;    // e.g. 8 HP and slam 3, or 12 HP and slam 2
inline constexpr double kStrongThreat = 1.5;  // e.g. 15 HP and slam 3, or 12 HP and slam 4

// How dangerous a unit is for its stats: (hp / 10) * (attack / 3).
double threat(const sim::UnitSpec& spec);
// The look for a unit's stats; heroes always look normal (they have one look).
LookTier look_tier(const sim::UnitSpec& spec);
// The figure's size for a look, as a factor on the sprite (1 for normal).
double figure_scale(LookTier tier);
// A word for the tooltip: "weak", "" (normal) or "strong".
const char* look_word(LookTier tier);

}  // namespace hp::view
