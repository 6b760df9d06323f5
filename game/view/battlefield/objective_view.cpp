#include "game/view/battlefield/objective_view.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "engine/render/draw/shapes.h"
#include "engine/render/text/text_renderer.h"
#include "game/sim/world/world.h"
#include "game/view/canvas/camera.h"
#include "game/view/canvas/overlay_drawing.h"
#include "game/view/canvas/palette.h"
#include "game/view/text/objective_text.h"

namespace hp::view {
void draw_goal_areas(const DrawContext& ctx) {
  const auto& [renderer, text, world, camera, drawn] = ctx;
  for (const sim::Goal& goal : world.setup().objectives.goals) {
    std::vector<Vec2> screen;
    screen.reserve(goal.area.outline.size());
    for (const Vec2& p : goal.area.outline) screen.push_back(camera.to_screen(p));
    fill_polygon(renderer, screen, palette::kGoalFill);
    std::vector<Vec2> closed = goal.area.outline;
    closed.push_back(closed.front());
    const float width = static_cast<float>(std::max(1.5, 2.0 * camera.zoom()));
    world_dashed_path(renderer, camera, closed, 10.0, 6.0, width, palette::kGoalEdge);
    ctx.note(points_box(screen, width));
  }
}

void goal_area_labels(const sim::World& world, const Camera& camera, std::vector<MapLabel>& out) {
  for (const sim::Goal& goal : world.setup().objectives.goals) {
    const sim::Unit* hero =
        goal.hero >= 0 && static_cast<std::size_t>(goal.hero) < world.units().size()
            ? &world.units()[static_cast<std::size_t>(goal.hero)]
            : nullptr;
    const std::string label = (goal.area.name.empty() ? std::string("Goal") : goal.area.name) +
                              (hero ? " (" + hero->name() + ")" : std::string());
    const Vec2 at = camera.to_screen(sim::label_point(goal.area));
    const int size = static_cast<int>(std::lround(std::clamp(13.0 * camera.zoom(), 11.0, 22.0)));
    out.push_back({label, {at.x, at.y - size / 2}, size, palette::kGoalEdge, Nudge::kUp, {}});
  }
}

namespace {

constexpr Rgba kTriggerEdge{255, 196, 110, 150};

// What entering area `a` sets off ("the shrine: entering calls Keeper"), or empty for nothing.
std::string trigger_caption(const sim::World& world, std::size_t a) {
  const auto& areas = world.setup().areas;
  std::vector<std::string> calls, opens;
  for (const sim::Unit& unit : world.units()) {
    if (unit.arriving && unit.arrival_turn == 0 &&
        unit.spec.arrives_when_entered == static_cast<int>(a)) {
      calls.push_back(unit.name());
    }
  }
  for (std::size_t d = 0; d < world.setup().doors.size(); ++d) {
    const sim::Door& door = world.setup().doors[d];
    if (!world.door_open(d) && door.opens_when_entered == static_cast<int>(a)) {
      opens.push_back(door.name.empty() ? std::string("a door") : door.name);
    }
  }
  if (calls.empty() && opens.empty()) return {};
  const auto joined = [](const std::vector<std::string>& names) {
    std::string out;
    for (std::size_t i = 0; i < names.size(); ++i) out += (i ? ", " : "") + names[i];
    return out;
  };
  std::string what = areas[a].name + ": entering ";
  if (!calls.empty()) what += "calls " + joined(calls);
  if (!opens.empty()) what += (calls.empty() ? "opens " : " and opens ") + joined(opens);
  return what;
}

}  // namespace

void draw_trigger_areas(const DrawContext& ctx) {
  const auto& [renderer, text, world, camera, drawn] = ctx;
  const auto& areas = world.setup().areas;
  for (std::size_t a = 0; a < areas.size(); ++a) {
    if (trigger_caption(world, a).empty()) continue;  // only Areas that set something off
    std::vector<Vec2> closed = areas[a].outline;
    closed.push_back(closed.front());
    const float width = static_cast<float>(std::max(1.0, 1.5 * camera.zoom()));
    world_dashed_path(renderer, camera, closed, 3.0, 5.0, width, kTriggerEdge);
    ctx.note(screen_box(camera, closed, width));
  }
}

void trigger_area_labels(const sim::World& world, const Camera& camera,
                         std::vector<MapLabel>& out) {
  const auto& areas = world.setup().areas;
  for (std::size_t a = 0; a < areas.size(); ++a) {
    std::string what = trigger_caption(world, a);
    if (what.empty()) continue;
    // Along its bottom edge, inside: the middle is where units stand and their names are, and the
    // top of a corner Area is under the objective panel. Bottom on the screen: through an
    // isometric projection, the corner nearest the viewer.
    double bottom = camera.to_screen(areas[a].outline.front()).y;
    for (const Vec2& p : areas[a].outline) bottom = std::max(bottom, camera.to_screen(p).y);
    const Vec2 at{camera.to_screen(sim::label_point(areas[a])).x, bottom};
    const int size = static_cast<int>(std::lround(std::clamp(11.0 * camera.zoom(), 10.0, 18.0)));
    out.push_back({std::move(what),
                   {at.x, at.y - size * 3 / 2},
                   size,
                   {kTriggerEdge.r, kTriggerEdge.g, kTriggerEdge.b, 230},
                   Nudge::kUp,
                   {}});
  }
}

ObjectivePanel layout_objective_panel(TextRenderer& text, const sim::World& world, int hud_height,
                                      double ui_scale) {
  ObjectivePanel panel;
  const std::vector<ObjectiveLine> lines = objective_lines(world);
  if (lines.empty()) return panel;
  panel.size = static_cast<int>(std::lround(12 * ui_scale));
  panel.pad = static_cast<int>(std::lround(6 * ui_scale));
  panel.row = static_cast<int>(std::lround(panel.size * 1.4));
  const sim::Outcome outcome = world.turns().outcome;
  if (const std::string heading = objective_heading(world); !heading.empty()) {
    panel.lines.push_back(
        {heading, outcome == sim::Outcome::kVictory ? palette::kObjectiveDone : palette::kRefusal});
  }
  // Each line starts with its mark, so win, lose, met and failed differ by shape as well as
  // colour; a way to lose is red only once it happened.
  for (const ObjectiveLine& line : lines) {
    const ObjectiveMark mark = objective_mark(line, outcome);
    const Rgba colour = mark == ObjectiveMark::kFailed    ? palette::kRefusal
                        : mark == ObjectiveMark::kNotYet  ? palette::kObjectiveLose
                        : mark == ObjectiveMark::kAvoided ? palette::kObjectiveDone
                        : mark == ObjectiveMark::kMet     ? palette::kObjectiveDone
                                                          : palette::kObjectiveWin;
    panel.lines.push_back({objective_mark_glyph(mark) + line.text, colour});
  }
  int widest = 0;
  for (const ObjectivePanel::Line& line : panel.lines) {
    int w = 0, h = 0;
    text.measure(line.text, panel.size, w, h);
    widest = std::max(widest, w);
  }
  panel.box = {static_cast<double>(panel.pad), static_cast<double>(hud_height + panel.pad),
               static_cast<double>(widest + 2 * panel.pad),
               static_cast<double>(panel.row * static_cast<int>(panel.lines.size()) + panel.pad)};
  return panel;
}

bool panel_gives_way(const ScreenRect& panel, std::span<const ScreenRect> figures,
                     std::optional<Vec2> pointer) {
  if (pointer && inside({pointer->x, pointer->y, 0, 0}, panel)) return true;
  for (const ScreenRect& f : figures) {
    if (overlaps(f, panel)) return true;
  }
  return false;
}

void draw_objective_panel(SDL_Renderer* renderer, TextRenderer& text, const ObjectivePanel& panel,
                          bool faint) {
  if (panel.lines.empty()) return;
  // Faint, the battlefield under it shows through and the words can still be read.
  const double alpha = faint ? 0.35 : 1.0;
  const auto a = [&](std::uint8_t v) { return static_cast<std::uint8_t>(v * alpha); };
  fill_rect(renderer, static_cast<float>(panel.box.x), static_cast<float>(panel.box.y),
            static_cast<float>(panel.box.w), static_cast<float>(panel.box.h), {24, 20, 34, a(200)});
  for (std::size_t i = 0; i < panel.lines.size(); ++i) {
    const Rgba c = panel.lines[i].color;
    text.draw(panel.lines[i].text, static_cast<int>(panel.box.x) + panel.pad,
              static_cast<int>(panel.box.y) + panel.pad / 2 + panel.row * static_cast<int>(i),
              panel.size, {c.r, c.g, c.b, a(c.a)});
  }
}

}  // namespace hp::view
