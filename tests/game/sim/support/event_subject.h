// The unit an event is about, for tests that follow one unit through every kind of event.
#pragma once

#include <variant>

#include "game/sim/model/events.h"

namespace hp::sim::test {

// The acting or affected unit of an event (the attacker, the walker, the enemy noticed...);
// an invalid id for the kinds about no unit (turns, results, doors).
inline UnitId subject_of(const Event& event) {
  return std::visit(
      Overloaded{
          [](const ActionStarted& e) { return e.attacker; },
          [](const Slam& e) { return e.attacker; }, [](const KnockedOut& e) { return e.unit; },
          [](const ActionFinished& e) { return e.attacker; },
          [](const OrderRejected& e) { return e.unit; }, [](const NoPath& e) { return e.attacker; },
          [](const OrderAbandoned& e) { return e.unit; },
          [](const RouteReplanned& e) { return e.walker; },
          [](const EnemyWaits& e) { return e.enemy; }, [](const Flees& e) { return e.enemy; },
          [](const Alerted& e) { return e.enemy; }, [](const MoveStarted& e) { return e.unit; },
          [](const Moved& e) { return e.unit; },
          [](const ReinforcementsComing& e) { return e.unit; },
          [](const Arrived& e) { return e.unit; }, [](const auto&) { return UnitId{}; }},
      event);
}

}  // namespace hp::sim::test
