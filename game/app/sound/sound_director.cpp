// SoundDirector: event -> manifest entry -> a variation -> the bus's effects, with folder rescans.
#include "game/app/sound/sound_director.h"

#include <cmath>

#include "engine/audio/audio.h"
#include "engine/audio/tracks/track_decoder.h"
#include "engine/audio/tracks/track_problems.h"
#include "engine/core/log.h"

namespace hp::app {
namespace {

constexpr double kRescanSeconds = 1.0;  // how often the folder is looked at while running

double gain_of(double db) {
  return std::pow(10.0, db / 20.0);
}

}  // namespace

SoundDirector::SoundDirector(Audio& audio, std::string folder, std::uint64_t seed)
    : audio_(audio),
      folder_(std::move(folder)),
      manifest_path_(folder_ + "/sounds.json"),
      random_(seed) {
  rescan();
}

std::map<std::string, SoundDirector::FileState> SoundDirector::list_folder() const {
  std::map<std::string, FileState> found;
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator(folder_, ec)) {
    const std::string name = entry.path().filename().string();
    if (!entry.is_regular_file(ec) || !is_sound_file(name)) continue;
    found[name] = {entry.last_write_time(ec), entry.file_size(ec)};
  }
  return found;
}

std::vector<std::string> SoundDirector::file_names() const {
  std::vector<std::string> names;
  for (const auto& [name, state] : files_) names.push_back(name);
  return names;
}

void SoundDirector::note(Diagnostic problem) {
  log::warning(problem.to_string());
  problems_.push_back(std::move(problem));
  ++problems_version_;
}

void SoundDirector::forget(const std::string& path) {
  problems_version_ +=
      std::erase_if(problems_, [&](const Diagnostic& d) { return d.path == path; });
}

void SoundDirector::load_file(const std::string& name) {
  const std::string path = folder_ + "/" + name;
  sounds_.erase(name);
  unreadable_.erase(name);
  forget(path);
  if (audio_.rate() == 0) return;  // SDL_mixer's decoders need an open device
  std::string error;
  TrackInfo info;
  auto sound = decode_track(path, name, kMaxSoundSeconds, info, error);
  if (!sound) {
    note({path, 0, Severity::kError, unplayable_sound(error)});
    unreadable_.insert(name);
    return;
  }
  // A cut file plays what it holds; named in the sounds listing's words (track_problems).
  for (const TrackProblem& p : find_sound_problems(info, *sound, audio_.rate())) {
    note({path, 0, p.error ? Severity::kError : Severity::kWarning, p.message});
  }
  sounds_[name] = std::move(sound);
}

void SoundDirector::reload_manifest() {
  std::error_code ec;
  manifest_time_ = std::filesystem::last_write_time(manifest_path_, ec);
  Diagnostics problems;
  SoundManifest next = load_sound_manifest(manifest_path_, file_names(), problems);
  forget(manifest_path_);
  for (const Diagnostic& d : problems.items()) note(d);
  if (problems.has_errors() && manifest_.present) {
    log::warning("keeping the last good sound manifest until " + manifest_path_ + " is fixed");
    return;
  }
  manifest_ = std::move(next);
}

bool SoundDirector::rescan() {
  std::map<std::string, FileState> now = list_folder();
  bool changed = false;
  for (const auto& [name, state] : now) {
    const auto old = files_.find(name);
    if (old != files_.end() && old->second.modified == state.modified &&
        old->second.size == state.size) {
      continue;
    }
    if (scanned_) {  // the start's files are no news
      log::info("sounds: " + std::string(old == files_.end() ? "found " : "reloading ") + name);
    }
    files_[name] = state;
    load_file(name);
    changed = true;
  }
  for (auto it = files_.begin(); it != files_.end();) {
    if (now.count(it->first)) {
      ++it;
      continue;
    }
    log::info("sounds: " + it->first + " was removed");
    forget(folder_ + "/" + it->first);
    sounds_.erase(it->first);
    it = files_.erase(it);
    changed = true;
  }
  std::error_code ec;
  const bool manifest_changed =
      std::filesystem::last_write_time(manifest_path_, ec) != manifest_time_;
  if (changed || manifest_changed) reload_manifest();
  scanned_ = true;
  return changed || manifest_changed;
}

void SoundDirector::update(double dt) {
  clock_ += dt;
  since_scan_ += dt;
  if (since_scan_ < kRescanSeconds) return;
  since_scan_ = 0;
  rescan();
}

// Uniform over the other variations: the one played last is never picked again at once.
int SoundDirector::pick_variation(CueState& state, int count) {
  if (count <= 1) return 0;
  const bool has_last = state.last_index >= 0 && state.last_index < count;
  std::uniform_int_distribution<int> pick(0, count - (has_last ? 2 : 1));
  int i = pick(random_);
  if (has_last && i >= state.last_index) ++i;
  return i;
}

void SoundDirector::play(SoundCue cue) {
  const std::optional<EventSound>& entry = manifest_.at(cue);
  if (!entry) return;
  CueState& state = cues_[index(cue)];
  if (state.plays > 0 && clock_ - state.last_time < entry->min_interval) return;
  const int i = pick_variation(state, static_cast<int>(entry->files.size()));
  state.last_index = i;
  state.last_file = entry->files[static_cast<std::size_t>(i)];
  state.last_time = clock_;
  ++state.plays;
  if (auto s = sound(state.last_file)) {
    audio_.play_sound(s, gain_of(entry->gain_db), gain_of(entry->duck_db));
  }
}

std::shared_ptr<const PcmTrack> SoundDirector::sound(const std::string& file) const {
  const auto it = sounds_.find(file);
  return it == sounds_.end() ? nullptr : it->second;
}

}  // namespace hp::app
