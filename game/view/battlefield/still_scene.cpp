// StillScene implementation.
#include "game/view/battlefield/still_scene.h"

#include <SDL.h>

#include <algorithm>
#include <cmath>

#include "engine/core/log.h"
#include "engine/render/draw/quad_batch.h"
#include "engine/render/draw/webgl_without_gpu.h"
#include "engine/render/map/layer_walk.h"
#include "engine/tiled/map_geometry.h"

namespace hp::view {
namespace {

// The whole output pixels a rectangle touches.
SDL_Rect outward(const ScreenRect& r) {
  const int x0 = static_cast<int>(std::floor(r.x)), y0 = static_cast<int>(std::floor(r.y));
  const int x1 = static_cast<int>(std::ceil(r.right())),
            y1 = static_cast<int>(std::ceil(r.bottom()));
  return {x0, y0, x1 - x0, y1 - y0};
}

}  // namespace

StillScene::StillScene(SDL_Renderer* renderer)
    : renderer_(renderer), flat_(renderer), full_(renderer), scratch_(renderer) {
  // Only where the CPU draws every pixel (SDL's software renderer: no GPU, or headless; a
  // browser's WebGL with no GPU) do the pictures pay. A GPU draws the tiles for next to nothing,
  // and each switch of render target makes it finish its queued work there and then: under
  // Mesa's llvmpipe the Watchtower took 24.1 ms a frame still and 29.8 ms panning through
  // pictures, against 25.1 ms drawn directly.
  if (software_renderer(renderer)) {
    pictures_ = Pictures::kFull;
  } else if (std::string rasteriser; webgl_without_gpu(renderer, &rasteriser)) {
    pictures_ = Pictures::kFlat;
    log::info("the browser draws WebGL without a GPU (" + rasteriser +
              "): the map is drawn once and copied while it holds still");
  }
}

MapMotion map_motion(const tiled::Map& map) {
  MapMotion motion;
  const tiled::MapGeometry geometry(map);
  const tiled::MapGeometry::PixelRect cells =
      map.infinite ? geometry.pixel_bounds(map.tile_bounds())
                   : tiled::MapGeometry::PixelRect{{0, 0}, geometry.pixel_size()};
  bool any = false;
  // What a layer draws, moved by its offset, joins the bounds.
  const auto cover = [&](double left, double top, double right, double bottom) {
    motion.left = any ? std::min(motion.left, left) : left;
    motion.top = any ? std::min(motion.top, top) : top;
    motion.right = any ? std::max(motion.right, right) : right;
    motion.bottom = any ? std::max(motion.bottom, bottom) : bottom;
    any = true;
  };
  cover(cells.origin.x, cells.origin.y, cells.origin.x + cells.size.x,
        cells.origin.y + cells.size.y);
  motion.fills_output = map.background.has_value();
  double reach = std::max(map.tile_width, map.tile_height);
  for (const tiled::Tileset& tileset : map.tilesets) {
    const double offset = std::abs(tileset.tile_offset.x) + std::abs(tileset.tile_offset.y);
    reach = std::max(reach, std::max(tileset.tile_width, tileset.tile_height) + offset);
    // A tile larger than a cell draws up and right of it (anchored at its bottom-left).
    const auto overhang = [&](double width, double height) {
      motion.overhang =
          std::max(motion.overhang,
                   std::max({width - map.tile_width, height - map.tile_height, 0.0}) + offset);
    };
    overhang(tileset.tile_width, tileset.tile_height);
    for (const tiled::TileData& tile : tileset.tiles) {
      reach = std::max(reach, std::max(tile.image_width, tile.image_height) + offset);
      overhang(tile.image_width, tile.image_height);
    }
  }
  walk_layers(map, MapDrawOptions{}, [&](const tiled::Layer& layer, const LayerState& state) {
    if (state.parallax != Vec2{1.0, 1.0} || layer.kind == tiled::LayerKind::kImage) {
      motion.rigid = false;
    }
    if (layer.kind == tiled::LayerKind::kTile) {
      cover(cells.origin.x + state.offset.x, cells.origin.y + state.offset.y,
            cells.origin.x + cells.size.x + state.offset.x,
            cells.origin.y + cells.size.y + state.offset.y);
    }
    if (layer.kind != tiled::LayerKind::kObject) return;
    // Only tile objects are drawn (an area, a wall or a route is not), turned ones reaching as
    // far as their diagonal. A courtyard's area 224 px wide once counted, and at zoom 1.8 its
    // reach outgrew the pictures' margin: no pan could reuse them.
    for (const tiled::MapObject& object : layer.objects.objects) {
      if (object.shape != tiled::ObjectShape::kTile) continue;
      reach = std::max(reach, object.rotation != 0.0 ? std::hypot(object.width, object.height)
                                                     : std::max(object.width, object.height));
      // Its box in any rotation, around where it is placed.
      const Vec2 at = geometry.to_pixels(Vec2{object.x, object.y}) + state.offset;
      const double across = std::hypot(object.width, object.height);
      cover(at.x - across, at.y - across, at.x + across, at.y + across);
    }
  });
  motion.reach = reach;
  return motion;
}

ScreenRect map_content(const MapMotion& motion, const MapView& view) {
  // A background colour fills the output; an image layer or a parallax factor draws outside the
  // map's bounds.
  if (motion.fills_output || !motion.rigid) return {};
  const double r = motion.overhang * view.zoom + 1;
  return {(motion.left - view.origin.x) * view.zoom - r,
          (motion.top - view.origin.y) * view.zoom - r,
          (motion.right - motion.left) * view.zoom + 2 * r,
          (motion.bottom - motion.top) * view.zoom + 2 * r};
}

bool StillSceneKey::same_look(const StillSceneKey& other) const {
  return map == other.map && zoom == other.zoom && output_width == other.output_width &&
         output_height == other.output_height && hidden == other.hidden &&
         animation == other.animation && rigid == other.rigid && reach == other.reach;
}

void StillScene::forget() {
  made_ = false;
  last_ = {};
  flat_.forget();
  full_.forget();
  scratch_.forget();
}

void StillScene::draw_directly(
    const MapView& view, StandingArt* standing, const std::function<void(const MapView&)>& still,
    const std::function<void(std::vector<StandingArt::Drawn>*)>& moving) {
  still(view);
  if (standing) standing->begin_pass(StandingArt::Pass::kAll);
  moving(nullptr);
  mode_ = Mode::kDirect;
}

// The view kMargin pixels bigger on every side, the same pixels where they overlap: the map
// drawn at a fraction of a pixel off would round its tiles' edges the other way.
MapView StillScene::with_margin(const MapView& view) {
  MapView wide = view;
  wide.origin = view.origin - Vec2{kMargin, kMargin} / view.zoom;
  wide.output_width = view.output_width + 2 * kMargin;
  wide.output_height = view.output_height + 2 * kMargin;
  return wide;
}

// The flat picture, and for Pictures::kFull the full one over it, around view.
bool StillScene::make(const MapView& view, StandingArt* standing,
                      const std::function<void(const MapView&)>& still) {
  made_ = false;
  if (!flat_.begin(kMargin)) return false;
  still(with_margin(view));
  flat_.end();
  bool made = true;
  if (pictures_ == Pictures::kFull) {
    made = full_.begin(kMargin);
    if (made) {
      flat_.draw_whole();
      if (standing) {
        standing->begin_pass(StandingArt::Pass::kAll);
        standing->finish();
      }
      full_.end();
    }
  }
  if (standing) standing->place(view);  // back to the frame's view
  made_ = made;
  return made;
}

// A picture is made only when the look and the view held since the last frame. Making one
// costs about two and a half frames drawn directly (the pictures reach past the output), so a
// camera still panning past the pictures' edge draws directly, at an even cost, until it stops.
bool StillScene::picture_for(const StillSceneKey& key, const std::function<bool()>& make_picture) {
  const bool worth_a_picture = key.same_look(last_) && key.origin == last_.origin;
  last_ = key;
  if (place_in_picture(key, at_x_, at_y_)) {
    mode_ = Mode::kCopied;
    return true;
  }
  if (worth_a_picture && make_picture()) {
    made_for_ = key;
    at_x_ = at_y_ = kMargin;
    mode_ = Mode::kMade;
    return true;
  }
  made_ = false;
  return false;
}

void StillScene::copy_picture(const ScreenSnapshot& picture, const MapView& view,
                              const PictureCopy& copy) const {
  SDL_Rect content{0, 0, view.output_width, view.output_height};
  if (copy.content.w > 0 && copy.content.h > 0) {
    const SDL_Rect wanted = outward(copy.content);
    if (!SDL_IntersectRect(&wanted, &content, &content)) content = {0, 0, 0, 0};
  }
  if (content.w < view.output_width || content.h < view.output_height) {
    SDL_SetRenderDrawColor(renderer_, copy.background[0], copy.background[1], copy.background[2],
                           255);
    SDL_RenderClear(renderer_);
  }
  if (content.w > 0 && content.h > 0) picture.draw_part(at_x_, at_y_, content);
}

// The flat picture's part under content, the rest cleared; then what stands and moves, as a
// direct frame draws them over the map.
void StillScene::draw_flat(const StillSceneKey& key, const MapView& view, StandingArt* standing,
                           const std::function<void(const MapView&)>& still,
                           const std::function<void(std::vector<StandingArt::Drawn>*)>& moving,
                           const PictureCopy& copy) {
  if (!picture_for(key, [&] { return make(view, standing, still); })) {
    draw_directly(view, standing, still, moving);
    return;
  }
  copy_picture(flat_, view, copy);
  if (standing) standing->begin_pass(StandingArt::Pass::kAll);
  moving(nullptr);
}

bool StillScene::place_in_picture(const StillSceneKey& key, int& x, int& y) const {
  if (!made_ || !key.same_look(made_for_)) return false;
  if (key.origin == made_for_.origin) {
    x = y = kMargin;
    return true;
  }
  if (!key.rigid) return false;
  // Panned by whole output pixels, and not so far that the picture's edge shows: there tiles
  // reaching in from outside it are missing.
  const Vec2 moved = (key.origin - made_for_.origin) * key.zoom;
  const double dx = std::round(moved.x), dy = std::round(moved.y);
  if (std::abs(moved.x - dx) > 1e-6 || std::abs(moved.y - dy) > 1e-6) return false;
  const double room = kMargin - key.reach - 1;
  if (std::abs(dx) > room || std::abs(dy) > room) return false;
  x = kMargin + static_cast<int>(dx);
  y = kMargin + static_cast<int>(dy);
  return true;
}

bool StillScene::redraw_on_scratch(
    std::span<const ScreenRect> covered, StandingArt& standing,
    const std::function<void(std::vector<StandingArt::Drawn>*)>& moving) {
  for (const ScreenRect& region : covered) {
    const SDL_Rect clip = outward(region);
    const ScreenRect within[] = {{clip.x - 1.0, clip.y - 1.0, clip.w + 2.0, clip.h + 2.0}};
    // What moves and reaches into the rectangle is drawn whole (the scratch picture's clip holds
    // it, and cuts only what does not reach the rectangle anyway); the pieces, drawn unscaled,
    // are cut to the rectangle.
    ScreenRect reach = within[0];
    for (const DrawnArea& d : drawn_) {
      if (overlaps(d.rect, within[0])) reach = bounding(reach, d.rect);
    }
    const SDL_Rect reach_clip = outward({reach.x - 1, reach.y - 1, reach.w + 2, reach.h + 2});
    if (!scratch_.begin()) return false;
    SDL_RenderSetClipRect(renderer_, &clip);
    flat_.draw(at_x_, at_y_);
    SDL_RenderSetClipRect(renderer_, &reach_clip);
    standing.begin_pass(StandingArt::Pass::kWithin, within);
    standing.clip_pass(clip);
    moving(nullptr);
    standing.finish();
    SDL_RenderSetClipRect(renderer_, nullptr);
    scratch_.end();
    SDL_RenderSetClipRect(renderer_, &clip);
    scratch_.draw();
    SDL_RenderSetClipRect(renderer_, nullptr);
  }
  return true;
}

void StillScene::draw(const StillSceneKey& key, const MapView& view, StandingArt* standing,
                      const std::function<void(const MapView&)>& still,
                      const std::function<void(std::vector<StandingArt::Drawn>*)>& moving,
                      const PictureCopy& copy) {
  redrawn_ = 0;
  if (!enabled_ || pictures_ == Pictures::kNone) {
    draw_directly(view, standing, still, moving);
    return;
  }
  if (pictures_ == Pictures::kFlat) {
    draw_flat(key, view, standing, still, moving, copy);
    return;
  }
  if (!picture_for(key, [&] { return make(view, standing, still); })) {
    draw_directly(view, standing, still, moving);
    return;
  }
  copy_picture(full_, view, copy);
  if (!standing) {
    moving(nullptr);
    return;
  }
  standing->begin_pass(StandingArt::Pass::kNone);
  drawn_.clear();
  moving(&drawn_);
  // Where a piece should hide some of what was just drawn over it: those rectangles again, as
  // drawing it all in order gives them, from the picture without the pieces up.
  const std::vector<ScreenRect> covered = standing->covered(drawn_);
  if (!redraw_on_scratch(covered, *standing, moving)) {
    draw_directly(view, standing, still, moving);  // no room for the scratch picture: all again
    return;
  }
  standing->begin_pass(StandingArt::Pass::kNone);  // every piece is drawn: finish() adds none
  redrawn_ = covered.size();
}

}  // namespace hp::view
