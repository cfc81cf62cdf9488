// The page's limits for the command line (limits.h).
#include "cli/limits.h"

#include <sys/resource.h>
#include <sys/time.h>
#include <unistd.h>

#include <csignal>
#include <cstdio>

namespace tfplay::cli {
namespace {

// Set before the timer is armed, read only by the handler.
std::string g_report;
int g_fd = 2;
int g_status = 1;

extern "C" void on_watchdog(int) {
  // Only async-signal-safe calls here: write(2) and _exit(2).
  std::size_t done = 0;
  while (done < g_report.size()) {
    ssize_t n = ::write(g_fd, g_report.data() + done, g_report.size() - done);
    if (n <= 0) break;
    done += static_cast<std::size_t>(n);
  }
  ::_exit(g_status);
}

}  // namespace

bool cap_memory(std::int64_t mib) {
  rlimit limit{};
  if (::getrlimit(RLIMIT_DATA, &limit) != 0) return false;
  const rlim_t bytes = static_cast<rlim_t>(mib) << 20;
  if (limit.rlim_max != RLIM_INFINITY && bytes > limit.rlim_max) return true;  // already lower
  limit.rlim_cur = bytes;
  return ::setrlimit(RLIMIT_DATA, &limit) == 0;
}

void arm_watchdog(double seconds, std::string report, int fd, int status) {
  g_report = std::move(report);
  g_fd = fd;
  g_status = status;
  struct sigaction action {};
  action.sa_handler = on_watchdog;
  ::sigaction(SIGALRM, &action, nullptr);
  itimerval timer{};
  const auto micros = static_cast<long long>(seconds * 1e6);
  timer.it_value.tv_sec = static_cast<time_t>(micros / 1'000'000);
  timer.it_value.tv_usec = static_cast<suseconds_t>(micros % 1'000'000);
  ::setitimer(ITIMER_REAL, &timer, nullptr);
}

std::string timeout_message(double seconds) {
  char text[64];
  std::snprintf(text, sizeof text, "%g", seconds);
  return std::string("the program ran longer than ") + text + " s, so the watchdog stopped it";
}

}  // namespace tfplay::cli
