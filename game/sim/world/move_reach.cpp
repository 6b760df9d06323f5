// MoveReach: the hero's reach field with the Move rule's margin, each node's room, and the
// enemies within reach.
#include "game/sim/world/move_reach.h"

#include <algorithm>
#include <cmath>

#include "game/sim/world/world.h"

namespace hp::sim {

MoveReach::MoveReach(const World& world, UnitId hero) {
  const Unit* h = world.unit(hero);
  standing_hash_ = world.standing_hash();
  collision_ = &world.collision();
  if (!h || !(world.can_move(hero) || world.can_order(hero))) return;
  hero_ = hero;
  can_move_ = world.can_move(hero);
  reach_ = h->reach();
  ReachRequest request;
  request.start = h->position;
  request.radius = h->radius();
  request.margin = World::move_margin();
  request.tight_margin = World::move_tight_margin();
  request.cell = world.setup().tile_width / kCellsPerTile;
  request.bound = reach_ + request.cell;
  field_ = ReachField(world.collision(), request);
  for (const Unit& other : world.units()) {
    if (other.side() != Side::kEnemy || !other.in_play()) continue;
    if (way_to_touch(other, h->radius()) <= reach_ - kEdgeBand) enemies_.push_back(other.id);
  }
  if (!can_move_) return;
  // Past the edge the value only needs its sign (and roughly its size, one cell out).
  const auto outside = static_cast<float>(-request.cell);
  inside_.assign(static_cast<std::size_t>(field_.cols()) * field_.rows(), outside);
  for (int y = 0; y < field_.rows(); ++y) {
    for (int x = 0; x < field_.cols(); ++x) {
      const double way = field_.way_to_node(x, y);
      if (way == ReachField::kUnreached) continue;
      const double left = reach_ - kEdgeBand - way;
      const double room = world.move_spot_room(hero, field_.node_at(x, y));
      inside_[static_cast<std::size_t>(y * field_.cols() + x)] =
          static_cast<float>(std::max(std::min(left, room), static_cast<double>(outside)));
    }
  }
}

bool MoveReach::takes(const World& world, Vec2 spot) const {
  if (!can_move_ || world.check_move_spot(hero_, spot) != MoveCheck::kOk) return false;
  return field_.way_to(spot) <= reach_ - kEdgeBand;
}

bool MoveReach::made_for(const World& world, UnitId hero) const {
  return hero == hero_ && standing_hash_ == world.standing_hash() &&
         collision_ == &world.collision() && can_move_ == world.can_move(hero);
}

// The shortest way to a node within touching distance of the enemy (a cell's slack), plus
// what is left to walk straight from there to touch it.
double MoveReach::way_to_touch(const Unit& enemy, double radius) const {
  const double touch = radius + enemy.radius();
  const double c = field_.cell();
  const Vec2 origin = field_.node_at(0, 0);
  const Vec2 e = enemy.position;
  const int x0 = std::max(0, static_cast<int>(std::floor((e.x - touch - origin.x) / c)));
  const int y0 = std::max(0, static_cast<int>(std::floor((e.y - touch - origin.y) / c)));
  const int x1 =
      std::min(field_.cols() - 1, static_cast<int>(std::ceil((e.x + touch - origin.x) / c)));
  const int y1 =
      std::min(field_.rows() - 1, static_cast<int>(std::ceil((e.y + touch - origin.y) / c)));
  double best = ReachField::kUnreached;
  for (int y = y0; y <= y1; ++y) {
    for (int x = x0; x <= x1; ++x) {
      const double way = field_.way_to_node(x, y);
      const double apart = distance(field_.node_at(x, y), e);
      if (way == ReachField::kUnreached || apart > touch + c) continue;
      best = std::min(best, way + std::max(0.0, apart - touch));
    }
  }
  return best;
}

}  // namespace hp::sim
