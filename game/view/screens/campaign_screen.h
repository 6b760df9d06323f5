// CampaignScreen: what a player sees after winning the campaign's last map.
#pragma once

#include <string>
#include <vector>

struct SDL_Renderer;

namespace hp {
class TextRenderer;
}

namespace hp::view {

// The keys the screen offers, as it says them.
inline constexpr const char* kCampaignKeys =
    "R: play the campaign again  \xC2\xB7  Esc: title screen  \xC2\xB7  Q: quit";

// Draws the screen over the (dimmed) battlefield: a title, the difficulty it was won on
// (`won_on`, e.g. "Hard"), `lines` (each map won and the totals) and the keys; `shown` (0..1)
// fades it in.
void draw_campaign_screen(SDL_Renderer* renderer, TextRenderer& text, int output_w, int output_h,
                          const std::string& won_on, const std::vector<std::string>& lines,
                          double shown);

// The line under the title: "The campaign is won on Hard: the heartpath is yours."
std::string campaign_won_line(const std::string& won_on);

}  // namespace hp::view
