// WorldPlanners: a world's route planners and the collision they were made over.
#pragma once

#include <memory>
#include <vector>

#include "game/sim/navigation/plan_memo.h"

namespace hp::sim {

class RoutePlanner;
class StaticCollision;

// A planner keeps scratch between plans, so it is not thread-safe, and copies of a world share
// their planners: a copy played on another thread plans on a set of its own (World::use_planners).
struct WorldPlanners {
  std::shared_ptr<const StaticCollision> collision;  // kept alive: the planners point into it
  std::shared_ptr<const RoutePlanner> planner;       // the walks' grid
  std::shared_ptr<const RoutePlanner> coarse;        // the meeting search's grid
};

// The plans a set of planners remembers (RoutePlanner::remember_plans) and the walls they were
// made over: what a forecast played on a thread of its own hands to the world (World::learn_plans).
struct PlansMade {
  std::shared_ptr<const StaticCollision> collision;
  std::vector<RememberedPlan> fine;    // the walks' planner's
  std::vector<RememberedPlan> coarse;  // the meeting search's
};
PlansMade plans_made(const WorldPlanners& planners);

}  // namespace hp::sim
