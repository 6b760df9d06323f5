// AttackAction: walk to the enemy, slam it, walk home, as a sequence of phase types.
#pragma once

#include <cstdint>
#include <variant>

#include "game/sim/battle/approach_phase.h"
#include "game/sim/battle/attack_phase.h"
#include "game/sim/battle/attack_tunables.h"
#include "game/sim/battle/battlefield.h"
#include "game/sim/battle/return_phase.h"
#include "game/sim/battle/slam_phase.h"
#include "game/sim/model/unit.h"

namespace hp::sim {

// Which phase is playing; the values are part of World::state_hash.
enum class AttackPhaseKind : std::uint8_t { kApproach = 1, kSlam = 2, kReturn = 3 };

// What the attacker does once the slam is over: walk back to its home spot (heroes, enemies
// standing guard), or stay there (a patrolling enemy walks back onto its route by itself).
enum class AfterSlam : std::uint8_t { kWalkHome, kStayThere };

// One unit's attack on another (a hero's on an enemy, or an enemy's on a hero). Approach ->
// Slam -> Return; an approach that cannot reach the target goes straight to Return. With
// AfterSlam::kStayThere there is no Return. The world owns the action while it plays.
class AttackAction {
 public:
  AttackAction(UnitId attacker, UnitId target, const AttackTunables& tunables = {},
               AfterSlam after = AfterSlam::kWalkHome);

  // Emits kActionStarted and enters the approach. Call once, on the order's tick.
  void start(Battlefield& world);
  // Runs the current phase for one tick, moving to the next when it ends. Returns true on the
  // tick the action finishes (after emitting kActionFinished).
  bool update(Battlefield& world);

  UnitId attacker() const { return attacker_; }
  UnitId target() const { return target_; }
  AttackPhaseKind phase() const;
  // Whether the action moves this unit now (the hero throughout, the enemy while it is slammed
  // and knocked back), so nothing else may walk it.
  bool holds(UnitId id) const;
  // The walk in progress (approach or return), for the debug overlay; null during the slam.
  const RouteWalk* walk() const;
  // Whether the slam has happened (false for an action whose approach gave up).
  bool landed() const { return landed_; }

 private:
  AttackContext context(Battlefield& world) const;
  bool next_phase(AttackContext& context, PhaseStatus ended_with);
  // Emits kOrderAbandoned with the approach's reason.
  void report_abandoned(AttackContext& context) const;
  template <class Phase>
  void begin(AttackContext& context);

  UnitId attacker_;
  UnitId target_;
  AttackTunables tunables_;
  AfterSlam after_;
  std::variant<ApproachPhase, SlamPhase, ReturnPhase> phase_;
  bool landed_ = false;
};

}  // namespace hp::sim
