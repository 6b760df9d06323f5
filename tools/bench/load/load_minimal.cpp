// The minimal TMX reader: pugixml in place, the floor's decoders, objects into plain structs.
#include "tools/bench/load/load_minimal.h"

#include <benchmark/benchmark.h>
#include <pugixml.hpp>

#include <charconv>
#include <cstdint>
#include <cstring>
#include <fstream>
#include <string_view>
#include <vector>

#include "tools/bench/load/load_floor.h"

namespace hp::bench {
namespace {

struct MinimalProperty {
  std::string name, type, value;
};

struct MinimalObject {
  int id = 0;
  std::string name, type;
  double x = 0, y = 0, width = 0, height = 0;
  std::vector<MinimalProperty> properties;
};

double number(const pugi::xml_node& node, const char* name) {
  const char* text = node.attribute(name).value();
  double value = 0;
  std::from_chars(text, text + std::strlen(text), value);
  return value;
}

MinimalObject read_object(const pugi::xml_node& element) {
  MinimalObject object;
  object.id = element.attribute("id").as_int();
  object.name = element.attribute("name").value();
  object.type = element.attribute("type").value();
  object.x = number(element, "x");
  object.y = number(element, "y");
  object.width = number(element, "width");
  object.height = number(element, "height");
  for (const pugi::xml_node property : element.child("properties").children("property")) {
    object.properties.push_back({property.attribute("name").value(),
                                 property.attribute("type").value(),
                                 property.attribute("value").value()});
  }
  return object;
}

}  // namespace

std::string read_minimally(const std::string& path, FixtureEncoding encoding,
                           const std::vector<FixtureLayer>* expected) {
  std::ifstream file(path, std::ios::binary | std::ios::ate);
  if (!file) return "the minimal reader could not open " + path;
  const auto size = static_cast<std::size_t>(file.tellg());
  file.seekg(0);
  // pugixml owns the buffer it parses in place (allocated the way it frees it).
  char* buffer = static_cast<char*>(pugi::get_memory_allocation_function()(size));
  if (!buffer || !file.read(buffer, static_cast<std::streamsize>(size))) {
    return "the minimal reader could not read " + path;
  }
  pugi::xml_document document;
  if (!document.load_buffer_inplace_own(buffer, size)) return "the minimal reader's XML failed";
  const pugi::xml_node map = document.child("map");
  const auto tiles = static_cast<std::size_t>(map.attribute("width").as_uint()) *
                     map.attribute("height").as_uint();
  LayerDecoder decoder;
  std::vector<std::vector<std::uint32_t>> layers;
  std::vector<MinimalObject> objects;
  for (const pugi::xml_node child : map.children()) {
    const std::string_view name = child.name();
    if (name == "layer") {
      std::vector<std::uint32_t>& gids = layers.emplace_back(tiles);
      const std::string_view text = child.child("data").child_value();
      if (!decoder.decode(encoding, text, gids)) return "the minimal reader could not decode";
    } else if (name == "objectgroup") {
      for (const pugi::xml_node object : child.children("object")) {
        objects.push_back(read_object(object));
      }
    }
  }
  benchmark::DoNotOptimize(layers.data());
  benchmark::DoNotOptimize(objects.data());
  if (!expected) return {};
  if (layers.size() != expected->size()) return "the minimal reader found other layers";
  for (std::size_t i = 0; i < layers.size(); ++i) {
    if (layers[i] != (*expected)[i].gids) return "the minimal reader decoded other gids";
  }
  if (objects.size() != static_cast<std::size_t>(kObjects))
    return "the minimal reader lost objects";
  for (const MinimalObject& object : objects) {
    if (object.properties.size() != 3) return "the minimal reader lost properties";
  }
  return {};
}

}  // namespace hp::bench
