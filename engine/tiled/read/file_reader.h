// FileReader: reading a whole Tiled file into memory, refusing what cannot be a Tiled file.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

namespace hp::tiled {

// A whole file's bytes, not zeroed before they are read: a large map is tens of megabytes, and
// clearing them first (as std::string::resize does) costs a tenth of decoding them.
struct FileBytes {
  std::unique_ptr<char[]> data;
  std::size_t size = 0;

  std::string_view text() const { return {data.get(), size}; }
};

// Reads path into bytes. Returns an empty string on success, else why the file cannot be read
// ("no such file", "it is a directory", "it is N bytes, more than ..."): the caller reports it,
// since it knows who referred to the file.
std::string read_file(const std::string& path, FileBytes& bytes);

// Why contents of that many bytes is too large for a Tiled file, or an empty string.
std::string check_file_size(std::uintmax_t bytes);

}  // namespace hp::tiled
