// MeetingSearch: a scan of the schedule judged by straight lines and known routes, planning only
// where neither can tell; earliest_meeting is the scan made whole.
#include "game/sim/battle/patrol_intercept.h"

#include <utility>

namespace hp::sim {
namespace {

// After a plan finds no way to a point at all, the search plans again this much later.
constexpr double kUnreachableSkip = 0.25;  // seconds

}  // namespace

MeetingSearch::MeetingSearch(const Battlefield& world, const Unit& hero, const Unit& enemy,
                             PatrolSchedule schedule, const WalkTunables& walk,
                             const InterceptTunables& tunables)
    : schedule_(std::move(schedule)),
      speed_(hero.spec.speed),
      tunables_(tunables),
      routes_(world, hero, enemy, walk, tunables.trust_distance) {
  over_ = speed_ <= 0.0;
}

bool MeetingSearch::advance(const Battlefield& world, int& budget, double waited) {
  if (!over_) over_ = scan(world, &budget, waited);
  return over_;
}

void MeetingSearch::finish(const Battlefield& world) {
  if (!over_) over_ = scan(world, nullptr, 0.0);
}

bool MeetingSearch::scan(const Battlefield& world, int* budget, double waited) {
  const Vec2 from = routes_.hero_position();
  for (; t_ <= tunables_.horizon_seconds; t_ += tunables_.scan_seconds) {
    const Vec2 at = schedule_.position_at(t_);
    const double walkable = speed_ * (t_ - waited);                 // px the hero walks by then
    if (distance(from, at) - routes_.reach() > walkable) continue;  // even straight: late
    // No way is shorter than the lower bound, so this rules out what an estimate would (and
    // costs no line-of-sight test).
    if (routes_.lower_bound(at) > walkable) continue;
    if (const std::optional<WayThere> known = routes_.estimate_to(world, at)) {
      if (known->length > walkable) continue;  // the way there is known, and too long yet
      meeting_ = PatrolMeeting{at, t_, routes_.route_of(*known, at)};
      return true;
    }
    std::optional<WayThere> planned;
    if (budget) {
      // A plan under way is this time's: the scan stands still until it is known.
      if (!routes_.planning() && routes_.plans() >= tunables_.max_plans) return true;
      if (!routes_.carry_plan_to(world, at, *budget, planned)) return false;
    } else {
      if (routes_.plans() >= tunables_.max_plans) return true;
      planned = routes_.plan_to(world, at);
    }
    if (planned && planned->length <= walkable) {
      meeting_ = PatrolMeeting{at, t_, routes_.route_of(*planned, at)};
      return true;
    }
    if (!planned) t_ += kUnreachableSkip;
  }
  return true;
}

std::optional<PatrolMeeting> earliest_meeting(const Battlefield& world, const Unit& hero,
                                              const Unit& enemy, const PatrolSchedule& schedule,
                                              const WalkTunables& walk,
                                              const InterceptTunables& tunables) {
  MeetingSearch search(world, hero, enemy, schedule, walk, tunables);
  search.finish(world);
  return search.meeting();
}

}  // namespace hp::sim
