// run_attack: drives one attack tick by tick and measures it from the outside, like a referee.
#include "game/sim/world/attack_report.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

#include "game/sim/battle/attack_tunables.h"
#include "game/sim/navigation/neighbour_query.h"
#include "game/sim/navigation/route_planner.h"
#include "game/sim/navigation/static_collision.h"

namespace hp::sim {
namespace {

constexpr double kHomeTolerance = 2.0;  // pixels, "back home"
constexpr double kOptimalCell = 2.0;    // pixels: grid of the reference route (finer than play)
constexpr double kRadiansToDegrees = 57.29577951308232;

// The shortest route to touching the enemy around walls and the other units where they stand,
// with the clearance the hero keeps: the yardstick for path_length. 0 when there is none.
double optimal_length(const World& world, const Unit& hero, const Unit& enemy) {
  const std::vector<Obstacle> discs =
      NeighbourQuery(world.units()).obstacles_for(hero.id, enemy.id);
  RouteRequest request;
  request.start = hero.position;
  request.radius = hero.radius();
  request.goal = enemy.position;
  request.goal_reach = hero.radius() + enemy.radius();
  request.discs = discs;
  const Route route = plan_with_margins(RoutePlanner(world.collision(), kOptimalCell), request,
                                        AttackTunables{}.walk);
  if (!route.found) return 0.0;
  // The route ends at the enemy's centre when it can; the walk ends on touching it.
  const double end_gap = distance(route.points.back(), enemy.position);
  return std::max(0.0, route.length - std::max(0.0, request.goal_reach - end_gap));
}

// Heading change between two unit facings, radians (0 when either is zero).
double turn_between(Vec2 a, Vec2 b) {
  if (a == Vec2{} || b == Vec2{}) return 0.0;
  return std::atan2(std::abs(cross(a, b)), dot(a, b));
}

// Watches one attack from the world's public state after every tick.
class AttackObserver {
 public:
  AttackObserver(const World& world, UnitId attacker, UnitId target);

  // Takes in the tick just stepped. Returns true when there is nothing more to watch.
  bool observe(const World& world);
  AttackReport finish(const World& world) const;

 private:
  void measure_clearance(const World& world, const Unit& hero);
  void measure_turn(Vec2 position);
  void read_events(const World& world);

  UnitId attacker_;
  UnitId target_;
  Vec2 start_;  // the hero's position before the order
  Vec2 last_position_;
  Vec2 last_travel_;  // the hero's direction of travel over the previous tick (zero: stood)
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
  if (hero && enemy) report_.optimal_length = optimal_length(world, *hero, *enemy);
  if (enemy) report_.enemy_hp_before = report_.enemy_hp_after = enemy->hp;
}

bool AttackObserver::observe(const World& world) {
  ++ticks_;
  report_.seconds_total = ticks_ * World::kDt;
  const Unit* hero = world.unit(attacker_);
  if (!hero) return true;
  // Movement on the contact tick counts toward the path; read_events marks arrival after it.
  if (!report_.arrived) report_.path_length += distance(last_position_, hero->position);
  measure_turn(hero->position);
  last_position_ = hero->position;
  if (world.collision().gap(hero->position, hero->radius()) < 0.0) ++report_.wall_contacts;
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

// Turn rate between consecutive ticks of walking; a stop (the slam, arriving home) resets it,
// since setting off again in a new direction is not a turn.
void AttackObserver::measure_turn(Vec2 position) {
  constexpr double kStanding = 1e-3;  // px per tick: less is rounding, not walking
  const Vec2 step = position - last_position_;
  const Vec2 travel = step.length() < kStanding ? Vec2{} : normalized(step);
  const double turn = turn_between(last_travel_, travel) * kRadiansToDegrees;
  report_.max_turn_rate = std::max(report_.max_turn_rate, turn * World::kTicksPerSecond);
  last_travel_ = travel;
}

void AttackObserver::read_events(const World& world) {
  for (const Event& event : world.events()) {
    std::visit(
        Overloaded{[&](const Slam& e) {
                     if (e.attacker != attacker_ || report_.arrived) return;
                     report_.arrived = true;
                     report_.seconds_to_contact = ticks_ * World::kDt;
                   },
                   [&](const ActionFinished& e) { report_.completed |= e.attacker == attacker_; },
                   [&](const OrderRejected&) { rejected_ = true; },
                   [&](const NoPath& e) { report_.no_path |= e.attacker == attacker_; },
                   [&](const RouteReplanned& e) { report_.replans += e.walker == attacker_; },
                   [](const auto&) {}},
        event);
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

AttackReport run_attack(World& world, UnitId attacker, UnitId target, double limit_seconds,
                        const TickObserver& on_tick) {
  AttackObserver observer(world, attacker, target);
  const long long limit_ticks = std::max(1LL, std::llround(limit_seconds * World::kTicksPerSecond));
  Commands order;
  order.attack = AttackOrder{attacker, target};
  for (long long tick = 0; tick < limit_ticks; ++tick) {
    world.step(tick == 0 ? order : Commands{});
    if (on_tick) on_tick(world);
    if (observer.observe(world)) break;
  }
  AttackReport report = observer.finish(world);
  // The enemies then plan their intents again, over a few ticks (World::think): the world takes
  // the next order once they have, as in the game.
  for (int i = 0; i < 60 * 60 && world.waiting_on_plans(); ++i) world.step({});
  return report;
}

}  // namespace hp::sim
