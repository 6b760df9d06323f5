// TxReader: a .tx template file (<template> with an optional <tileset> and one <object>) ->
// ObjectTemplate.
#pragma once

#include <optional>
#include <string_view>

#include "engine/tiled/read/object_template.h"
#include "engine/tiled/read/read_context.h"

namespace hp::tiled {

// Reads contents, read from context.path(). Its tileset and any template its object uses are
// read through context's session. Returns nullopt after reporting what is wrong.
std::optional<ObjectTemplate> read_tx_file(std::string_view contents, const ReadContext& context);

}  // namespace hp::tiled
