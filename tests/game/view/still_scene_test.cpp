// StillScene: a frame drawn from the kept pictures of the map, with what moves over them and the
// rectangles a standing piece should hide drawn again, is the frame drawing everything in depth
// order gives, pixel for pixel, on random scenes of maps of every orientation.
#include "game/view/battlefield/still_scene.h"

#include <SDL.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <optional>
#include <random>
#include <utility>
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
    // Whole pixels, so that the reference drawn kMargin further on rounds them the same way.
    const double rx = std::round(10 + 60 * unit(random)), ry = std::round(rx * 0.5);
    const double cx = std::round(x(random)), cy = std::round(y(random));
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
                        {std::round(feet.x - 10 * zoom), std::round(feet.y - 40 * zoom),
                         std::round(20 * zoom), std::round(42 * zoom)},
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
                 std::vector<DrawnArea>* drawn, double shift = 0) {
  for (const Thing& thing : scene.things) {
    const ScreenRect r{thing.rect.x + shift, thing.rect.y + shift, thing.rect.w, thing.rect.h};
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

// How many pixels differ, leaving out `border` pixels along the frame's edges, and the first one's
// place.
std::string differences(const std::vector<std::uint32_t>& a, const std::vector<std::uint32_t>& b,
                        int border = 0) {
  std::size_t count = 0, first = a.size();
  for (std::size_t i = 0; i < a.size(); ++i) {
    const int x = static_cast<int>(i % kWidth), y = static_cast<int>(i / kWidth);
    if (x < border || y < border || x >= kWidth - border || y >= kHeight - border) continue;
    if (a[i] == b[i]) continue;
    if (count++ == 0) first = i;
  }
  if (count == 0) return {};
  return std::to_string(count) + " pixels differ, the first at (" + std::to_string(first % kWidth) +
         ", " + std::to_string(first / kWidth) + ")";
}

struct Totals {
  int scenes = 0;
  int redrawn = 0;    // rectangles drawn again over all copied frames
  int modes[3] = {};  // frames drawn directly, from pictures made, copied
  int panned = 0;     // frames after a pan drawn from pictures
};

// Draws random scenes of map both ways and compares every pixel of the second and third frames
// (the picture made, then copied) with the frame drawn directly.
Totals compare_random_scenes(const char* path, unsigned seed, int count,
                             StillScene::Pictures pictures = StillScene::Pictures::kFull) {
  const tiled::Map map = load(path);
  test::SoftwareFrame frame(kWidth, kHeight);
  TextureCache textures(frame.renderer());
  MapRenderer renderer(frame.renderer(), textures);
  StandingArt standing(frame.renderer(), textures);
  StillScene still_scene(frame.renderer());
  still_scene.set_pictures(pictures);
  standing.prepare(map);
  MapDrawOptions options;
  options.hide_layers = standing.layers();
  const MapMotion motion = map_motion(map);
  ScreenSnapshot canvas(frame.renderer());
  std::mt19937 random(seed);
  Totals totals;
  for (int s = 0; s < count; ++s) {
    Scene scene = random_scene(map, random);
    StandingArt* pieces = standing.empty() ? nullptr : &standing;
    const auto still = [&](const MapView& view) {
      SDL_SetRenderDrawColor(frame.renderer(), 18, 16, 26, 255);
      SDL_RenderClear(frame.renderer());
      renderer.draw(map, view, options);
      standing.place(view);
      standing.draw_flat();
    };
    // Three frames of a still camera (drawn, the pictures made, copied), then pans by whole
    // pixels (a part of the pictures further along; past their margin drawn directly, and new
    // pictures once the camera holds) and one by a fraction (drawn).
    const std::pair<double, double> pans[] = {{0, 0},    {0, 0},      {0, 0},   {7, -3},
                                              {-40, 25}, {0, 90},     {150, 0}, {-260, 10},
                                              {0, 0},    {0.5, 0.25}, {0, 0},   {0, 0}};
    int frame_index = 0;
    for (const auto& [dx, dy] : pans) {
      scene.camera.pan(dx, dy);
      const MapView view = scene.camera.map_view(0);
      standing.place(scene.camera, 0, {});
      // Directly, as the game drew before StillScene.
      still(view);
      standing.begin_pass(StandingArt::Pass::kAll);
      draw_things(frame.renderer(), scene, pieces, nullptr);
      standing.finish();
      const std::vector<std::uint32_t> expected = pixels_of(frame);
      // The frame as drawing it all in order on a canvas kMargin bigger all round gives it: what
      // a frame from the pictures must be (drawn on the output alone, a scaled tile cut by the
      // output's edge comes out a texel off there).
      MapView wide = view;
      constexpr int kMargin = StillScene::kMargin;
      wide.origin = view.origin - Vec2{kMargin, kMargin} / view.zoom;
      wide.output_width += 2 * kMargin;
      wide.output_height += 2 * kMargin;
      canvas.begin(kMargin);
      still(wide);
      standing.begin_pass(StandingArt::Pass::kAll);
      draw_things(frame.renderer(), scene, pieces, nullptr, kMargin);
      standing.finish();
      canvas.end();
      canvas.draw(kMargin, kMargin);
      const std::vector<std::uint32_t> expected_whole = pixels_of(frame);
      standing.place(scene.camera, 0, {});
      const StillSceneKey key{&map,
                              view.origin,
                              view.zoom,
                              view.output_width,
                              view.output_height,
                              {},
                              static_cast<std::uint64_t>(s),
                              motion.rigid,
                              static_cast<int>(std::ceil(motion.reach * view.zoom)) + 2};
      frame.clear(0xff00ff00);  // whatever was there must not show
      const PictureCopy copy{{18, 16, 26}, map_content(motion, view)};
      still_scene.draw(
          key, view, pieces, still,
          [&](std::vector<DrawnArea>* drawn) {
            draw_things(frame.renderer(), scene, pieces, drawn);
          },
          copy);
      standing.finish();
      const StillScene::Mode mode = still_scene.last_mode();
      if (frame_index < 3) {
        const StillScene::Mode modes[] = {StillScene::Mode::kDirect, StillScene::Mode::kMade,
                                          StillScene::Mode::kCopied};
        EXPECT_EQ(mode, modes[frame_index]) << path << " scene " << s;
      }
      ++totals.modes[static_cast<int>(mode)];
      if (frame_index >= 3 && (dx != 0 || dy != 0) && mode != StillScene::Mode::kDirect) {
        ++totals.panned;
      }
      // SDL's software rasteriser cuts a shape at the output's edge a pixel differently from one
      // it draws whole: the reference's figures and marks, drawn whole there, may differ in the
      // outermost pixels (a triangle fan cut at x = 0 moves its inner edges too).
      const std::string diff = mode == StillScene::Mode::kDirect
                                   ? differences(expected, pixels_of(frame))
                                   : differences(expected_whole, pixels_of(frame), 8);
      EXPECT_TRUE(diff.empty()) << path << " scene " << s << " frame " << frame_index << ": "
                                << diff;
      if (mode == StillScene::Mode::kCopied) {
        totals.redrawn += static_cast<int>(still_scene.last_redrawn());
        if (!pieces) {
          EXPECT_EQ(still_scene.last_redrawn(), 0u);
        }
      }
      ++frame_index;
    }
    ++totals.scenes;
  }
  return totals;
}

TEST(StillScene, copied_frames_equal_direct_ones_on_an_isometric_map_with_pillars) {
  const Totals totals = compare_random_scenes("tests/game/app/play_maps/iso_duel.tmx", 1, 20);
  EXPECT_EQ(totals.scenes, 20);
  EXPECT_GT(totals.redrawn, 10);  // pillars did stand in front of figures and marks
  EXPECT_GT(totals.panned, 20);   // and pans were drawn from the pictures
}

TEST(StillScene, copied_frames_equal_direct_ones_on_the_watchtower_and_the_fens) {
  const Totals tower = compare_random_scenes("maps/watchtower.tmx", 2, 12);
  const Totals fens = compare_random_scenes("maps/fens.tmx", 3, 12);
  EXPECT_GT(tower.redrawn, 0);
  EXPECT_EQ(fens.scenes, 12);
}

TEST(StillScene, copied_frames_equal_direct_ones_on_an_orthogonal_map) {
  EXPECT_EQ(compare_random_scenes("maps/default.tmx", 4, 8).scenes, 8);
}

// SDL's software renderer keeps both pictures; natively no renderer is a browser's WebGL.
TEST(StillScene, the_software_renderer_keeps_the_full_pictures) {
  test::SoftwareFrame frame(kWidth, kHeight);
  EXPECT_EQ(StillScene(frame.renderer()).pictures(), StillScene::Pictures::kFull);
}

// A browser's WebGL without a GPU keeps only the flat picture and copies the map's part of it
// (Pictures::kFlat): drawn here by SDL's software renderer, whose pixels the comparison knows.
TEST(StillScene, flat_copies_equal_direct_frames_on_orthogonal_isometric_and_standing_maps) {
  const StillScene::Pictures flat = StillScene::Pictures::kFlat;
  const Totals clearing = compare_random_scenes("maps/default.tmx", 5, 8, flat);
  const Totals tower = compare_random_scenes("maps/watchtower.tmx", 6, 8, flat);
  const Totals pillars = compare_random_scenes("tests/game/app/play_maps/iso_duel.tmx", 7, 8, flat);
  for (const Totals& t : {clearing, tower, pillars}) {
    EXPECT_EQ(t.scenes, 8);
    EXPECT_EQ(t.redrawn, 0) << "a flat copy draws every piece directly";
    EXPECT_GT(t.modes[static_cast<int>(StillScene::Mode::kCopied)], 8);
    EXPECT_GT(t.panned, 0);
  }
}

// The flat copy's bounds hold what the map draws: its cells moved by a layer's offset, and a tile
// object placed off the map.
TEST(StillScene, the_maps_bounds_take_layer_offsets_and_objects_off_the_map) {
  const MapMotion clearing = map_motion(load("maps/default.tmx"));
  EXPECT_EQ(clearing.left, 0);
  EXPECT_EQ(clearing.top, 0);
  EXPECT_EQ(clearing.right, 30 * 32);
  EXPECT_EQ(clearing.bottom, 20 * 32);
  EXPECT_FALSE(clearing.fills_output);
  tiled::Map map = load("maps/default.tmx");
  ASSERT_FALSE(map.layers.empty());
  map.layers.front().offset = {-40, 12};
  tiled::Layer objects;
  objects.kind = tiled::LayerKind::kObject;
  tiled::MapObject tree;
  tree.shape = tiled::ObjectShape::kTile;
  tree.gid = 1;
  tree.x = 2000;
  tree.y = 100;
  tree.width = 30;
  tree.height = 40;
  objects.objects.objects.push_back(tree);
  map.layers.push_back(objects);
  const MapMotion moved = map_motion(map);
  EXPECT_EQ(moved.left, -40);
  EXPECT_EQ(moved.bottom, 20 * 32 + 12);
  EXPECT_GE(moved.right, 2000 + 30);
  const MapView view{{0, 0}, 1.0, 640, 480};
  EXPECT_GT(map_content(map_motion(map), view).w, 0);
  tiled::Map drifting = map;
  drifting.layers.front().parallax = {0.5, 0.5};
  EXPECT_EQ(map_content(map_motion(drifting), view).w, 0)
      << "a parallax layer draws outside the map's bounds: copied whole";
  map.background = tiled::Color{10, 20, 30, 255};
  EXPECT_TRUE(map_motion(map).fills_output);
  EXPECT_EQ(map_content(map_motion(map), view).w, 0)
      << "a map that fills the output is copied whole";
}

TEST(StillScene, a_camera_moving_by_fractions_draws_directly_and_a_still_or_panning_one_copies) {
  const tiled::Map map = load("tests/game/app/play_maps/iso_duel.tmx");
  test::SoftwareFrame frame(kWidth, kHeight);
  StillScene still_scene(frame.renderer());
  int stills = 0;
  const auto still = [&](const MapView&) { ++stills; };
  const auto moving = [](std::vector<DrawnArea>*) {};
  StillSceneKey key{&map, {0, 0}, 1.0, kWidth, kHeight, {}, 0, true, 40};
  const auto draw = [&] {
    still_scene.draw(key, MapView{key.origin, key.zoom, kWidth, kHeight}, nullptr, still, moving);
    return still_scene.last_mode();
  };
  using Mode = StillScene::Mode;
  EXPECT_EQ(draw(), Mode::kDirect);
  for (int i = 0; i < 3; ++i) {  // the camera eases along: every frame drawn directly
    key.origin.x += 0.5;
    EXPECT_EQ(draw(), Mode::kDirect);
  }
  EXPECT_EQ(draw(), Mode::kMade);  // held for a frame: the pictures are made
  const int made_at = stills;
  EXPECT_EQ(draw(), Mode::kCopied);
  key.origin = key.origin + Vec2{12, -30};  // a pan by whole pixels, inside the margin
  EXPECT_EQ(draw(), Mode::kCopied);
  EXPECT_EQ(stills, made_at);           // copied frames draw no map
  key.origin.x += StillScene::kMargin;  // past it while moving: drawn directly...
  EXPECT_EQ(draw(), Mode::kDirect);
  key.origin.x += 3;
  EXPECT_EQ(draw(), Mode::kDirect);
  EXPECT_EQ(stills, made_at + 2);
  EXPECT_EQ(draw(), Mode::kMade);  // ...and made again around the view once the camera stops
  EXPECT_EQ(stills, made_at + 3);
  key.animation = 7;  // a tile animation stepped: drawn again
  EXPECT_EQ(draw(), Mode::kDirect);
  key.hidden = {"door"};
  EXPECT_EQ(draw(), Mode::kDirect);
  EXPECT_EQ(draw(), Mode::kMade);
  key.rigid = false;  // a parallax layer: pans cannot reuse the pictures
  EXPECT_EQ(draw(), Mode::kDirect);
  EXPECT_EQ(draw(), Mode::kMade);
  key.origin.x += 1;
  EXPECT_EQ(draw(), Mode::kDirect);
  EXPECT_EQ(draw(), Mode::kMade);
  still_scene.forget();  // a reload
  EXPECT_EQ(draw(), Mode::kDirect);
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
