// reload_news: the units of the two worlds compared by name and side, as World::resume_from does.
#include "game/app/scene/reload_news.h"

#include <vector>

namespace hp::app {
namespace {

const sim::Unit* named(const sim::World& world, const std::string& name) {
  for (const sim::Unit& unit : world.units()) {
    if (unit.name() == name) return &unit;
  }
  return nullptr;
}

// "Cid is new", "Otto is gone", "Bo changed sides": each unit not matched between the two.
std::vector<std::string> differences(const sim::World& old, const sim::World& fresh) {
  std::vector<std::string> found;
  for (const sim::Unit& unit : fresh.units()) {
    const sim::Unit* was = named(old, unit.name());
    if (!was) found.push_back(unit.name() + " is new");
    if (was && was->side() != unit.side()) found.push_back(unit.name() + " changed sides");
  }
  for (const sim::Unit& unit : old.units()) {
    if (!named(fresh, unit.name())) found.push_back(unit.name() + " is gone");
  }
  return found;
}

}  // namespace

std::string reload_news(const std::string& title, const sim::World& old, const sim::World& fresh,
                        bool kept) {
  if (kept) {
    return title + " reloaded: battle kept (turn " + std::to_string(fresh.turns().turn) +
           "; units where they stood)";
  }
  const std::vector<std::string> found = differences(old, fresh);
  std::string why;
  for (std::size_t i = 0; i < found.size() && i < 3; ++i) why += (i ? ", " : "") + found[i];
  if (found.size() > 3) why += " and " + std::to_string(found.size() - 3) + " more";
  if (why.empty()) why = "two units share a name";  // names match but not one to one
  return title + " reloaded with other units: the battle starts again (" + why + ")";
}

}  // namespace hp::app
