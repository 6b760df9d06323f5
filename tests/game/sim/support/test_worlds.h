// Hand-built scenarios shared by the simulation tests: an open 640x480 field of 32 px tiles.
#pragma once

#include <string>
#include <vector>

#include "game/sim/world/world.h"

namespace hp::sim::test {

inline constexpr double kTile = 32.0;
inline constexpr double kRadius = 0.4 * kTile;  // the map default

inline UnitSpec unit_spec(std::string name, Side side, Vec2 at, int hp = 10) {
  UnitSpec spec;
  spec.name = std::move(name);
  spec.side = side;
  spec.position = at;
  spec.hp = hp;
  spec.radius = kRadius;
  return spec;
}

inline UnitSpec hero(std::string name, Vec2 at, int hp = 10) {
  return unit_spec(std::move(name), Side::kHero, at, hp);
}

inline UnitSpec enemy(std::string name, Vec2 at, int hp = 10) {
  return unit_spec(std::move(name), Side::kEnemy, at, hp);
}

inline WorldSetup field(std::vector<UnitSpec> units) {
  WorldSetup setup;
  setup.width = 640;
  setup.height = 480;
  setup.tile_width = kTile;
  setup.units = std::move(units);
  return setup;
}

// The open-field scenario: Ann walks 384 px east to the Ogre.
inline WorldSetup open_field() {
  return field({hero("Ann", {96, 240}), enemy("Ogre", {480, 240})});
}

// Ann's spot taken while she is away: Bob patrols onto it as she attacks the Ogre, and waits
// there a minute, so her walk home cannot end.
inline WorldSetup spot_taken_while_away() {
  UnitSpec bob = enemy("Bob", {320, 400});
  bob.patrol_route = 0;
  WorldSetup setup = field({hero("Ann", {100, 100}), enemy("Ogre", {500, 100}), bob});
  PatrolRoute route;
  route.points = {{320, 400}, {100, 100}};
  route.waits = {0.0, 60.0};
  setup.routes.push_back(route);
  return setup;
}

// The same, with Ann's ally Bo standing just below the straight line, a third of the way along.
inline WorldSetup ally_near_the_line() {
  return field({hero("Ann", {96, 240}), hero("Bo", {224, 252}), enemy("Ogre", {480, 240})});
}

// The ids of the living units of one side, in map order.
inline std::vector<UnitId> living(const World& world, Side side) {
  std::vector<UnitId> ids;
  for (const Unit& u : world.units()) {
    if (u.side() == side && u.in_play()) ids.push_back(u.id);
  }
  return ids;
}

inline UnitId id_of(const World& world, std::string_view name) {
  return *world.find(name);
}

inline Commands attack(const World& world, std::string_view attacker, std::string_view target) {
  Commands commands;
  commands.attack = AttackOrder{id_of(world, attacker), id_of(world, target)};
  return commands;
}

// A Move order for the hero of that name.
inline Commands move(const World& world, std::string_view hero, Vec2 to) {
  Commands commands;
  commands.move = MoveOrder{id_of(world, hero), to};
  return commands;
}

inline Commands end_turn() {
  Commands commands;
  commands.end_turn = true;
  return commands;
}

// Steps through the enemies' planning of their intents (World::planning_intents), which follows
// an order and begins each player's turn: the world takes the next order once it is done.
inline void finish_planning(World& world) {
  for (int i = 0; i < 60 * 60 && world.planning_intents(); ++i) world.step({});
}

// Ends the player's turn and steps through the enemies' until the player's next turn (or the
// battle's end), returning every event on the way.
inline std::vector<Event> next_turn(World& world) {
  std::vector<Event> seen;
  world.step(end_turn());
  seen.insert(seen.end(), world.events().begin(), world.events().end());
  for (int i = 0;
       i < 60 * 120 && world.turns().outcome == Outcome::kOngoing && !world.waiting_for_player();
       ++i) {
    world.step({});
    seen.insert(seen.end(), world.events().begin(), world.events().end());
  }
  return seen;
}

}  // namespace hp::sim::test
