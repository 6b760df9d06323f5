// Where a message about an object's property points. A value a placed template gives its
// instance has its line in the template's file; messages name the map's file and the object's
// line there (what Tiled's Issues panel can select), and say which template set the value.
#pragma once

#include <string>

#include "engine/tiled/map_model.h"

namespace hp::tiled {

// The map file's line for a message about property of an object at owner_line: the property's
// own line when the map sets it, else the owner's.
inline int line_in_map(const Property& property, int owner_line) {
  return property.from_template.empty() && property.line > 0 ? property.line : owner_line;
}

// " (the value comes from its template T, line N)" for a value the object's template set, else
// empty: appended to such a message so the designer knows which file to fix.
inline std::string template_origin(const Property& property) {
  if (property.from_template.empty()) return "";
  return " (the value comes from its template " + property.from_template +
         (property.line > 0 ? ", line " + std::to_string(property.line) : "") + ")";
}

}  // namespace hp::tiled
