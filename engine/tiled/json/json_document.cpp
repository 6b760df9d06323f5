// JSON parsing: nlohmann's parser drives a tree builder of ours (its SAX interface), which notes
// object lines and diverts tile data arrays, so no second pass and no second copy is needed.
#include "engine/tiled/json/json_document.h"

#include <algorithm>
#include <iterator>

#include "engine/tiled/read/map_limits.h"

namespace hp::tiled {
namespace {

// A pointer into the text that also tells the builder how far the parser has read, so the
// builder knows the line of each '{' without a second pass over the text.
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

}  // namespace

// Builds the tree the way nlohmann's own DOM parser does, plus object lines and gid arrays.
class JsonTreeBuilder : public nlohmann::json_sax<Json> {
 public:
  JsonTreeBuilder(JsonDocument& document, const char* text)
      : document_(document), text_(text), counted_(text), reached_(text) {}

  const char** reached() { return &reached_; }
  const std::string& error() const { return error_; }
  std::size_t error_offset() const { return error_offset_; }
  // Whether parsing stopped at one of our limits (valid JSON, too big), not a syntax error.
  bool over_limit() const { return over_limit_; }

  bool null() override { return value(Json(nullptr)); }
  bool boolean(bool v) override { return value(Json(v)); }
  bool number_integer(number_integer_t v) override { return value(Json(v)); }
  bool number_unsigned(number_unsigned_t v) override { return value(Json(v)); }
  bool number_float(number_float_t v, const string_t&) override { return value(Json(v)); }
  bool string(string_t& v) override { return value(Json(std::move(v))); }
  bool binary(binary_t& v) override { return value(Json(std::move(v))); }

  bool start_object(std::size_t) override {
    Json* object = open(Json::value_t::object);
    if (object) document_.object_lines_[&object->get_ref<Json::object_t&>()] = line_at_open();
    return depth_ok();
  }
  bool key(string_t& name) override {
    Frame& top = frames_.back();
    if (top.container) slot_ = &(*top.container)[name];
    data_key_ = name == "data";
    return true;
  }
  bool end_object() override { return close(); }
  bool start_array(std::size_t) override {
    const bool gids = data_key_ && !frames_.empty() && frames_.back().container &&
                      frames_.back().container->is_object();
    Json* array = open(Json::value_t::array);
    if (array && gids) {
      frames_.back().gid_array = document_.gid_arrays_.size();
      document_.gid_index_[&array->get_ref<Json::array_t&>()] = document_.gid_arrays_.size();
      document_.gid_arrays_.emplace_back();
    }
    return depth_ok();
  }
  bool end_array() override { return close(); }
  bool parse_error(std::size_t position, const std::string&,
                   const nlohmann::detail::exception& ex) override {
    error_ = describe_syntax_error(ex.what());
    error_offset_ = position;
    return false;
  }

 private:
  static constexpr std::size_t kNone = static_cast<std::size_t>(-1);

  struct Frame {
    Json* container = nullptr;      // null: inside a gid array, so discarded
    std::size_t gid_array = kNone;  // index into gid_arrays_ when this is a tile data array
  };

  // Adds a value where the parser is: the root, an array's next element, an object's key, or a
  // gid array. Returns the stored value (null when it went into a gid array or was discarded).
  Json* place(Json&& v) {
    data_key_ = false;
    if (frames_.empty()) {
      document_.root_ = std::move(v);
      return &document_.root_;
    }
    Frame& top = frames_.back();
    if (top.gid_array != kNone) {
      add_gid(document_.gid_arrays_[top.gid_array], v);
      return nullptr;
    }
    if (!top.container) return nullptr;
    ++values_;
    if (top.container->is_array()) {
      Json::array_t& array = top.container->get_ref<Json::array_t&>();
      array.push_back(std::move(v));
      return &array.back();
    }
    *slot_ = std::move(v);
    return slot_;
  }

  bool value(Json&& v) {
    place(std::move(v));
    return size_ok();
  }

  Json* open(Json::value_t type) {
    Json* placed = place(Json(type));
    frames_.push_back({placed, kNone});
    return placed;
  }

  bool close() {
    frames_.pop_back();
    return true;
  }

  bool size_ok() {
    if (values_ <= kMaxJsonValues) return true;
    error_ = "the file holds more than " + std::to_string(kMaxJsonValues) +
             " values besides tile data; split the map or simplify its objects";
    error_offset_ = static_cast<std::size_t>(reached_ - text_);
    over_limit_ = true;
    return false;
  }

  bool depth_ok() {
    if (!size_ok()) return false;
    if (frames_.size() <= static_cast<std::size_t>(kMaxJsonDepth)) return true;
    error_ = "arrays and objects are nested more than " + std::to_string(kMaxJsonDepth) +
             " deep, more than any Tiled file has; re-save the file from Tiled";
    error_offset_ = static_cast<std::size_t>(reached_ - text_);
    over_limit_ = true;
    return false;
  }

  void add_gid(GidArray& array, const Json& v) {
    const std::size_t index = array.count++;
    if (!v.is_number_unsigned() || v.get<std::uint64_t>() > 0xffffffffu) {
      if (array.problem.empty()) {
        array.problem = "value " + std::to_string(index + 1) + " (" + describe(v) +
                        ") is not a tile gid (0 to 4294967295)";
      }
      return;
    }
    if (stored_gids_ >= static_cast<std::size_t>(kMaxTilesPerMap)) {
      array.truncated = true;
      return;
    }
    ++stored_gids_;
    array.gids.push_back(static_cast<std::uint32_t>(v.get<std::uint64_t>()));
  }

  static std::string describe(const Json& v) {
    if (v.is_structured()) return v.is_array() ? "an array" : "an object";
    std::string text = v.dump();
    if (text.size() > 40) text = text.substr(0, 40) + "...";
    return text;
  }

  // The line of the '{' just read (the parser has read exactly up to and including it).
  int line_at_open() {
    const char* brace = reached_ - 1;
    line_ += static_cast<int>(std::count(counted_, std::max(counted_, brace), '\n'));
    counted_ = std::max(counted_, brace);
    return line_;
  }

  JsonDocument& document_;
  const char* text_;
  const char* counted_;  // newlines before this are in line_
  const char* reached_;  // how far the parser has read
  int line_ = 1;
  std::vector<Frame> frames_;
  Json* slot_ = nullptr;  // where the value after a key goes
  bool data_key_ = false;
  std::size_t stored_gids_ = 0;
  std::int64_t values_ = 0;  // stored in the tree
  std::string error_;
  std::size_t error_offset_ = 0;
  bool over_limit_ = false;
};

bool JsonDocument::parse(std::string_view contents, const std::string& path,
                         Diagnostics& diagnostics) {
  if (contents.find_first_not_of(" \t\r\n") == std::string_view::npos) {
    diagnostics.error(path, 0, "the file is empty; re-save it from Tiled");
    return false;
  }
  JsonTreeBuilder builder(*this, contents.data());
  const TrackingIterator first(contents.data(), builder.reached());
  const TrackingIterator last(contents.data() + contents.size(), builder.reached());
  if (Json::sax_parse(first, last, &builder)) return true;
  const std::size_t offset = std::min(builder.error_offset(), contents.size());
  const int line =
      1 + static_cast<int>(std::count(contents.begin(), contents.begin() + offset, '\n'));
  const std::string reason = builder.error().empty() ? "unexpected end" : builder.error();
  // A limit's message already says what to do; only syntax errors are "malformed".
  diagnostics.error(path, line,
                    builder.over_limit() ? reason
                                         : "malformed JSON (" + reason +
                                               "); fix the file in a text editor or re-save it "
                                               "from Tiled");
  return false;
}

int JsonDocument::line_of(const Json& object) const {
  if (!object.is_object()) return 0;
  const auto found = object_lines_.find(&object.get_ref<const Json::object_t&>());
  return found == object_lines_.end() ? 0 : found->second;
}

GidArray* JsonDocument::gid_array(const Json& array) {
  if (!array.is_array()) return nullptr;
  const auto found = gid_index_.find(&array.get_ref<const Json::array_t&>());
  return found == gid_index_.end() ? nullptr : &gid_arrays_[found->second];
}

}  // namespace hp::tiled
