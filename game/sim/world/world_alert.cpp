// World's alerts: an enemy with an aggro range notices the heroes when a living hero comes within
// it (centre to centre, checked every tick in any phase, so a hero walking past counts) or slams
// it, and from then on hunts: it attacks within its reach and otherwise advances, off any route.
#include <limits>
#include <span>

#include "game/sim/world/world.h"

namespace hp::sim {
namespace {

// The living hero on the field nearest `enemy` within its aggro range (ties to the first on the
// map); invalid when there is none.
UnitId hero_in_range(std::span<const Unit> units, const Unit& enemy) {
  UnitId nearest;
  double best = std::numeric_limits<double>::infinity();
  for (const Unit& hero : units) {
    if (hero.side() != Side::kHero || !hero.in_play()) continue;
    const double d = distance(hero.position, enemy.position);
    if (d <= enemy.spec.aggro_range && d < best) {
      nearest = hero.id;
      best = d;
    }
  }
  return nearest;
}

}  // namespace

bool World::alert_enemies() {
  bool any = false;
  for (Unit& enemy : units_) {
    if (enemy.side() != Side::kEnemy || !enemy.in_play() || !enemy.unalerted()) continue;
    if (const UnitId near = hero_in_range(units_, enemy); near.valid()) {
      alert(enemy, near, AlertCause::kCameNear);
      any = true;
    } else if (const UnitId slammer = hero_slamming(enemy.id); slammer.valid()) {
      // A slam from outside the range (a range smaller than the two discs).
      alert(enemy, slammer, AlertCause::kSlammed);
      any = true;
    }
  }
  return any;
}

UnitId World::hero_slamming(UnitId enemy) const {
  for (const Event& e : events_) {
    const Slam* slam = as<Slam>(e);
    const Unit* attacker = slam ? unit(slam->attacker) : nullptr;
    if (slam && slam->target == enemy && attacker && attacker->side() == Side::kHero) {
      return attacker->id;
    }
  }
  return {};
}

void World::alert(Unit& enemy, UnitId by, AlertCause cause) {
  enemy.alerted = true;
  leave_route(enemy);
  emit(Alerted{enemy.id, by, enemy.position, cause});
}

}  // namespace hp::sim
