// load_error_lines: greedy wrapping at spaces, characters only inside a word too long for a line.
#include "game/view/screens/load_error_layout.h"

namespace hp::view {
namespace {

bool continuation_byte(char c) {
  return (static_cast<unsigned char>(c) & 0xC0) == 0x80;
}

// The longest prefix of word (at least one character) no wider than width.
std::size_t prefix_that_fits(const MeasureText& measure, int size, int width,
                             const std::string& word) {
  std::size_t keep = 0;
  for (std::size_t next = 1; next <= word.size(); ++next) {
    if (next < word.size() && continuation_byte(word[next])) continue;  // inside a character
    if (keep > 0 && measure(word.substr(0, next), size) > width) break;
    keep = next;
  }
  return keep;
}

}  // namespace

std::vector<std::string> wrap_whole(const MeasureText& measure, int size, int width,
                                    const std::string& text) {
  std::vector<std::string> lines;
  std::string line;
  for (std::size_t at = 0; at <= text.size();) {
    const std::size_t end = std::min(text.find(' ', at), text.size());
    std::string word = text.substr(at, end - at);
    at = end + 1;
    const std::string longer = line.empty() ? word : line + " " + word;
    if (measure(longer, size) <= width) {
      line = longer;
      continue;
    }
    if (!line.empty()) lines.push_back(line);
    line.clear();
    while (measure(word, size) > width) {  // a word wider than a line: cut it where it must be
      const std::size_t keep = prefix_that_fits(measure, size, width, word);
      lines.push_back(word.substr(0, keep));
      word.erase(0, keep);
    }
    line = word;
  }
  if (!line.empty()) lines.push_back(line);
  return lines;
}

std::vector<LoadErrorLine> load_error_lines(const MeasureText& measure, int size, int width,
                                            const std::vector<std::string>& problems,
                                            int max_lines) {
  std::vector<LoadErrorLine> lines;
  std::size_t shown = 0;
  for (; shown < problems.size(); ++shown) {
    const std::vector<std::string> wrapped = wrap_whole(measure, size, width, problems[shown]);
    const bool last = shown + 1 == problems.size();
    const int room = max_lines - (last ? 0 : 1);  // keep a line for "and N more"
    if (shown > 0 && static_cast<int>(lines.size() + wrapped.size()) > room) break;
    for (const std::string& line : wrapped) lines.push_back({line, false});
  }
  if (shown < problems.size()) {
    lines.push_back(
        {"and " + std::to_string(problems.size() - shown) + " more (heartpath check lists all)",
         true});
  }
  return lines;
}

}  // namespace hp::view
