// HeroMove: the walk to the spot; arrival is exact (the route walk's last stride lands on it).
#include "game/sim/world/hero_move.h"

#include "game/sim/world/world.h"

namespace hp::sim {

HeroMove::Status HeroMove::step(World& world) {
  const Unit* hero = world.unit(hero_);
  if (!hero || hero->knocked_out) return Status::kStuck;
  if (hero->position == to_) return Status::kArrived;
  switch (walk_.step(world, hero_, {to_, 0.0, {}})) {
    case WalkStatus::kWalking:
      return world.unit(hero_)->position == to_ ? Status::kArrived : Status::kWalking;
    case WalkStatus::kNoPath:
      return Status::kNoPath;
    case WalkStatus::kStuck:
      return Status::kStuck;
  }
  return Status::kStuck;
}

}  // namespace hp::sim
