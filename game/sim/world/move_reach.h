// MoveReach: where a hero's Move can take it this turn and which enemies it can touch within
// its reach, worked out once when the hero is selected (a ReachField from where it stands) so
// the view can shade it every frame. It agrees with World::check_move: a spot it takes, the
// Move rule takes (tests/game/sim/world/move_reach_test.cpp holds it to that on every
// projection's maps); within kEdgeBand of the reach's edge it may leave out a spot the rule
// would take.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "engine/core/vec2.h"
#include "game/sim/model/unit.h"
#include "game/sim/navigation/reach_field.h"

namespace hp::sim {

class World;

class MoveReach {
 public:
  // Pixels at the reach's edge the field may leave out: its ways are exact lines of sight but
  // are taken between grid nodes, so one can come out a little shorter than the planned route.
  static constexpr double kEdgeBand = 4.0;
  // The field's grid spacing, in tiles (a quarter tile: 8 px on 32 px tiles).
  static constexpr double kCellsPerTile = 4.0;

  MoveReach() = default;  // no hero: takes nothing
  // Empty when the hero can neither move nor attack now (World::can_move, World::can_order); a
  // hero that has moved but may still attack keeps its enemies in reach and takes no spot.
  MoveReach(const World& world, UnitId hero);

  UnitId hero() const { return hero_; }
  bool empty() const { return !hero_.valid(); }
  // Whether a Move may still be given (else no spot is taken).
  bool can_move() const { return can_move_; }
  double reach() const { return reach_; }
  // Whether a Move there is taken: room on the spot (World::check_move_spot) and a way of at
  // most reach - kEdgeBand.
  bool takes(const World& world, Vec2 spot) const;
  // Per field node: how far inside what takes() takes the node is, pixels (negative outside):
  // the smaller of the way left (reach - kEdgeBand - the way there) and the spot's room
  // (World::move_spot_room). The shading's edge is where it crosses zero. Empty when no Move.
  float inside(int x, int y) const {
    return inside_[static_cast<std::size_t>(y * field_.cols() + x)];
  }
  bool has_inside() const { return !inside_.empty(); }
  // The way's length to the spot as the field measures it (ReachField::kUnreached past the
  // field's bound or with no way).
  double way_to(Vec2 spot) const { return field_.way_to(spot); }
  const ReachField& field() const { return field_; }
  // The living enemies this hero can touch walking at most its reach: attacked, the hero gets
  // there this turn no farther than a Move would take it.
  std::span<const UnitId> enemies_in_reach() const { return enemies_; }
  // Whether it was made for this hero and this world as it stands: the world's standing hash
  // (the units, their HP and states; not the tick, which counts on while the player decides, so
  // the reach is not made again every tick), the collision (doors) and whether the hero may move.
  bool made_for(const World& world, UnitId hero) const;

 private:
  double way_to_touch(const Unit& enemy, double radius) const;

  UnitId hero_;
  bool can_move_ = false;
  double reach_ = 0;
  std::vector<float> inside_;
  ReachField field_;
  std::vector<UnitId> enemies_;
  std::uint64_t standing_hash_ = 0;
  const void* collision_ = nullptr;
};

}  // namespace hp::sim
