// InputScript: a replayable list of player inputs for `heartpath play --script FILE`, one per
// line: `TIME click unit NAME`, `TIME click X Y` (world pixels), `TIME key NAME` (an SDL key
// name: Space, Escape, F1...), `TIME end-turn`, `TIME undo` (the last Move taken back, as U),
// `TIME reset-turn` (the turn reset, as T). TIME is in seconds of game time from the start;
// `#` starts a comment. Inputs replay at the first tick at or after their time, in file order.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/diagnostic.h"
#include "engine/core/vec2.h"

namespace hp::app {

struct ScriptedInput {
  enum class Kind {
    kClickUnit,
    kClickPoint,
    kHoverUnit,
    kHoverPoint,
    kKey,
    kEndTurn,
    kUndo,
    kResetTurn
  };
  std::int64_t tick = 0;  // the simulation tick it happens on
  Kind kind = Kind::kEndTurn;
  std::string name;  // kClickUnit, kHoverUnit: the unit; kKey: the key
  Vec2 point;        // kClickPoint, kHoverPoint: world pixels
  int line = 0;
};

// Parses a script's text; every bad line is reported as `path:line: error: ...` and the result
// is nullopt if there was any. Inputs come sorted by tick (file order within a tick).
std::optional<std::vector<ScriptedInput>> parse_input_script(const std::string& text,
                                                             const std::string& path,
                                                             Diagnostics& diagnostics);

// Reads and parses a script file (an unreadable file is an error too).
std::optional<std::vector<ScriptedInput>> load_input_script(const std::string& path,
                                                            Diagnostics& diagnostics);

}  // namespace hp::app
