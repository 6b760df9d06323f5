// ReadContext: the Tiled file being read, where its problems are reported, and its relative paths.
#pragma once

#include <string>
#include <string_view>

#include "engine/core/diagnostic.h"

#include "engine/tiled/read/source_lines.h"

namespace pugi {
class xml_node;
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

  // This context for an XML file parsed from text whose lines are lines: its nodes' lines can
  // then be named. lines must outlive the copy.
  ReadContext with_lines(const SourceLines& lines) const {
    ReadContext copy(*this);
    copy.lines_ = &lines;
    return copy;
  }

  // The source line of an XML node of this file (0 for a null node or without lines).
  int line_of(const pugi::xml_node& node) const;

  // Reports an error at node's source line (line 0 when node is null).
  void error(const pugi::xml_node& node, std::string message) const;
  void error(int line, std::string message) const;
  void warning(const pugi::xml_node& node, std::string message) const;
  void warning(int line, std::string message) const;

  // A path written in this file, joined to this file's directory and normalised lexically
  // ("maps/../art/a.png" -> "art/a.png"). Absolute paths stay as they are.
  std::string resolve(std::string_view relative) const;

 private:
  std::string path_;
  Diagnostics& diagnostics_;
  LoadSession* session_ = nullptr;
  const SourceLines* lines_ = nullptr;  // set for an XML file (see with_lines)
};

// The number of errors (not warnings) in diagnostics.
std::size_t error_count(const Diagnostics& diagnostics);

}  // namespace hp::tiled
