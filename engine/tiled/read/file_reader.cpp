// File reading: the checks that make a bad path a clear message instead of a failed read.
#include "engine/tiled/read/file_reader.h"

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <system_error>

#include "engine/tiled/read/map_limits.h"

namespace hp::tiled {

std::string check_file_size(std::uintmax_t bytes) {
  if (bytes <= kMaxFileBytes) return {};
  return "it is " + std::to_string(bytes) + " bytes, more than the " +
         std::to_string(kMaxFileBytes) + " bytes a Tiled file may have";
}

namespace {

// Why path cannot be read as a Tiled file, or an empty string; sets size when it can.
std::string check_path(const std::string& path, std::uintmax_t& size) {
  namespace fs = std::filesystem;
  std::error_code ec;
  const fs::file_status status = fs::status(path, ec);
  if (ec || !fs::exists(status)) return "no such file";
  if (fs::is_directory(status)) return "it is a directory";
  size = fs::file_size(path, ec);
  if (ec) return "cannot read its size";
  return check_file_size(size);
}

}  // namespace

std::string read_file(const std::string& path, FileBytes& bytes) {
  std::uintmax_t size = 0;
  std::string problem = check_path(path, size);
  if (!problem.empty()) return problem;
  std::ifstream in(path, std::ios::binary);
  if (!in) return "cannot open it for reading";
  bytes.data.reset(new char[static_cast<std::size_t>(size)]);  // uninitialised on purpose
  in.read(bytes.data.get(), static_cast<std::streamsize>(size));
  // A file that shrank while being read is cut to what arrived, and parses (or fails) as such.
  bytes.size = static_cast<std::size_t>(in.gcount());
  if (in.bad()) return "cannot read it";
  return {};
}

}  // namespace hp::tiled
