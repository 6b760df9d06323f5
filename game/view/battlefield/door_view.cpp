#include "game/view/battlefield/door_view.h"

#include <algorithm>
#include <cmath>

#include "engine/render/draw/shapes.h"
#include "game/sim/world/world.h"
#include "game/view/canvas/camera.h"
#include "game/view/canvas/overlay_drawing.h"

namespace hp::view {
namespace {

constexpr Rgba kDoorEdge{255, 196, 110, 230};

}  // namespace

std::string door_caption(const sim::World& world, std::size_t index) {
  if (world.door_open(index)) return {};
  const sim::Door& door = world.setup().doors[index];
  std::vector<std::string> when;
  if (door.opens_on_turn > 0) when.push_back("on turn " + std::to_string(door.opens_on_turn));
  if (door.opens_when_out >= 0) {
    when.push_back("when " + world.units()[static_cast<std::size_t>(door.opens_when_out)].name() +
                   " is out");
  }
  if (door.opens_when_entered >= 0) {
    when.push_back("when a hero enters " +
                   world.setup().areas[static_cast<std::size_t>(door.opens_when_entered)].name);
  }
  std::string text = door.name.empty() ? std::string("Opens") : door.name + " opens";
  for (std::size_t i = 0; i < when.size(); ++i) text += (i == 0 ? " " : " or ") + when[i];
  return text;
}

std::vector<std::string> open_door_layers(const sim::World& world) {
  std::vector<std::string> layers;
  for (std::size_t i = 0; i < world.setup().doors.size(); ++i) {
    const std::string& layer = world.setup().doors[i].layer;
    if (world.door_open(i) && !layer.empty()) layers.push_back(layer);
  }
  return layers;
}

void draw_closed_doors(const DrawContext& ctx) {
  const auto& [renderer, text, world, camera, drawn] = ctx;
  const float width = static_cast<float>(std::max(1.5, 2.0 * camera.zoom()));
  for (std::size_t i = 0; i < world.setup().doors.size(); ++i) {
    if (world.door_open(i)) continue;
    const sim::Door& door = world.setup().doors[i];
    for (const sim::Rect& box : door.shape.boxes) {
      const Vec2 corners[] = {{box.x, box.y},
                              {box.x + box.w, box.y},
                              {box.x + box.w, box.y + box.h},
                              {box.x, box.y + box.h},
                              {box.x, box.y}};
      world_dashed_path(renderer, camera, corners, 6.0, 4.0, width, kDoorEdge);
      ctx.note(screen_box(camera, corners, width));
    }
    for (const std::vector<Vec2>& polygon : door.shape.polygons) {
      std::vector<Vec2> closed = polygon;
      if (!closed.empty()) closed.push_back(closed.front());
      world_dashed_path(renderer, camera, closed, 6.0, 4.0, width, kDoorEdge);
      ctx.note(screen_box(camera, closed, width));
    }
  }
}

void door_labels(const sim::World& world, const Camera& camera, std::vector<MapLabel>& out) {
  for (std::size_t i = 0; i < world.setup().doors.size(); ++i) {
    if (world.door_open(i)) continue;
    const Vec2 at = camera.to_screen(sim::centre(world.setup().doors[i]));
    const int size = static_cast<int>(std::lround(std::clamp(12.0 * camera.zoom(), 11.0, 20.0)));
    out.push_back({door_caption(world, i),
                   {at.x, at.y - size / 2},
                   size,
                   {kDoorEdge.r, kDoorEdge.g, kDoorEdge.b, 255},
                   Nudge::kUp,
                   {}});
  }
}

}  // namespace hp::view
