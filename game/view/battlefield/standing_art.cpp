// StandingArt implementation: finds the standing pieces once per map, then draws them in depth
// order through the same tile images, textures and layer placement as the map renderer.
#include "game/view/battlefield/standing_art.h"

#include <SDL.h>

#include <algorithm>
#include <cctype>
#include <string_view>

#include "engine/render/draw/quad_batch.h"
#include "engine/render/draw/texture_cache.h"
#include "engine/render/draw/tile_flip.h"
#include "engine/render/map/tile_lookup.h"
#include "engine/tiled/map_geometry.h"

namespace hp::view {
namespace {

bool same_name(std::string_view a, std::string_view b) {
  return std::equal(a.begin(), a.end(), b.begin(), b.end(), [](char x, char y) {
    return std::tolower(static_cast<unsigned char>(x)) ==
           std::tolower(static_cast<unsigned char>(y));
  });
}

// A piece's image over the output box (x0, y0)-(x1, y1), flipped as its gid says.
TexturedQuad piece_quad(const TileImage& image, std::uint32_t gid, float x0, float y0, float x1,
                        float y1, SDL_Color color) {
  TexturedQuad quad;
  quad.corners = {SDL_FPoint{x0, y0}, SDL_FPoint{x1, y0}, SDL_FPoint{x1, y1}, SDL_FPoint{x0, y1}};
  quad.points = flipped_corners(image.rect, gid);
  quad.color = color;
  return quad;
}

}  // namespace

StandingArt::StandingArt(SDL_Renderer* renderer, TextureCache& textures)
    : renderer_(renderer),
      textures_(textures),
      batch_(std::make_unique<QuadBatch>(renderer, SoftwareBlits::kFromCopies)) {}

StandingArt::~StandingArt() = default;

void StandingArt::forget() {
  map_ = nullptr;
  tiles_.reset();
  layers_.clear();
  layer_names_.clear();
  flat_.clear();
  pieces_.clear();
  boxes_.clear();
  shown_.clear();
  batch_->forget_copies();  // the textures they came from may be read again
}

void StandingArt::prepare(const tiled::Map& map) {
  if (map_ == &map) return;
  forget();
  map_ = &map;
  if (map.orientation == tiled::Orientation::kOrthogonal || map.tile_width <= 0 ||
      map.tile_height <= 0) {
    return;
  }
  tiles_ = std::make_unique<TileLookup>(map, textures_);
  bool ground_seen = false;  // the first tile layer is the ground: nothing on it stands
  walk_layers(map, MapDrawOptions{}, [&](const tiled::Layer& layer, const LayerState& state) {
    if (layer.kind == tiled::LayerKind::kTile) {
      if (ground_seen) add_tile_layer(layer, state);
      ground_seen = true;
    } else if (layer.kind == tiled::LayerKind::kObject) {
      add_object_layer(layer, state);
    }
  });
  // Back to front; pieces at one depth keep their layers' order.
  std::stable_sort(pieces_.begin(), pieces_.end(),
                   [](const Piece& a, const Piece& b) { return a.depth < b.depth; });
}

void StandingArt::add_tile_layer(const tiled::Layer& layer, const LayerState& state) {
  const tiled::Map& map = *map_;
  const tiled::MapGeometry geometry(map);
  std::vector<Piece> flat, standing;
  const std::size_t index = layers_.size();
  for (const tiled::TileRegion& region : layer.tiles.regions()) {
    for (int r = 0; r < region.height; ++r) {
      for (int c = 0; c < region.width; ++c) {
        const std::uint32_t gid = region.at(c, r);
        const TileImage* image = gid ? tiles_->find(gid, 0) : nullptr;
        if (!image) continue;
        const bool swapped = swaps_axes(gid);
        const Vec2 size{static_cast<double>(swapped ? image->height : image->width),
                        static_cast<double>(swapped ? image->width : image->height)};
        const Vec2 box = geometry.cell_box(region.x + c, region.y + r);
        Piece piece{index, gid, box + Vec2{0, static_cast<double>(map.tile_height)} + image->offset,
                    size, box.y + map.tile_height / 2.0 + state.offset.y};
        (size.y > map.tile_height ? standing : flat).push_back(piece);
      }
    }
  }
  if (standing.empty()) return;  // a flat layer: the map renderer draws it
  layers_.push_back({layer.name, state, false, {}});
  layer_names_.push_back(layer.name);
  flat_.insert(flat_.end(), flat.begin(), flat.end());
  pieces_.insert(pieces_.end(), standing.begin(), standing.end());
}

void StandingArt::add_object_layer(const tiled::Layer& layer, const LayerState& state) {
  const tiled::Map& map = *map_;
  const tiled::MapGeometry geometry(map);
  const std::size_t index = layers_.size();
  std::size_t added = 0;
  for (const tiled::MapObject& object : layer.objects.objects) {
    if (object.shape != tiled::ObjectShape::kTile || !object.visible) continue;
    const TileImage* image = tiles_->find(object.gid, 0);
    if (!image) continue;
    const double w = object.width > 0 ? object.width : image->width;
    const double h = object.height > 0 ? object.height : image->height;
    const Vec2 scale{w / std::max(1, image->width), h / std::max(1, image->height)};
    const tiled::Tileset* tileset = map.tileset_for(object.gid);
    const Vec2 anchor = tileset ? tileset->object_anchor(map.orientation) : Vec2{0.0, 1.0};
    const Vec2 at = geometry.to_pixels({object.x, object.y});
    const Vec2 bottom_left = at + Vec2{-anchor.x * w, (1.0 - anchor.y) * h} +
                             Vec2{image->offset.x * scale.x, image->offset.y * scale.y};
    // The ground it stands on: on isometric maps the diamond as wide as the image, in front at
    // the image's bottom centre; elsewhere a cell's height above its bottom edge.
    const double ground = map.orientation == tiled::Orientation::kIsometric
                              ? w * map.tile_height / map.tile_width
                              : std::min(h, static_cast<double>(map.tile_height));
    const double bottom = at.y + (1.0 - anchor.y) * h;
    const bool swapped = swaps_axes(object.gid);
    pieces_.push_back({index, object.gid, bottom_left, swapped ? Vec2{h, w} : Vec2{w, h},
                       bottom - ground / 2.0 + state.offset.y});
    ++added;
  }
  if (added == 0) return;
  layers_.push_back({layer.name, state, false, {}});
  layer_names_.push_back(layer.name);
}

void StandingArt::place_layers(std::span<const std::string> hidden) {
  const MapView& view = view_;
  for (LayerInfo& info : layers_) {
    const bool named = std::any_of(hidden.begin(), hidden.end(), [&](const std::string& name) {
      return same_name(name, info.name);
    });
    info.place = place_layer(info.state, view, map_->parallax_origin);
    info.drawn = !named && info.place.color.a > 0;
  }
}

void StandingArt::begin(const Camera& camera, std::int64_t time_ms,
                        std::span<const std::string> hidden) {
  place(camera, time_ms, hidden);
  draw_flat();
}

void StandingArt::place(const Camera& camera, std::int64_t time_ms,
                        std::span<const std::string> hidden) {
  hidden_.assign(hidden.begin(), hidden.end());
  place(camera.map_view(time_ms));
}

void StandingArt::place(const MapView& view) {
  view_ = view;
  time_ms_ = view.time_ms;
  begin_pass(Pass::kAll);
  if (layers_.empty()) return;
  place_layers(hidden_);
  if (view.zoom != copies_zoom_) {  // the pieces' sizes change with it
    batch_->forget_copies();
    copies_zoom_ = view.zoom;
  }
  // Where the pieces are on the output: kept while the view and the layers shown hold.
  std::vector<bool> drawn;
  for (const LayerInfo& info : layers_) drawn.push_back(info.drawn);
  if (boxes_.size() == pieces_.size() && view.origin == placed_view_.origin &&
      view.zoom == placed_view_.zoom && view.output_width == placed_view_.output_width &&
      view.output_height == placed_view_.output_height && drawn == placed_drawn_) {
    return;
  }
  placed_view_ = view;
  placed_drawn_ = std::move(drawn);
  const ScreenRect output{-1, -1, view.output_width + 2.0, view.output_height + 2.0};
  boxes_.resize(pieces_.size());
  shown_.clear();
  for (std::size_t i = 0; i < pieces_.size(); ++i) {
    const bool layer_drawn = layers_[pieces_[i].layer].drawn;
    boxes_[i] = layer_drawn ? screen_rect(pieces_[i]) : ScreenRect{};
    if (layer_drawn && overlaps(boxes_[i], output)) shown_.push_back(i);
  }
}

void StandingArt::draw_flat() {
  if (layers_.empty()) return;
  batch_->begin(QuadOrder::kAsAdded);
  for (const Piece& piece : flat_) draw(piece);
  flush();
}

void StandingArt::begin_pass(Pass pass, std::span<const ScreenRect> within) {
  next_ = 0;
  pass_ = pass;
  pass_clip_.reset();
  within_.assign(within.begin(), within.end());
}

void StandingArt::draw_until(double depth) {
  // Only the pieces on the output (shown_): the others draw nothing.
  const auto in_turn = [&] {
    return next_ < shown_.size() && pieces_[shown_[next_]].depth <= depth;
  };
  if (pass_ == Pass::kNone) {
    while (in_turn()) ++next_;
    return;
  }
  batch_->begin(QuadOrder::kAsAdded);
  for (; in_turn(); ++next_) {
    const std::size_t i = shown_[next_];
    if (pass_ == Pass::kWithin &&
        std::none_of(within_.begin(), within_.end(),
                     [&](const ScreenRect& r) { return overlaps(boxes_[i], r); })) {
      continue;
    }
    draw(pieces_[i]);
  }
  flush();
}

// A kWithin pass's pieces cut to its clip, the renderer's own clip put back after. On the
// software renderer the batch blits a scaled piece from a copy of its size on the output, so the
// cut moves no texel (SDL cuts a scaled blit a texel off).
void StandingArt::flush() {
  if (pass_ != Pass::kWithin || !pass_clip_) {
    batch_->flush();
    return;
  }
  SDL_Rect clip;
  SDL_RenderGetClipRect(renderer_, &clip);
  const bool clipped = SDL_RenderIsClipEnabled(renderer_);
  SDL_RenderSetClipRect(renderer_, &*pass_clip_);
  batch_->flush();
  SDL_RenderSetClipRect(renderer_, clipped ? &clip : nullptr);
}

void StandingArt::finish() {
  draw_until(1e300);
}

ScreenRect StandingArt::screen_rect(const Piece& piece) const {
  const LayerPlacement& place = layers_[piece.layer].place;
  const float x0 = place.screen_x(piece.bottom_left.x);
  const float x1 = place.screen_x(piece.bottom_left.x + piece.size.x);
  const float y0 = place.screen_y(piece.bottom_left.y - piece.size.y);
  const float y1 = place.screen_y(piece.bottom_left.y);
  return {x0, y0, x1 - x0, y1 - y0};
}

const MapTexture& StandingArt::atlas_of(const Piece& piece, const TileImage& image) {
  const TileSource& source = tiles_->sources()[static_cast<std::size_t>(image.source)];
  return textures_.map_texture(source.path, source.color_key, layers_[piece.layer].place.tint,
                               source.expected_width, source.expected_height);
}

void StandingArt::clip_pass(const SDL_Rect& clip) {
  pass_clip_ = clip;
}

void StandingArt::draw(const Piece& piece) {
  const LayerInfo& info = layers_[piece.layer];
  if (!info.drawn) return;
  const TileImage* image = tiles_->find(piece.gid, time_ms_);
  if (!image || image->source < 0) return;
  const ScreenRect box = screen_rect(piece);
  if (box.right() <= 0 || box.bottom() <= 0 || box.x >= view_.output_width ||
      box.y >= view_.output_height) {
    return;
  }
  const MapTexture& atlas = atlas_of(piece, *image);
  batch_->add({atlas.texture, atlas.texture_width, atlas.texture_height},
              piece_quad(*image, piece.gid, static_cast<float>(box.x), static_cast<float>(box.y),
                         static_cast<float>(box.right()), static_cast<float>(box.bottom()),
                         info.place.color));
}

// The first of shown_ standing in front of map pixel row depth (shown_ runs back to front).
std::size_t StandingArt::first_shown_in_front_of(double depth) const {
  return static_cast<std::size_t>(
      std::upper_bound(shown_.begin(), shown_.end(), depth,
                       [&](double d, std::size_t i) { return d < pieces_[i].depth; }) -
      shown_.begin());
}

bool StandingArt::hides(double depth, const ScreenRect& figure) const {
  for (std::size_t k = first_shown_in_front_of(depth); k < shown_.size(); ++k) {
    if (overlaps(boxes_[shown_[k]], figure)) return true;
  }
  return false;
}

std::vector<ScreenRect> StandingArt::covered(std::span<const Drawn> drawn) const {
  std::vector<ScreenRect> regions;
  if (shown_.empty() || drawn.empty()) return regions;
  // The whole output, the band under the top bar included: the bar may let the map show through.
  const ScreenRect view{0, 0, static_cast<double>(placed_view_.output_width),
                        static_cast<double>(placed_view_.output_height)};
  for (const Drawn& d : drawn) {
    for (std::size_t k = first_shown_in_front_of(d.depth); k < shown_.size(); ++k) {
      // A pixel wider all round: the renderer rounds the piece's edges to whole pixels.
      const ScreenRect& b = boxes_[shown_[k]];
      const ScreenRect box{b.x - 1, b.y - 1, b.w + 2, b.h + 2};
      if (!overlaps(box, d.rect)) continue;
      regions.push_back(intersection(intersection(box, d.rect), view));
    }
  }
  return merged(std::move(regions));
}

}  // namespace hp::view
