// MusicDirector: plays the manifest's track for each game moment, and follows the music folder.
#pragma once

#include <cstdint>
#include <filesystem>
#include <map>
#include <memory>
#include <set>
#include <string>

#include "engine/audio/mix/music_mixer.h"
#include "engine/audio/tracks/music_library.h"
#include "engine/audio/tracks/track_loader.h"
#include "game/app/music/loudness_match.h"
#include "game/app/music/music_manifest.h"

namespace hp {
class Audio;
}

namespace hp::app {

class MusicDirector {
 public:
  // folder: where tracks and music.json are. Hooks its mixer into audio's device; with no
  // device it still follows the folder and the manifest, silently. chunk_hook: tests slow the
  // loader's decoder with it (see TrackLoader).
  MusicDirector(Audio& audio, std::string folder, TrackLoader::ChunkHook chunk_hook = {});
  ~MusicDirector();
  MusicDirector(const MusicDirector&) = delete;
  MusicDirector& operator=(const MusicDirector&) = delete;

  // The game reached moment: its track crossfades in (or, for a stinger, plays over the ducked
  // current one). A moment with no track keeps the current music.
  void enter(Moment moment);
  // The map's `music` property: this file plays for the player's turn instead of the manifest's
  // (empty: the manifest's again). Takes effect at the next player turn, or now if it is one.
  void set_map_override(std::string track);
  // Plays a file of the folder as the bed now (the jukebox's N and P).
  void play_track(const std::string& name);
  // The game's intensity, 0..1: a layered moment's stems fade in and out by their ranges.
  void set_intensity(double intensity);
  // The battle's measures this frame: the intensity follows them under the shape in force (see
  // intensity_shape()), and the stems fade in and out over its stem_fade.
  void follow_battle(const IntensityInputs& inputs, double dt);
  // The map being played, by its file's name ("fortress.tmx"): its "maps" entry in the manifest,
  // if any, shapes the intensity there.
  void set_map(std::string file_name);
  // The current map's "intensity" block over the current moment's, else the moment's, else the
  // manifest's (else the defaults).
  const IntensityShape& intensity_shape() const;
  // Which block that shape comes from, for the F5 readout: "music.json \"maps\" entry for
  // crypt.tmx", "music.json moment player_turn", or "music.json top level (or the defaults)".
  std::string intensity_source() const;
  // follow_battle's last measures and the tension they called for (the F5 overlay shows them).
  const IntensityInputs& battle_inputs() const { return battle_inputs_; }
  double battle_tension_now() const { return battle_tension_; }
  // Master and music volume, 0..1 each.
  void set_volume(double master, double music);
  // Looks at the folder once a second of dt: new, removed or re-exported files and a changed
  // manifest are picked up, and the current moment's track follows.
  void update(double dt);
  // Rescans now; true when something changed.
  bool rescan();
  // Blocks until every decode, probe and loudness measurement asked for so far has finished and
  // been applied (as update() applies them), at most timeout_seconds; false when it timed out. For
  // tests and the jukebox's scripted audition; the game itself never waits.
  bool wait_for_decodes(double timeout_seconds);

  const MusicLibrary& library() const { return library_; }
  const MusicManifest& manifest() const { return manifest_; }
  Moment moment() const { return moment_; }
  // The file name of the bed playing now (stems joined by "+"), or empty.
  std::string current_track() const;
  const MusicMixer& mixer() const { return mixer_; }
  // Every problem named in the log so far (the manifest's, files and stem sets; dropped when the
  // file changes),
  // in the jukebox listing's words: for the on-screen notice. Which moment stands in for one
  // that cannot play is said in the log only.
  const std::vector<Diagnostic>& problems() const { return problems_; }
  // Changes whenever problems() does: a frame that sees the same number has nothing new to show.
  std::uint64_t problems_version() const { return problems_version_; }

 private:
  // The moment's music after the fallbacks: the map override, then the manifest, then (with no
  // manifest at all) the default track for the looping moments.
  std::optional<MomentMusic> music_for(Moment moment) const;
  // With no manifest: the first track (by name) with loop tags, else the first track.
  std::optional<MomentMusic> default_music() const;
  // The decoded track, or nullptr: then a decode is queued on the loader's thread, and when it
  // arrives update() enters the current moment again if that moment wants it.
  std::shared_ptr<const PcmTrack> decoded(const std::string& name);
  // The moment's files as mixer layers; false while one is not decoded (yet), or when stems
  // differ in length (noted once, in the listing's words: moment_problems).
  enum class Layers { kReady, kWaiting, kCannot };  // kCannot: a file refused, or uneven stems
  Layers layers_of(Moment moment, const MomentMusic& music, std::vector<MusicLayer>& layers);
  // The moment's music, or else the nearest moment's that can play (fallback_moments, said in
  // the log when the moment's own has a problem), as layers in music.
  // kWaiting while a file it needs is decoding: enter() runs again when it arrives.
  Layers music_to_play(Moment moment, MomentMusic& music, std::vector<MusicLayer>& layers);
  void reload_manifest();
  // Queues the manifest's tracks for decoding, so a moment rarely waits on a decoder.
  void preload();
  // Queues probes of new and re-exported files (whether SDL_mixer can open them).
  void probe_new_files(const LibraryChanges& changes);
  // Applies the loader's finished work: warnings, the cache, the current moment's track.
  void take_loaded();
  // Starts the loudness measurement of every moment with a target whose files are all decoded.
  void measure_targets();
  void report(const LoadedTrack& done);
  // Logs a problem once and keeps it for problems().
  void note(const Diagnostic& problem);
  // Logs it once (false when it was logged already).
  bool log_once(const Diagnostic& problem);
  void arrived(const LoadedTrack& done);
  // Logs once what a "loudness" target did (a warning naming the manifest line when the
  // ceiling kept the moment under its target).
  void report_match(Moment moment, const MomentMusic& music, const LoudnessMatch::Match& match);
  // Whether name is one of the layers of the bed sounding now.
  bool playing(const std::string& name) const;
  std::vector<std::string> track_names() const;

  Audio& audio_;
  MusicLibrary library_;
  std::string manifest_path_;
  std::filesystem::file_time_type manifest_time_{};
  MusicManifest manifest_;
  MusicMixer mixer_;
  std::map<std::string, std::shared_ptr<const PcmTrack>> cache_;
  std::set<std::string> refused_;  // files already warned about, until they change
  TrackLoader loader_;
  std::map<std::string, std::uint64_t> decoding_, probing_;  // name -> the request still awaited
  std::set<std::string> restart_;     // re-exported while playing: restart when the new one arrives
  std::set<std::string> warned_;      // Diagnostic::to_string() already logged
  std::vector<Diagnostic> problems_;  // what was logged, for problems()
  std::uint64_t problems_version_ = 0;
  bool manifest_mistakes_ = false;  // the manifest read last had errors (a misspelt moment)
  std::string audition_;            // play_track's file, to play when its decode arrives
  std::string override_;
  std::string map_name_;  // set_map's
  Moment moment_ = Moment::kTitle;
  bool entered_ = false;
  double since_scan_ = 0;
  LoudnessMatch loudness_;         // the gains of moments with a "loudness" target
  std::set<std::string> matched_;  // "moment: gain" already logged
  IntensityFollower intensity_;    // follow_battle's smoothing
  IntensityInputs battle_inputs_;
  double battle_tension_ = 0.0;
};

}  // namespace hp::app
