// SceneFrame implementation: the steps of BattleScene's draw and WorldView::draw that cost per
// frame (map, standing pieces, units and their ghosts), without the simulation.
#include "tools/bench/render/scene_frame.h"

#include <SDL.h>

#include <algorithm>
#include <cmath>

#include "engine/tiled/map_geometry.h"

namespace hp::bench {
namespace {

constexpr double kUnitHalfWidth = 12, kUnitHeight = 44;  // output pixels

}  // namespace

SceneFrame::SceneFrame(SoftwareTarget& target, const tiled::Map& map, Camera camera)
    : target_(target),
      map_(map),
      standing_(target.renderer(), target.textures()),
      still_(target.renderer()),
      panning_(camera == Camera::kPanning) {
  const tiled::MapGeometry geometry(map);
  const Vec2 size = geometry.pixel_size();
  camera_.set_projection(geometry);
  camera_.fit(size.x, size.y, kFrameWidth, kFrameHeight, 0);
  camera_.zoom_at(kFrameWidth / 2.0, kFrameHeight / 2.0, 1.0 / camera_.zoom());
  // Units spread over the view's middle, in world points (the flat plane both maps share).
  const Vec2 centre = camera_.to_world(kFrameWidth / 2.0, kFrameHeight / 2.0);
  for (int i = 0; i < kUnits; ++i) {
    units_.push_back(centre + Vec2{(i % 4 - 1.5) * 90.0, (i / 4 - 0.5) * 110.0 + (i % 3) * 20.0});
  }
  std::stable_sort(units_.begin(), units_.end(),
                   [&](Vec2 a, Vec2 b) { return camera_.to_pixels(a).y < camera_.to_pixels(b).y; });
  still_.set_enabled(camera != Camera::kDrawnInFull);
  standing_.prepare(map);
  options_.hide_layers = standing_.layers();
  motion_ = view::map_motion(map);
}

void SceneFrame::draw_unit(Vec2 world, bool ghost) {
  const Vec2 feet = camera_.to_screen(world);
  const SDL_FRect body{static_cast<float>(feet.x - kUnitHalfWidth),
                       static_cast<float>(feet.y - kUnitHeight), 2 * kUnitHalfWidth, kUnitHeight};
  SDL_SetRenderDrawColor(target_.renderer(), 200, 60, 40, ghost ? 110 : 255);
  if (ghost) {
    SDL_RenderDrawRectF(target_.renderer(), &body);
  } else {
    SDL_RenderFillRectF(target_.renderer(), &body);
  }
}

void SceneFrame::draw() {
  SDL_Renderer* renderer = target_.renderer();
  // A camera that held (the pictures are made then) and now pans a pixel to and fro.
  if (panning_ && frame_ >= 2) camera_.pan(frame_ % 2 ? -1.0 : 1.0, 0.0);
  ++frame_;
  const MapView view = camera_.map_view(0);
  const bool standing = !standing_.empty();
  if (standing) standing_.place(camera_, 0, {});
  const auto still = [&](const MapView& drawn_view) {
    SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255);
    SDL_RenderClear(renderer);
    target_.map_renderer(map_).draw(map_, drawn_view, options_);
    if (standing) {
      standing_.place(drawn_view);
      standing_.draw_flat();
    }
  };
  const auto moving = [&](std::vector<view::DrawnArea>* drawn) {
    for (Vec2 unit : units_) {
      const double depth = camera_.to_pixels(unit).y;
      if (standing) standing_.draw_until(depth);
      const Vec2 feet = camera_.to_screen(unit);
      draw_unit(unit, false);
      if (drawn) {
        drawn->push_back({depth,
                          {feet.x - kUnitHalfWidth - 1, feet.y - kUnitHeight - 1,
                           2 * kUnitHalfWidth + 2, kUnitHeight + 2}});
      }
    }
  };
  const view::StillSceneKey key{&map_,
                                view.origin,
                                view.zoom,
                                view.output_width,
                                view.output_height,
                                {},
                                0,
                                motion_.rigid,
                                static_cast<int>(std::ceil(motion_.reach * view.zoom)) + 2};
  still_.draw(key, view, standing ? &standing_ : nullptr, still, moving);
  hidden_ = 0;
  if (standing) {
    standing_.finish();
    for (Vec2 unit : units_) {
      const Vec2 feet = camera_.to_screen(unit);
      const view::ScreenRect body{feet.x - kUnitHalfWidth, feet.y - kUnitHeight, 2 * kUnitHalfWidth,
                                  kUnitHeight};
      if (!standing_.hides(camera_.to_pixels(unit).y, body)) continue;
      draw_unit(unit, true);
      ++hidden_;
    }
  }
  SDL_RenderFlush(renderer);
}

}  // namespace hp::bench
