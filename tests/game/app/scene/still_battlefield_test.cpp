// The battlefield drawn from its kept pictures (StillScene) gives the frame drawing everything
// gives, pixel for pixel, through the real drawers: areas, doors, arrival markers, aggro rings,
// selection and hover rings, team bases, figures and what stands on the maps seen at an angle.
// Two games play the same inputs; one draws every frame in full (HEARTPATH_DRAW_EVERY_FRAME=1).
#include <SDL.h>
#include <gtest/gtest.h>

#include <cstdlib>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "engine/audio/audio.h"
#include "engine/core/diagnostic.h"
#include "engine/render/draw/texture_cache.h"
#include "engine/render/text/text_renderer.h"
#include "game/app/check/map_check.h"
#include "game/app/content/battle_loader.h"
#include "game/app/content/data_paths.h"
#include "game/app/scene/battle_scene.h"
#include "game/app/scene/unit_art_files.h"
#include "tests/engine/render/software_frame.h"

namespace hp::app {
namespace {

constexpr int kWidth = 960, kHeight = 540;

// One game drawing into its own software frame.
struct Game {
  Game(const std::string& map, bool every_frame)
      : frame(kWidth, kHeight),
        textures(frame.renderer()),
        text(frame.renderer(), hud_font(), fallback_fonts()) {
    Diagnostics diagnostics;
    std::optional<Battle> battle = load_checked_battle(map, diagnostics);
    EXPECT_TRUE(battle.has_value()) << map;
    if (!battle) return;
    const view::UnitArt art = unit_art_files(find_data_paths());
    if (every_frame) setenv("HEARTPATH_DRAW_EVERY_FRAME", "1", 1);
    scene = std::make_unique<BattleScene>(frame.renderer(), std::move(*battle), audio, textures,
                                          text, art);
    unsetenv("HEARTPATH_DRAW_EVERY_FRAME");
  }

  std::vector<std::uint32_t> draw() {
    scene->draw({kWidth, kHeight}, 1.0);
    std::vector<std::uint32_t> pixels;
    for (int y = 0; y < kHeight; ++y) {
      for (int x = 0; x < kWidth; ++x) pixels.push_back(frame.pixel(x, y));
    }
    return pixels;
  }

  test::SoftwareFrame frame;
  Audio audio{false};
  TextureCache textures;
  TextRenderer text;
  std::unique_ptr<BattleScene> scene;
};

// Pixels that differ, leaving out kBorder pixels along the frame's edges: there a tile the
// output's edge cuts comes out a texel off when drawn directly (SDL's software renderer maps a
// cut scaled image from the cut), while the pictures, drawn past the edge, have it whole.
constexpr int kBorder = 48;

std::size_t differing(const std::vector<std::uint32_t>& a, const std::vector<std::uint32_t>& b) {
  std::size_t count = 0;
  for (std::size_t i = 0; i < a.size() && i < b.size(); ++i) {
    const int x = static_cast<int>(i % kWidth), y = static_cast<int>(i / kWidth);
    if (x < kBorder || y < kBorder || x >= kWidth - kBorder || y >= kHeight - kBorder) continue;
    count += a[i] != b[i];
  }
  return count;
}

// Plays random hovers and clicks over the units for `moments` moments of 20 ticks, drawing both
// games twice at each (the second time from the pictures, the camera having held), and compares.
void compare(const std::string& map, unsigned seed, int moments) {
  Game kept(map, false), full(map, true);
  ASSERT_TRUE(kept.scene && full.scene);
  std::mt19937 random(seed);
  int copied = 0, redrawn = 0;
  for (int m = 0; m < moments; ++m) {
    const auto& units = kept.scene->world().units();
    const std::string& name = units[random() % units.size()].name();
    const int action = static_cast<int>(random() % 4);
    for (Game* game : {&kept, &full}) {
      if (action == 0) game->scene->click_unit(name);
      if (action == 1) game->scene->hover_unit(name);
      if (action == 2 && m % 7 == 6) game->scene->press_key("Space");
    }
    for (int t = 0; t < 20; ++t) {
      for (Game* game : {&kept, &full}) {
        game->scene->step();
        game->scene->update_effects(1.0 / 60);
      }
    }
    kept.draw();
    full.draw();
    const std::size_t diff = differing(kept.draw(), full.draw());
    EXPECT_EQ(diff, 0u) << map << " moment " << m << ": pixels differ from drawing in full";
    copied += kept.scene->still_scene().last_mode() == view::StillScene::Mode::kCopied;
    redrawn += static_cast<int>(kept.scene->still_scene().last_redrawn());
    EXPECT_EQ(full.scene->still_scene().last_mode(), view::StillScene::Mode::kDirect);
  }
  EXPECT_GT(copied, moments / 2) << map;  // the camera held: most frames were copied
  if (map != "maps/fortress.tmx") {
    EXPECT_GT(redrawn, 0) << map;  // and something stood in front of a figure or a mark
  }
}

TEST(StillBattlefield, the_watchtower_drawn_from_its_pictures_is_drawn_exactly) {
  compare("maps/watchtower.tmx", 11, 30);
}

TEST(StillBattlefield, the_fens_drawn_from_their_pictures_are_drawn_exactly) {
  compare("maps/fens.tmx", 12, 30);
}

TEST(StillBattlefield, an_orthogonal_map_drawn_from_its_picture_is_drawn_exactly) {
  compare("maps/fortress.tmx", 13, 15);
}

}  // namespace
}  // namespace hp::app
