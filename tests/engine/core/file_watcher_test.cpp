// FileWatcher: changes, new files and deleted files are reported once, after they settle.
#include "engine/core/file_watcher.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>

namespace hp {
namespace {

namespace fs = std::filesystem;

std::string temp_path(const std::string& name) {
  return ::testing::TempDir() + "file_watcher_" + name;
}

void write(const std::string& path, const std::string& text) {
  std::ofstream(path, std::ios::trunc) << text;
}

TEST(FileWatcher, reports_a_change_once_it_has_settled_and_only_once) {
  const std::string path = temp_path("map.tmx");
  write(path, "one");
  FileWatcher watcher;
  watcher.watch({path});
  EXPECT_TRUE(watcher.poll(0.0).empty());
  write(path, "two, longer");
  EXPECT_TRUE(watcher.poll(0.25).empty());  // first look at the new state: may still be writing
  EXPECT_EQ(watcher.poll(0.5), std::vector<std::string>{path});
  EXPECT_TRUE(watcher.poll(0.75).empty());
  fs::remove(path);
}

TEST(FileWatcher, a_file_still_being_written_waits_until_two_looks_agree) {
  const std::string path = temp_path("growing.tsx");
  write(path, "a");
  FileWatcher watcher;
  watcher.watch({path});
  write(path, "ab");
  EXPECT_TRUE(watcher.poll(1.0).empty());
  write(path, "abc");
  EXPECT_TRUE(watcher.poll(1.25).empty());
  EXPECT_EQ(watcher.poll(1.5).size(), 1u);
  fs::remove(path);
}

TEST(FileWatcher, same_size_rewrites_are_seen_by_their_time) {
  const std::string path = temp_path("same.tmx");
  write(path, "aaaa");
  FileWatcher watcher;
  watcher.watch({path});
  write(path, "bbbb");
  fs::last_write_time(path, fs::last_write_time(path) + std::chrono::seconds(2));
  watcher.poll(0.0);
  EXPECT_EQ(watcher.poll(0.3).size(), 1u);
  fs::remove(path);
}

TEST(FileWatcher, deleted_and_new_files_count_as_changes) {
  const std::string gone = temp_path("gone.png");
  const std::string born = temp_path("born.png");
  write(gone, "x");
  fs::remove(born);
  FileWatcher watcher;
  watcher.watch({gone, born});
  fs::remove(gone);
  write(born, "y");
  watcher.poll(0.0);
  std::vector<std::string> changed = watcher.poll(0.3);
  std::sort(changed.begin(), changed.end());
  std::vector<std::string> expected{gone, born};
  std::sort(expected.begin(), expected.end());
  EXPECT_EQ(changed, expected);
  fs::remove(born);
}

TEST(FileWatcher, looks_no_more_often_than_its_poll_interval) {
  const std::string path = temp_path("often.tmx");
  write(path, "1");
  FileWatcher watcher;
  watcher.watch({path});
  watcher.poll(0.0);
  write(path, "22");
  for (double t = 0.01; t < FileWatcher::kPollSeconds; t += 0.01) {
    EXPECT_TRUE(watcher.poll(t).empty());  // too soon: no look at all
  }
  watcher.poll(FileWatcher::kPollSeconds);
  EXPECT_EQ(watcher.poll(2 * FileWatcher::kPollSeconds).size(), 1u);
  fs::remove(path);
}

}  // namespace
}  // namespace hp
