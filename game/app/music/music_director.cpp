// MusicDirector: moment -> manifest entry -> decoded track -> the mixer, with folder rescans;
// decoding happens on the TrackLoader's thread and arrives through update().
#include "game/app/music/music_director.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>

#include "engine/audio/audio.h"
#include "engine/audio/tracks/loop_tags.h"
#include "engine/audio/tracks/track_decoder.h"
#include "engine/audio/tracks/track_problems.h"
#include "engine/core/log.h"
#include "engine/core/threads.h"
#include "game/app/music/moment_problems.h"

namespace hp::app {
namespace {

// Where a decode's work was done: the loader's thread, or (with no threads, in a browser page)
// slices of a few milliseconds between frames.
constexpr const char* kDecodedWhere =
    kHaveThreads ? " s on the loader's thread" : " s in slices between frames";

constexpr double kRescanSeconds = 1.0;  // how often the folder is looked at while running
// Decoded tracks kept: when one more arrives, all that nothing plays and no moment names are
// dropped. Memory stays under (the moments' tracks + those sounding + kCachedTracks + 1
// decoding) tracks, each at most 85 MB (8 minutes).
constexpr std::size_t kCachedTracks = 6;
// How long the battle's bed takes to fade out after the battle ends, when there is no `result`.
constexpr double kResultFadeSeconds = 4.0;

std::string seconds_text(double seconds) {
  char text[32];
  std::snprintf(text, sizeof text, "%.2f", seconds);
  return text;
}

double gain_of(double db) {
  return std::pow(10.0, db / 20.0);
}

}  // namespace

MusicDirector::MusicDirector(Audio& audio, std::string folder, TrackLoader::ChunkHook chunk_hook)
    : audio_(audio),
      library_(folder, midi_playable()),
      manifest_path_(folder + "/music.json"),
      mixer_(audio.rate() > 0 ? audio.rate() : Audio::kRate),
      loader_(kMaxTrackSeconds, std::move(chunk_hook)) {
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
  // This read's problems replace the last read's (stem sets are judged again as their moments
  // are entered): in the log, and for the on-screen notice.
  const std::string manifest_prefix = manifest_path_ + ":";
  std::erase_if(warned_, [&](const std::string& w) { return w.rfind(manifest_prefix, 0) == 0; });
  problems_version_ +=
      std::erase_if(problems_, [&](const Diagnostic& d) { return d.path == manifest_path_; });
  for (const Diagnostic& d : problems.items()) note(d);
  manifest_mistakes_ = problems.has_errors();
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
  if (!names.empty() || !changes.removed.empty()) {  // stem sets are judged again
    const std::string manifest_prefix = manifest_path_ + ":";
    std::erase_if(warned_, [&](const std::string& w) { return w.rfind(manifest_prefix, 0) == 0; });
    problems_version_ +=
        std::erase_if(problems_, [&](const Diagnostic& d) { return d.path == manifest_path_; });
  }
  for (const std::string& name : names) {
    refused_.erase(name);
    cache_.erase(name);  // the mixer keeps the old decode sounding until the new one arrives
    loudness_.clear();
    decoding_.erase(name);
    const std::string prefix = library_.folder() + "/" + name + ": ";
    std::erase_if(warned_, [&](const std::string& w) { return w.rfind(prefix, 0) == 0; });
    problems_version_ += std::erase_if(problems_, [&](const Diagnostic& d) {
      return d.path == prefix.substr(0, prefix.size() - 2);
    });
    if (playing(name)) {
      restart_.insert(name);
      decoded(name);
    } else {
      probing_[name] = loader_.probe(library_.folder() + "/" + name, name);
    }
  }
  for (const std::string& name : changes.removed) {
    cache_.erase(name);  // a playing one sounds on until the moment changes
    loudness_.clear();
    decoding_.erase(name);
    probing_.erase(name);
  }
}

void MusicDirector::measure_targets() {
  // Only a manifest sets targets; without one music_for would read files' tags for nothing.
  if (!manifest_.present) return;
  for (int i = 0; i < kMoments; ++i) {
    const std::optional<MomentMusic> music = music_for(Moment(i));
    if (!music || !music->loudness_lufs) continue;
    std::vector<MusicLayer> layers;
    for (const std::string& name : music->files()) {
      const auto it = cache_.find(name);
      if (it == cache_.end() || !it->second->finished()) break;
      layers.push_back({it->second, 0.0, 1.0});
    }
    if (layers.size() == music->files().size()) loudness_.match(layers, *music->loudness_lufs);
  }
}

void MusicDirector::take_loaded() {
  const std::vector<LoadedTrack> finished = loader_.take_finished();
  for (const LoadedTrack& done : finished) {
    auto& awaited = done.decode ? decoding_ : probing_;
    const auto it = awaited.find(done.name);
    if (it == awaited.end() || it->second != done.id) continue;  // changed or gone since
    if (!done.finished) {  // its first chunk: it plays while the rest decodes
      arrived(done);
      continue;
    }
    awaited.erase(it);
    report(done);
    const auto cached = cache_.find(done.name);
    const bool handed = cached != cache_.end() && done.track && cached->second == done.track;
    if (!done.error.empty()) {
      refused_.insert(done.name);
      restart_.erase(done.name);
      if (cached != cache_.end()) cache_.erase(cached);  // what it played of it sounds on
      if (entered_ && done.decode) enter(moment_);       // a fallback stands in for it
    } else if (done.decode && !handed) {
      arrived(done);
    } else if (done.decode) {
      log::info("music: " + done.name + " decoded in " + seconds_text(done.work_seconds) +
                kDecodedWhere);
    }
  }
  // A moment with a loudness target is measured as soon as its files are decoded, not when it
  // is first entered, so it rarely has to wait.
  if (!finished.empty()) measure_targets();
}

// The same rules and words as the jukebox's listing (track_problems): a file that cannot be
// played is named once, and so is each way it would play other than as made.
void MusicDirector::report(const LoadedTrack& done) {
  Diagnostics found;
  const bool too_long = done.info.seconds > kMaxTrackSeconds;  // check_length names it
  if (!done.error.empty() && !too_long) {
    found.error(done.path, 0, unplayable_problem(done.error).message);
  } else {
    for (const TrackProblem& p :
         find_track_problems(done.info, done.track.get(), audio_.rate(), kMaxTrackSeconds)) {
      if (p.error) found.error(done.path, 0, p.message);
      if (!p.error) found.warning(done.path, 0, p.message);
    }
  }
  for (const Diagnostic& d : found.items()) note(d);
}

void MusicDirector::note(const Diagnostic& problem) {
  if (!log_once(problem)) return;
  problems_.push_back(problem);
  ++problems_version_;
}

bool MusicDirector::log_once(const Diagnostic& problem) {
  if (!warned_.insert(problem.to_string()).second) return false;
  log::warning(problem.to_string());
  return true;
}

void MusicDirector::arrived(const LoadedTrack& done) {
  if (cache_.size() >= kCachedTracks) {  // drop what nothing plays or wants: memory stays bounded
    std::set<std::string> wanted;
    for (int i = 0; i < kMoments; ++i) {
      if (const auto music = music_for(Moment(i))) {
        for (const std::string& name : music->files()) wanted.insert(name);
      }
    }
    for (auto it = cache_.begin(); it != cache_.end();) {
      const bool drop = it->second.use_count() == 1 && !wanted.count(it->first);
      it = drop ? cache_.erase(it) : std::next(it);
    }
  }
  cache_[done.name] = done.track;
  log::info("music: " + done.name +
            (done.finished
                 ? " decoded in " + seconds_text(done.work_seconds) + kDecodedWhere
                 : " plays from its first " +
                       seconds_text(static_cast<double>(kFirstChunkFrames) / Audio::kRate) +
                       " s, decoded in " + seconds_text(done.work_seconds) +
                       " s; the rest decodes while it plays"));
  const bool restart = restart_.erase(done.name) > 0 && playing(done.name);
  if (restart) mixer_.stop(0.2);  // the re-exported file restarts from its top
  // The moment's files and its fallbacks' (one of them may be what it waits for).
  std::vector<std::string> files;
  std::vector<Moment> chain = {moment_};
  chain.insert(chain.end(), fallback_moments(moment_).begin(), fallback_moments(moment_).end());
  for (const Moment m : entered_ ? chain : std::vector<Moment>{}) {
    if (const auto music = music_for(m)) {
      for (const std::string& name : music->files()) files.push_back(name);
    }
  }
  if (std::find(files.begin(), files.end(), done.name) != files.end()) {
    enter(moment_);  // with stems, it plays once the last of them has arrived
  } else if (done.name == audition_ || restart) {
    mixer_.play(done.track, 1.0, manifest_.crossfade);
  }
  if (done.name == audition_) audition_.clear();
}

bool MusicDirector::playing(const std::string& name) const {
  const auto layers = mixer_.current_layers();
  return std::any_of(layers.begin(), layers.end(), [&](const auto& l) { return l.name == name; });
}

bool MusicDirector::wait_for_decodes(double timeout_seconds) {
  const auto end =
      std::chrono::steady_clock::now() + std::chrono::duration<double>(timeout_seconds);
  for (;;) {
    take_loaded();
    if (decoding_.empty() && probing_.empty()) {
      // Moments with a loudness target entered meanwhile start once measured.
      const double left =
          std::chrono::duration<double>(end - std::chrono::steady_clock::now()).count();
      const bool measured = loudness_.wait(std::max(left, 0.0));
      if (loudness_.take_finished() && entered_) enter(moment_);
      return measured;
    }
    const double left =
        std::chrono::duration<double>(end - std::chrono::steady_clock::now()).count();
    if (left <= 0) return false;
    loader_.wait(left);
  }
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
  const bool looping =
      moment != Moment::kVictory && moment != Moment::kDefeat && moment != Moment::kResult;
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
  if (!decoding_.count(name) && library_.find(name)) {
    decoding_[name] = loader_.decode(library_.folder() + "/" + name, name);
  }
  return nullptr;
}

MusicDirector::Layers MusicDirector::layers_of(Moment moment, const MomentMusic& music,
                                               std::vector<MusicLayer>& layers) {
  for (const std::string& name : music.files()) {
    if (refused_.count(name) || !library_.find(name)) return Layers::kCannot;
  }
  for (const std::string& name : music.files()) {
    auto track = decoded(name);
    if (!track) return Layers::kWaiting;  // a partial set of stems would sound wrong: wait
    layers.push_back({std::move(track), 0.0, 1.0});
  }
  std::vector<StemLength> lengths;
  for (std::size_t i = 0; i < music.stems.size(); ++i) {
    layers[i].low = music.stems[i].low;
    layers[i].high = music.stems[i].high;
    lengths.push_back({music.stems[i].track, layers[i].track->frames()});
  }
  // Streaming stems are judged on the lengths their files declare until they finish.
  if (const auto problem = stem_problem(manifest_path_, moment, music, lengths, audio_.rate())) {
    note(*problem);
    return Layers::kCannot;
  }
  return Layers::kReady;
}

MusicDirector::Layers MusicDirector::music_to_play(Moment moment, MomentMusic& music,
                                                   std::vector<MusicLayer>& layers) {
  std::vector<Moment> chain = {moment};
  const auto& fallbacks = fallback_moments(moment);
  chain.insert(chain.end(), fallbacks.begin(), fallbacks.end());
  for (const Moment m : chain) {
    const std::optional<MomentMusic> candidate = music_for(m);
    if (!candidate) continue;  // nothing named (or misspelt), or a file not in the folder
    layers.clear();
    const Layers state = layers_of(m, *candidate, layers);
    if (state == Layers::kCannot) continue;
    if (state == Layers::kReady) music = *candidate;
    // A moment left out on purpose stands in quietly (the enemies' turn keeps the player's
    // music); one whose own music has a problem is said, as the listing says it.
    const bool named = manifest_.at(moment).has_value() || manifest_mistakes_;
    if (state == Layers::kReady && m != moment && named) {  // the log only: not --list's
      log_once({manifest_path_, manifest_.at(moment) ? manifest_.at(moment)->line : 0,
                Severity::kWarning,
                "moment \"" + std::string(moment_key(moment)) +
                    "\" has no music that can play (see the problems above), so the music of \"" +
                    moment_key(m) + "\" (" + candidate->files().front() +
                    ") plays instead; fix the moment's entry in music.json or its files"});
    }
    return state;
  }
  return Layers::kCannot;
}

void MusicDirector::enter(Moment moment) {
  moment_ = moment;
  entered_ = true;
  MomentMusic chosen;
  std::vector<MusicLayer> layers;
  // Nothing that can play (not even a fallback): the current music plays on. Waiting: entered
  // again once the tracks are there.
  const Layers state = music_to_play(moment, chosen, layers);
  // The battle is over and no result track can play: its bed fades out rather than carry on.
  if (state == Layers::kCannot && moment == Moment::kResult) mixer_.fade_beds(kResultFadeSeconds);
  if (state != Layers::kReady) return;
  const MomentMusic* music = &chosen;
  double gain_db = music->gain_db;
  if (music->loudness_lufs) {
    const auto match = loudness_.match(layers, *music->loudness_lufs);
    if (!match) return;  // entered again once measured
    gain_db = match->gain_db;
    report_match(moment, *music, *match);
  }
  if (music->stinger) {
    mixer_.sting(layers[0].track, gain_of(gain_db), gain_of(manifest_.duck_db), music->sync,
                 music->max_delay);
    return;
  }
  BedCue cue;
  cue.gain = gain_of(gain_db);
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
  if (auto track = decoded(name)) {
    mixer_.play(track, 1.0, manifest_.crossfade);
  } else {
    audition_ = name;  // plays when its decode arrives (see arrived)
  }
}

void MusicDirector::set_intensity(double intensity) {
  mixer_.set_intensity(intensity);
}

void MusicDirector::follow_battle(const IntensityInputs& inputs, double dt) {
  const IntensityShape& shape = intensity_shape();
  battle_inputs_ = inputs;
  battle_tension_ = battle_tension(inputs, shape);
  mixer_.set_stem_fade(shape.stem_fade_seconds);
  mixer_.set_intensity(intensity_.follow(battle_tension_, dt, shape));
}

const IntensityShape& MusicDirector::intensity_shape() const {
  return manifest_.intensity_at(moment_, map_name_);
}

std::string MusicDirector::intensity_source() const {
  switch (manifest_.intensity_block(moment_, map_name_)) {
    case IntensityBlock::kMap:
      return "music.json \"maps\" entry for " + map_name_;
    case IntensityBlock::kMoment:
      return std::string("music.json moment ") + moment_key(moment_);
    case IntensityBlock::kTopLevel:
      break;
  }
  return "music.json top level (or the defaults)";
}

void MusicDirector::set_map(std::string file_name) {
  map_name_ = std::move(file_name);
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
  if (!changes.changed.empty()) mixer_.forget_positions();  // re-exported: from the top
  // A re-exported playing file restarts when its new decode arrives (see arrived).
  if (entered_ && (manifest_changed || current_track().empty())) enter(moment_);
  return true;
}

void MusicDirector::report_match(Moment moment, const MomentMusic& music,
                                 const LoudnessMatch::Match& match) {
  char text[320];
  const double gain = std::abs(match.gain_db) < 0.05 ? 0.0 : match.gain_db;  // no "-0.0 dB"
  std::snprintf(text, sizeof text,
                "%s is %.1f LUFS as mastered (true peak %.1f dBTP) and plays at %+.1f dB "
                "for %.1f LUFS%s",
                moment_key(moment), match.measured_lufs, match.peak_dbtp, gain,
                match.measured_lufs + match.gain_db,
                match.capped ? ", under its loudness target: louder would pass the limiter's "
                               "ceiling; lower the target or master it with less peak"
                             : "");
  const bool short_of =
      match.capped && *music.loudness_lufs - (match.measured_lufs + match.gain_db) > 0.05;
  if (!matched_.insert(text).second) return;
  if (short_of) {
    log::warning(manifest_path_ + ":" + std::to_string(music.line) + ": warning: " + text);
  } else {
    log::info(std::string("music: ") + text);
  }
}

void MusicDirector::update(double dt) {
  take_loaded();
  if (loudness_.take_finished() && entered_) enter(moment_);
  since_scan_ += dt;
  if (since_scan_ < kRescanSeconds) return;
  since_scan_ = 0;
  rescan();
}

}  // namespace hp::app
