// Drawing helpers the debug overlays share: world-space lines, rings and labels on the screen.
#pragma once

#include <span>
#include <string>

#include "engine/core/vec2.h"
#include "engine/render/draw/shapes.h"
#include "game/view/canvas/camera.h"
#include "game/view/canvas/label_board.h"

struct SDL_Renderer;

namespace hp {
class TextRenderer;
}

namespace hp::view {

// A line between two world points, width in output pixels.
void world_line(SDL_Renderer* r, const Camera& camera, Vec2 a, Vec2 b, float width, Rgba color);
// Dashes along a world polyline (`dash` on, `gap` off, world pixels, carried across its corners),
// leaving out its first `skip` pixels; width in output pixels.
void world_dashed_path(SDL_Renderer* r, const Camera& camera, std::span<const Vec2> points,
                       double dash, double gap, float width, Rgba color, double skip = 0);
// A circle of a world radius around a world point (lying on the ground: an ellipse through an
// isometric projection), line width in output pixels.
void world_ring(SDL_Renderer* r, const Camera& camera, Vec2 centre, double radius, float width,
                Rgba color);
// A world polygon filled (through the projection: a world box on an isometric map is a diamond).
void world_polygon(SDL_Renderer* r, const Camera& camera, std::span<const Vec2> points, Rgba color);
// An arrowhead at `tip` pointing along `direction` (a unit vector), size in world pixels.
void world_arrowhead(SDL_Renderer* r, const Camera& camera, Vec2 tip, Vec2 direction, double size,
                     Rgba color);

// The screen box of a world polyline drawn `width` wide (ScreenRect's points_box).
ScreenRect screen_box(const Camera& camera, std::span<const Vec2> points, double width);

// A line of a label block: its words and colour.
struct LabelLine {
  std::string text;
  Rgba color;
};
// Lines of one size centred under one another, wanting their block's top centre at (x, y):
// placed on `labels` (moved off the names, bars and numbers already there, `nudge` first, at most
// `reach` output pixels; kept by `owner`'s figure when given: LabelBoard::place) and drawn.
// Returns the block. Empty lines are left out.
ScreenRect placed_lines(TextRenderer& text, LabelBoard& labels, std::span<const LabelLine> lines,
                        double x, double y, int size, Nudge nudge, double reach,
                        const ScreenRect* owner = nullptr);

}  // namespace hp::view
