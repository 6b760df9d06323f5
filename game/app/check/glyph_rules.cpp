// Glyph rule: each unit name through FontCoverage::missing.
#include "game/app/check/glyph_rules.h"

#include "game/app/check/map_objects.h"
#include "game/app/content/data_paths.h"

namespace hp::app {

void check_glyphs(const tiled::Map& map, const FontCoverage& fonts, Diagnostics& diagnostics) {
  for_each_object(map.layers, [&](const tiled::MapObject& object, const tiled::Layer&, Vec2) {
    if (object.type != "Hero" && object.type != "Enemy") return;
    const std::vector<char32_t> missing = fonts.missing(object.name);
    if (missing.empty()) return;
    std::string which;
    for (char32_t cp : missing) which += (which.empty() ? "" : ", ") + code_point_name(cp);
    diagnostics.warning(map.path, object.line,
                        object.type + " \"" + object.name + "\": no installed font draws " + which +
                            ", so the name would show boxes there: change those characters, or "
                            "install a font that has them (tools/setup.sh play installs the "
                            "game's)");
  });
}

const FontCoverage& game_fonts() {
  static const FontCoverage fonts = [] {
    std::vector<std::string> chain{hud_font()};
    for (std::string& font : fallback_fonts()) chain.push_back(std::move(font));
    return FontCoverage(chain);
  }();
  return fonts;
}

}  // namespace hp::app
