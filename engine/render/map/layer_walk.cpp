// LayerWalk implementation: a depth-first walk that multiplies and adds down the group tree.
#include "engine/render/map/layer_walk.h"

#include <algorithm>
#include <cctype>
#include <string_view>

namespace hp {
namespace {

bool same_name(std::string_view a, std::string_view b) {
  return std::equal(a.begin(), a.end(), b.begin(), b.end(), [](char x, char y) {
    return std::tolower(static_cast<unsigned char>(x)) ==
           std::tolower(static_cast<unsigned char>(y));
  });
}

bool listed(const std::vector<std::string>& names, std::string_view name) {
  return std::any_of(names.begin(), names.end(),
                     [&](const std::string& n) { return same_name(n, name); });
}

// tmxrasterizer's rule: names filter only the layer itself, never a group's children.
bool names_allow(const MapDrawOptions& options, const tiled::Layer& layer) {
  if (listed(options.hide_layers, layer.name)) return false;
  return options.show_layers.empty() || listed(options.show_layers, layer.name);
}

LayerState child_state(const LayerState& parent, const tiled::Layer& layer) {
  LayerState state;
  state.offset = parent.offset + layer.offset;
  state.opacity = parent.opacity * layer.opacity;
  state.tint = layer.tint ? multiply(parent.tint, *layer.tint) : parent.tint;
  state.parallax = {parent.parallax.x * layer.parallax.x, parent.parallax.y * layer.parallax.y};
  return state;
}

void walk(const std::vector<tiled::Layer>& layers, const MapDrawOptions& options,
          const LayerState& parent,
          const std::function<void(const tiled::Layer&, const LayerState&)>& visit) {
  for (const tiled::Layer& layer : layers) {
    if (!layer.visible && !options.ignore_visibility) continue;  // hides a group's children too
    const LayerState state = child_state(parent, layer);
    if (layer.kind == tiled::LayerKind::kGroup) {
      walk(layer.children, options, state, visit);
    } else if (names_allow(options, layer)) {
      visit(layer, state);
    }
  }
}

}  // namespace

tiled::Color multiply(tiled::Color a, tiled::Color b) {
  auto mul = [](std::uint8_t x, std::uint8_t y) {
    return static_cast<std::uint8_t>((x * y + 127) / 255);
  };
  return {mul(a.r, b.r), mul(a.g, b.g), mul(a.b, b.b), mul(a.a, b.a)};
}

void walk_layers(const tiled::Map& map, const MapDrawOptions& options,
                 const std::function<void(const tiled::Layer&, const LayerState&)>& visit) {
  walk(map.layers, options, LayerState{}, visit);
}

}  // namespace hp
