// TargetMemo: each enemy's last target choice (choose_target) and what it was made from, so
// planning the intents again after an action re-plans only the enemies whose choice could have
// changed: one that moved, a hero that moved, was hurt, went down or stepped aside, a door that
// opened. Everything the choice reads is in the key, so a kept choice is the one planning again
// would make, to the bit.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "engine/core/vec2.h"
#include "game/sim/battle/enemy_tactics.h"
#include "game/sim/model/unit.h"
#include "game/sim/navigation/nav_no_routes.h"
#include "game/sim/navigation/route_search.h"

namespace hp::sim {

class Battlefield;

class TargetMemo {
 public:
  // The enemy's choice: kept when nothing it reads has changed since it was made, else planned.
  // walls: which walls stand (the world counts its collision's rebuilds: a door's opening).
  std::optional<TargetChoice> choose(const Battlefield& world, const Unit& enemy,
                                     std::uint64_t walls);
  // The heroes within twice the enemy's reach (targets_within: those it can attack this turn and
  // those it can walk to attack next turn), kept the same way.
  const std::vector<TargetChoice>& within_two_turns(const Battlefield& world, const Unit& enemy,
                                                    std::uint64_t walls);
  // The same answers, planned a slice at a time (World::think spreads the intents' plans over
  // ticks): true when the answer is kept; else carries on the route searches it reads and are
  // not kept yet, for at most `budget` grid cell expansions (each search started costs
  // kSearchStart more; route_to_touch makes one or two searches), keeps those that end, and
  // returns true only if that was all it needed. A search the budget cut short goes on from
  // there at the next call. The answer is the one planning it whole makes: the routes are the
  // same and so is every choice made from them. How much budget an answer takes depends on the
  // world alone (RouteSearch), so the ticks the planning takes are the same in every run.
  static constexpr int kSearchStart = 128;
  bool prepare_choice(const Battlefield& world, const Unit& enemy, std::uint64_t walls,
                      int& budget);
  bool prepare_within_two_turns(const Battlefield& world, const Unit& enemy, std::uint64_t walls,
                                int& budget);

 private:
  // What choose_target reads of a hero.
  struct HeroState {
    UnitId id;
    Vec2 position;
    double radius = 0;
    int hp = 0;
    bool in_play = false;
    bool obstacle = false;
    bool operator==(const HeroState&) const = default;
  };
  // One route_to_touch answer (within: its bound, 0 for none), or half of one: the usual
  // margin's search found nothing and the tight margin's is still to come.
  struct KeptRoute {
    UnitId hero;
    double within = 0;
    std::optional<TargetChoice> route;
    bool tight_due = false;
  };
  // A route search under way: route_to_touch's usual or tight one for this hero and bound.
  struct PendingSearch {
    UnitId hero;
    double within = 0;
    bool tight = false;
    RouteSearch search;
  };
  struct Entry {
    std::uint64_t walls = 0;
    Vec2 position;
    double radius = 0;
    std::vector<HeroState> heroes;
    std::optional<std::optional<TargetChoice>> choice;          // planned when first asked
    std::optional<std::vector<TargetChoice>> within_two_turns;  // likewise
    std::vector<KeptRoute> routes;  // the routes planned for them so far
    std::optional<PendingSearch> pending;
  };
  static Entry key_of(const Battlefield& world, const Unit& enemy, std::uint64_t walls);
  // The enemy's entry, emptied first when what it was made from has changed.
  Entry& entry_for(const Battlefield& world, const Unit& enemy, std::uint64_t walls);

  // prepare_choice and prepare_within_two_turns on the enemy's entry, already looked up.
  bool fill_choice(Entry& entry, const Battlefield& world, const Unit& enemy, int& budget);
  bool fill_within_two_turns(Entry& entry, const Battlefield& world, const Unit& enemy,
                             int& budget);
  // The routes the choice reads: kept ones, else searched while `budget` lasts, else none with
  // `short_of_budget` set (the choice made from them is then not kept).
  TouchRoutes routes_of(Entry& entry, const Battlefield& world, const Unit& enemy, int& budget,
                        bool& short_of_budget);
  // One of route_to_touch's searches carried on (begun if it is not under way and the budget
  // allows): its answer once it ends, else nullopt.
  std::optional<TouchSearch> carry_search(Entry& entry, const Battlefield& world, const Unit& enemy,
                                          const Unit& hero, double within, bool tight, int& budget);

  std::vector<std::optional<Entry>> entries_;  // by the enemy's unit index
  // The sides the searches here found no route out of, for the walls of no_routes_walls_: the
  // enemies on one side of a closed door ask the same of each hero beyond it. Kept here, not in
  // the planner every copy of the world and the scene's previews share, so what a search finds
  // known depends on this world's searches alone.
  NavNoRoutes no_routes_;
  std::uint64_t no_routes_walls_ = 0;
};

}  // namespace hp::sim
