// Tiled project writer: one class per object class, members from the property table.
#include "game/app/check/tiled_project_writer.h"

#include "game/app/check/map_properties.h"

namespace hp::app {
namespace {

// A table default as the JSON value Tiled writes for that type.
nlohmann::json member_value(const PropertySpec& spec) {
  const std::string text(spec.tiled_default);
  if (spec.type == "int" || spec.type == "object") return text.empty() ? 0 : std::stoi(text);
  if (spec.type == "float") return text.empty() ? 0.0 : std::stod(text);
  if (spec.type == "bool") return text == "true";
  return text;
}

nlohmann::json members_of(PropertyOwner owner) {
  nlohmann::json members = nlohmann::json::array();
  for (const PropertySpec* spec : properties_of(owner)) {
    if (!spec->member) continue;
    members.push_back({{"name", spec->name}, {"type", spec->type}, {"value", member_value(*spec)}});
  }
  return members;
}

// The map's class (Tiled 1.9 and newer; Tiled 1.8 has no map classes and ignores it).
nlohmann::json map_class_type(int id) {
  return {{"color", "#ff000000"},
          {"drawFill", true},
          {"id", id},
          {"members", members_of(PropertyOwner::kMap)},
          {"name", kMapClass},
          {"type", "class"},
          {"useAs", {"map"}}};
}

nlohmann::json class_type(std::string_view object_class, int id) {
  nlohmann::json members = nlohmann::json::array();
  for (const PropertySpec* spec : properties_of(*owner_of_class(object_class))) {
    if (!spec->member) continue;
    members.push_back({{"name", spec->name}, {"type", spec->type}, {"value", member_value(*spec)}});
  }
  return {{"color", "#ff" + class_color(object_class).substr(1)},
          {"drawFill", true},
          {"id", id},
          {"members", members},
          {"name", object_class},
          {"type", "class"},
          {"useAs", {"object"}}};
}

// Saves the map, then plays it (tools/tiled/heartpath.sh finds the binary).
nlohmann::json play_command() {
  return {{"arguments", "%projectpath/../tools/tiled/heartpath.sh play %mapfile"},
          {"command", "sh"},
          {"enabled", true},
          {"name", "Play in Heartpath"},
          {"saveBeforeExecute", true},
          {"shortcut", "F5"},
          {"showOutput", true},
          {"workingDirectory", "%projectpath/.."}};
}

std::string xml_property(const PropertySpec& spec) {
  return "  <property name=\"" + std::string(spec.name) + "\" type=\"" + std::string(spec.type) +
         "\" default=\"" + std::string(spec.tiled_default) + "\"/>\n";
}

std::string markdown_table(PropertyOwner owner) {
  std::string text = "| " + std::string(owner_name(owner)) +
                     " property | type | default | meaning |\n|---|---|---|---|\n";
  for (const PropertySpec* spec : properties_of(owner)) {
    text += "| `" + std::string(spec->name) + "` | " + std::string(spec->type) + " | " +
            std::string(spec->game_default) + " | " + std::string(spec->meaning) + " |\n";
  }
  return text;
}

}  // namespace

std::string class_color(std::string_view object_class) {
  if (object_class == "Hero") return "#2a9d8f";
  if (object_class == "Enemy") return "#e76f51";
  if (object_class == "Patrol") return "#e9c46a";
  if (object_class == "Waypoint") return "#f4a261";
  return "#6c757d";  // Wall
}

nlohmann::json tiled_project_json() {
  nlohmann::json types = nlohmann::json::array();
  int id = 1;
  for (std::string_view object_class : object_classes())
    types.push_back(class_type(object_class, id++));
  types.push_back(map_class_type(id++));
  return {{"automappingRulesFile", ""},           {"commands", {play_command()}},
          {"extensionsPath", "extensions"},       {"folders", {"."}},
          {"objectTypesFile", "objecttypes.xml"}, {"propertyTypes", types}};
}

std::string object_types_xml() {
  std::string text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<objecttypes>\n";
  for (std::string_view object_class : object_classes()) {
    std::vector<const PropertySpec*> specs = properties_of(*owner_of_class(object_class));
    std::erase_if(specs, [](const PropertySpec* spec) { return !spec->member; });
    text += " <objecttype name=\"" + std::string(object_class) + "\" color=\"" +
            class_color(object_class) + "\"" + (specs.empty() ? "/>\n" : ">\n");
    if (specs.empty()) continue;
    for (const PropertySpec* spec : specs) text += xml_property(*spec);
    text += " </objecttype>\n";
  }
  return text + "</objecttypes>\n";
}

std::string property_tables_markdown() {
  std::string text;
  for (PropertyOwner owner :
       {PropertyOwner::kMap, PropertyOwner::kHero, PropertyOwner::kEnemy, PropertyOwner::kPatrol,
        PropertyOwner::kWaypoint, PropertyOwner::kWall, PropertyOwner::kGoal,
        PropertyOwner::kWaypointObjectLayer, PropertyOwner::kWaypointTileLayer,
        PropertyOwner::kTile}) {
    if (!text.empty()) text += "\n";
    text += markdown_table(owner);
  }
  return text + "\nAn `Area` object has no properties.\n";
}

}  // namespace hp::app
