// run_attack: drives one attack tick by tick and measures it from the outside, like a referee.
#include "game/sim/attack_report.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace hp::sim {
namespace {

constexpr double kHomeTolerance = 2.0;  // pixels, "back home"

// Watches one attack from the world's public state after every tick.
class AttackObserver {
 public:
  AttackObserver(const World& world, UnitId attacker, UnitId target);

  // Takes in the tick just stepped. Returns true when there is nothing more to watch.
  bool observe(const World& world);
  AttackReport finish(const World& world) const;

 private:
  void measure_clearance(const World& world, const Unit& hero);
  void read_events(const World& world);

  UnitId attacker_;
  UnitId target_;
  Vec2 start_;  // the hero's position before the order
  Vec2 last_position_;
  int ticks_ = 0;
  bool rejected_ = false;
  AttackReport report_;
};

AttackObserver::AttackObserver(const World& world, UnitId attacker, UnitId target)
    : attacker_(attacker), target_(target) {
  // No other unit: no gap to report, so infinity rather than a made-up number.
  report_.min_clearance = std::numeric_limits<double>::infinity();
  const Unit* hero = world.unit(attacker);
  const Unit* enemy = world.unit(target);
  if (hero) start_ = last_position_ = hero->position;
  if (hero && enemy) report_.straight_line = distance(hero->position, enemy->position);
  if (enemy) report_.enemy_hp_before = report_.enemy_hp_after = enemy->hp;
}

bool AttackObserver::observe(const World& world) {
  ++ticks_;
  report_.seconds_total = ticks_ * World::kDt;
  const Unit* hero = world.unit(attacker_);
  if (!hero) return true;
  // Movement on the contact tick counts toward the path; read_events marks arrival after it.
  if (!report_.arrived) report_.path_length += distance(last_position_, hero->position);
  last_position_ = hero->position;
  measure_clearance(world, *hero);
  read_events(world);
  return report_.completed || rejected_;
}

void AttackObserver::measure_clearance(const World& world, const Unit& hero) {
  bool overlapping = false;
  for (const Unit& other : world.units()) {
    if (other.id == attacker_ || other.id == target_ || !other.is_obstacle()) continue;
    const double gap = distance(hero.position, other.position) - hero.radius() - other.radius();
    report_.min_clearance = std::min(report_.min_clearance, gap);
    overlapping = overlapping || gap < 0.0;
  }
  if (overlapping) ++report_.contacts;
}

void AttackObserver::read_events(const World& world) {
  for (const Event& e : world.events()) {
    if (e.type == EventType::kSlam && e.subject == attacker_ && !report_.arrived) {
      report_.arrived = true;
      report_.seconds_to_contact = ticks_ * World::kDt;
    }
    if (e.type == EventType::kActionFinished && e.subject == attacker_) report_.completed = true;
    if (e.type == EventType::kOrderRejected) rejected_ = true;
  }
}

AttackReport AttackObserver::finish(const World& world) const {
  AttackReport report = report_;
  if (const Unit* hero = world.unit(attacker_)) {
    report.returned_home = distance(hero->position, start_) <= kHomeTolerance;
  }
  if (const Unit* enemy = world.unit(target_)) report.enemy_hp_after = enemy->hp;
  return report;
}

}  // namespace

AttackReport run_attack(World& world, UnitId attacker, UnitId target, double limit_seconds) {
  AttackObserver observer(world, attacker, target);
  const long long limit_ticks = std::max(1LL, std::llround(limit_seconds * World::kTicksPerSecond));
  Commands order;
  order.attack = AttackOrder{attacker, target};
  for (long long tick = 0; tick < limit_ticks; ++tick) {
    world.step(tick == 0 ? order : Commands{});
    if (observer.observe(world)) break;
  }
  return observer.finish(world);
}

}  // namespace hp::sim
