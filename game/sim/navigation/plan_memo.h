// PlanMemo: the routes a planner planned last, by their whole request. A planner's route is a
// function of its walls and the request alone (RoutePlanner::plan), so a request asked again
// gets the route a plan would give again, without the search. The forecasts play every order on
// a copy of the world before it is given; the routes they planned are handed to the world's
// planners (RoutePlanner::learn), so the order itself plans nothing it was shown: on a 256x256
// map a patroller's meeting search plans for 10-30 ms, a walk's plan up to 20.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "engine/core/vec2.h"
#include "game/sim/navigation/route_planner.h"
#include "game/sim/steering/obstacle.h"

namespace hp::sim {

// A request, its discs kept (RouteRequest only points at them), and its route.
struct RememberedPlan {
  std::uint64_t hash = 0;
  Vec2 start;
  double radius = 0;
  Vec2 goal;
  double goal_reach = 0;
  double margin = 0;
  double max_length = 0;
  std::vector<Obstacle> discs;
  Route route;
};

class PlanMemo {
 public:
  using Entry = RememberedPlan;

  explicit PlanMemo(std::size_t capacity = 0) : capacity_(capacity) {}

  // The route kept for `request`, if any.
  const Route* find(const RouteRequest& request) const;
  // Keeps `route` as `request`'s, forgetting the oldest past the capacity (0: keeps nothing).
  void keep(const RouteRequest& request, const Route& route);
  // Keeps entries another memo over the same walls made, those not kept already.
  void learn(std::span<const Entry> entries);
  // What is kept, oldest first.
  std::vector<Entry> entries() const;

 private:
  bool kept(const Entry& entry) const;
  void add(Entry entry);

  std::size_t capacity_;
  std::vector<Entry> entries_;  // a ring once full
  std::size_t next_ = 0;        // the slot kept next once full (the oldest)
};

}  // namespace hp::sim
