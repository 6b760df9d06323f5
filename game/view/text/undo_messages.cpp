// Undo messages: one sentence per reason; news is named, so the player knows what stays.
#include "game/view/text/undo_messages.h"

#include "game/view/text/order_messages.h"

namespace hp::view {
namespace {

std::string name_of(const sim::World& world, sim::UnitId id, const char* otherwise) {
  const sim::Unit* unit = world.unit(id);
  return unit ? std::string(unit->name()) : std::string(otherwise);
}

// What happened that cannot be taken back: "Talan has attacked", "Grub was alerted by Dana".
std::string what_happened(const sim::World& world, const sim::Irrevocable& what) {
  switch (what.kind) {
    case sim::Irrevocable::Kind::kAttack:
      return name_of(world, what.unit, "a hero") + " has attacked";
    case sim::Irrevocable::Kind::kAlert: {
      const sim::Unit* by = world.unit(what.by);
      return name_of(world, what.unit, "an enemy") + " was alerted" +
             (by ? " by " + std::string(by->name()) : std::string());
    }
    case sim::Irrevocable::Kind::kReinforcement:
      return name_of(world, what.unit, "a reinforcement") + " was called";
    case sim::Irrevocable::Kind::kDoor: {
      const std::vector<sim::Door>& doors = world.setup().doors;
      const bool named = what.door < doors.size() && !doors[what.door].name.empty();
      return (named ? doors[what.door].name : std::string("a door")) + " opened";
    }
  }
  return {};
}

// The reason undo and reset share: the battle over, the enemies' turn, or an action playing.
std::string not_now(const sim::World& world) {
  const sim::OrdersNow now = world.check_orders_now();
  if (now != sim::OrdersNow::kYes) return orders_now_refusal_message(now);
  return "Wait: an action is under way";
}

}  // namespace

std::string move_undone_message(const sim::Unit& hero) {
  return std::string(hero.name()) + "'s move taken back";
}

std::string turn_reset_message(int turn) {
  return "Turn " + std::to_string(turn) + " started again (the one reset of this battle)";
}

std::string undo_refusal_message(const sim::World& world, const sim::TurnHistory& history,
                                 sim::UndoCheck check) {
  switch (check) {
    case sim::UndoCheck::kOk:
      return {};
    case sim::UndoCheck::kNotNow:
      return not_now(world);
    case sim::UndoCheck::kNoMove:
      return "Nothing to undo: no hero has moved this turn";
    case sim::UndoCheck::kLocked:
      if (!history.move_lock()) return "Cannot undo that move";
      if (history.move_lock()->kind == sim::Irrevocable::Kind::kAttack) {
        return "Cannot undo: " + what_happened(world, *history.move_lock()) +
               " since (T resets the whole turn, once a battle)";
      }
      return "Cannot undo: " + what_happened(world, *history.move_lock()) +
             " (what you have seen stays seen)";
  }
  return {};
}

std::string reset_refusal_message(const sim::World& world, const sim::TurnHistory& history,
                                  sim::ResetCheck check) {
  switch (check) {
    case sim::ResetCheck::kOk:
      return {};
    case sim::ResetCheck::kNotNow:
      return not_now(world);
    case sim::ResetCheck::kUsed:
      return "Cannot reset the turn: its one reset in this battle is spent";
    case sim::ResetCheck::kNothingDone:
      return "Nothing to reset: no order given this turn";
    case sim::ResetCheck::kLocked:
      if (!history.turn_lock()) return "Cannot reset this turn";
      return "Cannot reset the turn: " + what_happened(world, *history.turn_lock()) +
             " this turn (what you have seen stays seen)";
  }
  return {};
}

}  // namespace hp::view
