// `heartpath render` implementation: the map renderer on an off-screen surface.
#include "game/app/render_command.h"

#include <SDL.h>

#include <cmath>
#include <cstdio>

#include "engine/platform/platform.h"
#include "engine/render/map_renderer.h"
#include "engine/render/screenshot.h"
#include "engine/render/texture_cache.h"
#include "engine/tiled/map_loader.h"
#include "game/app/command_line.h"

namespace hp::app {
namespace {

constexpr const char* kUsage =
    "usage: heartpath render MAP OUT.png [--scale S] [--ignore-visibility]\n"
    "                        [--hide-layer NAME]... [--show-layer NAME]...\n"
    "\n"
    "Draws MAP to OUT.png as Tiled's tmxrasterizer --no-smoothing does: tile layers, tile\n"
    "objects and image layers in order; other object shapes are not drawn.\n"
    "\n"
    "  --scale S            scale the image (default 1)\n"
    "  --ignore-visibility  draw hidden layers too\n"
    "  --hide-layer NAME    do not draw the layers called NAME (repeatable)\n"
    "  --show-layer NAME    draw the layers called NAME even when hidden (repeatable)\n";

// Sets visible on every layer (at any depth) called name.
void set_visible(std::vector<tiled::Layer>& layers, const std::string& name, bool visible) {
  for (tiled::Layer& layer : layers) {
    if (layer.name == name) layer.visible = visible;
    set_visible(layer.children, name, visible);
  }
}

}  // namespace

int run_render(std::vector<std::string> args) {
  ArgReader reader(std::move(args));
  if (reader.flag("--help") || reader.flag("-h")) {
    std::fputs(kUsage, stdout);
    return kExitOk;
  }
  MapDrawOptions options;
  options.ignore_visibility = reader.flag("--ignore-visibility");
  const auto scale_text = reader.value("--scale");
  const auto hidden = reader.values("--hide-layer");
  const auto shown = reader.values("--show-layer");
  const auto words = reader.positional();
  const double scale = scale_text ? parse_double(*scale_text).value_or(-1) : 1.0;
  if (!reader.error().empty() || words.size() != 2 || !(scale > 0 && scale <= 16)) {
    std::fprintf(stderr, "heartpath render: %s\n%s",
                 !reader.error().empty() ? reader.error().c_str()
                 : words.size() != 2     ? "expected MAP OUT.png"
                                         : "--scale needs a number between 0 and 16",
                 kUsage);
    return kExitBadInput;
  }

  Diagnostics diagnostics;
  std::optional<tiled::Map> map = tiled::load_map(words[0], diagnostics);
  if (!map) {
    std::fprintf(stderr, "%s\n", diagnostics.first_error()->to_string().c_str());
    return kExitBadInput;
  }
  for (const std::string& name : hidden) set_visible(map->layers, name, false);
  for (const std::string& name : shown) set_visible(map->layers, name, true);

  PlatformOptions platform_options;
  platform_options.headless = true;
  platform_options.width = std::max(1, static_cast<int>(std::ceil(map->pixel_width() * scale)));
  platform_options.height = std::max(1, static_cast<int>(std::ceil(map->pixel_height() * scale)));
  std::string error;
  auto platform = Platform::create(platform_options, error);
  if (!platform) {
    std::fprintf(stderr, "heartpath render: %s\n", error.c_str());
    return kExitFailed;
  }
  SDL_Renderer* renderer = platform->renderer();
  SDL_SetRenderDrawColor(renderer, 0, 0, 0, 0);  // transparent where nothing is drawn
  SDL_RenderClear(renderer);
  TextureCache textures(renderer);
  MapRenderer(renderer, textures)
      .draw(*map, {{0, 0}, scale, platform_options.width, platform_options.height}, options);
  if (!save_screenshot(renderer, words[1], error)) {
    std::fprintf(stderr, "heartpath render: %s\n", error.c_str());
    return kExitFailed;
  }
  return kExitOk;
}

}  // namespace hp::app
