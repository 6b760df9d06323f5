// The include rules hold on the tree, and the checker catches a planted break of each kind.
#include "tests/layout/include_rules.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace hp::layout {
namespace {

std::string describe(const std::vector<Violation>& found) {
  std::string text;
  for (const Violation& v : found)
    text += v.file + ":" + std::to_string(v.line) + ": " + v.rule + "\n";
  return text;
}

TEST(IncludeRules, the_source_tree_keeps_the_include_rules) {
  const std::vector<Violation> found = check_tree(HEARTPATH_SOURCE_DIR);
  for (const Violation& v : found) ADD_FAILURE() << v.file << ":" << v.line << ": " << v.rule;
}

TEST(IncludeRules, the_checked_root_is_the_source_tree) {
  // A wrong root would let the test above pass on nothing.
  EXPECT_TRUE(std::filesystem::exists(std::filesystem::path(HEARTPATH_SOURCE_DIR) /
                                      "game/sim/world/world.h"));
}

TEST(IncludeRules, a_planted_upward_include_is_caught_with_its_line_and_rule) {
  const std::vector<Violation> found =
      check_file("game/sim/navigation/route_walk.cpp",
                 "// RouteWalk\n#include \"game/sim/navigation/route_walk.h\"\n\n"
                 "#include \"game/sim/world/world.h\"\n");
  ASSERT_EQ(found.size(), 1u) << describe(found);
  EXPECT_EQ(found[0].file, "game/sim/navigation/route_walk.cpp");
  EXPECT_EQ(found[0].line, 4);
  EXPECT_EQ(found[0].rule, "navigation may not include world (above it in the stack)");
}

TEST(IncludeRules, includes_of_the_same_area_and_below_are_allowed) {
  const std::vector<Violation> found = check_file(
      "game/sim/battle/slam_phase.cpp",
      "#include \"game/sim/battle/knockback.h\"\n#include \"game/sim/navigation/unit_mover.h\"\n"
      "#include \"game/sim/model/events.h\"\n#include \"engine/core/vec2.h\"\n#include <vector>\n");
  EXPECT_TRUE(found.empty()) << describe(found);
}

TEST(IncludeRules, every_step_up_the_stack_is_caught) {
  for (std::size_t from = 0; from < kSimStack.size(); ++from) {
    for (std::size_t to = from + 1; to < kSimStack.size(); ++to) {
      const std::string path = "game/sim/" + std::string(kSimStack[from]) + "/a.h";
      const std::string text = "#include \"game/sim/" + std::string(kSimStack[to]) + "/b.h\"\n";
      EXPECT_EQ(check_file(path, text).size(), 1u) << path << " including " << kSimStack[to];
    }
  }
}

TEST(IncludeRules, sdl_and_the_sdl_facing_code_are_caught_in_headless_folders) {
  const std::vector<Violation> found =
      check_file("engine/tiled/map_model.h",
                 "#include <SDL.h>\n#  include <SDL2/SDL_mixer.h>\n#include "
                 "\"engine/render/map/map_renderer.h\"\n"
                 "#include \"game/view/canvas/camera.h\"\n#include \"game/sim/model/unit.h\"\n");
  ASSERT_EQ(found.size(), 5u) << describe(found);
  EXPECT_EQ(found[0].line, 1);
  EXPECT_EQ(found[0].rule, "engine/tiled may not include SDL (SDL.h)");
  EXPECT_EQ(found[2].rule, "engine/tiled may not include engine/render (SDL-facing)");
  EXPECT_EQ(found[4].rule, "engine/tiled may not include game/ (the engine sits below the game)");
  EXPECT_EQ(check_file("game/sim/world/world.cpp", "#include \"game/app/battle_scene.h\"\n").size(),
            1u);
}

TEST(IncludeRules, a_game_sim_source_outside_the_areas_is_caught) {
  EXPECT_EQ(check_file("game/sim/loose.h", "#pragma once\n").size(), 1u);
  EXPECT_EQ(check_file("game/sim/gizmos/gizmo.h", "#pragma once\n").size(), 1u);
  EXPECT_EQ(check_file("game/sim/world/world.h", "#include \"game/sim/unit.h\"\n").size(), 1u);
}

TEST(IncludeRules, game_app_areas_include_only_lower_levels_and_never_the_top) {
  EXPECT_TRUE(check_file("game/app/scene/battle_scene.cpp",
                         "#include \"game/app/music/music_director.h\"\n"
                         "#include \"game/app/content/battle_loader.h\"\n#include <SDL.h>\n")
                  .empty());
  const std::vector<Violation> found =
      check_file("game/app/check/map_check.cpp",
                 "#include \"game/app/music/music_manifest.h\"\n"
                 "#include \"game/app/scene/battle_scene.h\"\n#include \"game/app/main.cpp\"\n");
  ASSERT_EQ(found.size(), 3u) << describe(found);
  EXPECT_EQ(found[0].rule,
            "game/app/check may not include game/app/music (beside it in the stack)");
  EXPECT_EQ(found[1].rule, "game/app/check may not include game/app/scene (above it in the stack)");
  EXPECT_EQ(found[2].line, 3);
  EXPECT_EQ(check_file("game/app/loose/x.h", "#pragma once\n").size(), 1u);
}

TEST(IncludeRules, engine_tiled_formats_know_nothing_of_each_other) {
  EXPECT_TRUE(check_file("engine/tiled/json/json_map_reader.cpp",
                         "#include \"engine/tiled/read/base64.h\"\n"
                         "#include \"engine/tiled/load_session.h\"\n")
                  .empty());
  const std::vector<Violation> found = check_file("engine/tiled/json/json_map_reader.cpp",
                                                  "#include \"engine/tiled/tmx/xml_file.h\"\n");
  ASSERT_EQ(found.size(), 1u) << describe(found);
  EXPECT_EQ(found[0].rule,
            "engine/tiled/json may not include engine/tiled/tmx (beside it in the stack)");
  EXPECT_EQ(
      check_file("engine/tiled/read/base64.cpp", "#include \"engine/tiled/checks/map_checks.h\"\n")
          .size(),
      1u);
}

TEST(IncludeRules, game_view_areas_include_only_lower_levels) {
  EXPECT_TRUE(check_file("game/view/previews/move_preview.cpp",
                         "#include \"game/view/battlefield/aggro_marks.h\"\n"
                         "#include \"game/view/text/order_messages.h\"\n"
                         "#include \"game/view/canvas/camera.h\"\n#include <SDL.h>\n")
                  .empty());
  const std::vector<Violation> found =
      check_file("game/view/battlefield/world_view.cpp",
                 "#include \"game/view/screens/unit_tooltip.h\"\n"
                 "#include \"game/view/battlefield/walk_cycle.h\"\n");
  ASSERT_EQ(found.size(), 1u) << describe(found);
  EXPECT_EQ(found[0].rule,
            "game/view/battlefield may not include game/view/screens (above it in the stack)");
  EXPECT_EQ(check_file("game/view/overlays/patrol_overlay.cpp",
                       "#include \"game/view/previews/move_preview.h\"\n")[0]
                .rule,
            "game/view/overlays may not include game/view/previews (beside it in the stack)");
  EXPECT_EQ(check_file("game/view/loose.h", "#pragma once\n").size(), 1u);
  EXPECT_EQ(check_file("game/view/widgets/w.h", "#pragma once\n").size(), 1u);
}

TEST(IncludeRules, every_step_up_the_game_view_stack_is_caught) {
  for (const Area& from : kViewAreas) {
    for (const Area& to : kViewAreas) {
      const std::string path = "game/view/" + std::string(from.name) + "/a.h";
      const std::string text = "#include \"game/view/" + std::string(to.name) + "/b.h\"\n";
      const std::size_t expected = from.name != to.name && to.level >= from.level ? 1u : 0u;
      EXPECT_EQ(check_file(path, text).size(), expected) << path << " including " << to.name;
    }
  }
}

TEST(IncludeRules, the_view_never_includes_the_app_and_the_engine_never_the_game) {
  const std::vector<Violation> found =
      check_file("game/view/canvas/camera.cpp", "#include \"game/app/scene/battle_scene.h\"\n");
  ASSERT_EQ(found.size(), 1u) << describe(found);
  EXPECT_EQ(found[0].rule, "game/view may not include game/app (the app sits above the view)");
  EXPECT_TRUE(check_file("game/app/scene/battle_scene.cpp",
                         "#include \"game/view/previews/move_preview.h\"\n")
                  .empty());
  for (const char* path : {"engine/render/map/map_renderer.cpp", "engine/audio/audio.cpp",
                           "engine/audio/mix/mix_bus.h", "engine/platform/platform.cpp"}) {
    const std::vector<Violation> up = check_file(path, "#include \"game/view/canvas/camera.h\"\n");
    ASSERT_EQ(up.size(), 1u) << path;
    EXPECT_NE(up[0].rule.find("may not include game/ (the engine sits below the game)"),
              std::string::npos)
        << up[0].rule;
  }
}

TEST(IncludeRules, engine_render_and_audio_areas_include_only_lower_levels) {
  EXPECT_TRUE(check_file("engine/render/map/tile_lookup.h",
                         "#include \"engine/render/draw/quad_batch.h\"\n"
                         "#include \"engine/render/map/map_view.h\"\n#include <SDL.h>\n")
                  .empty());
  EXPECT_EQ(check_file("engine/render/text/text_renderer.cpp",
                       "#include \"engine/render/map/map_view.h\"\n")[0]
                .rule,
            "engine/render/text may not include engine/render/map (beside it in the stack)");
  EXPECT_EQ(check_file("engine/render/draw/shapes.cpp",
                       "#include \"engine/render/capture/screenshot.h\"\n")
                .size(),
            1u);
  EXPECT_EQ(check_file("engine/render/loose.h", "#pragma once\n").size(), 1u);
  EXPECT_TRUE(
      check_file("engine/audio/audio.cpp", "#include \"engine/audio/mix/mix_bus.h\"\n").empty());
  EXPECT_EQ(
      check_file("engine/audio/tracks/pcm_track.h", "#include \"engine/audio/mix/limiter.h\"\n")[0]
          .rule,
      "engine/audio/tracks may not include engine/audio/mix (above it in the stack)");
  EXPECT_EQ(check_file("engine/audio/mix/mix_bus.h", "#include \"engine/audio/audio.h\"\n")[0].rule,
            "engine/audio/mix may not include engine/audio/audio.h (the top, above every area)");
}

TEST(IncludeRules, the_crowd_lab_is_caught_in_the_game_and_the_engine) {
  const std::vector<Violation> found = check_file(
      "game/sim/navigation/neighbour_query.cpp", "#include \"tools/bench/crowd/spatial_hash.h\"\n");
  ASSERT_EQ(found.size(), 1u) << describe(found);
  EXPECT_EQ(found[0].rule,
            "game/sim may not include tools/ (the lab and the tools; the game does not link them)");
  EXPECT_EQ(
      check_file("game/app/commands/sim_command.cpp", "#include \"tools/bench/crowd/crowd.h\"\n")
          .size(),
      1u);
  EXPECT_EQ(check_file("engine/tiled/map_model.cpp", "#include \"tools/bench/load/load_floor.h\"\n")
                .size(),
            1u);
}

TEST(IncludeRules, files_outside_the_checked_folders_are_left_alone) {
  EXPECT_TRUE(check_file("tools/bench/render/render_bench.cpp", "#include \"game/app/main.cpp\"\n")
                  .empty());
  EXPECT_TRUE(
      check_file("tests/game/sim/world/world_test.cpp", "#include \"game/sim/world/world.h\"\n")
          .empty());
}

}  // namespace
}  // namespace hp::layout
