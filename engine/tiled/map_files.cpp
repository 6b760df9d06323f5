// The files a map was made from, gathered from the model's resolved paths.
#include "engine/tiled/map_files.h"

#include <unordered_set>

namespace hp::tiled {
namespace {

class FileList {
 public:
  void add(const std::string& path) {
    if (!path.empty() && seen_.insert(path).second) files_.push_back(path);
  }
  std::vector<std::string> take() { return std::move(files_); }

 private:
  std::vector<std::string> files_;
  std::unordered_set<std::string> seen_;
};

void add_layers(const std::vector<Layer>& layers, FileList& files) {
  for (const Layer& layer : layers) {
    if (layer.kind == LayerKind::kImage) files.add(layer.image);
    for (const MapObject& object : layer.objects.objects) files.add(object.template_path);
    add_layers(layer.children, files);
  }
}

}  // namespace

std::vector<std::string> files_of(const Map& map) {
  FileList files;
  files.add(map.path);
  for (const Tileset& tileset : map.tilesets) {
    files.add(tileset.source);
    files.add(tileset.image);
    for (const TileData& tile : tileset.tiles) files.add(tile.image);
  }
  add_layers(map.layers, files);
  return files.take();
}

}  // namespace hp::tiled
