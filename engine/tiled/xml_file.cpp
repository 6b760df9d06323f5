// XML file loading: checks the file before tinyxml2 reads it, and words its syntax errors.
#include "engine/tiled/xml_file.h"

#include <tinyxml2.h>

#include <filesystem>
#include <system_error>

#include "engine/tiled/map_limits.h"

namespace hp::tiled {
namespace {

XmlLoadResult cannot_open(std::string reason) {
  return {XmlLoadStatus::kCannotOpen, std::move(reason)};
}

// Why path cannot be read as a file, or an empty string when it looks readable.
std::string check_file(const std::string& path) {
  namespace fs = std::filesystem;
  std::error_code ec;
  const fs::file_status status = fs::status(path, ec);
  if (ec || !fs::exists(status)) return "no such file";
  if (fs::is_directory(status)) return "it is a directory";
  const std::uintmax_t size = fs::file_size(path, ec);
  if (ec) return "cannot read its size";
  if (size > kMaxFileBytes) {
    return "it is " + std::to_string(size) + " bytes, more than the " +
           std::to_string(kMaxFileBytes) + " bytes a Tiled file may have";
  }
  return {};
}

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

XmlLoadResult load_xml_file(const std::string& path, tinyxml2::XMLDocument& document,
                            Diagnostics& diagnostics) {
  std::string problem = check_file(path);
  if (!problem.empty()) return cannot_open(std::move(problem));
  const tinyxml2::XMLError error = document.LoadFile(path.c_str());
  switch (error) {
    case tinyxml2::XML_SUCCESS:
      return {};
    case tinyxml2::XML_ERROR_FILE_NOT_FOUND:
    case tinyxml2::XML_ERROR_FILE_COULD_NOT_BE_OPENED:
      return cannot_open("cannot open it for reading");
    case tinyxml2::XML_ERROR_FILE_READ_ERROR:
      return cannot_open("cannot read it");
    case tinyxml2::XML_ERROR_EMPTY_DOCUMENT:
      diagnostics.error(path, 0, "the file is empty; re-save it from Tiled");
      return {XmlLoadStatus::kMalformed, {}};
    default:
      diagnostics.error(path, document.ErrorLineNum(), describe_syntax_error(document));
      return {XmlLoadStatus::kMalformed, {}};
  }
}

}  // namespace hp::tiled
