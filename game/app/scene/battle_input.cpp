// BattleInput implementation: the orders for the next step, clicks, keys and the camera's keys.
#include "game/app/scene/battle_input.h"

#include <algorithm>
#include <cmath>
#include <utility>

#include "engine/core/log.h"
#include "game/view/battlefield/event_effects.h"
#include "game/view/canvas/camera.h"
#include "game/view/screens/unit_tooltip.h"
#include "game/view/text/order_messages.h"

namespace hp::app {
namespace {

// Clicks this much outside a unit's disc still pick it: discs are small, fingers are not.
constexpr double kPickSlack = 1.4;
constexpr double kWheelZoomStep = 1.25;  // zoom factor per wheel click
constexpr double kPanSpeed = 700.0;      // output pixels per second, keys and screen edges
constexpr double kEdgePixels = 6.0;      // the mouse this close to the window's edge pans

}  // namespace

BattleInput::BattleInput(const sim::World& world, view::EventEffects& effects, view::Camera& camera,
                         InputCalls calls)
    : world_(world), effects_(effects), camera_(camera), calls_(std::move(calls)) {}

double BattleInput::time_scale() const {
  if (paused_) return 0.0;
  return fast_forward_ ? std::max(speed_, 1.0) * kFastForward : speed_;
}

void BattleInput::reset() {
  pending_ = {};
  queue_.clear();
  clicks_while_planning_.clear();
  selection_ = {};
  fast_forward_ = false;
  restart_question_left_.reset();  // it was asked of the old battle
  pointed_enemy_.reset();
}

void BattleInput::update(double dt) {
  if (restart_question_left_ && (*restart_question_left_ -= dt) <= 0) {
    restart_question_left_.reset();
  }
  if (pointed_enemy_) pointed_enemy_->seconds += dt;
}

void BattleInput::point_at(std::optional<sim::UnitId> unit) {
  selection_.hovered = unit;
  const sim::Unit* u = unit ? world_.unit(*unit) : nullptr;
  if (u && u->side() == sim::Side::kEnemy) pointed_enemy_ = PointedEnemy{u->id, u->position, 0};
}

sim::Commands BattleInput::take_orders() {
  if (!clicks_while_planning_.empty() && !world_.busy()) {
    for (const Vec2 at : std::exchange(clicks_while_planning_, {})) click(at);
  }
  if (!pending_.attack && !pending_.move && !pending_.end_turn) take_queued();
  if (!queue_.empty() && world_.check_orders_now() != sim::OrdersNow::kYes) {
    queue_.clear();
    effects_.refuse("Queued orders dropped: your turn is over");
  }
  return std::exchange(pending_, {});
}

void BattleInput::take_queued() {
  // The next queued order, as soon as the world takes orders again.
  const std::optional<OrderQueue::Next> next = queue_.take_ready(world_);
  if (!next) return;
  if (next->dropped.empty()) {
    pending_ = next->commands;
  } else {
    effects_.reject_click(next->where, next->dropped);
    log::info(next->dropped);
  }
}

std::optional<sim::UnitId> BattleInput::unit_at(Vec2 world) const {
  std::optional<sim::UnitId> best;
  double best_distance = 0;
  for (const sim::Unit& unit : world_.units()) {
    if (!unit.in_play()) continue;
    const double d = distance(unit.position, world);
    // On the drawn figure, or near its feet; the nearest centre wins where figures overlap.
    const bool picked = d <= unit.radius() * kPickSlack || view::drawn_over(unit, world, camera_);
    if (picked && (!best || d < best_distance)) {
      best = unit.id;
      best_distance = d;
    }
  }
  return best;
}

void BattleInput::handle(const InputEvent& event) {
  switch (event.kind) {
    case InputKind::kMouseMove:
      if (dragging_ && mouse_) camera_.pan(event.x - mouse_->x, event.y - mouse_->y);
      mouse_ = Vec2{static_cast<double>(event.x), static_cast<double>(event.y)};
      point_at(unit_at(camera_.to_world(event.x, event.y)));
      break;
    case InputKind::kMouseDown:
      if (event.button == MouseButton::kLeft) click(camera_.to_world(event.x, event.y));
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
      key_down(event.key);
      held_.insert(event.key);
      break;
    case InputKind::kKeyUp:
      held_.erase(event.key);
      break;
    default:
      break;
  }
}

// A key pressed in the battle (the pause menu, the title and the closing screen take theirs
// first).
void BattleInput::key_down(const std::string& key) {
  if (key == "Escape") {
    // Esc first cancels a selection, then clears queued orders; with neither it opens the
    // pause menu.
    if (selection_.selected || !queue_.empty()) {
      cancel();
    } else {
      held_.clear();
      calls_.open_menu();
    }
  }
  if (key == "F1" || key == "F2" || key == "F3" || key == "F4" || key == "F5")
    calls_.toggle_overlay(key);
  if (key == "Space") end_turn();
  if (key == "1" || key == "2" || key == "4") {
    speed_ = key == "1" ? 1.0 : key == "2" ? 2.0 : 4.0;
    effects_.announce("Speed " + key + "x");
    if (calls_.speed_changed) calls_.speed_changed();
  }
  if (key == "R") ask_restart();
  // Ctrl+Z as in an editor; U and Backspace with one hand on the mouse.
  const bool ctrl = held_.count("Left Ctrl") || held_.count("Right Ctrl");
  if (key == "U" || key == "Backspace" || (key == "Z" && ctrl)) undo();
  if (key == "T") reset_turn();
  if (key == "Tab") select_next_hero();
  if (key == "L") calls_.toggle_log();
  // N, or Enter once the battle is won: on to the next map.
  if (key == "N" || (key == "Return" && world_.turns().outcome == sim::Outcome::kVictory)) {
    calls_.next_map();
  }
  if (key == "P") {
    paused_ = !paused_;
    effects_.announce(paused_ ? "Paused (P resumes)" : "Resumed");
  }
}

// Keys and screen edges pan the view (which only moves once zoomed in); while a unit acts, the
// view follows it.
void BattleInput::move_camera(double dt, Size output) {
  auto held = [&](const char* a, const char* b) { return held_.count(a) || held_.count(b); };
  double dx = 0, dy = 0;
  if (held("A", "Left")) dx += 1;
  if (held("D", "Right")) dx -= 1;
  if (held("W", "Up")) dy += 1;
  if (held("S", "Down")) dy -= 1;
  if (mouse_ && output.w > 0) {
    if (mouse_->x < kEdgePixels) dx += 1;
    if (mouse_->x > output.w - kEdgePixels) dx -= 1;
    if (mouse_->y < kEdgePixels) dy += 1;
    if (mouse_->y > output.h - kEdgePixels) dy -= 1;
  }
  // By whole output pixels, the rest carried to the next frame: a view moved by whole pixels
  // is a part of the map's picture further along (still_scene.h), one moved by a fraction is
  // drawn again.
  if (dx != 0 || dy != 0) {
    pan_carry_ = pan_carry_ + Vec2{dx, dy} * (kPanSpeed * dt);
    const Vec2 whole{std::trunc(pan_carry_.x), std::trunc(pan_carry_.y)};
    pan_carry_ = pan_carry_ - whole;
    if (whole != Vec2{}) camera_.pan(whole.x, whole.y);
  } else {
    pan_carry_ = {};
  }
  if (const std::optional<sim::UnitId> acting = world_.acting_unit()) {
    if (const sim::Unit* unit = world_.unit(*acting)) camera_.follow(unit->position, dt);
  }
  // The world slides under a still mouse: what it points at may have changed.
  if (mouse_) point_at(unit_at(camera_.to_world(mouse_->x, mouse_->y)));
}

void BattleInput::end_turn() {
  if (paused_) {
    effects_.refuse("Paused: P resumes the game");
  } else if (world_.check_orders_now() == sim::OrdersNow::kBattleOver) {
    effects_.refuse(view::orders_now_refusal_message(sim::OrdersNow::kBattleOver));
  } else if (world_.check_orders_now() == sim::OrdersNow::kEnemiesTurn) {
    fast_forward_ = !fast_forward_;
    effects_.announce(fast_forward_ ? "Fast-forward: the enemies' turn plays 4x (Space: normal)"
                                    : "The enemies' turn plays at normal speed");
  } else if (world_.busy() && !world_.waiting_on_plans()) {
    effects_.refuse("Wait: an attack is under way");
  } else {
    // While the enemies plan (a few frames), the turn ends as soon as their plans are made.
    pending_.end_turn = true;
    selection_.selected.reset();
    effects_.accept_click();
  }
}

void BattleInput::click(Vec2 world) {
  restart_question_left_.reset();  // the player went on playing: R asks again
  if (refused_now(world)) return;
  if (world_.waiting_on_plans()) {
    clicks_while_planning_.push_back(world);
    return;
  }
  if (world_.busy()) {
    queue_click(world);
    return;
  }
  const std::optional<sim::UnitId> id = unit_at(world);
  const sim::Unit* unit = id ? world_.unit(*id) : nullptr;
  // Just off an enemy's figure, where the selected hero has no room to stand: the attack that
  // was aimed, not a Move refused for the enemy in the way.
  const sim::Unit* beside = unit || !selection_.selected ? nullptr : enemy_near(world);
  if (beside && world_.check_move_spot(*selection_.selected, world) == sim::MoveCheck::kNoRoom) {
    unit = beside;
  }
  if (!unit) {
    click_ground(world);
  } else if (unit->side() == sim::Side::kHero) {
    click_hero(world, *unit);
  } else {
    click_enemy(world, *unit);
  }
}

// Clicks that no order can come of now: refused, with the way on.
bool BattleInput::refused_now(Vec2 world) {
  if (paused_) {
    // Never dropped in silence, never carried out later by surprise: refused, with the way on.
    effects_.reject_click(world, "Paused: P resumes the game");
  } else if (const sim::OrdersNow now = world_.check_orders_now(); now != sim::OrdersNow::kYes) {
    effects_.reject_click(world, view::orders_now_refusal_message(now));
  } else {
    return false;
  }
  return true;
}

// Open ground: the selected hero moves there (once a turn), and the spot becomes its home.
void BattleInput::click_ground(Vec2 world) {
  const sim::Unit* hero = selection_.selected ? world_.unit(*selection_.selected) : nullptr;
  if (!selection_.selected) {
    effects_.reject_click(world, "Click one of your heroes first");
    return;
  }
  const sim::MoveCheck check = world_.check_move(*selection_.selected, world);
  if (!hero || check != sim::MoveCheck::kOk) {
    effects_.reject_click(world, hero ? view::move_refusal_message(*hero, check)
                                      : std::string("Click one of your heroes first"));
    return;
  }
  pending_.move = sim::MoveOrder{*selection_.selected, world};
  if (!world_.can_order(*selection_.selected)) selection_.selected.reset();  // nothing left
  effects_.accept_click();
}

void BattleInput::click_hero(Vec2 world, const sim::Unit& hero) {
  if (!world_.can_order(hero.id) && !world_.can_move(hero.id)) {
    effects_.reject_click(world, hero.name() + " has moved and attacked this turn (Space ends it)");
    return;
  }
  selection_.selected = hero.id;
  effects_.accept_click();
}

void BattleInput::click_enemy(Vec2 world, const sim::Unit& enemy) {
  if (!selection_.selected) {
    effects_.reject_click(world, "Select a hero first, then click " + enemy.name());
    return;
  }
  // The world says whether the attack would be taken; the scene only shows its answer.
  const sim::AttackCheck check = world_.check_attack(*selection_.selected, enemy.id);
  if (check != sim::AttackCheck::kOk) {
    const sim::Unit* hero = world_.unit(*selection_.selected);
    effects_.reject_click(world, hero ? view::attack_refusal_message(*hero, enemy, check)
                                      : "This hero has attacked this turn; it can still move");
    return;
  }
  pending_.attack = sim::AttackOrder{*selection_.selected, enemy.id};
  selection_.selected.reset();
  effects_.accept_click();
}

// A click while an attack or a move plays out: select a hero that has something left, then
// queue its attack (an enemy) or its move (open ground), carried out once the world is free.
void BattleInput::queue_click(Vec2 world) {
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
  if (!unit) unit = enemy_near(world);
  if (!unit) unit = enemy_just_pointed_at(world);
  if (unit && !unit->in_play()) {
    // Aimed at an enemy that fell meanwhile: neither an attack on nobody nor a surprise move.
    effects_.reject_click(world, unit->name() + " is down: no attack queued (click again to move)");
    pointed_enemy_.reset();
    return;
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

// Nothing stands still while an action plays: a click just off an enemy that has walked or been
// knocked on means that enemy, not a move to where it was.
const sim::Unit* BattleInput::enemy_near(Vec2 world) const {
  const sim::Unit* near = nullptr;
  double best = 0;
  for (const sim::Unit& other : world_.units()) {
    if (other.side() != sim::Side::kEnemy || !other.in_play()) continue;
    const double d = distance(other.position, world);
    if (d <= other.radius() * 2.5 && (!near || d < best)) {
      near = &other;
      best = d;
    }
  }
  return near;
}

// A click where the pointer had an enemy a moment ago, before it walked on: that enemy (down or
// not; the caller says which), so the click stays the attack it was aimed as.
const sim::Unit* BattleInput::enemy_just_pointed_at(Vec2 world) const {
  if (!pointed_enemy_ || pointed_enemy_->seconds > kPointerGraceSeconds) return nullptr;
  const sim::Unit* enemy = world_.unit(pointed_enemy_->id);
  if (!enemy || distance(pointed_enemy_->at, world) > enemy->radius() * 2.5) return nullptr;
  return enemy;
}

// Right-click or Esc: the selection first, then the queued orders.
void BattleInput::cancel() {
  clicks_while_planning_.clear();
  if (selection_.selected) {
    selection_.selected.reset();
  } else if (!queue_.empty()) {
    queue_.clear();
    effects_.announce("Queued orders cleared");
  }
}

bool BattleInput::order_attack(const std::string& hero, const std::string& enemy) {
  const auto attacker = world_.find(hero);
  const auto target = world_.find(enemy);
  if (!attacker || !target) return false;
  pending_.attack = sim::AttackOrder{*attacker, *target};
  return true;
}

// R: the same map from the start (after a result, or any time the player wants a fresh try).
void BattleInput::ask_restart() {
  // A battle under way asks first: a stray R must not throw away the turns played.
  if (world_.turns().outcome != sim::Outcome::kOngoing || restart_question_left_) {
    restart_question_left_.reset();
    calls_.restart();
    return;
  }
  restart_question_left_ = kConfirmSeconds;
  effects_.announce("Press R again to start the battle over");
}

void BattleInput::undo() {
  if (paused_) {
    effects_.refuse("Paused: P resumes the game");
  } else {
    calls_.undo();
  }
}

void BattleInput::reset_turn() {
  if (paused_) {
    effects_.refuse("Paused: P resumes the game");
  } else {
    calls_.reset_turn();
  }
}

void BattleInput::select_next_hero() {
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
  effects_.refuse(!world_.busy()              ? "No hero can act now"
                  : world_.waiting_on_plans() ? "Wait: the enemies plan their move"
                                              : "Wait: an attack is under way");
}

void BattleInput::hover(Vec2 world) {
  mouse_ = camera_.to_screen(world);
  point_at(unit_at(world));
}

}  // namespace hp::app
