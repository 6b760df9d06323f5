// Lookups on the plain map model: typed property reads, gid -> tileset, object centres.
#include "engine/tiled/map_model.h"

#include <algorithm>
#include <charconv>
#include <cstdlib>
#include <utility>

#include "engine/tiled/read/value_text.h"

namespace hp::tiled {
namespace {

std::optional<long long> parse_int(std::string_view text) {
  long long value = 0;
  const char* end = text.data() + text.size();
  auto [ptr, ec] = std::from_chars(text.data(), end, value);
  if (ec != std::errc() || ptr != end || text.empty()) return std::nullopt;
  return value;
}

std::optional<double> parse_double(std::string_view text) {
  if (text.empty()) return std::nullopt;
  std::string copy(text);  // strtod needs a terminated string
  char* end = nullptr;
  const double value = std::strtod(copy.c_str(), &end);
  if (end != copy.c_str() + copy.size()) return std::nullopt;
  return value;
}

}  // namespace

const Property* Properties::find(std::string_view name) const {
  for (const Property& p : items) {
    if (p.name == name) return &p;
  }
  return nullptr;
}

std::optional<std::string> Properties::get_string(std::string_view name) const {
  const Property* p = find(name);
  if (!p) return std::nullopt;
  return p->value;
}

std::optional<long long> Properties::get_int(std::string_view name) const {
  const Property* p = find(name);
  if (!p) return std::nullopt;
  return parse_int(p->value);
}

std::optional<double> Properties::get_float(std::string_view name) const {
  const Property* p = find(name);
  if (!p) return std::nullopt;
  return parse_double(p->value);
}

std::optional<Color> Properties::get_color(std::string_view name) const {
  const Property* p = find(name);
  if (!p || p->value.empty()) return std::nullopt;
  return parse_color(p->value);
}

std::optional<bool> Properties::get_bool(std::string_view name) const {
  const Property* p = find(name);
  if (!p) return std::nullopt;
  if (p->value == "true" || p->value == "1") return true;
  if (p->value == "false" || p->value == "0") return false;
  return std::nullopt;
}

std::string_view Tileset::object_alignment_on(Orientation orientation) const {
  if (object_alignment != "unspecified") return object_alignment;
  return orientation == Orientation::kIsometric ? "bottom" : "bottomleft";
}

Vec2 Tileset::object_anchor(Orientation orientation) const {
  static const std::pair<std::string_view, Vec2> kAnchors[] = {
      {"topleft", {0, 0}},    {"top", {0.5, 0}},      {"topright", {1, 0}},
      {"left", {0, 0.5}},     {"center", {0.5, 0.5}}, {"right", {1, 0.5}},
      {"bottomleft", {0, 1}}, {"bottom", {0.5, 1}},   {"bottomright", {1, 1}}};
  const std::string_view alignment = object_alignment_on(orientation);
  for (const auto& [written, anchor] : kAnchors) {
    if (alignment == written) return anchor;
  }
  // A value Tiled does not write (check warns about it): Tiled's default for the orientation.
  return orientation == Orientation::kIsometric ? Vec2{0.5, 1} : Vec2{0, 1};
}

const TileData* Tileset::tile(int local_id) const {
  auto it = std::lower_bound(tiles.begin(), tiles.end(), local_id,
                             [](const TileData& t, int id) { return t.id < id; });
  return it != tiles.end() && it->id == local_id ? &*it : nullptr;
}

bool Tileset::contains(std::uint32_t gid) const {
  const std::uint32_t id = gid & kGidMask;
  return id >= static_cast<std::uint32_t>(first_gid) &&
         id < static_cast<std::uint32_t>(first_gid) + static_cast<std::uint32_t>(tile_count);
}

const Tileset* Map::tileset_for(std::uint32_t gid) const {
  const std::uint32_t id = gid & kGidMask;
  if (id == 0) return nullptr;
  // Tilesets are sorted by first_gid: the owner is the last one starting at or before id.
  auto it =
      std::upper_bound(tilesets.begin(), tilesets.end(), id, [](std::uint32_t v, const Tileset& t) {
        return v < static_cast<std::uint32_t>(t.first_gid);
      });
  if (it == tilesets.begin()) return nullptr;
  const Tileset& owner = *std::prev(it);
  return owner.contains(id) ? &owner : nullptr;
}

std::vector<TileRegion> TileLayer::regions() const {
  // Only whole rows that have data: a layer built with fewer gids than its size says (a short
  // layer) must not be read past its end.
  const auto rows = [](std::size_t count, int w, int h) {
    return w <= 0 ? 0 : std::min(h, static_cast<int>(count / static_cast<std::size_t>(w)));
  };
  std::vector<TileRegion> out;
  if (const int h = rows(gids.size(), width, height); h > 0) {
    out.push_back({0, 0, width, h, gids.data()});
  }
  for (const TileChunk& c : chunks) {
    if (const int h = rows(c.gids.size(), c.width, c.height); h > 0) {
      out.push_back({c.x, c.y, c.width, h, c.gids.data()});
    }
  }
  return out;
}

namespace {

// Grows bounds (in tiles) to cover every chunk of every tile layer at any depth.
void add_chunk_bounds(const std::vector<Layer>& layers, bool& any, int& x0, int& y0, int& x1,
                      int& y1) {
  for (const Layer& layer : layers) {
    for (const TileChunk& c : layer.tiles.chunks) {
      if (!any) {
        x0 = c.x, y0 = c.y, x1 = c.x + c.width, y1 = c.y + c.height;
        any = true;
      }
      x0 = std::min(x0, c.x);
      y0 = std::min(y0, c.y);
      x1 = std::max(x1, c.x + c.width);
      y1 = std::max(y1, c.y + c.height);
    }
    add_chunk_bounds(layer.children, any, x0, y0, x1, y1);
  }
}

}  // namespace

Map::TileBounds Map::tile_bounds() const {
  if (!infinite) return {0, 0, width, height};
  bool any = false;
  int x0 = 0, y0 = 0, x1 = 0, y1 = 0;
  add_chunk_bounds(layers, any, x0, y0, x1, y1);
  return {x0, y0, x1 - x0, y1 - y0};
}

Vec2 MapObject::center() const {
  switch (shape) {
    case ObjectShape::kPoint:
      return {x, y};
    case ObjectShape::kTile:
      return {x + width / 2, y - height / 2};
    case ObjectShape::kPolygon:
    case ObjectShape::kPolyline: {
      if (points.empty()) return {x, y};
      Vec2 sum;
      for (const Vec2& p : points) sum += p;
      return Vec2{x, y} + sum / static_cast<double>(points.size());
    }
    default:
      return {x + width / 2, y + height / 2};
  }
}

}  // namespace hp::tiled
