// Smoke check of the browser libraries: calls each library the game links, from the prefix
// tools/browser/web_deps.sh builds, on the files packed into the page, and prints one line per
// check ("ok ..." or "FAIL ...") and a last line "smoke: N of N checks passed".
#include <FLAC/stream_encoder.h>
#include <SDL.h>
#include <SDL_image.h>
#include <SDL_mixer.h>
#include <SDL_ttf.h>
#include <libdeflate.h>
#include <simdjson.h>
#include <vorbis/vorbisfile.h>
#include <zstd.h>
#include <nlohmann/json.hpp>
#include <pugixml.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <functional>
#include <iterator>
#include <string>
#include <utility>
#include <vector>

namespace {

// Paths inside the page's packed file system (web_deps.sh --smoke packs them there).
constexpr const char* kImage = "/smoke/terrain.png";
constexpr const char* kMusic = "/smoke/theme.ogg";
constexpr const char* kSound = "/smoke/select.wav";
constexpr const char* kFont = "/smoke/DejaVuSans-Bold.ttf";
constexpr const char* kMap = "/smoke/default.tmx";
constexpr const char* kJson = "/smoke/music.json";
constexpr const char* kFlacTone = "/tmp/tone.flac";  // written by the FLAC check, in memory
constexpr int kDeviceRate = 48000;                   // what browsers' audio mostly runs at

// One check's outcome: an empty error means it passed.
struct Outcome {
  std::string detail;
  std::string error;
};

Outcome pass(std::string detail) {
  return {std::move(detail), {}};
}
Outcome failure(std::string error) {
  return {{}, std::move(error)};
}

std::string read_file(const char* path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// Text with repeats, so that both compressors have something to find.
std::string sample_text() {
  std::string text;
  for (int i = 0; i < 200; ++i) text += "hero " + std::to_string(i % 7) + " slams enemy; ";
  return text;
}

Outcome check_sdl_video(SDL_Renderer*& renderer) {
  SDL_Window* window =
      SDL_CreateWindow("smoke", SDL_WINDOWPOS_UNDEFINED, SDL_WINDOWPOS_UNDEFINED, 320, 200, 0);
  if (!window) return failure(SDL_GetError());
  renderer = SDL_CreateRenderer(window, -1, 0);
  if (!renderer) return failure(SDL_GetError());
  SDL_version linked;
  SDL_GetVersion(&linked);
  return pass("SDL " + std::to_string(linked.major) + "." + std::to_string(linked.minor) + "." +
              std::to_string(linked.patch) + ", video driver " + SDL_GetCurrentVideoDriver());
}

Outcome check_image(SDL_Renderer* renderer) {
  SDL_Surface* surface = IMG_Load(kImage);
  if (!surface) return failure(IMG_GetError());
  std::string size = std::to_string(surface->w) + "x" + std::to_string(surface->h);
  SDL_Texture* texture = SDL_CreateTextureFromSurface(renderer, surface);
  SDL_FreeSurface(surface);
  if (!texture) return failure(SDL_GetError());
  SDL_RenderCopy(renderer, texture, nullptr, nullptr);
  return pass(std::string(kImage) + " " + size);
}

Outcome check_font(SDL_Renderer* renderer) {
  if (TTF_Init() != 0) return failure(TTF_GetError());
  TTF_Font* font = TTF_OpenFont(kFont, 24);
  if (!font) return failure(TTF_GetError());
  SDL_Surface* text =
      TTF_RenderUTF8_Blended(font, "Heartpath smoke", SDL_Color{255, 255, 255, 255});
  if (!text) return failure(TTF_GetError());
  SDL_Texture* texture = SDL_CreateTextureFromSurface(renderer, text);
  SDL_Rect where{10, 10, text->w, text->h};
  SDL_RenderCopy(renderer, texture, nullptr, &where);
  SDL_RenderPresent(renderer);
  return pass("text drawn " + std::to_string(where.w) + "x" + std::to_string(where.h));
}

// Writes a second of a 1 kHz tone as FLAC with libFLAC's encoder, for the mixer to play back.
Outcome check_flac_encoder() {
  FLAC__StreamEncoder* encoder = FLAC__stream_encoder_new();
  FLAC__stream_encoder_set_channels(encoder, 1);
  FLAC__stream_encoder_set_bits_per_sample(encoder, 16);
  FLAC__stream_encoder_set_sample_rate(encoder, kDeviceRate);
  if (FLAC__stream_encoder_init_file(encoder, kFlacTone, nullptr, nullptr) !=
      FLAC__STREAM_ENCODER_INIT_STATUS_OK)
    return failure("cannot start the encoder");
  std::vector<FLAC__int32> tone(kDeviceRate);
  for (int i = 0; i < kDeviceRate; ++i)
    tone[i] = static_cast<FLAC__int32>(8000 * std::sin(2 * M_PI * 1000.0 * i / kDeviceRate));
  const FLAC__int32* channels[] = {tone.data()};
  bool ok = FLAC__stream_encoder_process(encoder, channels, kDeviceRate);
  ok = FLAC__stream_encoder_finish(encoder) && ok;
  FLAC__stream_encoder_delete(encoder);
  if (!ok) return failure("encoding failed");
  return pass(std::string("libFLAC ") + FLAC__VERSION_STRING + ", " +
              std::to_string(read_file(kFlacTone).size()) + " bytes");
}

Outcome check_vorbisfile() {
  OggVorbis_File file;
  if (ov_fopen(kMusic, &file) != 0) return failure("ov_fopen cannot read it");
  vorbis_info* info = ov_info(&file, -1);
  std::string detail = std::string(kMusic) + " " + std::to_string(info->rate) + " Hz, " +
                       std::to_string(info->channels) + " channels, " +
                       std::to_string(static_cast<int>(ov_time_total(&file, -1))) + " s";
  ov_clear(&file);
  return pass(detail);
}

// A second of a 1 kHz tone at 44.1 kHz through an SDL_AudioStream to 48 kHz, as SDL converts a
// file for the device, with the resampler SDL's audio was started with.
std::vector<Sint16> resample_tone() {
  constexpr int kFileRate = 44100;
  std::vector<Sint16> tone(kFileRate);
  for (int i = 0; i < kFileRate; ++i)
    tone[i] = static_cast<Sint16>(8000 * std::sin(2 * M_PI * 1000.0 * i / kFileRate));
  SDL_AudioStream* stream =
      SDL_NewAudioStream(AUDIO_S16SYS, 1, kFileRate, AUDIO_S16SYS, 1, kDeviceRate);
  if (!stream) return {};
  for (size_t at = 0; at < tone.size(); at += 1024)  // in chunks, as a decoder feeds it
    SDL_AudioStreamPut(stream, tone.data() + at,
                       static_cast<int>(std::min<size_t>(1024, tone.size() - at) * 2));
  SDL_AudioStreamFlush(stream);
  std::vector<Sint16> out(SDL_AudioStreamAvailable(stream) / 2);
  SDL_AudioStreamGet(stream, out.data(), static_cast<int>(out.size() * 2));
  SDL_FreeAudioStream(stream);
  return out;
}

// SDL reads the resampling hint when its audio starts: "fast" selects libsamplerate, when SDL
// was built with it, and "default" SDL's own resampler. Different output means the first was
// libsamplerate. Leaves audio started with "fast", as the game starts it.
Outcome check_sdl_resampler() {
  std::vector<Sint16> fast = resample_tone();
  SDL_QuitSubSystem(SDL_INIT_AUDIO);
  SDL_SetHint(SDL_HINT_AUDIO_RESAMPLING_MODE, "default");
  SDL_InitSubSystem(SDL_INIT_AUDIO);
  std::vector<Sint16> own = resample_tone();
  SDL_QuitSubSystem(SDL_INIT_AUDIO);
  SDL_SetHint(SDL_HINT_AUDIO_RESAMPLING_MODE, "fast");
  SDL_InitSubSystem(SDL_INIT_AUDIO);
  if (fast.empty() || own.empty()) return failure(SDL_GetError());
  size_t differing = 0;
  for (size_t i = 0; i < std::min(fast.size(), own.size()); ++i) differing += fast[i] != own[i];
  if (differing == 0) return failure("\"fast\" resamples as SDL's own resampler: no libsamplerate");
  return pass("libsamplerate in use: " + std::to_string(differing) + " of " +
              std::to_string(fast.size()) + " samples differ from SDL's own resampler");
}

Outcome check_mixer() {
  int wanted = MIX_INIT_OGG | MIX_INIT_FLAC | MIX_INIT_MP3;
  int got = Mix_Init(wanted);
  if ((got & wanted) != wanted) return failure(std::string("Mix_Init: ") + Mix_GetError());
  if (Mix_OpenAudioDevice(kDeviceRate, AUDIO_S16SYS, 2, 1024, nullptr, 0) != 0)
    return failure(std::string("no audio device: ") + Mix_GetError());
  int rate = 0, channels = 0;
  Uint16 format = 0;
  Mix_QuerySpec(&rate, &format, &channels);
  Mix_Music* music = Mix_LoadMUS(kMusic);
  if (!music || Mix_GetMusicType(music) != MUS_OGG) return failure(Mix_GetError());
  Mix_Music* flac = Mix_LoadMUS(kFlacTone);
  if (!flac || Mix_GetMusicType(flac) != MUS_FLAC) return failure(Mix_GetError());
  Mix_FreeMusic(flac);
  Mix_Chunk* sound = Mix_LoadWAV(kSound);
  if (!sound) return failure(Mix_GetError());
  if (Mix_PlayMusic(music, -1) != 0) return failure(Mix_GetError());
  Mix_PlayChannel(-1, sound, 0);
  std::string decoders;
  for (int i = 0; i < Mix_GetNumMusicDecoders(); ++i)
    decoders += std::string(i ? " " : "") + Mix_GetMusicDecoder(i);
  return pass("device " + std::to_string(rate) + " Hz, " + std::to_string(channels) +
              " channels; OGG, FLAC, WAV loaded; music decoders: " + decoders);
}

Outcome check_zstd() {
  std::string text = sample_text();
  std::vector<char> packed(ZSTD_compressBound(text.size()));
  size_t size = ZSTD_compress(packed.data(), packed.size(), text.data(), text.size(), 3);
  if (ZSTD_isError(size)) return failure(ZSTD_getErrorName(size));
  std::string back(text.size(), '\0');
  size_t unpacked = ZSTD_decompress(back.data(), back.size(), packed.data(), size);
  if (ZSTD_isError(unpacked) || back != text) return failure("the round trip differs");
  return pass(std::to_string(text.size()) + " -> " + std::to_string(size) + " bytes and back");
}

Outcome check_libdeflate() {
  std::string text = sample_text();
  libdeflate_compressor* compressor = libdeflate_alloc_compressor(6);
  std::vector<char> packed(libdeflate_zlib_compress_bound(compressor, text.size()));
  size_t size =
      libdeflate_zlib_compress(compressor, text.data(), text.size(), packed.data(), packed.size());
  libdeflate_free_compressor(compressor);
  libdeflate_decompressor* decompressor = libdeflate_alloc_decompressor();
  std::string back(text.size(), '\0');
  libdeflate_result result = libdeflate_zlib_decompress(decompressor, packed.data(), size,
                                                        back.data(), back.size(), nullptr);
  libdeflate_free_decompressor(decompressor);
  if (size == 0 || result != LIBDEFLATE_SUCCESS || back != text)
    return failure("the zlib round trip differs");
  return pass(std::to_string(text.size()) + " -> " + std::to_string(size) + " bytes and back");
}

Outcome check_pugixml() {
  pugi::xml_document map;
  pugi::xml_parse_result result = map.load_file(kMap);
  if (!result) return failure(result.description());
  pugi::xml_node root = map.child("map");
  return pass(
      std::string(kMap) + " " + root.attribute("width").value() + "x" +
      root.attribute("height").value() + " tiles, " +
      std::to_string(std::distance(root.children("layer").begin(), root.children("layer").end())) +
      " tile layers");
}

Outcome check_simdjson() {
  simdjson::ondemand::parser parser;
  simdjson::padded_string text;
  if (simdjson::padded_string::load(kJson).get(text)) return failure("cannot read it");
  simdjson::ondemand::document document;
  if (parser.iterate(text).get(document)) return failure("not JSON");
  simdjson::ondemand::object object;
  if (document.get_object().get(object)) return failure("not an object");
  size_t keys = 0;
  for (auto field : object) {
    (void)field;
    ++keys;
  }
  return pass(std::string(kJson) + ": " + std::to_string(keys) + " keys, " +
              simdjson::get_active_implementation()->name() + " implementation");
}

Outcome check_nlohmann_json() {
  nlohmann::json manifest = nlohmann::json::parse(read_file(kJson), nullptr, false);
  if (manifest.is_discarded()) return failure("not JSON");
  return pass(std::string(kJson) + ": " + std::to_string(manifest.size()) + " keys, dumped to " +
              std::to_string(manifest.dump().size()) + " bytes");
}

}  // namespace

int main(int, char**) {
  SDL_SetHint(SDL_HINT_AUDIO_RESAMPLING_MODE, "fast");  // as engine/audio/audio.cpp sets it
  if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_AUDIO) != 0) {
    std::printf("FAIL SDL_Init: %s\nsmoke: 0 checks passed\n", SDL_GetError());
    return 1;
  }
  SDL_Renderer* renderer = nullptr;
  const std::vector<std::pair<const char*, std::function<Outcome()>>> checks = {
      {"SDL2 video", [&] { return check_sdl_video(renderer); }},
      {"SDL2_image PNG", [&] { return check_image(renderer); }},
      {"SDL2_ttf", [&] { return check_font(renderer); }},
      {"FLAC encoder", check_flac_encoder},
      {"vorbisfile", check_vorbisfile},
      {"SDL2 resampler", check_sdl_resampler},
      {"SDL2_mixer", check_mixer},
      {"zstd", check_zstd},
      {"libdeflate", check_libdeflate},
      {"pugixml", check_pugixml},
      {"simdjson", check_simdjson},
      {"nlohmann-json", check_nlohmann_json},
  };
  int passed = 0;
  for (const auto& [name, check] : checks) {
    Outcome outcome = check();
    if (outcome.error.empty()) ++passed;
    std::printf("%s %s: %s\n", outcome.error.empty() ? "ok" : "FAIL", name,
                outcome.error.empty() ? outcome.detail.c_str() : outcome.error.c_str());
  }
  std::printf("smoke: %d of %zu checks passed\n", passed, checks.size());
  return passed == static_cast<int>(checks.size()) ? 0 : 1;
}
