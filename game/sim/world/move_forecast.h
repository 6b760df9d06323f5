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

namespace hp::sim {

class World;

struct MoveForecast {
  bool accepted = false;  // the world took the order (World::check_move was kOk)
  bool complete = false;  // the walk ended (arrived, or gave up) within the limit
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

// Plays the order a slice at a time, like AttackForecaster, so no frame takes long.
class MoveForecaster {
 public:
  // Copies `world` (which is not changed) and gives the order on the copy's first tick.
  // `max_ticks` bounds the play (half a minute by default; a move is a few seconds).
  MoveForecaster(const World& world, UnitId hero, Vec2 to, int max_ticks = 60 * 30);
  ~MoveForecaster();
  MoveForecaster(MoveForecaster&&) noexcept;
  MoveForecaster& operator=(MoveForecaster&&) noexcept;

  // Plays up to `ticks` more ticks; returns whether the forecast is finished.
  bool advance(int ticks);
  bool finished() const { return finished_; }
  // The forecast so far; final once finished().
  const MoveForecast& forecast() const { return forecast_; }

 private:
  void finish();

  std::unique_ptr<World> copy_;
  UnitId hero_;
  Vec2 to_;
  int ticks_played_ = 0;
  int max_ticks_ = 0;
  bool finished_ = false;
  MoveForecast forecast_;
};

// The whole forecast at once.
MoveForecast forecast_move(const World& world, UnitId hero, Vec2 to, int max_ticks = 60 * 30);

}  // namespace hp::sim
