// Shared argument checks (see arg_checks.h).
#include "core/python/arg_checks.h"

#include "core/python/runtime.h"

namespace tfplay::py {

void check_positional_count(const std::string& name, std::size_t n, std::size_t min, std::size_t max) {
  if (n >= min && n <= max) return;
  const std::size_t bound = n < min ? min : max;
  raise_type_error(name + " expected " + (min == max ? "" : n < min ? "at least " : "at most ") + std::to_string(bound) +
                   " argument" + (bound == 1 ? "" : "s") + ", got " + std::to_string(n));
}

void check_positional_call(const CallArgs& a, const std::string& name, std::size_t min, std::size_t max) {
  if (!a.kwargs.empty()) raise_type_error(name + "() takes no keyword arguments");
  check_positional_count(name, a.args.size(), min, max);
}

}  // namespace tfplay::py
