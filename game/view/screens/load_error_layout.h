// The broken-save panel's lines: every problem shown whole, wrapped to the panel's width (the
// fix at a message's end was cut off when each problem had one line). Pure layout over
// measured widths: no SDL, tested on its own.
#pragma once

#include <string>
#include <vector>

#include "game/view/screens/hud_layout.h"

namespace hp::view {

// One line of the panel's text.
struct LoadErrorLine {
  std::string text;
  bool more = false;  // the "and N more" line (drawn fainter)
};

// problems ("path:line: error: message") broken into lines no wider than width at size: at
// spaces, and inside a word (a long path) only when the word alone is wider. Whole problems, in
// order, as many as fit in max_lines (the first always, however long), then, when some are left
// out, "and N more (heartpath check lists all)" within max_lines.
std::vector<LoadErrorLine> load_error_lines(const MeasureText& measure, int size, int width,
                                            const std::vector<std::string>& problems,
                                            int max_lines);

// text broken into lines no wider than width at size, as load_error_lines breaks each problem.
std::vector<std::string> wrap_whole(const MeasureText& measure, int size, int width,
                                    const std::string& text);

}  // namespace hp::view
