// The second parse is nlohmann's SAX parser, which knows the position it reached and words its
// errors well; it builds nothing, and runs only for files that are refused, so its speed does
// not matter.
#include "engine/tiled/json/json_error_locator.h"

#include <algorithm>
#include <cmath>
#include <iterator>

#include <nlohmann/json.hpp>

#include "engine/tiled/read/map_limits.h"

namespace hp::tiled {
namespace {

using Json = nlohmann::json;

// A pointer into the text that also tells the checker how far the parser has read.
class TrackingIterator {
 public:
  using iterator_category = std::input_iterator_tag;
  using value_type = char;
  using difference_type = std::ptrdiff_t;
  using pointer = const char*;
  using reference = const char&;

  TrackingIterator(const char* at, const char** reached) : at_(at), reached_(reached) {}
  reference operator*() const { return *at_; }
  TrackingIterator& operator++() {
    *reached_ = ++at_;
    return *this;
  }
  TrackingIterator operator++(int) {
    TrackingIterator before = *this;
    ++*this;
    return before;
  }
  bool operator==(const TrackingIterator& other) const { return at_ == other.at_; }
  bool operator!=(const TrackingIterator& other) const { return at_ != other.at_; }

 private:
  const char* at_;
  const char** reached_;
};

// nlohmann's message reads "[json.exception.parse_error.101] parse error at line 3, column 5:
// syntax error ..."; keep what follows the position.
std::string describe_syntax_error(const std::string& what) {
  const std::size_t colon = what.find(": ");
  return colon == std::string::npos ? what : what.substr(colon + 2);
}

// Stops at the first problem and keeps its offset and words.
class ProblemFinder : public nlohmann::json_sax<Json> {
 public:
  explicit ProblemFinder(const char* text) : text_(text), reached_(text) {}

  const char** reached() { return &reached_; }
  bool found() const { return found_; }
  std::size_t offset() const { return offset_; }
  const std::string& reason() const { return reason_; }
  bool over_limit() const { return over_limit_; }

  bool null() override { return true; }
  bool boolean(bool) override { return true; }
  bool number_integer(number_integer_t) override { return true; }
  bool number_unsigned(number_unsigned_t) override { return true; }
  bool number_float(number_float_t value, const string_t& text) override {
    // nlohmann falls back to a double for whole numbers past 64 bits; simdjson refuses them.
    const bool whole = text.find_first_of(".eE") == std::string::npos;
    if (!whole && std::isfinite(value)) return true;
    // The lexer has read one character past the number to see that it ended.
    stepped_back_ = 1;
    return stop("number " + text + " is too large for " +
                    (whole ? "a 64-bit whole number" : "a double") + "; Tiled never writes one",
                false);
  }
  bool string(string_t&) override { return true; }
  bool binary(binary_t&) override { return true; }
  bool key(string_t&) override { return true; }
  bool start_object(std::size_t) override { return open(); }
  bool end_object() override { return close(); }
  bool start_array(std::size_t) override { return open(); }
  bool end_array() override { return close(); }
  bool parse_error(std::size_t position, const std::string&,
                   const nlohmann::detail::exception& ex) override {
    found_ = true;
    offset_ = position;
    reason_ = describe_syntax_error(ex.what());
    return false;
  }

 private:
  bool open() {
    if (++depth_ <= kMaxJsonDepth) return true;
    return stop("arrays and objects are nested more than " + std::to_string(kMaxJsonDepth) +
                    " deep, more than any Tiled file has; re-save the file from Tiled",
                true);
  }
  bool close() {
    --depth_;
    return true;
  }
  bool stop(std::string reason, bool over_limit) {
    found_ = true;
    offset_ = static_cast<std::size_t>(reached_ - text_);
    offset_ -= std::min(offset_, stepped_back_);
    reason_ = std::move(reason);
    over_limit_ = over_limit;
    return false;
  }

  const char* text_;
  const char* reached_;  // how far the parser has read
  int depth_ = 0;
  std::size_t stepped_back_ = 0;  // how far before reached_ the problem is
  bool found_ = false;
  std::size_t offset_ = 0;
  std::string reason_;
  bool over_limit_ = false;
};

}  // namespace

std::optional<JsonTextProblem> locate_json_problem(std::string_view text) {
  ProblemFinder finder(text.data());
  const TrackingIterator first(text.data(), finder.reached());
  const TrackingIterator last(text.data() + text.size(), finder.reached());
  Json::sax_parse(first, last, &finder);
  if (!finder.found()) return std::nullopt;
  const std::size_t offset = std::min(finder.offset(), text.size());
  JsonTextProblem problem;
  problem.line = 1 + static_cast<int>(std::count(text.begin(), text.begin() + offset, '\n'));
  problem.reason = finder.reason().empty() ? "unexpected end" : finder.reason();
  problem.over_limit = finder.over_limit();
  return problem;
}

}  // namespace hp::tiled
