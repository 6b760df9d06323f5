// XML parsing: the tile data texts are taken out, pugixml parses the rest in place, and its
// syntax errors are reworded with a line and a fix.
#include "engine/tiled/tmx/xml_file.h"

#include <algorithm>

namespace hp::tiled {
namespace {

// Entities (&amp; in names and values) and CDATA are decoded and line ends normalised to '\n',
// as Tiled's writer expects; comments, processing instructions and the DOCTYPE are skipped.
// Attribute whitespace is kept as written (no parse_wconv_attribute), as tinyxml2 kept it.
constexpr unsigned kParseOptions = pugi::parse_escapes | pugi::parse_eol | pugi::parse_cdata;

// Whether contents hold nothing but whitespace, after an optional UTF-8 byte order mark.
bool is_blank(std::string_view contents) {
  if (contents.substr(0, 3) == "\xEF\xBB\xBF") contents.remove_prefix(3);
  return contents.find_first_not_of(" \t\n\r\v\f") == std::string_view::npos;
}

std::string describe_syntax_error(const pugi::xml_parse_result& result) {
  return std::string("malformed XML (") + result.description() +
         "); fix the file in a text editor or re-save it from Tiled";
}

}  // namespace

bool XmlFile::parse(std::string_view contents, const std::string& path, Diagnostics& diagnostics) {
  if (is_blank(contents)) {
    diagnostics.error(path, 0, "the file is empty; re-save it from Tiled");
    return false;
  }
  scan_ = strip_data_texts(contents);
  // Counted before parsing: parsing in place writes over the newlines that end names.
  lines_ = SourceLines(scan_.buffer);
  const pugi::xml_parse_result result = document_.load_buffer_inplace(
      scan_.buffer.data(), scan_.buffer.size(), kParseOptions, pugi::encoding_utf8);
  if (result) return true;
  diagnostics.error(path, lines_.line_at(result.offset), describe_syntax_error(result));
  return false;
}

std::string_view XmlFile::data_text(const pugi::xml_node& element) const {
  const std::ptrdiff_t offset = element.offset_debug();
  const auto taken = std::lower_bound(scan_.texts.begin(), scan_.texts.end(), offset,
                                      [](const StrippedDataText& t, std::ptrdiff_t o) {
                                        return static_cast<std::ptrdiff_t>(t.name_offset) < o;
                                      });
  if (taken != scan_.texts.end() && static_cast<std::ptrdiff_t>(taken->name_offset) == offset) {
    return taken->text;
  }
  return element.child_value();
}

}  // namespace hp::tiled
