// StaticCollision: the map's walls (solid tiles, Wall objects) and its edges, indexed for the
// disc queries movement and route planning make every tick.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "engine/core/vec2.h"
#include "game/sim/model/world_setup.h"
#include "game/sim/navigation/nav_wall_index.h"
#include "game/sim/steering/contact.h"

namespace hp::sim {

class SegmentLine;

class StaticCollision {
 public:
  // Copies the walls of setup and indexes them on a uniform grid; the map's edges
  // (0..width, 0..height) count as walls too.
  explicit StaticCollision(const WorldSetup& setup);
  // The same for other walls on that map (the map's walls with the doors still closed).
  StaticCollision(const WorldSetup& setup, Walls walls);

  // The walls it was made from (the edges aside): what blocks now.
  const Walls& walls() const { return walls_; }

  double width() const;
  double height() const;

  // Signed gap between a disc and the nearest wall or map edge, pixels: negative when the disc
  // overlaps a wall or pokes out of the map. +infinity is never returned (the edges are walls).
  double gap(Vec2 centre, double radius) const;

  // First contact of a disc moving from `from` by `delta` with any wall or edge, with the
  // semantics of disc_contact (stops kContactSkin short; a disc already touching may move away
  // or along the wall but not into it; normal points from the wall toward the disc).
  Contact first_contact(Vec2 from, Vec2 delta, double radius) const;

  // The wall that blocked a caller's last line of sight, tried first by its next one: tests in
  // a row (a scan along a patrol's walk, a bisection) are often blocked by the same wall. It
  // only saves time; the answer is the same with or without it.
  struct SightHint {
    int box = -1;   // the blocking box, or -1
    int edge = -1;  // the blocking polygon edge, or -1
  };

  // Whether a disc of radius sweeping in a straight line from a to b keeps a gap of at least
  // `margin` to every wall and edge all the way (line of sight for a walker of that size).
  // hint: when given, tried first, and set to the wall that blocks.
  bool segment_clear(Vec2 a, Vec2 b, double radius, double margin = 0.0,
                     SightHint* hint = nullptr) const;

  // The walls that may come within `reach` of a region (a box), gathered once for many line-of-
  // sight tests between points inside it (the corner cutting's bisection asks a dozen about one
  // corner): segment_clear with the patch answers as without it, measuring only these.
  class SightPatch {
   public:
    SightPatch() = default;

   private:
    friend class StaticCollision;
    Bounds region_;
    double reach_ = 0;
    std::vector<std::uint32_t> boxes_;
    std::vector<std::uint32_t> edges_;
    std::vector<std::uint32_t> polygons_;  // those whose bounds meet the region (ends inside)
  };
  // The patch for segments between points of `region` and walkers of reach (radius + margin)
  // up to `reach`; reuses patch's memory.
  void gather_patch(const Bounds& region, double reach, SightPatch& patch) const;
  // segment_clear(a, b, radius, margin), both ends inside the patch's region and radius +
  // margin no more than its reach.
  bool segment_clear(const SightPatch& patch, Vec2 a, Vec2 b, double radius,
                     double margin = 0.0) const;

  // The gap between the segment ab and the nearest wall or map edge (negative when a lies
  // inside one), exact when it is under `within`, else some value of at least `within`. It
  // decides as segment_clear does: segment_clear(a, b, r, m) when it is at least r + m.
  double segment_gap(Vec2 a, Vec2 b, double within) const;

 private:
  // Whether the box or polygons bucketed in cell keep at least `reach` from the segment ab
  // (line: ab's line, which rules out walls far to one side without measuring them).
  // blocker (may be null) is set to the wall that blocks.
  bool cell_clear(int cell, Vec2 a, Vec2 b, double reach, const SegmentLine& line,
                  SightHint* blocker) const;
  // cell_clear's tests of one box and of one polygon edge: whether it blocks.
  bool box_blocks_segment(std::uint32_t box, Vec2 a, Vec2 b, double reach,
                          const SegmentLine& line) const;
  bool edge_blocks_segment(std::uint32_t edge, Vec2 a, Vec2 b, double reach, const Bounds& near,
                           const SegmentLine& line) const;
  // Whether the hinted wall comes within reach of the segment ab.
  bool hint_blocks(const SightHint& hint, Vec2 a, Vec2 b, double reach) const;
  // Whether p lies inside a polygon wall (off its outline).
  bool inside_polygon_at(Vec2 p) const;
  // The smallest signed distance from centre to the walls bucketed in cell.
  double cell_distance(int cell, Vec2 centre, double best) const;

  double width_ = 0;  // pixels
  double height_ = 0;
  Walls walls_;
  NavWallIndex index_;
};

}  // namespace hp::sim
