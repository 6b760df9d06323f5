// FileFormat: whether a Tiled file is XML (.tmx, .tsx, .tx) or JSON (.tmj, .tsj, .tj, .json).
#pragma once

#include <string>
#include <string_view>

namespace hp::tiled {

enum class FileFormat { kXml, kJson };

// The format of the file at path holding contents: from the extension when it is one Tiled
// uses, else from the first character ('{' is JSON). Either file kind can name the other: a
// .tmx map may use a .tsj tileset.
FileFormat detect_format(const std::string& path, std::string_view contents);

}  // namespace hp::tiled
