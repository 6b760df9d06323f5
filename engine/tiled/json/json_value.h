// JsonValue: one value of a parsed Tiled JSON file, a read-only view into its JsonDocument
// (strings point into the parser's buffer, children into the document's value array).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace hp::tiled {

class JsonValue {
 public:
  enum class Kind : std::uint8_t {
    kNull,
    kBool,
    kInteger,   // a whole number from INT64_MIN to INT64_MAX
    kUnsigned,  // a whole number above INT64_MAX (to UINT64_MAX)
    kDouble,    // written with a fraction or an exponent
    kString,
    kArray,
    kObject,
  };

  JsonValue() = default;  // null

  Kind kind() const { return kind_; }
  bool is_null() const { return kind_ == Kind::kNull; }
  bool is_bool() const { return kind_ == Kind::kBool; }
  bool is_number() const { return is_integer() || kind_ == Kind::kDouble; }
  // Written as a whole number (no fraction or exponent).
  bool is_integer() const { return kind_ == Kind::kInteger || kind_ == Kind::kUnsigned; }
  // A whole number from 0 up (as_uint64 holds it).
  bool is_unsigned() const {
    return kind_ == Kind::kUnsigned || (kind_ == Kind::kInteger && number_.integer >= 0);
  }
  bool is_double() const { return kind_ == Kind::kDouble; }
  bool is_string() const { return kind_ == Kind::kString; }
  bool is_array() const { return kind_ == Kind::kArray; }
  bool is_object() const { return kind_ == Kind::kObject; }

  bool as_bool() const { return number_.boolean; }
  std::int64_t as_int64() const { return number_.integer; }             // for kInteger
  std::uint64_t as_uint64() const { return number_.unsigned_integer; }  // when is_unsigned()
  double as_double() const;                                             // any number, converted
  std::string_view as_string() const { return {text_, size_}; }

  // An array's elements or an object's members' values, in file order.
  std::size_t size() const { return is_array() || is_object() ? size_ : 0; }
  const JsonValue* begin() const { return children_; }
  const JsonValue* end() const { return children_ + size(); }
  const JsonValue& operator[](std::size_t index) const { return children_[index]; }

  // The key of a member of an object; empty for other values.
  std::string_view key() const { return key_; }
  // The member called key, or nullptr. When a key is written twice the last one counts, as
  // when a text editor's second copy of a line is meant to win.
  const JsonValue* find(std::string_view key) const;
  // An object's members sorted by key, one per key (the last written, as find), so reading
  // them does not depend on the order a tool wrote them in.
  std::vector<const JsonValue*> members() const;

  // For an array under "data": its GidArray's index in the document + 1; otherwise 0.
  std::uint64_t tile_data_index_plus_1() const { return is_array() ? number_.unsigned_integer : 0; }

  // For objects: the line where the '{' is (1-based), or 0 when unknown.
  int line() const { return line_; }

  // Values a reader builds itself (not parsed): the text must outlive the value.
  static JsonValue string(std::string_view text);
  // An object with the given members (each carries its key), at line.
  static JsonValue object(const JsonValue* members, std::size_t count, int line);
  // This value as a member called key.
  JsonValue with_key(std::string_view key) const;

 private:
  friend class JsonTreeBuilder;

  Kind kind_ = Kind::kNull;
  int line_ = 0;            // objects: their line
  std::uint32_t size_ = 0;  // strings: bytes; arrays and objects: children
  std::string_view key_;
  union {
    const char* text_ = nullptr;  // strings
    const JsonValue* children_;   // arrays and objects
  };
  // Numbers and booleans; for an array under "data", its GidArray's index + 1 (0: none).
  union Number {
    std::uint64_t unsigned_integer;  // first, so {} zeroes all 8 bytes
    std::int64_t integer;
    bool boolean;
    double real;
  } number_ = {};
};

// The value of every absent member: null.
inline const JsonValue kJsonNull{};

// A JSON value in a message: short values as written, long ones cut, arrays and objects named.
std::string json_text(const JsonValue& value);

}  // namespace hp::tiled
