// LoadFixture: writes the large benchmark map (1024x1024, 4 tile layers, 2,000 objects) to a
// temporary folder in TMX (base64+zlib and CSV) and JSON, the same content every run.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace hp::bench {

// The size of the generated map.
inline constexpr int kMapSide = 1024;     // tiles, both ways
inline constexpr int kTileLayers = 4;     // ground, detail, walls, roofs
inline constexpr int kObjects = 2000;     // on one object layer, 3 properties each
inline constexpr int kTilesetTiles = 80;  // data/art/terrain.png: 8x10 tiles of 32x32
inline constexpr int kTileSide = 32;      // pixels

// One tile layer: its gids and the base64 text of their zlib stream, as written in the files.
struct FixtureLayer {
  std::string name;
  std::vector<std::uint32_t> gids;  // kMapSide * kMapSide, row-major
  std::string base64_zlib;          // what <data encoding="base64" compression="zlib"> holds
};

// The generated files. The folder is removed when the fixture goes.
class LoadFixture {
 public:
  LoadFixture();
  ~LoadFixture();
  LoadFixture(const LoadFixture&) = delete;
  LoadFixture& operator=(const LoadFixture&) = delete;

  const std::string& tmx_base64_zlib() const { return tmx_base64_zlib_; }
  const std::string& tmx_csv() const { return tmx_csv_; }
  const std::string& tmj_base64_zlib() const { return tmj_base64_zlib_; }
  const std::string& tileset() const { return tileset_; }
  const std::vector<FixtureLayer>& layers() const { return layers_; }

 private:
  std::string root_;
  std::string tmx_base64_zlib_;
  std::string tmx_csv_;
  std::string tmj_base64_zlib_;
  std::string tileset_;
  std::vector<FixtureLayer> layers_;
};

}  // namespace hp::bench
