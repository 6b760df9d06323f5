// HudLayout: where the top bar's title and message go for a window's width, so the message is
// never drawn over the title. Pure layout over measured widths: no SDL, tested on its own.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "game/view/canvas/screen_rect.h"

namespace hp::view {

// The width in output pixels of a text at a font size (TextRenderer::measure in the game).
using MeasureText = std::function<int(const std::string& text, int size)>;

struct HudLine {
  std::string text;
  int size = 0;    // font size, output pixels
  ScreenRect box;  // where it is drawn: text left-aligned at box.x, top at box.y
};

struct HudLayout {
  int height = 0;                // the bar's height, output pixels
  HudLine title;                 // the title, or empty text when there is no room for any
  std::vector<HudLine> message;  // the hint or notice, one line or wrapped on a narrow window
};

// The bar's height for an output `output_width` wide: one row when the full title leaves the
// message room enough, two rows (title above, message below) on a narrow window. It depends on
// the width and title only, not on the message, so the map below does not jump as hints change.
int hud_height(const MeasureText& measure, int output_width, double ui_scale,
               const std::string& title, const std::string& short_title);

// The bar laid out: the title at the left of the first row (shortened to `short_title` when the
// full one leaves too little room), the message right-aligned beside it on a wide window or
// across the second row on a narrow one, made smaller and wrapped onto a second line before it
// is cut short with "...". Nothing overlaps and everything is inside the width.
HudLayout layout_hud(const MeasureText& measure, int output_width, double ui_scale,
                     const std::string& title, const std::string& short_title,
                     const std::string& message);

}  // namespace hp::view
