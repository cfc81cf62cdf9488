#pragma once
// A developer's profile of Python functions in the native CLI: with TFPLAY_PROFILE_PY=N set,
// every call of a Python function is timed, and at exit the N functions with the most self
// (thread CPU) time are printed to stderr (calls, self ms, total ms). Off (one branch per call) otherwise.
// For finding where library Python (Keras, the stdlib) spends a run's time; never in output.

#include <chrono>
#include <string>

namespace tfplay::py {

struct FunctionObject;

/// Times one call of a Python function while it is alive (RAII); does nothing when the
/// profile is off.
class ProfiledCall {
 public:
  explicit ProfiledCall(const FunctionObject* fn) {
    if (kProfileOn) start(fn);
  }
  ~ProfiledCall() {
    if (fn_) finish();
  }
  ProfiledCall(const ProfiledCall&) = delete;
  ProfiledCall& operator=(const ProfiledCall&) = delete;

 private:
  /// Whether TFPLAY_PROFILE_PY is set (read once, at start-up): a call checks only this.
  static const bool kProfileOn;
  void start(const FunctionObject* fn);
  void finish();
  const FunctionObject* fn_ = nullptr;  // null when the profile is off
  std::chrono::nanoseconds start_{};  // thread CPU time at the call
};

}  // namespace tfplay::py
