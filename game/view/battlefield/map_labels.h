// MapLabels: the words the marks on the ground carry (a goal's or trigger area's name, what opens
// a door, who arrives when), drawn after the units and what stands on the map, on the frame's
// LabelBoard: no unit, tree or wall hides them, and none covers a unit's name.
#pragma once

#include <span>
#include <string>
#include <vector>

#include "engine/core/vec2.h"
#include "engine/render/draw/shapes.h"
#include "game/view/canvas/label_board.h"
#include "game/view/canvas/screen_rect.h"

namespace hp {
class TextRenderer;
}
namespace hp::sim {
class World;
}

namespace hp::view {

class Camera;

struct MapLabel {
  std::string text;
  Vec2 at;       // where its top centre wants to be, output pixels
  int size = 0;  // font size, output pixels
  Rgba color;
  Nudge nudge = Nudge::kUp;  // which way it gives way first
  ScreenRect box;            // where it was drawn (draw_map_labels), output pixels
};

// The labels of the marks in the view this frame: goal areas, trigger areas, closed doors,
// arrivals.
std::vector<MapLabel> map_labels(const sim::World& world, const Camera& camera);

// Draws each label on `labels`, as near its spot as it is free (a few lines' height at most), and
// notes where in its box.
void draw_map_labels(TextRenderer& text, LabelBoard& labels, std::span<MapLabel> marks);

}  // namespace hp::view
