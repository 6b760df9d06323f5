// Hud: the bar across the top of the battle screen: where you are and what to do next.
#pragma once

#include <string>

struct SDL_Renderer;

namespace hp {
class TextRenderer;
}

namespace hp::view {

struct HudText {
  std::string title;              // e.g. "Heartpath  ·  The Watchtower"
  std::string short_title;        // for a narrow window, e.g. the map's name alone
  std::string hint;               // what the player can do now
  std::string notice;             // news or why the last click did nothing, may be empty
  bool notice_is_refusal = true;  // red (a refusal) rather than gold (news)
};

inline constexpr int kHudHeight = 40;  // output pixels on a wide window, before UI scale

// The bar's height on an output of the given width (taller on a narrow window: hud_layout.h).
int hud_height(TextRenderer& text, int output_width, double ui_scale, const HudText& hud);

// Draws the bar at the top of an output of the given width.
void draw_hud(SDL_Renderer* renderer, TextRenderer& text, int output_width, double ui_scale,
              const HudText& hud);

}  // namespace hp::view
