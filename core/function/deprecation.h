// TF's deprecation notices (tensorflow/python/util/deprecation.py): the "is deprecated and will
// be removed in a future version" warning that deprecated functions and arguments log.
#pragma once

#include <string>

namespace tfplay::function {

/// Logs deprecation.py's notice once per process for `key` (warn_once: a key is spent even while
/// the 'tensorflow' logger is silenced), naming the program line that called:
/// "WARNING:tensorflow:From <file>:<line>: <what> is deprecated and will be removed in a future
/// version.\nInstructions for updating:\n<instructions>\n". `what` is "f (from module)" for a
/// deprecated function (deprecation.deprecated) and "calling f (from module) with arg" for a
/// deprecated argument (deprecated_args).
void warn_deprecated(const std::string& key, const std::string& what, const std::string& instructions);

/// The same notice from a deprecated_args wrapper that another deprecated_args wrapper calls
/// (tf.function's experimental_relax_shapes and experimental_follow_type_hints): its
/// _call_location is the outer wrapper's `return func(*args, **kwargs)` line in deprecation.py
/// (line 588 in a TF 2.1x log from 2025), shown under the canonical install path.
void warn_deprecated_nested(const std::string& key, const std::string& what, const std::string& instructions);

}  // namespace tfplay::function
