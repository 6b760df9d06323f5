// The measures of danger, each a scan of the units.
#include "game/app/music/battle_intensity.h"

#include <algorithm>

namespace hp::app {
namespace {

// The closest enemy-hero gap in play, in the enemy's reaches (at least 1 px of reach).
double gap_reaches(std::span<const sim::Unit> units) {
  double least = std::numeric_limits<double>::infinity();
  for (const sim::Unit& enemy : units) {
    if (enemy.side() != sim::Side::kEnemy || !enemy.in_play()) continue;
    const double reach = std::max(enemy.reach(), 1.0);
    for (const sim::Unit& hero : units) {
      if (hero.side() != sim::Side::kHero || !hero.in_play()) continue;
      const double gap = distance(enemy.position, hero.position) - enemy.radius() - hero.radius();
      least = std::min(least, std::max(gap, 0.0) / reach);
    }
  }
  return least;
}

double wounds(std::span<const sim::Unit> units) {
  double lost = 0.0, total = 0.0;
  for (const sim::Unit& u : units) {
    if (u.side() != sim::Side::kHero || u.arriving || u.spec.hp <= 0) continue;
    total += u.spec.hp;
    lost += u.knocked_out ? u.spec.hp : std::clamp(u.spec.hp - u.hp, 0, u.spec.hp);
  }
  return total > 0 ? lost / total : 0.0;
}

bool last_enemy_standing(std::span<const sim::Unit> units) {
  int standing = 0, down = 0, coming = 0;
  for (const sim::Unit& u : units) {
    if (u.side() != sim::Side::kEnemy) continue;
    standing += u.in_play();
    down += u.knocked_out;
    coming += u.arriving;
  }
  return standing == 1 && down > 0 && coming == 0;
}

bool side_in_play(std::span<const sim::Unit> units, sim::Side side) {
  return std::any_of(units.begin(), units.end(),
                     [side](const sim::Unit& u) { return u.side() == side && u.in_play(); });
}

}  // namespace

IntensityInputs intensity_inputs(std::span<const sim::Unit> units) {
  IntensityInputs inputs;
  inputs.both_sides =
      side_in_play(units, sim::Side::kHero) && side_in_play(units, sim::Side::kEnemy);
  inputs.gap_reaches = gap_reaches(units);
  inputs.wounds = wounds(units);
  inputs.last_enemy = last_enemy_standing(units);
  return inputs;
}

double battle_tension(std::span<const sim::Unit> units) {
  return battle_tension(intensity_inputs(units), default_intensity_shape());
}

}  // namespace hp::app
