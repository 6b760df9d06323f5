// Building the tree: a counting walk (limits, and the exact size, so the values never move and
// children can point at each other), then a filling walk. Both visit objects in the order their
// '{' appear in the text, which is what gives each object its line.
#include "engine/tiled/json/json_tree_builder.h"

#include <algorithm>

#include "engine/core/assert.h"
#include "engine/tiled/json/json_document.h"
#include "engine/tiled/read/map_limits.h"

namespace hp::tiled {
namespace {

using simdjson::dom::element;
using simdjson::dom::element_type;

// A container's element count; simdjson's size() saturates at 0xFFFFFF.
template <typename Container>
std::size_t count_of(Container container) {
  constexpr std::size_t kSaturated = 0xFFFFFF;
  const std::size_t size = container.size();
  if (size < kSaturated) return size;
  std::size_t counted = 0;
  for (auto it = container.begin(); it != container.end(); ++it) ++counted;
  return counted;
}

// value as an array or object, which it must be. (Copied out of simdjson's result: a range-for
// over value_unsafe() of a temporary result would iterate a dangling reference.)
simdjson::dom::array array_of(element value) {
  const simdjson::dom::array array = value.get_array().value_unsafe();
  return array;
}
simdjson::dom::object object_of(element value) {
  const simdjson::dom::object object = value.get_object().value_unsafe();
  return object;
}

}  // namespace

JsonTreeBuilder::Outcome JsonTreeBuilder::build(element root) {
  if (!count(root, 0, false)) {
    if (failure_ == Outcome::kTooManyValues) {
      limit_line_ = lines_.line_of(counted_objects_ == 0 ? 0 : counted_objects_ - 1);
    }
    return failure_;
  }
  values_.clear();
  values_.reserve(static_cast<std::size_t>(counted_values_) + 1);
  fill(root, *allocate(1), false);
  return Outcome::kBuilt;
}

// Counts value and the values under it, and its objects; false once a limit is passed.
// depth: how many arrays and objects value is inside. Elements of a tile data array are not
// values of the tree (nor is anything inside them), but their objects are counted.
bool JsonTreeBuilder::count(element value, int depth, bool tile_data) {
  if (depth > 0 && !tile_data && ++counted_values_ > kMaxJsonValues) {
    failure_ = Outcome::kTooManyValues;
    return false;
  }
  const element_type type = value.type();
  if (type != element_type::ARRAY && type != element_type::OBJECT) return true;
  if (depth + 1 > kMaxJsonDepth) {
    failure_ = Outcome::kTooDeep;
    return false;
  }
  if (type == element_type::ARRAY) {
    for (element child : array_of(value)) {
      if (!count(child, depth + 1, tile_data)) return false;
    }
    return true;
  }
  ++counted_objects_;
  for (simdjson::dom::key_value_pair member : object_of(value)) {
    if (tile_data || member.key != "data" || !member.value.is_array()) {
      if (!count(member.value, depth + 1, tile_data)) return false;
      continue;
    }
    // The tile data array holds a place in the tree; its elements do not.
    if (++counted_values_ > kMaxJsonValues) {
      failure_ = Outcome::kTooManyValues;
      return false;
    }
    if (depth + 2 > kMaxJsonDepth) {
      failure_ = Outcome::kTooDeep;
      return false;
    }
    for (element child : array_of(member.value)) {
      if (!count(child, depth + 2, true)) return false;
    }
  }
  return true;
}

JsonValue* JsonTreeBuilder::allocate(std::size_t count) {
  // Reserved by build() from the count, so this never reallocates (parents are filled in
  // place while their children are added).
  HP_ASSERT(values_.size() + count <= values_.capacity());
  const std::size_t first = values_.size();
  values_.resize(first + count);
  return values_.data() + first;
}

void JsonTreeBuilder::fill(element value, JsonValue& slot, bool tile_data) {
  const element_type type = value.type();
  if (type == element_type::ARRAY && tile_data) {
    fill_gid_array(array_of(value), slot);
  } else if (type == element_type::ARRAY) {
    const simdjson::dom::array array = array_of(value);
    slot.kind_ = JsonValue::Kind::kArray;
    slot.size_ = static_cast<std::uint32_t>(count_of(array));
    JsonValue* child = allocate(slot.size_);
    slot.children_ = child;
    for (element element_value : array) fill(element_value, *child++, false);
  } else if (type == element_type::OBJECT) {
    const simdjson::dom::object object = object_of(value);
    slot.kind_ = JsonValue::Kind::kObject;
    slot.line_ = lines_.line_of(next_object_++);
    slot.size_ = static_cast<std::uint32_t>(count_of(object));
    JsonValue* child = allocate(slot.size_);
    slot.children_ = child;
    for (simdjson::dom::key_value_pair member : object) {
      child->key_ = member.key;
      fill(member.value, *child++, member.key == "data");
    }
  } else {
    const std::string_view key = slot.key_;
    slot = shallow(value);
    slot.key_ = key;
  }
}

// A scalar as itself; an array or object as an empty one (enough to name it in a message).
JsonValue JsonTreeBuilder::shallow(element value) {
  JsonValue out;
  switch (value.type()) {
    case element_type::ARRAY:
      out.kind_ = JsonValue::Kind::kArray;
      break;
    case element_type::OBJECT:
      out.kind_ = JsonValue::Kind::kObject;
      break;
    case element_type::INT64:
      out.kind_ = JsonValue::Kind::kInteger;
      out.number_.integer = value.get_int64().value_unsafe();
      break;
    case element_type::UINT64:
      out.kind_ = JsonValue::Kind::kUnsigned;
      out.number_.unsigned_integer = value.get_uint64().value_unsafe();
      break;
    case element_type::DOUBLE:
      out.kind_ = JsonValue::Kind::kDouble;
      out.number_.real = value.get_double().value_unsafe();
      break;
    case element_type::STRING: {
      const std::string_view text = value.get_string().value_unsafe();
      out.kind_ = JsonValue::Kind::kString;
      out.text_ = text.data();
      out.size_ = static_cast<std::uint32_t>(text.size());
      break;
    }
    case element_type::BOOL:
      out.kind_ = JsonValue::Kind::kBool;
      out.number_.boolean = value.get_bool().value_unsafe();
      break;
    case element_type::NULL_VALUE:
      break;
  }
  return out;
}

void JsonTreeBuilder::fill_gid_array(simdjson::dom::array array, JsonValue& slot) {
  slot.kind_ = JsonValue::Kind::kArray;
  slot.number_.unsigned_integer = gid_arrays_.size() + 1;
  GidArray& gids = gid_arrays_.emplace_back();
  gids.gids.reserve(std::min(array.size(), static_cast<std::size_t>(kMaxTilesPerMap)));
  for (element value : array) add_gid(gids, value);
}

void JsonTreeBuilder::add_gid(GidArray& array, element value) {
  const std::size_t index = array.count++;
  const element_type type = value.type();
  const bool gid = (type == element_type::INT64 && value.get_int64().value_unsafe() >= 0 &&
                    value.get_int64().value_unsafe() <= 0xffffffffLL);
  if (!gid) {
    if (array.problem.empty()) {
      array.problem = "value " + std::to_string(index + 1) + " (" + json_text(shallow(value)) +
                      ") is not a tile gid (0 to 4294967295)";
    }
    skip_objects(value);
    return;
  }
  if (stored_gids_ >= static_cast<std::size_t>(kMaxTilesPerMap)) {
    array.truncated = true;
    return;
  }
  ++stored_gids_;
  array.gids.push_back(static_cast<std::uint32_t>(value.get_int64().value_unsafe()));
}

// Objects inside tile data are not in the tree, but their '{' are in the text.
void JsonTreeBuilder::skip_objects(element value) {
  if (value.type() == element_type::OBJECT) {
    ++next_object_;
    for (simdjson::dom::key_value_pair member : object_of(value)) {
      skip_objects(member.value);
    }
  } else if (value.type() == element_type::ARRAY) {
    for (element child : array_of(value)) skip_objects(child);
  }
}

}  // namespace hp::tiled
