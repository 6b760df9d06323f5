// Render benchmarks: one 1280x720 frame of a 64x64 map and of a 4096x4096 map on SDL's software
// renderer, whose costs should match (the renderer touches only what is in view), an isometric
// 64x64 battle frame against the orthogonal one's (map, standing pieces in depth order, units),
// the batched renderer against the old one-copy-per-tile path, and tile layers copied from
// chunks against every tile drawn (the big level, a shipped map), each as a ratio measured in
// the same run. `render_bench --frames=orthogonal|isometric N` draws N battle frames and exits,
// for instruction counts under callgrind.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <optional>
#include <string>

#include "engine/core/diagnostic.h"
#include "engine/tiled/map_loader.h"
#include "tools/bench/render/per_tile_baseline.h"
#include "tools/bench/render/render_fixture.h"
#include "tools/bench/render/scene_frame.h"

namespace hp::bench {
namespace {

struct Maps {
  std::string image = write_tileset_image();
  tiled::Map small = make_map(64, image);
  tiled::Map large = make_map(4096, image);
  std::string isometric_image = write_isometric_tileset_image();
  tiled::Map isometric = make_isometric_map(64, isometric_image);
};

const Maps& maps() {
  static const Maps built;
  return built;
}

// The battle frames' maps: the small and isometric maps with a layer of tall tiles (apart from
// Maps, so that --frames builds no large map).
struct SceneMaps {
  std::string image = write_tileset_image();
  std::string isometric_image = write_isometric_tileset_image();
  std::string trees =
      write_standing_image("heartpath-render-bench-trees.png", kTileSize, kTileSize);
  std::string pillars =
      write_standing_image("heartpath-render-bench-pillars.png", kIsoTileWidth, kIsoTileHeight);
  tiled::Map orthogonal_scene = make_map_with_standing(64, image, trees);
  tiled::Map isometric_scene = make_isometric_map_with_standing(64, isometric_image, pillars);
};

const SceneMaps& scene_maps() {
  static const SceneMaps built;
  return built;
}

template <typename Work>
double seconds_of(Work work) {
  const auto start = std::chrono::steady_clock::now();
  work();
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// One batched frame of map, drawn through to the surface.
void draw_frame(SoftwareTarget& target, const tiled::Map& map) {
  SDL_SetRenderDrawColor(target.renderer(), 0, 0, 0, 255);
  SDL_RenderClear(target.renderer());
  target.map_renderer(map).draw(map, middle_view(map));
  SDL_RenderFlush(target.renderer());
}

void draw_baseline_frame(SoftwareTarget& target, const tiled::Map& map) {
  SDL_SetRenderDrawColor(target.renderer(), 0, 0, 0, 255);
  SDL_RenderClear(target.renderer());
  draw_per_tile(target.renderer(), target.textures(), map, middle_view(map));
  SDL_RenderFlush(target.renderer());
}

// Frame cost of one map. Counters: frame_ms, quads and draw calls per frame.
void BM_Frame(benchmark::State& state, const tiled::Map& map) {
  SoftwareTarget target;
  draw_frame(target, map);  // loads the texture and builds the per-map data
  const long long quads = target.map_renderer(map).quads_drawn();
  const long long calls = target.map_renderer(map).draw_calls();
  for (auto _ : state) draw_frame(target, map);
  const double frames = static_cast<double>(state.iterations()) + 1;
  state.counters["quads_per_frame"] =
      static_cast<double>(target.map_renderer(map).quads_drawn()) / frames;
  state.counters["calls_per_frame"] =
      static_cast<double>(target.map_renderer(map).draw_calls()) / frames;
  benchmark::DoNotOptimize(quads + calls);
}

// The large map's frame cost over the small map's, frames alternating so both see the same
// machine load. Counters: small_ms, large_ms, large_over_small (the target is within 1.10).
void BM_FrameCostLargeOverSmall(benchmark::State& state) {
  SoftwareTarget target;
  draw_frame(target, maps().small);
  draw_frame(target, maps().large);
  double small = 0, large = 0;
  for (auto _ : state) {
    small += seconds_of([&] { draw_frame(target, maps().small); });
    large += seconds_of([&] { draw_frame(target, maps().large); });
  }
  const double n = static_cast<double>(state.iterations());
  state.counters["small_ms"] = 1e3 * small / n;
  state.counters["large_ms"] = 1e3 * large / n;
  state.counters["large_over_small"] = large / small;
}

// The isometric battle frame's cost over the orthogonal one's: same side, same layers (ground,
// decor, a layer of tall tiles), same units, frames alternating. The isometric frame draws the
// tall tiles between the units in depth order and checks which units they hide, as the game's
// view does; the orthogonal one draws them with the map, under the units. Counters:
// orthogonal_ms, isometric_ms, isometric_over_orthogonal (the target is within 1.15), and the
// rectangles the isometric frame drew again (pieces in front of units). The camera holds still,
// as it does while the player thinks and while the enemies act: the map is copied from its
// picture (still_scene.h).
void BM_FrameCostIsometricOverOrthogonal(benchmark::State& state) {
  SoftwareTarget target;
  SceneFrame orthogonal_frame(target, scene_maps().orthogonal_scene);
  SceneFrame isometric_frame(target, scene_maps().isometric_scene);
  if (orthogonal_frame.depth_sorted() || !isometric_frame.depth_sorted()) {
    state.SkipWithError("the isometric frame must draw its tall tiles in depth order, and only it");
    return;
  }
  for (int i = 0; i < 2; ++i) {  // to load, then to make the still pictures
    orthogonal_frame.draw();
    isometric_frame.draw();
  }
  if (isometric_frame.hidden_units() == 0) {
    state.SkipWithError("no unit stands behind a pillar: the hidden-unit check is not exercised");
    return;
  }
  double orthogonal = 0, isometric = 0;
  for (auto _ : state) {
    orthogonal += seconds_of([&] { orthogonal_frame.draw(); });
    isometric += seconds_of([&] { isometric_frame.draw(); });
  }
  const double n = static_cast<double>(state.iterations());
  state.counters["orthogonal_ms"] = 1e3 * orthogonal / n;
  state.counters["isometric_ms"] = 1e3 * isometric / n;
  state.counters["isometric_over_orthogonal"] = isometric / orthogonal;
  state.counters["hidden_units"] = isometric_frame.hidden_units();
  state.counters["redrawn"] = static_cast<double>(isometric_frame.still_scene().last_redrawn());
  if (isometric_frame.still_scene().last_mode() != view::StillScene::Mode::kCopied) {
    state.SkipWithError("the still frame was not copied from its picture");
  }
}

// The same with the camera panning a pixel to and fro every frame (a part of the pictures one
// pixel along), and with every frame drawn in full (as the first frame at a new zoom is).
// Counters as above.
void frame_cost(benchmark::State& state, SceneFrame::Camera camera, view::StillScene::Mode mode) {
  SoftwareTarget target;
  SceneFrame orthogonal_frame(target, scene_maps().orthogonal_scene, camera);
  SceneFrame isometric_frame(target, scene_maps().isometric_scene, camera);
  for (int i = 0; i < 2; ++i) {  // to load, then to make the pictures
    orthogonal_frame.draw();
    isometric_frame.draw();
  }
  double orthogonal = 0, isometric = 0;
  for (auto _ : state) {
    orthogonal += seconds_of([&] { orthogonal_frame.draw(); });
    isometric += seconds_of([&] { isometric_frame.draw(); });
  }
  if (isometric_frame.still_scene().last_mode() != mode) {
    state.SkipWithError("the frames were not drawn the way this benchmark measures");
    return;
  }
  const double n = static_cast<double>(state.iterations());
  state.counters["orthogonal_ms"] = 1e3 * orthogonal / n;
  state.counters["isometric_ms"] = 1e3 * isometric / n;
  state.counters["isometric_over_orthogonal"] = isometric / orthogonal;
}

void BM_FrameCostIsometricOverOrthogonalPanning(benchmark::State& state) {
  frame_cost(state, SceneFrame::Camera::kPanning, view::StillScene::Mode::kCopied);
}

void BM_FrameCostIsometricOverOrthogonalDrawnInFull(benchmark::State& state) {
  frame_cost(state, SceneFrame::Camera::kDrawnInFull, view::StillScene::Mode::kDirect);
}

// The same for the map alone (ground and decor, no standing pieces, no units). Counters as above.
void BM_MapCostIsometricOverOrthogonal(benchmark::State& state) {
  SoftwareTarget target;
  draw_frame(target, maps().small);
  draw_frame(target, maps().isometric);
  double orthogonal = 0, isometric = 0;
  for (auto _ : state) {
    orthogonal += seconds_of([&] { draw_frame(target, maps().small); });
    isometric += seconds_of([&] { draw_frame(target, maps().isometric); });
  }
  const double n = static_cast<double>(state.iterations());
  state.counters["orthogonal_ms"] = 1e3 * orthogonal / n;
  state.counters["isometric_ms"] = 1e3 * isometric / n;
  state.counters["isometric_over_orthogonal"] = isometric / orthogonal;
}

// The batched renderer's frame over the old per-tile copies' on the large map (same run, same
// frames). Counters: batched_ms, per_tile_ms, batched_over_per_tile.
void BM_BatchedOverPerTileCopies(benchmark::State& state) {
  SoftwareTarget target;
  draw_frame(target, maps().large);
  draw_baseline_frame(target, maps().large);
  double batched = 0, per_tile = 0;
  for (auto _ : state) {
    batched += seconds_of([&] { draw_frame(target, maps().large); });
    per_tile += seconds_of([&] { draw_baseline_frame(target, maps().large); });
  }
  const double n = static_cast<double>(state.iterations());
  state.counters["batched_ms"] = 1e3 * batched / n;
  state.counters["per_tile_ms"] = 1e3 * per_tile / n;
  state.counters["batched_over_per_tile"] = batched / per_tile;
}

void BM_FrameSmallMap(benchmark::State& state) {
  BM_Frame(state, maps().small);
}
void BM_FrameLargeMap(benchmark::State& state) {
  BM_Frame(state, maps().large);
}
void BM_FrameIsometricMap(benchmark::State& state) {
  BM_Frame(state, maps().isometric);
}

// The big benchmark level (256x256 tiles, tools/bench/bigmap/big_256.tmx) as the game draws a
// battle on it, the camera panning (the map drawn again every frame) in its middle.
void BM_SceneBigLevel(benchmark::State& state) {
  Diagnostics diagnostics;
  const std::optional<tiled::Map> map = tiled::load_map(
      std::string(HEARTPATH_SOURCE_DIR) + "/tools/bench/bigmap/big_256.tmx", diagnostics);
  if (!map) {
    state.SkipWithError("cannot load tools/bench/bigmap/big_256.tmx");
    return;
  }
  SoftwareTarget target;
  SceneFrame frame(target, *map, SceneFrame::Camera::kPanning);
  frame.draw();  // loads the tileset and builds the per-map data
  for (auto _ : state) frame.draw();
}

// A map from the source tree, or nothing (and the benchmark skipped) when it does not load.
std::optional<tiled::Map> load_level(benchmark::State& state, const std::string& relative) {
  Diagnostics diagnostics;
  std::optional<tiled::Map> map =
      tiled::load_map(std::string(HEARTPATH_SOURCE_DIR) + "/" + relative, diagnostics);
  if (!map) state.SkipWithError(("cannot load " + relative).c_str());
  return map;
}

// The view of the whole map fitted in the frame (the player's zoom 1), times zoom_in, centred.
MapView fitted_view(const tiled::Map& map, double zoom_in) {
  const double w = static_cast<double>(map.width) * map.tile_width;
  const double h = static_cast<double>(map.height) * map.tile_height;
  MapView view;
  view.zoom = std::min(kFrameWidth / w, kFrameHeight / h) * zoom_in;
  view.output_width = kFrameWidth;
  view.output_height = kFrameHeight;
  view.origin = Vec2{w - kFrameWidth / view.zoom, h - kFrameHeight / view.zoom} / 2;
  return view;
}

// The map renderer with its tile layers copied from chunks (TileLayerCache) against the same
// renderer drawing every tile, frames alternating, the camera still: the big level (256 x 256
// tiles) seen whole and at the player's zoom 4, and the Fortress (a shipped map) seen whole.
// Counters: cached_ms, direct_ms, cached_over_direct, chunks (kept by the cached renderer).
void BM_LayerCacheOverDirect(benchmark::State& state, const std::string& level, double zoom_in) {
  const std::optional<tiled::Map> map = load_level(state, level);
  if (!map) return;
  SoftwareTarget target;
  MapRenderer cached(target.renderer(), target.textures());
  MapRenderer direct(target.renderer(), target.textures());
  direct.set_layer_cache(false);
  const MapView view = fitted_view(*map, zoom_in);
  const auto frame = [&](MapRenderer& renderer) {
    SDL_SetRenderDrawColor(target.renderer(), 0, 0, 0, 255);
    SDL_RenderClear(target.renderer());
    renderer.draw(*map, view);
    SDL_RenderFlush(target.renderer());
  };
  frame(direct);  // to load
  // To see the view hold, then to make the chunks, one a frame, until a frame makes none.
  for (int i = 0; i < TileLayerCache::kHeldFrames; ++i) frame(cached);
  for (long long made = -1; made != cached.layer_cache().chunks_made();) {
    made = cached.layer_cache().chunks_made();
    frame(cached);
  }
  double with_cache = 0, without = 0;
  for (auto _ : state) {
    with_cache += seconds_of([&] { frame(cached); });
    without += seconds_of([&] { frame(direct); });
  }
  const double n = static_cast<double>(state.iterations());
  state.counters["cached_ms"] = 1e3 * with_cache / n;
  state.counters["direct_ms"] = 1e3 * without / n;
  state.counters["cached_over_direct"] = with_cache / without;
  state.counters["chunks"] = static_cast<double>(cached.layer_cache().chunks());
}

void BM_LayerCacheBigLevelWhole(benchmark::State& state) {
  BM_LayerCacheOverDirect(state, "tools/bench/bigmap/big_256.tmx", 1.0);
}
void BM_LayerCacheBigLevelZoom4(benchmark::State& state) {
  BM_LayerCacheOverDirect(state, "tools/bench/bigmap/big_256.tmx", 4.0);
}
void BM_LayerCacheFortressWhole(benchmark::State& state) {
  BM_LayerCacheOverDirect(state, "maps/fortress.tmx", 1.0);
}

BENCHMARK(BM_FrameSmallMap)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_SceneBigLevel)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_FrameLargeMap)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_FrameIsometricMap)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_FrameCostLargeOverSmall)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_FrameCostIsometricOverOrthogonal)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_FrameCostIsometricOverOrthogonalPanning)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_FrameCostIsometricOverOrthogonalDrawnInFull)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_MapCostIsometricOverOrthogonal)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_BatchedOverPerTileCopies)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_LayerCacheBigLevelWhole)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_LayerCacheBigLevelZoom4)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_LayerCacheFortressWhole)->Unit(benchmark::kMillisecond);

// --frames=orthogonal|isometric N [--panning|--in-full]: draws N battle frames of that map (after
// two, to load and to make the pictures) with the camera still, or panning, or every frame drawn
// in full, and exits. Returns whether the arguments asked for it.
bool draw_frames_only(int argc, char** argv) {
  if (argc < 3 || argc > 4 || std::strncmp(argv[1], "--frames=", 9) != 0) return false;
  const bool isometric = std::strcmp(argv[1] + 9, "isometric") == 0;
  const int frames = std::atoi(argv[2]);
  const bool panning = argc == 4 && std::strcmp(argv[3], "--panning") == 0;
  const bool in_full = argc == 4 && std::strcmp(argv[3], "--in-full") == 0;
  SoftwareTarget target;
  SceneFrame frame(target, isometric ? scene_maps().isometric_scene : scene_maps().orthogonal_scene,
                   panning   ? SceneFrame::Camera::kPanning
                   : in_full ? SceneFrame::Camera::kDrawnInFull
                             : SceneFrame::Camera::kStill);
  frame.draw();
  frame.draw();
  for (int i = 0; i < frames; ++i) frame.draw();
  std::cout << frames << (isometric ? " isometric" : " orthogonal")
            << (panning   ? " panning"
                : in_full ? " in full"
                          : " still")
            << " frames drawn\n";
  return true;
}

}  // namespace
}  // namespace hp::bench

int main(int argc, char** argv) {
  if (hp::bench::draw_frames_only(argc, argv)) return 0;
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
