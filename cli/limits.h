// The page's limits for the command line: the same step budget, a wall-clock watchdog and a
// memory cap, so an accidental infinite loop or memory bomb ends as it does in the browser.
#pragma once

#include <cstdint>
#include <string>

namespace tfplay::cli {

/// web/src/main.js MAX_STEPS: the page's step budget.
inline constexpr std::int64_t kPageMaxSteps = 5'000'000;
/// web/src/engine-client.js WATCHDOG_MS: the page restarts an engine still busy after 5 s.
inline constexpr double kPageTimeoutSeconds = 5;
/// The page's wasm heap cannot grow past 2 GiB (Emscripten's default MAXIMUM_MEMORY with
/// ALLOW_MEMORY_GROWTH, CMakeLists.txt): an allocation beyond it fails as a MemoryError.
inline constexpr std::int64_t kPageMaxMemoryMiB = 2048;

/// The limits of one run; 0 lifts a limit.
struct Limits {
  std::int64_t max_steps = kPageMaxSteps;
  double timeout_seconds = kPageTimeoutSeconds;
  std::int64_t max_memory_mib = kPageMaxMemoryMiB;
};

/// Caps the process's heap (RLIMIT_DATA) at `mib` MiB, so that allocating past it fails (the
/// interpreter raises MemoryError) instead of swapping the machine. Returns false if the
/// system refused.
bool cap_memory(std::int64_t mib);

/// Ends the process after `seconds` of wall-clock time: `report` (prepared now, written from
/// the signal handler) goes to `fd`, then the process exits with `status`.
void arm_watchdog(double seconds, std::string report, int fd, int status);

/// The watchdog's message: what the page says when its watchdog stops a run.
std::string timeout_message(double seconds);

}  // namespace tfplay::cli
