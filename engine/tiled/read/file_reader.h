// FileReader: reading a whole Tiled file into memory, refusing what cannot be a Tiled file.
#pragma once

#include <cstdint>
#include <string>

namespace hp::tiled {

// Reads path into contents. Returns an empty string on success, else why the file cannot be read
// ("no such file", "it is a directory", "it is N bytes, more than ..."): the caller reports it,
// since it knows who referred to the file.
std::string read_file(const std::string& path, std::string& contents);

// Why contents of that many bytes is too large for a Tiled file, or an empty string.
std::string check_file_size(std::uintmax_t bytes);

}  // namespace hp::tiled
