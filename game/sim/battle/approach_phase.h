// ApproachPhase: the hero walks to the enemy (meeting a patroller on its route, pursuing anyone
// else who walks) until their discs touch.
#pragma once

#include <optional>

#include "game/sim/battle/attack_phase.h"
#include "game/sim/battle/patrol_intercept.h"
#include "game/sim/model/events.h"
#include "game/sim/navigation/route_walk.h"
#include "game/sim/patrol/patrol_schedule.h"

namespace hp::sim {

class ApproachPhase {
 public:
  void enter(AttackContext& context);
  // One tick of the route walk toward where the enemy will be: a patroller keeping to its route
  // is met at the earliest point of its schedule the hero can reach in time; anyone else is
  // pursued (seed 003). kDone on the tick the discs touch; kAbandoned when no route exists (kNoPath
  // is emitted), the walk is stuck for good, the chase makes no progress (its way to the enemy
  // not 8 px shorter than its shortest yet for 15 s: kStuck), or the enemy is knocked out. A
  // chase that keeps closing in is never cut short, however far it goes.
  PhaseStatus update(AttackContext& context);
  void exit(AttackContext& context);

  const RouteWalk& walk() const { return walk_; }
  // Why the approach ended kAbandoned (meaningful only then).
  AbandonReason abandoned_because() const { return reason_; }

 private:
  PhaseStatus abandon(AbandonReason reason);
  // Where to head this tick: the meeting with a patroller, else the pursuit's intercept point.
  Vec2 aim(const AttackContext& context);
  // Looks for the meeting on `schedule`: at once on maps the size of the shipped ones, a share
  // a tick on a big map (MeetingSearch), the hero walking on meanwhile.
  void search_meeting(const AttackContext& context, const PatrolSchedule& schedule);
  // Whether to look for the meeting again: the enemy strayed from the schedule it was found
  // on, the hero fell behind it, or the meeting time has passed (or none was found a while ago).
  bool meeting_stale(const AttackContext& context) const;
  void follow_meeting_route(const WalkGoal& goal);
  // Whether the chase still gets anywhere: its way to the enemy got shorter lately.
  bool progressing(const Unit& hero, const Unit& enemy);

  RouteWalk walk_;
  AbandonReason reason_ = AbandonReason::kStuck;
  // The patroller's schedule when the meeting was last looked for, and what was found.
  std::optional<PatrolSchedule> schedule_;
  std::optional<PatrolMeeting> meeting_;
  std::optional<MeetingSearch> search_;  // under way, on a big map
  int ticks_since_search_ = 0;
  double shortest_way_ = 1e300;     // pixels: the shortest way to the enemy yet
  int ticks_without_progress_ = 0;  // since it last got kProgressPixels shorter
  bool meeting_found_ = false;      // by this tick's search: its route is still to be taken up
};

// Where the hero should head to meet the enemy: its position plus its velocity times seed 003's
// time to intercept (the enemy's position when it stands still).
Vec2 intercept_point(const Unit& hero, const Unit& enemy);

}  // namespace hp::sim
