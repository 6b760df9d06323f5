// MusicMixer: per-voice fades, layers and loop wraps, summed in float; changes wait for their
// frame on the mixer's clock; mix() clips to 16 bits at the end.
#include "engine/audio/mix/music_mixer.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace hp {
namespace {

constexpr int kBlock = 256;                  // frames mixed per float block
constexpr double kVolumeRampSeconds = 0.05;  // volume changes without a click
constexpr double kDuckRampSeconds = 0.15;    // how fast beds duck under a stinger and return
constexpr double kHalfPi = 1.5707963267948966;

double approach(double value, double target, double step) {
  return value < target ? std::min(target, value + step) : std::max(target, value - step);
}

bool heard_at(double intensity, double low, double high) {
  return intensity >= low && intensity <= high;
}

// The resume memory's key: the bed's file names.
template <typename Layers>
std::string key_of(const Layers& layers, int count) {
  std::string key;
  for (int i = 0; i < count; ++i)
    key += (i ? "+" : "") + layers[static_cast<std::size_t>(i)].track->name;
  return key;
}

}  // namespace

std::int64_t frames_to_boundary(const MusicTiming& timing, MusicSync sync, std::int64_t pos,
                                std::int64_t loop_end, int rate) {
  if (sync == MusicSync::kNone || !(timing.bpm > 0)) return -1;
  const double unit =
      60.0 / timing.bpm * rate * (sync == MusicSync::kBar ? std::max(timing.beats_per_bar, 1) : 1);
  const double first = std::max(timing.offset, 0.0) * rate;
  // The grid's frames are rounded from exact times, so a tempo need not divide the rate.
  auto k = static_cast<std::int64_t>(std::max(0.0, std::floor((pos - first) / unit)));
  while (std::llround(first + k * unit) < pos) ++k;
  const std::int64_t boundary = std::llround(first + k * unit);
  return std::min(boundary, std::max(loop_end, pos)) - pos;
}

MusicMixer::MusicMixer(int rate) : rate_(std::max(rate, 1)) {}

double MusicMixer::fade_step(double seconds) const {
  const double frames = std::max(seconds, 0.0) * rate_;
  return frames < 1.0 ? 1.0 : 1.0 / frames;
}

MusicMixer::Voice* MusicMixer::free_voice() {
  for (Voice& v : voices_) {
    if (!v.active) return &v;
  }
  // All busy: take the quietest fading-out voice; it was nearly gone anyway.
  Voice* quietest = &voices_[0];
  for (Voice& v : voices_) {
    if (v.step < 0 && v.level < quietest->level) quietest = &v;
  }
  return quietest;
}

// Voices that ended in mix() are let go here, on the game thread (mix() never frees), and a
// bed's position is kept for when it comes back.
void MusicMixer::release_finished() {
  for (Voice& v : voices_) {
    if (v.active || v.count == 0) continue;
    if (!v.stinger) remember(v);
    v = Voice{};
  }
}

void MusicMixer::remember(const Voice& v) {
  if (v.count == 0 || v.stinger || v.start_at >= 0) return;
  const std::string key = key_of(v.layers, v.count);
  Resume* slot = &resume_[0];
  for (Resume& r : resume_) {
    if (r.key == key) {
      slot = &r;
      break;
    }
    if (r.used < slot->used) slot = &r;  // else the oldest (or an empty one) makes room
  }
  *slot = Resume{key, v.left_at >= 0 ? v.left_at : v.pos, ++uses_};
}

std::int64_t MusicMixer::recalled(const std::string& key, bool forget) {
  for (Resume& r : resume_) {
    if (r.key != key || key.empty()) continue;
    if (forget) {
      r = Resume{};
      return 0;
    }
    r.used = ++uses_;
    return r.pos;
  }
  return 0;
}

void MusicMixer::forget_positions() {
  std::lock_guard lock(mutex_);
  resume_ = {};
}

const MusicMixer::Voice* MusicMixer::current_voice() const {
  for (const Voice& v : voices_) {
    if (v.active && !v.stinger && v.step >= 0 && v.start_at < 0) return &v;
  }
  return nullptr;
}

std::int64_t MusicMixer::delay_frames(MusicSync sync, double max_delay) const {
  const Voice* now = current_voice();
  if (!now) return 0;
  const std::int64_t loop_end = now->layers[0].track->effective_loop_end();
  const std::int64_t d = frames_to_boundary(now->timing, sync, now->pos, loop_end, rate_);
  if (d <= 0) return 0;
  return std::min<std::int64_t>(d, std::llround(std::max(max_delay, 0.0) * rate_));
}

void MusicMixer::fade_out(Voice& v, double step) {
  v.step = -step;
  if (v.left_at < 0) v.left_at = v.pos;
}

void MusicMixer::start(Voice& v) {
  v.start_at = -1;
  if (v.stinger) return;
  for (Voice& other : voices_) {
    if (&other != &v && other.active && !other.stinger && other.start_at < 0)
      fade_out(other, v.step);
  }
}

void MusicMixer::schedule(Voice& v, std::int64_t delay) {
  if (delay > 0) {
    v.start_at = clock_ + delay;  // mix() starts it on that very frame
  } else {
    start(v);
  }
}

void MusicMixer::cancel_waiting_beds(const Voice* keep) {
  for (Voice& v : voices_) {
    if (&v != keep && v.active && !v.stinger && v.start_at >= 0) v = Voice{};
  }
}

void MusicMixer::play(std::shared_ptr<const PcmTrack> track, double gain, double fade_seconds) {
  BedCue cue;
  cue.gain = gain;
  cue.fade_seconds = fade_seconds;
  std::vector<MusicLayer> layers;
  if (track) layers.push_back({std::move(track), 0.0, 1.0});
  play(std::move(layers), cue);
}

void MusicMixer::play(std::vector<MusicLayer> layers, const BedCue& cue) {
  std::lock_guard lock(mutex_);
  release_finished();
  // Layers play on the first one's timeline: one of another length would read past its end.
  const std::int64_t frames =
      layers.empty() || !layers.front().track ? 0 : layers.front().track->frames();
  std::erase_if(layers, [&](const MusicLayer& l) {
    return !l.track || frames == 0 || l.track->frames() != frames;
  });
  if (layers.size() > kMaxLayers) layers.resize(kMaxLayers);
  const double step = fade_step(cue.fade_seconds);
  const int count = static_cast<int>(layers.size());
  Voice* keep = nullptr;
  for (Voice& v : voices_) {
    const bool same =
        v.active && !v.stinger && v.count == count && count > 0 &&
        std::equal(layers.begin(), layers.end(), v.layers.begin(),
                   [](const MusicLayer& a, const Layer& b) { return a.track == b.track; });
    if (same && !keep) keep = &v;
  }
  cancel_waiting_beds(keep);
  if (keep) {  // already sounding (or waiting): it goes on where it is rather than restart
    keep->target = cue.gain;  // a new gain glides there (see mix_voice)
    keep->timing = cue.timing;
    if (keep->start_at >= 0) return;  // its change is already on the grid
    keep->step = step;
    keep->left_at = -1;
    start(*keep);
    return;
  }
  if (layers.empty()) {  // nothing to play: the beds fade out
    for (Voice& v : voices_) {
      if (v.active && !v.stinger) fade_out(v, step);
    }
    return;
  }
  const std::int64_t delay = delay_frames(cue.sync, cue.max_delay);  // on the bed playing now
  Voice* v = free_voice();
  remember(*v);  // a bed taken over while fading out keeps its place for later
  *v = Voice{};
  for (int i = 0; i < count; ++i) {
    MusicLayer& l = layers[static_cast<std::size_t>(i)];
    const double level = heard_at(intensity_, l.low, l.high) ? 1.0 : 0.0;
    v->layers[static_cast<std::size_t>(i)] = Layer{std::move(l.track), l.low, l.high, level};
  }
  v->count = count;
  const PcmTrack& first = *v->layers[0].track;
  const std::int64_t at = recalled(key_of(v->layers, count), !cue.resume);
  v->pos = at < first.effective_loop_end() ? at : first.effective_loop_start();
  v->active = true;
  v->gain = v->target = cue.gain;
  v->step = step;
  v->timing = cue.timing;
  schedule(*v, delay);
}

void MusicMixer::sting(std::shared_ptr<const PcmTrack> track, double gain, double duck_gain,
                       MusicSync sync, double max_delay) {
  std::lock_guard lock(mutex_);
  release_finished();
  if (!track || track->frames() == 0) return;
  duck_gain_ = std::clamp(duck_gain, 0.0, 1.0);
  const std::int64_t delay = delay_frames(sync, max_delay);
  Voice* v = free_voice();
  remember(*v);
  *v = Voice{};
  v->layers[0] = Layer{std::move(track), 0.0, 1.0, 1.0};
  v->count = 1;
  v->active = true;
  v->stinger = true;  // always from its top: a stinger is a moment, not a bed
  v->gain = v->target = gain;
  v->level = 1.0;
  schedule(*v, delay);
}

void MusicMixer::stop(double fade_seconds) {
  std::lock_guard lock(mutex_);
  for (Voice& v : voices_) {
    if (v.active && v.start_at >= 0) {
      v = Voice{};  // a change still waiting never happens
    } else if (v.active) {
      fade_out(v, fade_step(fade_seconds));
    }
  }
}

void MusicMixer::fade_beds(double fade_seconds) {
  std::lock_guard lock(mutex_);
  for (Voice& v : voices_) {
    if (!v.active || v.stinger) continue;
    if (v.start_at >= 0) {
      v = Voice{};  // a change still waiting never happens
    } else {
      fade_out(v, fade_step(fade_seconds));
    }
  }
}

void MusicMixer::set_volume(double volume) {
  std::lock_guard lock(mutex_);
  volume_target_ = std::clamp(volume, 0.0, 1.0);
}

void MusicMixer::set_intensity(double intensity) {
  std::lock_guard lock(mutex_);
  intensity_ = std::clamp(intensity, 0.0, 1.0);
}

std::shared_ptr<const PcmTrack> MusicMixer::current() const {
  std::lock_guard lock(mutex_);
  const Voice* v = current_voice();
  return v ? v->layers[0].track : nullptr;
}

std::vector<MusicMixer::LayerLevel> MusicMixer::current_layers() const {
  std::lock_guard lock(mutex_);
  std::vector<LayerLevel> out;
  if (const Voice* v = current_voice()) {
    for (int i = 0; i < v->count; ++i) {
      const Layer& l = v->layers[static_cast<std::size_t>(i)];
      out.push_back({l.track->name, l.low, l.high, std::sin(l.level * kHalfPi)});
    }
  }
  return out;
}

int MusicMixer::active_voices() const {
  std::lock_guard lock(mutex_);
  return static_cast<int>(
      std::count_if(voices_.begin(), voices_.end(), [](const Voice& v) { return v.active; }));
}

std::int64_t MusicMixer::position() const {
  std::lock_guard lock(mutex_);
  const Voice* v = current_voice();
  return v ? v->pos : 0;
}

void MusicMixer::set_stem_fade(double seconds) {
  std::lock_guard lock(mutex_);
  stem_fade_seconds_ = std::clamp(seconds, 0.05, 30.0);
}

double MusicMixer::intensity() const {
  std::lock_guard lock(mutex_);
  return intensity_;
}

std::int64_t MusicMixer::clock() const {
  std::lock_guard lock(mutex_);
  return clock_;
}

std::int64_t MusicMixer::pending_start() const {
  std::lock_guard lock(mutex_);
  std::int64_t at = -1;
  for (const Voice& v : voices_) {
    if (v.active && v.start_at >= 0 && (at < 0 || v.start_at < at)) at = v.start_at;
  }
  return at;
}

void MusicMixer::mix(std::int16_t* out, int frames) {
  float accum[kBlock * 2];
  for (int done = 0; done < frames; done += kBlock) {
    const int n = std::min(kBlock, frames - done);
    mix_float(accum, n);
    for (int i = 0; i < n * 2; ++i) {  // a hard clip at full scale, never a wrap
      out[done * 2 + i] = static_cast<std::int16_t>(std::clamp(accum[i], -32768.0f, 32767.0f));
    }
  }
}

void MusicMixer::mix_float(float* out, int frames) {
  std::lock_guard lock(mutex_);
  for (int done = 0; done < frames; done += kBlock) {
    const int n = std::min(kBlock, frames - done);
    std::fill(out + done * 2, out + (done + n) * 2, 0.0f);
    mix_span(out + done * 2, n);
  }
}

// Mixes frames in pieces cut at the frames where waiting voices start, so a change begins on
// its exact frame whatever the device's buffer size.
void MusicMixer::mix_span(float* accum, int frames) {
  for (int done = 0; done < frames;) {
    std::int64_t next = std::numeric_limits<std::int64_t>::max();
    for (Voice& v : voices_) {
      if (!v.active || v.start_at < 0) continue;
      if (v.start_at <= clock_) {
        start(v);
      } else {
        next = std::min(next, v.start_at);
      }
    }
    const int n = static_cast<int>(std::min<std::int64_t>(frames - done, next - clock_));
    mix_block(accum + done * 2, n);
    clock_ += n;
    done += n;
  }
}

void MusicMixer::mix_block(float* accum, int frames) {
  const bool stinging = std::any_of(voices_.begin(), voices_.end(), [](const Voice& v) {
    return v.active && v.stinger && v.start_at < 0;
  });
  duck_target_ = stinging ? duck_gain_ : 1.0;
  // Volume and duck move once per block: 256 frames (6 ms) is smooth enough for both ramps.
  volume_ = approach(volume_, volume_target_, frames / (kVolumeRampSeconds * rate_));
  duck_ = approach(duck_, duck_target_, frames / (kDuckRampSeconds * rate_));
  for (Voice& v : voices_) {
    if (v.active && v.start_at < 0)
      mix_voice(v, accum, frames, v.stinger ? volume_ : volume_ * duck_);
  }
}

void MusicMixer::mix_voice(Voice& v, float* accum, int frames, double bed_gain) {
  const PcmTrack& t = *v.layers[0].track;  // the first layer's loop rules them all
  // How far each layer may be read, loaded once a block (acquire: the frames below it are
  // written). A streamed layer still decoding holds the voice at its ready count (silence, an
  // underrun) rather than read what is not written; a finished one shorter than the first (a
  // damaged stem) is silent past its end.
  std::array<std::int64_t, kMaxLayers> ready{};
  std::int64_t hold = std::numeric_limits<std::int64_t>::max();
  for (int k = 0; k < v.count; ++k) {
    const PcmTrack& layer = *v.layers[static_cast<std::size_t>(k)].track;
    const bool finished = layer.finished();
    ready[static_cast<std::size_t>(k)] = layer.ready_frames();
    if (!finished) hold = std::min(hold, ready[static_cast<std::size_t>(k)]);
  }
  const std::int64_t loop_end = t.effective_loop_end();
  const std::int64_t loop_start = t.effective_loop_start();
  const std::int64_t end = v.stinger ? t.frames() : loop_end;
  const double glide = 1.0 / (kVolumeRampSeconds * rate_);
  const double layer_step = 1.0 / (stem_fade_seconds_ * rate_);
  for (int i = 0; i < frames; ++i) {
    v.gain = approach(v.gain, v.target, glide);
    v.level = std::clamp(v.level + v.step, 0.0, 1.0);
    if (v.step < 0 && v.level <= 0.0) {
      v.active = false;
      return;
    }
    // pos never passes a track's ready count, which never passes its true length, so a loop's
    // end is reached only when every frame before it is there.
    if (v.pos >= end) {
      if (v.stinger) {
        v.active = false;
        return;
      }
      v.pos = loop_start;  // sample-exact: the frame after loop_end - 1 is loop_start
    }
    if (v.pos >= hold) {  // the decoder is behind: wait for it where we are
      ++underrun_frames_;
      continue;
    }
    float left = 0.0f, right = 0.0f;
    for (int k = 0; k < v.count; ++k) {  // every layer reads the same frame: sample-locked
      Layer& l = v.layers[static_cast<std::size_t>(k)];
      l.level = approach(l.level, heard_at(intensity_, l.low, l.high) ? 1.0 : 0.0, layer_step);
      if (l.level <= 0.0 || v.pos >= ready[static_cast<std::size_t>(k)]) continue;
      const float lg = l.level >= 1.0 ? 1.0f : static_cast<float>(std::sin(l.level * kHalfPi));
      const std::int16_t* s = l.track->data() + v.pos * 2;
      left += lg * s[0];
      right += lg * s[1];
    }
    const float g = static_cast<float>(std::sin(v.level * kHalfPi) * v.gain * bed_gain);
    accum[i * 2] += g * left;
    accum[i * 2 + 1] += g * right;
    ++v.pos;
  }
}

std::int64_t MusicMixer::underrun_frames() const {
  std::lock_guard lock(mutex_);
  return underrun_frames_;
}

}  // namespace hp
