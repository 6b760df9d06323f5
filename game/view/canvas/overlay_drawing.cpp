// Overlay drawing helpers: world coordinates through the camera onto the shapes module.
#include "game/view/canvas/overlay_drawing.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "engine/render/text/text_renderer.h"

namespace hp::view {

void world_line(SDL_Renderer* r, const Camera& camera, Vec2 a, Vec2 b, float width, Rgba color) {
  const Vec2 sa = camera.to_screen(a), sb = camera.to_screen(b);
  draw_line(r, static_cast<float>(sa.x), static_cast<float>(sa.y), static_cast<float>(sb.x),
            static_cast<float>(sb.y), width, color);
}

void world_dashed_path(SDL_Renderer* r, const Camera& camera, std::span<const Vec2> points,
                       double dash, double gap, float width, Rgba color, double skip) {
  double along = 0;  // world pixels walked before the current segment
  for (std::size_t i = 1; i < points.size(); ++i) {
    const Vec2 a = points[i - 1], b = points[i];
    const double length = distance(a, b);
    for (double t = 0; t < length;) {
      const double phase = std::fmod(along + t, dash + gap);
      const double run = phase < dash ? std::min(dash - phase, length - t) : dash + gap - phase;
      if (phase < dash && along + t >= skip) {
        world_line(r, camera, a + (b - a) * (t / length),
                   a + (b - a) * (std::min(t + run, length) / length), width, color);
      }
      t += std::max(run, 1e-3);
    }
    along += length;
  }
}

void world_ring(SDL_Renderer* r, const Camera& camera, Vec2 centre, double radius, float width,
                Rgba color) {
  const Vec2 s = camera.to_screen(centre);
  const auto rr = static_cast<float>(radius * camera.zoom());
  const Camera::Radii radii = camera.ground(rr, rr);
  draw_ring(r, static_cast<float>(s.x), static_cast<float>(s.y), radii.x, radii.y, width, color);
}

void world_polygon(SDL_Renderer* r, const Camera& camera, std::span<const Vec2> points,
                   Rgba color) {
  std::vector<Vec2> screen;
  screen.reserve(points.size());
  for (const Vec2& p : points) screen.push_back(camera.to_screen(p));
  fill_polygon(r, screen, color);
}

void world_arrowhead(SDL_Renderer* r, const Camera& camera, Vec2 tip, Vec2 direction, double size,
                     Rgba color) {
  const Vec2 back = tip - direction * size;
  const Vec2 side = perpendicular(direction) * (size * 0.6);
  world_line(r, camera, tip, back + side, 2.0f, color);
  world_line(r, camera, tip, back - side, 2.0f, color);
}

ScreenRect screen_box(const Camera& camera, std::span<const Vec2> points, double width) {
  std::vector<Vec2> screen;
  screen.reserve(points.size());
  for (const Vec2& p : points) screen.push_back(camera.to_screen(p));
  return points_box(screen, width);
}

ScreenRect placed_lines(TextRenderer& text, LabelBoard& labels, std::span<const LabelLine> lines,
                        double x, double y, int size, Nudge nudge, double reach,
                        const ScreenRect* owner) {
  double widest = 0, tall = 0;
  std::vector<int> heights;
  for (const LabelLine& line : lines) {
    int w = 0, h = 0;
    if (!line.text.empty()) text.measure(line.text, size, w, h);
    heights.push_back(h);
    widest = std::max(widest, static_cast<double>(w));
    tall += h;
  }
  if (tall == 0) return {x, y, 0, 0};
  const ScreenRect wanted{x - widest / 2, y, widest, tall};
  const ScreenRect block =
      owner ? labels.place(wanted, nudge, reach, *owner) : labels.place(wanted, nudge, reach);
  const int centre = static_cast<int>(std::lround(block.x + block.w / 2));
  double at = block.y;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    if (lines[i].text.empty()) continue;
    const Rgba c = lines[i].color;
    text.draw(lines[i].text, centre, static_cast<int>(std::lround(at)), size, {c.r, c.g, c.b, c.a},
              TextAlign::kCenter);
    at += heights[i];
  }
  return block;
}

}  // namespace hp::view
