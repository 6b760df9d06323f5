// PauseMenu: the item list, volume steps, and a centred panel of buttons.
#include "game/view/screens/pause_menu.h"

#include <SDL.h>

#include <algorithm>
#include <cmath>

#include "engine/render/draw/shapes.h"
#include "engine/render/text/text_renderer.h"

namespace hp::view {
namespace {

double ui_scale(int output_h) {
  return output_h >= 1200 ? 2.0 : 1.0;
}

std::string bar(int level) {
  return std::string(static_cast<std::size_t>(level), '|') +
         std::string(static_cast<std::size_t>(PauseMenu::kVolumeSteps - level), '.');
}

}  // namespace

std::string PauseMenu::label(Item item) const {
  switch (item) {
    case Item::kResume:
      return "Resume";
    case Item::kRestart:
      return "Restart the battle";
    case Item::kMaster:
      return "Master  < " + bar(master_) + " >";
    case Item::kMusic:
      return "Music   < " + bar(music_) + " >";
    case Item::kEffects:
      return "Effects < " + bar(effects_) + " >";
    case Item::kQuit:
      return "Quit";
  }
  return "";
}

PauseMenu::Action PauseMenu::key(const std::string& name) {
  if (name == "Up" || name == "W") {
    selected_ = (selected_ + kItems - 1) % kItems;
  } else if (name == "Down" || name == "S") {
    selected_ = (selected_ + 1) % kItems;
  } else if (name == "Left" || name == "A") {
    return change_volume(-1);
  } else if (name == "Right" || name == "D") {
    return change_volume(+1);
  } else if (name == "Return" || name == "Space" || name == "Keypad Enter") {
    return activate();
  } else if (name == "Escape") {
    return Action::kResume;
  }
  return Action::kNone;
}

void PauseMenu::hover(int x, int y, int output_w, int output_h) {
  const auto boxes = layout(output_w, output_h);
  for (int i = 0; i < kItems; ++i) {
    if (boxes[static_cast<std::size_t>(i)].contains(x, y)) selected_ = i;
  }
}

PauseMenu::Action PauseMenu::click(int x, int y, int output_w, int output_h) {
  const auto boxes = layout(output_w, output_h);
  for (int i = 0; i < kItems; ++i) {
    const Box& box = boxes[static_cast<std::size_t>(i)];
    if (!box.contains(x, y)) continue;
    selected_ = i;
    const Item item = selected();
    if (item == Item::kMaster || item == Item::kMusic || item == Item::kEffects) {
      return change_volume(x < box.x + box.w / 2 ? -1 : +1);
    }
    return activate();
  }
  return Action::kNone;
}

PauseMenu::Action PauseMenu::activate() {
  switch (selected()) {
    case Item::kResume:
      return Action::kResume;
    case Item::kRestart:
      return Action::kRestart;
    case Item::kQuit:
      return Action::kQuit;
    default:
      return Action::kNone;  // volumes change with left and right
  }
}

PauseMenu::Action PauseMenu::change_volume(int delta) {
  int* level = selected() == Item::kMaster    ? &master_
               : selected() == Item::kMusic   ? &music_
               : selected() == Item::kEffects ? &effects_
                                              : nullptr;
  if (!level) return Action::kNone;
  const int before = *level;
  *level = std::clamp(*level + delta, 0, kVolumeSteps);
  return *level == before ? Action::kNone : Action::kVolumeChanged;
}

void PauseMenu::set_volumes(int master, int music, int effects) {
  master_ = std::clamp(master, 0, kVolumeSteps);
  music_ = std::clamp(music, 0, kVolumeSteps);
  effects_ = std::clamp(effects, 0, kVolumeSteps);
}

std::array<PauseMenu::Box, PauseMenu::kItems> PauseMenu::layout(int output_w, int output_h) {
  const double ui = ui_scale(output_h);
  const int w = static_cast<int>(std::lround(360 * ui));
  const int h = static_cast<int>(std::lround(40 * ui));
  const int gap = static_cast<int>(std::lround(10 * ui));
  const int total = kItems * h + (kItems - 1) * gap;
  const int top = (output_h - total) / 2 + static_cast<int>(std::lround(30 * ui));
  std::array<Box, kItems> boxes{};
  for (int i = 0; i < kItems; ++i) {
    boxes[static_cast<std::size_t>(i)] = {(output_w - w) / 2, top + i * (h + gap), w, h};
  }
  return boxes;
}

void PauseMenu::draw(SDL_Renderer* renderer, TextRenderer& text, int output_w, int output_h,
                     const std::string& battle, const std::string& briefing,
                     const std::string& objectives) const {
  const double ui = ui_scale(output_h);
  fill_rect(renderer, 0, 0, static_cast<float>(output_w), static_cast<float>(output_h),
            {10, 8, 16, 170});
  // Below the top bar: the battle, and what it is about.
  int y = static_cast<int>(std::lround(64 * ui));
  if (!battle.empty()) {
    const int size = static_cast<int>(std::lround(24 * ui));
    text.draw(battle, output_w / 2, y, size, {255, 240, 200, 255}, TextAlign::kCenter);
    y += static_cast<int>(size * 1.5);
  }
  const int small = static_cast<int>(std::lround(15 * ui));
  for (const std::string& line : text.wrap(briefing, small, output_w * 4 / 5)) {
    text.draw(line, output_w / 2, y, small, {210, 210, 225, 255}, TextAlign::kCenter);
    y += static_cast<int>(small * 1.5);
  }
  for (const std::string& line : text.wrap(objectives, small, output_w * 4 / 5)) {
    text.draw(line, output_w / 2, y, small, {200, 240, 215, 255}, TextAlign::kCenter);
    y += static_cast<int>(small * 1.5);
  }
  const auto boxes = layout(output_w, output_h);
  const int title = static_cast<int>(std::lround(34 * ui));
  text.draw("Paused", output_w / 2, boxes[0].y - static_cast<int>(title * 1.8), title,
            {255, 226, 150, 255}, TextAlign::kCenter);
  const int size = static_cast<int>(std::lround(17 * ui));
  for (int i = 0; i < kItems; ++i) {
    const Box& b = boxes[static_cast<std::size_t>(i)];
    const bool on = i == selected_;
    fill_rect(renderer, static_cast<float>(b.x), static_cast<float>(b.y), static_cast<float>(b.w),
              static_cast<float>(b.h), on ? Rgba{70, 56, 40, 240} : Rgba{28, 24, 38, 230});
    if (on) {  // the selected button is framed, not only recoloured
      const float t = static_cast<float>(2 * ui);
      fill_rect(renderer, static_cast<float>(b.x), static_cast<float>(b.y), static_cast<float>(b.w),
                t, {255, 226, 150, 255});
      fill_rect(renderer, static_cast<float>(b.x), static_cast<float>(b.y + b.h) - t,
                static_cast<float>(b.w), t, {255, 226, 150, 255});
    }
    text.draw((on ? "> " : "") + label(static_cast<Item>(i)), b.x + b.w / 2,
              b.y + (b.h - static_cast<int>(size * 1.3)) / 2, size,
              on ? TextColor{255, 240, 200, 255} : TextColor{220, 220, 230, 255},
              TextAlign::kCenter);
  }
}

}  // namespace hp::view
