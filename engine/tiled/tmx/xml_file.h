// XmlFile: a .tmx, .tsx or .tx file's text parsed by pugixml, with its lines and its tile data
// texts kept apart from the parser.
#pragma once

#include <pugixml.hpp>

#include <string>
#include <string_view>

#include "engine/core/diagnostic.h"
#include "engine/tiled/read/source_lines.h"
#include "engine/tiled/tmx/data_text_scan.h"

namespace hp::tiled {

// One parsed XML file. The tile data text of plain <data> elements is taken out before parsing
// (see strip_data_texts) and read back with data_text. Not copyable: nodes point into it.
class XmlFile {
 public:
  XmlFile() = default;
  XmlFile(const XmlFile&) = delete;
  XmlFile& operator=(const XmlFile&) = delete;

  // Parses contents (read from path), which must outlive this file. On a syntax error reports
  // "path:line: error: malformed XML (...)", on an empty file "path: error: the file is
  // empty...", and returns false.
  bool parse(std::string_view contents, const std::string& path, Diagnostics& diagnostics);

  // The document's first element (null when it has none).
  pugi::xml_node root() const { return document_.document_element(); }
  // The lines of the parsed text, which are the file's lines.
  const SourceLines& lines() const { return lines_; }
  // The text of element (a <data> or <chunk>): as written in the file when the pre-scan took it,
  // else as the parser decoded it; empty when there is none.
  std::string_view data_text(const pugi::xml_node& element) const;

 private:
  DataTextScan scan_;  // the parse buffer (pugixml parses it in place) and the texts taken
  SourceLines lines_;
  pugi::xml_document document_;
};

}  // namespace hp::tiled
