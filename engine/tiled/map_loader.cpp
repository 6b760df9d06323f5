// MapLoader: opens a .tmx file, reads it, and turns any failure into diagnostics (never throws).
#include "engine/tiled/map_loader.h"

#include <tinyxml2.h>

#include <exception>
#include <new>

#include "engine/tiled/read_context.h"
#include "engine/tiled/tmx_reader.h"
#include "engine/tiled/xml_file.h"

namespace hp::tiled {
namespace {

std::optional<Map> read_map_file(const std::string& path, Diagnostics& diagnostics) {
  const std::size_t errors_before = error_count(diagnostics);
  tinyxml2::XMLDocument document;
  const XmlLoadResult loaded = load_xml_file(path, document, diagnostics);
  if (loaded.status == XmlLoadStatus::kCannotOpen) {
    diagnostics.error(path, 0, "cannot open the map: " + loaded.reason);
    return std::nullopt;
  }
  if (loaded.status != XmlLoadStatus::kOk) return std::nullopt;
  Map map;
  map.path = path;
  const ReadContext context(path, diagnostics);
  const bool ok = read_tmx(document, context, map);
  if (ok && error_count(diagnostics) == errors_before) return map;
  if (error_count(diagnostics) == errors_before) {
    diagnostics.error(path, 0, "the map could not be read");  // keeps the contract: >= 1 error
  }
  return std::nullopt;
}

}  // namespace

std::optional<Map> load_map(const std::string& path, Diagnostics& diagnostics) {
  try {
    return read_map_file(path, diagnostics);
  } catch (const std::bad_alloc&) {
    diagnostics.error(path, 0, "out of memory while loading the map; is it unusually large?");
  } catch (const std::exception& e) {
    diagnostics.error(path, 0,
                      std::string("unexpected failure while loading the map: ") + e.what());
  }
  return std::nullopt;
}

}  // namespace hp::tiled
