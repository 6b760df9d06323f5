// StillScene implementation.
#include "game/view/battlefield/still_scene.h"

#include <SDL.h>

#include <algorithm>
#include <cmath>

#include "engine/render/draw/quad_batch.h"
#include "engine/render/map/layer_walk.h"

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
  // Only where the CPU draws every pixel (SDL's software renderer: no GPU, or headless) do the
  // pictures pay. A GPU draws the tiles for next to nothing, and each switch of render target
  // makes it finish its queued work there and then: under Mesa's llvmpipe the Watchtower took
  // 24.1 ms a frame still and 29.8 ms panning through pictures, against 25.1 ms drawn directly.
  software_ = software_renderer(renderer);
}

MapMotion map_motion(const tiled::Map& map) {
  MapMotion motion;
  double reach = std::max(map.tile_width, map.tile_height);
  for (const tiled::Tileset& tileset : map.tilesets) {
    const double offset = std::abs(tileset.tile_offset.x) + std::abs(tileset.tile_offset.y);
    reach = std::max(reach, std::max(tileset.tile_width, tileset.tile_height) + offset);
    for (const tiled::TileData& tile : tileset.tiles) {
      reach = std::max(reach, std::max(tile.image_width, tile.image_height) + offset);
    }
  }
  walk_layers(map, MapDrawOptions{}, [&](const tiled::Layer& layer, const LayerState& state) {
    if (state.parallax != Vec2{1.0, 1.0} || layer.kind == tiled::LayerKind::kImage) {
      motion.rigid = false;
    }
    if (layer.kind != tiled::LayerKind::kObject) return;
    // Only tile objects are drawn (an area, a wall or a route is not), turned ones reaching as
    // far as their diagonal. A courtyard's area 224 px wide once counted, and at zoom 1.8 its
    // reach outgrew the pictures' margin: no pan could reuse them.
    for (const tiled::MapObject& object : layer.objects.objects) {
      if (object.shape != tiled::ObjectShape::kTile) continue;
      reach = std::max(reach, object.rotation != 0.0 ? std::hypot(object.width, object.height)
                                                     : std::max(object.width, object.height));
    }
  });
  motion.reach = reach;
  return motion;
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

bool StillScene::make(const MapView& view, StandingArt* standing,
                      const std::function<void(const MapView&)>& still) {
  made_ = false;
  // The view kMargin pixels bigger on every side, the same pixels where they overlap: the map
  // drawn at a fraction of a pixel off would round its tiles' edges the other way.
  MapView wide = view;
  wide.origin = view.origin - Vec2{kMargin, kMargin} / view.zoom;
  wide.output_width = view.output_width + 2 * kMargin;
  wide.output_height = view.output_height + 2 * kMargin;
  if (!flat_.begin(kMargin)) return false;
  still(wide);
  flat_.end();
  bool made = full_.begin(kMargin);
  if (made) {
    flat_.draw_whole();
    if (standing) {
      standing->begin_pass(StandingArt::Pass::kAll);
      standing->finish();
    }
    full_.end();
  }
  if (standing) standing->place(view);  // back to the frame's view
  made_ = made;
  return made;
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
                      const std::function<void(std::vector<StandingArt::Drawn>*)>& moving) {
  redrawn_ = 0;
  if (!enabled_ || !software_) {
    draw_directly(view, standing, still, moving);
    return;
  }
  // A picture is made only when the look and the view held since the last frame. Making one
  // costs about two and a half frames drawn directly (the pictures reach past the output), so a
  // camera still panning past the pictures' edge draws directly, at an even cost, until it stops.
  const bool worth_a_picture = key.same_look(last_) && key.origin == last_.origin;
  last_ = key;
  if (place_in_picture(key, at_x_, at_y_)) {
    mode_ = Mode::kCopied;
  } else if (worth_a_picture && make(view, standing, still)) {
    made_for_ = key;
    at_x_ = at_y_ = kMargin;
    mode_ = Mode::kMade;
  } else {
    made_ = false;
    draw_directly(view, standing, still, moving);
    return;
  }
  full_.draw(at_x_, at_y_);
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
