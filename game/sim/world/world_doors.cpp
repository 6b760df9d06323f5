// World's doors: a Wall with opens_* properties blocks until its first condition holds (its turn
// has begun, a named unit is out, a hero stands in its Area), then opens for good. Routes planned
// with it closed stay clear once it opens (there is only less wall), so walks under way go on;
// every plan made after it is made without it, and the enemies' intents are planned again at
// once, so the player sees what the open door changes.
#include <algorithm>

#include "engine/core/assert.h"

#include "game/sim/navigation/route_planner.h"
#include "game/sim/navigation/static_collision.h"
#include "game/sim/world/patrol_state.h"
#include "game/sim/world/world.h"

namespace hp::sim {
namespace {

constexpr double kPlannerCellsPerTile = 8.0;  // 4 px cells on 32 px tiles
// Plans each planner remembers: an attack's forecast makes a few dozen (the meeting search's,
// the walks' replans, the patrols walking meanwhile), an order's check one or two.
constexpr std::size_t kRememberedPlans = 256;

}  // namespace

void World::build_navigation() {
  Walls standing = setup_->walls;
  for (std::size_t i = 0; i < setup_->doors.size(); ++i) {
    if (doors_open_[i]) continue;
    const Walls& shape = setup_->doors[i].shape;
    standing.boxes.insert(standing.boxes.end(), shape.boxes.begin(), shape.boxes.end());
    standing.polygons.insert(standing.polygons.end(), shape.polygons.begin(), shape.polygons.end());
  }
  collision_ = std::make_shared<const StaticCollision>(*setup_, std::move(standing));
  ++navigation_builds_;  // every target choice kept was made among the walls before
  const WorldPlanners planners = own_planners();
  planner_ = planners.planner;
  coarse_planner_ = planners.coarse;
}

WorldPlanners World::own_planners() const {
  auto fine =
      std::make_shared<RoutePlanner>(*collision_, setup_->tile_width / kPlannerCellsPerTile);
  // The meeting search plans from both ends, except on a big map, where its plans are carried
  // over ticks (MeetingSearch), which a search from both ends cannot be.
  auto coarse =
      std::make_shared<RoutePlanner>(*collision_, 2.0 * setup_->tile_width / kPlannerCellsPerTile,
                                     fine->big_grid() ? SearchEnds::kStart : SearchEnds::kBoth);
  fine->remember_plans(kRememberedPlans);
  coarse->remember_plans(kRememberedPlans);
  return {collision_, std::move(fine), std::move(coarse)};
}

void World::learn_plans(const PlansMade& plans) const {
  if (plans.collision != collision_) return;
  planner_->learn(plans.fine);
  coarse_planner_->learn(plans.coarse);
}

PlansMade plans_made(const WorldPlanners& planners) {
  if (!planners.planner || !planners.coarse) return {planners.collision, {}, {}};
  return {planners.collision, planners.planner->remembered(), planners.coarse->remembered()};
}

void World::use_planners(const WorldPlanners& planners) {
  HP_ASSERT(fits(planners));
  planner_ = planners.planner;
  coarse_planner_ = planners.coarse;
}

bool World::door_due(const Door& door) const {
  if (door.opens_on_turn > 0 && turns_.turn >= door.opens_on_turn) return true;
  if (door.opens_when_out >= 0 &&
      units_[static_cast<std::size_t>(door.opens_when_out)].knocked_out) {
    return true;
  }
  if (door.opens_when_entered >= 0) {
    const Area& area = setup_->areas[static_cast<std::size_t>(door.opens_when_entered)];
    return std::any_of(units_.begin(), units_.end(), [&](const Unit& hero) {
      return hero.side() == Side::kHero && hero.in_play() && contains(area, hero.position);
    });
  }
  return false;
}

void World::watch_doors() {
  bool opened = false;
  for (std::size_t i = 0; i < setup_->doors.size(); ++i) {
    if (doors_open_[i] || !door_due(setup_->doors[i])) continue;
    doors_open_[i] = 1;
    opened = true;
    emit(DoorOpened{i, centre(setup_->doors[i])});
  }
  if (!opened) return;
  build_navigation();
  // Patrols plan their next leg afresh: the way through may be shorter now.
  for (PatrolState& patrol : patrols_) patrol.walk = RouteWalk();
  replan_intents();
}

}  // namespace hp::sim
