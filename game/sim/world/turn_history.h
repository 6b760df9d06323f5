// TurnHistory: the player's turn kept as world copies, so a hero's Move can be taken back and
// the turn reset to its start, exactly, without taking back anything the player has learnt.
#pragma once

#include <cstddef>
#include <optional>
#include <vector>

#include "game/sim/model/commands.h"
#include "game/sim/world/world.h"

namespace hp::sim {

// Something in the player's turn that no undo reaches past: an attack (only the turn's reset
// takes one back), or news the player has seen (an alert, a reinforcement called, a door opened).
// Taking news back would let the player peek and try again.
struct Irrevocable {
  enum class Kind { kAttack, kAlert, kReinforcement, kDoor };
  Kind kind = Kind::kAttack;
  UnitId unit;           // kAttack: the attacker; kAlert: the enemy alerted; kReinforcement: called
  UnitId by;             // kAlert: the hero that alerted it (invalid for a patrol walking near)
  std::size_t door = 0;  // kDoor: index into WorldSetup::doors
};

// Whether a Move can be taken back now (TurnHistory::check_undo), or why not.
enum class UndoCheck {
  kOk,
  kNotNow,  // not the player's turn, the battle is decided, or something plays out
  kNoMove,  // no hero has moved this turn (or every move has been taken back)
  kLocked,  // an attack or news came after the last move (TurnHistory::move_lock says which)
};

// Whether the turn can be reset to its start now (TurnHistory::check_reset), or why not.
enum class ResetCheck {
  kOk,
  kNotNow,       // as UndoCheck::kNotNow
  kUsed,         // the battle's one reset is spent
  kNothingDone,  // no order has been carried out this turn
  kLocked,       // news came this turn (TurnHistory::turn_lock says which)
};

class TurnHistory {
 public:
  // Keeps `world` as the start of its current turn: call with the world as it is made.
  explicit TurnHistory(const World& world);

  // Steps `world` one tick with `commands` (World::step), keeping what undo needs: the world
  // before a Move it accepts, the start of a new player's turn, and what the tick's events lock
  // (an attack, news). Every step of the battle goes through here.
  void step(World& world, const Commands& commands);

  // Undo: the last Move given this turn, taken back. Allowed while nothing but walking has
  // happened since it (no attack by any hero, since taking the move back would take the attack
  // back too; no news, by the move's walk or anything after it).
  UndoCheck check_undo(const World& world) const;
  // The hero whose Move undo() takes back, if there is one to take back.
  std::optional<UnitId> undoable_hero() const;
  // Puts `world` back as it was before the last Move (check_undo must say kOk); returns the hero.
  UnitId undo(World& world);

  // Reset: the turn back to its start, moves and attacks taken back, once a battle, while no
  // news has come this turn.
  ResetCheck check_reset(const World& world) const;
  // Puts `world` back as it was at the start of this turn (check_reset must say kOk).
  void reset_turn(World& world);
  bool reset_used() const { return reset_used_; }

  // The last thing that locked the moves given before it (kLocked), and the first news this
  // turn (ResetCheck::kLocked).
  const std::optional<Irrevocable>& move_lock() const { return move_lock_; }
  const std::optional<Irrevocable>& turn_lock() const { return turn_lock_; }

 private:
  // step's halves: a Move the world will accept is kept as the world before it; a new player's
  // turn is kept as its start, and the events lock the moves before them.
  void before_step(const World& world, const Commands& commands);
  void after_step(const World& world);

  struct MoveSnapshot {
    UnitId hero;
    World before;  // the world in the tick before the Move was taken
  };
  // The player's turn has begun on this step: keep its start, forget the last turn's.
  void begin_turn(const World& world);
  // What in the step's events no undo reaches past, if anything.
  void lock_on(const Event& event);
  void lock_moves(const Irrevocable& what);

  std::vector<MoveSnapshot> moves_;  // this turn's Moves, oldest first, none locked
  std::optional<World> turn_start_;  // the world as the player's turn `turn_` began
  int turn_ = 0;
  int orders_ = 0;  // orders carried out this turn, less the moves taken back
  bool reset_used_ = false;
  std::optional<Irrevocable> move_lock_;
  std::optional<Irrevocable> turn_lock_;
};

}  // namespace hp::sim
