// Shapes: filled discs, rings and rectangles drawn as triangles (SDL has no circle primitive).
#pragma once

#include <cstdint>
#include <span>

#include "engine/core/vec2.h"

struct SDL_Renderer;

namespace hp {

struct Rgba {
  std::uint8_t r = 0, g = 0, b = 0, a = 255;
};

// An ellipse filled with color; ry = rx * squash lets rings lie flat on the ground.
void fill_ellipse(SDL_Renderer* renderer, float cx, float cy, float rx, float ry, Rgba color);
// An elliptical ring of the given thickness (output pixels). dash > 0 draws it dashed: runs of
// `dash` fortieths of the way round, drawn and skipped in turn (so the ring differs by shape).
void draw_ring(SDL_Renderer* renderer, float cx, float cy, float rx, float ry, float thickness,
               Rgba color, int dash = 0);
void fill_rect(SDL_Renderer* renderer, float x, float y, float w, float h, Rgba color);
// A straight line of the given thickness (output pixels), as a quad so it is even at any angle.
void draw_line(SDL_Renderer* renderer, float x0, float y0, float x1, float y1, float thickness,
               Rgba color);
// A polygon (any shape, even-odd rule: a point is in when a ray from it crosses the outline an odd
// number of times) filled row by row of output pixels; points in output pixels.
void fill_polygon(SDL_Renderer* renderer, std::span<const Vec2> points, Rgba color);

}  // namespace hp
