// Diagnostic: the "path:line: error: message" form editors understand, and the collector.
#include "engine/core/diagnostic.h"

#include <gtest/gtest.h>

namespace hp {
namespace {

TEST(Diagnostic, to_string_gives_path_line_severity_and_message) {
  const Diagnostic d{"a.tmx", 12, Severity::kError, "msg"};
  EXPECT_EQ(d.to_string(), "a.tmx:12: error: msg");
}

TEST(Diagnostic, to_string_leaves_out_the_line_when_it_is_zero) {
  const Diagnostic d{"a.tmx", 0, Severity::kWarning, "msg"};
  EXPECT_EQ(d.to_string(), "a.tmx: warning: msg");
}

TEST(Diagnostics, starts_empty_without_errors) {
  const Diagnostics diagnostics;
  EXPECT_TRUE(diagnostics.empty());
  EXPECT_FALSE(diagnostics.has_errors());
  EXPECT_EQ(diagnostics.first_error(), nullptr);
}

TEST(Diagnostics, warnings_alone_are_not_errors) {
  Diagnostics diagnostics;
  diagnostics.warning("a.tmx", 3, "careful");
  EXPECT_FALSE(diagnostics.empty());
  EXPECT_FALSE(diagnostics.has_errors());
  EXPECT_EQ(diagnostics.first_error(), nullptr);
}

TEST(Diagnostics, first_error_is_the_earliest_error_in_order) {
  Diagnostics diagnostics;
  diagnostics.warning("a.tmx", 1, "w");
  diagnostics.error("a.tmx", 2, "first");
  diagnostics.error("b.tsx", 3, "second");
  ASSERT_TRUE(diagnostics.has_errors());
  ASSERT_NE(diagnostics.first_error(), nullptr);
  EXPECT_EQ(diagnostics.first_error()->to_string(), "a.tmx:2: error: first");
  EXPECT_EQ(diagnostics.items().size(), 3u);
}

TEST(Diagnostics, add_keeps_a_prepared_diagnostic) {
  Diagnostics diagnostics;
  diagnostics.add({"c.ogg", 0, Severity::kError, "cannot open"});
  EXPECT_EQ(diagnostics.items().front().to_string(), "c.ogg: error: cannot open");
}

TEST(Diagnostics, notes_are_not_errors_until_strict_makes_them_so) {
  Diagnostics diagnostics;
  diagnostics.note("a.tmx", 4, "map property \"edges\" is kept and ignored");
  EXPECT_EQ(diagnostics.items().front().to_string(),
            "a.tmx:4: note: map property \"edges\" is kept and ignored");
  EXPECT_FALSE(diagnostics.has_errors());
  diagnostics.make_notes_errors();
  ASSERT_TRUE(diagnostics.has_errors());
  EXPECT_EQ(diagnostics.first_error()->to_string(),
            "a.tmx:4: error: map property \"edges\" is kept and ignored (an error under "
            "--strict)");
}

}  // namespace
}  // namespace hp
