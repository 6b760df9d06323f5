// WorkDir implementation.
#include "work_dir.h"

#include <sys/wait.h>
#include <unistd.h>
#include <zlib.h>

#include <array>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>

namespace hp::test {
namespace {

namespace fs = std::filesystem;

bool gunzip(const fs::path& from, const fs::path& to) {
  gzFile in = gzopen(from.string().c_str(), "rb");
  if (!in) return false;
  std::ofstream out(to, std::ios::binary);
  std::array<char, 1 << 16> buffer;
  int got = 0;
  while ((got = gzread(in, buffer.data(), static_cast<unsigned>(buffer.size()))) > 0) {
    out.write(buffer.data(), got);
  }
  gzclose(in);
  return got == 0 && out.good();
}

}  // namespace

std::string make_work_dir(const std::string& name) {
  const fs::path dir =
      fs::temp_directory_path() / ("heartpath-render-" + name + "-" + std::to_string(::getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir);
  return dir.string();
}

bool copy_unpacked(const std::string& from, const std::string& to, std::string& error) {
  std::error_code ec;
  fs::create_directories(to, ec);
  fs::copy(from, to, fs::copy_options::recursive | fs::copy_options::overwrite_existing, ec);
  if (ec) {
    error = "cannot copy " + from + " to " + to + ": " + ec.message();
    return false;
  }
  for (const fs::directory_entry& entry : fs::recursive_directory_iterator(to)) {
    if (!entry.is_regular_file() || entry.path().extension() != ".gz") continue;
    fs::path unpacked = entry.path();
    unpacked.replace_extension();
    if (!gunzip(entry.path(), unpacked)) {
      error = "cannot unpack " + entry.path().string();
      return false;
    }
  }
  return true;
}

CommandResult run_command(const std::string& command) {
  CommandResult result;
  FILE* pipe = ::popen((command + " 2>&1").c_str(), "r");
  if (!pipe) return result;
  std::array<char, 4096> buffer;
  std::size_t got = 0;
  while ((got = std::fread(buffer.data(), 1, buffer.size(), pipe)) > 0) {
    result.output.append(buffer.data(), got);
  }
  const int status = ::pclose(pipe);
  result.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return result;
}

bool on_path(const std::string& program) {
  return run_command("command -v " + shell_quote(program) + " >/dev/null").status == 0;
}

std::string shell_quote(const std::string& text) {
  std::string out = "'";
  for (char c : text) {
    if (c == '\'') {
      out += "'\\''";
    } else {
      out += c;
    }
  }
  return out + "'";
}

}  // namespace hp::test
