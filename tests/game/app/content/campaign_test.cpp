// The campaign's maps: default -> bridge -> crossroads -> fens -> chapel -> watchtower ->
// fortress by next_map, each won a different way (a rout, reaching a Goal by a turn limit, a
// rout with a hero to protect, a rout by a turn limit, holding out, a hero to bring to a Goal and
// keep standing, the leader knocked out), briefings that say so, every patrol form among them,
// routes that cross, and each battle won by a simple player who reads the objectives, the later
// ones harder.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <filesystem>
#include <functional>
#include <set>

#include "game/app/check/map_check.h"
#include "game/app/content/battle_loader.h"
#include "game/sim/world/world.h"
#include "tests/game/app/content/campaign_player.h"

namespace hp::app {
namespace {

const char* const kCampaign[] = {"maps/default.tmx", "maps/bridge.tmx", "maps/crossroads.tmx",
                                 "maps/fens.tmx",    "maps/chapel.tmx", "maps/watchtower.tmx",
                                 "maps/fortress.tmx"};

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
    walls &= !battle.setup.walls.boxes.empty() || !battle.setup.walls.polygons.empty();
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

// How each map is won: the condition that decides a victory there, each a different one.
TEST(Campaign, each_map_is_won_its_own_way) {
  std::set<std::string> ways;
  for (const char* path : kCampaign) {
    const sim::Objectives& o = load(path).setup.objectives;
    std::string way = o.rout ? "rout" : "";
    if (o.leader >= 0) way += "+leader";
    if (o.survive_turns > 0) way += "+hold out";
    if (!o.goals.empty()) way += "+goal";
    if (o.protect >= 0) way += "+protect";
    if (o.turn_limit > 0) way += "+turn limit";
    EXPECT_TRUE(ways.insert(way).second) << path << ": " << way << " again";
  }
  EXPECT_EQ(ways,
            (std::set<std::string>{"rout", "+goal+turn limit", "rout+protect", "+goal+protect",
                                   "+hold out", "rout+turn limit", "+leader+turn limit"}));
}

// The title card shows the briefing before the battle: it names what the objectives name (the
// leader, the hero to protect, the Areas reinforcements wait on) and says the turns counted.
TEST(Campaign, each_briefing_says_how_the_battle_is_won_and_lost) {
  const auto lower = [](std::string text) {
    std::transform(text.begin(), text.end(), text.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return text;
  };
  for (const char* path : kCampaign) {
    const Battle battle = load(path);
    const std::string briefing = lower(battle_briefing(battle.map));
    const sim::Objectives& o = battle.setup.objectives;
    const auto says = [&](const std::string& words) {
      EXPECT_NE(briefing.find(lower(words)), std::string::npos)
          << path << ": \"" << briefing << "\" does not say " << words;
    };
    if (o.rout) says("knock out");
    if (o.leader >= 0) says("Knock out the " + battle.setup.units[o.leader].name);
    if (o.protect >= 0) says(battle.setup.units[o.protect].name);
    if (o.survive_turns > 0) says("until the end of turn " + std::to_string(o.survive_turns));
    if (o.turn_limit > 0) says("before turn " + std::to_string(o.turn_limit) + " ends");
    for (const sim::Goal& goal : o.goals) says(goal.area.name);
    for (const sim::Area& area : battle.setup.areas) says(area.name);
  }
}

// Harder means the same simple player, who reads each map's objectives (objective_turn), wins
// at a greater cost: a larger share of the heroes' HP lost. Turns would not compare across
// objectives (holding out takes as many turns as the map says; a Goal can be reached before
// the ogres are beaten), and the share, not the HP, compares maps with different heroes. Each
// map costs more than the one before, and the last loses a hero.
// On Story, the enemies' first rule (each alone on the nearest hero).
TEST(Campaign, a_player_reading_the_objectives_wins_every_map_on_story_each_harder) {
  std::vector<double> lost;
  test::BattleResult last;
  for (const char* path : kCampaign) {
    sim::WorldSetup setup = load(path).setup;
    setup.difficulty = sim::Difficulty::kStory;
    const test::BattleResult r = test::play_battle(setup, test::objective_turn);
    std::printf("%s: %s\n", path, test::describe(r).c_str());
    EXPECT_EQ(r.outcome, sim::Outcome::kVictory) << path << ": " << test::describe(r);
    lost.push_back(static_cast<double>(r.damage_taken) / r.heroes_hp);
    last = r;
  }
  ASSERT_EQ(lost.size(), std::size(kCampaign));
  for (std::size_t i = 1; i < lost.size(); ++i) {
    EXPECT_GT(lost[i], lost[i - 1]) << kCampaign[i] << " is no harder than " << kCampaign[i - 1];
  }
  EXPECT_GE(last.heroes_lost, 1);
}

}  // namespace
}  // namespace hp::app
