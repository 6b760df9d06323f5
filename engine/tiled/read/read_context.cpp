// ReadContext: error reporting with source lines and path resolution for one Tiled file.
#include "engine/tiled/read/read_context.h"

#include <pugixml.hpp>

#include <filesystem>

namespace hp::tiled {

int ReadContext::line_of(const pugi::xml_node& node) const {
  // pugixml gives the offset of an element's name, which is on the line of its '<'.
  return node && lines_ ? lines_->line_at(node.offset_debug()) : 0;
}

void ReadContext::error(const pugi::xml_node& node, std::string message) const {
  error(line_of(node), std::move(message));
}

void ReadContext::error(int line, std::string message) const {
  diagnostics_.error(path_, line, std::move(message));
}

void ReadContext::warning(const pugi::xml_node& node, std::string message) const {
  warning(line_of(node), std::move(message));
}

void ReadContext::warning(int line, std::string message) const {
  diagnostics_.warning(path_, line, std::move(message));
}

std::string ReadContext::resolve(std::string_view relative) const {
  namespace fs = std::filesystem;
  const fs::path joined = fs::path(path_).parent_path() / fs::path(relative);
  return joined.lexically_normal().generic_string();
}

std::size_t error_count(const Diagnostics& diagnostics) {
  std::size_t count = 0;
  for (const Diagnostic& d : diagnostics.items()) {
    if (d.severity == Severity::kError) ++count;
  }
  return count;
}

}  // namespace hp::tiled
