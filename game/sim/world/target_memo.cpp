// TargetMemo: the key is compared whole; a miss plans and keeps the new choice.
#include "game/sim/world/target_memo.h"

#include <algorithm>
#include <limits>

#include "game/sim/battle/battlefield.h"

namespace hp::sim {

TargetMemo::Entry TargetMemo::key_of(const Battlefield& world, const Unit& enemy,
                                     std::uint64_t walls) {
  Entry entry;
  entry.walls = walls;
  entry.position = enemy.position;
  entry.radius = enemy.radius();
  for (const Unit& hero : world.units()) {
    if (hero.side() != Side::kHero) continue;
    entry.heroes.push_back(
        {hero.id, hero.position, hero.radius(), hero.hp, hero.in_play(), hero.is_obstacle()});
  }
  return entry;
}

TargetMemo::Entry& TargetMemo::entry_for(const Battlefield& world, const Unit& enemy,
                                         std::uint64_t walls) {
  if (walls != no_routes_walls_) {
    no_routes_ = NavNoRoutes{};
    no_routes_walls_ = walls;
  }
  Entry key = key_of(world, enemy, walls);
  if (entries_.size() <= enemy.id.index) entries_.resize(enemy.id.index + 1);
  std::optional<Entry>& kept = entries_[enemy.id.index];
  if (!kept || kept->walls != key.walls || kept->position != key.position ||
      kept->radius != key.radius || kept->heroes != key.heroes) {
    kept = std::move(key);
  }
  return *kept;
}

std::optional<TouchSearch> TargetMemo::carry_search(Entry& entry, const Battlefield& world,
                                                    const Unit& enemy, const Unit& hero,
                                                    double within, bool tight, int& budget) {
  std::optional<PendingSearch>& pending = entry.pending;
  if (!pending || pending->hero != hero.id || pending->within != within ||
      pending->tight != tight) {
    if (budget <= 0) return std::nullopt;
    budget -= kSearchStart;
    std::vector<Obstacle> others;
    pending.emplace(
        PendingSearch{hero.id, within, tight,
                      RouteSearch(touch_request(world, enemy, hero, within, tight, others))});
  }
  if (!pending->search.advance(world.planner(), no_routes_, budget)) return std::nullopt;
  TouchSearch search =
      touch_search_result(pending->search.route(), pending->search.request(), hero, tight);
  pending.reset();
  return search;
}

TouchRoutes TargetMemo::routes_of(Entry& entry, const Battlefield& world, const Unit& enemy,
                                  int& budget, bool& short_of_budget) {
  return [&](const Unit& hero, double within) -> std::optional<TargetChoice> {
    auto kept = std::find_if(entry.routes.begin(), entry.routes.end(), [&](const KeptRoute& k) {
      return k.hero == hero.id && k.within == within;
    });
    if (kept == entry.routes.end()) {
      std::optional<TouchSearch> search =
          carry_search(entry, world, enemy, hero, within, false, budget);
      if (!search) {
        short_of_budget = true;
        return std::nullopt;
      }
      entry.routes.push_back({hero.id, within, std::move(search->route), search->try_tight});
      kept = entry.routes.end() - 1;
    }
    if (kept->tight_due) {  // route_to_touch's second search, with the tight margin
      std::optional<TouchSearch> search =
          carry_search(entry, world, enemy, hero, within, true, budget);
      if (!search) {
        short_of_budget = true;
        return std::nullopt;
      }
      kept->route = std::move(search->route);
      kept->tight_due = false;
    }
    return kept->route;
  };
}

bool TargetMemo::fill_choice(Entry& entry, const Battlefield& world, const Unit& enemy,
                             int& budget) {
  if (entry.choice) return true;
  bool short_of_budget = false;
  std::optional<TargetChoice> choice = choose_target(
      world, enemy, HeroScan::kByDistance, routes_of(entry, world, enemy, budget, short_of_budget));
  if (short_of_budget) return false;
  entry.choice = std::move(choice);
  return true;
}

bool TargetMemo::fill_within_two_turns(Entry& entry, const Battlefield& world, const Unit& enemy,
                                       int& budget) {
  if (entry.within_two_turns) return true;
  bool short_of_budget = false;
  std::vector<TargetChoice> within = targets_within(
      world, enemy, 2 * enemy.reach(), routes_of(entry, world, enemy, budget, short_of_budget));
  if (short_of_budget) return false;
  entry.within_two_turns = std::move(within);
  return true;
}

bool TargetMemo::prepare_choice(const Battlefield& world, const Unit& enemy, std::uint64_t walls,
                                int& budget) {
  return fill_choice(entry_for(world, enemy, walls), world, enemy, budget);
}

bool TargetMemo::prepare_within_two_turns(const Battlefield& world, const Unit& enemy,
                                          std::uint64_t walls, int& budget) {
  return fill_within_two_turns(entry_for(world, enemy, walls), world, enemy, budget);
}

std::optional<TargetChoice> TargetMemo::choose(const Battlefield& world, const Unit& enemy,
                                               std::uint64_t walls) {
  Entry& entry = entry_for(world, enemy, walls);
  int unlimited = std::numeric_limits<int>::max();
  fill_choice(entry, world, enemy, unlimited);
  return *entry.choice;
}

const std::vector<TargetChoice>& TargetMemo::within_two_turns(const Battlefield& world,
                                                              const Unit& enemy,
                                                              std::uint64_t walls) {
  Entry& entry = entry_for(world, enemy, walls);
  int unlimited = std::numeric_limits<int>::max();
  fill_within_two_turns(entry, world, enemy, unlimited);
  return *entry.within_two_turns;
}

}  // namespace hp::sim
