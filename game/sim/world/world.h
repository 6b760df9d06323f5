// World: the whole simulation state and its fixed 60 Hz step. No SDL, no wall clock.
#pragma once

#include <algorithm>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include "game/sim/battle/battlefield.h"
#include "game/sim/battle/joint_targets.h"
#include "game/sim/model/commands.h"
#include "game/sim/model/events.h"
#include "game/sim/model/tick.h"
#include "game/sim/model/turn_state.h"
#include "game/sim/model/unit.h"
#include "game/sim/model/world_setup.h"
#include "game/sim/world/target_memo.h"
#include "game/sim/world/unit_move.h"
#include "game/sim/world/world_planners.h"

namespace hp::sim {

class AttackAction;
class PatrolWalker;
class RouteWalk;
class RoutePlanner;
class StaticCollision;
struct PatrolState;
class MakeWay;

// Why an attack order cannot be given (World::check_attack), or kOk.
enum class AttackCheck {
  kOk,
  kNotNow,           // not the player's turn, the battle is decided, or something plays out
  kNoHero,           // the attacker is not a living hero
  kAlreadyAttacked,  // this hero has attacked this turn (it may still move)
  kNoEnemy,          // the target is not a living enemy on the field
};

// Whether the player may give orders at all now (World::check_orders_now), or why not.
enum class OrdersNow {
  kYes,
  kBattleOver,   // the battle is decided
  kEnemiesTurn,  // the enemies' turn plays
};

// The areas below see it through Battlefield (battle) and WalkView (navigation).
class World final : public Battlefield {
 public:
  static constexpr int kTicksPerSecond = sim::kTicksPerSecond;
  static constexpr double kDt = kTickSeconds;  // seconds per tick

  explicit World(WorldSetup setup);
  ~World();
  World(World&&) noexcept;
  World& operator=(World&&) noexcept;
  // A copy shares the map (setup, collision, planner: never changed after construction) and
  // copies the battle: units, patrols, turns and any action under way. Stepping the copy leaves
  // this world as it was, which is how an order's outcome is forecast (attack_forecast.h).
  World(const World& other);
  World& operator=(const World&) = delete;

  // Advances one tick: applies commands, runs the action in progress, moves the turns on (the
  // enemies' attacks play by themselves), records events.
  void step(const Commands& commands);

  std::span<const Unit> units() const override { return units_; }
  const Unit* unit(UnitId id) const;
  std::optional<UnitId> find(std::string_view name) const;
  const WorldSetup& setup() const override { return *setup_; }
  // The map's walls and edges, indexed for movement and planning.
  const StaticCollision& collision() const override { return *collision_; }
  // Plans routes on a grid of an eighth of a tile.
  const RoutePlanner& planner() const override { return *planner_; }
  const RoutePlanner& coarse_planner() const override { return *coarse_planner_; }

  // Planners for a copy played on another thread (world_planners.h): own_planners() makes a set
  // like the world's, over the collision it has now (its doors as they stand), which the caller
  // may keep for later copies while fits() holds; use_planners() hands a fitting set over. The
  // routes are the same on any set (a planner's scratch never changes a plan).
  WorldPlanners own_planners() const;
  bool fits(const WorldPlanners& planners) const { return planners.collision == collision_; }
  void use_planners(const WorldPlanners& planners);
  // Takes plans made over this world's walls into its planners' memos (PlanMemo), so an order
  // a forecast played plans nothing again; plans made over other walls are left. Const as
  // plan() is: a memo changes what a plan costs, never what it finds.
  void learn_plans(const PlansMade& plans) const;
  // The attack playing now, if any (for the debug overlay: its route and goal).
  const AttackAction* action() const { return action_.get(); }

  // Where a patrolling unit is on its route (the F2 overlay): the route's index in
  // setup().routes, the waypoint it walks to or waits at, and whether it waits. nullopt for a
  // unit that stands guard.
  struct PatrolProgress {
    int route = -1;
    int waypoint = 0;
    bool waiting = false;
  };
  std::optional<PatrolProgress> patrol_progress(UnitId id) const;
  // The walk ahead of a patrolling unit on its route (what a hero intercepting it aims at).
  std::optional<PatrolSchedule> schedule_of(UnitId id) const override;

  // Events produced by the last step().
  std::span<const Event> events() const { return events_; }
  // Whether an attack or a hero's move is playing, or the enemies are still planning their
  // intents (planning_intents): new orders are rejected meanwhile (the scene queues them).
  bool busy() const;
  // Whether the enemies are still planning their intents after something changed on the
  // player's turn. The plans are spread over ticks, a slice of route search a tick (think()),
  // so that no frame carries them all; meanwhile the world stands still, intent() and advance()
  // still give the plans from before, and an end of the turn waits for them. The plans come out
  // as planning them all at once would make them: nothing they read moves in between.
  bool planning_intents() const { return planning_.has_value(); }
  // Whether the world waits on that planning alone, no order playing out (clicks and an end of
  // the turn given then are kept for when it is done).
  bool waiting_on_plans() const { return planning_.has_value() && !acting(); }
  // Whether an attack or a Move plays (busy() without the planning).
  bool acting() const { return action_ != nullptr || move_.has_value(); }
  // The player's turn with nothing playing out (no attack, no ally walking back from stepping
  // aside): the world stands still, patrols and timers included, until an order comes.
  bool waiting_for_player() const;
  // The unit acting now, if any.
  std::optional<UnitId> acting_unit() const;
  // Whose turn it is, who has acted, and whether the battle is won or lost.
  const TurnState& turns() const { return turns_; }
  // The hero this enemy will attack on its coming turn, as things stand: what the player is shown
  // and what the enemies' turn carries out (pick_target, or the joint choice on Normal and Hard;
  // planned again at the start of the player's turn and after every action, over the ticks of
  // planning_intents(), until which it is the plan from before). nullopt: it can reach no hero,
  // or it is down.
  std::optional<UnitId> intent(UnitId enemy) const;
  // Where this enemy will walk on its coming turn when no hero is within its reach
  // (Unit::reach): this far along its route toward the nearest hero it can get to,
  // where it then stands. nullopt when it will attack (intent), or patrols, or can reach nobody.
  std::optional<Vec2> advance(UnitId enemy) const;
  // The way it will walk there (from where it stands to the stop); empty with no advance.
  std::span<const Vec2> advance_path(UnitId enemy) const;
  // Whether an attack order by this hero would be accepted now: the player's turn, the battle
  // on, no attack playing, a living hero that has not attacked this turn.
  bool can_order(UnitId hero) const;
  // Whether it is the player's turn in a battle still on (kYes), or why not; check_attack and
  // check_move say kNotNow in either case, and while an action plays out.
  OrdersNow check_orders_now() const;
  // Whether this hero's attack on this target would be accepted now (kOk), or why not: the
  // rule the scene shows, and the one World::step applies to an AttackOrder.
  AttackCheck check_attack(UnitId hero, UnitId target) const;
  // Whether a Move order for this hero would be taken now, to this spot (kOk), or why not: a
  // hero moves once a turn, before or after its attack, to open ground a route of at most its
  // reach (Unit::reach) gets to.
  MoveCheck check_move(UnitId hero, Vec2 to) const;
  // check_move's test of the spot alone: on the map, clear of walls and of other standing units
  // (kOk or kNoRoom; kNotNow for no living hero).
  MoveCheck check_move_spot(UnitId hero, Vec2 to) const;
  // How much room the spot has beyond what a Move needs, pixels: negative where check_move_spot
  // says kNoRoom (-infinity off the map); about how far the spot is from the nearest refused one.
  double move_spot_room(UnitId hero, Vec2 to) const;
  // The route check_move measures (Route::found false: no way there); no route for no unit.
  Route move_route(UnitId hero, Vec2 to) const;
  // The clearance a Move's route keeps from walls where it can (the walk's margin), pixels.
  static double move_margin();
  // The least it keeps where that leaves no way (the walk's tight margin), pixels.
  static double move_tight_margin();
  // Whether this hero may still move this turn (the player's turn, nothing playing out).
  bool can_move(UnitId hero) const;
  // The Move order under way, if any (the view draws where it goes).
  const UnitMove* move() const { return move_ ? &*move_ : nullptr; }
  std::uint64_t tick() const { return tick_; }
  // A hash of every unit's position, HP and state, for determinism tests.
  std::uint64_t state_hash() const;
  // The same without the clock (the tick and the hit-stop): it holds while the player decides,
  // when the world stands still but its tick still counts, so what is worked out from the world
  // as it stands (a hero's reach) is kept until an order changes something.
  std::uint64_t standing_hash() const;

  // Hot reload: carries `old`'s battle over into this freshly made world when the units still
  // match (the same names on the same sides, in any order): the turn, whose side it is, who
  // has acted, the damage totals, each unit's HP and whether an enemy is alerted (aggro_range),
  // and where each unit stands, with its home and whether it has moved, unless the designer
  // moved it in the map (then it stands on its new spot, free to move). An attack under way is
  // dropped, its attacker back home (an enemy turn starts its pause again); a kept place a new
  // wall covers becomes the nearest free spot. Returns false, changing nothing, when the units
  // differ.
  bool resume_from(const World& old);

  // Asks an idle unit (not acting, not patrolling, standing) that blocks `route` to step at
  // least `clearance` away from it until the action is over, then walk back home. Returns
  // whether it will (false: busy, or nowhere to go).
  bool make_way(UnitId blocker, std::span<const Vec2> route, double clearance);

  // A living hero standing in a Goal it counts for, and which Goal (the first found). The battle
  // is won by it once nothing plays out: a walk only passes through, the goal is reached where a
  // move or an attack leaves the hero.
  struct GoalReached {
    std::size_t goal = 0;  // index into setup().objectives.goals
    UnitId hero;
  };
  std::optional<GoalReached> goal_reached() const;

  // Whether each of setup().doors has opened (by index).
  bool door_open(std::size_t door) const { return door < doors_open_.size() && doors_open_[door]; }

  // Mutable access for the areas below, through Battlefield (not for the view).
  Unit* unit_mut(UnitId id) override;
  std::vector<Unit>& units_mut() { return units_; }
  void emit(const Event& e) override { events_.push_back(e); }
  // Freezes every unit, the action and the turn's timers for the next `ticks` steps (commands
  // are still taken): the hit-stop that makes a slam land.
  void hit_stop(int ticks) override { hit_stop_ticks_ = std::max(hit_stop_ticks_, ticks); }
  // Whether the battle is frozen in a hit-stop (the view keeps its effects running).
  bool in_hit_stop() const { return hit_stop_ticks_ > 0; }

 private:
  std::uint64_t hash_state(bool with_clock) const;  // state_hash, standing_hash
  // Starts the ordered attack, or emits kOrderRejected (not the player's turn, busy, a hero
  // that has attacked this turn, or not a living hero and enemy).
  void accept(const AttackOrder& order);
  // Starts the hero's walk to the spot (kMoveStarted), or emits kOrderRejected (check_move).
  void accept(const MoveOrder& order);
  // Walks the moving hero one tick; on arrival the spot is its home (kMoved, the move spent), on
  // giving up it stays where it stands (kOrderAbandoned with the reason; the move kept).
  void walk_move();
  // world_turns.cpp: the end of an action, the end of the player's turn, the enemies' turn
  // (one attack at a time, with pauses), and victory or defeat.
  void finish_action();
  void end_player_turn();
  void advance_turns();
  void start_enemy_attack();
  bool decide_outcome();
  bool decide_turn_outcome();
  bool end_battle(OutcomeReason reason);
  // Reinforcements (UnitSpec::arrives_on_turn, arrives_when_entered).
  void watch_arrival_areas();
  void bring_arrivals();
  void announce_arrivals();
  Vec2 free_spot_near(Vec2 wanted, double radius) const;
  // world_resume.cpp: kept places a new wall covers moved to the nearest free spot.
  void clear_walls_of_kept_units();
  // world_doors.cpp: the collision and the planners for the walls standing now (the doors not
  // open yet), and the doors whose condition came true opening.
  void build_navigation();
  void watch_doors();
  bool door_due(const Door& door) const;
  // A tick once the battle is decided: the world stands still behind the result (patrols, the
  // fleeing, reinforcements, doors), and only the action that decided it plays to its end (the
  // knock-back lands, the attacker walks home), so the last blow is seen whole.
  void step_decided();
  // Whether any hero takes part (standing, down or still to arrive). A world without one is a
  // scene to watch, not a battle (the steering and patrol scenarios, benchmarks): it is decided
  // at once, yet runs on, walking.
  bool has_heroes() const;
  // Walks every patrolling enemy one tick (those the action holds, or fleeing, wait).
  void walk_patrols();
  // Runs a wounded enemy away from the hero approaching it (wounded_flight.h).
  void flee_attacker();
  // Moves units that are stepping aside, and back home when the action is over.
  void walk_asides();
  // A unit nothing moved this tick stands: its velocity is zero. Without this a walk's last
  // stride stayed in `velocity`, so the unit counted as walking for others' plans and its own
  // next walk started from a heading it did not have (and could walk away backwards).
  void settle_idle_units();
  // Every living enemy's intent (an attack within its reach) or advance, by unit index, at once
  // (the world's making and resuming; the enemies' turn never re-plans them all).
  void plan_intents();
  // On the player's turn: the intents are planned again over the coming ticks (think()), from
  // the first enemy; on the enemies' turn nothing (the player's next turn plans them).
  void replan_intents();
  // One still tick of the planning: the enemies whose choices are kept cost nothing; the plans
  // that are due are carried on, planner().tick_expansions() grid cells' search a tick (a search
  // cut short goes on at the next; TargetMemo). With none due the intents are set (plan_intents,
  // every choice kept by now) and an end of the turn asked for meanwhile comes.
  void think();
  // Whether this tick is one of think(): the player's turn, the battle on, nothing playing out.
  bool thinking_now() const;
  // What `enemy` will do as things stand, choosing alone (Story; and an enemy whose hero went
  // down before its turn): the hero it attacks, or where it advances to.
  void plan_intent(const Unit& enemy, UnitId& attacks, std::vector<Vec2>& advances);
  // The way `enemy` walks toward the hero of `choice` when it is out of reach: its reach of the
  // route, stopping short of touching (none for a patroller on its route).
  std::vector<Vec2> advance_toward(const Unit& enemy, const TargetChoice& choice) const;
  // world_intents.cpp: Normal and Hard, every enemy's intent chosen together.
  void plan_joint_intents();
  static constexpr int kNoPost = -1;
  static constexpr int kStayPost = -2;
  std::vector<int> guard_posts(const std::vector<const Unit*>& enemies) const;
  std::optional<TargetChoice> advance_aim(const Unit& enemy,
                                          const std::vector<JointHero>& joint_heroes,
                                          const std::vector<const Unit*>& heroes);
  std::vector<Vec2> walk_to_post(const Unit& enemy, const Area& area) const;
  // Whether it walks a patrol route (one that has been alerted has left it to hunt).
  bool patrols(const Unit& unit) const;
  // world_alert.cpp: alerts each unalerted enemy a living hero has come within range of, or
  // slammed this tick (kAlerted). Returns whether any was.
  bool alert_enemies();
  void alert(Unit& enemy, UnitId by, AlertCause cause);
  // The hero whose slam hit `enemy` this tick, if any (invalid: none).
  UnitId hero_slamming(UnitId enemy) const;
  // An alerted patroller stops walking its route and stands guard where it is (its new home).
  void leave_route(Unit& unit);
  // A walk reports the standing units on its route (WalkView): the walker's idle allies among
  // them are asked to make way; enemies do not oblige.
  void blocked_by(const Blockage& blockage) override;

  // Shared by copies: patrol walkers point into setup_->routes, so it must outlive them all.
  std::shared_ptr<const WorldSetup> setup_;
  std::shared_ptr<const StaticCollision> collision_;
  std::shared_ptr<const RoutePlanner> planner_;
  std::shared_ptr<const RoutePlanner> coarse_planner_;
  // By index into setup_->doors. Opening one makes a new collision and planners; copies made
  // before keep theirs (they are shared, never changed).
  std::vector<std::uint8_t> doors_open_;
  std::vector<PatrolState> patrols_;
  std::vector<MakeWay> asides_;
  // Asides asked for while asides_ is being walked (a walking aside may find allies in its own
  // way): added after the walk, since adding to asides_ then would move the one walking.
  std::vector<MakeWay> new_asides_;
  bool walking_asides_ = false;
  std::vector<Unit> units_;
  std::vector<Event> events_;
  std::unique_ptr<AttackAction> action_;
  std::optional<UnitMove> move_;
  TurnState turns_;
  UnitId fleeing_;               // the enemy running from the approaching hero this tick, if any
  std::vector<UnitId> intents_;  // by unit index: the hero each enemy will attack (invalid: none)
  std::vector<std::vector<Vec2>> advances_;  // by unit index: the way it walks instead (or none)
  TargetMemo target_memo_;                   // the choices behind them, re-planned only when stale
  std::optional<std::size_t> planning_;      // while planning: the unit index think() is at
  bool end_turn_when_planned_ = false;       // the player ended the turn while they planned
  std::uint64_t navigation_builds_ = 0;      // build_navigation's count: which walls stand
  int hit_stop_ticks_ = 0;
  std::uint64_t tick_ = 0;
};

}  // namespace hp::sim
