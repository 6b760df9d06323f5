// The benchmark map: tile layers from a position hash (so content is the same every run), an
// external .tsx tileset on the game's terrain art, and one object layer; a .tmx file per tile
// data encoding and a .tmj (base64 + zlib).
#include "tools/bench/load/load_fixture.h"

#include <unistd.h>
#include <zlib.h>
#include <zstd.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <span>

namespace hp::bench {
namespace {

namespace fs = std::filesystem;

constexpr std::uint32_t kFlipHorizontal = 0x80000000u;

// A well-mixed 64-bit hash (splitmix64's finaliser) of a layer, a tile and a salt.
std::uint64_t mix(std::uint64_t a, std::uint64_t b, std::uint64_t c) {
  std::uint64_t z =
      a * 0x9e3779b97f4a7c15ull + b * 0xbf58476d1ce4e5b9ull + c * 0x94d049bb133111ebull;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

int below(std::uint64_t hash, int n) {
  return static_cast<int>(hash % static_cast<std::uint64_t>(n));
}

// Grass, dirt and stone in 16x16-tile patches, one tile in five a variant of its patch.
std::uint32_t ground_gid(int x, int y) {
  constexpr int kFirstOfKind[] = {1, 9, 11};
  constexpr int kVariants[] = {8, 2, 2};
  const int kind = below(mix(1, x / 16, y / 16), 3);
  const std::uint64_t h = mix(1, x, y);
  const int variant = below(h, 5) == 0 ? below(h >> 8, kVariants[kind]) : 0;
  return static_cast<std::uint32_t>(kFirstOfKind[kind] + variant);
}

// Scattered details on one tile in ten, some mirrored.
std::uint32_t detail_gid(int x, int y) {
  const std::uint64_t h = mix(2, x, y);
  if (below(h, 10) != 0) return 0;
  const std::uint32_t gid = 1 + static_cast<std::uint32_t>(below(h >> 8, kTilesetTiles));
  return below(h >> 16, 4) == 0 ? gid | kFlipHorizontal : gid;
}

// Walls on a 32-tile grid, with a door every 8 tiles.
std::uint32_t wall_gid(int x, int y) {
  const bool on_line = x % 32 == 0 || y % 32 == 0;
  const bool door = (x + y) % 8 == 4;
  return on_line && !door ? 41 : 0;
}

// Roofs over a quarter of the 32x32 rooms.
std::uint32_t roof_gid(int x, int y) {
  const bool roofed = below(mix(4, x / 32, y / 32), 4) == 0;
  const bool inside = x % 32 > 2 && x % 32 < 29 && y % 32 > 2 && y % 32 < 29;
  return roofed && inside ? 57 + static_cast<std::uint32_t>(below(mix(4, x, y), 3)) : 0;
}

std::vector<std::uint32_t> make_gids(std::uint32_t (*gid)(int, int)) {
  std::vector<std::uint32_t> gids;
  gids.reserve(static_cast<std::size_t>(kMapSide) * kMapSide);
  for (int y = 0; y < kMapSide; ++y) {
    for (int x = 0; x < kMapSide; ++x) gids.push_back(gid(x, y));
  }
  return gids;
}

std::string encode_base64(std::span<const std::uint8_t> bytes) {
  static constexpr char kAlphabet[] =
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  std::string out;
  out.reserve((bytes.size() + 2) / 3 * 4);
  std::size_t i = 0;
  for (; i + 3 <= bytes.size(); i += 3) {
    const std::uint32_t v = (bytes[i] << 16) | (bytes[i + 1] << 8) | bytes[i + 2];
    for (int shift : {18, 12, 6, 0}) out += kAlphabet[(v >> shift) & 63];
  }
  const std::size_t rest = bytes.size() - i;
  if (rest > 0) {
    const std::uint32_t v = (bytes[i] << 16) | (rest == 2 ? bytes[i + 1] << 8 : 0);
    out += kAlphabet[(v >> 18) & 63];
    out += kAlphabet[(v >> 12) & 63];
    out += rest == 2 ? kAlphabet[(v >> 6) & 63] : '=';
    out += '=';
  }
  return out;
}

[[noreturn]] void fail(const char* what) {
  std::fprintf(stderr, "load bench: %s failed\n", what);
  std::abort();
}

// gids as Tiled stores them: little-endian words.
std::vector<std::uint8_t> gid_bytes(const std::vector<std::uint32_t>& gids) {
  std::vector<std::uint8_t> raw;
  raw.reserve(gids.size() * 4);
  for (std::uint32_t gid : gids) {
    for (int shift : {0, 8, 16, 24}) raw.push_back(static_cast<std::uint8_t>(gid >> shift));
  }
  return raw;
}

// raw deflated at zlib's default level (as Tiled's "compressionlevel": -1), with a zlib
// header (window_bits 15) or a gzip one (15 + 16).
std::vector<std::uint8_t> deflated(const std::vector<std::uint8_t>& raw, int window_bits) {
  z_stream stream{};
  if (deflateInit2(&stream, Z_DEFAULT_COMPRESSION, Z_DEFLATED, window_bits, 8,
                   Z_DEFAULT_STRATEGY) != Z_OK) {
    fail("deflateInit2");
  }
  std::vector<std::uint8_t> packed(deflateBound(&stream, static_cast<uLong>(raw.size())) + 32);
  stream.next_in = const_cast<Bytef*>(raw.data());
  stream.avail_in = static_cast<uInt>(raw.size());
  stream.next_out = packed.data();
  stream.avail_out = static_cast<uInt>(packed.size());
  if (deflate(&stream, Z_FINISH) != Z_STREAM_END) fail("deflate");
  packed.resize(stream.total_out);
  deflateEnd(&stream);
  return packed;
}

// raw in one zstd frame at zstd's default level.
std::vector<std::uint8_t> zstd_packed(const std::vector<std::uint8_t>& raw) {
  std::vector<std::uint8_t> packed(ZSTD_compressBound(raw.size()));
  const std::size_t size = ZSTD_compress(packed.data(), packed.size(), raw.data(), raw.size(), 0);
  if (ZSTD_isError(size)) fail("ZSTD_compress");
  packed.resize(size);
  return packed;
}

// Tiled's CSV: rows of comma-separated gids, a newline after each row.
std::string csv(const std::vector<std::uint32_t>& gids) {
  std::string out;
  out.reserve(gids.size() * 4);
  out += '\n';
  for (std::size_t i = 0; i < gids.size(); ++i) {
    out += std::to_string(gids[i]);
    if (i + 1 < gids.size()) out += ',';
    if ((i + 1) % kMapSide == 0) out += '\n';
  }
  return out;
}

std::vector<FixtureLayer> make_layers() {
  const struct {
    const char* name;
    std::uint32_t (*gid)(int, int);
  } kinds[kTileLayers] = {
      {"ground", ground_gid}, {"detail", detail_gid}, {"walls", wall_gid}, {"roofs", roof_gid}};
  std::vector<FixtureLayer> layers;
  for (const auto& kind : kinds) {
    FixtureLayer layer{kind.name, make_gids(kind.gid), {}};
    const std::vector<std::uint8_t> raw = gid_bytes(layer.gids);
    layer.texts[static_cast<std::size_t>(FixtureEncoding::kCsv)] = csv(layer.gids);
    layer.texts[static_cast<std::size_t>(FixtureEncoding::kBase64)] = encode_base64(raw);
    layer.texts[static_cast<std::size_t>(FixtureEncoding::kBase64Zlib)] =
        encode_base64(deflated(raw, 15));
    layer.texts[static_cast<std::size_t>(FixtureEncoding::kBase64Gzip)] =
        encode_base64(deflated(raw, 15 + 16));
    layer.texts[static_cast<std::size_t>(FixtureEncoding::kBase64Zstd)] =
        encode_base64(zstd_packed(raw));
    layers.push_back(std::move(layer));
  }
  return layers;
}

// One object of the units layer: a point, or every fourth a rectangle, and three properties.
struct FixtureObject {
  int id = 0;
  int x = 0, y = 0;
  int width = 0, height = 0;  // 0 for a point
  int hp = 0;
  bool solid = false;
  const char* team = "";
};

std::vector<FixtureObject> make_objects() {
  std::vector<FixtureObject> objects;
  for (int id = 1; id <= kObjects; ++id) {
    const std::uint64_t h = mix(5, id, 0);
    FixtureObject o;
    o.id = id;
    o.x = below(h, kMapSide * kTileSide);
    o.y = below(h >> 20, kMapSide * kTileSide);
    if (id % 4 == 0) o.width = o.height = kTileSide * (1 + below(h >> 40, 4));
    o.hp = 1 + below(h >> 48, 20);
    o.solid = id % 3 == 0;
    o.team = id % 2 == 0 ? "red" : "blue";
    objects.push_back(o);
  }
  return objects;
}

std::string tileset_xml() {
  const std::string image = std::string(HEARTPATH_SOURCE_ROOT) + "/data/art/terrain.png";
  std::string xml =
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      "<tileset version=\"1.10\" tiledversion=\"1.10.2\" name=\"terrain\" tilewidth=\"32\" "
      "tileheight=\"32\" tilecount=\"80\" columns=\"8\">\n"
      " <image source=\"" +
      image + "\" width=\"256\" height=\"320\"/>\n";
  for (int id = 12; id < 15; ++id) {
    xml += " <tile id=\"" + std::to_string(id) +
           "\" type=\"water\">\n  <properties>\n"
           "   <property name=\"solid\" type=\"bool\" value=\"true\"/>\n"
           "  </properties>\n </tile>\n";
  }
  return xml + "</tileset>\n";
}

std::string tmx_object(const FixtureObject& o) {
  std::string xml = "  <object id=\"" + std::to_string(o.id) + "\" name=\"unit " +
                    std::to_string(o.id) + "\" type=\"Unit\" x=\"" + std::to_string(o.x) +
                    "\" y=\"" + std::to_string(o.y) + "\"";
  if (o.width > 0) {
    xml += " width=\"" + std::to_string(o.width) + "\" height=\"" + std::to_string(o.height) + "\"";
  }
  xml += ">\n   <properties>\n";
  xml += "    <property name=\"hp\" type=\"int\" value=\"" + std::to_string(o.hp) + "\"/>\n";
  xml += "    <property name=\"solid\" type=\"bool\" value=\"" +
         std::string(o.solid ? "true" : "false") + "\"/>\n";
  xml += "    <property name=\"team\" value=\"" + std::string(o.team) + "\"/>\n";
  xml += "   </properties>\n";
  if (o.width == 0) xml += "   <point/>\n";
  return xml + "  </object>\n";
}

// The <data> element of layer in encoding, as Tiled writes it.
std::string tmx_data(const FixtureLayer& layer, FixtureEncoding encoding) {
  static const char* const kAttributes[] = {
      "encoding=\"csv\"", "encoding=\"base64\"", "encoding=\"base64\" compression=\"zlib\"",
      "encoding=\"base64\" compression=\"gzip\"", "encoding=\"base64\" compression=\"zstd\""};
  const std::string open =
      std::string("  <data ") + kAttributes[static_cast<std::size_t>(encoding)] + ">";
  if (encoding == FixtureEncoding::kCsv) return open + layer.text(encoding) + "</data>\n";
  return open + "\n   " + layer.text(encoding) + "\n  </data>\n";
}

std::string tmx_text(const std::vector<FixtureLayer>& layers,
                     const std::vector<FixtureObject>& objects, FixtureEncoding encoding) {
  const std::string side = std::to_string(kMapSide);
  std::string xml =
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      "<map version=\"1.10\" tiledversion=\"1.10.2\" orientation=\"orthogonal\" "
      "renderorder=\"right-down\" width=\"" +
      side + "\" height=\"" + side +
      "\" tilewidth=\"32\" tileheight=\"32\" infinite=\"0\" nextlayerid=\"6\" nextobjectid=\"" +
      std::to_string(kObjects + 1) + "\">\n <tileset firstgid=\"1\" source=\"terrain.tsx\"/>\n";
  int id = 1;
  for (const FixtureLayer& layer : layers) {
    xml += " <layer id=\"" + std::to_string(id++) + "\" name=\"" + layer.name + "\" width=\"" +
           side + "\" height=\"" + side + "\">\n";
    xml += tmx_data(layer, encoding) + " </layer>\n";
  }
  xml += " <objectgroup id=\"" + std::to_string(id) + "\" name=\"units\">\n";
  for (const FixtureObject& o : objects) xml += tmx_object(o);
  return xml + " </objectgroup>\n</map>\n";
}

std::string json_object(const FixtureObject& o) {
  return "{\"id\":" + std::to_string(o.id) + ",\"name\":\"unit " + std::to_string(o.id) +
         "\",\"type\":\"Unit\",\"x\":" + std::to_string(o.x) + ",\"y\":" + std::to_string(o.y) +
         ",\"width\":" + std::to_string(o.width) + ",\"height\":" + std::to_string(o.height) +
         ",\"rotation\":0,\"visible\":true" + (o.width == 0 ? ",\"point\":true" : "") +
         ",\"properties\":[{\"name\":\"hp\",\"type\":\"int\",\"value\":" + std::to_string(o.hp) +
         "},{\"name\":\"solid\",\"type\":\"bool\",\"value\":" + (o.solid ? "true" : "false") +
         "},{\"name\":\"team\",\"type\":\"string\",\"value\":\"" + o.team + "\"}]}";
}

std::string tmj(const std::vector<FixtureLayer>& layers,
                const std::vector<FixtureObject>& objects) {
  const std::string side = std::to_string(kMapSide);
  std::string json = "{\"compressionlevel\":-1,\"height\":" + side + ",\"width\":" + side +
                     ",\"infinite\":false,\"layers\":[\n";
  int id = 1;
  for (const FixtureLayer& layer : layers) {
    json += "{\"compression\":\"zlib\",\"encoding\":\"base64\",\"data\":\"" +
            layer.text(FixtureEncoding::kBase64Zlib) + "\",\"height\":" + side +
            ",\"width\":" + side + ",\"id\":" + std::to_string(id++) + ",\"name\":\"" + layer.name +
            "\",\"opacity\":1,\"type\":\"tilelayer\",\"visible\":true,\"x\":0,\"y\":0},\n";
  }
  json += "{\"draworder\":\"topdown\",\"id\":" + std::to_string(id) +
          ",\"name\":\"units\",\"opacity\":1,\"type\":\"objectgroup\",\"visible\":true,\"x\":0,"
          "\"y\":0,\"objects\":[\n";
  for (std::size_t i = 0; i < objects.size(); ++i) {
    json += json_object(objects[i]) + (i + 1 < objects.size() ? ",\n" : "\n");
  }
  json += "]}],\"nextlayerid\":6,\"nextobjectid\":" + std::to_string(kObjects + 1) +
          ",\"orientation\":\"orthogonal\",\"renderorder\":\"right-down\",\"tiledversion\":"
          "\"1.10.2\",\"tileheight\":32,\"tilewidth\":32,\"tilesets\":[{\"firstgid\":1,"
          "\"source\":\"terrain.tsx\"}],\"type\":\"map\",\"version\":\"1.10\"}\n";
  return json;
}

std::string write_file(const fs::path& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
  if (!out) {
    std::fprintf(stderr, "load bench: cannot write %s\n", path.c_str());
    std::abort();
  }
  return path.string();
}

}  // namespace

LoadFixture::LoadFixture() : layers_(make_layers()) {
  const fs::path root =
      fs::temp_directory_path() / ("heartpath-load-bench-" + std::to_string(getpid()));
  fs::create_directories(root);
  root_ = root.string();
  const std::vector<FixtureObject> objects = make_objects();
  tileset_ = write_file(root / "terrain.tsx", tileset_xml());
  static const char* const kNames[] = {"large_csv.tmx", "large_base64.tmx", "large_base64_zlib.tmx",
                                       "large_base64_gzip.tmx", "large_base64_zstd.tmx"};
  for (FixtureEncoding encoding : kFixtureEncodings) {
    const auto i = static_cast<std::size_t>(encoding);
    tmx_[i] = write_file(root / kNames[i], tmx_text(layers_, objects, encoding));
  }
  tmj_base64_zlib_ = write_file(root / "large_base64_zlib.tmj", tmj(layers_, objects));
}

LoadFixture::~LoadFixture() {
  std::error_code ec;
  fs::remove_all(root_, ec);
}

}  // namespace hp::bench
