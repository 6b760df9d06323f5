// TargetMemo: the key is compared whole; a miss plans and keeps the new choice.
#include "game/sim/world/target_memo.h"

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

std::optional<TargetChoice> TargetMemo::choose(const Battlefield& world, const Unit& enemy,
                                               std::uint64_t walls) {
  Entry key = key_of(world, enemy, walls);
  if (entries_.size() <= enemy.id.index) entries_.resize(enemy.id.index + 1);
  std::optional<Entry>& kept = entries_[enemy.id.index];
  if (kept && kept->walls == key.walls && kept->position == key.position &&
      kept->radius == key.radius && kept->heroes == key.heroes) {
    return kept->choice;
  }
  key.choice = choose_target(world, enemy);
  kept = std::move(key);
  return kept->choice;
}

}  // namespace hp::sim
