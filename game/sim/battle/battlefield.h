// Battlefield: what the attack action, enemy tactics and a wounded enemy's flight may see and
// change of the world, so battle code never reaches up into it. The world implements it.
#pragma once

#include <optional>

#include "game/sim/model/events.h"
#include "game/sim/model/unit.h"
#include "game/sim/model/world_setup.h"
#include "game/sim/navigation/walk_view.h"
#include "game/sim/patrol/patrol_schedule.h"

namespace hp::sim {

// A WalkView (units, collision, the planner, blocked_by) plus the battle's own needs. A phase
// hands the same reference to its route walk.
class Battlefield : public WalkView {
 public:
  // The map's static set-up (tile size, walls) for knock-back and panic distances.
  virtual const WorldSetup& setup() const = 0;
  // Appends an event to this tick's list (the view turns them into sounds and numbers).
  virtual void emit(const Event& event) = 0;
  // Freezes every unit, the action and the turn's timers for the next `ticks` steps (the
  // slam's hit-stop); a longer freeze already running is kept.
  virtual void hit_stop(int ticks) = 0;
  // The walk ahead of a unit walking its patrol route, from where it stands now; nullopt for a
  // unit that is not on its route (standing guard, fleeing, held by an action, knocked out) or
  // that stands while its next way is searched (a big map: RouteWalk::searching).
  virtual std::optional<PatrolSchedule> schedule_of(UnitId unit) const = 0;
  // A planner on a grid twice as coarse as planner()'s (a quarter of the cells), searching from
  // both ends (from the start alone on a big map, where the meeting search carries its plans
  // over ticks: MeetingSearch), for the meeting search's route lengths (where to meet a patroller;
  // the walk then follows the route the meeting was timed on). Other walks use planner().
  virtual const RoutePlanner& coarse_planner() const = 0;

 protected:
  ~Battlefield() = default;
};

}  // namespace hp::sim
