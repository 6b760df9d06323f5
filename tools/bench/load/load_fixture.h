// LoadFixture: writes the large benchmark map (1024x1024, 4 tile layers, 2,000 objects) to a
// temporary folder in TMX (one file per tile data encoding) and JSON, the same content every run.
#pragma once

#include <cstdint>
#include <iterator>
#include <string>
#include <vector>

namespace hp::bench {

// The size of the generated map.
inline constexpr int kMapSide = 1024;     // tiles, both ways
inline constexpr int kTileLayers = 4;     // ground, detail, walls, roofs
inline constexpr int kObjects = 2000;     // on one object layer, 3 properties each
inline constexpr int kTilesetTiles = 80;  // data/art/terrain.png: 8x10 tiles of 32x32
inline constexpr int kTileSide = 32;      // pixels

// How a file's tile layers are written: Tiled's five <data> encodings.
enum class FixtureEncoding { kCsv, kBase64, kBase64Zlib, kBase64Gzip, kBase64Zstd };
inline constexpr FixtureEncoding kFixtureEncodings[] = {
    FixtureEncoding::kCsv, FixtureEncoding::kBase64, FixtureEncoding::kBase64Zlib,
    FixtureEncoding::kBase64Gzip, FixtureEncoding::kBase64Zstd};

// One tile layer: its gids and the text of its <data> element in each encoding.
struct FixtureLayer {
  std::string name;
  std::vector<std::uint32_t> gids;                  // kMapSide * kMapSide, row-major
  std::string texts[std::size(kFixtureEncodings)];  // indexed by FixtureEncoding

  const std::string& text(FixtureEncoding encoding) const {
    return texts[static_cast<std::size_t>(encoding)];
  }
};

// The generated files. The folder is removed when the fixture goes.
class LoadFixture {
 public:
  LoadFixture();
  ~LoadFixture();
  LoadFixture(const LoadFixture&) = delete;
  LoadFixture& operator=(const LoadFixture&) = delete;

  // The .tmx file whose layers are written in encoding.
  const std::string& tmx(FixtureEncoding encoding) const {
    return tmx_[static_cast<std::size_t>(encoding)];
  }
  const std::string& tmj_base64_zlib() const { return tmj_base64_zlib_; }
  const std::string& tileset() const { return tileset_; }
  const std::vector<FixtureLayer>& layers() const { return layers_; }

 private:
  std::string root_;
  std::string tmx_[std::size(kFixtureEncodings)];
  std::string tmj_base64_zlib_;
  std::string tileset_;
  std::vector<FixtureLayer> layers_;
};

}  // namespace hp::bench
