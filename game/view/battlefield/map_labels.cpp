// MapLabels: gathered from each mark's drawer, placed and drawn like the units' names.
#include "game/view/battlefield/map_labels.h"

#include <algorithm>

#include "game/view/battlefield/arrival_markers.h"
#include "game/view/battlefield/door_view.h"
#include "game/view/battlefield/objective_view.h"
#include "game/view/canvas/camera.h"
#include "game/view/canvas/overlay_drawing.h"

namespace hp::view {

std::vector<MapLabel> map_labels(const sim::World& world, const Camera& camera) {
  std::vector<MapLabel> marks;
  goal_area_labels(world, camera, marks);
  trigger_area_labels(world, camera, marks);
  door_labels(world, camera, marks);
  arrival_labels(world, camera, marks);
  // A mark out of the view has no label: pinned to the view's edge, it would point at nothing.
  const ScreenRect view = camera.view_rect();
  std::erase_if(marks, [&](const MapLabel& m) { return !inside({m.at.x, m.at.y, 0, 0}, view); });
  return marks;
}

void draw_map_labels(TextRenderer& text, LabelBoard& labels, std::span<MapLabel> marks) {
  for (MapLabel& mark : marks) {
    const LabelLine line{mark.text, mark.color};
    // As far as a name may go from its unit: near enough that it still reads as the mark's.
    const double reach = std::max(40.0, 3.0 * mark.size);
    mark.box = placed_lines(text, labels, std::span(&line, 1), mark.at.x, mark.at.y, mark.size,
                            mark.nudge, reach);
  }
}

}  // namespace hp::view
