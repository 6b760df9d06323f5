// Text in any script: each character from the first font of the chain that has it, drawn, and
// the characters none has named (what `check` warns of). Needs the fonts tools/setup.sh play
// installs (fonts-dejavu-core, fonts-wqy-microhei, fonts-symbola).
#include "engine/render/text/text_renderer.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

#include "engine/render/text/font_coverage.h"
#include "tests/engine/render/software_frame.h"

namespace hp {
namespace {

const std::string kHudFont = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf";
const std::vector<std::string> kFallbacks = {
    "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc",
    "/usr/share/fonts/truetype/ancient-scripts/Symbola_hint.ttf"};

std::vector<std::string> chain() {
  std::vector<std::string> all{kHudFont};
  all.insert(all.end(), kFallbacks.begin(), kFallbacks.end());
  return all;
}

TEST(FontCoverage, each_script_comes_from_the_first_font_that_has_it) {
  const FontCoverage fonts(chain());
  for (std::size_t i = 0; i < fonts.paths().size(); ++i) {
    ASSERT_TRUE(fonts.opened(i)) << fonts.paths()[i] << ": run tools/setup.sh play";
  }
  EXPECT_EQ(fonts.font_for(U'Æ'), 0);
  EXPECT_EQ(fonts.font_for(U'Д'), 0);
  EXPECT_EQ(fonts.font_for(U'λ'), 0);
  EXPECT_EQ(fonts.font_for(U'龍'), 1);
  EXPECT_EQ(fonts.font_for(U'す'), 1);
  EXPECT_EQ(fonts.font_for(U'한'), 1);
  EXPECT_EQ(fonts.font_for(U'🙂'), 2);
  EXPECT_EQ(fonts.font_for(U'\U00013000'), -1);  // an Egyptian hieroglyph: no font here
}

TEST(FontCoverage, missing_names_each_character_no_font_has_once) {
  const FontCoverage fonts(chain());
  EXPECT_TRUE(fonts.missing("Ærøy Дмитрий Ελένη 龍之介 🙂").empty());
  EXPECT_EQ(fonts.missing("a\U00013000b\U00013000\U00013001"),
            (std::vector<char32_t>{0x13000, 0x13001}));
  EXPECT_EQ(code_point_name(0x1F600), "U+1F600");
  EXPECT_EQ(code_point_name(0xE9), "U+00E9");
  // Without the fallbacks the CJK and the emoji are missing: the chain is what draws them.
  const FontCoverage alone({kHudFont});
  EXPECT_EQ(alone.missing("Bo 龍🙂"), (std::vector<char32_t>{0x9F8D, 0x1F642}));
}

// Lit pixels in the frame (anything not the background).
int lit(test::SoftwareFrame& frame, int w, int h) {
  int count = 0;
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) count += frame.pixel(x, y) != 0xff000000u;
  }
  return count;
}

TEST(TextRenderer, a_name_in_cjk_or_with_an_emoji_is_drawn_and_measured_with_the_fallbacks) {
  test::SoftwareFrame frame(200, 40);
  TextRenderer text(frame.renderer(), kHudFont, kFallbacks);
  int w = 0, h = 0;
  text.measure("龍之介🙂", 16, w, h);
  EXPECT_GT(w, 3 * 12) << "four glyphs of a 16 px font";
  EXPECT_GT(h, 12);
  frame.clear(0xff000000u);
  text.draw("龍之介🙂", 4, 4, 16, {255, 255, 255, 255});
  const int with_fallbacks = lit(frame, 200, 40);
  frame.clear(0xff000000u);
  text.draw("Bo", 4, 4, 16, {255, 255, 255, 255});
  const int latin = lit(frame, 200, 40);
  EXPECT_GT(with_fallbacks, 2 * latin) << "the CJK strokes draw many more pixels than \"Bo\"";
  // Mixed scripts measure as the sum of their runs.
  int w_mixed = 0, h_mixed = 0, w_bo = 0, h_bo = 0;
  text.measure("Bo 龍之介🙂", 16, w_mixed, h_mixed);
  text.measure("Bo ", 16, w_bo, h_bo);
  EXPECT_NEAR(w_mixed, w_bo + w, 2);
}

TEST(TextRenderer, wrap_breaks_at_spaces_within_the_width_and_keeps_every_word) {
  test::SoftwareFrame frame(10, 10);
  TextRenderer text(frame.renderer(), kHudFont, kFallbacks);
  const std::string briefing =
      "Four ogres hold the fortress; the Sentry walks outside its walls. Each ogre strikes the "
      "hero it can reach: shield the wounded.";
  const std::vector<std::string> lines = text.wrap(briefing, 15, 300);
  ASSERT_GE(lines.size(), 3u);
  std::string joined;
  for (const std::string& line : lines) {
    int w = 0, h = 0;
    text.measure(line, 15, w, h);
    EXPECT_LE(w, 300) << line;
    joined += (joined.empty() ? "" : " ") + line;
  }
  EXPECT_EQ(joined, briefing);
  EXPECT_EQ(text.wrap("Supercalifragilistic", 15, 20),
            std::vector<std::string>{"Supercalifragilistic"});  // too wide, but whole
  EXPECT_TRUE(text.wrap("", 15, 100).empty());
}

// A label fading in or out (a turn's banner, a floating number) is drawn at every alpha on its
// way: it is rendered once, outline and fill, and drawn fainter.
TEST(TextRenderer, a_fading_label_is_rendered_once_not_at_each_alpha) {
  test::SoftwareFrame frame(200, 40);
  TextRenderer text(frame.renderer(), kHudFont, kFallbacks);
  for (int alpha = 255; alpha >= 0; alpha -= 5) {
    text.draw("Turn 2", 4, 4, 24, {255, 226, 150, static_cast<std::uint8_t>(alpha)});
  }
  EXPECT_EQ(text.renders(), 2u);  // the outline and the fill
}

TEST(TextRenderer, a_label_drawn_at_half_alpha_is_half_as_bright) {
  test::SoftwareFrame frame(200, 40);
  TextRenderer text(frame.renderer(), kHudFont, kFallbacks);
  // The brightest red in the frame: the fill's opaque middle.
  const auto brightest = [&] {
    int most = 0;
    for (int y = 0; y < 40; ++y) {
      for (int x = 0; x < 200; ++x) most = std::max<int>(most, (frame.pixel(x, y) >> 16) & 0xff);
    }
    return most;
  };
  frame.clear(0xff000000u);
  text.draw("HP", 4, 4, 24, {255, 255, 255, 255});
  const int full = brightest();
  frame.clear(0xff000000u);
  text.draw("HP", 4, 4, 24, {255, 255, 255, 128});
  EXPECT_EQ(full, 255);
  // Half the white over what the half-faint outline left under it (dark, at most 20 of red).
  const int half = brightest();
  EXPECT_GE(half, 127);
  EXPECT_LE(half, 128 + 20 / 2 + 2);
  frame.clear(0xff000000u);
  text.draw("HP", 4, 4, 24, {255, 255, 255, 0});
  EXPECT_EQ(brightest(), 0);
}

// An opaque label is drawn as one composed picture (outlined_label.h), a translucent one as its
// nine layers: the two must look alike. Alpha 254 is the nearest the layers come to opaque.
TEST(TextRenderer, an_opaque_label_drawn_composed_looks_as_its_nine_layers_do) {
  constexpr int kW = 200, kH = 40;
  const auto ground = [](int x, int y) {
    return 0xff000000u | static_cast<std::uint32_t>((x * 37 + y * 11) % 256) << 16 |
           static_cast<std::uint32_t>((x * 5 + y * 53) % 256) << 8 |
           static_cast<std::uint32_t>((x * y) % 256);
  };
  std::vector<std::uint32_t> pictures[2];
  const std::uint8_t alphas[2] = {255, 254};
  for (int i = 0; i < 2; ++i) {
    test::SoftwareFrame frame(kW, kH);
    TextRenderer text(frame.renderer(), kHudFont, kFallbacks);
    SDL_Texture* under = frame.texture(kW, kH, ground);
    SDL_RenderCopy(frame.renderer(), under, nullptr, nullptr);
    text.draw("Ultros 9/12", 100, 8, 18, {255, 226, 150, alphas[i]}, TextAlign::kCenter);
    for (int y = 0; y < kH; ++y) {
      for (int x = 0; x < kW; ++x) pictures[i].push_back(frame.pixel(x, y));
    }
    SDL_DestroyTexture(under);
    EXPECT_EQ(text.renders(), 2u) << "the outline and the fill, whichever way it is drawn";
  }
  int changed = 0, most = 0;
  for (std::size_t p = 0; p < pictures[0].size(); ++p) {
    changed += pictures[0][p] != ground(static_cast<int>(p % kW), static_cast<int>(p / kW));
    for (int shift : {0, 8, 16}) {
      most = std::max(most, std::abs(static_cast<int>((pictures[0][p] >> shift) & 0xff) -
                                     static_cast<int>((pictures[1][p] >> shift) & 0xff)));
    }
  }
  EXPECT_GT(changed, 300) << "the label was drawn";
  // SDL's software blend truncates at each of the nine layers (a level each at most), and 254 is
  // a level from opaque: a missing or shifted outline differs by a hundred levels and more.
  EXPECT_LE(most, 10) << "the composed label differs from its layers by more than rounding";
}

// The bug: once 512 renderings were kept, all were dropped, and the next frame rendered every
// label on screen again at once. Now the least recently drawn go, and a label drawn every frame
// stays.
TEST(TextRenderer, a_label_drawn_every_frame_stays_when_the_cache_fills) {
  test::SoftwareFrame frame(200, 40);
  TextRenderer text(frame.renderer(), kHudFont, kFallbacks);
  text.draw("Shytor", 4, 4, 13, {200, 235, 255, 255});
  const std::size_t first = text.renders();
  for (int frame_number = 0; frame_number < 1000; ++frame_number) {
    text.draw("Shytor", 4, 4, 13, {200, 235, 255, 255});
    text.draw(std::to_string(frame_number) + " ms", 4, 20, 13, {235, 235, 245, 255});
  }
  EXPECT_EQ(text.renders(), first + 2 * 1000) << "only the changing figures were rendered";
}

}  // namespace
}  // namespace hp
