// Glyph rule: each unit name, the title and the briefing through FontCoverage::missing.
#include "game/app/check/glyph_rules.h"

#include "game/app/check/map_objects.h"
#include "game/app/content/data_paths.h"

namespace hp::app {

namespace {

// "U+13000, U+1F9CC": the characters of text no font has; empty when every one is drawn.
std::string missing_list(const FontCoverage& fonts, std::string_view text) {
  std::string which;
  for (char32_t cp : fonts.missing(text)) {
    which += (which.empty() ? "" : ", ") + code_point_name(cp);
  }
  return which;
}

constexpr const char* kAdvice =
    ": change those characters, or install a font that has them (tools/setup.sh play installs "
    "the game's)";

}  // namespace

void check_glyphs(const tiled::Map& map, const FontCoverage& fonts, Diagnostics& diagnostics) {
  for (const char* shown : {"title", "briefing"}) {
    const tiled::Property* property = map.properties.find(shown);
    if (!property) continue;
    const std::string which = missing_list(fonts, property->value);
    if (which.empty()) continue;
    diagnostics.warning(map.path, property->line,
                        std::string("map property \"") + shown + "\": no installed font draws " +
                            which + ", so the text would show boxes there" + kAdvice);
  }
  for_each_object(map.layers, [&](const tiled::MapObject& object, const tiled::Layer&, Vec2) {
    if (object.type != "Hero" && object.type != "Enemy") return;
    const std::string which = missing_list(fonts, object.name);
    if (which.empty()) return;
    diagnostics.warning(map.path, object.line,
                        object.type + " \"" + object.name + "\": no installed font draws " + which +
                            ", so the name would show boxes there" + kAdvice);
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
