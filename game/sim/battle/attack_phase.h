// The contract every phase of the attack action follows: enter, update each tick, exit.
#pragma once

#include "game/sim/battle/attack_tunables.h"
#include "game/sim/battle/battlefield.h"
#include "game/sim/model/tick.h"  // ticks_for, which every phase counts in
#include "game/sim/model/unit.h"
#include "game/sim/navigation/neighbour_query.h"
#include "game/sim/navigation/route_walk.h"

namespace hp::sim {

// What a phase's update reports to the action.
enum class PhaseStatus {
  kRunning,    // carry on next tick
  kDone,       // the phase reached its goal
  kAbandoned,  // the phase cannot reach its goal (e.g. the approach is blocked)
};

// What a phase may touch: the two units of the action, the neighbour query, the static setup and
// the event list. Built by the action for each tick; phases keep only their own progress.
//
// Each phase type provides:
//   void enter(AttackContext&);          once, on the tick the phase begins
//   PhaseStatus update(AttackContext&);  every tick from then on (the first phase's first
//                                        update runs on the order's tick)
//   void exit(AttackContext&);           once, on the tick it ends
class AttackContext {
 public:
  AttackContext(Battlefield& world, UnitId attacker, UnitId target, const AttackTunables& tunables)
      : world_(world), attacker_(attacker), target_(target), tunables_(tunables) {}

  Unit& attacker() const;
  Unit& target() const;
  // The other units, as discs to walk around.
  NeighbourQuery neighbours() const;
  const WorldSetup& setup() const;
  // The world as the battle sees it (and as the phases' route walks see it).
  Battlefield& world() const { return world_; }
  const AttackTunables& tunables() const { return tunables_; }
  void emit(const Event& event) const;
  // Freezes the whole battle for `seconds` from the next tick (the slam's hit-stop).
  void hit_stop(double seconds) const;

 private:
  Battlefield& world_;
  UnitId attacker_;
  UnitId target_;
  const AttackTunables& tunables_;
};

// One tick of the hero's walk, emitting kRouteReplanned when it planned again.
WalkStatus step_walk(AttackContext& context, RouteWalk& walk, const WalkGoal& goal);

// Moves a unit and turns it to face the way it went (facing is unchanged when it did not move).
void move_and_face(Unit& unit, Vec2 to);

}  // namespace hp::sim
