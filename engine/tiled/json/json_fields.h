// JsonFields: typed, range-checked reads of the members of a JSON object in a Tiled file; bad
// values are reported at the object's line, naming the object.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "engine/tiled/json/json_document.h"
#include "engine/tiled/map_model.h"
#include "engine/tiled/read/read_context.h"

namespace hp::tiled {

// What every reader of one JSON file shares: the file's context and its parsed document.
struct JsonContext {
  const ReadContext& file;
  JsonDocument& document;
};

// One JSON object being read, described for messages (`layer "ground"`).
class JsonObject {
 public:
  // value need not be an object: then every member reads as absent. Call is_object() to know.
  JsonObject(const Json& value, std::string what, const JsonContext& context);
  // For a value built by the reader rather than parsed: problems are reported at line.
  JsonObject(const Json& value, std::string what, const JsonContext& context, int line);
  // A value described as owner is (each property of an object): owner's description is used,
  // not copied, so owner must outlive this.
  JsonObject(const Json& value, const JsonObject& owner);

  bool is_object() const { return value_.is_object(); }
  const Json& value() const { return value_; }
  const std::string& what() const { return owner_ ? owner_->what() : what_; }
  int line() const { return line_; }
  const JsonContext& context() const { return context_; }

  // The member called key, or nullptr when absent.
  const Json* find(const char* key) const;
  bool has(const char* key) const { return find(key) != nullptr; }

  // Each read leaves out unchanged when key is absent (require_ variants report that) and
  // returns false after reporting a value that is not of the type or range.
  bool read_int(const char* key, int min, int max, int& out) const;
  bool require_int(const char* key, int min, int max, int& out) const;
  bool read_gid(const char* key, std::uint32_t& out) const;
  bool read_double(const char* key, double& out) const;
  bool read_bool(const char* key, bool& out) const;
  bool read_string(const char* key, std::string& out) const;
  bool read_color(const char* key, std::optional<Color>& out) const;
  // The member key when it is an array (or an object), else nullptr; a member of another type
  // is reported.
  const Json* array(const char* key) const;
  const Json* object(const char* key) const;

  // Reports "what: message" at this object's line.
  void error(const std::string& message) const;
  void warning(const std::string& message) const;
  // Reports that value (an element of this object, named by where) is not an object.
  void not_an_object(const Json& value, const std::string& where) const;

 private:
  void wrong_type(const char* key, const Json& member, const std::string& expected) const;

  const Json& value_;
  std::string what_;                   // empty when owner_ describes this object
  const JsonObject* owner_ = nullptr;  // whose description this object shares
  const JsonContext& context_;
  int line_ = 0;
};

}  // namespace hp::tiled
