// AttackAction: the phase sequence; each phase's own behaviour lives in its own file.
#include "game/sim/battle/attack_action.h"

#include "game/sim/model/events.h"

namespace hp::sim {

AttackAction::AttackAction(UnitId attacker, UnitId target, const AttackTunables& tunables,
                           AfterSlam after)
    : attacker_(attacker), target_(target), tunables_(tunables), after_(after) {}

AttackContext AttackAction::context(Battlefield& world) const {
  return AttackContext(world, attacker_, target_, tunables_);
}

void AttackAction::start(Battlefield& world) {
  AttackContext ctx = context(world);
  ctx.emit(ActionStarted{attacker_, target_, ctx.attacker().position});
  begin<ApproachPhase>(ctx);
}

bool AttackAction::update(Battlefield& world) {
  AttackContext ctx = context(world);
  const PhaseStatus status = std::visit([&](auto& phase) { return phase.update(ctx); }, phase_);
  if (status == PhaseStatus::kRunning) return false;
  std::visit([&](auto& phase) { phase.exit(ctx); }, phase_);
  return next_phase(ctx, status);
}

bool AttackAction::next_phase(AttackContext& ctx, PhaseStatus ended_with) {
  // Over after the walk home; without one, after the slam or a blocked approach.
  const bool was_approach = std::holds_alternative<ApproachPhase>(phase_);
  if (was_approach && ended_with != PhaseStatus::kDone) report_abandoned(ctx);
  const bool stays = after_ == AfterSlam::kStayThere;
  const bool done_walking = std::holds_alternative<ReturnPhase>(phase_) ||
                            (stays && (!was_approach || ended_with != PhaseStatus::kDone));
  if (done_walking) {
    ctx.emit(ActionFinished{attacker_, target_, ctx.attacker().position});
    return true;
  }
  // The slam enters on the contact tick itself; a blocked approach skips it.
  if (std::holds_alternative<ApproachPhase>(phase_) && ended_with == PhaseStatus::kDone) {
    landed_ = true;
    begin<SlamPhase>(ctx);
  } else {
    begin<ReturnPhase>(ctx);
  }
  return false;
}

void AttackAction::report_abandoned(AttackContext& ctx) const {
  const AbandonReason reason = std::get<ApproachPhase>(phase_).abandoned_because();
  ctx.emit(OrderAbandoned{attacker_, target_, ctx.attacker().position, reason});
}

template <class Phase>
void AttackAction::begin(AttackContext& ctx) {
  phase_.emplace<Phase>().enter(ctx);
}

bool AttackAction::holds(UnitId id) const {
  return id == attacker_ || (id == target_ && std::holds_alternative<SlamPhase>(phase_));
}

const RouteWalk* AttackAction::walk() const {
  if (const auto* approach = std::get_if<ApproachPhase>(&phase_)) return &approach->walk();
  if (const auto* back = std::get_if<ReturnPhase>(&phase_)) return &back->walk();
  return nullptr;
}

AttackPhaseKind AttackAction::phase() const {
  if (std::holds_alternative<ApproachPhase>(phase_)) return AttackPhaseKind::kApproach;
  if (std::holds_alternative<SlamPhase>(phase_)) return AttackPhaseKind::kSlam;
  return AttackPhaseKind::kReturn;
}

}  // namespace hp::sim
