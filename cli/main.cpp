// tfplay: the command line over tfplay::session::Session.
//
//   tfplay run [--json] [--max-steps N] FILE.py|-
//
// Without --json the program runs like `python FILE.py` with TensorFlow would: what it
// prints goes to stdout or stderr as it happens, and the exit status is 1 after an uncaught
// exception. With --json the run result (design.md, "The run result") is printed instead.
// Usage errors exit with status 2, engine bugs that escape the session with 70.
#include <cerrno>
#include <cstdint>
#include <cstring>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <iterator>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "core/session/session.h"

namespace {

constexpr int kExitOk = 0;
constexpr int kExitProgramFailed = 1;
constexpr int kExitUsage = 2;
constexpr int kExitInternal = 70;  // EX_SOFTWARE: an engine bug, not the program's fault

constexpr std::string_view kUsage =
    "usage: tfplay run [--json] [--max-steps N] FILE.py|-\n"
    "\n"
    "  FILE.py        the program to run ('-' reads it from standard input)\n"
    "  --json         print the run result as JSON instead of the program's output\n"
    "  --max-steps N  stop the program after N interpreter steps\n";

struct Args {
  bool json = false;
  std::optional<std::int64_t> max_steps;
  std::string path;
};

int usage_error(std::string_view message) {
  std::cerr << "tfplay: " << message << "\n\n" << kUsage;
  return kExitUsage;
}

std::optional<std::int64_t> parse_count(std::string_view text) {
  if (text.empty() || text.size() > 18) return std::nullopt;
  std::int64_t value = 0;
  for (char c : text) {
    if (c < '0' || c > '9') return std::nullopt;
    value = value * 10 + (c - '0');
  }
  return value;
}

// Parses argv after "run". Returns an exit status on a usage error.
std::optional<int> parse_run_args(int argc, char** argv, Args& args) {
  bool have_path = false;
  bool options_done = false;
  for (int i = 2; i < argc; ++i) {
    std::string_view arg = argv[i];
    if (!options_done && arg == "--") {
      options_done = true;
    } else if (!options_done && arg == "--json") {
      args.json = true;
    } else if (!options_done && (arg == "--max-steps" || arg.starts_with("--max-steps="))) {
      std::string_view value;
      if (arg == "--max-steps") {
        if (i + 1 >= argc) return usage_error("--max-steps needs a value");
        value = argv[++i];
      } else {
        value = arg.substr(std::string_view("--max-steps=").size());
      }
      args.max_steps = parse_count(value);
      if (!args.max_steps) {
        return usage_error("--max-steps needs a non-negative integer, got '" + std::string(value) +
                           "'");
      }
    } else if (!options_done && arg.size() > 1 && arg.starts_with("-")) {
      return usage_error("unknown option '" + std::string(arg) + "'");
    } else if (have_path) {
      return usage_error("only one program can be run at a time");
    } else {
      args.path = std::string(arg);
      have_path = true;
    }
  }
  if (!have_path) return usage_error("no program given");
  return std::nullopt;
}

bool read_source(const std::string& path, std::string& source) {
  if (path == "-") {
    source.assign(std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>());
    return !std::cin.bad();
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    std::cerr << "tfplay: can't open file '" << path << "': " << std::strerror(errno) << '\n';
    return false;
  }
  std::ostringstream buffer;
  buffer << in.rdbuf();
  source = buffer.str();
  return !in.bad();
}

int run(const Args& args) {
  std::string source;
  if (!read_source(args.path, source)) {
    if (args.path == "-") std::cerr << "tfplay: can't read standard input\n";
    return kExitUsage;
  }

  tfplay::session::RunOptions options;
  options.filename = args.path == "-" ? "<stdin>" : args.path;
  options.max_steps = args.max_steps;
  if (!args.json) {
    // Stream output as it happens, like CPython: flush each write so that stdout and stderr
    // interleave in program order when both go to the same terminal or pipe.
    options.on_event = [](const tfplay::session::Event& event) {
      if (!event.is_output()) return;
      std::FILE* stream = event.stream == "stderr" ? stderr : stdout;
      std::fwrite(event.text.data(), 1, event.text.size(), stream);
      std::fflush(stream);
    };
  }

  tfplay::session::Session session;
  tfplay::session::RunResult result = session.run(source, options);

  if (args.json) {
    std::string text = tfplay::session::to_json(result).dump(2);
    text += '\n';
    std::fwrite(text.data(), 1, text.size(), stdout);
    std::fflush(stdout);
  }
  if (result.ok) return kExitOk;
  return result.exit_status ? result.exit_status : kExitProgramFailed;
}

}  // namespace

int main(int argc, char** argv) {
  std::ios::sync_with_stdio(true);
  if (argc < 2) return usage_error("no command given");
  std::string_view command = argv[1];
  if (command == "-h" || command == "--help" || command == "help") {
    std::cout << kUsage;
    return kExitOk;
  }
  if (command != "run") return usage_error("unknown command '" + std::string(command) + "'");

  Args args;
  if (std::optional<int> status = parse_run_args(argc, argv, args)) return *status;
  try {
    return run(args);
  } catch (const std::exception& e) {
    // Session::run never throws for anything a program does; this is an engine bug.
    std::fflush(stdout);
    std::cerr << "tfplay: internal error: " << e.what() << '\n';
    return kExitInternal;
  }
}
