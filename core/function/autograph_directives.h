// AutoGraph's directives converter as a static check (tensorflow/python/autograph/converters/
// directives.py DirectivesTransformer): a tf.autograph.experimental.set_loop_options call that is
// not the first statement of a loop body, or not in a loop, makes the conversion of the whole
// function fail; api.converted_call then logs "AutoGraph could not transform ..." and runs the
// function as it is (_fall_back_unconverted).
#pragma once

#include <optional>
#include <string>

#include "core/python/object.h"

namespace tfplay::py {
struct FunctionObject;
}

namespace tfplay::function {

/// The error DirectivesTransformer raises converting `fn` (`"set_loop_options" must be the
/// first statement in the loop block`, `"set_loop_options" must be used inside a statement`, or
/// inspect.getcallargs's TypeError text for its arguments), or nullopt when it converts.
std::optional<std::string> directive_conversion_error(const py::FunctionObject& fn);

/// The UnsupportedLanguageElementError core/unsupported_features_checker.py raises for `fn`
/// ("for/else statement not yet supported", "generators are not supported", ...), or nullopt.
std::optional<std::string> unsupported_feature_error(const py::FunctionObject& fn);

/// True when AutoGraph cannot convert `func` (a Python function or a bound method over one)
/// because of an unsupported construct or its directives: the first time in a run, logs
/// api._fall_back_unconverted's warning; the caller then runs `func` unconverted
/// (conversion.cache_allowlisted keeps it so, without another warning).
bool falls_back_unconverted(const py::Ref& func);

}  // namespace tfplay::function
