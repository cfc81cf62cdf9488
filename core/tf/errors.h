// tf.errors: TF's exception classes and the translation of engine errors into them
// (tensorflow/python/framework/errors_impl.py).
#pragma once

#include <string>

#include "core/python/object.h"
#include "core/tensor/op_error.h"

namespace tfplay::tf {

/// tf.errors.OpError and its subclasses (InvalidArgumentError, ResourceExhaustedError, ...),
/// by Python class name. Created once per process.
py::TypeObject* error_type(const std::string& name);
/// The tf.errors module.
py::Ref errors_module();

/// Raises the Python exception for an engine error: OpError -> tf.errors.<Code>Error,
/// OpTypeError -> TypeError, OpValueError -> ValueError.
[[noreturn]] void raise_op_error(const tensor::OpError& e);
[[noreturn]] void raise_from_current_exception();

/// Runs `fn`, turning engine errors it throws into Python exceptions.
template <class Fn>
auto translate_errors(Fn&& fn) -> decltype(fn()) {
  try {
    return fn();
  } catch (const tensor::OpError& e) {
    raise_op_error(e);
  } catch (const tensor::OpTypeError& e) {
    raise_from_current_exception();
  } catch (const tensor::OpValueError& e) {
    raise_from_current_exception();
  }
}

}  // namespace tfplay::tf
