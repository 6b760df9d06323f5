// Writes the Tiled files that describe the game's classes, from the property table, so the
// editor offers exactly the fields the game reads (maps/heartpath.tiled-project and
// maps/objecttypes.xml; tools/tiled/make_tiled_files regenerates them, a test compares).
#pragma once

#include <string>

#include <nlohmann/json.hpp>

namespace hp::app {

// The project: its custom types (a class per object class, used as object classes by Tiled
// 1.9+), the "Play in Heartpath" command, the extensions folder and, for Tiled 1.8, the object
// types file.
nlohmann::json tiled_project_json();

// Tiled 1.8's object types file: each class with its properties and defaults.
std::string object_types_xml();

// The Markdown tables of every class's and owner's properties, for docs/level-design.md.
std::string property_tables_markdown();

// The colour Tiled draws a class's objects in, "#rrggbb".
std::string class_color(std::string_view object_class);

}  // namespace hp::app
