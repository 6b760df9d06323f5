// MeetingRoutes: the meeting search's route lengths from a hero to touching an enemy at places
// along its patrol: planned, estimated from the routes planned so far, or bounded below.
#pragma once

#include <optional>
#include <vector>

#include "engine/core/vec2.h"
#include "game/sim/battle/battlefield.h"
#include "game/sim/model/unit.h"
#include "game/sim/navigation/margin_search.h"
#include "game/sim/navigation/nav_no_routes.h"
#include "game/sim/navigation/route_walk.h"
#include "game/sim/navigation/static_collision.h"
#include "game/sim/steering/obstacle.h"

namespace hp::sim {

// A way to touch the enemy at some point: its length, and which way it is.
struct WayThere {
  double length = 0;        // px to touching
  int known = -1;           // the planned route it follows (-1: straight from the hero)
  std::size_t corners = 0;  // how many of that route's corners, then straight on
  bool planned = false;     // the whole planned route, to its own end
};

// Route lengths from where the hero stood when made to touching the enemy were it standing at a
// given place. It keeps values only (no unit or world), so a search carried over ticks (and
// copied with the world, for a forecast) keeps it; each call is handed the world it plans on.
class MeetingRoutes {
 public:
  MeetingRoutes(const Battlefield& world, const Unit& hero, const Unit& enemy,
                const WalkTunables& walk, double trust_distance);

  double reach() const { return reach_; }
  Vec2 hero_position() const { return hero_position_; }
  int plans() const { return plans_; }                    // begun, whole or carried
  bool planning() const { return pending_.has_value(); }  // carry_plan_to's plan under way

  // Plans the route at once (as the walk does: standing units round, walls alone when units
  // close the way; on the coarse planner, whose memo may answer) and keeps it for estimates.
  // nullopt when no route exists.
  std::optional<WayThere> plan_to(const Battlefield& world, Vec2 at);
  // The same plan searched at most `budget` grid expansions at a time (taken off it): false
  // while it goes on; true once known, with `way` set as plan_to would give it. The search is
  // RouteSearch's, which finds plan_to's route however it is split (the coarse planner then
  // searches from the start alone) and takes the same number of ticks in every run: never the
  // memo, which a forecast on planners of its own would have filled differently.
  bool carry_plan_to(const Battlefield& world, Vec2 at, int& budget, std::optional<WayThere>& way);
  // The shortest way known to touch the enemy at `at`: the straight line, or a planned route
  // as far as one of its corners and then straight, when that last stretch is clear. Routes
  // planned to farther than trust_distance from `at` are not used (another way round may be
  // shorter there). nullopt when nothing known reaches it.
  std::optional<WayThere> estimate_to(const Battlefield& world, Vec2 at) const;
  // The way's points from the hero to `at` (or the planned route's end); empty when it goes
  // through standing units.
  std::vector<Vec2> route_of(const WayThere& way, Vec2 at) const;
  // No route to `at` is shorter than the straight line, nor than a planned route's length less
  // the distance between their ends.
  double lower_bound(Vec2 at) const;

 private:
  // A route planned to touch the enemy at `goal`: its corners and the length walked to each.
  struct KnownRoute {
    Vec2 goal;
    double length = 0;  // px to touching
    std::vector<Vec2> corners;
    std::vector<double> walked;  // px from the start to each corner
    Vec2 end;                    // the planned route's last point
    bool round_units = true;     // planned round the standing units (not through them)
  };
  // carry_plan_to's search under way: plan_to's plans in its order (round the standing units,
  // then through them; each with both of the walk's margins: MarginSearch).
  struct PendingPlan {
    Vec2 at;
    bool round_units = true;
    MarginSearch search;
  };

  RouteRequest request_to(Vec2 at, bool round_units) const;
  std::optional<WayThere> keep(Vec2 at, const Route& route, bool round_units);
  bool clear(const Battlefield& world, Vec2 from, Vec2 to) const;

  Vec2 hero_position_;
  double hero_radius_;
  double reach_;
  WalkTunables walk_;
  double trust_distance_;
  std::vector<Obstacle> discs_;
  std::vector<KnownRoute> known_;
  int plans_ = 0;
  std::optional<PendingPlan> pending_;
  NavNoRoutes no_routes_;  // sides carry_plan_to's searches flooded in vain
  // The scan's tests run from the hero to places along the patrol: often the same wall blocks.
  // The hint names a wall of the collision it was found in (a door opening mid-search builds
  // another): it is dropped when the walls differ.
  mutable StaticCollision::SightHint sight_hint_;
  mutable const StaticCollision* hint_walls_ = nullptr;
};

}  // namespace hp::sim
