// ChunkGrid: a tile layer's data as equal, aligned blocks found by block coordinates, so drawing
// visits only the blocks in view whatever the layer's size (a finite layer is one block).
#pragma once

#include <cstdint>
#include <unordered_map>
#include <vector>

#include "engine/tiled/map_model.h"

namespace hp {

// Tiled's render orders: which way rows and columns are walked when tiles overlap.
enum class RenderOrder { kRightDown, kRightUp, kLeftDown, kLeftUp };
RenderOrder parse_render_order(const std::string& text);  // unknown text: right-down

// A rectangle of cells, [x0, x1) x [y0, y1).
struct CellRange {
  int x0 = 0, y0 = 0, x1 = 0, y1 = 0;
  bool empty() const { return x0 >= x1 || y0 >= y1; }
};

class ChunkGrid {
 public:
  // Indexes layer's data in place when its chunks are equal and aligned (or it is finite); copies
  // it into 16 x 16 blocks otherwise. layer must outlive the grid.
  explicit ChunkGrid(const tiled::TileLayer& layer);

  // Calls visit(x, y, gid) for every non-empty cell of range, in order.
  template <typename Visit>
  void visit(CellRange range, RenderOrder order, Visit&& visit) const;

  // The gid at cell (x, y), 0 where there is none. Cheap for cells in the block asked last.
  std::uint32_t at(int x, int y) const;

  const CellRange& bounds() const { return bounds_; }  // every cell with data lies inside

 private:
  const std::uint32_t* block(int bx, int by) const;
  void index_in_place(const std::vector<tiled::TileRegion>& regions);
  void copy_into_blocks(const std::vector<tiled::TileRegion>& regions);
  static std::uint64_t key(int bx, int by);

  int block_width_ = 1;
  int block_height_ = 1;
  CellRange bounds_;
  std::unordered_map<std::uint64_t, const std::uint32_t*> blocks_;
  std::vector<std::vector<std::uint32_t>> owned_;  // blocks copied from irregular chunks
  mutable std::vector<const std::uint32_t*> row_;  // scratch: one row of blocks
  mutable int last_bx_ = 0, last_by_ = 0;          // the block at() found last, and where
  mutable const std::uint32_t* last_block_ = nullptr;
  mutable bool has_last_ = false;
};

int floor_div(int a, int b);

template <typename Visit>
void ChunkGrid::visit(CellRange range, RenderOrder order, Visit&& visit) const {
  range = {std::max(range.x0, bounds_.x0), std::max(range.y0, bounds_.y0),
           std::min(range.x1, bounds_.x1), std::min(range.y1, bounds_.y1)};
  if (range.empty()) return;
  const bool rightward = order == RenderOrder::kRightDown || order == RenderOrder::kRightUp;
  const bool downward = order == RenderOrder::kRightDown || order == RenderOrder::kLeftDown;
  const int bx0 = floor_div(range.x0, block_width_), bx1 = floor_div(range.x1 - 1, block_width_);
  const int by0 = floor_div(range.y0, block_height_), by1 = floor_div(range.y1 - 1, block_height_);
  row_.resize(static_cast<std::size_t>(bx1 - bx0 + 1));
  for (int by = downward ? by0 : by1; downward ? by <= by1 : by >= by0; by += downward ? 1 : -1) {
    bool any = false;
    for (int bx = bx0; bx <= bx1; ++bx) {
      row_[static_cast<std::size_t>(bx - bx0)] = block(bx, by);
      any = any || row_[static_cast<std::size_t>(bx - bx0)];
    }
    if (!any) continue;
    const int ya = std::max(range.y0, by * block_height_);
    const int yb = std::min(range.y1, (by + 1) * block_height_) - 1;
    for (int y = downward ? ya : yb; downward ? y <= yb : y >= ya; y += downward ? 1 : -1) {
      for (int bx = rightward ? bx0 : bx1; rightward ? bx <= bx1 : bx >= bx0;
           bx += rightward ? 1 : -1) {
        const std::uint32_t* data = row_[static_cast<std::size_t>(bx - bx0)];
        if (!data) continue;
        const std::uint32_t* line =
            data + static_cast<std::size_t>(y - by * block_height_) * block_width_;
        const int xa = std::max(range.x0, bx * block_width_);
        const int xb = std::min(range.x1, (bx + 1) * block_width_) - 1;
        for (int x = rightward ? xa : xb; rightward ? x <= xb : x >= xa; x += rightward ? 1 : -1) {
          const std::uint32_t gid = line[x - bx * block_width_];
          if (gid & tiled::kGidMask) visit(x, y, gid);
        }
      }
    }
  }
}

}  // namespace hp
