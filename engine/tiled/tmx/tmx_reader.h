// TmxReader: a parsed .tmx file's <map> element -> Map (attributes, tilesets, layers).
#pragma once

#include "engine/tiled/map_model.h"
#include "engine/tiled/read/read_context.h"

namespace hp::tiled {

class XmlFile;

// Reads the map in file (parsed; context has its lines) into map (whose path the caller set).
// Non-orthogonal maps are refused. Every problem is reported through context, and reading goes on
// past those that leave the rest readable; returns false when reading had to stop early.
bool read_tmx(const XmlFile& file, const ReadContext& context, Map& map);

}  // namespace hp::tiled
