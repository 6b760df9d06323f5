// XmlFile: parsing a .tmx, .tsx or .tx file's text into a tinyxml2 document, wording its errors.
#pragma once

#include <string>
#include <string_view>

#include "engine/core/diagnostic.h"

namespace tinyxml2 {
class XMLDocument;
}

namespace hp::tiled {

// Parses contents (read from path) into document. On a syntax error or an empty file reports
// "path:line: error: malformed XML (...)" and returns false.
bool parse_xml(std::string_view contents, const std::string& path, tinyxml2::XMLDocument& document,
               Diagnostics& diagnostics);

}  // namespace hp::tiled
