// OrderQueue: orders the player gives while an attack or a move plays out. They are carried out
// one by one, in the order given, as soon as the world takes orders again, each checked once
// more then: one that no longer holds (its enemy is down, the spot is taken) is dropped with the
// reason. Shown over the map, numbered; Esc or right-click clears it.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <vector>

#include "engine/core/vec2.h"
#include "game/sim/model/commands.h"

namespace hp::sim {
class World;
}

namespace hp::app {

struct QueuedOrder {
  std::optional<sim::AttackOrder> attack;  // one of the two
  std::optional<sim::MoveOrder> move;
};

class OrderQueue {
 public:
  // Why this order cannot be queued now (a hero queues one attack and one move), or empty.
  std::string refusal(const sim::World& world, const QueuedOrder& order) const;
  void push(const QueuedOrder& order) { orders_.push_back(order); }
  void clear() { orders_.clear(); }
  bool empty() const { return orders_.empty(); }
  std::span<const QueuedOrder> orders() const { return orders_; }

  // The next order once the world takes orders (the player's turn, nothing playing out), taken
  // off the queue: its commands, or, when it no longer holds, why (commands then empty).
  struct Next {
    sim::Commands commands;
    std::string dropped;  // non-empty: the order was dropped, and this says why
    Vec2 where;           // where to show a drop
  };
  std::optional<Next> take_ready(const sim::World& world);

 private:
  std::vector<QueuedOrder> orders_;
};

}  // namespace hp::app
