// StillScene implementation.
#include "game/view/battlefield/still_scene.h"

#include <SDL.h>

#include <cmath>
#include <limits>

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
    : renderer_(renderer), flat_(renderer), full_(renderer), scratch_(renderer) {}

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
  // Where a piece should hide some of what was just drawn over it, those rectangles again as
  // drawing it all in order gives them. Not drawn clipped to them: SDL's software renderer maps
  // a scaled image cut by the clip rectangle a texel off. Drawn whole on a scratch picture over
  // the picture without the pieces, and only the rectangles copied (unscaled, so exact).
  const std::vector<ScreenRect> covered = standing->covered(drawn_);
  if (!covered.empty()) {
    std::vector<SDL_Rect> clips;
    std::vector<ScreenRect> within;
    for (const ScreenRect& region : covered) {
      clips.push_back(outward(region));
      const SDL_Rect& c = clips.back();
      // A piece drawn into the rectangle at all, its rounding included, is drawn again.
      within.push_back({c.x - 1.0, c.y - 1.0, c.w + 2.0, c.h + 2.0});
    }
    if (!scratch_.begin()) {
      draw_directly(standing, still, moving);  // no room for it: the whole frame again
      return;
    }
    {
      for (const SDL_Rect& clip : clips) {
        SDL_RenderSetClipRect(renderer_, &clip);
        flat_.draw();
      }
      SDL_RenderSetClipRect(renderer_, nullptr);
      standing->begin_pass(StandingArt::Pass::kWithin, within);
      moving(nullptr);
      standing->finish();
      scratch_.end();
      for (const SDL_Rect& clip : clips) {
        SDL_RenderSetClipRect(renderer_, &clip);
        scratch_.draw();
      }
      SDL_RenderSetClipRect(renderer_, nullptr);
    }
  }
  standing->begin_pass(StandingArt::Pass::kNone);  // every piece is drawn: finish() adds none
  redrawn_ = covered.size();
}

}  // namespace hp::view
