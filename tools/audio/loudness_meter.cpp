// heartpath_loudness: the game's BS.1770 meter on a capture or a WAV, for measuring mixes by hand.
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "engine/audio/mix/loudness.h"

namespace {

constexpr const char* kUsage =
    "usage: heartpath_loudness [--raw] FILE...\n"
    "\n"
    "Prints each file's integrated loudness (ITU-R BS.1770-4, gated), true peak (4x\n"
    "oversampled), sample peak and count of samples at full scale.\n"
    "  FILE   a WAV (16-bit PCM or 32-bit float, mono or stereo)\n"
    "  --raw  the files are raw 16-bit little-endian stereo at 44.1 kHz, as SDL's disk audio\n"
    "         driver writes them (SDL_AUDIODRIVER=disk SDL_DISKAUDIOFILE=FILE)\n"
    "Exit codes: 0 measured, 2 a file could not be read.\n";

struct Signal {
  std::vector<float> stereo;
  int rate = 0;
};

std::uint32_t le32(const unsigned char* p) {
  return p[0] | (p[1] << 8) | (p[2] << 16) | (static_cast<std::uint32_t>(p[3]) << 24);
}
std::uint16_t le16(const unsigned char* p) {
  return static_cast<std::uint16_t>(p[0] | (p[1] << 8));
}

// Reads a RIFF WAV's fmt and data chunks; error says what is wrong when it returns false.
bool read_wav(const std::vector<unsigned char>& b, Signal& out, std::string& error) {
  if (b.size() < 12 || std::memcmp(b.data(), "RIFF", 4) || std::memcmp(b.data() + 8, "WAVE", 4)) {
    error = "not a RIFF WAVE file (use --raw for a disk-driver capture)";
    return false;
  }
  int format = 0, channels = 0, bits = 0;
  for (std::size_t at = 12; at + 8 <= b.size();) {
    const std::uint32_t size = le32(&b[at + 4]);
    const std::size_t body = at + 8, end = std::min(b.size(), body + size);
    if (!std::memcmp(&b[at], "fmt ", 4) && size >= 16) {
      format = le16(&b[body]);
      channels = le16(&b[body + 2]);
      out.rate = static_cast<int>(le32(&b[body + 4]));
      bits = le16(&b[body + 14]);
      if (format == 0xFFFE && size >= 26) format = le16(&b[body + 24]);  // WAVE_FORMAT_EXTENSIBLE
    } else if (!std::memcmp(&b[at], "data", 4)) {
      const bool pcm16 = format == 1 && bits == 16, float32 = format == 3 && bits == 32;
      if ((!pcm16 && !float32) || (channels != 1 && channels != 2) || out.rate <= 0) {
        error = "only 16-bit PCM or 32-bit float WAV, mono or stereo, is read (convert with sox)";
        return false;
      }
      const std::size_t width = bits / 8, frames = (end - body) / (width * channels);
      for (std::size_t f = 0; f < frames; ++f) {
        for (int c = 0; c < 2; ++c) {
          const unsigned char* p = &b[body + (f * channels + (channels == 2 ? c : 0)) * width];
          float x;
          if (pcm16) {
            x = static_cast<std::int16_t>(le16(p)) / 32768.0f;
          } else {
            const std::uint32_t u = le32(p);
            std::memcpy(&x, &u, 4);
          }
          out.stereo.push_back(x);
        }
      }
      return true;
    }
    at = body + size + (size & 1);
  }
  error = "no audio data found in the file";
  return false;
}

std::string db(double v, const char* unit) {
  if (std::isinf(v)) return std::string("none (") + unit + ')';
  char text[32];
  std::snprintf(text, sizeof text, "%.1f %s", v, unit);
  return text;
}

}  // namespace

int main(int argc, char** argv) {
  bool raw = false;
  std::vector<std::string> files;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--help" || a == "-h") {
      std::fputs(kUsage, stdout);
      return 0;
    }
    if (a == "--raw") {
      raw = true;
    } else if (!a.empty() && a[0] == '-') {
      std::fprintf(stderr, "heartpath_loudness: unknown option %s\n%s", a.c_str(), kUsage);
      return 2;
    } else {
      files.push_back(a);
    }
  }
  if (files.empty()) {
    std::fputs(kUsage, stderr);
    return 2;
  }
  int status = 0;
  for (const std::string& file : files) {
    std::ifstream in(file, std::ios::binary);
    const std::vector<unsigned char> bytes((std::istreambuf_iterator<char>(in)), {});
    Signal signal;
    std::string error;
    if (!in.good() && !in.eof()) error = "cannot read it";
    if (error.empty() && raw) {
      signal.rate = 44100;
      for (std::size_t i = 0; i + 1 < bytes.size(); i += 2) {
        signal.stereo.push_back(static_cast<std::int16_t>(le16(&bytes[i])) / 32768.0f);
      }
      if (signal.stereo.size() % 2) signal.stereo.pop_back();
    } else if (error.empty()) {
      read_wav(bytes, signal, error);
    }
    if (!error.empty() || (bytes.empty() && error.empty())) {
      std::fprintf(stderr, "%s: error: %s\n", file.c_str(),
                   error.empty() ? "empty or missing file" : error.c_str());
      status = 2;
      continue;
    }
    const hp::LoudnessReport r = hp::measure_loudness(signal.stereo, signal.rate);
    std::printf(
        "%s: integrated %s, true peak %s, sample peak %s, %lld samples at full scale, %.1f s\n",
        file.c_str(), db(r.integrated_lufs, "LUFS").c_str(), db(r.true_peak_dbtp, "dBTP").c_str(),
        db(r.sample_peak_dbfs, "dBFS").c_str(), static_cast<long long>(r.full_scale_samples),
        r.seconds);
  }
  return status;
}
