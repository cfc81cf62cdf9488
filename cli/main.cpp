// tfplay: the command line over tfplay::session::Session.
//
//   tfplay run [--json] [--max-steps N] [--timeout SECONDS] [--max-memory MIB] [--no-limits] FILE.py|-
//
// Without --json the program runs like `python FILE.py` with TensorFlow would: what it
// prints goes to stdout or stderr as it happens, and the exit status is 1 after an uncaught
// exception. With --json the run result (design.md, "The run result") is printed instead.
// A run gets the page's limits (limits.h) unless told otherwise, so a runaway program ends
// with the error the page shows. Usage errors exit with status 2, engine bugs that escape the
// session with 70.
#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstdlib>
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

#include "cli/limits.h"
#include "core/session/session.h"

namespace {

constexpr int kExitOk = 0;
constexpr int kExitProgramFailed = 1;
constexpr int kExitUsage = 2;
constexpr int kExitInternal = 70;  // EX_SOFTWARE: an engine bug, not the program's fault

constexpr std::string_view kUsage =
    "usage: tfplay run [--json] [--max-steps N] [--timeout SECONDS] [--max-memory MIB]\n"
    "                  [--no-limits] FILE.py|-\n"
    "\n"
    "  FILE.py              the program to run ('-' reads it from standard input)\n"
    "  --json               print the run result as JSON instead of the program's output\n"
    "\n"
    "Runs get the page's limits, so a runaway program ends as it does in the browser:\n"
    "  --max-steps N        stop after N interpreter steps (StepBudgetExceeded);\n"
    "                       default 5000000, the page's step budget; 0: no limit\n"
    "  --timeout SECONDS    stop after SECONDS of wall-clock time (WatchdogTimeout);\n"
    "                       default 5, the page's watchdog; 0: no limit\n"
    "  --max-memory MIB     cap the heap at MIB MiB (allocations past it raise MemoryError);\n"
    "                       default 2048, the page's wasm memory; 0: no limit\n"
    "  --no-limits          lift all three limits\n";

struct Args {
  bool json = false;
  tfplay::cli::Limits limits;
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

// A non-negative number of seconds ("5", "0.5"), or nullopt.
std::optional<double> parse_seconds(std::string_view text) {
  const bool digits_and_one_dot = text.find_first_not_of("0123456789.") == std::string_view::npos &&
                                  std::count(text.begin(), text.end(), '.') <= 1;
  if (text.empty() || text.size() > 18 || text == "." || !digits_and_one_dot) return std::nullopt;
  return std::strtod(std::string(text).c_str(), nullptr);
}

// "--name VALUE" or "--name=VALUE" at argv[i]: the value (advancing i past it), or nullopt
// when argv[i] is not this option. Sets `missing` when the value is absent.
std::optional<std::string_view> option_value(std::string_view name, int argc, char** argv, int& i,
                                             bool& missing) {
  std::string_view arg = argv[i];
  if (arg == name) {
    if (i + 1 >= argc) {
      missing = true;
      return std::string_view();
    }
    return std::string_view(argv[++i]);
  }
  if (arg.size() > name.size() && arg.starts_with(name) && arg[name.size()] == '=') {
    return arg.substr(name.size() + 1);
  }
  return std::nullopt;
}

// Parses argv after "run". Returns an exit status on a usage error or after --help.
std::optional<int> parse_run_args(int argc, char** argv, Args& args) {
  bool have_path = false;
  bool options_done = false;
  for (int i = 2; i < argc; ++i) {
    std::string_view arg = argv[i];
    bool missing = false;
    std::optional<std::string_view> value;
    if (!options_done && arg == "--") {
      options_done = true;
    } else if (!options_done && (arg == "-h" || arg == "--help")) {
      std::cout << kUsage;
      return kExitOk;
    } else if (!options_done && arg == "--json") {
      args.json = true;
    } else if (!options_done && arg == "--no-limits") {
      args.limits = {0, 0, 0};
    } else if (!options_done && (value = option_value("--max-steps", argc, argv, i, missing))) {
      if (missing) return usage_error("--max-steps needs a value");
      std::optional<std::int64_t> n = parse_count(*value);
      if (!n) return usage_error("--max-steps needs a non-negative integer, got '" + std::string(*value) + "'");
      args.limits.max_steps = *n;
    } else if (!options_done && (value = option_value("--timeout", argc, argv, i, missing))) {
      if (missing) return usage_error("--timeout needs a value");
      std::optional<double> seconds = parse_seconds(*value);
      if (!seconds) return usage_error("--timeout needs a non-negative number of seconds, got '" + std::string(*value) + "'");
      args.limits.timeout_seconds = *seconds;
    } else if (!options_done && (value = option_value("--max-memory", argc, argv, i, missing))) {
      if (missing) return usage_error("--max-memory needs a value");
      std::optional<std::int64_t> mib = parse_count(*value);
      if (!mib || *mib > (std::int64_t(1) << 30)) {
        return usage_error("--max-memory needs a non-negative number of MiB, got '" + std::string(*value) + "'");
      }
      args.limits.max_memory_mib = *mib;
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
  const tfplay::cli::Limits& limits = args.limits;
  if (limits.max_steps > 0) options.max_steps = limits.max_steps;
  if (limits.max_memory_mib > 0 && !tfplay::cli::cap_memory(limits.max_memory_mib)) {
    std::cerr << "tfplay: could not cap the memory at " << limits.max_memory_mib << " MiB\n";
  }
  if (limits.timeout_seconds > 0) {
    const std::string message = tfplay::cli::timeout_message(limits.timeout_seconds);
    if (args.json) {
      // What the page reports: a WatchdogTimeout error (the events are lost with the run).
      tfplay::session::RunResult stopped;
      stopped.ok = false;
      stopped.error = tfplay::session::ErrorInfo{.type = "WatchdogTimeout", .message = message,
                                                 .traceback = "tfplay: " + message + "\n"};
      tfplay::cli::arm_watchdog(limits.timeout_seconds, tfplay::session::to_json(stopped).dump(2) + "\n", 1,
                                kExitProgramFailed);
    } else {
      tfplay::cli::arm_watchdog(limits.timeout_seconds,
                                "tfplay: " + message + " (--timeout 0 lifts this limit)\n", 2,
                                kExitProgramFailed);
    }
  }
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
  if (!args.json && result.error && result.error->type == "StepBudgetExceeded") {
    std::cerr << "tfplay: --max-steps 0 lifts the step budget\n";
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
