// ReadContext: the Tiled file being read, where its problems are reported, and its relative paths.
#pragma once

#include <string>
#include <string_view>

#include "engine/core/diagnostic.h"

namespace tinyxml2 {
class XMLElement;
}

namespace hp::tiled {

class LoadSession;

// Passed to every reader of one Tiled file (a map, tileset or template, XML or JSON): reports
// "path:line: error: ..." and resolves paths written relative to that file.
class ReadContext {
 public:
  // session: the load this file is part of, which reads the tilesets and templates it names;
  // null when the file is read alone (then it may not name other files).
  ReadContext(std::string path, Diagnostics& diagnostics, LoadSession* session = nullptr)
      : path_(std::move(path)), diagnostics_(diagnostics), session_(session) {}

  const std::string& path() const { return path_; }
  Diagnostics& diagnostics() const { return diagnostics_; }
  LoadSession* session() const { return session_; }

  // Reports an error at element's source line (line 0 when element is null).
  void error(const tinyxml2::XMLElement* element, std::string message) const;
  void error(int line, std::string message) const;
  void warning(const tinyxml2::XMLElement* element, std::string message) const;
  void warning(int line, std::string message) const;

  // A path written in this file, joined to this file's directory and normalised lexically
  // ("maps/../art/a.png" -> "art/a.png"). Absolute paths stay as they are.
  std::string resolve(std::string_view relative) const;

 private:
  std::string path_;
  Diagnostics& diagnostics_;
  LoadSession* session_ = nullptr;
};

// The line of element, or 0 for null.
int line_of(const tinyxml2::XMLElement* element);

// The number of errors (not warnings) in diagnostics.
std::size_t error_count(const Diagnostics& diagnostics);

}  // namespace hp::tiled
