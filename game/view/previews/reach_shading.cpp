// ReachShading: traced once per reach, projected and drawn as two triangle batches each frame.
#include "game/view/previews/reach_shading.h"

#include <SDL.h>

#include <array>
#include <cmath>

#include "engine/render/draw/shapes.h"
#include "game/sim/world/world.h"
#include "game/view/canvas/camera.h"
#include "game/view/canvas/overlay_drawing.h"
#include "game/view/canvas/palette.h"

namespace hp::view {
namespace {

// The selection ring's yellow: soft enough over grass, stone and water that the ground reads
// through, with a darker stroke under the edge so it holds on pale ground too.
constexpr Rgba kFill{255, 236, 120, 72};
constexpr Rgba kEdge{255, 236, 120, 230};
constexpr Rgba kEdgeShadow{20, 16, 30, 150};
constexpr float kEdgeWidth = 2.0f;  // output pixels at zoom 1

SDL_Vertex vertex(Vec2 p, Rgba c) {
  return {{static_cast<float>(p.x), static_cast<float>(p.y)}, {c.r, c.g, c.b, c.a}, {0, 0}};
}

void draw_triangles(SDL_Renderer* r, const std::vector<SDL_Vertex>& vertices) {
  if (vertices.empty()) return;
  SDL_RenderGeometry(r, nullptr, vertices.data(), static_cast<int>(vertices.size()), nullptr, 0);
}

// Each segment as a quad of the given screen width (two triangles), all in one batch.
void draw_segments(SDL_Renderer* r, const Camera& camera, std::span<const Vec2> segments,
                   float width, Rgba colour) {
  std::vector<SDL_Vertex> vertices;
  vertices.reserve(segments.size() * 3);
  for (std::size_t i = 0; i + 1 < segments.size(); i += 2) {
    const Vec2 a = camera.to_screen(segments[i]), b = camera.to_screen(segments[i + 1]);
    const Vec2 along = b - a;
    const double length = along.length();
    if (length <= 0.0) continue;
    // Stretched half a width each way so the pieces of a bent edge meet without gaps.
    const Vec2 d = along * (0.5 * width / length);
    const Vec2 n = Vec2{-along.y, along.x} * (0.5 * width / length);
    const Vec2 a0 = a - d + n, a1 = a - d - n, b0 = b + d + n, b1 = b + d - n;
    for (Vec2 p : {a0, a1, b0, b0, a1, b1}) vertices.push_back(vertex(p, colour));
  }
  draw_triangles(r, vertices);
}

}  // namespace

void ReachShading::update(const sim::World& world, std::optional<sim::UnitId> hero) {
  if (!hero || !world.waiting_for_player()) {
    if (!reach_.empty()) reach_ = {};
    fill_.clear();
    edge_.clear();
    return;
  }
  if (reach_.made_for(world, *hero)) return;
  reach_ = sim::MoveReach(world, *hero);
  trace();
}

void ReachShading::trace() {
  fill_.clear();
  edge_.clear();
  if (!reach_.has_inside()) return;
  const sim::ReachField& field = reach_.field();
  for (int y = 0; y + 1 < field.rows(); ++y) {
    int run = -1;  // the first cell of a run of whole cells inside, or -1
    for (int x = 0; x + 1 <= field.cols(); ++x) {
      const bool whole = x + 1 < field.cols() && reach_.inside(x, y) > 0 &&
                         reach_.inside(x + 1, y) > 0 && reach_.inside(x, y + 1) > 0 &&
                         reach_.inside(x + 1, y + 1) > 0;
      if (whole && run < 0) run = x;
      if (!whole && run >= 0) {
        const Vec2 a = field.node_at(run, y), b = field.node_at(x, y + 1);
        for (Vec2 p : {a, Vec2{b.x, a.y}, b, a, b, Vec2{a.x, b.y}}) fill_.push_back(p);
        run = -1;
      }
      if (!whole && x + 1 < field.cols()) trace_cell(x, y);
    }
  }
}

void ReachShading::trace_cell(int x, int y) {
  const sim::ReachField& field = reach_.field();
  const std::array<int, 4> xs{x, x + 1, x + 1, x}, ys{y, y, y + 1, y + 1};
  std::array<float, 4> v{};
  std::array<Vec2, 4> p{};
  int in = 0;
  for (int i = 0; i < 4; ++i) {
    v[i] = reach_.inside(xs[i], ys[i]);
    p[i] = field.node_at(xs[i], ys[i]);
    in += v[i] > 0 ? 1 : 0;
  }
  if (in == 0) return;
  // Round the cell: its corners inside, and where each side crosses the edge.
  std::vector<Vec2> polygon;
  std::vector<Vec2> crossings;
  for (int i = 0; i < 4; ++i) {
    const int j = (i + 1) % 4;
    if (v[i] > 0) polygon.push_back(p[i]);
    if ((v[i] > 0) != (v[j] > 0)) {
      const double t = v[i] / (v[i] - v[j]);
      const Vec2 cross = p[i] + (p[j] - p[i]) * t;
      polygon.push_back(cross);
      crossings.push_back(cross);
    }
  }
  for (std::size_t i = 1; i + 1 < polygon.size(); ++i) {
    for (Vec2 q : {polygon[0], polygon[i], polygon[i + 1]}) fill_.push_back(q);
  }
  // Two crossings, or four where the edge passes the cell twice (paired along the way round).
  for (std::size_t i = 0; i + 1 < crossings.size(); i += 2) {
    edge_.push_back(crossings[i]);
    edge_.push_back(crossings[i + 1]);
  }
}

void ReachShading::draw(const DrawContext& ctx) const {
  if (reach_.empty()) return;
  const Camera& camera = ctx.camera;
  std::vector<SDL_Vertex> vertices;
  vertices.reserve(fill_.size());
  for (Vec2 p : fill_) vertices.push_back(vertex(camera.to_screen(p), kFill));
  draw_triangles(ctx.renderer, vertices);
  const auto width = static_cast<float>(kEdgeWidth * std::max(1.0, camera.zoom()));
  draw_segments(ctx.renderer, camera, edge_, width + 2.0f, kEdgeShadow);
  draw_segments(ctx.renderer, camera, edge_, width, kEdge);
  if (ctx.drawn && !fill_.empty()) ctx.note(screen_box(camera, fill_, width + 2.0));
  // The enemies it can touch within its reach: a dashed ring under each.
  for (const sim::UnitId id : reach_.enemies_in_reach()) {
    const sim::Unit* enemy = ctx.world.unit(id);
    if (!enemy) continue;
    const Vec2 c = camera.to_screen(enemy->position);
    const auto r = static_cast<float>((enemy->radius() + 6.0) * camera.zoom());
    const Camera::Radii ring = camera.ground(r, r * 0.5f);
    draw_ring(ctx.renderer, static_cast<float>(c.x), static_cast<float>(c.y), ring.x, ring.y,
              width + 1.0f, kEdge, 3);
  }
}

}  // namespace hp::view
