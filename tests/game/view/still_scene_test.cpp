// StillScene: a frame drawn from the kept pictures of the map, with what moves over them and the
// rectangles a standing piece should hide drawn again, is the frame drawing everything in depth
// order gives, pixel for pixel, on random scenes of maps of every orientation.
#include "game/view/battlefield/still_scene.h"

#include <SDL.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <optional>
#include <random>
#include <vector>

#include "engine/render/draw/shapes.h"
#include "engine/render/draw/texture_cache.h"
#include "engine/render/map/map_renderer.h"
#include "engine/tiled/map_geometry.h"
#include "engine/tiled/map_loader.h"
#include "tests/engine/render/software_frame.h"

namespace hp::view {
namespace {

constexpr int kWidth = 480, kHeight = 300;

tiled::Map load(const char* path) {
  Diagnostics diagnostics;
  std::optional<tiled::Map> map = tiled::load_map(path, diagnostics);
  EXPECT_TRUE(map.has_value()) << path;
  return map ? std::move(*map) : tiled::Map{};
}

// A figure standing at a world point, or (depth kOnTheGround) a mark on the ground.
struct Thing {
  double depth = kOnTheGround;
  ScreenRect rect;
  Rgba colour;
  bool ellipse = false;
};

// A random scene over map: the camera zoomed and moved, marks on the ground, figures standing.
struct Scene {
  Camera camera;
  std::vector<Thing> things;  // marks first, then figures back to front
};

Scene random_scene(const tiled::Map& map, std::mt19937& random) {
  Scene scene;
  const tiled::MapGeometry geometry(map);
  scene.camera.set_projection(geometry);
  scene.camera.fit(geometry.pixel_size().x, geometry.pixel_size().y, kWidth, kHeight, 20);
  std::uniform_real_distribution<double> x(0, kWidth), y(0, kHeight), unit(0, 1);
  scene.camera.zoom_at(x(random), y(random), 0.8 + 2.2 * unit(random));
  const auto colour = [&](std::uint8_t alpha) {
    return Rgba{static_cast<std::uint8_t>(random() % 256),
                static_cast<std::uint8_t>(random() % 256),
                static_cast<std::uint8_t>(random() % 256), alpha};
  };
  const int marks = static_cast<int>(random() % 4);
  for (int i = 0; i < marks; ++i) {
    const double rx = 10 + 60 * unit(random), ry = rx * 0.5;
    const double cx = x(random), cy = y(random);
    scene.things.push_back({kOnTheGround, ellipse_box(cx, cy, rx, ry), colour(90), true});
    scene.things.back().rect = {cx - rx, cy - ry, 2 * rx, 2 * ry};
  }
  const int figures = 1 + static_cast<int>(random() % 10);
  std::vector<Thing> standing;
  const double zoom = scene.camera.zoom();
  for (int i = 0; i < figures; ++i) {
    const Vec2 world = scene.camera.to_world(x(random), y(random));
    const Vec2 feet = scene.camera.to_screen(world);
    standing.push_back({scene.camera.to_pixels(world).y,
                        {feet.x - 10 * zoom, feet.y - 40 * zoom, 20 * zoom, 42 * zoom},
                        colour(static_cast<std::uint8_t>(random() % 2 ? 255 : 170)),
                        false});
  }
  std::stable_sort(standing.begin(), standing.end(),
                   [](const Thing& a, const Thing& b) { return a.depth < b.depth; });
  scene.things.insert(scene.things.end(), standing.begin(), standing.end());
  return scene;
}

// Draws the scene's things as the game draws marks and units: pieces in depth order between the
// figures, each box noted when `drawn` is given.
void draw_things(SDL_Renderer* renderer, const Scene& scene, StandingArt* standing,
                 std::vector<DrawnArea>* drawn) {
  for (const Thing& thing : scene.things) {
    const ScreenRect& r = thing.rect;
    if (thing.ellipse) {
      fill_ellipse(renderer, static_cast<float>(r.x + r.w / 2), static_cast<float>(r.y + r.h / 2),
                   static_cast<float>(r.w / 2), static_cast<float>(r.h / 2), thing.colour);
      if (drawn)
        drawn->push_back(
            {kOnTheGround, ellipse_box(r.x + r.w / 2, r.y + r.h / 2, r.w / 2, r.h / 2)});
      continue;
    }
    if (standing) standing->draw_until(thing.depth);
    fill_rect(renderer, static_cast<float>(r.x), static_cast<float>(r.y), static_cast<float>(r.w),
              static_cast<float>(r.h), thing.colour);
    if (drawn) drawn->push_back({thing.depth, {r.x - 1, r.y - 1, r.w + 2, r.h + 2}});
  }
}

std::vector<std::uint32_t> pixels_of(test::SoftwareFrame& frame) {
  std::vector<std::uint32_t> out;
  out.reserve(static_cast<std::size_t>(kWidth) * kHeight);
  for (int y = 0; y < kHeight; ++y) {
    for (int x = 0; x < kWidth; ++x) out.push_back(frame.pixel(x, y));
  }
  return out;
}

// How many pixels differ, and the first one's place.
std::string differences(const std::vector<std::uint32_t>& a, const std::vector<std::uint32_t>& b) {
  std::size_t count = 0, first = a.size();
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (a[i] == b[i]) continue;
    if (count++ == 0) first = i;
  }
  if (count == 0) return {};
  return std::to_string(count) + " pixels differ, the first at (" + std::to_string(first % kWidth) +
         ", " + std::to_string(first / kWidth) + ")";
}

struct Totals {
  int scenes = 0;
  int redrawn = 0;  // rectangles drawn again over all copied frames
};

// Draws random scenes of map both ways and compares every pixel of the second and third frames
// (the picture made, then copied) with the frame drawn directly.
Totals compare_random_scenes(const char* path, unsigned seed, int count) {
  const tiled::Map map = load(path);
  test::SoftwareFrame frame(kWidth, kHeight);
  TextureCache textures(frame.renderer());
  MapRenderer renderer(frame.renderer(), textures);
  StandingArt standing(frame.renderer(), textures);
  StillScene still_scene(frame.renderer());
  standing.prepare(map);
  MapDrawOptions options;
  options.hide_layers = standing.layers();
  std::mt19937 random(seed);
  Totals totals;
  for (int s = 0; s < count; ++s) {
    const Scene scene = random_scene(map, random);
    const MapView view = scene.camera.map_view(0);
    standing.place(scene.camera, 0, {});
    StandingArt* pieces = standing.empty() ? nullptr : &standing;
    const auto still = [&] {
      SDL_SetRenderDrawColor(frame.renderer(), 18, 16, 26, 255);
      SDL_RenderClear(frame.renderer());
      renderer.draw(map, view, options);
      standing.draw_flat();
    };
    // Directly, as the game drew before StillScene.
    still();
    standing.begin_pass(StandingArt::Pass::kAll);
    draw_things(frame.renderer(), scene, pieces, nullptr);
    standing.finish();
    const std::vector<std::uint32_t> expected = pixels_of(frame);
    const StillSceneKey key{&map,
                            view.origin,
                            view.zoom,
                            view.output_width,
                            view.output_height,
                            {},
                            static_cast<std::uint64_t>(s)};
    const StillScene::Mode modes[] = {StillScene::Mode::kDirect, StillScene::Mode::kMade,
                                      StillScene::Mode::kCopied};
    for (const StillScene::Mode mode : modes) {
      frame.clear(0xff00ff00);  // whatever was there must not show
      still_scene.draw(key, pieces, still, [&](std::vector<DrawnArea>* drawn) {
        draw_things(frame.renderer(), scene, pieces, drawn);
      });
      standing.finish();
      EXPECT_EQ(still_scene.last_mode(), mode) << path << " scene " << s;
      const std::vector<std::uint32_t> got = pixels_of(frame);
      const std::string diff = differences(expected, got);
      EXPECT_TRUE(diff.empty()) << path << " scene " << s << " frame " << static_cast<int>(mode)
                                << ": " << diff;
      if (mode == StillScene::Mode::kCopied) {
        totals.redrawn += static_cast<int>(still_scene.last_redrawn());
        if (!pieces) {
          EXPECT_EQ(still_scene.last_redrawn(), 0u);
        }
      }
    }
    ++totals.scenes;
  }
  return totals;
}

TEST(StillScene, copied_frames_equal_direct_ones_on_an_isometric_map_with_pillars) {
  const Totals totals = compare_random_scenes("tests/game/app/play_maps/iso_duel.tmx", 1, 40);
  EXPECT_EQ(totals.scenes, 40);
  EXPECT_GT(totals.redrawn, 10);  // pillars did stand in front of figures and marks
}

TEST(StillScene, copied_frames_equal_direct_ones_on_the_watchtower_and_the_fens) {
  const Totals tower = compare_random_scenes("maps/watchtower.tmx", 2, 25);
  const Totals fens = compare_random_scenes("maps/fens.tmx", 3, 25);
  EXPECT_GT(tower.redrawn, 0);
  EXPECT_EQ(fens.scenes, 25);
}

TEST(StillScene, copied_frames_equal_direct_ones_on_an_orthogonal_map) {
  EXPECT_EQ(compare_random_scenes("maps/default.tmx", 4, 15).scenes, 15);
}

TEST(StillScene, a_moving_camera_draws_directly_and_a_still_one_copies) {
  const tiled::Map map = load("tests/game/app/play_maps/iso_duel.tmx");
  test::SoftwareFrame frame(kWidth, kHeight);
  StillScene still_scene(frame.renderer());
  int stills = 0;
  const auto still = [&] { ++stills; };
  const auto moving = [](std::vector<DrawnArea>*) {};
  StillSceneKey key{&map, {0, 0}, 1.0, kWidth, kHeight, {}, 0};
  still_scene.draw(key, nullptr, still, moving);
  EXPECT_EQ(still_scene.last_mode(), StillScene::Mode::kDirect);
  for (int i = 0; i < 3; ++i) {  // the camera pans: every frame drawn directly
    key.origin.x += 1;
    still_scene.draw(key, nullptr, still, moving);
    EXPECT_EQ(still_scene.last_mode(), StillScene::Mode::kDirect);
  }
  still_scene.draw(key, nullptr, still, moving);  // held for a frame: the picture is made
  EXPECT_EQ(still_scene.last_mode(), StillScene::Mode::kMade);
  const int made_at = stills;
  still_scene.draw(key, nullptr, still, moving);
  still_scene.draw(key, nullptr, still, moving);
  EXPECT_EQ(still_scene.last_mode(), StillScene::Mode::kCopied);
  EXPECT_EQ(stills, made_at);  // copied frames draw no map
  key.animation = 7;           // a tile animation stepped: drawn again
  still_scene.draw(key, nullptr, still, moving);
  EXPECT_EQ(still_scene.last_mode(), StillScene::Mode::kDirect);
  key.hidden = {"door"};
  still_scene.draw(key, nullptr, still, moving);
  EXPECT_EQ(still_scene.last_mode(), StillScene::Mode::kDirect);
  still_scene.draw(key, nullptr, still, moving);
  EXPECT_EQ(still_scene.last_mode(), StillScene::Mode::kMade);
  still_scene.forget();  // a reload
  still_scene.draw(key, nullptr, still, moving);
  EXPECT_EQ(still_scene.last_mode(), StillScene::Mode::kDirect);
}

TEST(ScreenRect, merged_rectangles_cover_their_inputs_and_never_overlap) {
  std::mt19937 random(5);
  std::uniform_real_distribution<double> at(0, 400), size(0, 80);
  for (int round = 0; round < 300; ++round) {
    std::vector<ScreenRect> rects(random() % 12);
    for (ScreenRect& r : rects) r = {at(random), at(random), size(random), size(random)};
    const std::vector<ScreenRect> out = merged(rects);
    EXPECT_LE(out.size(), rects.size());
    for (std::size_t i = 0; i < out.size(); ++i) {
      for (std::size_t j = i + 1; j < out.size(); ++j) EXPECT_FALSE(overlaps(out[i], out[j]));
    }
    for (const ScreenRect& r : rects) {
      if (r.w <= 0 || r.h <= 0) continue;
      EXPECT_TRUE(
          std::any_of(out.begin(), out.end(), [&](const ScreenRect& o) { return inside(r, o); }));
    }
  }
}

}  // namespace
}  // namespace hp::view
