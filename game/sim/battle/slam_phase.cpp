// SlamPhase: the only place HP changes; movement of the slammed unit is a planned, clamped tween.
#include "game/sim/battle/slam_phase.h"

#include <algorithm>

#include "game/sim/battle/knockback.h"
#include "game/sim/model/events.h"
#include "game/sim/model/world_setup.h"
#include "game/sim/navigation/static_collision.h"

namespace hp::sim {

void SlamPhase::enter(AttackContext& context) {
  Unit& hero = context.attacker();
  const Unit& enemy = context.target();
  // Away from the hero; if they somehow coincide, the way the hero was going.
  Vec2 direction = normalized(enemy.position - hero.position);
  if (direction == Vec2{}) direction = hero.facing;
  hero.facing = direction;
  // Both stop dead: the knock-back is a tween, not a walk, and must not read as walking.
  hero.velocity = {};
  context.target().velocity = {};
  hit(context, direction);
  plan_knockback(context, direction);
  // The blow lands harder when everything stops for a few frames before the enemy flies.
  context.hit_stop(context.tunables().hit_stop_seconds);
}

void SlamPhase::hit(AttackContext& context, Vec2 direction) {
  const Unit& hero = context.attacker();
  Unit& enemy = context.target();
  // The blow's damage, counted as the HP it takes: a 4-point slam on a unit with 1 HP left
  // takes 1 (the damage totals and the floating number say what was really lost).
  const int lost = std::clamp(hero.spec.attack, 0, enemy.hp);
  enemy.hp -= lost;
  enemy.flash_seconds = context.tunables().flash_seconds;
  const Vec2 contact = hero.position + direction * hero.radius();
  context.emit(Slam{hero.id, enemy.id, lost, contact});
  if (enemy.hp > 0) return;
  enemy.knocked_out = true;
  context.emit(KnockedOut{enemy.id, hero.id, enemy.position});
}

void SlamPhase::plan_knockback(AttackContext& context, Vec2 direction) {
  const Unit& enemy = context.target();
  const AttackTunables& t = context.tunables();
  const double length = t.knockback_tiles * context.setup().tile_width;
  // Every other standing unit blocks the flight, the hero included.
  const std::vector<Obstacle> others = context.neighbours().obstacles_for(enemy.id);
  knockback_from_ = enemy.position;
  // The walls standing now: a door that has opened no longer stops the flight.
  const StaticCollision& walls = context.world().collision();
  knockback_to_ = knockback_end(enemy.position, direction, length, enemy.radius(), others,
                                walls.walls(), walls.width(), walls.height());
  flight_ticks_ = ticks_for(t.knockback_seconds);
  total_ticks_ = flight_ticks_ + ticks_for(t.settle_seconds);
  elapsed_ticks_ = 0;
}

PhaseStatus SlamPhase::update(AttackContext& context) {
  ++elapsed_ticks_;
  if (elapsed_ticks_ <= flight_ticks_) context.target().position = flight_position();
  return elapsed_ticks_ >= total_ticks_ ? PhaseStatus::kDone : PhaseStatus::kRunning;
}

Vec2 SlamPhase::flight_position() const {
  // The last flight tick lands exactly on the planned end, free of rounding in the tween.
  if (elapsed_ticks_ >= flight_ticks_) return knockback_to_;
  const double progress = ease_out(static_cast<double>(elapsed_ticks_) / flight_ticks_);
  return knockback_from_ + (knockback_to_ - knockback_from_) * progress;
}

void SlamPhase::exit(AttackContext& context) {
  Unit& target = context.target();
  target.position = knockback_to_;
  // A hero knocked back by an enemy holds the spot it lands on: that is its home from now on,
  // so it never stands somewhere it will unexpectedly walk away from (Into the Breach's pushes).
  if (target.side() == Side::kHero && context.attacker().side() == Side::kEnemy) {
    target.home = knockback_to_;
  }
}

}  // namespace hp::sim
