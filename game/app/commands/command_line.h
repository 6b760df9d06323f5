// Command line: dispatches `heartpath [play|render|check|sim] ...` and reads options.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace hp::app {

// Exit statuses shared by every command.
inline constexpr int kExitOk = 0;
inline constexpr int kExitFailed = 1;    // ran, but the outcome was a failure (check found errors)
inline constexpr int kExitBadInput = 2;  // bad arguments or unreadable content

// Reads one command's arguments: options (--name or --name VALUE) and positional words.
class ArgReader {
 public:
  explicit ArgReader(std::vector<std::string> args) : args_(std::move(args)) {}

  // Removes and returns whether --name was given.
  bool flag(const std::string& name);
  // Removes --name VALUE and returns VALUE; sets error when VALUE is missing.
  std::optional<std::string> value(const std::string& name);
  // Removes every --name VALUE pair, in order.
  std::vector<std::string> values(const std::string& name);
  // What is left once options are taken: positional words. Sets error on an unknown option.
  std::vector<std::string> positional();
  const std::string& error() const { return error_; }

 private:
  std::vector<std::string> args_;
  std::string error_;
};

// Parses a whole number or a number of seconds; nullopt when text is not one.
std::optional<long> parse_long(const std::string& text);
std::optional<double> parse_double(const std::string& text);

// Runs the program: the whole of main().
int run(int argc, char** argv);

}  // namespace hp::app
