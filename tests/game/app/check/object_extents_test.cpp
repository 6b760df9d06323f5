// object_spans: each object's lines in a map file's text, TMX and JSON, without the model.
#include "game/app/check/object_extents.h"

#include <gtest/gtest.h>

namespace hp::app {
namespace {

TEST(ObjectSpans, tmx_objects_run_to_their_closing_tag_and_tileset_objects_are_not_the_maps) {
  const std::string text =
      "<map>\n"                                                          // 1
      " <tileset firstgid=\"1\" name=\"t\">\n"                           // 2
      "  <tile id=\"0\"><objectgroup><object id=\"1\" x=\"0\"/>\n"       // 3
      "  </objectgroup></tile>\n"                                        // 4
      " </tileset>\n"                                                    // 5
      " <objectgroup id=\"1\" name=\"units\">\n"                         // 6
      "  <object id=\"3\" name=\"Cid\" x=\"1\" y=\"2\">\n"               // 7
      "   <properties>\n"                                                // 8
      "    <property name=\"hp\" type=\"int\" value=\"x\"/>\n"           // 9
      "   </properties>\n"                                               // 10
      "   <point/>\n"                                                    // 11
      "  </object>\n"                                                    // 12
      "  <object id=\"4\" x=\"1\" y=\"2\" width=\"3\" height=\"4\"/>\n"  // 13
      " </objectgroup>\n"
      "</map>\n";
  const std::vector<ObjectSpan> spans = object_spans(text, false);
  ASSERT_EQ(spans.size(), 2u);
  EXPECT_EQ(spans[0], (ObjectSpan{3, 7, 12}));
  EXPECT_EQ(spans[1], (ObjectSpan{4, 13, 13}));
}

TEST(ObjectSpans, json_objects_run_to_their_closing_brace_and_strings_do_not_count) {
  const std::string text =
      "{\"tilesets\": [{\"tiles\": [{\"objectgroup\": {\"objects\": [{\"id\": 1}]}}]}],\n"  // 1
      " \"layers\": [{\"type\": \"objectgroup\", \"id\": 7, \"objects\": [\n"               // 2
      "  {\"id\": 3, \"name\": \"a } { brace\",\n"                                          // 3
      "   \"properties\": [{\"name\": \"hp\", \"type\": \"int\", \"value\": \"x\"}]\n"      // 4
      "  },\n"                                                                              // 5
      "  {\"name\": \"Dee\", \"id\": 4}\n"                                                  // 6
      " ]}]}\n";
  const std::vector<ObjectSpan> spans = object_spans(text, true);
  ASSERT_EQ(spans.size(), 2u);
  EXPECT_EQ(spans[0], (ObjectSpan{3, 3, 5}));
  EXPECT_EQ(spans[1], (ObjectSpan{4, 6, 6}));
}

}  // namespace
}  // namespace hp::app
