// Intercepting a patroller: the earliest point of its scheduled walk a hero can reach in time.
#pragma once

#include <optional>
#include <vector>

#include "engine/core/vec2.h"
#include "game/sim/battle/battlefield.h"
#include "game/sim/battle/meeting_routes.h"
#include "game/sim/model/unit.h"
#include "game/sim/navigation/route_walk.h"
#include "game/sim/patrol/patrol_schedule.h"

namespace hp::sim {

// Where and when a hero walking at full speed first touches a patroller keeping its schedule.
struct PatrolMeeting {
  Vec2 point;          // where the enemy's centre will be
  double seconds = 0;  // from now
  // The way the meeting was timed on, from the hero to the point (the end may stop short where
  // the hero does not fit), clear of walls and standing units with the walk's margins: the
  // walk follows it. Empty when only a way through standing units was found (the walk plans
  // its own, and asks them to make way).
  std::vector<Vec2> route;
};

// How hard a search looks: it runs in the approach, and so in every hover preview's forecast.
struct InterceptTunables {
  double horizon_seconds = 30.0;     // no meeting looked for further ahead
  double scan_seconds = 1.0 / 30.0;  // step along the schedule
  int max_plans = 10;                // route plans one search may make
  double trust_distance = 128.0;     // px: a planned route estimates the way to places this
                                     // near its end (farther, plan again: another way round
                                     // may be shorter)
};

// The earliest time t on `schedule` (to the scan step) at which the hero's route from where it
// stands to touching the enemy (then at schedule.position_at(t)) is no longer than the hero
// walks in t. Route plans (the walk's margins, round the units standing now) are few: a time
// is judged first by the straight line (too long already; or clear, so exact), then by the
// routes planned so far (along one to a corner in sight of the place, then straight: an upper
// bound; or their length less the distance between the ends: a lower bound), and planned only
// when none of these tells. nullopt when nothing is found within the horizon or the plan
// budget; the caller then pursues as before.
std::optional<PatrolMeeting> earliest_meeting(const Battlefield& world, const Unit& hero,
                                              const Unit& enemy, const PatrolSchedule& schedule,
                                              const WalkTunables& walk,
                                              const InterceptTunables& tunables = {});

// earliest_meeting carried on over ticks, for big maps: there its route plans (up to ten on the
// coarse grid) cost one tick 20-40 ms. Each advance searches at most a budget of grid cells.
// The routes are from where the hero stood when the search began, and a meeting must be reached
// in the time left after the search (`waited`): as if the hero had stood all along, which it
// has not (ApproachPhase walks it on), so the time is the hero's at the latest. The wait only
// grows, so a time judged too early stays too early. Times are from when the search began, as
// is `schedule`. The ticks a search takes depend on the walls, the units and the schedule alone
// (RouteSearch), never on timing or on the memo, so a forecast of an order and the order itself
// meet at the same place and tick.
class MeetingSearch {
 public:
  MeetingSearch(const Battlefield& world, const Unit& hero, const Unit& enemy,
                PatrolSchedule schedule, const WalkTunables& walk,
                const InterceptTunables& tunables = {});

  // Carries the search on, its plans searched for at most `budget` grid cells (taken off it),
  // `waited` seconds after it began. True once it is over (meeting()).
  bool advance(const Battlefield& world, int& budget, double waited);
  // The whole search at once, each plan made whole (the memo may answer): earliest_meeting.
  void finish(const Battlefield& world);

  bool over() const { return over_; }
  const std::optional<PatrolMeeting>& meeting() const { return meeting_; }
  const PatrolSchedule& schedule() const { return schedule_; }
  Vec2 start() const { return routes_.hero_position(); }  // where the hero stood at its start

 private:
  // The scan, from the time it stands at: budget null plans whole; else it returns false when
  // a plan is still under way.
  bool scan(const Battlefield& world, int* budget, double waited);

  PatrolSchedule schedule_;
  double speed_;
  InterceptTunables tunables_;
  MeetingRoutes routes_;
  double t_ = 0.0;  // the time the scan stands at
  bool over_ = false;
  std::optional<PatrolMeeting> meeting_;
};

}  // namespace hp::sim
