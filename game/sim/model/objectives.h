// Objectives: how a battle is won and lost, read from the map's properties and Goal objects
// (objectives_from_map). Several may be set: the battle is won as soon as any victory condition
// holds, and lost as soon as any defeat condition does; a victory and a defeat on the same step
// count as the victory (the player did what the map asked).
#pragma once

#include <vector>

#include "game/sim/model/area.h"

namespace hp::sim {

// A Goal area: a hero that ends a move (or an attack) standing inside wins the battle.
struct Goal {
  Area area;
  int hero = -1;  // index into WorldSetup::units: only this hero counts (-1: any hero)
};

struct Objectives {
  // Victory.
  bool rout = true;       // every enemy knocked out (and no enemy still to arrive)
  int leader = -1;        // index into WorldSetup::units: this enemy knocked out (-1: none)
  int survive_turns = 0;  // > 0: the enemies' turn of this number ends with the battle on
  std::vector<Goal> goals;
  // Defeat. Every hero knocked out always loses.
  int protect = -1;    // index into WorldSetup::units: this hero knocked out (-1: none)
  int turn_limit = 0;  // > 0: the enemies' turn of this number ends and nothing was won
};

// What decided the battle (TurnState::decided_by).
enum class OutcomeReason : unsigned char {
  kNone = 0,
  kRouted,        // every enemy is out
  kLeaderOut,     // Objectives::leader is out
  kSurvived,      // Objectives::survive_turns turns are over
  kGoalReached,   // a hero stands in a Goal
  kHeroesOut,     // every hero is out
  kProtectedOut,  // Objectives::protect is out
  kTurnLimit,     // Objectives::turn_limit turns are over and nothing was won
};

}  // namespace hp::sim
