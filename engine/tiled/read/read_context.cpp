// ReadContext: error reporting with source lines and path resolution for one Tiled file.
#include "engine/tiled/read/read_context.h"

#include <tinyxml2.h>

#include <filesystem>

namespace hp::tiled {

int line_of(const tinyxml2::XMLElement* element) {
  return element ? element->GetLineNum() : 0;
}

void ReadContext::error(const tinyxml2::XMLElement* element, std::string message) const {
  error(line_of(element), std::move(message));
}

void ReadContext::error(int line, std::string message) const {
  diagnostics_.error(path_, line, std::move(message));
}

void ReadContext::warning(const tinyxml2::XMLElement* element, std::string message) const {
  warning(line_of(element), std::move(message));
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
