// BattleScene's own share of input: the title, the pause menu and the closing screen take
// their events before the battle's input (BattleInput), and the scripted player's entry points.
#include "game/app/scene/battle_scene.h"
#include "game/app/scene/settings.h"
#include "game/view/text/difficulty_text.h"

namespace hp::app {

void BattleScene::handle(const InputEvent& event) {
  if (handle_overlays(event) || handle_campaign_screen(event) || scroll_log(event)) return;
  if (click_turn_button(event)) return;
  input_.handle(event);
}

// The combat log, while shown, scrolls back: the mouse wheel over it, and PgUp / PgDn.
bool BattleScene::scroll_log(const InputEvent& event) {
  if (!combat_log_.shown()) return false;
  constexpr int kLinesPerWheelClick = 3;
  constexpr int kLinesPerPage = static_cast<int>(view::CombatLog::kShown) - 1;
  if (event.kind == InputKind::kMouseWheel && input_.mouse()) {
    const Vec2 at = *input_.mouse();
    if (!combat_log_.covers(static_cast<int>(at.x), static_cast<int>(at.y))) return false;
    combat_log_.scroll(event.wheel * kLinesPerWheelClick);  // away from the user: older
    return true;
  }
  if (event.kind != InputKind::kKeyDown) return false;
  if (event.key == "PageUp") combat_log_.scroll(kLinesPerPage);
  if (event.key == "PageDown") combat_log_.scroll(-kLinesPerPage);
  return event.key == "PageUp" || event.key == "PageDown";
}

InputCalls BattleScene::input_calls() {
  return {[this] {
            menu_open_ = true;
            menu_.open();
          },
          [this](const std::string& key) { toggle_overlay(key); },
          [this] { combat_log_.toggle(); },
          [this] { restart(); },
          [this] { next_map(); },
          [this] { save_settings(); },
          [this] { undo_move(); },
          [this] { reset_turn(); }};
}

void BattleScene::save_settings() {
  saved_.master = menu_.master();
  saved_.music = menu_.music();
  saved_.effects = menu_.effects();
  saved_.speed = input_.speed();
  save_user_settings(saved_);  // its difficulty: the title's choice, never a --difficulty's
}

void BattleScene::choose_difficulty(sim::Difficulty difficulty) {
  difficulty_ = difficulty;
  saved_.difficulty = difficulty;
  save_settings();
  // Nothing has happened under the title: the battle starts on the new difficulty (the
  // enemies' intents are planned again by its rule).
  start_world(world_on(battle_, difficulty_));
  effects_.accept_click();
}

bool BattleScene::handle_campaign_screen(const InputEvent& event) {
  if (!campaign_.done() || menu_open_ || title_) return false;
  if (event.kind == InputKind::kKeyDown) follow(campaign_.closing_screen_key(event.key));
  return event.kind != InputKind::kMouseMove;  // the battle is over: clicks change nothing
}

bool BattleScene::handle_overlays(const InputEvent& event) {
  if (title_) {
    if (event.kind == InputKind::kKeyDown) {
      if (const auto chosen = view::difficulty_after_key(difficulty_, event.key)) {
        choose_difficulty(*chosen);
        return true;
      }
    }
    if (event.kind == InputKind::kMouseDown || event.kind == InputKind::kKeyDown) {
      title_ = false;
      effects_.banner("Turn 1", kPlayerTurnLine, kTurnBannerSeconds);  // the battle begins now
      cue(Moment::kPlayerTurn);
      announce_kept_speed();
      effects_.hold_problems(false);  // problems found behind the title show now
    }
    return event.kind != InputKind::kMouseMove;
  }
  if (!menu_open_) return false;
  switch (event.kind) {
    case InputKind::kKeyDown:
      act(menu_.key(event.key));
      break;
    case InputKind::kMouseMove:
      menu_.hover(event.x, event.y, output_.w, output_.h);
      break;
    case InputKind::kMouseDown:
      if (event.button == MouseButton::kLeft)
        act(menu_.click(event.x, event.y, output_.w, output_.h));
      break;
    default:
      break;
  }
  return true;
}

void BattleScene::act(view::PauseMenu::Action action) {
  switch (action) {
    case view::PauseMenu::Action::kResume:
      menu_open_ = false;
      break;
    case view::PauseMenu::Action::kRestart:
      menu_open_ = false;
      restart();
      break;
    case view::PauseMenu::Action::kQuit:
      quit_ = true;
      break;
    case view::PauseMenu::Action::kVolumeChanged:
      apply_volumes();
      save_settings();
      effects_.accept_click();  // so the effects level can be heard
      break;
    case view::PauseMenu::Action::kNone:
      break;
  }
}

void BattleScene::toggle_overlay(const std::string& key) {
  if (key == "F1") steering_overlay_.toggle();
  if (key == "F2") patrol_overlay_.toggle();
  if (key == "F3") collision_overlay_.toggle();
  if (key == "F4") timing_overlay_.toggle();
  if (key == "F5") music_overlay_.toggle();
}

bool BattleScene::click_unit(const std::string& name) {
  const auto id = world_.find(name);
  const sim::Unit* unit = id ? world_.unit(*id) : nullptr;
  if (!unit) return false;
  input_.click(unit->position);
  return true;
}

bool BattleScene::hover_unit(const std::string& name) {
  const auto id = world_.find(name);
  const sim::Unit* unit = id ? world_.unit(*id) : nullptr;
  if (!unit) return false;
  input_.hover(unit->position);
  return true;
}

void BattleScene::press_key(const std::string& key) {
  InputEvent event;
  event.kind = InputKind::kKeyDown;
  event.key = key;
  handle(event);
}

}  // namespace hp::app
