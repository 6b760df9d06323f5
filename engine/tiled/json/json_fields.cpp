// JSON member reads: the type checks a parser leaves to us, worded like the XML ones.
#include "engine/tiled/json/json_fields.h"

#include <cmath>

#include "engine/tiled/read/value_text.h"

namespace hp::tiled {
namespace {

// An integer, also when written as a number with no fraction (2.0), as some tools do.
std::optional<std::int64_t> integer_of(const Json& value) {
  if (value.kind() == JsonValue::Kind::kInteger) return value.as_int64();
  if (value.is_double()) {
    const double d = value.as_double();
    if (std::isfinite(d) && std::floor(d) == d && std::fabs(d) < 9e15) {
      return static_cast<std::int64_t>(d);
    }
  }
  return std::nullopt;  // also whole numbers past INT64_MAX
}

}  // namespace

JsonObject::JsonObject(const Json& value, std::string what, const JsonContext& context)
    : value_(value),
      what_(std::move(what)),
      context_(context),
      line_(context.document.line_of(value)) {}

JsonObject::JsonObject(const Json& value, std::string what, const JsonContext& context, int line)
    : value_(value), what_(std::move(what)), context_(context), line_(line) {}

JsonObject::JsonObject(const Json& value, const JsonObject& owner)
    : value_(value),
      owner_(&owner),
      context_(owner.context_),
      line_(owner.context_.document.line_of(value)) {}

const Json* JsonObject::find(const char* key) const {
  return value_.find(key);
}

void JsonObject::error(const std::string& message) const {
  context_.file.error(line_, what() + ": " + message);
}

void JsonObject::warning(const std::string& message) const {
  context_.file.warning(line_, what() + ": " + message);
}

void JsonObject::not_an_object(const Json& value, const std::string& where) const {
  error(where + " is " + json_text(value) + ", not an object; re-save the file from Tiled");
}

void JsonObject::wrong_type(const char* key, const Json& member,
                            const std::string& expected) const {
  error(std::string("\"") + key + "\" is " + json_text(member) + ", which is not " + expected +
        "; fix it in Tiled (or a text editor) and re-save");
}

bool JsonObject::read_int(const char* key, int min, int max, int& out) const {
  const Json* member = find(key);
  if (!member) return true;
  const std::optional<std::int64_t> value = integer_of(*member);
  if (!value || *value < min || *value > max) {
    wrong_type(key, *member,
               "a whole number from " + std::to_string(min) + " to " + std::to_string(max));
    return false;
  }
  out = static_cast<int>(*value);
  return true;
}

bool JsonObject::require_int(const char* key, int min, int max, int& out) const {
  if (!has(key)) {
    error(std::string("has no \"") + key + "\"; re-save the file from Tiled");
    return false;
  }
  return read_int(key, min, max, out);
}

bool JsonObject::read_gid(const char* key, std::uint32_t& out) const {
  const Json* member = find(key);
  if (!member) return true;
  const std::optional<std::int64_t> value = integer_of(*member);
  if (!value || *value < 0 || *value > 0xffffffffLL) {
    wrong_type(key, *member, "a tile gid (0 to 4294967295)");
    return false;
  }
  out = static_cast<std::uint32_t>(*value);
  return true;
}

bool JsonObject::read_double(const char* key, double& out) const {
  const Json* member = find(key);
  if (!member) return true;
  if (!member->is_number() || !std::isfinite(member->as_double())) {
    wrong_type(key, *member, "a finite number");
    return false;
  }
  out = member->as_double();
  return true;
}

bool JsonObject::read_bool(const char* key, bool& out) const {
  const Json* member = find(key);
  if (!member) return true;
  if (!member->is_bool()) {
    wrong_type(key, *member, "true or false");
    return false;
  }
  out = member->as_bool();
  return true;
}

bool JsonObject::read_string(const char* key, std::string& out) const {
  const Json* member = find(key);
  if (!member) return true;
  if (!member->is_string()) {
    wrong_type(key, *member, "text");
    return false;
  }
  out = member->as_string();
  return true;
}

bool JsonObject::read_color(const char* key, std::optional<Color>& out) const {
  const Json* member = find(key);
  if (!member) return true;
  const std::optional<Color> color =
      member->is_string() ? parse_color(member->as_string()) : std::nullopt;
  if (!color) {
    wrong_type(key, *member, "a colour like \"#rrggbb\"");
    return false;
  }
  out = color;
  return true;
}

const Json* JsonObject::array(const char* key) const {
  const Json* member = find(key);
  if (!member || member->is_array()) return member;
  wrong_type(key, *member, "an array");
  return nullptr;
}

const Json* JsonObject::object(const char* key) const {
  const Json* member = find(key);
  if (!member || member->is_object()) return member;
  wrong_type(key, *member, "an object");
  return nullptr;
}

}  // namespace hp::tiled
