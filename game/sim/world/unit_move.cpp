// UnitMove: the walk to the spot; arrival is exact (the route walk's last stride lands on it).
#include "game/sim/world/unit_move.h"

#include "game/sim/world/world.h"

namespace hp::sim {

UnitMove::Status UnitMove::step(World& world) {
  const Unit* unit = world.unit(unit_);
  if (!unit || !unit->in_play()) return Status::kStuck;
  if (unit->position == to_) return Status::kArrived;
  switch (walk_.step(world, unit_, {to_, 0.0, {}})) {
    case WalkStatus::kWalking:
      return world.unit(unit_)->position == to_ ? Status::kArrived : Status::kWalking;
    case WalkStatus::kNoPath:
      return Status::kNoPath;
    case WalkStatus::kStuck:
      return Status::kStuck;
  }
  return Status::kStuck;
}

}  // namespace hp::sim
