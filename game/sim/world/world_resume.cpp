// World::resume_from: a reloaded map carries on the battle, matching units by name and side.
#include <algorithm>
#include <cmath>
#include <optional>
#include <vector>

#include "game/sim/battle/attack_action.h"
#include "game/sim/world/world.h"

namespace hp::sim {
namespace {

// For each unit of `now`, the index of the unit of `old` with its name and side; nullopt when
// the two lists are not the same units.
std::optional<std::vector<std::size_t>> match_units(std::span<const Unit> now,
                                                    std::span<const Unit> old) {
  if (now.size() != old.size()) return std::nullopt;
  std::vector<std::size_t> match;
  std::vector<bool> taken(old.size(), false);
  for (const Unit& unit : now) {
    std::size_t found = old.size();
    for (std::size_t i = 0; i < old.size(); ++i) {
      if (!taken[i] && old[i].name() == unit.name() && old[i].side() == unit.side()) {
        found = i;
        break;
      }
    }
    if (found == old.size()) return std::nullopt;
    taken[found] = true;
    match.push_back(found);
  }
  return match;
}

// A unit the map still has where it had it keeps its place in the battle: where it stands (an
// attacker whose attack is dropped back at its home), its home and which way it faces. A unit
// the designer moved takes its new spot, as the fresh world has it.
void keep_place(Unit& unit, const Unit& was, bool was_attacking) {
  if (unit.spec.position != was.spec.position || was.arriving) return;
  unit.position = was_attacking ? was.home : was.position;
  unit.previous_position = unit.position;
  unit.home = was.home;
  unit.facing = was.facing;
  unit.velocity = {};
}

}  // namespace

// A kept place the reloaded map has since put a wall over (or a door left closed): the nearest
// spot where the unit fits instead, so nobody starts inside a wall.
void World::clear_walls_of_kept_units() {
  for (Unit& unit : units_) {
    if (!unit.in_play() || collision_->gap(unit.position, unit.radius()) >= 0.0) continue;
    if (unit.position == unit.spec.position) continue;  // the map's own spot: check reports it
    const Vec2 spot = free_spot_near(unit.position, unit.radius());
    unit.position = unit.previous_position = unit.home = spot;
  }
}

bool World::resume_from(const World& old) {
  const std::optional<std::vector<std::size_t>> match = match_units(units_, old.units_);
  if (!match) return false;
  turns_ = old.turns_;
  turns_.acted.assign(units_.size(), 0);
  turns_.moved.assign(units_.size(), 0);
  const std::optional<UnitId> dropped_attacker =
      old.action_ ? std::optional<UnitId>(old.action_->attacker()) : std::nullopt;
  for (std::size_t i = 0; i < units_.size(); ++i) {
    const Unit& was = old.units_[(*match)[i]];
    keep_place(units_[i], was, dropped_attacker == was.id);
    // A unit the designer left where it was stays where the battle had it, its Move used or not;
    // one moved in the map stands on its new spot, free to move.
    if (units_[i].spec.position == was.spec.position) {
      turns_.moved[i] = old.turns_.has_moved(static_cast<std::uint32_t>((*match)[i])) ? 1 : 0;
    }
    // A map that lowered a unit's maximum HP caps what it has left.
    units_[i].hp = std::min(was.hp, std::max(0, units_[i].spec.hp));
    units_[i].knocked_out = was.knocked_out || units_[i].hp == 0;
    // A reinforcement that has come stays; one still due keeps its call if the map still has it
    // come (its position is the new map's either way).
    if (units_[i].arriving) {
      units_[i].arriving = was.arriving;
      if (was.arrival_turn != 0) units_[i].arrival_turn = was.arrival_turn;
    }
    turns_.acted[i] = old.turns_.has_acted(static_cast<std::uint32_t>((*match)[i])) ? 1 : 0;
    // An enemy that had noticed the heroes still has (it hunts from where the map puts it).
    if (was.alerted && units_[i].spec.aggro_range > 0 && !units_[i].alerted) {
      units_[i].alerted = true;
      leave_route(units_[i]);
    }
  }
  // The attack under way was dropped: whoever made it still counts as having acted.
  if (old.action_) {
    const std::size_t attacker = old.action_->attacker().index;
    for (std::size_t i = 0; i < units_.size(); ++i) {
      if ((*match)[i] == attacker) turns_.acted[i] = 1;
    }
  }
  if (turns_.side == TurnSide::kEnemy) {
    turns_.pause_ticks =
        static_cast<int>(std::lround(TurnState::kEnemyTurnPauseSeconds * kTicksPerSecond));
  }
  // Doors open in the old battle stay open (matched by their objects' ids).
  bool any_open = false;
  for (std::size_t i = 0; i < setup_->doors.size(); ++i) {
    for (std::size_t j = 0; j < old.setup_->doors.size(); ++j) {
      if (old.doors_open_[j] && old.setup_->doors[j].object_id == setup_->doors[i].object_id) {
        doors_open_[i] = 1;
        any_open = true;
      }
    }
  }
  if (any_open) build_navigation();
  clear_walls_of_kept_units();
  tick_ = old.tick_;
  planning_.reset();
  end_turn_when_planned_ = false;
  plan_intents();
  return true;
}

}  // namespace hp::sim
