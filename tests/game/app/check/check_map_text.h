// Small TMX maps written by check tests, and the line a piece of their text is on.
#pragma once

#include <string>
#include <vector>

namespace hp::test {

// A 10x8 map of 32 px tiles (320x256 px) with optional map <properties> lines and one object
// layer holding `objects` (TMX <object> elements, any number of lines).
std::string check_map_text(const std::string& objects, const std::string& properties = "");

// The 1-based line of the first occurrence of needle in text (0 when absent).
int line_of(const std::string& text, const std::string& needle);

// Writes text to dir/name and returns the path.
std::string write_map(const std::string& dir, const std::string& name, const std::string& text);

// Every diagnostic `heartpath check` finds in path, as "path:line: error: message" lines.
std::vector<std::string> check_messages(const std::string& path);

// A point unit object: <object id=.. name=.. type=.. x y> with properties (<property> lines).
std::string point_object(int id, const std::string& name, const std::string& type, double x,
                         double y, const std::string& properties = "");

// A rectangle Wall object.
std::string wall_object(int id, double x, double y, double w, double h);

}  // namespace hp::test
