// ShortestPathOracle: the tests' own shortest route to an enemy, independent of the game's planner.
//
// The hero's centre moves in free space: inside the map shrunk by the hero's radius, outside
// every wall box and polygon grown by the hero's radius, and outside every other standing unit's
// disc grown by the hero's radius. The walk ends on touching the enemy (centre distance = sum of
// radii). Method: Lazy Theta* (any-angle A*) over a fine grid of free points, with exact
// segment-versus-grown-obstacle line-of-sight tests, an exact start point and an exact radial
// last leg. Every path it returns is feasible, so its length is an upper bound on the optimum,
// within about 1% of it (see shortest_path_oracle_test.cpp).
#pragma once

#include <cstddef>
#include <optional>

#include "game/sim/model/world_setup.h"

namespace hp::test {

struct OracleOptions {
  double grid_step = 2.0;  // pixels between grid points
  double margin = 0.0;     // extra clearance kept from every obstacle, pixels
};

// The shortest length (pixels) the hero's centre travels from its start to touching the enemy,
// or nullopt when no route exists. hero and enemy index setup.units; every other unit blocks.
std::optional<double> shortest_path_length(const sim::WorldSetup& setup, std::size_t hero,
                                           std::size_t enemy, const OracleOptions& options = {});

// Whether a route to touching the enemy exists that keeps margin pixels from every obstacle.
// Conservative: a passage whose free band for the centre is narrower than the 2 px grid step
// may be missed.
bool path_exists(const sim::WorldSetup& setup, std::size_t hero, std::size_t enemy,
                 double margin = 0.0);

// A verdict that accounts for the grid: kReachable when a route keeping margin pixels exists,
// kUnreachable when not even a route that grazes obstacles by a grid step exists, kMarginal
// in between (a passage about as wide as the hero: not fair to require either outcome).
enum class Reachability { kReachable, kUnreachable, kMarginal };
Reachability reachability(const sim::WorldSetup& setup, std::size_t hero, std::size_t enemy,
                          double margin);

}  // namespace hp::test
