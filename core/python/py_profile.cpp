#include "core/python/py_profile.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <unordered_map>
#include <vector>

#include "core/python/interpreter.h"

namespace tfplay::py {
namespace {

// CPU time of this thread, so that other processes' use of the machine does not count.
struct Clock {
  using time_point = std::chrono::nanoseconds;
  static time_point now() {
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return std::chrono::seconds(ts.tv_sec) + std::chrono::nanoseconds(ts.tv_nsec);
  }
};

std::string module_text(const Ref& module_name) {
  auto* s = dynamic_cast<StrObject*>(module_name.get());
  return s ? s->value : "";
}

struct Profile {
  struct Entry {
    std::string label;
    long calls = 0;
    double self_ms = 0;
    double total_ms = 0;
  };
  int top;
  // Keyed by the code (a def's CodeInfo), which every closure made from the def shares.
  std::unordered_map<const CodeInfo*, Entry> entries;
  std::vector<double> callee_ms;  // per active call, the time its callees took

  explicit Profile(int n) : top(n) {}
  ~Profile() {
    std::vector<const Entry*> sorted;
    for (const auto& [code, entry] : entries) sorted.push_back(&entry);
    std::sort(sorted.begin(), sorted.end(), [](const Entry* a, const Entry* b) { return a->self_ms > b->self_ms; });
    std::fprintf(stderr, "%10s %10s %10s  function (TFPLAY_PROFILE_PY)\n", "calls", "self ms", "total ms");
    for (std::size_t i = 0; i < sorted.size() && i < static_cast<std::size_t>(top); ++i)
      std::fprintf(stderr, "%10ld %10.2f %10.2f  %s\n", sorted[i]->calls, sorted[i]->self_ms, sorted[i]->total_ms,
                   sorted[i]->label.c_str());
  }
};

Profile* profile() {
  static Profile* const p = [] () -> Profile* {
    const char* n = std::getenv("TFPLAY_PROFILE_PY");
    if (!n) return nullptr;
    static Profile instance(std::max(1, std::atoi(n)));
    return &instance;
  }();
  return p;
}

}  // namespace

const bool ProfiledCall::kProfileOn = std::getenv("TFPLAY_PROFILE_PY") != nullptr;

void ProfiledCall::start(const FunctionObject* fn) {
  Profile* p = profile();
  if (!p) return;
  fn_ = fn;
  p->callee_ms.push_back(0);
  start_ = Clock::now();
}

void ProfiledCall::finish() {
  Profile* p = profile();
  double ms = std::chrono::duration<double, std::milli>(Clock::now() - start_).count();
  Profile::Entry& e = p->entries[fn_->code.get()];
  if (e.label.empty()) {
    // The def's own name (a functools.wraps wrapper keeps its own) and its module.
    Ref module = fn_->globals ? fn_->globals->vars.get("__name__") : nullptr;
    e.label = std::string(fn_->code_name()) + " (" + (module ? module_text(module) : "?") + ":" +
              std::to_string(fn_->line) + ")";
  }
  ++e.calls;
  e.total_ms += ms;  // recursive calls count once per level
  e.self_ms += ms - p->callee_ms.back();
  p->callee_ms.pop_back();
  if (!p->callee_ms.empty()) p->callee_ms.back() += ms;
}

}  // namespace tfplay::py
