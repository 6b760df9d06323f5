// SoundManifest: a good manifest, and each kind of mistake with its path:line message.
#include "game/app/sound/sound_manifest.h"

#include <gtest/gtest.h>

#include <filesystem>

namespace hp::app {
namespace {

const std::vector<std::string> kFiles = {"slam_1.wav", "slam_2.wav", "step.ogg", "blip.wav"};

SoundManifest parse(const std::string& text, Diagnostics& problems) {
  return parse_sound_manifest(text, "data/sounds/sounds.json", kFiles, problems);
}

// The single problem of a parse, as printed.
std::string only_problem(const std::string& text) {
  Diagnostics problems;
  parse(text, problems);
  EXPECT_EQ(problems.items().size(), 1u) << text;
  return problems.items().empty() ? "" : problems.items()[0].to_string();
}

TEST(SoundManifest, a_good_manifest_sets_every_field_and_defaults_the_rest) {
  Diagnostics problems;
  const SoundManifest m = parse(R"({
  "events": {
    "select": "blip.wav",
    "slam": {"files": ["slam_1.wav", "slam_2.wav"], "gain_db": -3, "duck_db": -5},
    "footstep": ["step.ogg"],
    "victory": {"files": "blip.wav", "min_interval": 0.5}
  }
})",
                                problems);
  EXPECT_TRUE(problems.empty());
  EXPECT_TRUE(m.present);
  ASSERT_TRUE(m.at(SoundCue::kSelect));
  EXPECT_EQ(m.at(SoundCue::kSelect)->files, std::vector<std::string>{"blip.wav"});
  EXPECT_DOUBLE_EQ(m.at(SoundCue::kSelect)->gain_db, 0.0);
  EXPECT_DOUBLE_EQ(m.at(SoundCue::kSelect)->min_interval, 0.0);
  ASSERT_TRUE(m.at(SoundCue::kSlam));
  EXPECT_EQ(m.at(SoundCue::kSlam)->files.size(), 2u);
  EXPECT_DOUBLE_EQ(m.at(SoundCue::kSlam)->gain_db, -3.0);
  EXPECT_DOUBLE_EQ(m.at(SoundCue::kSlam)->duck_db, -5.0);
  ASSERT_TRUE(m.at(SoundCue::kFootstep));
  EXPECT_DOUBLE_EQ(m.at(SoundCue::kFootstep)->min_interval, 0.1);  // steps are rate-limited
  EXPECT_DOUBLE_EQ(m.at(SoundCue::kVictory)->min_interval, 0.5);
  EXPECT_FALSE(m.at(SoundCue::kDefeat));
}

TEST(SoundManifest, every_event_key_is_known) {
  std::string events;
  for (int i = 0; i < view::kSoundCues; ++i) {
    events += std::string(i ? ", " : "") + "\"" + cue_key(SoundCue(i)) + "\": \"blip.wav\"";
  }
  Diagnostics problems;
  const SoundManifest m = parse("{\"events\": {" + events + "}}", problems);
  EXPECT_TRUE(problems.empty());
  for (int i = 0; i < view::kSoundCues; ++i) EXPECT_TRUE(m.at(SoundCue(i))) << i;
}

TEST(SoundManifest, an_unknown_event_says_which_was_meant_at_its_line) {
  EXPECT_EQ(only_problem("{\n\"events\": {\n  \"knockout\": \"blip.wav\"\n}}"),
            "data/sounds/sounds.json:3: error: unknown event \"knockout\"; did you mean "
            "\"knock_out\"?");
  EXPECT_EQ(only_problem("{\"events\": {\"explosion\": \"blip.wav\"}}"),
            "data/sounds/sounds.json:1: error: unknown event \"explosion\"; use one of: select, "
            "refuse, slam, footstep, knock_out, flee, turn_change, victory, defeat");
}

TEST(SoundManifest, a_missing_file_is_named_at_its_line_with_the_files_there) {
  EXPECT_EQ(only_problem("{\"events\": {\n\"slam\": {\"files\": [\"slam_1.wav\",\n"
                         "  \"slam_9.wav\"]}}}"),
            "data/sounds/sounds.json:3: error: \"slam\" names \"slam_9.wav\", which is not a "
            "sound file in the sounds folder; drop it there or use one of: slam_1.wav, "
            "slam_2.wav, step.ogg, blip.wav");
}

TEST(SoundManifest, a_gain_out_of_range_is_refused_with_the_range) {
  EXPECT_EQ(
      only_problem("{\"events\": {\n\"select\": {\"files\": \"blip.wav\", \"gain_db\": 20}}}"),
      "data/sounds/sounds.json:2: error: \"gain_db\" must be a number of decibels from -60 "
      "to 12 (got 20)");
  EXPECT_NE(only_problem(R"({"events": {"slam": {"files": "blip.wav", "duck_db": 3}}})")
                .find("\"duck_db\" must be a number of decibels from -30 to 0"),
            std::string::npos);
  EXPECT_NE(only_problem(R"({"events": {"slam": {"files": "blip.wav", "min_interval": -1}}})")
                .find("\"min_interval\" must be a number of seconds from 0 to 5"),
            std::string::npos);
}

TEST(SoundManifest, broken_json_gives_the_line_and_column) {
  EXPECT_EQ(only_problem("{\"events\": {\n  \"slam\": \"blip.wav\"\n  \"select\": 1}}"),
            "data/sounds/sounds.json:3: error: column 10: not valid JSON (syntax error while "
            "parsing object - unexpected string literal; expected '}'); check for a missing "
            "comma, quote or brace just before it");
}

// Found by fuzz_sound_manifest: nlohmann throws out_of_range, which has no offset, so the
// message had no line.
TEST(SoundManifest, a_number_too_large_had_no_line_and_now_has_its_own) {
  EXPECT_EQ(
      only_problem("{\"events\": {\n  \"slam\": {\"files\": \"blip.wav\", \"gain_db\": -1e400}}}"),
      "data/sounds/sounds.json:2: error: column 49: not usable JSON (number overflow "
      "parsing '-1e400'); use a smaller number");
}

// Found by fuzz_sound_manifest: a key spelt with \u escapes is not in the text as written, so
// its message had line 0.
TEST(SoundManifest, a_key_spelt_with_escapes_had_line_0_and_now_has_its_parent_line) {
  EXPECT_EQ(
      only_problem("{\n\"events\": {\n\"sl\\u0061m\": {\"files\": \"blip.wav\", \"pitch\": 1}}}"),
      "data/sounds/sounds.json:2: error: unknown field \"pitch\" of \"slam\"; use one of: "
      "files, gain_db, duck_db, min_interval");
}

TEST(SoundManifest, shapes_that_are_wrong_say_what_shape_is_right) {
  EXPECT_NE(only_problem(R"({"events": {"slam": {"files": []}}})")
                .find("\"files\" of \"slam\" must be a file name or a list of them"),
            std::string::npos);
  EXPECT_NE(
      only_problem(R"({"events": {"slam": {"gain_db": 1}}})").find("\"slam\" needs \"files\""),
      std::string::npos);
  EXPECT_NE(only_problem(R"({"events": {"slam": {"files": "blip.wav", "volume": 1}}})")
                .find("unknown field \"volume\" of \"slam\"; use one of: files, gain_db"),
            std::string::npos);
  EXPECT_NE(only_problem(R"({"sounds": {}})").find("unknown key \"sounds\"; use \"events\""),
            std::string::npos);
  EXPECT_NE(only_problem("[1]").find("must be a JSON object"), std::string::npos);
}

TEST(SoundManifest, an_event_with_a_problem_is_left_out_and_the_rest_kept) {
  Diagnostics problems;
  const SoundManifest m =
      parse(R"({"events": {"slam": "nope.wav", "select": "blip.wav"}})", problems);
  EXPECT_EQ(problems.items().size(), 1u);
  EXPECT_FALSE(m.at(SoundCue::kSlam));
  EXPECT_TRUE(m.at(SoundCue::kSelect));
}

// Tests run from the source root (tests/CMakeLists.txt), where data/ is.
TEST(SoundManifest, the_shipped_manifest_is_clean) {
  std::vector<std::string> files;
  for (const auto& e : std::filesystem::directory_iterator("data/sounds")) {
    if (is_sound_file(e.path().filename().string())) files.push_back(e.path().filename().string());
  }
  Diagnostics problems;
  const SoundManifest m = load_sound_manifest("data/sounds/sounds.json", files, problems);
  for (const Diagnostic& d : problems.items()) ADD_FAILURE() << d.to_string();
  for (int i = 0; i < view::kSoundCues; ++i) EXPECT_TRUE(m.at(SoundCue(i))) << cue_key(SoundCue(i));
}

TEST(SoundManifest, sound_files_are_known_by_extension_in_any_case) {
  EXPECT_TRUE(is_sound_file("a.wav"));
  EXPECT_TRUE(is_sound_file("B.OGG"));
  EXPECT_TRUE(is_sound_file("c.flac"));
  EXPECT_FALSE(is_sound_file("sounds.json"));
  EXPECT_FALSE(is_sound_file("wav"));
}

}  // namespace
}  // namespace hp::app
