// XML parsing: tinyxml2 reads the text; its syntax errors are reworded with a line and a fix.
#include "engine/tiled/tmx/xml_file.h"

#include <tinyxml2.h>

namespace hp::tiled {
namespace {

// tinyxml2's ErrorStr() reads "Error=XML_ERROR_X ErrorID=n (0xn) Line number=n: detail"; keep
// the name and the detail.
std::string describe_syntax_error(const tinyxml2::XMLDocument& document) {
  std::string text = document.ErrorStr() ? document.ErrorStr() : "";
  const std::string marker = "Line number=";
  std::string detail;
  const std::size_t at = text.find(marker);
  if (at != std::string::npos) {
    const std::size_t colon = text.find(": ", at);
    if (colon != std::string::npos) detail = text.substr(colon + 2);
  }
  std::string message = "malformed XML (";
  message += document.ErrorName();
  if (!detail.empty()) message += ": " + detail;
  message += "); fix the file in a text editor or re-save it from Tiled";
  return message;
}

}  // namespace

bool parse_xml(std::string_view contents, const std::string& path, tinyxml2::XMLDocument& document,
               Diagnostics& diagnostics) {
  const tinyxml2::XMLError error = document.Parse(contents.data(), contents.size());
  switch (error) {
    case tinyxml2::XML_SUCCESS:
      return true;
    case tinyxml2::XML_ERROR_EMPTY_DOCUMENT:
      diagnostics.error(path, 0, "the file is empty; re-save it from Tiled");
      return false;
    default:
      diagnostics.error(path, document.ErrorLineNum(), describe_syntax_error(document));
      return false;
  }
}

}  // namespace hp::tiled
