// MusicManifest: a good manifest, and each kind of mistake with its path:line message.
#include "game/app/music/music_manifest.h"

#include <gtest/gtest.h>

#include <random>

#include "engine/audio/tracks/music_library.h"
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
            "duck_db, intensity, loudness, moments, maps");
  EXPECT_EQ(only_problem("{\n\"moments\": {\n  \"boss\": \"theme.ogg\"\n}}"),
            "data/music/music.json:3: error: unknown moment \"boss\"; use one of: title, "
            "player_turn, enemy_turn, victory, defeat, result");
  EXPECT_EQ(only_problem("{\"moments\": {\n\"title\": \"missing.ogg\"}}"),
            "data/music/music.json:2: error: moment \"title\" names \"missing.ogg\", which is "
            "not a playable file in the music folder; drop it there or use one of: theme.ogg, "
            "victory.ogg, tense.flac");
  EXPECT_EQ(only_problem("{\"moments\": {\n\"victory\": {\"gain_db\": 3}}}"),
            "data/music/music.json:2: error: moment \"victory\" needs \"track\": the name of a "
            "file in the music folder (there: theme.ogg, victory.ogg, tense.flac), or \"stems\"");
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
            "track, stems, gain_db, crossfade, stinger, resume, bpm, beats_per_bar, offset, sync, "
            "max_delay, intensity, loudness");
  EXPECT_EQ(only_problem("{\"moments\": [\"theme.ogg\"]}"),
            "data/music/music.json:1: error: \"moments\" must be an object like {\"title\": "
            "\"theme.ogg\"}");
  EXPECT_EQ(only_problem("{\"moments\": {\"title\": 5}}"),
            "data/music/music.json:1: error: moment \"title\" must be a file name or an object "
            "like {\"track\": \"theme.ogg\"}");
}

TEST(MusicManifest, stems_timing_and_resume_are_read) {
  Diagnostics problems;
  const MusicManifest m = parse(R"({"moments": {
  "player_turn": {"stems": [{"track": "theme.ogg"},
                            {"track": "tense.flac", "intensity": [0.4, 1]}],
                  "bpm": 96, "beats_per_bar": 3, "offset": 0.25, "resume": false},
  "enemy_turn": {"track": "tense.flac", "sync": "beat", "max_delay": 1.5},
  "victory": {"track": "victory.ogg", "sync": "beat"}
}})",
                                problems);
  for (const Diagnostic& d : problems.items()) ADD_FAILURE() << d.to_string();
  const MomentMusic& p = *m.at(Moment::kPlayerTurn);
  EXPECT_TRUE(p.track.empty());
  ASSERT_EQ(p.stems.size(), 2u);
  EXPECT_EQ(p.stems[1].track, "tense.flac");
  EXPECT_DOUBLE_EQ(p.stems[0].low, 0.0);
  EXPECT_DOUBLE_EQ(p.stems[0].high, 1.0);
  EXPECT_DOUBLE_EQ(p.stems[1].low, 0.4);
  EXPECT_EQ(p.stems[1].line, 3);
  EXPECT_EQ(p.files(), (std::vector<std::string>{"theme.ogg", "tense.flac"}));
  EXPECT_DOUBLE_EQ(p.timing.bpm, 96);
  EXPECT_EQ(p.timing.beats_per_bar, 3);
  EXPECT_DOUBLE_EQ(p.timing.offset, 0.25);
  EXPECT_FALSE(p.resume);
  EXPECT_EQ(p.sync, MusicSync::kBar);  // the default for a bed
  const MomentMusic& e = *m.at(Moment::kEnemyTurn);
  EXPECT_TRUE(e.resume);
  EXPECT_DOUBLE_EQ(e.timing.bpm, 0);  // no tempo: changes away from it are immediate
  EXPECT_EQ(e.sync, MusicSync::kBeat);
  EXPECT_DOUBLE_EQ(e.max_delay, 1.5);
  EXPECT_EQ(m.at(Moment::kVictory)->sync, MusicSync::kBeat);
}

TEST(MusicManifest, a_stinger_lands_at_once_unless_told) {
  Diagnostics problems;
  const MusicManifest m = parse(R"({"moments": {"victory": "victory.ogg"}})", problems);
  EXPECT_EQ(m.at(Moment::kVictory)->sync, MusicSync::kNone);
}

TEST(MusicManifest, each_stem_and_timing_mistake_names_the_line_and_the_fix) {
  EXPECT_EQ(only_problem("{\"moments\": {\"title\": {\"track\": \"theme.ogg\",\n"
                         "\"stems\": [{\"track\": \"theme.ogg\"}]}}}"),
            "data/music/music.json:1: error: moment \"title\" gives both \"track\" and "
            "\"stems\"; keep one");
  EXPECT_EQ(only_problem("{\"moments\": {\"title\": {\n\"stems\": []}}}"),
            "data/music/music.json:2: error: \"stems\" of \"title\" must be a list of 1 to 6 "
            "stems like [{\"track\": \"battle_pads.ogg\"}]");
  EXPECT_EQ(only_problem("{\"moments\": {\"title\": {\"stems\": [\n{\"track\": \"theme.ogg\"},"
                         "\n{\"track\": \"drums.ogg\"}]}}}"),
            "data/music/music.json:3: error: stem 2 of \"title\" names \"drums.ogg\", which is "
            "not a playable file in the music folder; drop it there or use one of: theme.ogg, "
            "victory.ogg, tense.flac");
  EXPECT_EQ(only_problem("{\"moments\": {\"title\": {\"stems\": [\n\n{\"track\": \"theme.ogg\", "
                         "\"intensity\": [0.8, 0.2]}]}}}"),
            "data/music/music.json:3: error: \"intensity\" of stem 1 of \"title\" must be [low, "
            "high] with 0 <= low <= high <= 1, e.g. [0.4, 1.0] (got [0.8,0.2])");
  EXPECT_EQ(only_problem("{\"moments\": {\"title\": {\"stems\": [\"theme.ogg\"]}}}"),
            "data/music/music.json:1: error: stem 1 of \"title\" must be an object like "
            "{\"track\": \"battle_drums.ogg\", \"intensity\": [0.4, 1.0]}");
  EXPECT_EQ(only_problem("{\"moments\": {\"title\": {\"stems\": [{\"track\": \"theme.ogg\"}, "
                         "{\"track\": \"theme.ogg\"}]}}}"),
            "data/music/music.json:1: error: stem 2 of \"title\" repeats \"theme.ogg\"; each "
            "stem is its own file");
  EXPECT_EQ(only_problem("{\"moments\": {\n\"victory\": {\"stems\": [{\"track\": "
                         "\"theme.ogg\"}]}}}"),
            "data/music/music.json:2: error: \"victory\" has stems but is a stinger; stems make "
            "a looping bed, so set \"stinger\": false or give a single \"track\"");
  EXPECT_EQ(only_problem("{\"moments\": {\n\"title\": {\"track\": \"theme.ogg\", \"bpm\": 0}}}"),
            "data/music/music.json:2: error: \"bpm\" must be a number of beats per minute from "
            "20 to 400 (got 0)");
  EXPECT_EQ(only_problem("{\"moments\": {\"title\": {\"track\": \"theme.ogg\", \"bpm\": 90, "
                         "\"beats_per_bar\": 3.5}}}"),
            "data/music/music.json:1: error: \"beats_per_bar\" of \"title\" must be a whole "
            "number (got 3.5)");
  EXPECT_EQ(only_problem("{\"moments\": {\"title\": {\"track\": \"theme.ogg\", "
                         "\"beats_per_bar\": 3}}}"),
            "data/music/music.json:1: error: \"title\" gives \"beats_per_bar\" or \"offset\" "
            "without \"bpm\"; add the track's \"bpm\" or drop them");
  EXPECT_EQ(only_problem("{\"moments\": {\"title\": {\"track\": \"theme.ogg\", \"sync\": "
                         "\"downbeat\"}}}"),
            "data/music/music.json:1: error: \"sync\" of \"title\" must be \"bar\", \"beat\" or "
            "\"none\" (got \"downbeat\")");
  EXPECT_EQ(only_problem("{\"moments\": {\"title\": {\"track\": \"theme.ogg\", \"max_delay\": "
                         "-1}}}"),
            "data/music/music.json:1: error: \"max_delay\" must be a number of seconds from 0 to "
            "30 (got -1)");
  EXPECT_EQ(only_problem("{\"moments\": {\"title\": {\"track\": \"theme.ogg\", \"resume\": "
                         "\"no\"}}}"),
            "data/music/music.json:1: error: \"resume\" of \"title\" must be true or false");
}

TEST(MusicManifest, a_number_too_large_is_reported_not_thrown) {
  EXPECT_EQ(only_problem("{\"crossfade\": 1e999}"),
            "data/music/music.json:1: error: column 19: not usable JSON (number overflow parsing "
            "'1e999'); use a smaller number");
}

// Found by fuzz_music_manifest: nlohmann throws out_of_range, which has no offset, so the
// message had no line.
TEST(MusicManifest, a_number_too_large_had_no_line_and_now_has_its_own) {
  EXPECT_EQ(only_problem("{\n\"crossfade\": 1e999}"),
            "data/music/music.json:2: error: column 18: not usable JSON (number overflow parsing "
            "'1e999'); use a smaller number");
}

// Found by fuzz_music_manifest: a key spelt with \u escapes is not in the text as written, so
// its messages, and a moment kept from it, had line 0.
TEST(MusicManifest, a_key_spelt_with_escapes_had_line_0_and_now_has_its_parent_line) {
  Diagnostics problems;
  const MusicManifest m =
      parse("{\n\"moments\": {\n\"\\u0074itle\": \"theme.ogg\",\n\"x\\u0079\": 1}}", problems);
  ASSERT_EQ(problems.items().size(), 1u);
  EXPECT_EQ(problems.items()[0].to_string(),
            "data/music/music.json:2: error: unknown moment \"xy\"; use one of: title, "
            "player_turn, enemy_turn, victory, defeat, result");
  ASSERT_TRUE(m.at(Moment::kTitle));
  EXPECT_EQ(m.at(Moment::kTitle)->line, 2);
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
  for (int i = 0; i < kMoments; ++i) {  // every moment but the optional result
    if (Moment(i) == Moment::kResult) continue;
    EXPECT_TRUE(m.moments[static_cast<std::size_t>(i)]) << i;
  }
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
  EXPECT_EQ(line_of_keys("{}", {"a"}), 1);
  EXPECT_EQ(line_of_keys("{\n\"a\":\n{\"\\u0062\": 1}}", {"a", "b"}), 2);
}

}  // namespace
}  // namespace hp::app
