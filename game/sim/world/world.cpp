// World: units in a contiguous array, one attack action at a time, a fixed 60 Hz step.
#include "game/sim/world/world.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>

#include "game/sim/battle/attack_action.h"
#include "game/sim/battle/enemy_tactics.h"
#include "game/sim/battle/wounded_flight.h"
#include "game/sim/navigation/route_planner.h"
#include "game/sim/navigation/route_walk.h"
#include "game/sim/navigation/static_collision.h"
#include "game/sim/navigation/unit_mover.h"
#include "game/sim/patrol/patrol_walker.h"
#include "game/sim/world/fnv1a.h"
#include "game/sim/world/make_way.h"
#include "game/sim/world/patrol_state.h"

namespace hp::sim {

namespace {

UnitId mover_unit(const PatrolState& patrol) {
  return patrol.walker.unit();
}
UnitId mover_unit(const MakeWay& aside) {
  return aside.unit();
}

// The corners of the way a patroller walks to its waypoint now, when its route was planned to
// that waypoint; else none (its schedule heads straight there).
std::vector<Vec2> way_to_waypoint(const PatrolState& patrol) {
  const std::optional<Vec2> goal = patrol.walker.goal();
  const RouteFollower& follower = patrol.walk.follower();
  if (!goal || !follower.has_route()) return {};
  if (distance(follower.route().points.back(), *goal) > kPatrolArrival) return {};
  return follower.corners_ahead();
}

Unit make_unit(const UnitSpec& spec, std::uint32_t index) {
  Unit unit;
  unit.id = {index, 0};
  unit.spec = spec;
  unit.position = spec.position;
  unit.previous_position = spec.position;
  unit.home = spec.position;
  unit.hp = std::max(0, spec.hp);
  unit.knocked_out = unit.hp == 0;
  unit.arriving = spec.arrives_on_turn > 1 || spec.arrives_when_entered >= 0;
  unit.arrival_turn = spec.arrives_on_turn > 1 ? spec.arrives_on_turn : 0;
  return unit;
}

bool is_living(const Unit* unit, Side side) {
  return unit != nullptr && unit->in_play() && unit->side() == side;
}

}  // namespace

World::World(WorldSetup setup) : setup_(std::make_shared<const WorldSetup>(std::move(setup))) {
  doors_open_.assign(setup_->doors.size(), 0);
  build_navigation();
  units_.reserve(setup_->units.size());
  turns_.acted.assign(setup_->units.size(), 0);
  turns_.moved.assign(setup_->units.size(), 0);
  for (const UnitSpec& map_spec : setup_->units) {
    // The difficulty's numbers (the rest of it is how the enemies choose: world_intents.cpp).
    UnitSpec spec = map_spec;
    if (spec.side == Side::kEnemy) {
      spec.attack += enemy_attack_bonus(setup_->difficulty);
      spec.hp = enemy_hp(setup_->difficulty, spec.hp);
    }
    units_.push_back(make_unit(spec, static_cast<std::uint32_t>(units_.size())));
    const int route = spec.patrol_route;
    if (route < 0 || route >= static_cast<int>(setup_->routes.size())) continue;
    const Unit& unit = units_.back();
    patrols_.push_back(
        {PatrolWalker(unit.id, setup_->routes[static_cast<std::size_t>(route)], unit.position),
         RouteWalk(), false});
  }
  // A hero placed within an enemy's aggro range has alerted it from the start; no step has
  // happened, so there are no events to report it with.
  alert_enemies();
  events_.clear();
  plan_intents();
}

World::~World() = default;
World::World(World&&) noexcept = default;
World& World::operator=(World&&) noexcept = default;

World::World(const World& other)
    : setup_(other.setup_),
      collision_(other.collision_),
      planner_(other.planner_),
      coarse_planner_(other.coarse_planner_),
      doors_open_(other.doors_open_),
      patrols_(other.patrols_),
      asides_(other.asides_),
      new_asides_(other.new_asides_),
      walking_asides_(other.walking_asides_),
      units_(other.units_),
      events_(other.events_),
      action_(other.action_ ? std::make_unique<AttackAction>(*other.action_) : nullptr),
      move_(other.move_),
      turns_(other.turns_),
      fleeing_(other.fleeing_),
      intents_(other.intents_),
      advances_(other.advances_),
      target_memo_(other.target_memo_),
      planning_(other.planning_),
      end_turn_when_planned_(other.end_turn_when_planned_),
      navigation_builds_(other.navigation_builds_),
      hit_stop_ticks_(other.hit_stop_ticks_),
      tick_(other.tick_) {}

void World::step(const Commands& commands) {
  events_.clear();
  for (Unit& unit : units_) unit.previous_position = unit.position;
  if (hit_stop_ticks_ > 0) {
    // Orders are still heard (an attack is refused as busy); nothing moves or counts down.
    if (commands.end_turn) end_player_turn();
    if (commands.attack) accept(*commands.attack);
    if (commands.move) accept(*commands.move);
    --hit_stop_ticks_;
    ++tick_;
    return;
  }
  if (commands.end_turn) end_player_turn();
  if (commands.attack) accept(*commands.attack);
  if (commands.move) accept(*commands.move);
  if (thinking_now()) {
    // Still, as below: only the enemies' planning goes on (a route search a tick at most).
    think();
    advance_turns();
    ++tick_;
    return;
  }
  if (waiting_for_player()) {
    // Time stands still while the player decides: nothing walks and no timer runs until an
    // order sets things going, so a click always hits what the player sees. A turn in which
    // nobody can act still ends by itself.
    advance_turns();
    ++tick_;
    return;
  }
  if (turns_.outcome != Outcome::kOngoing && has_heroes()) {
    step_decided();
    ++tick_;
    return;
  }
  // Flashes fade before the action runs, so a flash started this tick begins at full length.
  for (Unit& unit : units_) unit.flash_seconds = std::max(0.0, unit.flash_seconds - kDt);
  flee_attacker();
  walk_patrols();
  walk_asides();
  walk_move();
  if (action_ && action_->update(*this)) finish_action();
  // An enemy alerted on the player's turn may now attack or advance: planned again once the
  // order under way is over.
  if (alert_enemies()) replan_intents();
  settle_idle_units();
  advance_turns();
  ++tick_;
}

bool World::has_heroes() const {
  return std::any_of(units_.begin(), units_.end(),
                     [](const Unit& u) { return u.side() == Side::kHero; });
}

void World::step_decided() {
  for (Unit& unit : units_) unit.flash_seconds = std::max(0.0, unit.flash_seconds - kDt);
  walk_asides();  // those stepping aside for the deciding action are part of it
  walk_move();
  if (action_ && action_->update(*this)) finish_action();
  settle_idle_units();
  for (const PatrolState& patrol : patrols_) {  // patrollers stand (settle counts them walking)
    Unit& unit = units_[patrol.walker.unit().index];
    if (!action_ || !action_->holds(unit.id)) unit.velocity = {};
  }
}

bool World::can_order(UnitId hero) const {
  return check_orders_now() == OrdersNow::kYes && !busy() && is_living(unit(hero), Side::kHero) &&
         !turns_.has_acted(hero.index);
}

OrdersNow World::check_orders_now() const {
  if (turns_.outcome != Outcome::kOngoing) return OrdersNow::kBattleOver;
  if (turns_.side != TurnSide::kPlayer) return OrdersNow::kEnemiesTurn;
  return OrdersNow::kYes;
}

AttackCheck World::check_attack(UnitId hero, UnitId target) const {
  if (check_orders_now() != OrdersNow::kYes || busy()) return AttackCheck::kNotNow;
  if (!is_living(unit(hero), Side::kHero)) return AttackCheck::kNoHero;
  if (turns_.has_acted(hero.index)) return AttackCheck::kAlreadyAttacked;
  if (!is_living(unit(target), Side::kEnemy)) return AttackCheck::kNoEnemy;
  return AttackCheck::kOk;
}

void World::accept(const AttackOrder& order) {
  if (check_attack(order.attacker, order.target) != AttackCheck::kOk) {
    emit(OrderRejected{order.attacker, order.target, {}});
    return;
  }
  action_ = std::make_unique<AttackAction>(order.attacker, order.target);
  action_->start(*this);
}

namespace {
constexpr double kMoveSpotMargin = 1.0;  // px a Move spot keeps from walls and other units
}  // namespace

bool World::can_move(UnitId hero) const {
  return check_orders_now() == OrdersNow::kYes && !busy() && is_living(unit(hero), Side::kHero) &&
         !turns_.has_moved(hero.index);
}

MoveCheck World::check_move(UnitId hero, Vec2 to) const {
  const Unit* h = unit(hero);
  if (check_orders_now() != OrdersNow::kYes || busy() || !is_living(h, Side::kHero)) {
    return MoveCheck::kNotNow;
  }
  if (turns_.has_moved(hero.index)) return MoveCheck::kAlreadyMoved;
  if (const MoveCheck spot = check_move_spot(hero, to); spot != MoveCheck::kOk) return spot;
  const Route route = move_route(hero, to);
  if (!route.found) return MoveCheck::kNoWay;
  if (route.length > h->reach()) return MoveCheck::kTooFar;
  return MoveCheck::kOk;
}

MoveCheck World::check_move_spot(UnitId hero, Vec2 to) const {
  const Unit* h = unit(hero);
  if (!h || !h->in_play()) return MoveCheck::kNotNow;
  return move_spot_room(hero, to) < 0.0 ? MoveCheck::kNoRoom : MoveCheck::kOk;
}

double World::move_spot_room(UnitId hero, Vec2 to) const {
  const Unit* h = unit(hero);
  const bool on_map = std::isfinite(to.x) && std::isfinite(to.y) && to.x >= 0 && to.y >= 0 &&
                      to.x <= setup_->width && to.y <= setup_->height;
  if (!h || !on_map) return -std::numeric_limits<double>::infinity();
  double room = collision_->gap(to, h->radius()) - kMoveSpotMargin;
  for (const Unit& other : units_) {
    if (other.id == hero || !other.is_obstacle()) continue;
    room = std::min(
        room, distance(to, other.position) - (h->radius() + other.radius() + kMoveSpotMargin));
  }
  return room;
}

Route World::move_route(UnitId hero, Vec2 to) const {
  const Unit* h = unit(hero);
  if (!h) return {};
  RouteRequest request;
  request.start = h->position;
  request.radius = h->radius();
  request.goal = to;
  // A click checks its Move thrice in one frame (the scene, the turn history, the world): the
  // planner's memo of plans (PlanMemo) answers all but the first.
  return plan_with_margins(*planner_, request, WalkTunables{});
}

double World::move_margin() {
  return WalkTunables{}.margin;
}

double World::move_tight_margin() {
  return WalkTunables{}.tight_margin;
}

void World::accept(const MoveOrder& order) {
  if (check_move(order.hero, order.to) != MoveCheck::kOk) {
    emit(OrderRejected{order.hero, {}, order.to});
    return;
  }
  move_.emplace(order.hero, order.to);
  emit(MoveStarted{order.hero, order.to});
}

void World::walk_move() {
  if (!move_) return;
  const UnitMove::Status status = move_->step(*this);
  if (status == UnitMove::Status::kWalking) return;
  if (Unit* hero = unit_mut(move_->unit()); hero && hero->in_play()) {
    hero->home = hero->position;
    hero->velocity = {};
    if (status == UnitMove::Status::kArrived) {
      if (hero->side() == Side::kHero) turns_.moved[hero->id.index] = 1;
      emit(Moved{hero->id, hero->position});
    } else {
      const AbandonReason reason =
          status == UnitMove::Status::kNoPath ? AbandonReason::kNoPath : AbandonReason::kStuck;
      emit(OrderAbandoned{hero->id, {}, hero->position, reason});
    }
  }
  move_.reset();
  replan_intents();  // the player sees what the move changed
}

void World::walk_patrols() {
  for (PatrolState& patrol : patrols_) {
    Unit& unit = units_[patrol.walker.unit().index];
    if (!unit.in_play()) continue;
    if ((action_ && action_->holds(unit.id)) || unit.id == fleeing_) {
      patrol.held = true;
      continue;
    }
    if (patrol.held) {
      // Knocked off the route: back onto it from the nearest waypoint, on a fresh plan.
      patrol.walker.resume_from_nearest(unit.position);
      patrol.walk = RouteWalk();
      patrol.held = false;
    }
    if (const std::optional<Vec2> goal = patrol.walker.goal()) {
      // A walk that cannot get on (no route, stuck) starts afresh next tick rather than freezing.
      if (patrol.walk.step(*this, unit.id, {*goal, 0.0, {}}) != WalkStatus::kWalking) {
        patrol.walk = RouteWalk();
      }
    } else {
      unit.velocity = {};
    }
    patrol.walker.update(unit.position, kDt);
  }
}

void World::leave_route(Unit& unit) {
  const auto walks = [&](const PatrolState& patrol) { return patrol.walker.unit() == unit.id; };
  if (std::erase_if(patrols_, walks) > 0) unit.home = unit.position;
}

// A wounded enemy that a hero is coming for runs (and stops running once the hero has it).
void World::flee_attacker() {
  const UnitId was_fleeing = fleeing_;
  fleeing_ = {};
  if (!action_ || action_->phase() != AttackPhaseKind::kApproach) return;
  const Unit* hero = unit(action_->attacker());
  Unit* enemy = unit_mut(action_->target());
  if (!hero || !enemy || hero->side() != Side::kHero || !runs_when_threatened(*enemy)) return;
  fleeing_ = enemy->id;
  if (was_fleeing != enemy->id) emit(Flees{enemy->id, hero->id, enemy->position});
  flee_one_tick(*this, *enemy, *hero);
}

bool World::make_way(UnitId blocker, std::span<const Vec2> route, double clearance) {
  const Unit* unit = this->unit(blocker);
  if (!unit || !unit->is_obstacle() || (action_ && action_->holds(blocker))) return false;
  if (move_ && move_->unit() == blocker) return false;
  for (const PatrolState& patrol : patrols_) {
    if (patrol.walker.unit() == blocker) return false;  // walking its route: it will pass
  }
  for (const std::vector<MakeWay>* asides : {&asides_, &new_asides_}) {
    for (const MakeWay& aside : *asides) {
      if (aside.unit() == blocker) return false;  // already on its way
    }
  }
  const std::optional<Vec2> spot = spot_off_route(*this, *unit, route, clearance);
  if (!spot) return false;
  (walking_asides_ ? new_asides_ : asides_).emplace_back(blocker, *spot);
  return true;
}

void World::blocked_by(const Blockage& blockage) {
  const Unit* walker = unit(blockage.walker);
  for (const Blocker& blocker : blockage.blockers) {
    const Unit* other = unit(blocker.unit);
    if (!walker || !other || other->side() != walker->side()) continue;  // enemies do not oblige
    make_way(blocker.unit, blockage.route, blocker.clearance);
  }
}

void World::settle_idle_units() {
  const auto driven = [&](const Unit& unit) {
    if (unit.id == fleeing_ || (action_ && action_->holds(unit.id))) return true;
    if (move_ && move_->unit() == unit.id) return true;
    const auto walks = [&](const auto& mover) { return mover_unit(mover) == unit.id; };
    return std::any_of(patrols_.begin(), patrols_.end(), walks) ||
           std::any_of(asides_.begin(), asides_.end(), walks);
  };
  for (Unit& unit : units_) {
    if (!driven(unit)) unit.velocity = {};
  }
}

void World::walk_asides() {
  const bool way_needed = acting();  // not the planning after it: the walk home is part of it
  walking_asides_ = true;
  std::erase_if(asides_, [&](MakeWay& aside) { return aside.step(*this, way_needed); });
  walking_asides_ = false;
  for (MakeWay& aside : new_asides_) asides_.push_back(std::move(aside));
  new_asides_.clear();
}

const Unit* World::unit(UnitId id) const {
  if (!id.valid() || id.index >= units_.size()) return nullptr;
  const Unit& candidate = units_[id.index];
  return candidate.id == id ? &candidate : nullptr;
}

Unit* World::unit_mut(UnitId id) {
  return const_cast<Unit*>(std::as_const(*this).unit(id));
}

std::optional<UnitId> World::find(std::string_view name) const {
  for (const Unit& unit : units_) {
    if (unit.name() == name) return unit.id;
  }
  return std::nullopt;
}

std::optional<UnitId> World::intent(UnitId enemy) const {
  const Unit* u = unit(enemy);
  if (!u || !u->in_play() || enemy.index >= intents_.size()) return std::nullopt;
  const UnitId hero = intents_[enemy.index];
  if (!hero.valid()) return std::nullopt;
  return hero;
}

std::span<const Vec2> World::advance_path(UnitId enemy) const {
  const Unit* u = unit(enemy);
  if (!u || !u->in_play() || enemy.index >= advances_.size()) return {};
  return advances_[enemy.index];
}

std::optional<Vec2> World::advance(UnitId enemy) const {
  const std::span<const Vec2> path = advance_path(enemy);
  if (path.empty()) return std::nullopt;
  return path.back();
}

bool World::patrols(const Unit& unit) const {
  return unit.spec.patrol_route >= 0 &&
         unit.spec.patrol_route < static_cast<int>(setup_->routes.size()) && !unit.hunts();
}

std::optional<World::PatrolProgress> World::patrol_progress(UnitId id) const {
  const Unit* u = unit(id);
  if (!u) return std::nullopt;
  for (const PatrolState& patrol : patrols_) {
    if (patrol.walker.unit() != id) continue;
    return PatrolProgress{u->spec.patrol_route, patrol.walker.waypoint(), patrol.walker.waiting()};
  }
  return std::nullopt;
}

std::optional<PatrolSchedule> World::schedule_of(UnitId id) const {
  const Unit* u = unit(id);
  if (!u || !u->in_play() || id == fleeing_ || (action_ && action_->holds(id))) return std::nullopt;
  for (const PatrolState& patrol : patrols_) {
    if (patrol.walker.unit() != id) continue;
    if (patrol.held) return std::nullopt;  // knocked off its route: it picks it up next tick
    // Its next leg searched over ticks, it stands where the schedule has it walk: a meeting timed
    // on it would go stale at once (and be searched again every tick).
    if (patrol.walk.searching()) return std::nullopt;
    return patrol.walker.schedule(u->position, u->spec.speed, way_to_waypoint(patrol));
  }
  return std::nullopt;
}

bool World::waiting_for_player() const {
  return turns_.side == TurnSide::kPlayer && turns_.outcome == Outcome::kOngoing && !busy() &&
         asides_.empty();
}

bool World::busy() const {
  return action_ != nullptr || move_.has_value() || planning_.has_value();
}

bool World::thinking_now() const {
  return waiting_on_plans() && turns_.side == TurnSide::kPlayer &&
         turns_.outcome == Outcome::kOngoing && asides_.empty() && hit_stop_ticks_ == 0;
}

std::optional<UnitId> World::acting_unit() const {
  if (move_) return move_->unit();
  if (!action_) return std::nullopt;
  return action_->attacker();
}

std::uint64_t World::state_hash() const {
  return hash_state(true);
}

std::uint64_t World::standing_hash() const {
  return hash_state(false);
}

// The clock's two fields are added where they always were, so the hashes recorded before
// standing_hash() hold.
std::uint64_t World::hash_state(bool with_clock) const {
  Fnv1a hash;
  if (with_clock) hash.add(tick_);
  for (const Unit& unit : units_) {
    hash.add(unit.position.x);
    hash.add(unit.position.y);
    hash.add(static_cast<std::uint64_t>(static_cast<std::int64_t>(unit.hp)));
    hash.add(static_cast<std::uint64_t>(unit.knocked_out));
    // Only enemies with an aggro range have an alert state, so the hashes recorded before it hold.
    if (unit.spec.aggro_range > 0) hash.add(static_cast<std::uint64_t>(unit.alerted ? 2 : 1));
  }
  hash.add(static_cast<std::uint64_t>(action_ ? action_->phase() : AttackPhaseKind{}));
  hash.add(static_cast<std::uint64_t>(turns_.turn));
  hash.add(static_cast<std::uint64_t>(turns_.side));
  hash.add(static_cast<std::uint64_t>(turns_.outcome));
  for (const std::uint8_t acted : turns_.acted) hash.add(static_cast<std::uint64_t>(acted));
  if (with_clock) hash.add(static_cast<std::uint64_t>(hit_stop_ticks_));
  // Moves count only when there are any, so the hashes recorded before Move orders still hold.
  for (std::size_t i = 0; i < turns_.moved.size(); ++i) {
    if (turns_.moved[i]) hash.add(static_cast<std::uint64_t>(0x4d6f7665u + i));
  }
  if (move_) hash.add(static_cast<std::uint64_t>(0x4d6f76696e67ull + move_->unit().index));
  for (std::size_t i = 0; i < doors_open_.size(); ++i) {
    if (doors_open_[i]) hash.add(static_cast<std::uint64_t>(0x446f6f72ull + i));
  }
  // Reinforcements count only on maps that have them, for the same reason.
  for (const Unit& unit : units_) {
    if (unit.arriving) hash.add(static_cast<std::uint64_t>(0x41727269ull + unit.arrival_turn));
  }
  return hash.value();
}

}  // namespace hp::sim
