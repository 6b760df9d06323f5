// Property names: a typo in a name the game reads silently loses its value, so check calls it an
// error; any other name is the map's own (another game's, an editor's) and is kept and ignored,
// with a note that `check --strict` makes an error.
#include "game/app/check/property_name_rules.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "game/app/check/map_objects.h"
#include "game/app/check/map_properties.h"
#include "game/app/check/property_type_rules.h"
#include "game/app/content/edit_distance.h"

namespace hp::app {
namespace {

constexpr const char* kKept = "is not one the game reads, so it is kept and ignored";

std::string object_label(const tiled::MapObject& object) {
  if (object.name.empty()) return object.type + " object " + std::to_string(object.id);
  return object.type + " \"" + object.name + "\"";
}

// The names one kind of owner reads, with their specs.
struct KnownNames {
  std::vector<const PropertySpec*> specs;
  std::string list;  // "(Enemy properties: hp, ...)" or "(an Area has no properties)"

  const PropertySpec* find(std::string_view name) const {
    for (const PropertySpec* spec : specs) {
      if (spec->name == name) return spec;
    }
    return nullptr;
  }

  // The name meant when name is a typo of one of these: the same letters in another case, or
  // one within "did you mean" reach. nullopt for a name of the map's own.
  std::optional<std::string_view> meant(std::string_view name) const {
    std::vector<std::string_view> names;
    for (const PropertySpec* spec : specs) {
      if (same_ignoring_case(name, spec->name)) return spec->name;
      names.push_back(spec->name);
    }
    return closest_match(name, names);
  }
};

KnownNames known_names(std::initializer_list<PropertyOwner> owners, std::string_view label) {
  KnownNames known;
  for (PropertyOwner owner : owners) {
    for (const PropertySpec* spec : properties_of(owner)) {
      if (!known.find(spec->name)) known.specs.push_back(spec);
    }
  }
  if (known.specs.empty()) {
    const bool vowel = std::string_view("AEIOUaeiou").find(label.front()) != std::string_view::npos;
    known.list = std::string(vowel ? "(an " : "(a ") + std::string(label) + " has no properties)";
    return known;
  }
  std::string names;
  for (const PropertySpec* spec : known.specs)
    names += (names.empty() ? "" : ", ") + std::string(spec->name);
  known.list = "(" + std::string(label) + " properties: " + names + ")";
  return known;
}

// Notes about names of the map's own, once per file, owner and name: a real map repeats the same
// property on hundreds of tiles and objects, and one line says all there is to say.
class ForeignNotes {
 public:
  // what: "map property \"edges\""; after: what follows "kept and ignored" (the names the
  // owner does read, where the designer may have meant one).
  void add(const std::string& path, int line, const std::string& what,
           const std::string& after = "") {
    auto [it, fresh] = notes_.try_emplace({path, what}, Seen{line, 0, after});
    if (fresh) order_.push_back(it);
    ++it->second.count;
  }

  void report(Diagnostics& diagnostics) const {
    for (const auto& it : order_) {
      const auto& [path, what] = it->first;
      const Seen& seen = it->second;
      std::string text = what + " " + kKept;
      if (seen.count > 1) text += " (" + std::to_string(seen.count) + " times; the first here)";
      if (!seen.after.empty()) text += " " + seen.after;
      diagnostics.note(path, seen.line, text);
    }
  }

 private:
  struct Seen {
    int line = 0;
    int count = 0;
    std::string after;
  };
  using Notes = std::map<std::pair<std::string, std::string>, Seen>;
  Notes notes_;
  std::vector<Notes::const_iterator> order_;
};

// One owner's properties: each a name the game reads (then of the right type), a typo of one
// (an error) or the map's own (a note, under what).
struct OwnerCheck {
  const KnownNames& known;
  const std::string& path;
  std::string label;    // "map property", "Enemy \"Otto\": property", "tile 3 of tileset ...:"
  std::string foreign;  // how the note names the owner: "map property", "tile property"
  bool list_known;      // whether the note lists the names the owner reads
  Diagnostics& diagnostics;
  ForeignNotes& notes;

  void check(const tiled::Property& property, int line) const {
    const std::string quoted = "\"" + property.name + "\"";
    if (const PropertySpec* spec = known.find(property.name)) {
      if (const std::optional<std::string> problem = type_problem(property, *spec)) {
        diagnostics.error(path, line, label + " " + quoted + " " + *problem);
      }
      return;
    }
    if (const std::optional<std::string_view> meant = known.meant(property.name)) {
      const bool case_slip = same_ignoring_case(property.name, *meant);
      diagnostics.error(path, line,
                        label + " " + quoted + " is not one the game reads: did you mean \"" +
                            std::string(*meant) + "\"?" +
                            (case_slip ? " (names are case-sensitive) " : " ") + known.list);
      return;
    }
    notes.add(path, line, foreign + " " + quoted, list_known ? known.list : "");
  }
};

void check_map(const tiled::Map& map, Diagnostics& diagnostics, ForeignNotes& notes) {
  const KnownNames known = known_names({PropertyOwner::kMap}, "map");
  const OwnerCheck owner{known,
                         map.path,
                         "map property",
                         "map property",
                         /*list_known=*/false,
                         diagnostics,
                         notes};
  for (const tiled::Property& property : map.properties.items) owner.check(property, property.line);
}

void check_object(const tiled::MapObject& object, const std::string& path, Diagnostics& diagnostics,
                  ForeignNotes& notes) {
  const std::optional<PropertyOwner> owner = owner_of_class(object.type);
  if (owner) {
    const KnownNames known = known_names({*owner}, owner_name(*owner));
    const std::string label = object_label(object) + ": property";
    const OwnerCheck check{known, path, label, label, /*list_known=*/true, diagnostics, notes};
    for (const tiled::Property& property : object.properties.items) {
      check.check(property, property_line(object, property));
    }
    return;
  }
  // A class the game reads, in the wrong case ("waypoint"), is an error of the class rules
  // (report_near_miss); notes calling its properties the map's own would send the designer the
  // wrong way.
  for (const char* known : {"Hero", "Enemy", "Patrol", "Waypoint", "Wall", "Goal", "Area"}) {
    if (same_ignoring_case(object.type, known)) return;
  }
  // Another class's properties are its own. A unit's property there says the object was meant
  // as a unit, which the class rules report (naming the class meant), so it gets no note.
  const KnownNames unit = known_names({PropertyOwner::kEnemy}, "Enemy");
  for (const tiled::Property& property : object.properties.items) {
    if (unit.find(property.name)) continue;
    const std::string of =
        object.type.empty() ? "objects with no class" : "objects of class \"" + object.type + "\"";
    notes.add(path, property_line(object, property), "property \"" + property.name + "\" of " + of);
  }
}

void check_layers(const std::vector<tiled::Layer>& layers, const std::string& path,
                  Diagnostics& diagnostics, ForeignNotes& notes) {
  const KnownNames known = known_names(
      {PropertyOwner::kWaypointObjectLayer, PropertyOwner::kWaypointTileLayer}, "layer");
  for (const tiled::Layer& layer : layers) {
    const OwnerCheck owner{known,
                           path,
                           "layer \"" + layer.name + "\": property",
                           "layer property",
                           /*list_known=*/false,
                           diagnostics,
                           notes};
    for (const tiled::Property& property : layer.properties.items) {
      owner.check(property, property.line > 0 ? property.line : layer.line);
    }
    check_layers(layer.children, path, diagnostics, notes);
  }
}

void check_tilesets(const tiled::Map& map, Diagnostics& diagnostics, ForeignNotes& notes) {
  const KnownNames none = known_names({}, "tileset");
  const KnownNames tile_names = known_names({PropertyOwner::kTile}, "tile");
  for (const tiled::Tileset& tileset : map.tilesets) {
    const std::string& path = tileset.source.empty() ? map.path : tileset.source;
    const std::string name = "tileset \"" + tileset.name + "\"";
    const OwnerCheck own{none,
                         path,
                         name + ": property",
                         "tileset property",
                         /*list_known=*/false,
                         diagnostics,
                         notes};
    for (const tiled::Property& property : tileset.properties.items) {
      own.check(property, property.line > 0 ? property.line : tileset.line);
    }
    for (const tiled::TileData& tile : tileset.tiles) {
      const OwnerCheck check{tile_names,
                             path,
                             "tile " + std::to_string(tile.id) + " of " + name + ": property",
                             "tile property",
                             /*list_known=*/false,
                             diagnostics,
                             notes};
      for (const tiled::Property& property : tile.properties.items) {
        check.check(property, property.line > 0 ? property.line : tile.line);
      }
    }
  }
}

}  // namespace

void check_property_names(const tiled::Map& map, Diagnostics& diagnostics) {
  ForeignNotes notes;
  check_map(map, diagnostics, notes);
  check_layers(map.layers, map.path, diagnostics, notes);
  for_each_object(map.layers, [&](const tiled::MapObject& object, const tiled::Layer&, Vec2) {
    check_object(object, map.path, diagnostics, notes);
  });
  check_tilesets(map, diagnostics, notes);
  notes.report(diagnostics);
}

}  // namespace hp::app
