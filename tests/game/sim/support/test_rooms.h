// Maps of rooms and corridors for navigation tests, and open points on them.
#pragma once

#include <random>

#include "game/sim/model/world_setup.h"
#include "game/sim/navigation/static_collision.h"
#include "tests/game/sim/support/test_walls.h"
#include "tests/game/sim/support/test_worlds.h"

namespace hp::sim::test {

// Rooms and corridors, as the big benchmark level has them: blocks of `block` px, each wall
// between two blocks left out a quarter of the time or else stone with one or two 3-tile gaps,
// and some units' worth of crates about.
inline WorldSetup rooms(std::mt19937_64& rng, double side, double block) {
  WorldSetup setup = empty_map(side, side);
  std::uniform_real_distribution<double> unit(0, 1);
  const int blocks = static_cast<int>(side / block);
  const int tiles = static_cast<int>(block / 32);
  std::uniform_int_distribution<int> gap_at(1, tiles - 4);
  for (int k = 1; k < blocks; ++k) {
    for (int j = 0; j < blocks; ++j) {
      for (const bool vertical : {true, false}) {
        if (unit(rng) < 0.25) continue;
        const int gap = gap_at(rng);
        for (int i = 0; i < tiles; ++i) {
          if (i >= gap && i < gap + 3) continue;
          const double along = j * block + i * 32.0, across = k * block;
          setup.walls.boxes.push_back(vertical ? make_rect(across, along, 32, 32)
                                               : make_rect(along, across, 32, 32));
        }
      }
    }
  }
  std::uniform_int_distribution<int> tile(0, static_cast<int>(side / 32) - 1);
  for (int i = 0; i < blocks * blocks; ++i) {
    setup.walls.boxes.push_back(make_rect(tile(rng) * 32.0, tile(rng) * 32.0, 32, 32));
  }
  return setup;
}

inline Vec2 open_point(const StaticCollision& walls, std::mt19937_64& rng, double radius) {
  std::uniform_real_distribution<double> at(0, walls.width());
  Vec2 p{at(rng), at(rng)};
  while (walls.gap(p, radius) < 2.0) p = {at(rng), at(rng)};
  return p;
}

// Rooms and corridors of 68 x 68 tiles (a grid of 545 x 545 cells, past LongSearch's
// big_grid_cells) with Ann and the Ogre at open places at least `apart` px from each other.
inline WorldSetup big_rooms(std::mt19937_64& rng, double apart) {
  WorldSetup setup = rooms(rng, 68 * kTile, 8 * kTile);
  setup.tile_width = kTile;
  const StaticCollision walls(setup);
  const Vec2 ann = open_point(walls, rng, 2 * kRadius);
  Vec2 ogre = open_point(walls, rng, 2 * kRadius);
  while (distance(ann, ogre) < apart) ogre = open_point(walls, rng, 2 * kRadius);
  setup.units = {hero("Ann", ann), enemy("Ogre", ogre)};
  return setup;
}

}  // namespace hp::sim::test
