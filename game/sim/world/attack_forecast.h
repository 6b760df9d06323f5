// AttackForecast: what an attack order would do, found by playing it out on a copy of the world.
// While the player decides the world stands still and the simulation is deterministic, so the
// forecast is exactly what the order will do when it is given: the hover preview shows it.
#pragma once

#include <cstddef>
#include <memory>
#include <vector>

#include "engine/core/vec2.h"
#include "game/sim/model/events.h"
#include "game/sim/model/unit.h"
#include "game/sim/world/enemy_plans.h"
#include "game/sim/world/world_planners.h"

namespace hp::sim {

class World;

struct AttackForecast {
  // Whether the world would take the order now (World::can_order, a living enemy). When false
  // nothing else is filled in.
  bool accepted = false;
  // Whether the forecast reached its end (the knock-back settled, or the approach gave up, and
  // then the walk home, until nothing plays) within its limit. Always true in practice: an
  // approach that makes no progress gives up.
  bool complete = false;
  bool lands = false;          // the slam happens
  AbandonReason abandoned{};   // when accepted and !lands: why the approach gives up
  std::vector<Vec2> approach;  // the hero's position now, then after every tick up to the slam
                               // (or the give-up): the route it will really walk
  Vec2 meeting;                // where the hero stands at the slam
  Vec2 enemy_at_slam;          // where the enemy is hit (a patroller may have walked on)
  Vec2 enemy_lands;            // where the knock-back leaves it
  int damage = 0;              // HP the enemy will really lose (no overkill)
  int enemy_hp_after = 0;
  bool knocks_out = false;
  bool enemy_flees = false;  // the wounded enemy runs from the hero during the approach
  // Enemies with an aggro range the attack alerts (the hero walks within range, there or back,
  // or the slam), in the order they notice.
  std::vector<UnitId> alerts;
  int ticks_to_slam = 0;  // from the order's tick to the slam's (or the give-up's)
  // What else the whole action sets off, there and back (as MoveForecast says of a move):
  std::vector<UnitId> calls;       // reinforcements called (a hero walks into their Area)
  std::vector<std::size_t> doors;  // doors opened (indexes into WorldSetup::doors)
  bool wins = false;               // it ends the battle in a victory
  // The hero cannot walk home after (ReturnBlocked): it stays where that walk gave up, where
  // plans_after's enemies find it.
  bool stays_away = false;
  // Every enemy's plan for its coming turn once the action is over (the hero home, the asked
  // allies back, the patrols walked on meanwhile): what the intents will show then.
  std::vector<EnemyPlan> plans_after;
};

// Plays the order a slice at a time, so a long chase can be forecast over several frames
// without one long frame (the preview draws the walk as far as it has got).
class AttackForecaster {
 public:
  // Copies `world` (which is not changed) and gives the order on the copy's first tick.
  // `max_ticks` bounds the play (a minute by default).
  AttackForecaster(const World& world, UnitId hero, UnitId enemy, int max_ticks = 60 * 60);
  ~AttackForecaster();
  AttackForecaster(AttackForecaster&&) noexcept;
  AttackForecaster& operator=(AttackForecaster&&) noexcept;

  // For play on another thread: the copy plans on `kept` (World::use_planners), made for it
  // first when it does not fit the copy. `kept` is then the caller's to keep for later
  // forecasts on that thread.
  void use_own_planners(WorldPlanners& kept);

  // Plays up to `ticks` more ticks; returns whether the forecast is finished (complete, or out
  // of ticks, or the order would be refused).
  bool advance(int ticks);
  bool finished() const { return finished_; }
  // The forecast so far (the approach up to the last tick played); final once finished().
  const AttackForecast& forecast() const { return forecast_; }

 private:
  // The slam's outcome, from the copy as the knock-back settles (or the approach gives up).
  void record_outcome();
  void finish();

  std::unique_ptr<World> copy_;
  UnitId hero_;
  UnitId enemy_;
  int hp_before_ = 0;
  int ticks_played_ = 0;
  int max_ticks_ = 0;
  bool landed_ = false;
  bool outcome_known_ = false;
  bool finished_ = false;
  AttackForecast forecast_;
};

// Nothing of an order plays any more: no action, the allies asked aside back (the player's turn
// stands still), or the turn or the battle has moved on. A forecast ends there.
bool order_played_out(const World& world);

// The whole forecast at once: an AttackForecaster played to its end.
AttackForecast forecast_attack(const World& world, UnitId hero, UnitId enemy,
                               int max_ticks = 60 * 60);

}  // namespace hp::sim
