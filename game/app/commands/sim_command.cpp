// `heartpath sim` implementation.
#include "game/app/commands/sim_command.h"

#include <cstdio>
#include <nlohmann/json.hpp>

#include "engine/core/log.h"
#include "game/app/check/map_check.h"
#include "game/app/commands/command_line.h"
#include "game/app/content/battle_loader.h"
#include "game/sim/world/attack_report.h"

namespace hp::app {
namespace {

constexpr int kExitNoPath = 3;

constexpr const char* kUsage =
    "usage: heartpath sim MAP --attack HERO ENEMY [--seconds LIMIT] [--json]\n"
    "\n"
    "Runs one attack headless at the fixed 60 Hz step: HERO walks to ENEMY around the other\n"
    "units, slams it and walks home. Prints its metrics (one JSON object with --json).\n"
    "\n"
    "  --attack HERO ENEMY  the unit names, as on the map\n"
    "  --seconds LIMIT      simulated seconds allowed (default 60)\n"
    "  --json               print a JSON object: arrived, returned_home, completed, contacts,\n"
    "                       wall_contacts, min_clearance, path_length, optimal_length,\n"
    "                       straight_line, max_turn_rate, replans, no_path,\n"
    "                       seconds_to_contact, seconds_total, enemy_hp_before, enemy_hp_after\n"
    "\n"
    "Lengths are in pixels, times in seconds, max_turn_rate in degrees per second.\n"
    "optimal_length is the shortest route to touching ENEMY around walls and the other units,\n"
    "with the clearance the hero keeps; path_length is the route the hero really walked.\n"
    "\n"
    "The map is loaded under check's rules: one check rejects is not simulated. The units\n"
    "have the map's numbers, as on the Story difficulty (Normal and Hard, which change the\n"
    "enemies' numbers and tactics, are chosen in play).\n"
    "\n"
    "Exit status: 0 the attack landed and the hero got home within the limit; 1 it did not\n"
    "land (the hero gave up: stuck, the target out) or did not finish within the limit;\n"
    "2 bad input, or a map with errors (each is printed as path:line: error: ...);\n"
    "3 no path: walls close every way from HERO to ENEMY.\n";

nlohmann::json to_json(const sim::AttackReport& r) {
  return {{"arrived", r.arrived},
          {"returned_home", r.returned_home},
          {"completed", r.completed},
          {"contacts", r.contacts},
          {"wall_contacts", r.wall_contacts},
          {"min_clearance", r.min_clearance},
          {"path_length", r.path_length},
          {"optimal_length", r.optimal_length},
          {"straight_line", r.straight_line},
          {"max_turn_rate", r.max_turn_rate},
          {"replans", r.replans},
          {"no_path", r.no_path},
          {"seconds_to_contact", r.seconds_to_contact},
          {"seconds_total", r.seconds_total},
          {"enemy_hp_before", r.enemy_hp_before},
          {"enemy_hp_after", r.enemy_hp_after}};
}

// Names every unit of a side, for "did you mean" style help.
std::string names_of(const sim::World& world, sim::Side side) {
  std::string names;
  for (const sim::Unit& u : world.units()) {
    if (u.side() != side) continue;
    if (!names.empty()) names += ", ";
    names += u.name();
  }
  return names;
}

// Finds the unit called name on the given side, or prints why not.
std::optional<sim::UnitId> find_unit(const sim::World& world, const std::string& map_path,
                                     const std::string& name, sim::Side side) {
  const char* role = side == sim::Side::kHero ? "hero" : "enemy";
  const auto id = world.find(name);
  if (id && world.unit(*id)->side() == side) return id;
  const std::string others = names_of(world, side);
  std::fprintf(stderr, "%s: error: no %s named \"%s\" on this map (%ss: %s)\n", map_path.c_str(),
               role, name.c_str(), role, others.c_str());
  return std::nullopt;
}

}  // namespace

int run_sim(std::vector<std::string> args) {
  ArgReader reader(std::move(args));
  if (reader.flag("--help") || reader.flag("-h")) {
    std::fputs(kUsage, stdout);
    return kExitOk;
  }
  const bool json = reader.flag("--json");
  const auto seconds_text = reader.value("--seconds");
  const auto attack = reader.value("--attack");
  std::vector<std::string> words = reader.positional();
  // --attack takes two words: the first came as its value, the second is positional.
  if (!reader.error().empty() || !attack || words.size() != 2) {
    std::fprintf(
        stderr, "heartpath sim: %s\n%s",
        reader.error().empty() ? "expected MAP --attack HERO ENEMY" : reader.error().c_str(),
        kUsage);
    return kExitBadInput;
  }
  const std::string map_path = words[0];
  const std::string hero_name = *attack;
  const std::string enemy_name = words[1];
  const double limit = seconds_text ? parse_double(*seconds_text).value_or(-1) : 60.0;
  if (limit <= 0) {
    std::fprintf(stderr, "heartpath sim: --seconds needs a positive number of seconds\n");
    return kExitBadInput;
  }
  log::set_quiet(json);

  Diagnostics diagnostics;
  // Simulated only if check would pass the map; every problem is printed either way.
  std::optional<Battle> battle = load_checked_battle(map_path, diagnostics);
  for (const Diagnostic& d : diagnostics.items())
    std::fprintf(stderr, "%s\n", d.to_string().c_str());
  if (!battle) return kExitBadInput;
  sim::World world(battle->setup);
  const auto hero = find_unit(world, map_path, hero_name, sim::Side::kHero);
  const auto enemy = find_unit(world, map_path, enemy_name, sim::Side::kEnemy);
  if (!hero || !enemy) return kExitBadInput;

  const sim::AttackReport report = sim::run_attack(world, *hero, *enemy, limit);
  if (json) {
    std::printf("%s\n", to_json(report).dump().c_str());
  } else {
    std::printf("%s attacks %s on %s\n%s\n", hero_name.c_str(), enemy_name.c_str(),
                map_path.c_str(), to_json(report).dump(2).c_str());
  }
  if (report.no_path) {
    std::fprintf(stderr,
                 "%s: no path: %s cannot reach %s (walls close every way); move a wall or a "
                 "unit to open one\n",
                 map_path.c_str(), hero_name.c_str(), enemy_name.c_str());
    return kExitNoPath;
  }
  // The attack did not land (it gave up, or the time ran out): a failure, whatever the reason.
  return report.arrived && report.completed ? kExitOk : kExitFailed;
}

}  // namespace hp::app
