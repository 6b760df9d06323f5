// BattleIntensity: three measures of danger summed with weights, then an asymmetric smoother.
#include "game/app/music/battle_intensity.h"

#include <algorithm>
#include <cmath>

namespace hp::app {
namespace {

// How much each measure adds; closeness alone can bring in every stem but the top one.
constexpr double kCloseWeight = 0.7;
constexpr double kWoundWeight = 0.5;
constexpr double kLastEnemyWeight = 0.3;

// 1 when some enemy can reach a hero this turn, falling to 0 at three of its reaches.
double closeness(std::span<const sim::Unit> units) {
  double most = 0.0;
  for (const sim::Unit& enemy : units) {
    if (enemy.side() != sim::Side::kEnemy || !enemy.in_play()) continue;
    const double reach = std::max(enemy.reach(), 1.0);
    for (const sim::Unit& hero : units) {
      if (hero.side() != sim::Side::kHero || !hero.in_play()) continue;
      const double gap = distance(enemy.position, hero.position) - enemy.radius() - hero.radius();
      most = std::max(most, std::clamp(1.5 - 0.5 * gap / reach, 0.0, 1.0));
    }
  }
  return most;
}

// The heroes' share of hit points lost; those still to arrive do not count.
double wounds(std::span<const sim::Unit> units) {
  double lost = 0.0, total = 0.0;
  for (const sim::Unit& u : units) {
    if (u.side() != sim::Side::kHero || u.arriving || u.spec.hp <= 0) continue;
    total += u.spec.hp;
    lost += u.knocked_out ? u.spec.hp : std::clamp(u.spec.hp - u.hp, 0, u.spec.hp);
  }
  return total > 0 ? lost / total : 0.0;
}

// One enemy in play, others already knocked out and none still to come.
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

double battle_tension(std::span<const sim::Unit> units) {
  if (!side_in_play(units, sim::Side::kHero) || !side_in_play(units, sim::Side::kEnemy)) return 0.0;
  const double tension = kCloseWeight * closeness(units) + kWoundWeight * wounds(units) +
                         (last_enemy_standing(units) ? kLastEnemyWeight : 0.0);
  return std::clamp(tension, 0.0, 1.0);
}

double BattleIntensity::update(std::span<const sim::Unit> units, double dt) {
  return follow(battle_tension(units), dt);
}

double BattleIntensity::follow(double tension, double dt) {
  const double target = std::clamp(tension, 0.0, 1.0);
  const double seconds = target > value_ ? kRiseSeconds : kFallSeconds;
  value_ += (target - value_) * (1.0 - std::exp(-std::max(dt, 0.0) / seconds));
  return value_;
}

}  // namespace hp::app
