// CampaignScreen: a dark veil, the title large, the maps won, the keys.
#include "game/view/screens/campaign_screen.h"

#include <algorithm>
#include <cmath>

#include "engine/render/draw/shapes.h"
#include "engine/render/text/text_renderer.h"

namespace hp::view {

std::string campaign_won_line(const std::string& won_on) {
  return "The campaign is won" + (won_on.empty() ? "" : " on " + won_on) +
         ": the heartpath is yours.";
}

void draw_campaign_screen(SDL_Renderer* renderer, TextRenderer& text, int output_w, int output_h,
                          const std::string& won_on, const std::vector<std::string>& lines,
                          double shown) {
  const double ui = output_h >= 1200 ? 2.0 : 1.0;
  const double a = std::clamp(shown, 0.0, 1.0);
  const auto alpha = [&](int full) { return static_cast<std::uint8_t>(std::lround(full * a)); };
  fill_rect(renderer, 0, 0, static_cast<float>(output_w), static_cast<float>(output_h),
            {10, 8, 16, alpha(215)});
  const int cx = output_w / 2;
  int y = static_cast<int>(output_h * 0.2);
  const int big = static_cast<int>(std::lround(56 * ui));
  text.draw("Campaign complete", cx, y, big, {255, 226, 150, alpha(255)}, TextAlign::kCenter);
  y += static_cast<int>(big * 1.3);
  const int mid = static_cast<int>(std::lround(20 * ui));
  text.draw(campaign_won_line(won_on), cx, y, mid, {230, 230, 240, alpha(255)}, TextAlign::kCenter);
  y += static_cast<int>(mid * 2.4);
  const int small = static_cast<int>(std::lround(17 * ui));
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const bool total = i + 1 == lines.size();
    if (total) y += static_cast<int>(small * 0.6);
    const TextColor colour =
        total ? TextColor{255, 240, 200, alpha(255)} : TextColor{205, 205, 220, alpha(255)};
    text.draw(lines[i], cx, y, small, colour, TextAlign::kCenter);
    y += static_cast<int>(small * 1.7);
  }
  y += static_cast<int>(small * 1.6);
  text.draw(kCampaignKeys, cx, y, mid, {255, 240, 200, alpha(255)}, TextAlign::kCenter);
}

}  // namespace hp::view
