// StillScene implementation.
#include "game/view/battlefield/still_scene.h"

#include <SDL.h>

#include <algorithm>
#include <cmath>

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
  // SDL's software renderer maps a scaled image cut by a clip rectangle a texel off, so there a
  // covered rectangle is drawn again on a scratch picture (redraw_on_scratch); a GPU's clip
  // (scissor) cuts without moving anything, and switching render targets makes it finish its
  // queued work there and then, so there it is drawn again in place (redraw_in_place).
  SDL_RendererInfo info;
  software_ = SDL_GetRendererInfo(renderer, &info) == 0 && (info.flags & SDL_RENDERER_SOFTWARE);
}

void StillScene::forget() {
  made_ = false;
  last_ = {};
  flat_.forget();
  full_.forget();
  scratch_.forget();
}

void StillScene::draw_directly(
    StandingArt* standing, const std::function<void()>& still,
    const std::function<void(std::vector<StandingArt::Drawn>*)>& moving) {
  still();
  if (standing) standing->begin_pass(StandingArt::Pass::kAll);
  moving(nullptr);
  mode_ = Mode::kDirect;
}

bool StillScene::make(StandingArt* standing, const std::function<void()>& still) {
  made_ = false;
  if (!flat_.begin()) return false;
  still();
  flat_.end();
  if (!full_.begin()) return false;
  flat_.draw();
  if (standing) {
    standing->begin_pass(StandingArt::Pass::kAll);
    standing->finish();
  }
  full_.end();
  made_ = true;
  return true;
}

void StillScene::redraw_in_place(
    std::span<const ScreenRect> covered, StandingArt& standing,
    const std::function<void(std::vector<StandingArt::Drawn>*)>& moving) {
  for (const ScreenRect& region : covered) {
    const SDL_Rect clip = outward(region);
    // A piece drawn into the rectangle at all, its rounding included, is drawn again.
    const ScreenRect within[] = {{clip.x - 1.0, clip.y - 1.0, clip.w + 2.0, clip.h + 2.0}};
    SDL_RenderSetClipRect(renderer_, &clip);
    flat_.draw();
    standing.begin_pass(StandingArt::Pass::kWithin, within);
    moving(nullptr);
    standing.finish();
  }
  SDL_RenderSetClipRect(renderer_, nullptr);
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
    flat_.draw();
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

void StillScene::draw(const StillSceneKey& key, StandingArt* standing,
                      const std::function<void()>& still,
                      const std::function<void(std::vector<StandingArt::Drawn>*)>& moving) {
  redrawn_ = 0;
  if (!enabled_) {
    draw_directly(standing, still, moving);
    return;
  }
  const bool held = key == last_;
  if (!held) last_ = key;
  if (!made_ || !(made_for_ == key)) {
    if (!held || !make(standing, still)) {
      made_ = false;
      draw_directly(standing, still, moving);
      return;
    }
    made_for_ = key;
    mode_ = Mode::kMade;
  } else {
    mode_ = Mode::kCopied;
  }
  full_.draw();
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
  if (software_) {
    if (!redraw_on_scratch(covered, *standing, moving)) {
      draw_directly(standing, still, moving);  // no room for the scratch picture: all again
      return;
    }
  } else {
    redraw_in_place(covered, *standing, moving);
  }
  standing->begin_pass(StandingArt::Pass::kNone);  // every piece is drawn: finish() adds none
  redrawn_ = covered.size();
}

}  // namespace hp::view
