// WorldPlanners: a world's route planners and the collision they were made over.
#pragma once

#include <memory>

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

}  // namespace hp::sim
