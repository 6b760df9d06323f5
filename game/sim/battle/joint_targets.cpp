// The enemies' targets chosen together: knock-outs first, then the blows worn onto one hero.
#include "game/sim/battle/joint_targets.h"

#include <algorithm>
#include <numeric>
#include <tuple>

namespace hp::sim {
namespace {

bool reaches(const JointEnemy& enemy, std::size_t hero) {
  return std::any_of(enemy.reach.begin(), enemy.reach.end(),
                     [&](const JointReach& r) { return r.hero == hero; });
}

// The fewest of `candidates` (enemy indexes) whose blows add up to `hp`: the ones with the fewest
// heroes in reach first (the others stay free for other heroes), then the hardest hitters; then
// any it could spare dropped, the weakest first. Empty when all of them together fall short.
std::vector<std::size_t> knock_out_party(std::span<const JointEnemy> enemies,
                                         std::vector<std::size_t> candidates, int hp) {
  std::stable_sort(candidates.begin(), candidates.end(), [&](std::size_t a, std::size_t b) {
    const JointEnemy &ea = enemies[a], &eb = enemies[b];
    return std::tuple(ea.reach.size(), -ea.attack) < std::tuple(eb.reach.size(), -eb.attack);
  });
  std::vector<std::size_t> party;
  int dealt = 0;
  for (std::size_t e : candidates) {
    if (dealt >= hp) break;
    party.push_back(e);
    dealt += enemies[e].attack;
  }
  if (dealt < hp) return {};
  // Drop any it can spare, weakest first, so every blow is needed: then the hero falls to the
  // last of them to act and none comes after it is down.
  std::vector<std::size_t> by_weakest = party;
  std::stable_sort(by_weakest.begin(), by_weakest.end(), [&](std::size_t a, std::size_t b) {
    return enemies[a].attack < enemies[b].attack;
  });
  for (std::size_t e : by_weakest) {
    if (dealt - enemies[e].attack >= hp) {
      dealt -= enemies[e].attack;
      party.erase(std::find(party.begin(), party.end(), e));
    }
  }
  std::sort(party.begin(), party.end());
  return party;
}

}  // namespace

std::vector<std::optional<std::size_t>> choose_joint_targets(std::span<const JointHero> heroes,
                                                             std::span<const JointEnemy> enemies) {
  std::vector<std::optional<std::size_t>> targets(enemies.size());
  std::vector<bool> down(heroes.size(), false);

  // 1. Knock-outs, one hero at a time, while any is possible.
  for (;;) {
    std::optional<std::size_t> chosen;
    std::vector<std::size_t> chosen_party;
    for (std::size_t h = 0; h < heroes.size(); ++h) {
      if (down[h] || heroes[h].hp <= 0) continue;
      std::vector<std::size_t> free_reaching;
      for (std::size_t e = 0; e < enemies.size(); ++e) {
        if (!targets[e] && reaches(enemies[e], h)) free_reaching.push_back(e);
      }
      std::vector<std::size_t> party = knock_out_party(enemies, free_reaching, heroes[h].hp);
      if (party.empty()) continue;
      const auto rank = [&](std::size_t hero, std::size_t size) {
        return std::tuple(!heroes[hero].decisive, size, heroes[hero].hp);
      };
      if (!chosen || rank(h, party.size()) < rank(*chosen, chosen_party.size())) {
        chosen = h;
        chosen_party = std::move(party);
      }
    }
    if (!chosen) break;
    for (std::size_t e : chosen_party) targets[e] = *chosen;
    down[*chosen] = true;
  }

  // 2. The rest wear down the decisive hero, else the most worn one, else the nearest.
  std::vector<int> hp_left(heroes.size());
  for (std::size_t h = 0; h < heroes.size(); ++h) hp_left[h] = heroes[h].hp;
  for (std::size_t e = 0; e < enemies.size(); ++e) {
    if (targets[e]) hp_left[*targets[e]] -= enemies[e].attack;
  }
  for (std::size_t e = 0; e < enemies.size(); ++e) {
    if (targets[e]) continue;
    const JointReach* best = nullptr;
    for (const JointReach& r : enemies[e].reach) {
      if (down[r.hero] || hp_left[r.hero] <= 0) continue;
      const auto rank = [&](const JointReach& x) {
        return std::tuple(!heroes[x.hero].decisive, hp_left[x.hero], x.length, x.hero);
      };
      if (!best || rank(r) < rank(*best)) best = &r;
    }
    if (!best) continue;
    targets[e] = best->hero;
    hp_left[best->hero] -= enemies[e].attack;
  }
  return targets;
}

}  // namespace hp::sim
