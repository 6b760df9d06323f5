// TrackDecoder: opens music files with SDL_mixer's decoders, to probe them or decode to memory.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <utility>

#include "engine/audio/tracks/loop_tags.h"
#include "engine/audio/tracks/native_decoder.h"
#include "engine/audio/tracks/pcm_track.h"

namespace hp {

// The longest track decoded to memory: 8 minutes at 44.1 kHz stereo 16-bit is 85 MB.
constexpr double kMaxTrackSeconds = 8 * 60.0;

// What the jukebox lists about a file without decoding all of it.
struct TrackInfo {
  double seconds = -1.0;  // duration the container declares; negative when it cannot tell
  LoopTags tags;          // container, rate and loop tags (OGG, Opus, FLAC)
  int file_rate = 0;      // the stream's frames per second (tags, or the WAV header); 0 unknown
  // Decoded whole by SDL_mixer (Opus, MP3, modules, MIDI), not streamed: it can play only once
  // all of it is decoded. Set by a decode; false after a probe.
  bool decoded_whole = false;
  // An Ogg file without its end-of-stream mark: cut short (see stream_end.h), so the length
  // it reads as is only where the cut fell. Set by the probe.
  bool cut = false;
};

// A loop [start, end) in the file's frames as the device's frames, as the game plays it: the
// start rounded to the nearest frame and the length likewise, so the seam (end to start) is
// exact whenever the loop's length is a whole number of device frames (at 48 kHz, a multiple
// of 160 samples), and at most half a frame off otherwise.
std::pair<std::int64_t, std::int64_t> loop_in_device_frames(
    std::pair<std::int64_t, std::int64_t> loop, int file_rate, int device_rate);
// Whether loop_in_device_frames keeps the loop's length exactly.
bool loop_length_exact(std::int64_t length, int file_rate, int device_rate);

// Both need the mixer open (Mix_OpenAudio*, the dummy driver will do); they fill error with
// SDL_mixer's reason and return false / nullptr when the file cannot be opened.
//
// Threads: both may run on a worker thread while the device plays (TrackLoader does). OGG
// Vorbis, FLAC and WAV are decoded by NativeDecoder, which touches no mixer state. The other
// formats go through Mix_LoadWAV, which in SDL_mixer 2.6 holds the device lock (Mix_LockAudio)
// for its whole decode: music and effects pause until it is done.
bool probe_track(const std::string& path, TrackInfo& info, std::string& error);
// Decodes the whole file to the mixer's format (which must be 16-bit stereo), with the loop
// tags converted to device frames. Tracks longer than max_seconds are refused, with a reason.
// info receives the probe's answer (also when decoding fails after it). cancel, when it turns
// true, cuts an OGG Vorbis, FLAC or WAV decode short (the result is then of no use).
std::shared_ptr<PcmTrack> decode_track(const std::string& path, const std::string& name,
                                       double max_seconds, TrackInfo& info, std::string& error,
                                       const std::atomic<bool>* cancel = nullptr);
std::shared_ptr<PcmTrack> decode_track(const std::string& path, const std::string& name,
                                       double max_seconds, std::string& error);

// Called on the decoder's thread each time a streamed track has more frames ready: the track
// (its name and loop already set) and the frames that may be read.
using ChunkReady = std::function<void(const std::shared_ptr<PcmTrack>&, std::int64_t ready)>;
// The same decode, streamed: OGG Vorbis, FLAC and WAV tracks are handed to chunk_ready while they
// decode, and may be played from then on (PcmTrack::ready_frames says how far). The returned
// track is finished (its buffer may be longer than its frames()). The formats SDL_mixer decodes
// arrive whole: chunk_ready is not called for them.
std::shared_ptr<PcmTrack> stream_track(const std::string& path, const std::string& name,
                                       double max_seconds, TrackInfo& info, std::string& error,
                                       const std::atomic<bool>* cancel,
                                       const ChunkReady& chunk_ready);

// stream_track a slice at a time, for a caller with no thread to give it (a browser; see
// TrackLoader's pumped mode): the same checks, the same track and chunk_ready calls. The formats
// SDL_mixer decodes are decoded whole by open().
class TrackStream {
 public:
  TrackStream() = default;
  TrackStream(const TrackStream&) = delete;
  TrackStream& operator=(const TrackStream&) = delete;

  // Probes and opens the file as stream_track does; false (error says why) when it cannot be
  // streamed, else step() decodes it. info, error and chunk_ready must outlive the stream.
  bool open(const std::string& path, const std::string& name, double max_seconds, TrackInfo& info,
            std::string& error, const ChunkReady& chunk_ready);
  // Decodes about `frames` more of the file's frames; false once the decode is over (track()
  // and error are then final).
  bool step(std::int64_t frames);
  // Ends the decode now (the loader's cancel).
  void stop();
  // The track (being written while step() goes on); nullptr when the decode failed.
  std::shared_ptr<PcmTrack> track() const { return track_; }

 private:
  std::shared_ptr<PcmTrack> track_;
  NativeStream native_;
  PublishHook published_;
  TrackInfo* info_ = nullptr;
  std::string* error_ = nullptr;
  bool streaming_ = false;  // native_ is decoding (else open decoded it whole, or failed)
};

// Whether SDL_mixer's device is open (probe_track and decode_track need it).
bool mixer_open();
// Whether SDL_mixer can play MIDI here: a MIDI decoder and a soundfont or Timidity patch set.
// When SDL_mixer knows no soundfont, one installed in /usr/share/sounds/sf2 is handed to it.
bool midi_playable();

}  // namespace hp
