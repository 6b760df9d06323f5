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

TargetMemo::Entry& TargetMemo::entry_for(const Battlefield& world, const Unit& enemy,
                                         std::uint64_t walls) {
  Entry key = key_of(world, enemy, walls);
  if (entries_.size() <= enemy.id.index) entries_.resize(enemy.id.index + 1);
  std::optional<Entry>& kept = entries_[enemy.id.index];
  if (!kept || kept->walls != key.walls || kept->position != key.position ||
      kept->radius != key.radius || kept->heroes != key.heroes) {
    kept = std::move(key);
  }
  return *kept;
}

std::optional<TargetChoice> TargetMemo::choose(const Battlefield& world, const Unit& enemy,
                                               std::uint64_t walls) {
  Entry& entry = entry_for(world, enemy, walls);
  if (!entry.choice) entry.choice = choose_target(world, enemy);
  return *entry.choice;
}

const std::vector<TargetChoice>& TargetMemo::within_two_turns(const Battlefield& world,
                                                              const Unit& enemy,
                                                              std::uint64_t walls) {
  Entry& entry = entry_for(world, enemy, walls);
  if (!entry.within_two_turns) {
    entry.within_two_turns = targets_within(world, enemy, 2 * enemy.reach());
  }
  return *entry.within_two_turns;
}

}  // namespace hp::sim
