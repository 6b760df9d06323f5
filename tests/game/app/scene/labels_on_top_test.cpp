// Issue 29: the words on the ground marks (what opens the Watchtower's gate, who arrives when,
// the areas' names) are drawn over the units and what stands on the map, never under them.
// Each label, drawn again over the finished frame, changes nothing of its letters: nothing was
// drawn over them.
#include <SDL.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <string>
#include <utility>
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

constexpr int kWidth = 1280, kHeight = 720;

struct Game {
  explicit Game(const std::string& map)
      : frame(kWidth, kHeight),
        textures(frame.renderer()),
        text(frame.renderer(), hud_font(), fallback_fonts()) {
    Diagnostics diagnostics;
    std::optional<Battle> battle = load_checked_battle(map, diagnostics);
    EXPECT_TRUE(battle.has_value()) << map;
    if (!battle) return;
    scene = std::make_unique<BattleScene>(frame.renderer(), std::move(*battle), audio, textures,
                                          text, unit_art_files(find_data_paths()));
  }

  std::vector<std::uint32_t> pixels() {
    std::vector<std::uint32_t> out;
    for (int y = 0; y < kHeight; ++y) {
      for (int x = 0; x < kWidth; ++x) out.push_back(frame.pixel(x, y));
    }
    return out;
  }

  // The label drawn as draw_map_labels draws it, where it was drawn.
  void draw_label(const view::MapLabel& label) {
    text.draw(label.text, static_cast<int>(std::lround(label.box.x + label.box.w / 2)),
              static_cast<int>(std::lround(label.box.y)), label.size,
              {label.color.r, label.color.g, label.color.b, label.color.a}, TextAlign::kCenter);
  }

  test::SoftwareFrame frame;
  Audio audio{false};
  TextureCache textures;
  TextRenderer text;
  std::unique_ptr<BattleScene> scene;
};

int channel_gap(std::uint32_t a, std::uint32_t b) {
  int gap = 0;
  for (int shift : {0, 8, 16}) {
    gap = std::max(gap, std::abs(static_cast<int>((a >> shift) & 0xff) -
                                 static_cast<int>((b >> shift) & 0xff)));
  }
  return gap;
}

// Zooms in `clicks` wheel clicks around output pixel (x, y), then takes the pointer far off the
// map (over no unit, so no tooltip).
void zoom_in(BattleScene& scene, int x, int y, int clicks) {
  scene.handle({InputKind::kMouseMove, MouseButton::kNone, x, y, 0, {}});
  scene.handle({InputKind::kMouseWheel, MouseButton::kNone, x, y, clicks, {}});
  scene.hover_world({-1e5, -1e5});
}

// For each map label in the first frame of `map` (once the turn's banner is gone), zoomed in
// `clicks` around (x, y): the share of its letters' pixels that something drawn after it covers.
// Returns how many labels there were.
std::size_t expect_labels_on_top(const std::string& map, const std::string& must_have, int x = 0,
                                 int y = 0, int clicks = 0) {
  Game game(map);
  EXPECT_TRUE(game.scene);
  if (!game.scene) return 0;
  for (int i = 0; i < 60; ++i) game.scene->update_effects(0.1);
  game.scene->draw({kWidth, kHeight}, 1.0);  // the camera fits the map, then zooms from there
  if (clicks > 0) zoom_in(*game.scene, x, y, clicks);
  game.scene->draw({kWidth, kHeight}, 1.0);
  const std::vector<view::MapLabel> labels = game.scene->map_labels();
  bool found = false;
  for (const view::MapLabel& label : labels) {
    found = found || label.text.find(must_have) != std::string::npos;
    game.scene->draw({kWidth, kHeight}, 1.0);
    const std::vector<std::uint32_t> frame = game.pixels();
    game.draw_label(label);
    const std::vector<std::uint32_t> again = game.pixels();
    game.frame.clear(0xff000000);
    game.draw_label(label);
    const std::vector<std::uint32_t> alone = game.pixels();
    int letters = 0, covered = 0;
    for (std::size_t i = 0; i < alone.size(); ++i) {
      if (channel_gap(alone[i], 0xff000000) < 128) continue;  // not in a letter's core
      ++letters;
      covered += channel_gap(frame[i], again[i]) > 24;
    }
    EXPECT_GT(letters, 0) << map << ": \"" << label.text << "\" is off the frame";
    // A mark out of the view has no label pinned to the view's edge, pointing at nothing.
    EXPECT_TRUE(label.at.x >= 0 && label.at.x <= kWidth && label.at.y >= 0 && label.at.y <= kHeight)
        << map << ": \"" << label.text << "\" is for a mark off the view, at (" << label.at.x
        << ", " << label.at.y << ")";
    EXPECT_LE(covered, letters / 50) << map << ": \"" << label.text << "\" has " << covered
                                     << " of " << letters << " pixels drawn over";
  }
  EXPECT_TRUE(found || must_have.empty()) << map << ": no label says \"" << must_have << "\"";
  return labels.size();
}

// The gate's "opens when Gatekeeper is out" went under the Gatekeeper and the wall, the turn-3
// arrival's words under the trees along the map's edge.
TEST(LabelsOnTop, the_watchtowers_gate_and_arrival_labels_are_not_drawn_under_anything) {
  expect_labels_on_top("maps/watchtower.tmx", "Gatekeeper is out");
}

TEST(LabelsOnTop, the_fens_arrival_labels_are_not_drawn_under_anything) {
  expect_labels_on_top("maps/fens.tmx", "arrives");
}

// Zoomed in: Brakk's arrival, its ring out of the view, was pinned to the view's bottom edge, and
// by the Undo and Reset buttons, it went under them.
TEST(LabelsOnTop, zoomed_in_no_label_goes_under_a_panel_or_pins_to_the_views_edge) {
  std::size_t labels = 0;
  for (const auto& [x, y] :
       {std::pair{640, 400}, std::pair{800, 450}, std::pair{300, 300}, std::pair{100, 580}}) {
    SCOPED_TRACE(std::to_string(x) + ", " + std::to_string(y));
    labels += expect_labels_on_top("maps/watchtower.tmx", "", x, y, 3);
    labels += expect_labels_on_top("maps/watchtower.tmx", "", x, y, 5);
  }
  EXPECT_GE(labels, 6u);  // the views held some labels to look at
}

}  // namespace
}  // namespace hp::app
