// LoadSession: what one load shares across the files it reads: the tilesets and templates
// already read (each file is read once) and the chain of templates being read, so a reference
// loop ends with an error instead of recursing.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/diagnostic.h"
#include "engine/tiled/map_model.h"
#include "engine/tiled/read/object_template.h"
#include "engine/tiled/read/read_context.h"

namespace hp::tiled {

class LoadSession {
 public:
  explicit LoadSession(Diagnostics& diagnostics) : diagnostics_(diagnostics) {}
  LoadSession(const LoadSession&) = delete;
  LoadSession& operator=(const LoadSession&) = delete;

  Diagnostics& diagnostics() const { return diagnostics_; }

  // The tileset in the file that referrer names as source (.tsx or .tsj, at line), read once per
  // load with first_gid 1. nullptr when it cannot be used: the problem was reported, against
  // referrer when the file cannot be opened, else against the tileset file.
  const Tileset* tileset(std::string_view source, const ReadContext& referrer, int line);

  // The template in the file that referrer names as source (.tx or .tj, at line), read once per
  // load. nullptr when it cannot be used (reported like tileset()), including a template that
  // uses itself through other templates, or templates nested past kMaxTemplateDepth.
  const ObjectTemplate* object_template(std::string_view source, const ReadContext& referrer,
                                        int line);

 private:
  std::optional<Tileset> read_tileset(const std::string& path, std::string_view source,
                                      const ReadContext& referrer, int line);
  std::optional<ObjectTemplate> read_template(const std::string& path, std::string_view source,
                                              const ReadContext& referrer, int line);
  bool check_chain(const std::string& path, const ReadContext& referrer, int line) const;

  Diagnostics& diagnostics_;
  // std::map: the values stay where they are as others are added.
  std::map<std::string, std::optional<Tileset>> tilesets_;
  std::map<std::string, std::optional<ObjectTemplate>> templates_;
  std::vector<std::string> template_chain_;  // templates being read, outermost first
};

}  // namespace hp::tiled
