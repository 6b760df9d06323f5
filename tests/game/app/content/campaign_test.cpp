// The campaign's maps: default -> crossroads -> fortress by next_map, every patrol form among
// them, routes that cross, and each battle winnable by a simple greedy player, the later ones
// harder (more turns, more damage taken).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <functional>
#include <set>

#include "game/app/check/map_check.h"
#include "game/app/content/battle_loader.h"
#include "game/sim/world/world.h"

namespace hp::app {
namespace {

const char* const kCampaign[] = {"maps/default.tmx", "maps/crossroads.tmx", "maps/fortress.tmx"};

Battle load(const std::string& path) {
  Diagnostics diagnostics;
  std::optional<Battle> battle = load_checked_battle(path, diagnostics);
  EXPECT_TRUE(battle) << path;
  for (const Diagnostic& d : diagnostics.items()) ADD_FAILURE() << d.to_string();
  return battle ? std::move(*battle) : Battle{};
}

// The player meets each battle by its title and briefing (the title card, the top bar, the
// pause menu), not by a file name; a map without a title goes by its file's name.
TEST(Campaign, each_map_has_a_title_and_a_briefing) {
  std::set<std::string> titles;
  for (const char* path : kCampaign) {
    const Battle battle = load(path);
    const std::string title = battle_title(battle.map);
    EXPECT_NE(title, std::filesystem::path(path).stem().string()) << path << " has no title";
    EXPECT_TRUE(titles.insert(title).second) << title << " is used twice";
    EXPECT_GT(battle_briefing(battle.map).size(), 20u) << path;
  }
  tiled::Map untitled;
  untitled.path = "maps/custom/river_ford.tmx";
  EXPECT_EQ(battle_title(untitled), "river_ford");
  EXPECT_EQ(battle_briefing(untitled), "");
}

TEST(Campaign, each_map_leads_to_the_next_and_the_last_ends_it) {
  for (std::size_t i = 0; i < std::size(kCampaign); ++i) {
    const Battle battle = load(kCampaign[i]);
    const std::string next = next_map_path(battle.map);
    if (i + 1 < std::size(kCampaign)) {
      EXPECT_EQ(std::filesystem::path(next), std::filesystem::path(kCampaign[i + 1]));
    } else {
      EXPECT_EQ(next, "") << kCampaign[i] << " should end the campaign";
    }
  }
}

// Which forms the map's routes were drawn in: "polyline", "polygon", "waypoints" (objects)
// or "grid" (the tile layer).
std::set<std::string> route_forms(const tiled::Map& map) {
  std::set<std::string> forms;
  std::function<void(const std::vector<tiled::Layer>&)> walk =
      [&](const std::vector<tiled::Layer>& layers) {
        for (const tiled::Layer& layer : layers) {
          if (layer.kind == tiled::LayerKind::kTile && layer.name == "waypoints") {
            forms.insert("grid");
          }
          for (const tiled::MapObject& o : layer.objects.objects) {
            if (o.type == "Patrol" && o.shape == tiled::ObjectShape::kPolyline) {
              forms.insert("polyline");
            }
            if (o.type == "Patrol" && o.shape == tiled::ObjectShape::kPolygon) {
              forms.insert("polygon");
            }
            if (o.type == "Waypoint") forms.insert("waypoints");
          }
          walk(layer.children);
        }
      };
  walk(map.layers);
  return forms;
}

bool segments_cross(Vec2 a, Vec2 b, Vec2 c, Vec2 d) {
  const double d1 = cross(b - a, c - a), d2 = cross(b - a, d - a);
  const double d3 = cross(d - c, a - c), d4 = cross(d - c, b - c);
  return d1 * d2 < 0 && d3 * d4 < 0;
}

// Whether two patrol routes' paths cross anywhere (loops closed).
bool routes_cross(const sim::PatrolRoute& p, const sim::PatrolRoute& q) {
  auto legs = [](const sim::PatrolRoute& r) {
    std::vector<std::pair<Vec2, Vec2>> out;
    for (std::size_t i = 0; i + 1 < r.points.size(); ++i)
      out.push_back({r.points[i], r.points[i + 1]});
    if (r.loop && r.points.size() > 2) out.push_back({r.points.back(), r.points.front()});
    return out;
  };
  for (const auto& [a, b] : legs(p)) {
    for (const auto& [c, d] : legs(q)) {
      if (segments_cross(a, b, c, d)) return true;
    }
  }
  return false;
}

TEST(Campaign, the_maps_use_every_route_form_walls_and_crossing_patrols) {
  std::set<std::string> forms;
  bool crossing = false, walls = true;
  for (const char* path : kCampaign) {
    const Battle battle = load(path);
    const std::set<std::string> here = route_forms(battle.map);
    forms.insert(here.begin(), here.end());
    const auto& routes = battle.setup.routes;
    for (std::size_t i = 0; i < routes.size(); ++i) {
      for (std::size_t j = i + 1; j < routes.size(); ++j)
        crossing |= routes_cross(routes[i], routes[j]);
    }
    walls &= !battle.setup.walls.boxes.empty();
    for (const sim::UnitSpec& unit : battle.setup.units) {
      if (unit.side == sim::Side::kEnemy && unit.patrol_route >= 0) {
        EXPECT_LT(unit.patrol_route, static_cast<int>(routes.size())) << unit.name;
      }
    }
  }
  EXPECT_EQ(forms, (std::set<std::string>{"grid", "polygon", "polyline", "waypoints"}));
  EXPECT_TRUE(crossing) << "no two patrol routes cross";
  EXPECT_TRUE(walls);
}

struct BattleResult {
  sim::Outcome outcome = sim::Outcome::kOngoing;
  int turns = 0;
  int damage_taken = 0;
};

// A simple player: on each of its turns every hero in turn slams the weakest enemy it can
// reach (ties: the nearest); the enemies play themselves.
BattleResult play_greedy(const Battle& battle) {
  sim::World world(battle.setup);
  std::set<std::pair<std::uint32_t, std::uint32_t>> unreachable;
  for (int tick = 0; tick < 60 * 60 * 15 && world.turns().outcome == sim::Outcome::kOngoing;
       ++tick) {
    sim::Commands commands;
    if (world.turns().side == sim::TurnSide::kPlayer && !world.busy()) {
      for (const sim::Unit& hero : world.units()) {
        if (!world.can_order(hero.id)) continue;
        const sim::Unit* best = nullptr;
        for (const sim::Unit& enemy : world.units()) {
          if (enemy.side() != sim::Side::kEnemy || !enemy.in_play()) continue;
          if (unreachable.count({hero.id.index, enemy.id.index})) continue;
          const auto key = [&](const sim::Unit& u) {
            return std::make_pair(u.hp, distance(u.position, hero.position));
          };
          if (!best || key(enemy) < key(*best)) best = &enemy;
        }
        if (best) {
          commands.attack = sim::AttackOrder{hero.id, best->id};
          unreachable.insert({hero.id.index, best->id.index});  // cleared once it lands
          break;
        }
      }
      if (!commands.attack) commands.end_turn = true;
    }
    world.step(commands);
    for (const sim::Event& e : world.events()) {
      if (e.type == sim::EventType::kSlam) unreachable.clear();
    }
  }
  return {world.turns().outcome, world.turns().turn, world.turns().enemy_damage};
}

TEST(Campaign, a_greedy_player_wins_every_map_and_later_maps_are_harder) {
  std::vector<BattleResult> results;
  for (const char* path : kCampaign) {
    const BattleResult r = play_greedy(load(path));
    std::printf("%s: %s in %d turns, %d damage taken\n", path,
                r.outcome == sim::Outcome::kVictory ? "victory" : "no victory", r.turns,
                r.damage_taken);
    EXPECT_EQ(r.outcome, sim::Outcome::kVictory) << path;
    results.push_back(r);
  }
  ASSERT_EQ(results.size(), 3u);
  // Harder: the last map takes more turns than the first and costs more HP.
  EXPECT_GT(results[2].turns, results[0].turns);
  EXPECT_GT(results[2].damage_taken, results[0].damage_taken);
  EXPECT_GE(results[1].turns, results[0].turns);
}

}  // namespace
}  // namespace hp::app
