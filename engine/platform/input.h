// InputEvent: a window event translated into the few things the game reacts to.
#pragma once

#include <string>

namespace hp {

enum class InputKind {
  kQuit,
  kMouseDown,
  kMouseUp,
  kMouseMove,
  kMouseWheel,
  kKeyDown,
  kKeyUp,
  kResized
};
enum class MouseButton { kNone, kLeft, kMiddle, kRight };

struct InputEvent {
  InputKind kind = InputKind::kQuit;
  MouseButton button = MouseButton::kNone;
  int x = 0;  // mouse position in output (drawable) pixels, high-DPI corrected
  int y = 0;
  int wheel = 0;    // wheel clicks, positive away from the user
  std::string key;  // SDL key name for kKeyDown: "Escape", "Space", "F11", "A", ...
};

}  // namespace hp
