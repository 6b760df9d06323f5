// World: units in a contiguous array, one attack action at a time, a fixed 60 Hz step.
#include "game/sim/world.h"

#include <algorithm>
#include <utility>

#include "game/sim/attack_action.h"
#include "game/sim/fnv1a.h"

namespace hp::sim {
namespace {

Unit make_unit(const UnitSpec& spec, std::uint32_t index) {
  Unit unit;
  unit.id = {index, 0};
  unit.spec = spec;
  unit.position = spec.position;
  unit.previous_position = spec.position;
  unit.home = spec.position;
  unit.hp = std::max(0, spec.hp);
  unit.knocked_out = unit.hp == 0;
  return unit;
}

bool is_living(const Unit* unit, Side side) {
  return unit != nullptr && !unit->knocked_out && unit->side() == side;
}

}  // namespace

World::World(WorldSetup setup) : setup_(std::move(setup)) {
  units_.reserve(setup_.units.size());
  for (const UnitSpec& spec : setup_.units) {
    units_.push_back(make_unit(spec, static_cast<std::uint32_t>(units_.size())));
  }
}

World::~World() = default;
World::World(World&&) noexcept = default;
World& World::operator=(World&&) noexcept = default;

void World::step(const Commands& commands) {
  events_.clear();
  for (Unit& unit : units_) unit.previous_position = unit.position;
  // Flashes fade before the action runs, so a flash started this tick begins at full length.
  for (Unit& unit : units_) unit.flash_seconds = std::max(0.0, unit.flash_seconds - kDt);
  if (commands.attack) accept(*commands.attack);
  if (action_ && action_->update(*this)) action_.reset();
  ++tick_;
}

void World::accept(const AttackOrder& order) {
  const bool valid = !busy() && is_living(unit(order.attacker), Side::kHero) &&
                     is_living(unit(order.target), Side::kEnemy);
  if (!valid) {
    emit({EventType::kOrderRejected, order.attacker, order.target, {}, 0});
    return;
  }
  action_ = std::make_unique<AttackAction>(order.attacker, order.target);
  action_->start(*this);
}

const Unit* World::unit(UnitId id) const {
  if (!id.valid() || id.index >= units_.size()) return nullptr;
  const Unit& candidate = units_[id.index];
  return candidate.id == id ? &candidate : nullptr;
}

Unit* World::unit_mut(UnitId id) {
  return const_cast<Unit*>(std::as_const(*this).unit(id));
}

std::optional<UnitId> World::find(std::string_view name) const {
  for (const Unit& unit : units_) {
    if (unit.name() == name) return unit.id;
  }
  return std::nullopt;
}

bool World::busy() const {
  return action_ != nullptr;
}

std::optional<UnitId> World::acting_unit() const {
  if (!action_) return std::nullopt;
  return action_->attacker();
}

std::uint64_t World::state_hash() const {
  Fnv1a hash;
  hash.add(tick_);
  for (const Unit& unit : units_) {
    hash.add(unit.position.x);
    hash.add(unit.position.y);
    hash.add(static_cast<std::uint64_t>(static_cast<std::int64_t>(unit.hp)));
    hash.add(static_cast<std::uint64_t>(unit.knocked_out));
  }
  hash.add(static_cast<std::uint64_t>(action_ ? action_->phase() : AttackPhaseKind{}));
  return hash.value();
}

}  // namespace hp::sim
