// TmxReader: a parsed .tmx document's <map> element -> Map (attributes, tilesets, layers).
#pragma once

#include "engine/tiled/map_model.h"
#include "engine/tiled/read/read_context.h"

namespace tinyxml2 {
class XMLDocument;
}

namespace hp::tiled {

// Reads the map in document into map (whose path the caller set). Non-orthogonal maps are
// refused. Every problem is reported through context, and reading goes on past those that
// leave the rest readable; returns false when reading had to stop early.
bool read_tmx(const tinyxml2::XMLDocument& document, const ReadContext& context, Map& map);

}  // namespace hp::tiled
