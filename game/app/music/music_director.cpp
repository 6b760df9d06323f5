// MusicDirector: moment -> manifest entry -> decoded track -> the mixer, with folder rescans.
#include "game/app/music/music_director.h"

#include <algorithm>
#include <cmath>

#include "engine/audio/audio.h"
#include "engine/audio/loop_tags.h"
#include "engine/audio/track_decoder.h"
#include "engine/core/log.h"

namespace hp::app {
namespace {

constexpr double kRescanSeconds = 1.0;    // how often the folder is looked at while running
constexpr std::size_t kCachedTracks = 6;  // decoded tracks kept beyond the ones sounding

double gain_of(double db) {
  return std::pow(10.0, db / 20.0);
}

}  // namespace

MusicDirector::MusicDirector(Audio& audio, std::string folder)
    : audio_(audio),
      library_(folder, midi_playable()),
      manifest_path_(folder + "/music.json"),
      mixer_(audio.rate() > 0 ? audio.rate() : Audio::kRate) {
  probe_new_files(library_.rescan());
  reload_manifest();
  preload();
  audio_.hook_music(&mixer_);
}

void MusicDirector::preload() {
  for (int i = 0; i < kMoments; ++i) {
    if (const auto music = music_for(Moment(i))) {
      for (const std::string& name : music->files()) decoded(name);
    }
  }
}

MusicDirector::~MusicDirector() {
  audio_.hook_music(nullptr);
}

std::vector<std::string> MusicDirector::track_names() const {
  std::vector<std::string> names;
  for (const TrackFile& t : library_.tracks()) names.push_back(t.name);
  return names;
}

void MusicDirector::reload_manifest() {
  std::error_code ec;
  manifest_time_ = std::filesystem::last_write_time(manifest_path_, ec);
  Diagnostics problems;
  MusicManifest next = load_music_manifest(manifest_path_, track_names(), problems);
  for (const Diagnostic& d : problems.items()) log::warning(d.to_string());
  if (problems.has_errors() && manifest_.present) {
    log::warning("keeping the last good music manifest until " + manifest_path_ + " is fixed");
    return;
  }
  manifest_ = std::move(next);
}

void MusicDirector::probe_new_files(const LibraryChanges& changes) {
  if (audio_.rate() == 0) return;  // SDL_mixer's decoders need an open device
  std::vector<std::string> names = changes.added;
  names.insert(names.end(), changes.changed.begin(), changes.changed.end());
  if (!names.empty() || !changes.removed.empty()) uneven_.clear();
  for (const std::string& name : names) {
    refused_.erase(name);
    cache_.erase(name);
    TrackInfo info;
    std::string error;
    if (!probe_track(library_.folder() + "/" + name, info, error)) {
      log::warning(library_.folder() + "/" + name + ": SDL_mixer cannot open it (" + error +
                   "); it is skipped");
      refused_.insert(name);
    }
  }
  for (const std::string& name : changes.removed) cache_.erase(name);
}

std::optional<MomentMusic> MusicDirector::music_for(Moment moment) const {
  std::optional<MomentMusic> music = manifest_.at(moment);
  if (moment == Moment::kPlayerTurn && !override_.empty() && library_.find(override_)) {
    MomentMusic m = music.value_or(MomentMusic{});
    m.track = override_;
    m.stems.clear();
    m.timing = MusicTiming{};  // the map's file has a tempo of its own, unknown here
    m.stinger = false;
    return m;
  }
  const auto in_folder = [this](const std::string& name) { return library_.find(name); };
  const std::vector<std::string> files = music ? music->files() : std::vector<std::string>{};
  if (music && std::all_of(files.begin(), files.end(), in_folder)) return music;
  const bool looping = moment != Moment::kVictory && moment != Moment::kDefeat;
  if (!manifest_.present && looping) return default_music();
  if (moment == Moment::kTitle) {  // something to start on: the player's music, or the default
    music = music_for(Moment::kPlayerTurn);
    return music ? music : default_music();
  }
  return std::nullopt;
}

std::optional<MomentMusic> MusicDirector::default_music() const {
  const auto& tracks = library_.tracks();
  if (tracks.empty()) return std::nullopt;
  // A track made to loop (it has loop tags) rather than a stinger that sorts first.
  auto it = std::find_if(tracks.begin(), tracks.end(), [](const TrackFile& t) {
    return read_loop_tags_from_file(t.path).loop().has_value();
  });
  MomentMusic music;
  music.track = (it == tracks.end() ? tracks.front() : *it).name;
  music.crossfade = manifest_.crossfade;
  return music;
}

std::shared_ptr<const PcmTrack> MusicDirector::decoded(const std::string& name) {
  if (audio_.rate() == 0 || refused_.count(name)) return nullptr;
  if (auto it = cache_.find(name); it != cache_.end()) return it->second;
  std::string error;
  auto track = decode_track(library_.folder() + "/" + name, name, kMaxTrackSeconds, error);
  if (!track) {
    log::warning(library_.folder() + "/" + name + ": cannot play it (" + error +
                 "); the music stays as it is");
    refused_.insert(name);
    return nullptr;
  }
  if (cache_.size() >= kCachedTracks) {  // drop tracks nothing plays, keep memory bounded
    for (auto it = cache_.begin(); it != cache_.end();) {
      it = it->second.use_count() == 1 ? cache_.erase(it) : std::next(it);
    }
  }
  cache_[name] = track;
  return track;
}

bool MusicDirector::layers_of(Moment moment, const MomentMusic& music,
                              std::vector<MusicLayer>& layers) {
  for (const std::string& name : music.files()) {
    auto track = decoded(name);
    if (!track) return false;  // a partial set of stems would sound wrong: wait for them all
    layers.push_back({std::move(track), 0.0, 1.0});
  }
  for (std::size_t i = 0; i < music.stems.size(); ++i) {
    layers[i].low = music.stems[i].low;
    layers[i].high = music.stems[i].high;
    const std::int64_t frames = layers[i].track->frames(), first = layers[0].track->frames();
    if (frames == first) continue;
    const std::string key = std::string(moment_key(moment)) + ":" + music.stems[i].track;
    if (uneven_.insert(key).second) {
      log::warning(manifest_path_ + ":" + std::to_string(music.stems[i].line) +
                   ": error: the stems of \"" + moment_key(moment) + "\" differ in length: " +
                   music.stems[i].track + " is " + std::to_string(frames) + " frames, " +
                   music.stems[0].track + " " + std::to_string(first) +
                   "; export every stem from one session at the same length (the music " +
                   "stays as it is)");
    }
    return false;
  }
  return true;
}

void MusicDirector::enter(Moment moment) {
  moment_ = moment;
  entered_ = true;
  const std::optional<MomentMusic> music = music_for(moment);
  if (!music) return;  // no track for this moment: the current one plays on
  std::vector<MusicLayer> layers;
  if (!layers_of(moment, *music, layers)) return;  // entered again once the tracks are there
  if (music->stinger) {
    mixer_.sting(layers[0].track, gain_of(music->gain_db), gain_of(manifest_.duck_db), music->sync,
                 music->max_delay);
    return;
  }
  BedCue cue;
  cue.gain = gain_of(music->gain_db);
  cue.fade_seconds = music->crossfade;
  cue.resume = music->resume;
  cue.timing = music->timing;
  cue.sync = music->sync;
  cue.max_delay = music->max_delay;
  mixer_.play(std::move(layers), cue);
}

void MusicDirector::set_map_override(std::string track) {
  if (!track.empty() && !library_.find(track)) {
    log::warning("the map's music \"" + track + "\" is not in " + library_.folder() +
                 "; the manifest's player-turn track plays");
  }
  override_ = std::move(track);
  if (entered_ && moment_ == Moment::kPlayerTurn) enter(moment_);
}

void MusicDirector::play_track(const std::string& name) {
  if (auto track = decoded(name)) mixer_.play(track, 1.0, manifest_.crossfade);
}

void MusicDirector::set_intensity(double intensity) {
  mixer_.set_intensity(intensity);
}

void MusicDirector::set_volume(double master, double music) {
  mixer_.set_volume(master * music);
}

std::string MusicDirector::current_track() const {
  std::string names;
  for (const auto& layer : mixer_.current_layers())
    names += (names.empty() ? "" : "+") + layer.name;
  return names;
}

bool MusicDirector::rescan() {
  const LibraryChanges changes = library_.rescan();
  probe_new_files(changes);
  std::error_code ec;
  const auto manifest_time = std::filesystem::last_write_time(manifest_path_, ec);
  const bool manifest_changed = manifest_time != manifest_time_;
  if (!changes.any() && !manifest_changed) return false;
  for (const std::string& name : changes.added) log::info("music: found " + name);
  for (const std::string& name : changes.removed) log::info("music: " + name + " was removed");
  for (const std::string& name : changes.changed) log::info("music: " + name + " changed");
  reload_manifest();
  preload();
  const std::string playing = current_track();
  bool playing_changed = false;
  for (const auto& layer : mixer_.current_layers()) {
    playing_changed = playing_changed || std::find(changes.changed.begin(), changes.changed.end(),
                                                   layer.name) != changes.changed.end();
  }
  if (!changes.changed.empty()) mixer_.forget_positions();  // re-exported: from the top
  if (entered_ && (manifest_changed || playing_changed || playing.empty())) {
    if (playing_changed) mixer_.stop(0.2);  // the re-exported file restarts from its top
    enter(moment_);
  }
  return true;
}

void MusicDirector::update(double dt) {
  since_scan_ += dt;
  if (since_scan_ < kRescanSeconds) return;
  since_scan_ = 0;
  rescan();
}

}  // namespace hp::app
