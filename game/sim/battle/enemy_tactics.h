// How an enemy picks the hero it attacks on its turn.
#pragma once

#include <functional>
#include <optional>
#include <string_view>
#include <vector>

#include "engine/core/vec2.h"
#include "game/sim/battle/battlefield.h"
#include "game/sim/model/difficulty.h"
#include "game/sim/model/unit.h"
#include "game/sim/navigation/route_planner.h"

namespace hp::sim {

// The rule, as the game states it to players: Story's (each enemy alone).
inline constexpr std::string_view kEnemyTargetRule =
    "Enemies attack the nearest hero within their reach; farther, they walk toward it";
// Normal's and Hard's (joint_targets.h, World's intents): the enemies together.
inline constexpr std::string_view kJointTargetRule =
    "Enemies attack together: a hero they can knock out first, else the most worn in reach";
// The rule the enemies follow on a difficulty.
constexpr std::string_view enemy_rule(Difficulty difficulty) {
  return difficulty == Difficulty::kStory ? kEnemyTargetRule : kJointTargetRule;
}

// The hero an enemy goes for and its route there (ending where the two touch).
struct TargetChoice {
  UnitId hero;
  std::vector<Vec2> route;
  double length = 0;
};

// The route on which `enemy` walks up to touch `hero`, around the walls and every other standing
// hero; nullopt when there is none. With `within` > 0, nullopt also when it is longer than that:
// the search is bounded (RouteRequest::max_length), and the answer is the unbounded one's for
// every route that short.
std::optional<TargetChoice> route_to_touch(const Battlefield& world, const Unit& enemy,
                                           const Unit& hero, double within = 0);
// One of route_to_touch's searches: with the walk's usual margin, or (tight) its tight one,
// which route_to_touch tries only when the usual one found no route at all (try_tight).
struct TouchSearch {
  std::optional<TargetChoice> route;
  bool try_tight = false;
};
TouchSearch search_to_touch(const Battlefield& world, const Unit& enemy, const Unit& hero,
                            double within, bool tight);
// search_to_touch in two halves, for a search carried on over ticks (RouteSearch): what it asks
// the planner (its discs, the other standing heroes, kept in `others`), and its answer from the
// route the planner gives.
RouteRequest touch_request(const Battlefield& world, const Unit& enemy, const Unit& hero,
                           double within, bool tight, std::vector<Obstacle>& others);
TouchSearch touch_search_result(Route route, const RouteRequest& request, const Unit& hero,
                                bool tight);
// Where choose_target and targets_within get each route to touch a hero: route_to_touch itself,
// or what a memo kept of its answers (TargetMemo, which spreads the plans over ticks).
using TouchRoutes = std::function<std::optional<TargetChoice>(const Unit& hero, double within)>;

// The living hero `enemy` attacks: the one with the shortest route around the walls and the
// other living heroes (heroes hold their ground: shoulder to shoulder they close a way, so a
// wounded hero can be shielded; other enemies step aside or are walked round, so they do not
// count), ties (within half a pixel) to the fewest HP, then to the first on the map. nullopt
// when walls and heroes cut it off from every hero.
std::optional<UnitId> pick_target(const Battlefield& world, const Unit& enemy);
// Which heroes choose_target plans. kByDistance: not one farther in a straight line (less the
// touching distance) than the best route so far beyond the tie, which could be neither shorter
// nor tied; kEveryHero: all of them. The choices are the same; tests hold the two to it.
enum class HeroScan { kByDistance, kEveryHero };
// The same choice, with its route.
std::optional<TargetChoice> choose_target(const Battlefield& world, const Unit& enemy,
                                          HeroScan scan = HeroScan::kByDistance);
std::optional<TargetChoice> choose_target(const Battlefield& world, const Unit& enemy,
                                          HeroScan scan, const TouchRoutes& routes);

// Every living hero whose route (as choose_target plans it) is at most `reach` long, each with
// its route, in unit order: the heroes `enemy` could attack this turn.
std::vector<TargetChoice> targets_within(const Battlefield& world, const Unit& enemy, double reach);
std::vector<TargetChoice> targets_within(const Battlefield& world, const Unit& enemy, double reach,
                                         const TouchRoutes& routes);

// The first `distance` pixels of a route: its points up to there, ending on the point that far
// along (the whole route when it is shorter). Empty for an empty route.
std::vector<Vec2> route_prefix(const std::vector<Vec2>& route, double distance);

}  // namespace hp::sim
