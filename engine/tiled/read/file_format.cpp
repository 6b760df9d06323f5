// Format detection: the extension first, since it is what Tiled chose; the content as fallback.
#include "engine/tiled/read/file_format.h"

#include <algorithm>
#include <cctype>
#include <filesystem>

namespace hp::tiled {
namespace {

std::string lower_extension(const std::string& path) {
  std::string extension = std::filesystem::path(path).extension().string();
  std::transform(extension.begin(), extension.end(), extension.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return extension;
}

}  // namespace

FileFormat detect_format(const std::string& path, std::string_view contents) {
  const std::string extension = lower_extension(path);
  if (extension == ".tmx" || extension == ".tsx" || extension == ".tx" || extension == ".xml") {
    return FileFormat::kXml;
  }
  if (extension == ".tmj" || extension == ".tsj" || extension == ".tj" || extension == ".json") {
    return FileFormat::kJson;
  }
  if (contents.starts_with("\xef\xbb\xbf")) contents.remove_prefix(3);  // UTF-8 byte order mark
  const std::size_t first = contents.find_first_not_of(" \t\r\n");
  const bool json = first != std::string_view::npos && contents[first] == '{';
  return json ? FileFormat::kJson : FileFormat::kXml;
}

}  // namespace hp::tiled
