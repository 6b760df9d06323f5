// Palette: the colours that carry meaning on screen, in one place so they can be checked for
// colour-blind players (tests/game/view/palette_test.cpp simulates protan, deutan and tritan
// vision). Every pair a player must tell apart also differs by shape or position:
//   hero and enemy rings: solid versus dashed; the tooltip's side bar: plain versus notched;
//   the selected hero: a pulsing double ring;
//   HP bars: the fill's length and a notch per hit point, the colour only repeats it;
//   news and refusals: refusals are also heard (the deny sound) and say why.
#pragma once

#include "engine/render/draw/shapes.h"

namespace hp::view::palette {

inline constexpr Rgba kHeroRing{110, 200, 255, 230};
inline constexpr Rgba kEnemyRing{255, 110, 90, 230};
inline constexpr Rgba kSelectRing{255, 236, 120, 255};

// HP fill by fraction left: over a half, over a quarter, the rest. Teal rather than green, so
// healthy and critical stay apart for deuteranopes.
inline constexpr Rgba kHpHealthy{60, 200, 170, 255};
inline constexpr Rgba kHpWounded{240, 200, 70, 255};
inline constexpr Rgba kHpCritical{235, 80, 70, 255};

// The top bar's messages.
inline constexpr Rgba kNews{255, 226, 150, 255};
inline constexpr Rgba kRefusal{255, 120, 100, 255};

// The attack preview's route, and its "no way there".
inline constexpr Rgba kPreviewRoute{255, 226, 150, 220};
inline constexpr Rgba kPreviewNoRoute{255, 110, 90, 230};
// The move preview's ring while its spot is still being checked (on the forecast thread): a
// faint grey, thinner than the answer's ring, neither the takeable yellow nor the refusal red.
inline constexpr Rgba kPreviewChecking{190, 195, 205, 140};

// Enemy plans: an attack (the enemy ring's red) and a walk with no hero in reach (pale).
inline constexpr Rgba kIntentAttack{255, 110, 90, 190};
inline constexpr Rgba kIntentAdvance{215, 220, 235, 190};

// Objectives: a Goal area on the ground (fill, edge), and the panel's ways to win and to lose
// (the lose lines also start with a different mark).
inline constexpr Rgba kGoalFill{90, 220, 170, 46};
inline constexpr Rgba kGoalEdge{120, 240, 190, 220};
inline constexpr Rgba kObjectiveWin{200, 240, 215, 255};
inline constexpr Rgba kObjectiveLose{255, 190, 170, 255};
inline constexpr Rgba kObjectiveDone{150, 150, 160, 255};

// Aggro: the faint ring round an enemy that has not noticed the heroes yet (dotted, centred on it,
// so it differs by shape from the walk's dashes and the stop's ring), and the "!" over one that
// just has (or would, in a preview).
inline constexpr Rgba kAggroRange{250, 200, 90, 110};
inline constexpr Rgba kAlertMark{255, 196, 60, 255};

// Tooltip frames.
inline constexpr Rgba kHeroEdge{120, 190, 255, 255};
inline constexpr Rgba kEnemyEdge{255, 130, 110, 255};

}  // namespace hp::view::palette
