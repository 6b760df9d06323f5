// Order messages: one sentence per reason, then what the attacker has left.
#include "game/view/order_messages.h"

namespace hp::view {

std::string abandoned_order_message(const sim::Unit& attacker, const sim::Unit& target,
                                    sim::AbandonReason reason) {
  const std::string who(attacker.name());
  const std::string whom(target.name());
  std::string why;
  switch (reason) {
    case sim::AbandonReason::kNoPath:
      why = who + " cannot reach " + whom + ": walls close every way";
      break;
    case sim::AbandonReason::kStuck:
      why = who + " could not get through to " + whom + " and gave up";
      break;
    case sim::AbandonReason::kTargetDown:
      why = whom + " was knocked out before " + who + " got there";
      break;
  }
  if (attacker.side() != sim::Side::kHero) return why;
  return why + ". " + who + " can still act";
}

}  // namespace hp::view
