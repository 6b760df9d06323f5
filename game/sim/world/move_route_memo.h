// MoveRouteMemo: the last few routes a Move was measured on. One click checks its Move three
// times in the frame it is given (the scene, to say why it is refused; the turn history, to know
// whether to keep an undo copy; the world, as it takes the order) and the preview measures the
// spot under the pointer again for "too far by": each check was a whole route plan (up to a
// millisecond and a half on the shipped maps, tens of milliseconds on a 256x256 one).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>

#include "engine/core/vec2.h"
#include "game/sim/navigation/route_planner.h"

namespace hp::sim {

// What a Move's route depends on: World::move_route plans round the walls alone (units step
// aside), so the walker's place and size, the spot and which walls stand are all of it.
struct MoveRouteKey {
  Vec2 start;
  double radius = 0;
  Vec2 to;
  std::uint64_t walls = 0;  // World's count of its navigation builds (a door's opening)
  bool operator==(const MoveRouteKey&) const = default;
};

class MoveRouteMemo {
 public:
  // The route remembered for `key`, if it is one of the last kSize measured.
  const Route* find(const MoveRouteKey& key) const;
  // Remembers `route` for `key`, forgetting the oldest.
  const Route& keep(const MoveRouteKey& key, Route route);

  static constexpr std::size_t kSize = 4;

 private:
  struct Entry {
    MoveRouteKey key;
    Route route;
  };
  std::array<std::optional<Entry>, kSize> entries_;
  std::size_t next_ = 0;  // the slot kept next (the oldest)
};

}  // namespace hp::sim
