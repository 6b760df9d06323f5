// XmlFile: loading a .tmx or .tsx file into a tinyxml2 document, with size and syntax checks.
#pragma once

#include <string>

#include "engine/core/diagnostic.h"

namespace tinyxml2 {
class XMLDocument;
}

namespace hp::tiled {

enum class XmlLoadStatus {
  kOk,
  kCannotOpen,  // missing, a directory, unreadable or too large: the caller reports it, since it
                // knows who referred to the file
  kMalformed,   // already reported as "path:line: error: malformed XML ..."
};

struct XmlLoadResult {
  XmlLoadStatus status = XmlLoadStatus::kOk;
  std::string reason;  // why the file cannot be opened ("no such file", "is a directory", ...)
};

// Loads path into document (whose whitespace handling the caller chose).
XmlLoadResult load_xml_file(const std::string& path, tinyxml2::XMLDocument& document,
                            Diagnostics& diagnostics);

}  // namespace hp::tiled
