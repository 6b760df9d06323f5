// Groups pass offsets, opacity, tint and parallax to their layers; visibility and the
// --hide-layer / --show-layer names filter as tmxrasterizer does.
#include "engine/render/map/layer_walk.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace hp {
namespace {

tiled::Layer tile_layer(const std::string& name) {
  tiled::Layer layer;
  layer.name = name;
  return layer;
}

tiled::Layer group(const std::string& name, std::vector<tiled::Layer> children) {
  tiled::Layer layer;
  layer.kind = tiled::LayerKind::kGroup;
  layer.name = name;
  layer.children = std::move(children);
  return layer;
}

std::vector<std::string> drawn(const tiled::Map& map, const MapDrawOptions& options) {
  std::vector<std::string> names;
  walk_layers(map, options,
              [&](const tiled::Layer& layer, const LayerState&) { names.push_back(layer.name); });
  return names;
}

TEST(LayerWalk, groups_add_offsets_and_multiply_opacity_tint_and_parallax) {
  tiled::Layer inner = tile_layer("leaf");
  inner.offset = {1, 1};
  inner.opacity = 0.5;
  inner.tint = tiled::Color{128, 255, 255, 255};
  inner.parallax = {0.5, 1.0};
  tiled::Layer middle = group("middle", {inner});
  middle.offset = {-2.5, 7};
  middle.opacity = 0.5;
  middle.tint = tiled::Color{255, 128, 255, 128};
  tiled::Layer outer = group("outer", {middle});
  outer.offset = {5, 3};
  outer.parallax = {0.5, 0.25};
  tiled::Map map;
  map.layers = {outer};
  int visits = 0;
  walk_layers(map, {}, [&](const tiled::Layer&, const LayerState& state) {
    ++visits;
    EXPECT_EQ(state.offset, (Vec2{3.5, 11}));
    EXPECT_DOUBLE_EQ(state.opacity, 0.25);
    EXPECT_EQ(state.tint, (tiled::Color{128, 128, 255, 128}));
    EXPECT_EQ(state.parallax, (Vec2{0.25, 0.25}));
  });
  EXPECT_EQ(visits, 1);
}

TEST(LayerWalk, a_hidden_group_hides_its_layers_unless_visibility_is_ignored) {
  tiled::Layer hidden = group("g", {tile_layer("a"), tile_layer("b")});
  hidden.visible = false;
  tiled::Map map;
  map.layers = {hidden, tile_layer("c")};
  EXPECT_EQ(drawn(map, {}), (std::vector<std::string>{"c"}));
  MapDrawOptions all;
  all.ignore_visibility = true;
  EXPECT_EQ(drawn(map, all), (std::vector<std::string>{"a", "b", "c"}));
}

TEST(LayerWalk, names_filter_layers_ignoring_case_but_never_a_groups_children) {
  tiled::Map map;
  map.layers = {group("Group", {tile_layer("a"), tile_layer("B")}), tile_layer("c")};
  MapDrawOptions hide;
  hide.hide_layers = {"group", "b"};
  EXPECT_EQ(drawn(map, hide), (std::vector<std::string>{"a", "c"}));
  MapDrawOptions show;
  show.show_layers = {"GROUP", "C"};
  EXPECT_EQ(drawn(map, show), (std::vector<std::string>{"c"}));
}

TEST(LayerWalk, colour_multiply_rounds_each_channel) {
  EXPECT_EQ(multiply({255, 128, 0, 255}, {128, 128, 255, 64}), (tiled::Color{128, 64, 0, 64}));
}

}  // namespace
}  // namespace hp
