// heartpath_loudness, the command: reads WAV and disk-driver captures, says what it cannot read.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <sys/wait.h>
#include <unistd.h>

namespace {

struct CommandResult {
  int status;
  std::string output;
};

CommandResult run(const std::string& args) {
  const std::string command = std::string(HEARTPATH_LOUDNESS) + " " + args + " 2>&1";
  FILE* pipe = popen(command.c_str(), "r");
  std::string out;
  char buffer[512];
  while (pipe && std::fgets(buffer, sizeof buffer, pipe)) out += buffer;
  const int status = pipe ? pclose(pipe) : -1;
  return {WIFEXITED(status) ? WEXITSTATUS(status) : -1, out};
}

// Five seconds of a 1 kHz sine at -23 dBFS, 16-bit stereo at 44.1 kHz.
std::vector<std::int16_t> sine() {
  std::vector<std::int16_t> s;
  for (int i = 0; i < 44100 * 5; ++i) {
    const auto v = static_cast<std::int16_t>(
        std::lround(32768 * std::pow(10.0, -23 / 20.0) * std::sin(2 * M_PI * 1000 * i / 44100)));
    s.push_back(v);
    s.push_back(v);
  }
  return s;
}

void put32(std::ofstream& f, std::uint32_t v) {
  for (int i = 0; i < 4; ++i) f.put(static_cast<char>((v >> (8 * i)) & 0xFF));
}
void put16(std::ofstream& f, std::uint16_t v) {
  f.put(static_cast<char>(v & 0xFF));
  f.put(static_cast<char>(v >> 8));
}

class LoudnessMeterCommand : public ::testing::Test {
 protected:
  std::filesystem::path dir_ =
      std::filesystem::temp_directory_path() / ("hp_loudness_" + std::to_string(::getpid()));
  void SetUp() override { std::filesystem::create_directories(dir_); }
  void TearDown() override { std::filesystem::remove_all(dir_); }
};

TEST_F(LoudnessMeterCommand, measures_a_wav_and_a_raw_capture_alike) {
  const auto s = sine();
  const auto bytes = static_cast<std::uint32_t>(s.size() * 2);
  {
    std::ofstream wav(dir_ / "sine.wav", std::ios::binary);
    wav.write("RIFF", 4);
    put32(wav, 36 + bytes);
    wav.write("WAVEfmt ", 8);
    put32(wav, 16);
    put16(wav, 1);
    put16(wav, 2);
    put32(wav, 44100);
    put32(wav, 44100 * 4);
    put16(wav, 4);
    put16(wav, 16);
    wav.write("data", 4);
    put32(wav, bytes);
    wav.write(reinterpret_cast<const char*>(s.data()), bytes);
    std::ofstream raw(dir_ / "sine.raw", std::ios::binary);
    raw.write(reinterpret_cast<const char*>(s.data()), bytes);
  }
  const CommandResult wav = run((dir_ / "sine.wav").string());
  EXPECT_EQ(wav.status, 0) << wav.output;
  EXPECT_NE(wav.output.find("integrated -23.0 LUFS"), std::string::npos) << wav.output;
  EXPECT_NE(wav.output.find("0 samples at full scale, 5.0 s"), std::string::npos) << wav.output;
  const CommandResult raw = run("--raw " + (dir_ / "sine.raw").string());
  EXPECT_EQ(raw.status, 0) << raw.output;
  EXPECT_NE(raw.output.find("integrated -23.0 LUFS"), std::string::npos) << raw.output;
}

TEST_F(LoudnessMeterCommand, a_file_it_cannot_read_is_named_with_the_fix) {
  std::ofstream(dir_ / "notes.txt") << "not audio";
  const CommandResult r = run((dir_ / "notes.txt").string());
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.output.find("notes.txt: error: not a RIFF WAVE file (use --raw"), std::string::npos)
      << r.output;
  EXPECT_EQ(run("--help").status, 0);
  EXPECT_EQ(run("--bogus x").status, 2);
}

}  // namespace
