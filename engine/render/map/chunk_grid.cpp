// ChunkGrid implementation.
#include "engine/render/map/chunk_grid.h"

#include <algorithm>

namespace hp {
namespace {

constexpr int kBlock = 16;  // block size when the file's chunks have to be re-cut

}  // namespace

int floor_div(int a, int b) {
  return a >= 0 ? a / b : -((-a + b - 1) / b);
}

RenderOrder parse_render_order(const std::string& text) {
  if (text == "right-up") return RenderOrder::kRightUp;
  if (text == "left-down") return RenderOrder::kLeftDown;
  if (text == "left-up") return RenderOrder::kLeftUp;
  return RenderOrder::kRightDown;
}

std::uint64_t ChunkGrid::key(int bx, int by) {
  return (static_cast<std::uint64_t>(static_cast<std::uint32_t>(bx)) << 32) |
         static_cast<std::uint32_t>(by);
}

ChunkGrid::ChunkGrid(const tiled::TileLayer& layer) {
  const std::vector<tiled::TileRegion> regions = layer.regions();
  if (regions.empty()) return;
  const tiled::TileRegion& first = regions.front();
  const bool regular = std::all_of(regions.begin(), regions.end(), [&](const tiled::TileRegion& r) {
    return r.width == first.width && r.height == first.height && r.width > 0 && r.height > 0 &&
           r.x % r.width == 0 && r.y % r.height == 0;
  });
  if (regular) {
    index_in_place(regions);
  } else {
    copy_into_blocks(regions);
  }
}

void ChunkGrid::index_in_place(const std::vector<tiled::TileRegion>& regions) {
  block_width_ = regions.front().width;
  block_height_ = regions.front().height;
  bounds_ = {regions.front().x, regions.front().y, regions.front().x, regions.front().y};
  for (const tiled::TileRegion& r : regions) {
    blocks_[key(r.x / r.width, r.y / r.height)] = r.gids;
    bounds_ = {std::min(bounds_.x0, r.x), std::min(bounds_.y0, r.y),
               std::max(bounds_.x1, r.x + r.width), std::max(bounds_.y1, r.y + r.height)};
  }
}

void ChunkGrid::copy_into_blocks(const std::vector<tiled::TileRegion>& regions) {
  block_width_ = block_height_ = kBlock;
  std::unordered_map<std::uint64_t, std::size_t> made;
  for (const tiled::TileRegion& r : regions) {
    for (int row = 0; row < r.height; ++row) {
      for (int col = 0; col < r.width; ++col) {
        const std::uint32_t gid = r.at(col, row);
        if (!(gid & tiled::kGidMask)) continue;
        const int x = r.x + col, y = r.y + row;
        const int bx = floor_div(x, kBlock), by = floor_div(y, kBlock);
        auto [it, fresh] = made.try_emplace(key(bx, by), owned_.size());
        if (fresh) owned_.emplace_back(static_cast<std::size_t>(kBlock * kBlock), 0u);
        owned_[it->second][static_cast<std::size_t>((y - by * kBlock) * kBlock + x - bx * kBlock)] =
            gid;
      }
    }
  }
  bool first = true;
  for (const auto& [k, index] : made) {
    const int bx = static_cast<int>(static_cast<std::uint32_t>(k >> 32));
    const int by = static_cast<int>(static_cast<std::uint32_t>(k));
    blocks_[k] = owned_[index].data();
    const CellRange cells{bx * kBlock, by * kBlock, (bx + 1) * kBlock, (by + 1) * kBlock};
    bounds_ = first ? cells
                    : CellRange{std::min(bounds_.x0, cells.x0), std::min(bounds_.y0, cells.y0),
                                std::max(bounds_.x1, cells.x1), std::max(bounds_.y1, cells.y1)};
    first = false;
  }
}

std::uint32_t ChunkGrid::at(int x, int y) const {
  if (x < bounds_.x0 || y < bounds_.y0 || x >= bounds_.x1 || y >= bounds_.y1) return 0;
  const int bx = floor_div(x, block_width_), by = floor_div(y, block_height_);
  if (!has_last_ || bx != last_bx_ || by != last_by_) {
    last_block_ = block(bx, by);
    last_bx_ = bx, last_by_ = by, has_last_ = true;
  }
  if (!last_block_) return 0;
  return last_block_[static_cast<std::size_t>(y - by * block_height_) * block_width_ +
                     (x - bx * block_width_)];
}

const std::uint32_t* ChunkGrid::block(int bx, int by) const {
  if (blocks_.size() == 1) {  // finite layers: skip the hash
    const auto& only = *blocks_.begin();
    return only.first == key(bx, by) ? only.second : nullptr;
  }
  auto it = blocks_.find(key(bx, by));
  return it == blocks_.end() ? nullptr : it->second;
}

}  // namespace hp
