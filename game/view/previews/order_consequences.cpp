// order_consequences: the called units by name ("Lurk and Moss"), then each door by name.
#include "game/view/previews/order_consequences.h"

#include "game/sim/world/world.h"

namespace hp::view {

std::string order_consequences(const sim::World& world, std::span<const sim::UnitId> calls,
                               std::span<const std::size_t> doors) {
  std::string line;
  const auto add = [&](const std::string& part) { line += (line.empty() ? "" : "; ") + part; };
  std::string called;
  for (std::size_t i = 0; i < calls.size(); ++i) {
    const sim::Unit* unit = world.unit(calls[i]);
    called += (i == 0                  ? ""
               : i + 1 == calls.size() ? " and "
                                       : ", ") +
              (unit ? unit->name() : std::string("?"));
  }
  if (!called.empty()) add("calls " + called + " (next turn)");
  for (const std::size_t door : doors) {
    const std::string& name = world.setup().doors[door].name;
    add("opens " + (name.empty() ? std::string("a door") : name));
  }
  return line;
}

}  // namespace hp::view
