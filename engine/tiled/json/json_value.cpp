// JSON value access: numbers converted, members found by key.
#include "engine/tiled/json/json_value.h"

#include <algorithm>
#include <cstdio>

#include "engine/core/shortest_double.h"

namespace hp::tiled {
namespace {

// A string as JSON writes it: quoted, with quotes, backslashes and control characters escaped.
std::string quoted(std::string_view text) {
  std::string out = "\"";
  for (const char c : text) {
    switch (c) {
      case '"':
        out += "\\\"";
        break;
      case '\\':
        out += "\\\\";
        break;
      case '\n':
        out += "\\n";
        break;
      case '\t':
        out += "\\t";
        break;
      case '\r':
        out += "\\r";
        break;
      default:
        if (static_cast<unsigned char>(c) < 0x20) {
          char escaped[8];
          std::snprintf(escaped, sizeof escaped, "\\u%04x", static_cast<unsigned>(c));
          out += escaped;
        } else {
          out += c;
        }
    }
  }
  return out + "\"";
}

// A double in its shortest exact form, with ".0" on whole numbers so they read as doubles.
std::string double_text(double value) {
  std::string text = shortest_double_text(value);
  if (text.find_first_of(".e") == std::string::npos) text += ".0";
  return text;
}

}  // namespace

std::string json_text(const JsonValue& value) {
  std::string text;
  switch (value.kind()) {
    case JsonValue::Kind::kArray:
      return "an array";
    case JsonValue::Kind::kObject:
      return "an object";
    case JsonValue::Kind::kNull:
      text = "null";
      break;
    case JsonValue::Kind::kBool:
      text = value.as_bool() ? "true" : "false";
      break;
    case JsonValue::Kind::kInteger:
      text = std::to_string(value.as_int64());
      break;
    case JsonValue::Kind::kUnsigned:
      text = std::to_string(value.as_uint64());
      break;
    case JsonValue::Kind::kDouble:
      text = double_text(value.as_double());
      break;
    case JsonValue::Kind::kString:
      text = quoted(value.as_string().substr(0, 64));  // enough to cut at kMaxShown
      break;
  }
  constexpr std::size_t kMaxShown = 40;
  if (text.size() > kMaxShown) text = text.substr(0, kMaxShown) + "...";
  return text;
}

double JsonValue::as_double() const {
  switch (kind_) {
    case Kind::kInteger:
      return static_cast<double>(number_.integer);
    case Kind::kUnsigned:
      return static_cast<double>(number_.unsigned_integer);
    case Kind::kDouble:
      return number_.real;
    default:
      return 0.0;
  }
}

const JsonValue* JsonValue::find(std::string_view key) const {
  if (!is_object()) return nullptr;
  // Backwards, so a later duplicate wins; Tiled's objects hold a few dozen members at most.
  for (const JsonValue* member = end(); member != begin();) {
    --member;
    // Sizes and first characters tell most keys apart without calling memcmp.
    const std::string_view name = member->key_;
    if (name.size() == key.size() && (key.empty() || name[0] == key[0]) && name == key) {
      return member;
    }
  }
  return nullptr;
}

std::vector<const JsonValue*> JsonValue::members() const {
  std::vector<const JsonValue*> sorted;
  sorted.reserve(size());
  for (const JsonValue& member : *this) sorted.push_back(&member);
  // Stable, so among duplicates the last written stays last and is the one kept.
  std::stable_sort(sorted.begin(), sorted.end(),
                   [](const JsonValue* a, const JsonValue* b) { return a->key_ < b->key_; });
  std::vector<const JsonValue*> unique;
  unique.reserve(sorted.size());
  for (std::size_t i = 0; i < sorted.size(); ++i) {
    if (i + 1 < sorted.size() && sorted[i + 1]->key_ == sorted[i]->key_) continue;
    unique.push_back(sorted[i]);
  }
  return unique;
}

JsonValue JsonValue::string(std::string_view text) {
  JsonValue value;
  value.kind_ = Kind::kString;
  value.text_ = text.data();
  value.size_ = static_cast<std::uint32_t>(text.size());
  return value;
}

JsonValue JsonValue::object(const JsonValue* members, std::size_t count, int line) {
  JsonValue value;
  value.kind_ = Kind::kObject;
  value.children_ = members;
  value.size_ = static_cast<std::uint32_t>(count);
  value.line_ = line;
  return value;
}

JsonValue JsonValue::with_key(std::string_view key) const {
  JsonValue member = *this;
  member.key_ = key;
  return member;
}

}  // namespace hp::tiled
