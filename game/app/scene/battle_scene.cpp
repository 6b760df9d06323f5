// BattleScene implementation.
#include "game/app/scene/battle_scene.h"

#include <SDL.h>

#include <cmath>
#include <filesystem>

#include "engine/audio/audio.h"
#include "engine/core/log.h"
#include "engine/render/shapes.h"
#include "engine/render/text_renderer.h"
#include "engine/render/texture_cache.h"
#include "game/app/check/map_check.h"
#include "game/app/music/music_director.h"
#include "game/app/scene/settings.h"
#include "game/app/sound/sound_director.h"
#include "game/sim/battle/enemy_tactics.h"
#include "game/sim/battle/wounded_flight.h"
#include "game/view/aggro_marks.h"
#include "game/view/arrival_markers.h"
#include "game/view/campaign_screen.h"
#include "game/view/door_view.h"
#include "game/view/enemy_intent.h"
#include "game/view/hud.h"
#include "game/view/load_error_panel.h"
#include "game/view/objective_text.h"
#include "game/view/objective_view.h"
#include "game/view/order_messages.h"
#include "game/view/queued_orders.h"
#include "game/view/title_screen.h"
#include "game/view/unit_tooltip.h"

namespace hp::app {
namespace {

// Clicks this much outside a unit's disc still pick it: discs are small, fingers are not.
constexpr double kPickSlack = 1.4;
constexpr double kWheelZoomStep = 1.25;  // zoom factor per wheel click
constexpr double kPanSpeed = 700.0;      // output pixels per second, keys and screen edges
constexpr double kEdgePixels = 6.0;      // the mouse this close to the window's edge pans

// On the last map the closing screen waits this long after the victory, so its banner (how the
// battle was won) is read first.
constexpr double kClosingScreenDelaySeconds = 2.5;

}  // namespace

BattleScene::BattleScene(SDL_Renderer* renderer, Battle battle, Audio& audio,
                         TextureCache& textures, TextRenderer& text, view::UnitArt art)
    : renderer_(renderer),
      battle_(std::move(battle)),
      world_(battle_.setup),
      textures_(textures),
      text_(text),
      map_renderer_(renderer, textures),
      world_view_(renderer, textures, text, std::move(art)),
      effects_(text),
      steering_overlay_(renderer),
      patrol_overlay_(renderer, text),
      collision_overlay_(renderer),
      timing_overlay_(renderer, text),
      narrator_(effects_, combat_log_,
                {[this](Moment moment) { cue(moment); }, [this] { fast_forward_ = false; },
                 [this] { record_victory(); }}),
      audio_(audio),
      first_map_(battle_.map.path) {
  const Settings saved = load_user_settings();
  menu_.set_volumes(saved.master, saved.music, saved.effects);
  apply_volumes();
  effects_.banner("Turn 1", kPlayerTurnLine, kTurnBannerSeconds);
  effects_.on_refusal([this](const std::string& reason) { combat_log_.add("Refused: " + reason); });
}

void BattleScene::set_music(MusicDirector* music) {
  music_ = music;
  follow_map_music();
  apply_volumes();
  cue(title_ ? Moment::kTitle : Moment::kPlayerTurn);
}

void BattleScene::set_sounds(SoundDirector* sounds) {
  sounds_ = sounds;
  effects_.set_sound([sounds](view::SoundCue cue) {
    if (sounds) sounds->play(cue);
  });
}

void BattleScene::apply_volumes() {
  audio_.set_effects_volume(menu_.master_volume() * menu_.effects_volume());
  if (music_) music_->set_volume(menu_.master_volume(), menu_.music_volume());
}

void BattleScene::follow_map_music() {
  if (music_) music_->set_map_override(battle_.map.properties.get_string("music").value_or(""));
}

void BattleScene::cue(Moment moment) {
  if (music_) music_->enter(moment);
}

void BattleScene::take_battle(Battle battle, sim::World world) {
  battle_ = std::move(battle);
  map_renderer_.forget_map();  // its cache is keyed by the map's address, which stays the same
  load_problems_.clear();
  start_world(std::move(world));
  follow_map_music();  // the map's `music` may differ
}

void BattleScene::start_world(sim::World world) {
  world_ = std::move(world);
  world_view_.reset();
  preview_ = view::AttackPreview();  // its route was planned in the old world
  pending_ = {};
  queue_.clear();
  selection_ = {};
  fast_forward_ = false;
  combat_log_.clear();
  campaign_done_ = false;  // a victory on the last map shows it again
}

void BattleScene::apply_reload(Reload reload) {
  const std::string name = battle_title(battle_.map);
  if (!reload.battle) {
    load_problems_.clear();
    for (const Diagnostic& d : reload.diagnostics.items()) {
      if (d.severity != Severity::kError) continue;
      load_problems_.push_back(d.to_string());
      log::error(d.to_string());
    }
    effects_.refuse(name + " did not load: still playing the last good version");
    return;
  }
  // Images that changed on disk are read again; the rest stay cached.
  for (const std::string& file : reload.changed_files) textures_.forget(file);
  sim::World next(reload.battle->setup);
  const bool resumed = next.resume_from(world_);
  take_battle(std::move(*reload.battle), std::move(next));  // the camera stays where it was
  if (resumed) {
    effects_.announce(name + " reloaded: turn " + std::to_string(world_.turns().turn) + " goes on");
  } else {
    effects_.banner("Turn 1", "The units changed: the battle starts again", kTurnBannerSeconds);
    effects_.announce(name + " reloaded with other units: the battle starts again");
    cue(Moment::kPlayerTurn);
  }
  show_load_warnings(reload.diagnostics);  // after the news, so the notice line shows it
}

void BattleScene::step() {
  if (!pending_.attack && !pending_.move && !pending_.end_turn) {
    // The next queued order, as soon as the world takes orders again.
    if (const std::optional<OrderQueue::Next> next = queue_.take_ready(world_)) {
      if (next->dropped.empty()) {
        pending_ = next->commands;
      } else {
        effects_.reject_click(next->where, next->dropped);
        log::info(next->dropped);
      }
    }
  }
  if (!queue_.empty() && (world_.turns().side != sim::TurnSide::kPlayer ||
                          world_.turns().outcome != sim::Outcome::kOngoing)) {
    queue_.clear();
    effects_.refuse("Queued orders dropped: your turn is over");
  }
  world_.step(pending_);

  pending_ = {};
  effects_.on_events(world_.events(), camera_);
  effects_.on_steps(world_.units());
  world_view_.on_events(world_.events(), clock_);
  narrator_.narrate(world_, battle_.map);
}

void BattleScene::update_effects(double dt) {
  clock_ += dt;
  if (campaign_done_) campaign_shown_ += dt;
  move_camera(dt);
  camera_.update(dt);
  effects_.update(dt);
  if (sounds_) sounds_->update(dt);
  // Every loop (window, demo, script) comes through here, so decodes that finished on the
  // loader's thread reach the mixer in each of them.
  if (music_) music_->update(dt);
  if (music_) music_->set_intensity(intensity_.update(world_.units(), dt));  // the stems follow
}

// Name, HP, speed and slam of the unit under the mouse, and whether it can still act.
void BattleScene::draw_tooltip(double ui_scale) {
  const sim::Unit* unit = selection_.hovered ? world_.unit(*selection_.hovered) : nullptr;
  if (!unit || !unit->in_play()) return;
  // The attack preview says more about the enemy, and must not be covered; a menu or the pause
  // covers the battle.
  if (preview_.forecast() || menu_open_ || paused_) return;
  std::string extra;
  if (unit->side() == sim::Side::kHero && world_.turns().side == sim::TurnSide::kPlayer) {
    extra = view::actions_left(!world_.turns().has_moved(unit->id.index),
                               !world_.turns().has_acted(unit->id.index));
  } else if (sim::runs_when_threatened(*unit)) {
    extra = "wounded: runs from heroes";
  } else {
    extra = view::aggro_note(*unit);
  }
  // The tooltip keeps off the unit and every standing unit near it.
  const double zoom = camera_.zoom();
  std::vector<view::ScreenRect> others;
  for (const sim::Unit& other : world_.units()) {
    if (other.id == unit->id || !other.in_play()) continue;
    others.push_back(view::figure_rect(other, camera_.to_screen(other.position), zoom));
  }
  const view::ScreenRect figure = view::figure_rect(*unit, camera_.to_screen(unit->position), zoom);
  view::draw_unit_tooltip(renderer_, text_, *unit, figure, others, camera_.view_rect(), ui_scale,
                          extra);
}

void BattleScene::draw_queue() {
  std::vector<view::QueuedMarker> markers;
  int number = 0;
  for (const QueuedOrder& order : queue_.orders()) {
    view::QueuedMarker m;
    m.label = std::to_string(++number);
    if (order.attack) {
      const sim::Unit* enemy = world_.unit(order.attack->target);
      if (!enemy) continue;
      m.where = enemy->position;
      m.radius = enemy->radius();
      // Several orders on one enemy: their numbers side by side.
      for (const view::QueuedMarker& earlier : markers) m.slot += earlier.where == m.where;
    } else if (order.move) {
      const sim::Unit* hero = world_.unit(order.move->hero);
      m.where = order.move->to;
      m.move = true;
      m.radius = hero ? hero->radius() : m.radius;
    }
    markers.push_back(m);
  }
  view::draw_queued_orders(renderer_, text_, camera_, markers);
}

std::string BattleScene::hint() const {
  if (title_) return "Click or press Enter to begin";
  if (menu_open_) return "Paused: Esc resumes";
  if (paused_) return "Paused: P resumes";
  if (campaign_done_ && campaign_shown_ > 0) return "Campaign complete";
  const sim::TurnState& turns = world_.turns();
  if (turns.outcome == sim::Outcome::kVictory) {
    return "Victory! " + view::outcome_reason(world_) + " (" + after_result(world_, battle_.map) +
           ")";
  }
  if (turns.outcome == sim::Outcome::kDefeat) {
    return "Defeat: " + view::outcome_reason(world_) + " (" + after_result(world_, battle_.map) +
           ")";
  }
  if (turns.side == sim::TurnSide::kEnemy) {
    return "Turn " + std::to_string(turns.turn) +
           ", enemies' move: " + std::string(sim::kEnemyTargetRule);
  }
  if (world_.busy() && !queue_.empty()) {
    return std::to_string(queue_.orders().size()) +
           " queued: they follow in order (Esc clears; click a hero to queue more)";
  }
  if (world_.move()) return "Moving... (click a hero, then its target, to queue an order)";
  if (world_.busy()) return "Attacking... (click a hero, then its target, to queue an order)";
  if (selection_.selected) {
    const sim::Unit* hero = world_.unit(*selection_.selected);
    const std::string who = hero ? hero->name() : std::string("Hero");
    const bool attack = world_.can_order(*selection_.selected);
    const bool move = world_.can_move(*selection_.selected);
    const std::string what = attack && move ? "click an enemy to attack, or open ground to move"
                             : attack       ? "click an enemy to attack (" + who + " has moved)"
                                      : "click open ground to move (" + who + " has attacked)";
    return who + " selected: " + what + " (right-click or Esc cancels)";
  }
  return "Turn " + std::to_string(turns.turn) +
         ": click a hero, then an enemy to attack or open ground to move (Space ends the turn)";
}

void BattleScene::draw(Size output, double alpha) {
  output_ = output;
  const double ui_scale = output.h >= 1200 ? 2.0 : 1.0;
  const int hud_height = static_cast<int>(view::kHudHeight * ui_scale);
  camera_.fit(battle_.map.pixel_width(), battle_.map.pixel_height(), output.w, output.h,
              hud_height);
  SDL_SetRenderDrawColor(renderer_, 18, 16, 26, 255);
  SDL_RenderClear(renderer_);
  // Tile animations run on real time, like the other effects. The seed's waypoint grid is a
  // marker layer for the editor: the game shows routes with F2 instead.
  // An open door's tile layer is left out, so the ground shows through.
  MapDrawOptions layers{false, {"waypoints"}, {}, true};
  for (std::string& open : view::open_door_layers(world_)) layers.hide_layers.push_back(open);
  map_renderer_.draw(battle_.map, camera_.map_view(static_cast<std::int64_t>(clock_ * 1000.0)),
                     layers);
  view::draw_goal_areas(renderer_, text_, world_, camera_);
  view::draw_trigger_areas(renderer_, text_, world_, camera_);
  view::draw_closed_doors(renderer_, text_, world_, camera_);
  view::draw_arrival_markers(renderer_, text_, world_, camera_, clock_);
  view::draw_aggro_ranges(renderer_, world_, camera_);  // under the units: the ground they watch
  world_view_.draw(world_, camera_, alpha, selection_, clock_);
  view::draw_enemy_intents(renderer_, text_, world_, camera_);
  // The route the selected hero would walk to the hovered enemy, and the slam's damage.
  const bool previewing = world_.turns().side == sim::TurnSide::kPlayer && !world_.busy();
  preview_.update(world_, previewing ? selection_.selected : std::nullopt, selection_.hovered);
  preview_.draw(renderer_, text_, world_, camera_);
  // Open ground under the pointer with a hero selected: where a click would send it.
  const bool on_ground = !selection_.hovered && mouse_ && !paused_ && !menu_open_;
  move_preview_.update(
      world_, previewing && on_ground ? selection_.selected : std::nullopt,
      mouse_ ? std::optional(camera_.to_world(mouse_->x, mouse_->y)) : std::nullopt);
  move_preview_.draw(renderer_, text_, world_, camera_);
  draw_queue();
  collision_overlay_.draw(world_, camera_);
  patrol_overlay_.draw(world_, camera_);
  steering_overlay_.draw(world_, camera_);
  effects_.draw(renderer_, camera_);
  // Paused: the battlefield dims, so nobody takes a still picture for a game waiting on them.
  if (paused_) {
    fill_rect(renderer_, 0, 0, static_cast<float>(output.w), static_cast<float>(output.h),
              {0, 0, 0, 110});
  }
  combat_log_.draw(renderer_, text_, output.h, ui_scale);
  draw_tooltip(ui_scale);
  const std::string name = battle_title(battle_.map);
  view::draw_hud(
      renderer_, text_, output.w, ui_scale,
      {"Heartpath  \xC2\xB7  " + name, hint(), effects_.notice(), effects_.notice_is_refusal()});
  view::draw_objective_panel(renderer_, text_, world_, hud_height, ui_scale);
  timing_overlay_.draw(output.w, hud_height, ui_scale);
  view::draw_load_error_panel(renderer_, text_, output.w, output.h, ui_scale, load_problems_);
  if (campaign_done_ && campaign_shown_ > 0) {
    constexpr double kFadeSeconds = 0.8;
    view::draw_campaign_screen(renderer_, text_, output.w, output.h, campaign_.summary_lines(),
                               campaign_shown_ / kFadeSeconds);
  }
  if (!menu_open_ && !title_) return;
  // Built only while a screen that shows it is open, not every frame of the battle.
  const std::string briefing = battle_briefing(battle_.map);
  const std::string objectives = view::objective_summary(world_);
  if (menu_open_) menu_.draw(renderer_, text_, output.w, output.h, name, briefing, objectives);
  if (title_) {
    view::draw_title_screen(renderer_, text_, output.w, output.h, name, briefing, objectives);
  }
}

std::optional<sim::UnitId> BattleScene::unit_at(Vec2 world) const {
  std::optional<sim::UnitId> best;
  double best_distance = 0;
  for (const sim::Unit& unit : world_.units()) {
    if (!unit.in_play()) continue;
    const double d = distance(unit.position, world);
    // On the drawn figure, or near its feet; the nearest centre wins where figures overlap.
    const bool picked = d <= unit.radius() * kPickSlack || view::drawn_over(unit, world);
    if (picked && (!best || d < best_distance)) {
      best = unit.id;
      best_distance = d;
    }
  }
  return best;
}

bool BattleScene::handle_overlays(const InputEvent& event) {
  if (title_) {
    if (event.kind == InputKind::kMouseDown || event.kind == InputKind::kKeyDown) {
      title_ = false;
      effects_.banner("Turn 1", kPlayerTurnLine, kTurnBannerSeconds);  // the battle begins now
      cue(Moment::kPlayerTurn);
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
      save_user_settings({menu_.master(), menu_.music(), menu_.effects()});
      effects_.accept_click();  // so the effects level can be heard
      break;
    case view::PauseMenu::Action::kNone:
      break;
  }
}

void BattleScene::handle(const InputEvent& event) {
  if (handle_overlays(event) || handle_campaign_screen(event)) return;
  switch (event.kind) {
    case InputKind::kMouseMove:
      if (dragging_ && mouse_) camera_.pan(event.x - mouse_->x, event.y - mouse_->y);
      mouse_ = Vec2{static_cast<double>(event.x), static_cast<double>(event.y)};
      selection_.hovered = unit_at(camera_.to_world(event.x, event.y));
      break;
    case InputKind::kMouseDown:
      if (event.button == MouseButton::kLeft) left_click(camera_.to_world(event.x, event.y));
      if (event.button == MouseButton::kRight) cancel();
      if (event.button == MouseButton::kMiddle) dragging_ = true;
      break;
    case InputKind::kMouseUp:
      if (event.button == MouseButton::kMiddle) dragging_ = false;
      break;
    case InputKind::kMouseWheel:
      if (mouse_) camera_.zoom_at(mouse_->x, mouse_->y, std::pow(kWheelZoomStep, event.wheel));
      break;
    case InputKind::kKeyDown:
      if (event.key == "Escape") {
        // Esc first cancels a selection, then clears queued orders; with neither it opens the
        // pause menu.
        if (selection_.selected || !queue_.empty()) {
          cancel();
        } else {
          menu_open_ = true;
          menu_.open();
          held_.clear();
        }
      }
      if (event.key == "F1" || event.key == "F2" || event.key == "F3" || event.key == "F4") {
        toggle_overlay(event.key);
      }
      if (event.key == "Space") end_turn();
      if (event.key == "1" || event.key == "2" || event.key == "4") {
        speed_ = event.key == "1" ? 1.0 : event.key == "2" ? 2.0 : 4.0;
        effects_.announce("Speed " + event.key + "x");
      }
      if (event.key == "R") ask_restart();
      if (event.key == "Tab") select_next_hero();
      if (event.key == "L") combat_log_.toggle();
      // N, or Enter once the battle is won: on to the next map.
      if (event.key == "N" ||
          (event.key == "Return" && world_.turns().outcome == sim::Outcome::kVictory)) {
        next_map();
      }
      if (event.key == "P") {
        paused_ = !paused_;
        effects_.announce(paused_ ? "Paused (P resumes)" : "Resumed");
      }
      held_.insert(event.key);
      break;
    case InputKind::kKeyUp:
      held_.erase(event.key);
      break;
    default:
      break;
  }
}

// Keys and screen edges pan the view (which only moves once zoomed in); while a unit acts, the
// view follows it.
void BattleScene::move_camera(double dt) {
  auto held = [&](const char* a, const char* b) { return held_.count(a) || held_.count(b); };
  double dx = 0, dy = 0;
  if (held("A", "Left")) dx += 1;
  if (held("D", "Right")) dx -= 1;
  if (held("W", "Up")) dy += 1;
  if (held("S", "Down")) dy -= 1;
  if (mouse_ && output_.w > 0) {
    if (mouse_->x < kEdgePixels) dx += 1;
    if (mouse_->x > output_.w - kEdgePixels) dx -= 1;
    if (mouse_->y < kEdgePixels) dy += 1;
    if (mouse_->y > output_.h - kEdgePixels) dy -= 1;
  }
  if (dx != 0 || dy != 0) camera_.pan(dx * kPanSpeed * dt, dy * kPanSpeed * dt);
  if (const std::optional<sim::UnitId> acting = world_.acting_unit()) {
    if (const sim::Unit* unit = world_.unit(*acting)) camera_.follow(unit->position, dt);
  }
  // The world slides under a still mouse: what it points at may have changed.
  if (mouse_) selection_.hovered = unit_at(camera_.to_world(mouse_->x, mouse_->y));
}

void BattleScene::end_turn() {
  if (paused_) {
    effects_.refuse("Paused: P resumes the game");
  } else if (world_.turns().outcome != sim::Outcome::kOngoing) {
    effects_.refuse("The battle is over");
  } else if (world_.turns().side != sim::TurnSide::kPlayer) {
    fast_forward_ = !fast_forward_;
    effects_.announce(fast_forward_ ? "Fast-forward: the enemies' turn plays 4x (Space: normal)"
                                    : "The enemies' turn plays at normal speed");
  } else if (world_.busy()) {
    effects_.refuse("Wait: an attack is under way");
  } else {
    pending_.end_turn = true;
    selection_.selected.reset();
    effects_.accept_click();
  }
}

void BattleScene::left_click(Vec2 world) {
  if (paused_) {
    // Never dropped in silence, never carried out later by surprise: refused, with the way on.
    effects_.reject_click(world, "Paused: P resumes the game");
    return;
  }
  if (world_.turns().outcome != sim::Outcome::kOngoing) {
    effects_.reject_click(world, "The battle is over");
    return;
  }
  if (world_.turns().side != sim::TurnSide::kPlayer) {
    effects_.reject_click(world, "Wait: it is the enemies' turn");
    return;
  }
  if (world_.busy()) {
    queue_click(world);
    return;
  }
  const std::optional<sim::UnitId> id = unit_at(world);
  const sim::Unit* unit = id ? world_.unit(*id) : nullptr;
  if (!unit) {
    if (!selection_.selected) {
      effects_.reject_click(world, "Click one of your heroes first");
      return;
    }
    // Open ground: the selected hero moves there (once a turn), and the spot becomes its home.
    const sim::Unit* hero = world_.unit(*selection_.selected);
    const sim::MoveCheck check = world_.check_move(*selection_.selected, world);
    if (!hero || check != sim::MoveCheck::kOk) {
      effects_.reject_click(world, hero ? view::move_refusal_message(*hero, check)
                                        : std::string("Click one of your heroes first"));
      return;
    }
    pending_.move = sim::MoveOrder{*selection_.selected, world};
    if (!world_.can_order(*selection_.selected)) selection_.selected.reset();  // nothing left
    effects_.accept_click();
    return;
  }
  if (unit->side() == sim::Side::kHero) {
    if (!world_.can_order(unit->id) && !world_.can_move(unit->id)) {
      effects_.reject_click(world,
                            unit->name() + " has moved and attacked this turn (Space ends it)");
      return;
    }
    selection_.selected = unit->id;
    effects_.accept_click();
    return;
  }
  if (!selection_.selected) {
    effects_.reject_click(world, "Select a hero first, then click " + unit->name());
    return;
  }
  if (!world_.can_order(*selection_.selected)) {
    const sim::Unit* hero = world_.unit(*selection_.selected);
    effects_.reject_click(world, (hero ? hero->name() : std::string("This hero")) +
                                     " has attacked this turn; it can still move");
    return;
  }
  pending_.attack = sim::AttackOrder{*selection_.selected, unit->id};
  selection_.selected.reset();
  effects_.accept_click();
}

// A click while an attack or a move plays out: select a hero that has something left, then
// queue its attack (an enemy) or its move (open ground), carried out once the world is free.
void BattleScene::queue_click(Vec2 world) {
  const std::optional<sim::UnitId> id = unit_at(world);
  const sim::Unit* unit = id ? world_.unit(*id) : nullptr;
  const sim::TurnState& turns = world_.turns();
  if (unit && unit->side() == sim::Side::kHero) {
    if (turns.has_acted(unit->id.index) && turns.has_moved(unit->id.index)) {
      effects_.reject_click(world, unit->name() + " has moved and attacked this turn");
      return;
    }
    selection_.selected = unit->id;
    effects_.accept_click();
    effects_.announce(unit->name() + " selected: its order will wait its turn (Esc cancels)");
    return;
  }
  const sim::Unit* hero = selection_.selected ? world_.unit(*selection_.selected) : nullptr;
  if (!hero) {
    effects_.reject_click(world, "Wait: an action is under way (click a hero to queue an order)");
    return;
  }
  if (!unit) {
    // Nothing stands still while an action plays: a click just off an enemy that has walked or
    // been knocked on means that enemy, not a move to where it was.
    double best = 0;
    for (const sim::Unit& other : world_.units()) {
      if (other.side() != sim::Side::kEnemy || !other.in_play()) continue;
      const double d = distance(other.position, world);
      if (d <= other.radius() * 2.5 && (!unit || d < best)) {
        unit = &other;
        best = d;
      }
    }
  }
  QueuedOrder order;
  if (unit) {
    order.attack = sim::AttackOrder{hero->id, unit->id};
  } else {
    order.move = sim::MoveOrder{hero->id, world};
  }
  if (const std::string why = queue_.refusal(world_, order); !why.empty()) {
    effects_.reject_click(world, why);
    return;
  }
  queue_.push(order);
  selection_.selected.reset();
  effects_.accept_click();
  effects_.announce("Queued " + std::to_string(queue_.orders().size()) + ": " + hero->name() +
                    (unit ? " attacks " + unit->name() : std::string(" moves there")) +
                    " (Esc clears the queue)");
}

// Right-click or Esc: the selection first, then the queued orders.
void BattleScene::cancel() {
  if (selection_.selected) {
    selection_.selected.reset();
  } else if (!queue_.empty()) {
    queue_.clear();
    effects_.announce("Queued orders cleared");
  }
}

bool BattleScene::order_attack(const std::string& hero, const std::string& enemy) {
  const auto attacker = world_.find(hero);
  const auto target = world_.find(enemy);
  if (!attacker || !target) return false;
  pending_.attack = sim::AttackOrder{*attacker, *target};
  return true;
}

// R: the same map from the start (after a result, or any time the player wants a fresh try).
void BattleScene::ask_restart() {
  // A battle under way asks first: a stray R must not throw away the turns played.
  const bool asked = restart_asked_tick_ && world_.tick() <= *restart_asked_tick_ + kConfirmTicks;
  if (world_.turns().outcome != sim::Outcome::kOngoing || asked) {
    restart_asked_tick_.reset();
    restart();
    return;
  }
  restart_asked_tick_ = world_.tick();
  effects_.announce("Press R again to start the battle over");
}

void BattleScene::select_next_hero() {
  // Tab: the next hero, in map order after the selected one, that can still act.
  const auto units = world_.units();
  const std::size_t count = units.size();
  const std::size_t from = selection_.selected ? selection_.selected->index + 1 : 0;
  for (std::size_t i = 0; i < count; ++i) {
    const sim::Unit& unit = units[(from + i) % count];
    if (unit.side() != sim::Side::kHero) continue;
    if (!world_.can_order(unit.id) && !world_.can_move(unit.id)) continue;
    selection_.selected = unit.id;
    effects_.announce(unit.name() + " selected: " +
                      view::actions_left(world_.can_move(unit.id), world_.can_order(unit.id)) +
                      " (Tab: next hero)");
    return;
  }
  effects_.refuse(world_.busy() ? "Wait: an attack is under way" : "No hero can act now");
}

void BattleScene::toggle_overlay(const std::string& key) {
  if (key == "F1") steering_overlay_.toggle();
  if (key == "F2") patrol_overlay_.toggle();
  if (key == "F3") collision_overlay_.toggle();
  if (key == "F4") timing_overlay_.toggle();
}

bool BattleScene::click_unit(const std::string& name) {
  const auto id = world_.find(name);
  const sim::Unit* unit = id ? world_.unit(*id) : nullptr;
  if (!unit) return false;
  left_click(unit->position);
  return true;
}

void BattleScene::hover_world(Vec2 world) {
  mouse_ = camera_.to_screen(world);
  selection_.hovered = unit_at(world);
}

bool BattleScene::hover_unit(const std::string& name) {
  const auto id = world_.find(name);
  const sim::Unit* unit = id ? world_.unit(*id) : nullptr;
  if (!unit) return false;
  hover_world(unit->position);
  return true;
}

void BattleScene::press_key(const std::string& key) {
  InputEvent event;
  event.kind = InputKind::kKeyDown;
  event.key = key;
  handle(event);
}

bool BattleScene::handle_campaign_screen(const InputEvent& event) {
  if (!campaign_done_ || menu_open_ || title_) return false;
  if (event.kind == InputKind::kKeyDown) {
    if (event.key == "R" || event.key == "Escape") restart_campaign();
    if (event.key == "Escape" && !campaign_done_) {
      show_title();  // the campaign starts again from its title
      cue(Moment::kTitle);
    }
    if (event.key == "Q") quit_ = true;
  }
  return event.kind != InputKind::kMouseMove;  // the battle is over: clicks change nothing
}

void BattleScene::restart_campaign() {
  Diagnostics diagnostics;
  std::optional<Battle> first = load_checked_battle(first_map_, diagnostics);
  if (!first) {
    for (const Diagnostic& d : diagnostics.items()) log::error(d.to_string());
    effects_.refuse(first_map_ + " could not be loaded: the campaign cannot start again");
    return;
  }
  campaign_.clear();
  switch_battle(std::move(*first));
  show_load_warnings(diagnostics);
}

void BattleScene::restart() {
  start_world(sim::World(battle_.setup));
  effects_.banner("Turn 1", kPlayerTurnLine, kTurnBannerSeconds);
  effects_.announce("The battle starts again");
  cue(Moment::kPlayerTurn);
}

void BattleScene::next_map() {
  if (world_.turns().outcome != sim::Outcome::kVictory) {
    effects_.refuse("Win this battle first: N moves on after a victory");
    return;
  }
  const std::string path = next_map_path(battle_.map);
  if (path.empty()) {
    campaign_done_ = true;  // the closing screen (it shows from the victory on)
    return;
  }
  Diagnostics diagnostics;
  std::optional<Battle> next = load_checked_battle(path, diagnostics);
  if (!next) {
    // The campaign stops here rather than crashing: say which file and what is wrong.
    std::string why = path + ": it could not be loaded";
    for (const Diagnostic& d : diagnostics.items()) {
      if (d.severity == Severity::kError) {
        why = d.to_string();
        break;
      }
    }
    for (const Diagnostic& d : diagnostics.items()) log::error("the next map: " + d.to_string());
    effects_.refuse("The next map has a problem: " + why);
    return;
  }
  switch_battle(std::move(*next));
  show_load_warnings(diagnostics);
}

void BattleScene::switch_battle(Battle battle) {
  sim::World world(battle.setup);
  take_battle(std::move(battle), std::move(world));
  camera_ = view::Camera();
  const std::string name = battle_title(battle_.map);
  effects_.banner(name, kPlayerTurnLine, kTurnBannerSeconds);
  effects_.announce("Turn 1 on " + name);
  cue(Moment::kPlayerTurn);
}

void BattleScene::show_load_warnings(const Diagnostics& diagnostics) {
  std::vector<std::string> warnings;
  for (const Diagnostic& d : diagnostics.items()) {
    if (d.severity != Severity::kWarning) continue;
    warnings.push_back(d.to_string());
    log::warning(d.to_string());
  }
  if (warnings.empty()) return;
  const std::string more =
      warnings.size() == 1 ? ""
                           : " (and " + std::to_string(warnings.size() - 1) + " more, in the log)";
  effects_.announce("Warning: " + warnings.front() + more);
}

void BattleScene::record_victory() {
  const sim::TurnState& turns = world_.turns();
  campaign_.record_victory(
      {battle_title(battle_.map), turns.turn, turns.hero_damage, turns.enemy_damage});
  if (next_map_path(battle_.map).empty()) {
    // The last map: the banner says how it was won, then the campaign's closing screen
    // fades in over it (a map played alone ends the same way).
    campaign_done_ = true;
    campaign_shown_ = -kClosingScreenDelaySeconds;
  }
}

}  // namespace hp::app
