// MusicMixer: mixes decoded tracks with true crossfades, loops and ducked stingers; no SDL, so
// it runs in tests without a device and in SDL_mixer's Mix_HookMusic callback in the game. A
// track still streaming from its decoder is read only below its ready count.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "engine/audio/tracks/pcm_track.h"

namespace hp {

// One file of a bed: a whole track, or one stem of a layered bed, heard while the mixer's
// intensity is inside [low, high].
struct MusicLayer {
  std::shared_ptr<const PcmTrack> track;
  double low = 0.0, high = 1.0;  // intensity range, 0..1, both ends included
};

// A bed's beat grid, so changes away from it can land on its beats or bars.
struct MusicTiming {
  double bpm = 0.0;       // beats per minute; 0: no grid (changes are immediate)
  int beats_per_bar = 4;  // 1..16
  double offset = 0.0;    // seconds into the file of the first downbeat
};

// Where a change lands on the grid of the bed playing now.
enum class MusicSync { kNone, kBeat, kBar };

// How a bed comes in (see MusicMixer::play).
struct BedCue {
  double gain = 1.0;          // linear, 1 = as mastered
  double fade_seconds = 2.0;  // the crossfade
  bool resume = true;         // continue where this bed left off, else from its top
  MusicTiming timing;         // this bed's own grid
  MusicSync sync = MusicSync::kNone;
  double max_delay = 0.0;  // seconds the change may wait for the grid, at most
};

class MusicMixer {
 public:
  static constexpr int kMaxVoices = 8;
  static constexpr int kMaxLayers = 6;
  static constexpr int kResumeSlots = 8;  // beds whose positions are remembered
  // rate: device frames per second (fades are given in seconds).
  explicit MusicMixer(int rate);

  // Makes track the bed: it fades in over fade_seconds while every other bed fades out, both
  // sounding at once (equal-power curves, so the loudness holds through the fade). A track
  // already playing (or fading out) is kept, not restarted. gain is linear (1 = as mastered).
  void play(std::shared_ptr<const PcmTrack> track, double gain, double fade_seconds);
  // The same for a bed of layers (stems) looped together on one timeline: the first layer's
  // length and loop points rule, and a layer of another length is left out (the caller warns).
  // A bed heard before comes back at the position where it began to fade out, unless
  // cue.resume is false. With cue.sync, the change (this fade-in and the others' fade-out)
  // starts on the next beat or bar of the bed playing now, sample-exactly, or after
  // cue.max_delay if that comes first; a bed without timing changes at once.
  void play(std::vector<MusicLayer> layers, const BedCue& cue);
  // Plays track once over the beds, which duck to duck_gain (0..1) until it ends; with sync it
  // starts on the current bed's next beat or bar (within max_delay seconds).
  void sting(std::shared_ptr<const PcmTrack> track, double gain, double duck_gain,
             MusicSync sync = MusicSync::kNone, double max_delay = 0.0);
  // Fades every voice out.
  void stop(double fade_seconds);
  // Fades the beds out and lets the stingers sound on (the battle's bed after its end, when
  // there is no result track to replace it).
  void fade_beds(double fade_seconds);
  // The overall music volume, 0..1 (master x music), applied with a short ramp.
  void set_volume(double volume);
  // The game's intensity, 0..1: each layer fades in (or out) over the stem fade as it enters
  // (or leaves) the layer's range.
  void set_intensity(double intensity);
  // How long a layer takes to fade fully in or out (its level ramps linearly, the heard gain
  // follows sin(level * pi / 2): -3 dB half way), 0.05..30 s; 1 s until set.
  void set_stem_fade(double seconds);
  // Forgets every remembered position (files changed: they start from the top again).
  void forget_positions();

  // Writes frames stereo frames to out (overwriting), hard-clipped to 16 bits. Called from the
  // audio thread; tests and tools use it where no other sound joins the music.
  void mix(std::int16_t* out, int frames);
  // The same mix as float frames at 16-bit scale (full scale is 32768), unclipped, so the
  // final bus can add effects and limit the sum once (see the audio bus).
  void mix_float(float* out, int frames);

  // The bed that is fading in or playing (its first layer), or nullptr.
  std::shared_ptr<const PcmTrack> current() const;
  // The current bed's layers: file name and heard gain 0..1 (for the jukebox).
  struct LayerLevel {
    std::string name;
    double low = 0, high = 1;
    double gain = 0;
  };
  std::vector<LayerLevel> current_layers() const;
  // Voices still sounding (beds and stingers), and the current bed's play position in frames.
  int active_voices() const;
  std::int64_t position() const;
  double intensity() const;
  // Frames mixed since the mixer was made (the timeline scheduled changes are on).
  std::int64_t clock() const;
  // The frame of the clock at which a waiting change starts, or -1 when none waits.
  std::int64_t pending_start() const;
  // Frames a voice spent silent, holding its place, because its streamed track's decoder had
  // not reached them yet (summed over voices since the mixer was made; 0 when decoding keeps up).
  std::int64_t underrun_frames() const;

 private:
  struct Layer {
    std::shared_ptr<const PcmTrack> track;  // kept until the next control call (no free in mix)
    double low = 0, high = 1;
    double level = 1.0;  // layer fade 0..1; heard gain sin(level * pi / 2)
  };
  struct Voice {
    std::array<Layer, kMaxLayers> layers{};
    int count = 0;  // layers in use
    bool active = false;
    bool stinger = false;
    std::int64_t pos = 0;        // next frame
    std::int64_t left_at = -1;   // the frame at which it began to fade out, -1: not yet
    double gain = 1.0;           // linear, moving towards target without a step
    double target = 1.0;         // the gain asked for
    double level = 0.0;          // fade progress 0..1; the heard gain is sin(level * pi / 2)
    double step = 0.0;           // level change per frame (+ fading in, - fading out)
    std::int64_t start_at = -1;  // clock frame it waits for (silent until then), -1: started
    MusicTiming timing;
  };
  struct Resume {
    std::string key;  // the bed's file names
    std::int64_t pos = 0;
    std::uint64_t used = 0;  // for dropping the oldest
  };

  Voice* free_voice();
  double fade_step(double seconds) const;
  void release_finished();
  void remember(const Voice& v);
  std::int64_t recalled(const std::string& key, bool forget);
  std::int64_t delay_frames(MusicSync sync, double max_delay) const;
  void schedule(Voice& v, std::int64_t delay);
  void start(Voice& v);
  void fade_out(Voice& v, double step);
  void cancel_waiting_beds(const Voice* keep);
  void mix_span(float* accum, int frames);
  void mix_block(float* accum, int frames);
  void mix_voice(Voice& v, float* accum, int frames, double bed_gain);
  const Voice* current_voice() const;

  mutable std::mutex mutex_;  // control calls come from the game thread, mix from the audio one
  int rate_;
  std::array<Voice, kMaxVoices> voices_{};
  std::array<Resume, kResumeSlots> resume_{};
  std::uint64_t uses_ = 0;
  std::int64_t clock_ = 0;
  std::int64_t underrun_frames_ = 0;
  double volume_ = 1.0, volume_target_ = 1.0;
  double duck_ = 1.0, duck_target_ = 1.0, duck_gain_ = 1.0;
  double intensity_ = 0.0;
  double stem_fade_seconds_ = 1.0;
};

// The frames from position pos to the next beat (or bar) of timing in a track looping back at
// loop_end (the loop's end counts as a bar line); 0 on a boundary, -1 without a grid.
std::int64_t frames_to_boundary(const MusicTiming& timing, MusicSync sync, std::int64_t pos,
                                std::int64_t loop_end, int rate);

}  // namespace hp
