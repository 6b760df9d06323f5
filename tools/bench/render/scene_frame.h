// SceneFrame: a battle frame as the game draws it, for the isometric-over-orthogonal cost: the map,
// a few units in painter's order, and on maps seen at an angle the standing pieces (tall tiles
// above the ground layer) drawn between the units in depth order, with the hidden-unit check.
// Through StillScene as the game: with the camera holding still or panning, the map is copied
// from its picture and only what a piece should hide drawn again.
#pragma once

#include <vector>

#include "engine/core/vec2.h"
#include "game/view/battlefield/standing_art.h"
#include "game/view/battlefield/still_scene.h"
#include "game/view/canvas/camera.h"
#include "tools/bench/render/render_fixture.h"

namespace hp::bench {

class SceneFrame {
 public:
  // A camera on the middle of map at zoom 1 (as middle_view), kUnits units around its centre;
  // when panning, the camera moves a pixel to and fro every frame; drawn in full, every frame
  // is drawn as the first at a new zoom is (no pictures).
  enum class Camera { kStill, kPanning, kDrawnInFull };
  SceneFrame(SoftwareTarget& target, const tiled::Map& map, Camera camera = Camera::kStill);

  // Clears the output and draws one frame through to the surface.
  void draw();

  static constexpr int kUnits = 8;
  int hidden_units() const { return hidden_; }  // behind something standing, last frame
  const view::StillScene& still_scene() const { return still_; }
  // Whether tall tiles are drawn in depth order with the units (maps seen at an angle).
  bool depth_sorted() const { return !standing_.empty(); }

 private:
  void draw_unit(Vec2 world, bool ghost);

  SoftwareTarget& target_;
  const tiled::Map& map_;
  view::Camera camera_;
  view::StandingArt standing_;
  view::StillScene still_;
  view::MapMotion motion_;
  bool panning_ = false;
  long frame_ = 0;
  MapDrawOptions options_;   // leaves out the layers standing_ draws
  std::vector<Vec2> units_;  // world points, in painter's order
  int hidden_ = 0;
};

}  // namespace hp::bench
