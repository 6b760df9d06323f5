// Diagnostic: a problem in content (a map, a tileset, music) reported as "path:line: error: ...".
#pragma once

#include <string>
#include <vector>

namespace hp {

// kNote: something check mentions that is not wrong (a property the game does not read, kept and
// ignored); only `check` prints notes, and `check --strict` makes them errors.
enum class Severity { kWarning, kError, kNote };

// One problem found in a content file. line is 0 when the problem has no line (e.g. a missing
// file); the text then reads "path: error: message".
struct Diagnostic {
  std::string path;
  int line = 0;
  Severity severity = Severity::kError;
  std::string message;  // what is wrong and, where possible, how to fix it

  // "path:line: error: message", the form editors and Tiled's Issues panel understand.
  std::string to_string() const;
};

// Collects diagnostics while a file is read, so a checker can report all problems at once.
class Diagnostics {
 public:
  void error(std::string path, int line, std::string message);
  void warning(std::string path, int line, std::string message);
  void note(std::string path, int line, std::string message);
  void add(Diagnostic d) { items_.push_back(std::move(d)); }

  // Every note becomes an error (`check --strict`), its message ending with why.
  void make_notes_errors();

  bool has_errors() const;
  const std::vector<Diagnostic>& items() const { return items_; }
  bool empty() const { return items_.empty(); }
  // The first error, or nullptr when there is none.
  const Diagnostic* first_error() const;

 private:
  std::vector<Diagnostic> items_;
};

}  // namespace hp
