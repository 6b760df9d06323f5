// OrderQueue: a plain list; the world's own checks (can_order, check_move) decide at take time.
#include "game/app/scene/order_queue.h"

#include <algorithm>

#include "game/sim/world/world.h"
#include "game/view/text/order_messages.h"

namespace hp::app {
namespace {

std::string name_of(const sim::World& world, sim::UnitId id) {
  const sim::Unit* unit = world.unit(id);
  return unit ? unit->name() : std::string("?");
}

}  // namespace

std::string OrderQueue::refusal(const sim::World& world, const QueuedOrder& order) const {
  if (order.attack) {
    const sim::UnitId hero = order.attack->attacker;
    if (world.turns().has_acted(hero.index))
      return name_of(world, hero) + " has attacked this turn";
    const bool queued = std::any_of(orders_.begin(), orders_.end(), [&](const QueuedOrder& o) {
      return o.attack && o.attack->attacker == hero;
    });
    if (queued) return name_of(world, hero) + " already has an attack queued (Esc clears)";
  }
  if (order.move) {
    const sim::UnitId hero = order.move->hero;
    const bool moving = world.move() && world.move()->unit() == hero;
    if (world.turns().has_moved(hero.index) || moving) {
      return name_of(world, hero) + " has moved this turn";
    }
    const bool queued = std::any_of(orders_.begin(), orders_.end(), [&](const QueuedOrder& o) {
      return o.move && o.move->hero == hero;
    });
    if (queued) return name_of(world, hero) + " already has a move queued (Esc clears)";
  }
  return {};
}

std::optional<OrderQueue::Next> OrderQueue::take_ready(const sim::World& world) {
  if (orders_.empty() || world.busy() || world.turns().side != sim::TurnSide::kPlayer ||
      world.turns().outcome != sim::Outcome::kOngoing) {
    return std::nullopt;
  }
  const QueuedOrder order = orders_.front();
  orders_.erase(orders_.begin());
  Next next;
  if (order.attack) {
    const sim::Unit* enemy = world.unit(order.attack->target);
    next.where = enemy ? enemy->position : Vec2{};
    if (!enemy || !enemy->in_play()) {
      next.dropped =
          "Queued attack dropped: " + name_of(world, order.attack->target) + " is already down";
    } else if (!world.can_order(order.attack->attacker)) {
      next.dropped =
          "Queued attack dropped: " + name_of(world, order.attack->attacker) + " cannot attack now";
    } else {
      next.commands.attack = order.attack;
    }
  } else if (order.move) {
    next.where = order.move->to;
    const sim::MoveCheck check = world.check_move(order.move->hero, order.move->to);
    const sim::Unit* hero = world.unit(order.move->hero);
    if (check != sim::MoveCheck::kOk || !hero) {
      next.dropped = "Queued move dropped: " +
                     (hero ? view::move_refusal_message(*hero, check) : std::string("no hero"));
    } else {
      next.commands.move = order.move;
    }
  }
  return next;
}

}  // namespace hp::app
