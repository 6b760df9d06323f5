// MoveForecast: what a Move order would set off on its way, found as AttackForecast finds an
// attack's outcome, by playing it out on a copy of the world: the enemies it would alert, the
// reinforcements it would call, the doors it would open, whether it wins the battle, and what
// the enemies will then do.
#pragma once

#include <cstddef>
#include <memory>
#include <vector>

#include "engine/core/vec2.h"
#include "game/sim/model/unit.h"
#include "game/sim/world/enemy_plans.h"
#include "game/sim/world/unit_move.h"
#include "game/sim/world/world_planners.h"

namespace hp::sim {

class World;

struct MoveForecast {
  // World::check_move on the copy, before anything is played: kOk, or why the order would be
  // refused (then nothing is played: `complete`, and nothing set off).
  MoveCheck check = MoveCheck::kNotNow;
  // With kTooFar, how much longer the way there is than the hero's reach, pixels (else 0): the
  // refusal says it.
  double too_far_by = 0.0;
  bool accepted = false;  // the world took the order (World::check_move was kOk)
  bool complete = false;  // the walk ended (arrived, or gave up, or was refused) within the limit
  // Enemies with an aggro range the walk alerts (the hero comes within their range), in the
  // order they notice. Empty when nothing could: no enemy is unalerted.
  std::vector<UnitId> alerts;
  std::vector<UnitId> calls;       // reinforcements the walk calls (a hero enters their Area)
  std::vector<std::size_t> doors;  // doors it opens (indexes into WorldSetup::doors)
  bool wins = false;               // it ends the battle in a victory (a Goal reached)
  // Every enemy's plan for its coming turn once the move is over (the hero on its spot, the
  // allies it asked aside back): what the intents will show then.
  std::vector<EnemyPlan> plans_after;
};

// Checks the order, then plays it a slice at a time, like AttackForecaster, so no frame takes
// long. Everything is done on the copy, so the whole of it can be done on another thread.
class MoveForecaster {
 public:
  // Copies `world` (which is not changed); the first advance() checks the order on the copy
  // and gives it on the copy's first tick. `max_ticks` bounds the play (half a minute by
  // default; a move is a few seconds).
  MoveForecaster(const World& world, UnitId hero, Vec2 to, int max_ticks = 60 * 30);
  ~MoveForecaster();
  MoveForecaster(MoveForecaster&&) noexcept;
  MoveForecaster& operator=(MoveForecaster&&) noexcept;

  // For play on another thread: the copy checks and plans on `kept` (World::use_planners), made
  // for it first when it does not fit the copy. `kept` is then the caller's to keep for later
  // forecasts on that thread.
  void use_own_planners(WorldPlanners& kept);

  // Checks the order first (MoveForecast::check, too_far_by: one or two route plans), then plays
  // up to `ticks` ticks; returns whether the forecast is finished (complete, out of ticks, or the
  // order refused).
  bool advance(int ticks);
  // Whether the check is done (after the first advance()).
  bool checked() const { return checked_; }
  bool finished() const { return finished_; }
  // The forecast so far; final once finished().
  const MoveForecast& forecast() const { return forecast_; }

 private:
  // World::check_move on the copy, and by how far a spot too far is; a refused order is finished.
  void check();
  void finish();

  std::unique_ptr<World> copy_;
  UnitId hero_;
  Vec2 to_;
  int ticks_played_ = 0;
  int max_ticks_ = 0;
  bool checked_ = false;
  bool finished_ = false;
  MoveForecast forecast_;
};

// The whole forecast at once.
MoveForecast forecast_move(const World& world, UnitId hero, Vec2 to, int max_ticks = 60 * 30);

}  // namespace hp::sim
