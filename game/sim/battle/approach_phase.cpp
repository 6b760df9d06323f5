// ApproachPhase: meet a patroller on its schedule, else pursue (seed 003), through a route walk.
#include "game/sim/battle/approach_phase.h"

#include "game/sim/battle/wounded_flight.h"
#include "game/sim/model/events.h"
#include "game/sim/model/tick.h"
#include "game/sim/navigation/unit_mover.h"
#include "game/sim/steering/seek_behaviors.h"

namespace hp::sim {
namespace {

// The grid cells a tick's share of a meeting search may expand on a big map (MeetingSearch).
// On big_256's coarse grid an expansion whose walls are not known yet costs about a
// microsecond, one known a quarter of that: about 4 ms at worst.
constexpr int kMeetingTickExpansions = 4096;
constexpr double kMaxLookahead = 1.5;  // seconds; seed 003 never predicts further ahead
// A search that found no meeting is tried again after this long (pursuing meanwhile).
constexpr double kSearchAgainSeconds = 1.0;
// A chase that has not brought the hero's way to its target kProgressPixels under its shortest
// yet for kNoProgressSeconds is given up (kStuck, its action kept): the soak found a hero pacing
// a bridge end for minutes after a patroller the enemies standing by the bridge kept it from
// meeting, each try making some progress, so the walk's own stuck test never fired. Measured
// against the best so far, pacing never counts as progress; an approach that keeps closing in
// goes on however long the map makes it (a fixed 30 s cap left attacks across big maps unlanded).
constexpr double kNoProgressSeconds = 15.0;
constexpr double kProgressPixels = 8.0;

bool touching(const Unit& hero, const Unit& enemy, const AttackTunables& tunables) {
  return gap_between(hero, enemy) <= tunables.touch_gap;
}

}  // namespace

Vec2 intercept_point(const Unit& hero, const Unit& enemy) {
  const KinematicState chaser{hero.position, hero.velocity};
  const KinematicState quarry{enemy.position, enemy.velocity};
  return enemy.position +
         enemy.velocity * intercept_time(chaser, quarry, hero.spec.speed, kMaxLookahead);
}

void ApproachPhase::enter(AttackContext& context) {
  walk_ = RouteWalk(context.tunables().walk);
}

PhaseStatus ApproachPhase::update(AttackContext& context) {
  Unit& hero = context.attacker();
  const Unit& enemy = context.target();
  if (enemy.knocked_out) return abandon(AbandonReason::kTargetDown);
  if (touching(hero, enemy, context.tunables())) return PhaseStatus::kDone;
  const double reach = hero.radius() + enemy.radius();
  const WalkGoal goal{aim(context), reach, enemy.id};
  if (meeting_found_) follow_meeting_route(goal);
  WalkStatus status = step_walk(context, walk_, goal);
  if (status == WalkStatus::kNoPath && goal.point != enemy.position) {
    // The prediction can lie inside a wall (a target sliding along one as it runs): go for
    // where it stands instead before giving up.
    status = step_walk(context, walk_, {enemy.position, reach, enemy.id});
  }
  if (status == WalkStatus::kNoPath) {
    context.emit(NoPath{hero.id, enemy.id, hero.position});
    return abandon(AbandonReason::kNoPath);
  }
  if (touching(hero, enemy, context.tunables())) return PhaseStatus::kDone;
  if (status == WalkStatus::kStuck || !progressing(hero, enemy)) {
    return abandon(AbandonReason::kStuck);
  }
  return PhaseStatus::kRunning;
}

// The way still to go is the walk's route ahead, then on from its end to where the enemy stands
// (the route may end at a meeting point, or where a pursuit aimed); straight to the enemy when
// the walk has no route.
bool ApproachPhase::progressing(const Unit& hero, const Unit& enemy) {
  const RouteFollower& follower = walk_.follower();
  const double way = follower.has_route()
                         ? follower.remaining(hero.position) +
                               distance(follower.route().points.back(), enemy.position)
                         : distance(hero.position, enemy.position);
  if (way < shortest_way_ - kProgressPixels) {
    shortest_way_ = way;
    ticks_without_progress_ = 0;
    return true;
  }
  return ++ticks_without_progress_ <= static_cast<int>(kNoProgressSeconds / kTickSeconds);
}

Vec2 ApproachPhase::aim(const AttackContext& context) {
  const Unit& hero = context.attacker();
  const Unit& enemy = context.target();
  // A wounded enemy runs from the hero (wounded_flight): pursued, not intercepted.
  std::optional<PatrolSchedule> schedule;
  if (!runs_when_threatened(enemy)) schedule = context.world().schedule_of(enemy.id);
  if (!schedule) {
    schedule_.reset();
    meeting_.reset();
    search_.reset();
    return intercept_point(hero, enemy);
  }
  ++ticks_since_search_;
  if (search_ || !schedule_ || meeting_stale(context)) search_meeting(context, *schedule);
  // While a search goes on (a big map) the hero heads for the meeting found before, else
  // pursues.
  return meeting_ ? meeting_->point : intercept_point(hero, enemy);
}

void ApproachPhase::search_meeting(const AttackContext& context, const PatrolSchedule& schedule) {
  const Battlefield& world = context.world();
  const Unit& hero = context.attacker();
  if (!search_) {
    search_.emplace(world, hero, context.target(), schedule, context.tunables().walk);
    ticks_since_search_ = 0;  // the meeting's times, and its schedule's, run from here
  }
  if (world.planner().big_grid()) {
    int budget = kMeetingTickExpansions;
    if (!search_->advance(world, budget, ticks_since_search_ * kTickSeconds)) return;
  } else {
    search_->finish(world);
  }
  meeting_ = search_->meeting();
  schedule_ = search_->schedule();
  // The route the meeting was timed on starts where the hero stood when the search began: one
  // carried over ticks is left to the walk's own plan, from where the hero has walked since.
  if (meeting_ && hero.position != search_->start()) meeting_->route.clear();
  meeting_found_ = meeting_.has_value();
  search_.reset();
}

// The meeting was timed on the route the search found: walk that one (and plan none of its
// own), unless it only found a way through standing units.
void ApproachPhase::follow_meeting_route(const WalkGoal& goal) {
  meeting_found_ = false;
  if (meeting_->route.size() < 2) return;
  Route route;
  route.found = true;
  route.points = meeting_->route;
  for (std::size_t i = 0; i + 1 < route.points.size(); ++i) {
    route.length += distance(route.points[i], route.points[i + 1]);
  }
  walk_.adopt(std::move(route), goal);
}

// A meeting found on a schedule the patroller keeps stays the earliest one while the hero keeps
// to the route it was timed on, so searching again (up to max_plans route plans) waits for a
// reason: the patroller strays from the schedule, or the hero falls behind it (steering round
// someone walking), by more than the walk's replan distance.
bool ApproachPhase::meeting_stale(const AttackContext& context) const {
  const double since = ticks_since_search_ * kTickSeconds;
  if (!meeting_) return since >= kSearchAgainSeconds;
  if (since > meeting_->seconds) return true;
  const double slack = context.tunables().walk.replan_distance;
  const Unit& hero = context.attacker();
  const Unit& enemy = context.target();
  if (distance(schedule_->position_at(since), enemy.position) > slack) return true;
  // The route still to walk, to where the hero touches the enemy at the meeting point.
  const RouteFollower& follower = walk_.follower();
  if (!follower.has_route()) return false;
  const double end_gap = distance(follower.route().points.back(), meeting_->point);
  const double to_touch =
      follower.remaining(hero.position) + end_gap - hero.radius() - enemy.radius();
  return to_touch > hero.spec.speed * (meeting_->seconds - since) + slack;
}

PhaseStatus ApproachPhase::abandon(AbandonReason reason) {
  reason_ = reason;
  return PhaseStatus::kAbandoned;
}

void ApproachPhase::exit(AttackContext& /*context*/) {}

}  // namespace hp::sim
