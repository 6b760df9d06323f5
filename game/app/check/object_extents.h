// Where each object of a map file is written, found in its text: a problem on any line of an
// object names it, even when the loader refused the object (a property value of the wrong
// type) and left it out of the model.
#pragma once

#include <string_view>
#include <vector>

namespace hp::app {

// One object's text: its id and its first and last lines (1-based).
struct ObjectSpan {
  int id = 0;
  int first_line = 0;
  int last_line = 0;

  bool operator==(const ObjectSpan&) const = default;
};

// The objects of a map's layers in its text, in file order: TMX <object> elements (through their
// </object>), or the elements of JSON "objects" arrays (through their closing brace). Objects of
// tilesets written into the map (tiles' collision shapes) are not the map's and are left out, as
// are objects without a whole-number id.
std::vector<ObjectSpan> object_spans(std::string_view text, bool json);

}  // namespace hp::app
