// ReferenceMap implementation: tinyxml2 for TMX, nlohmann::json for JSON maps.
#include "reference_map.h"

#include <tinyxml2.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

namespace hp::test {
namespace {

namespace fs = std::filesystem;

// Whether the template file at path (TMX .tx or JSON .tj) describes a tile object.
bool template_has_gid(const fs::path& path) {
  if (path.extension() == ".tj" || path.extension() == ".json") {
    std::ifstream in(path);
    const nlohmann::json doc = nlohmann::json::parse(in, nullptr, false);
    return doc.is_object() && doc.contains("object") && doc["object"].contains("gid");
  }
  tinyxml2::XMLDocument doc;
  if (doc.LoadFile(path.string().c_str()) != tinyxml2::XML_SUCCESS) return false;
  const tinyxml2::XMLElement* root = doc.FirstChildElement("template");
  const tinyxml2::XMLElement* object = root ? root->FirstChildElement("object") : nullptr;
  return object && object->Attribute("gid");
}

std::string resolved(const fs::path& path) {
  std::error_code ec;
  const fs::path out = fs::weakly_canonical(path, ec);
  return ec ? path.lexically_normal().string() : out.string();
}

// The map's first gid for the tileset file at path, or 0.
unsigned map_first_gid(const tinyxml2::XMLElement* map, const fs::path& dir, const fs::path& path) {
  for (const tinyxml2::XMLElement* tileset = map->FirstChildElement("tileset"); tileset;
       tileset = tileset->NextSiblingElement("tileset")) {
    const char* source = tileset->Attribute("source");
    if (source && resolved(dir / source) == resolved(path)) {
      return tileset->UnsignedAttribute("firstgid");
    }
  }
  return 0;
}

// Tiled 1.8's tmxrasterizer draws an object made from a TMX template as an empty rectangle, though
// the editor draws its tile. Copies the template's attributes (its gid renumbered into the map's
// tilesets) into the instance so tmxrasterizer draws what the editor shows.
void expand_template(tinyxml2::XMLElement* object, const tinyxml2::XMLElement* map,
                     const fs::path& dir) {
  const fs::path path = dir / object->Attribute("template");
  tinyxml2::XMLDocument doc;
  if (doc.LoadFile(path.string().c_str()) != tinyxml2::XML_SUCCESS) return;
  const tinyxml2::XMLElement* root = doc.FirstChildElement("template");
  const tinyxml2::XMLElement* model = root ? root->FirstChildElement("object") : nullptr;
  if (!model) return;
  for (const tinyxml2::XMLAttribute* a = model->FirstAttribute(); a; a = a->Next()) {
    if (object->Attribute(a->Name())) continue;
    object->SetAttribute(a->Name(), a->Value());
  }
  const tinyxml2::XMLElement* tileset = root->FirstChildElement("tileset");
  if (model->Attribute("gid") && tileset && tileset->Attribute("source")) {
    const unsigned gid = model->UnsignedAttribute("gid");
    const unsigned flags = gid & 0xf0000000u;
    const unsigned first =
        map_first_gid(map, dir, path.parent_path() / tileset->Attribute("source"));
    if (first > 0) {
      object->SetAttribute(
          "gid", ((gid & 0x0fffffffu) - tileset->UnsignedAttribute("firstgid") + first) | flags);
    }
  }
  object->DeleteAttribute("template");
}

void hide_shapes(tinyxml2::XMLElement* parent, const tinyxml2::XMLElement* map,
                 const fs::path& dir) {
  for (tinyxml2::XMLElement* child = parent->FirstChildElement(); child;
       child = child->NextSiblingElement()) {
    const std::string name = child->Name();
    if (name == "group" || name == "objectgroup") hide_shapes(child, map, dir);
    if (name != "object") continue;
    if (child->Attribute("template")) expand_template(child, map, dir);
    if (!child->Attribute("gid")) child->SetAttribute("visible", 0);
  }
}

void hide_shapes(nlohmann::json& layers, const fs::path& dir) {
  for (nlohmann::json& layer : layers) {
    if (layer.contains("layers")) hide_shapes(layer["layers"], dir);
    if (!layer.contains("objects")) continue;
    for (nlohmann::json& object : layer["objects"]) {
      const bool from_tile_template = object.contains("template") &&
                                      template_has_gid(dir / object["template"].get<std::string>());
      if (!object.contains("gid") && !from_tile_template) object["visible"] = false;
    }
  }
}

fs::path reference_path(const fs::path& path) {
  return path.parent_path() / (path.stem().string() + ".reference" + path.extension().string());
}

}  // namespace

std::string write_reference_map(const std::string& path, std::string& error) {
  const fs::path source(path);
  const fs::path out = reference_path(source);
  if (source.extension() == ".tmj" || source.extension() == ".json") {
    std::ifstream in(source);
    nlohmann::json doc = nlohmann::json::parse(in, nullptr, false);
    if (doc.is_discarded() || !doc.contains("layers")) {
      error = "cannot read JSON map " + path;
      return "";
    }
    hide_shapes(doc["layers"], source.parent_path());
    std::ofstream(out) << doc.dump(1);
    return out.string();
  }
  tinyxml2::XMLDocument doc;
  if (doc.LoadFile(path.c_str()) != tinyxml2::XML_SUCCESS || !doc.FirstChildElement("map")) {
    error = "cannot read TMX map " + path;
    return "";
  }
  tinyxml2::XMLElement* map = doc.FirstChildElement("map");
  hide_shapes(map, map, source.parent_path());
  if (doc.SaveFile(out.string().c_str()) != tinyxml2::XML_SUCCESS) {
    error = "cannot write " + out.string();
    return "";
  }
  return out.string();
}

}  // namespace hp::test
