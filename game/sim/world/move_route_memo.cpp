// MoveRouteMemo: a ring of the last routes; keys compared whole, so a hit is the route a plan
// would give again (the planner's route is a function of the request and the walls).
#include "game/sim/world/move_route_memo.h"

#include <utility>

namespace hp::sim {

const Route* MoveRouteMemo::find(const MoveRouteKey& key) const {
  for (const std::optional<Entry>& entry : entries_) {
    if (entry && entry->key == key) return &entry->route;
  }
  return nullptr;
}

const Route& MoveRouteMemo::keep(const MoveRouteKey& key, Route route) {
  std::optional<Entry>& slot = entries_[next_];
  next_ = (next_ + 1) % kSize;
  slot = Entry{key, std::move(route)};
  return slot->route;
}

}  // namespace hp::sim
