// Load sessions: caching referenced files by resolved path, and stopping template loops.
#include "engine/tiled/load_session.h"

#include "engine/tiled/json/json_template_reader.h"
#include "engine/tiled/json/json_tileset_reader.h"
#include "engine/tiled/read/file_format.h"
#include "engine/tiled/read/file_reader.h"
#include "engine/tiled/read/map_limits.h"
#include "engine/tiled/tmx/tileset_reader.h"
#include "engine/tiled/tmx/tx_reader.h"

namespace hp::tiled {
namespace {

// Reads path for a reference from referrer; reports a file that cannot be read against the
// referring line, naming the path tried.
bool read_referenced(const std::string& path, std::string_view source, const char* what,
                     const char* fix, const ReadContext& referrer, int line, FileBytes& contents) {
  const std::string problem = read_file(path, contents);
  if (problem.empty()) return true;
  referrer.error(line, std::string("cannot open ") + what + " \"" + std::string(source) +
                           "\" (tried " + path + "): " + problem + "; " + fix);
  return false;
}

std::string chain_text(const std::vector<std::string>& chain, const std::string& last) {
  std::string text;
  for (const std::string& path : chain) text += path + " -> ";
  return text + last;
}

}  // namespace

const Tileset* LoadSession::tileset(std::string_view source, const ReadContext& referrer,
                                    int line) {
  const std::string path = referrer.resolve(source);
  auto found = tilesets_.find(path);
  if (found == tilesets_.end()) {
    found = tilesets_.emplace(path, read_tileset(path, source, referrer, line)).first;
  }
  return found->second ? &*found->second : nullptr;
}

std::optional<Tileset> LoadSession::read_tileset(const std::string& path, std::string_view source,
                                                 const ReadContext& referrer, int line) {
  FileBytes bytes;
  if (!read_referenced(path, source, "tileset",
                       "fix the tileset path in the map or restore the file", referrer, line,
                       bytes)) {
    return std::nullopt;
  }
  const std::string_view contents = bytes.text();
  // Tilesets name no other Tiled files, so no session is passed on: nothing can loop.
  const ReadContext context(path, diagnostics_);
  if (detect_format(path, contents) == FileFormat::kJson) {
    return read_json_tileset_file(contents, context);
  }
  return read_tileset_file(contents, context);
}

const ObjectTemplate* LoadSession::object_template(std::string_view source,
                                                   const ReadContext& referrer, int line) {
  const std::string path = referrer.resolve(source);
  if (auto found = templates_.find(path); found != templates_.end()) {
    return found->second ? &*found->second : nullptr;
  }
  if (!check_chain(path, referrer, line)) return nullptr;
  template_chain_.push_back(path);
  std::optional<ObjectTemplate> read = read_template(path, source, referrer, line);
  template_chain_.pop_back();
  const auto stored = templates_.emplace(path, std::move(read)).first;
  return stored->second ? &*stored->second : nullptr;
}

bool LoadSession::check_chain(const std::string& path, const ReadContext& referrer,
                              int line) const {
  for (const std::string& open : template_chain_) {
    if (open != path) continue;
    referrer.error(line, "template \"" + path + "\" uses itself (" +
                             chain_text(template_chain_, path) +
                             "); detach the template instance in one of these files in Tiled");
    return false;
  }
  if (template_chain_.size() < static_cast<std::size_t>(kMaxTemplateDepth)) return true;
  referrer.error(line, "templates are nested more than " + std::to_string(kMaxTemplateDepth) +
                           " deep (" + chain_text(template_chain_, path) +
                           "); detach some of the template instances in Tiled");
  return false;
}

std::optional<ObjectTemplate> LoadSession::read_template(const std::string& path,
                                                         std::string_view source,
                                                         const ReadContext& referrer, int line) {
  FileBytes bytes;
  if (!read_referenced(path, source, "template",
                       "fix the object's template path in Tiled or restore the file", referrer,
                       line, bytes)) {
    return std::nullopt;
  }
  const std::string_view contents = bytes.text();
  const ReadContext context(path, diagnostics_, this);
  const std::size_t errors_before = error_count(diagnostics_);
  std::optional<ObjectTemplate> tmpl = detect_format(path, contents) == FileFormat::kJson
                                           ? read_json_template_file(contents, context)
                                           : read_tx_file(contents, context);
  // A template with a problem is not used: its instances would repeat the problem's effects.
  if (error_count(diagnostics_) != errors_before) return std::nullopt;
  return tmpl;
}

}  // namespace hp::tiled
