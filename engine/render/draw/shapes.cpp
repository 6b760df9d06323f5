// Shapes implementation with SDL_RenderGeometry.
#include "engine/render/draw/shapes.h"

#include <SDL.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

namespace hp {
namespace {

constexpr int kSegments = 40;

SDL_Color to_sdl(Rgba c) {
  return {c.r, c.g, c.b, c.a};
}

// Unit circle points, computed once.
const std::array<SDL_FPoint, kSegments + 1>& unit_circle() {
  static const std::array<SDL_FPoint, kSegments + 1> points = [] {
    std::array<SDL_FPoint, kSegments + 1> p{};
    for (int i = 0; i <= kSegments; ++i) {
      const double a = 2.0 * M_PI * i / kSegments;
      p[i] = {static_cast<float>(std::cos(a)), static_cast<float>(std::sin(a))};
    }
    return p;
  }();
  return points;
}

}  // namespace

void fill_ellipse(SDL_Renderer* renderer, float cx, float cy, float rx, float ry, Rgba color) {
  std::array<SDL_Vertex, kSegments * 3> vertices{};
  const SDL_Color c = to_sdl(color);
  const auto& circle = unit_circle();
  for (int i = 0; i < kSegments; ++i) {
    vertices[i * 3 + 0] = {{cx, cy}, c, {0, 0}};
    vertices[i * 3 + 1] = {{cx + circle[i].x * rx, cy + circle[i].y * ry}, c, {0, 0}};
    vertices[i * 3 + 2] = {{cx + circle[i + 1].x * rx, cy + circle[i + 1].y * ry}, c, {0, 0}};
  }
  SDL_RenderGeometry(renderer, nullptr, vertices.data(), static_cast<int>(vertices.size()), nullptr,
                     0);
}

void draw_ring(SDL_Renderer* renderer, float cx, float cy, float rx, float ry, float thickness,
               Rgba color, int dash) {
  std::array<SDL_Vertex, kSegments * 6> vertices{};
  const SDL_Color c = to_sdl(color);
  const auto& circle = unit_circle();
  const float irx = std::max(0.0f, rx - thickness), iry = std::max(0.0f, ry - thickness);
  int count = 0;
  for (int i = 0; i < kSegments; ++i) {
    if (dash > 0 && (i / dash) % 2 == 1) continue;
    const SDL_FPoint o0{cx + circle[i].x * rx, cy + circle[i].y * ry};
    const SDL_FPoint o1{cx + circle[i + 1].x * rx, cy + circle[i + 1].y * ry};
    const SDL_FPoint i0{cx + circle[i].x * irx, cy + circle[i].y * iry};
    const SDL_FPoint i1{cx + circle[i + 1].x * irx, cy + circle[i + 1].y * iry};
    SDL_Vertex* v = &vertices[static_cast<std::size_t>(count++) * 6];
    v[0] = {o0, c, {0, 0}};
    v[1] = {o1, c, {0, 0}};
    v[2] = {i0, c, {0, 0}};
    v[3] = {i0, c, {0, 0}};
    v[4] = {o1, c, {0, 0}};
    v[5] = {i1, c, {0, 0}};
  }
  SDL_RenderGeometry(renderer, nullptr, vertices.data(), count * 6, nullptr, 0);
}

void fill_rect(SDL_Renderer* renderer, float x, float y, float w, float h, Rgba color) {
  SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a);
  const SDL_FRect rect{x, y, w, h};
  SDL_RenderFillRectF(renderer, &rect);
}

void draw_line(SDL_Renderer* renderer, float x0, float y0, float x1, float y1, float thickness,
               Rgba color) {
  const float dx = x1 - x0, dy = y1 - y0;
  const float length = std::sqrt(dx * dx + dy * dy);
  if (length <= 0.0f) return;
  // Half the thickness either side, across the line.
  const float nx = -dy / length * thickness * 0.5f, ny = dx / length * thickness * 0.5f;
  const SDL_Color c = to_sdl(color);
  const std::array<SDL_Vertex, 6> v{{{{x0 + nx, y0 + ny}, c, {0, 0}},
                                     {{x1 + nx, y1 + ny}, c, {0, 0}},
                                     {{x1 - nx, y1 - ny}, c, {0, 0}},
                                     {{x0 + nx, y0 + ny}, c, {0, 0}},
                                     {{x1 - nx, y1 - ny}, c, {0, 0}},
                                     {{x0 - nx, y0 - ny}, c, {0, 0}}}};
  SDL_RenderGeometry(renderer, nullptr, v.data(), static_cast<int>(v.size()), nullptr, 0);
}

void fill_polygon(SDL_Renderer* renderer, std::span<const Vec2> points, Rgba color) {
  if (points.size() < 3) return;
  double top = points[0].y, bottom = points[0].y;
  for (const Vec2& p : points) {
    top = std::min(top, p.y);
    bottom = std::max(bottom, p.y);
  }
  SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a);
  std::vector<double> crossings;
  // Each row is sampled at its middle, so rows sharing an edge's end are filled once.
  for (double row = std::floor(top); row < bottom; row += 1.0) {
    const double y = row + 0.5;
    crossings.clear();
    for (std::size_t i = 0, j = points.size() - 1; i < points.size(); j = i++) {
      const Vec2 a = points[j], b = points[i];
      if ((a.y > y) == (b.y > y)) continue;
      crossings.push_back(a.x + (y - a.y) * (b.x - a.x) / (b.y - a.y));
    }
    std::sort(crossings.begin(), crossings.end());
    for (std::size_t k = 0; k + 1 < crossings.size(); k += 2) {
      const SDL_FRect span{static_cast<float>(crossings[k]), static_cast<float>(row),
                           static_cast<float>(crossings[k + 1] - crossings[k]), 1.0f};
      SDL_RenderFillRectF(renderer, &span);
    }
  }
}

}  // namespace hp
