// Field-by-field model comparison, so a format test says which field differs, not just "maps".
#include "tests/engine/tiled/support/model_compare.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <string>

namespace hp::tiled::test {
namespace {

// The path of the field being compared, e.g. "layers[1].children[0].tiles.gids".
std::string at(const std::string& base, const char* field) {
  return base.empty() ? field : base + "." + field;
}
std::string at(const std::string& base, const char* field, std::size_t index) {
  return at(base, field) + "[" + std::to_string(index) + "]";
}

#define SAME(path, a, b) EXPECT_EQ(a, b) << "at " << (path)

void compare(const std::string& p, const Vec2& a, const Vec2& b) {
  SAME(p, a.x, b.x);
  SAME(p, a.y, b.y);
}

void compare(const std::string& p, const std::optional<Color>& a, const std::optional<Color>& b) {
  SAME(p, a.has_value(), b.has_value());
  if (a && b) {
    SAME(p, *a == *b, true);
  }
}

void compare(const std::string& p, const std::vector<Property>& a, const std::vector<Property>& b,
             const CompareOptions& o) {
  ASSERT_EQ(a.size(), b.size()) << "at " << p;
  for (std::size_t i = 0; i < a.size(); ++i) {
    const std::string q = p + "[" + std::to_string(i) + "] \"" + a[i].name + "\"";
    SAME(q, a[i].name, b[i].name);
    SAME(q, static_cast<int>(a[i].type), static_cast<int>(b[i].type));
    SAME(q, a[i].value, b[i].value);
    const bool both = !a[i].property_type.empty() && !b[i].property_type.empty();
    if (!o.class_names_when_both || both) {
      SAME(q, a[i].property_type, b[i].property_type);
    }
    compare(at(q, "members"), a[i].members, b[i].members, o);
  }
}

void compare(const std::string& p, const MapObject& a, const MapObject& b,
             const CompareOptions& o) {
  SAME(p, a.id, b.id);
  SAME(p, a.name, b.name);
  SAME(p, a.type, b.type);
  SAME(p, static_cast<int>(a.shape), static_cast<int>(b.shape));
  SAME(p, a.x, b.x);
  SAME(p, a.y, b.y);
  SAME(p, a.width, b.width);
  SAME(p, a.height, b.height);
  SAME(p, a.rotation, b.rotation);
  SAME(p, a.gid, b.gid);
  ASSERT_EQ(a.points.size(), b.points.size()) << "at " << p;
  for (std::size_t i = 0; i < a.points.size(); ++i) {
    compare(at(p, "points", i), a.points[i], b.points[i]);
  }
  SAME(p, a.visible, b.visible);
  SAME(p, a.text, b.text);
  const std::filesystem::path ta(a.template_path), tb(b.template_path);
  if (o.source_extensions) {
    SAME(p, ta.parent_path() / ta.stem(), tb.parent_path() / tb.stem());
  } else {
    SAME(p, a.template_path, b.template_path);
  }
  compare(at(p, "properties"), a.properties.items, b.properties.items, o);
}

void compare(const std::string& p, const std::vector<MapObject>& a, const std::vector<MapObject>& b,
             const CompareOptions& o) {
  ASSERT_EQ(a.size(), b.size()) << "at " << p;
  for (std::size_t i = 0; i < a.size(); ++i) {
    compare(p + "[" + std::to_string(i) + "]", a[i], b[i], o);
  }
}

void compare(const std::string& p, const TileData& a, const TileData& b, const CompareOptions& o) {
  SAME(p, a.id, b.id);
  SAME(p, a.type, b.type);
  compare(at(p, "properties"), a.properties.items, b.properties.items, o);
  ASSERT_EQ(a.animation.size(), b.animation.size()) << "at " << p;
  for (std::size_t i = 0; i < a.animation.size(); ++i) {
    SAME(at(p, "animation", i), a.animation[i].tile_id, b.animation[i].tile_id);
    SAME(at(p, "animation", i), a.animation[i].duration_ms, b.animation[i].duration_ms);
  }
  compare(at(p, "collision"), a.collision, b.collision, o);
  SAME(p, a.image, b.image);
  SAME(p, a.image_width, b.image_width);
  SAME(p, a.image_height, b.image_height);
}

void compare(const std::string& p, const Tileset& a, const Tileset& b, const CompareOptions& o) {
  SAME(p, a.first_gid, b.first_gid);
  SAME(p, a.name, b.name);
  SAME(p, a.type, b.type);
  const std::filesystem::path sa(a.source), sb(b.source);
  if (o.source_extensions) {
    SAME(p, sa.parent_path() / sa.stem(), sb.parent_path() / sb.stem());
  } else {
    SAME(p, a.source, b.source);
  }
  SAME(p, a.tile_width, b.tile_width);
  SAME(p, a.tile_height, b.tile_height);
  SAME(p, a.spacing, b.spacing);
  SAME(p, a.margin, b.margin);
  SAME(p, a.tile_count, b.tile_count);
  SAME(p, a.columns, b.columns);
  compare(at(p, "tile_offset"), a.tile_offset, b.tile_offset);
  SAME(p, a.image, b.image);
  SAME(p, a.image_width, b.image_width);
  SAME(p, a.image_height, b.image_height);
  compare(at(p, "transparent"), a.transparent, b.transparent);
  ASSERT_EQ(a.tiles.size(), b.tiles.size()) << "at " << p;
  for (std::size_t i = 0; i < a.tiles.size(); ++i) {
    compare(at(p, "tiles", i), a.tiles[i], b.tiles[i], o);
  }
  compare(at(p, "properties"), a.properties.items, b.properties.items, o);
  SAME(p, a.object_alignment, b.object_alignment);
  SAME(p, a.tile_render_size, b.tile_render_size);
  SAME(p, a.fill_mode, b.fill_mode);
  SAME(p, a.grid_orientation, b.grid_orientation);
  SAME(p, a.grid_width, b.grid_width);
  SAME(p, a.grid_height, b.grid_height);
}

void compare(const std::string& p, const TileLayer& a, const TileLayer& b) {
  SAME(p, a.width, b.width);
  SAME(p, a.height, b.height);
  SAME(p, a.gids, b.gids);
  ASSERT_EQ(a.chunks.size(), b.chunks.size()) << "at " << p;
  for (std::size_t i = 0; i < a.chunks.size(); ++i) {
    const std::string q = at(p, "chunks", i);
    SAME(q, a.chunks[i].x, b.chunks[i].x);
    SAME(q, a.chunks[i].y, b.chunks[i].y);
    SAME(q, a.chunks[i].width, b.chunks[i].width);
    SAME(q, a.chunks[i].height, b.chunks[i].height);
    SAME(q, a.chunks[i].gids, b.chunks[i].gids);
  }
}

void compare(const std::string& p, const std::vector<Layer>& a, const std::vector<Layer>& b,
             const CompareOptions& o);

void compare(const std::string& p, const Layer& a, const Layer& b, const CompareOptions& o) {
  SAME(p, static_cast<int>(a.kind), static_cast<int>(b.kind));
  SAME(p, a.id, b.id);
  SAME(p, a.name, b.name);
  SAME(p, a.visible, b.visible);
  SAME(p, a.opacity, b.opacity);
  compare(at(p, "offset"), a.offset, b.offset);
  compare(at(p, "parallax"), a.parallax, b.parallax);
  compare(at(p, "tint"), a.tint, b.tint);
  SAME(p, a.type, b.type);
  compare(at(p, "properties"), a.properties.items, b.properties.items, o);
  compare(at(p, "tiles"), a.tiles, b.tiles);
  compare(at(p, "objects"), a.objects.objects, b.objects.objects, o);
  SAME(p, a.objects.draw_order, b.objects.draw_order);
  SAME(p, a.image, b.image);
  compare(at(p, "image_transparent"), a.image_transparent, b.image_transparent);
  SAME(p, a.repeat_x, b.repeat_x);
  SAME(p, a.repeat_y, b.repeat_y);
  compare(at(p, "children"), a.children, b.children, o);
}

void compare(const std::string& p, const std::vector<Layer>& a, const std::vector<Layer>& b,
             const CompareOptions& o) {
  ASSERT_EQ(a.size(), b.size()) << "at " << p;
  for (std::size_t i = 0; i < a.size(); ++i) {
    compare(p + "[" + std::to_string(i) + "] \"" + a[i].name + "\"", a[i], b[i], o);
  }
}

#undef SAME

}  // namespace

void expect_same_map(const Map& expected, const Map& actual, CompareOptions options) {
  EXPECT_EQ(expected.width, actual.width);
  EXPECT_EQ(expected.height, actual.height);
  EXPECT_EQ(expected.tile_width, actual.tile_width);
  EXPECT_EQ(expected.tile_height, actual.tile_height);
  EXPECT_EQ(expected.orientation, actual.orientation);
  EXPECT_EQ(expected.stagger_axis, actual.stagger_axis);
  EXPECT_EQ(expected.stagger_index, actual.stagger_index);
  EXPECT_EQ(expected.hex_side_length, actual.hex_side_length);
  EXPECT_EQ(expected.render_order, actual.render_order);
  EXPECT_EQ(expected.infinite, actual.infinite);
  compare("parallax_origin", expected.parallax_origin, actual.parallax_origin);
  EXPECT_EQ(expected.type, actual.type);
  compare("background", expected.background, actual.background);
  compare("properties", expected.properties.items, actual.properties.items, options);
  ASSERT_EQ(expected.tilesets.size(), actual.tilesets.size());
  for (std::size_t i = 0; i < expected.tilesets.size(); ++i) {
    compare(at("", "tilesets", i), expected.tilesets[i], actual.tilesets[i], options);
  }
  compare("layers", expected.layers, actual.layers, options);
}

}  // namespace hp::tiled::test
