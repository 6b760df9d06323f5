// `heartpath render` implementation: the map renderer on an off-screen surface, framed and
// filtered as tmxrasterizer frames and filters.
#include "game/app/commands/render_command.h"

#include <SDL.h>

#include <algorithm>
#include <cstdio>

#include "engine/platform/platform.h"
#include "engine/render/capture/alpha_capture.h"
#include "engine/render/capture/screenshot.h"
#include "engine/render/draw/texture_cache.h"
#include "engine/render/map/map_renderer.h"
#include "engine/render/map/raster_frame.h"
#include "engine/tiled/map_loader.h"
#include "game/app/commands/command_line.h"

namespace hp::app {
namespace {

constexpr const char* kUsage =
    "usage: heartpath render MAP OUT.png [--scale S] [--ignore-visibility]\n"
    "                        [--hide-layer NAME]... [--show-layer NAME]...\n"
    "\n"
    "Draws MAP to OUT.png as Tiled's tmxrasterizer --no-smoothing does, at the same size: tile\n"
    "layers, tile objects and image layers in order, transparent where nothing is drawn. Unlike\n"
    "tmxrasterizer 1.8 it fills the map's background colour (as Tiled's editor and the game do)\n"
    "and does not draw other object shapes (rectangles, points...), which are editor guides.\n"
    "\n"
    "  --scale S            scale the image (default 1)\n"
    "  --ignore-visibility  draw hidden layers too\n"
    "  --hide-layer NAME    do not draw the layers called NAME (repeatable)\n"
    "  --show-layer NAME    draw only the layers called NAME (repeatable)\n"
    "Layer names ignore case and apply to tile, object and image layers, not groups.\n";

struct RenderRequest {
  std::string map_path;
  std::string out_path;
  double scale = 1.0;
  MapDrawOptions options;
};

// Reads the arguments; returns an exit status when the command should stop right away.
std::optional<int> read_request(std::vector<std::string> args, RenderRequest& request) {
  ArgReader reader(std::move(args));
  if (reader.flag("--help") || reader.flag("-h")) {
    std::fputs(kUsage, stdout);
    return kExitOk;
  }
  request.options.ignore_visibility = reader.flag("--ignore-visibility");
  const auto scale_text = reader.value("--scale");
  request.options.hide_layers = reader.values("--hide-layer");
  request.options.show_layers = reader.values("--show-layer");
  const auto words = reader.positional();
  request.scale = scale_text ? parse_double(*scale_text).value_or(-1) : 1.0;
  if (!reader.error().empty() || words.size() != 2 || !(request.scale > 0 && request.scale <= 16)) {
    std::fprintf(stderr, "heartpath render: %s\n%s",
                 !reader.error().empty() ? reader.error().c_str()
                 : words.size() != 2     ? "expected MAP OUT.png"
                                         : "--scale needs a number between 0 and 16",
                 kUsage);
    return kExitBadInput;
  }
  request.map_path = words[0];
  request.out_path = words[1];
  return std::nullopt;
}

int fail(const std::string& message) {
  std::fprintf(stderr, "heartpath render: %s\n", message.c_str());
  return kExitFailed;
}

}  // namespace

int run_render(std::vector<std::string> args) {
  RenderRequest request;
  if (const std::optional<int> status = read_request(std::move(args), request)) return *status;

  Diagnostics diagnostics;
  const std::optional<tiled::Map> map = tiled::load_map(request.map_path, diagnostics);
  if (!map) {
    std::fprintf(stderr, "%s\n", diagnostics.first_error()->to_string().c_str());
    return kExitBadInput;
  }

  const RasterFrame frame = raster_frame(*map, request.scale);
  PlatformOptions platform_options;
  platform_options.headless = true;
  platform_options.width = std::max(1, frame.width);
  platform_options.height = std::max(1, frame.height);
  std::string error;
  auto platform = Platform::create(platform_options, error);
  if (!platform) return fail(error);

  SDL_Renderer* renderer = platform->renderer();
  TextureCache textures(renderer);
  MapRenderer map_renderer(renderer, textures);
  map_renderer.set_layer_cache(false);  // one frame (drawn twice): no view to hold
  MapView view;
  view.origin = frame.origin;
  view.zoom = request.scale;
  view.output_width = platform_options.width;
  view.output_height = platform_options.height;
  SDL_Surface* image = capture_with_alpha(
      renderer, view.output_width, view.output_height,
      [&] { map_renderer.draw(*map, view, request.options); }, error);
  if (!image) return fail(error);
  const bool saved = save_png(image, request.out_path, error);
  SDL_FreeSurface(image);
  return saved ? kExitOk : fail(error);
}

}  // namespace hp::app
