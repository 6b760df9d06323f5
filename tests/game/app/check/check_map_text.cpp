// Check-test maps: text built here so each test can compute the lines it expects.
#include "tests/game/app/check/check_map_text.h"

#include <fstream>

#include "game/app/check/map_check.h"

namespace hp::test {

std::string check_map_text(const std::string& objects, const std::string& properties) {
  std::string text =
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      "<map version=\"1.8\" orientation=\"orthogonal\" renderorder=\"right-down\" width=\"10\" "
      "height=\"8\" tilewidth=\"32\" tileheight=\"32\" infinite=\"0\" nextlayerid=\"2\" "
      "nextobjectid=\"20\">\n";
  if (!properties.empty()) text += " <properties>\n" + properties + " </properties>\n";
  return text + " <objectgroup id=\"1\" name=\"units\">\n" + objects + " </objectgroup>\n</map>\n";
}

int line_of(const std::string& text, const std::string& needle) {
  const std::size_t at = text.find(needle);
  if (at == std::string::npos) return 0;
  int line = 1;
  for (std::size_t i = 0; i < at; ++i) line += text[i] == '\n';
  return line;
}

std::string write_map(const std::string& dir, const std::string& name, const std::string& text) {
  const std::string path = dir + "/" + name;
  std::ofstream(path) << text;
  return path;
}

std::vector<std::string> check_messages(const std::string& path) {
  std::vector<std::string> lines;
  const app::MapCheck check = app::check_map(path);  // kept: items() refers into it
  for (const Diagnostic& d : check.diagnostics.items()) {
    lines.push_back(d.to_string());
  }
  return lines;
}

std::string point_object(int id, const std::string& name, const std::string& type, double x,
                         double y, const std::string& properties) {
  std::string text = "  <object id=\"" + std::to_string(id) + "\" name=\"" + name + "\"";
  if (!type.empty()) text += " type=\"" + type + "\"";
  text += " x=\"" + std::to_string(x) + "\" y=\"" + std::to_string(y) + "\">\n";
  if (!properties.empty()) text += "   <properties>\n" + properties + "   </properties>\n";
  return text + "   <point/>\n  </object>\n";
}

std::string wall_object(int id, double x, double y, double w, double h) {
  return "  <object id=\"" + std::to_string(id) + "\" type=\"Wall\" x=\"" + std::to_string(x) +
         "\" y=\"" + std::to_string(y) + "\" width=\"" + std::to_string(w) + "\" height=\"" +
         std::to_string(h) + "\"/>\n";
}

}  // namespace hp::test
