// Diagnostic formatting and collection.
#include "engine/core/diagnostic.h"

namespace hp {

std::string Diagnostic::to_string() const {
  std::string text = path;
  if (line > 0) text += ":" + std::to_string(line);
  switch (severity) {
    case Severity::kError:
      text += ": error: ";
      break;
    case Severity::kWarning:
      text += ": warning: ";
      break;
    case Severity::kNote:
      text += ": note: ";
      break;
  }
  text += message;
  return text;
}

void Diagnostics::error(std::string path, int line, std::string message) {
  items_.push_back({std::move(path), line, Severity::kError, std::move(message)});
}

void Diagnostics::warning(std::string path, int line, std::string message) {
  items_.push_back({std::move(path), line, Severity::kWarning, std::move(message)});
}

void Diagnostics::note(std::string path, int line, std::string message) {
  items_.push_back({std::move(path), line, Severity::kNote, std::move(message)});
}

void Diagnostics::make_notes_errors() {
  for (Diagnostic& d : items_) {
    if (d.severity != Severity::kNote) continue;
    d.severity = Severity::kError;
    d.message += " (an error under --strict)";
  }
}

bool Diagnostics::has_errors() const {
  return first_error() != nullptr;
}

const Diagnostic* Diagnostics::first_error() const {
  for (const Diagnostic& d : items_) {
    if (d.severity == Severity::kError) return &d;
  }
  return nullptr;
}

}  // namespace hp
