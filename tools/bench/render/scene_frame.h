// SceneFrame: a battle frame as the game draws it, for the isometric-over-orthogonal cost: the map,
// a few units in painter's order, and on maps seen at an angle the standing pieces (tall tiles
// above the ground layer) drawn between the units in depth order, with the hidden-unit check.
#pragma once

#include <vector>

#include "engine/core/vec2.h"
#include "game/view/battlefield/standing_art.h"
#include "game/view/canvas/camera.h"
#include "tools/bench/render/render_fixture.h"

namespace hp::bench {

class SceneFrame {
 public:
  // A camera on the middle of map at zoom 1 (as middle_view), kUnits units around its centre.
  SceneFrame(SoftwareTarget& target, const tiled::Map& map);

  // Clears the output and draws one frame through to the surface.
  void draw();

  static constexpr int kUnits = 8;
  int hidden_units() const { return hidden_; }  // behind something standing, last frame
  // Whether tall tiles are drawn in depth order with the units (maps seen at an angle).
  bool depth_sorted() const { return !standing_.empty(); }

 private:
  void draw_unit(Vec2 world, bool ghost);

  SoftwareTarget& target_;
  const tiled::Map& map_;
  view::Camera camera_;
  view::StandingArt standing_;
  MapDrawOptions options_;   // leaves out the layers standing_ draws
  std::vector<Vec2> units_;  // world points, in painter's order
  int hidden_ = 0;
};

}  // namespace hp::bench
