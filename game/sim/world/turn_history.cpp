// TurnHistory: copies of the world at the turn's start and before each Move, and the events
// that lock them.
#include "game/sim/world/turn_history.h"

#include <utility>

#include "engine/core/assert.h"

namespace hp::sim {
namespace {

// Undo and reset wait, like orders, for the player's turn with nothing playing out.
bool settled(const World& world) {
  return world.check_orders_now() == OrdersNow::kYes && world.waiting_for_player();
}

}  // namespace

TurnHistory::TurnHistory(const World& world) {
  begin_turn(world);
}

void TurnHistory::begin_turn(const World& world) {
  turn_start_.reset();
  // The turn's start is where the player first could act: its intents planned (a turn begins
  // with a few ticks of the enemies' planning).
  if (settled(world)) turn_start_.emplace(world);
  turn_ = world.turns().turn;
  moves_.clear();
  orders_ = 0;
  move_lock_.reset();
  turn_lock_.reset();
}

void TurnHistory::step(World& world, const Commands& commands) {
  before_step(world, commands);
  world.step(commands);
  after_step(world);
}

void TurnHistory::before_step(const World& world, const Commands& commands) {
  // The same checks World::step applies: what it would refuse changes nothing to keep.
  if (commands.move && world.check_move(commands.move->hero, commands.move->to) == MoveCheck::kOk) {
    moves_.push_back({commands.move->hero, World(world)});
    ++orders_;
  }
  if (commands.attack &&
      world.check_attack(commands.attack->attacker, commands.attack->target) == AttackCheck::kOk) {
    ++orders_;
  }
}

void TurnHistory::after_step(const World& world) {
  const TurnState& turns = world.turns();
  if (turns.side == TurnSide::kEnemy || turns.outcome != Outcome::kOngoing) {
    moves_.clear();  // nothing of the turn can be taken back now
    return;
  }
  if (turns.turn != turn_) {
    // The step that began the turn (reinforcements arriving, doors opening on the turn) is the
    // turn's start, not news within it.
    begin_turn(world);
    return;
  }
  if (!turn_start_ && orders_ == 0 && settled(world)) turn_start_.emplace(world);
  for (const Event& event : world.events()) lock_on(event);
}

void TurnHistory::lock_on(const Event& event) {
  if (const auto* started = as<ActionStarted>(event)) {
    lock_moves({Irrevocable::Kind::kAttack, started->attacker, {}, 0});
  } else if (const auto* alerted = as<Alerted>(event)) {
    lock_moves({Irrevocable::Kind::kAlert, alerted->enemy, alerted->by, 0});
  } else if (const auto* coming = as<ReinforcementsComing>(event)) {
    lock_moves({Irrevocable::Kind::kReinforcement, coming->unit, {}, 0});
  } else if (const auto* opened = as<DoorOpened>(event)) {
    lock_moves({Irrevocable::Kind::kDoor, {}, {}, opened->door});
  }
}

void TurnHistory::lock_moves(const Irrevocable& what) {
  // The lock is the reason the moves before it stay: kept only when it locked one.
  if (!moves_.empty()) {
    moves_.clear();
    move_lock_ = what;
  }
  // An attack is the player's own doing, seen in its preview: the reset may take it back.
  if (what.kind != Irrevocable::Kind::kAttack && !turn_lock_) turn_lock_ = what;
}

UndoCheck TurnHistory::check_undo(const World& world) const {
  if (!settled(world)) return UndoCheck::kNotNow;
  if (!moves_.empty()) return UndoCheck::kOk;
  return move_lock_ ? UndoCheck::kLocked : UndoCheck::kNoMove;
}

std::optional<UnitId> TurnHistory::undoable_hero() const {
  if (moves_.empty()) return std::nullopt;
  return moves_.back().hero;
}

UnitId TurnHistory::undo(World& world) {
  HP_ASSERT(!moves_.empty());
  const UnitId hero = moves_.back().hero;
  world = std::move(moves_.back().before);
  moves_.pop_back();
  --orders_;
  return hero;
}

ResetCheck TurnHistory::check_reset(const World& world) const {
  if (!settled(world)) return ResetCheck::kNotNow;
  if (reset_used_) return ResetCheck::kUsed;
  if (turn_lock_) return ResetCheck::kLocked;
  if (orders_ <= 0 || !turn_start_) return ResetCheck::kNothingDone;
  return ResetCheck::kOk;
}

void TurnHistory::reset_turn(World& world) {
  HP_ASSERT(turn_start_.has_value());
  world = World(*turn_start_);
  reset_used_ = true;
  moves_.clear();
  orders_ = 0;
  move_lock_.reset();
}

}  // namespace hp::sim
