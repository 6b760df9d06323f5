// JsonTemplateReader: a .tj template file ({"type": "template", "tileset": ..., "object": ...})
// -> ObjectTemplate, the same as from a .tx.
#pragma once

#include <optional>
#include <string_view>

#include "engine/tiled/read/object_template.h"
#include "engine/tiled/read/read_context.h"

namespace hp::tiled {

// Reads contents, read from context.path(). Its tileset and any template its object uses are
// read through context's session. Returns nullopt after reporting what is wrong.
std::optional<ObjectTemplate> read_json_template_file(std::string_view contents,
                                                      const ReadContext& context);

}  // namespace hp::tiled
