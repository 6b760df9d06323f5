// Unit: one hero or enemy, its rules read from the map and its live state.
#pragma once

#include <cstdint>
#include <string>

#include "engine/core/vec2.h"

namespace hp::sim {

// A generational handle to a unit: stays valid while the unit exists, never dangles.
struct UnitId {
  std::uint32_t index = UINT32_MAX;
  std::uint32_t generation = 0;

  bool valid() const { return index != UINT32_MAX; }
  bool operator==(const UnitId&) const = default;
};

enum class Side { kHero, kEnemy };

// What the map says about a unit (map conventions: docs/map-conventions.md).
struct UnitSpec {
  std::string name;
  Side side = Side::kHero;
  Vec2 position;        // pixels, the unit's centre
  int hp = 10;          // starting and maximum hit points
  double speed = 96.0;  // pixels per second
  double radius = 0.0;  // pixels (the map default: MapSpace::default_unit_radius)
  int attack = 3;       // hit points a slam takes off
  // Enemies: the share of its hit points under which a wounded enemy runs from the hero coming
  // for it (0: it never runs; 1: it runs once hurt at all).
  double flee_below = 1.0 / 3.0;
  int patrol_route = -1;  // index into WorldSetup::routes, or -1: stands guard
  // Reinforcements: a unit that is not on the field at the start. It arrives at the start of the
  // player's turn `arrives_on_turn` (2 or later; 0: there from the start), or at the start of
  // the turn after a hero first stands in the Area `arrives_when_entered` (an index into
  // WorldSetup::areas; -1: none). It is shown a turn ahead where it will arrive.
  int arrives_on_turn = 0;
  int arrives_when_entered = -1;
  // Enemies: how near (pixels, centre to centre) a living hero must come before it notices the
  // heroes; until then it neither attacks nor advances. 0: none, it is alert from the start.
  double aggro_range = 0.0;
  // How it looks, for the view (plain data: the simulation never draws). `sprite`: an image drawn
  // instead of the default figure, its path resolved against the map's folder (empty: the
  // default). `color`: a team colour, 0xAARRGGBB as Tiled writes it (0: none).
  std::string sprite;
  std::uint32_t color = 0;
  int line = 0;  // source line of the map object, for messages
};

// A unit's live state.
// How far a unit gets in a turn, in seconds of its walking: an enemy attacks a hero whose route
// is at most this long (farther, it walks this far toward it), and a hero's Move order reaches
// this far. So a hero out of every enemy's reach is safe this turn, and the player can see it.
inline constexpr double kReachSeconds = 3.0;

struct Unit {
  UnitId id;
  UnitSpec spec;           // rules, unchanged during play
  Vec2 position;           // pixels, centre of the disc
  Vec2 previous_position;  // position before the last step, for render interpolation
  Vec2 home;               // where the unit started; heroes walk back here
  Vec2 facing{1.0, 0.0};   // unit vector, direction of last travel
  Vec2 velocity;           // pixels per second over the last tick (zero when standing)
  int hp = 0;
  bool knocked_out = false;  // at 0 HP: no longer acts or blocks
  // A reinforcement not on the field yet: it neither acts nor blocks, and is not drawn. It
  // arrives at the start of the player's turn arrival_turn (0: not known yet, it waits on an
  // Area).
  bool arriving = false;
  int arrival_turn = 0;
  double flash_seconds = 0;  // > 0 while the unit flashes after being hit
  // An enemy with an aggro range that has noticed the heroes: a hero came within its range or
  // slammed it. It stays alert for the rest of the battle.
  bool alerted = false;

  const std::string& name() const { return spec.name; }
  Side side() const { return spec.side; }
  double radius() const { return spec.radius; }
  // On the field and standing: what acts, blocks, is attacked and counts as a living unit.
  bool in_play() const { return !knocked_out && !arriving; }
  bool is_obstacle() const { return in_play(); }
  // How far the unit gets in a turn, pixels of route (kReachSeconds of its walking).
  double reach() const { return spec.speed * kReachSeconds; }
  // An enemy with an aggro range that has not noticed the heroes yet: it stands, or walks its
  // route, and neither attacks nor advances.
  bool unalerted() const { return spec.aggro_range > 0 && !alerted; }
  // An enemy with an aggro range that has noticed them: it hunts, off any patrol route.
  bool hunts() const { return spec.aggro_range > 0 && alerted; }
};

}  // namespace hp::sim
