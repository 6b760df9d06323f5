// MusicManifest: a good manifest, and each kind of mistake with its path:line message.
#include "game/app/music/music_manifest.h"

#include <gtest/gtest.h>

#include <random>

#include "engine/audio/music_library.h"
#include "game/app/content/json_text.h"

namespace hp::app {
namespace {

const std::vector<std::string> kTracks = {"theme.ogg", "victory.ogg", "tense.flac"};

MusicManifest parse(const std::string& text, Diagnostics& problems) {
  return parse_music_manifest(text, "data/music/music.json", kTracks, problems);
}

// The single problem of a parse, as printed.
std::string only_problem(const std::string& text) {
  Diagnostics problems;
  parse(text, problems);
  EXPECT_EQ(problems.items().size(), 1u) << text;
  return problems.items().empty() ? "" : problems.items()[0].to_string();
}

TEST(MusicManifest, a_good_manifest_sets_every_field_and_defaults_the_rest) {
  Diagnostics problems;
  const MusicManifest m = parse(R"({
  "crossfade": 1.5,
  "duck_db": -9,
  "moments": {
    "title": "theme.ogg",
    "player_turn": {"track": "theme.ogg", "gain_db": -2},
    "enemy_turn": {"track": "tense.flac", "crossfade": 0.5},
    "victory": {"track": "victory.ogg"},
    "defeat": {"track": "victory.ogg", "stinger": false, "gain_db": -6}
  }
})",
                                problems);
  EXPECT_TRUE(problems.empty());
  EXPECT_TRUE(m.present);
  EXPECT_DOUBLE_EQ(m.crossfade, 1.5);
  EXPECT_DOUBLE_EQ(m.duck_db, -9);
  ASSERT_TRUE(m.at(Moment::kTitle));
  EXPECT_EQ(m.at(Moment::kTitle)->track, "theme.ogg");
  EXPECT_DOUBLE_EQ(m.at(Moment::kTitle)->crossfade, 1.5);  // the default crossfade
  EXPECT_DOUBLE_EQ(m.at(Moment::kPlayerTurn)->gain_db, -2);
  EXPECT_DOUBLE_EQ(m.at(Moment::kEnemyTurn)->crossfade, 0.5);
  EXPECT_FALSE(m.at(Moment::kEnemyTurn)->stinger);
  EXPECT_TRUE(m.at(Moment::kVictory)->stinger);  // results are stingers unless told otherwise
  EXPECT_FALSE(m.at(Moment::kDefeat)->stinger);
}

TEST(MusicManifest, a_missing_moment_is_no_error) {
  Diagnostics problems;
  const MusicManifest m = parse(R"({"moments": {"player_turn": "theme.ogg"}})", problems);
  EXPECT_TRUE(problems.empty());
  EXPECT_FALSE(m.at(Moment::kVictory));
  EXPECT_TRUE(m.at(Moment::kPlayerTurn));
}

TEST(MusicManifest, bad_json_gives_line_and_column) {
  EXPECT_EQ(only_problem("{\n  \"crossfade\": 2\n  \"moments\": {}\n}"),
            "data/music/music.json:3: error: column 11: not valid JSON (syntax error while "
            "parsing object - unexpected string literal; expected '}'); check for a missing "
            "comma, quote or brace just before it");
}

TEST(MusicManifest, each_mistake_names_the_line_and_the_fix) {
  EXPECT_EQ(only_problem("[1, 2]"),
            "data/music/music.json:1: error: the manifest must be a JSON object like "
            "{\"moments\": {\"title\": \"theme.ogg\"}}");
  EXPECT_EQ(only_problem("{\n\"crossfade\": 2,\n\"volume\": 3\n}"),
            "data/music/music.json:3: error: unknown key \"volume\"; use one of: crossfade, "
            "duck_db, moments");
  EXPECT_EQ(only_problem("{\n\"moments\": {\n  \"boss\": \"theme.ogg\"\n}}"),
            "data/music/music.json:3: error: unknown moment \"boss\"; use one of: title, "
            "player_turn, enemy_turn, victory, defeat");
  EXPECT_EQ(only_problem("{\"moments\": {\n\"title\": \"missing.ogg\"}}"),
            "data/music/music.json:2: error: moment \"title\" names \"missing.ogg\", which is "
            "not a playable file in the music folder; drop it there or use one of: theme.ogg, "
            "victory.ogg, tense.flac");
  EXPECT_EQ(only_problem("{\"moments\": {\n\"victory\": {\"gain_db\": 3}}}"),
            "data/music/music.json:2: error: moment \"victory\" needs \"track\": the name of a "
            "file in the music folder (there: theme.ogg, victory.ogg, tense.flac)");
  EXPECT_EQ(only_problem("{\"moments\": {\n\n\"title\": {\"track\": \"theme.ogg\", "
                         "\"gain_db\": \"loud\"}}}"),
            "data/music/music.json:3: error: \"gain_db\" must be a number of decibels from -60 "
            "to 12 (got \"loud\")");
  EXPECT_EQ(only_problem("{\"crossfade\": 99}"),
            "data/music/music.json:1: error: \"crossfade\" must be a number of seconds from 0 "
            "to 30 (got 99)");
  EXPECT_EQ(only_problem("{\"moments\": {\"title\": {\"track\": \"theme.ogg\", \"stinger\": 1}}}"),
            "data/music/music.json:1: error: \"stinger\" of \"title\" must be true or false");
  EXPECT_EQ(only_problem("{\"moments\": {\"title\": {\"track\": \"theme.ogg\", \"loop\": 1}}}"),
            "data/music/music.json:1: error: unknown field of \"title\" \"loop\"; use one of: "
            "track, gain_db, crossfade, stinger");
  EXPECT_EQ(only_problem("{\"moments\": [\"theme.ogg\"]}"),
            "data/music/music.json:1: error: \"moments\" must be an object like {\"title\": "
            "\"theme.ogg\"}");
  EXPECT_EQ(only_problem("{\"moments\": {\"title\": 5}}"),
            "data/music/music.json:1: error: moment \"title\" must be a file name or an object "
            "like {\"track\": \"theme.ogg\"}");
}

TEST(MusicManifest, a_number_too_large_is_reported_not_thrown) {
  EXPECT_EQ(only_problem("{\"crossfade\": 1e999}"),
            "data/music/music.json: error: not usable JSON (number overflow parsing '1e999')");
}

TEST(MusicManifest, a_bad_entry_is_left_out_and_the_rest_kept) {
  Diagnostics problems;
  const MusicManifest m =
      parse(R"({"moments": {"title": "nope.ogg", "enemy_turn": "tense.flac"}})", problems);
  EXPECT_TRUE(problems.has_errors());
  EXPECT_FALSE(m.at(Moment::kTitle));
  EXPECT_EQ(m.at(Moment::kEnemyTurn)->track, "tense.flac");
}

TEST(MusicManifest, garbage_never_crashes_the_parser) {
  const std::string good = R"({"crossfade": 1, "moments": {"title": {"track": "theme.ogg"}}})";
  std::mt19937 rng(7);
  for (int round = 0; round < 3000; ++round) {
    std::string text = good;
    if (round % 2 == 0) {
      for (int n = 1 + static_cast<int>(rng() % 3); n > 0; --n) {
        text[rng() % text.size()] = static_cast<char>(rng());
      }
    } else {
      text.assign(rng() % 80, '\0');
      const std::string_view alphabet = "{}[]\":,0123456789.-etruflasn \n\xff";
      for (char& c : text) c = alphabet[rng() % alphabet.size()];
    }
    Diagnostics problems;
    const MusicManifest m = parse(text, problems);
    for (const Diagnostic& d : problems.items()) {
      EXPECT_EQ(d.path, "data/music/music.json");
      EXPECT_GE(d.line, 0);
    }
    if (m.at(Moment::kTitle)) {
      EXPECT_EQ(m.at(Moment::kTitle)->track, "theme.ogg");  // only a real track gets in
    }
  }
}

TEST(MusicManifest, the_shipped_manifest_is_clean_and_names_real_tracks) {
  MusicLibrary library("data/music", false);
  library.rescan();
  std::vector<std::string> names;
  for (const TrackFile& t : library.tracks()) names.push_back(t.name);
  Diagnostics problems;
  const MusicManifest m = load_music_manifest("data/music/music.json", names, problems);
  for (const Diagnostic& d : problems.items()) ADD_FAILURE() << d.to_string();
  EXPECT_TRUE(m.present);
  for (int i = 0; i < kMoments; ++i) EXPECT_TRUE(m.moments[static_cast<std::size_t>(i)]) << i;
  EXPECT_TRUE(m.at(Moment::kVictory)->stinger);
}

TEST(JsonText, offsets_become_lines_and_columns) {
  const std::string text = "ab\ncd\n\nef";
  EXPECT_EQ(position_of(text, 1).line, 1);
  EXPECT_EQ(position_of(text, 1).column, 1);
  EXPECT_EQ(position_of(text, 5).line, 2);
  EXPECT_EQ(position_of(text, 5).column, 2);
  EXPECT_EQ(position_of(text, 8).line, 4);
  EXPECT_EQ(position_of(text, 999).line, 4);
  EXPECT_EQ(line_of_keys("{\n\"a\": {\n\"b\": 1}, \"b\": 2}", {"a", "b"}), 3);
  EXPECT_EQ(line_of_keys("{}", {"a"}), 0);
}

}  // namespace
}  // namespace hp::app
