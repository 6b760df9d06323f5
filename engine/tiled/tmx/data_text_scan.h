// DataTextScan: finds the tile data text of a .tmx file's <data> elements before the XML parser
// runs, so that the parser never walks megabytes of CSV or base64.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace hp::tiled {

// One <data> element whose text was taken out of the parse buffer.
struct StrippedDataText {
  std::size_t name_offset = 0;  // offset of "data" (just after '<') in the parse buffer
  std::string_view text;        // the original text, between the start and the end tag
};

// A .tmx file's text ready for the XML parser, and the tile data texts taken out of it.
struct DataTextScan {
  // The file's text with each stripped <data> element's text replaced by its newlines alone, so
  // that a line counted in this buffer is the line of the file.
  std::string buffer;
  // In file order (so sorted by name_offset). Views into the contents that were scanned.
  std::vector<StrippedDataText> texts;
};

// Scans contents for <data ...> start tags outside comments, CDATA sections, processing
// instructions, the DOCTYPE and quoted attribute values, and strips the text of those whose
// text is followed directly by </data> and holds no '&' (an entity to decode). Text holding a
// comment, a CDATA section or child elements (<tile>, <chunk>) stays for the parser, and so does
// everything after a construct left unterminated: the parser then reports the file as malformed.
DataTextScan strip_data_texts(std::string_view contents);

}  // namespace hp::tiled
