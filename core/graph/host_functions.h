// Host callbacks that graph kernels call back into (TF's script_ops.FuncRegistry for
// tf.py_function / tf.numpy_function, and the tf.data runtime for dataset loops in graphs).
//
// The graph layer knows nothing about Python: the tf module registers plain C++ callables and
// a node refers to one by its token attr, exactly as TF's EagerPyFunc/PyFunc nodes refer to a
// Python callable by `token` ("pyfunc_0", "pyfunc_1", ...). Tokens live for one run.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/tensor/tensor.h"

namespace tfplay::graph {

/// A callable the EagerPyFunc / PyFunc kernels run: input tensors to output tensors. It may
/// throw any exception (a Python error propagates through the executor unchanged).
using HostFunction = std::function<std::vector<tensor::Tensor>(const std::vector<tensor::Tensor>&)>;

/// Registers `fn` and returns its token, "pyfunc_N" with N counting from 0 in the run
/// (FuncRegistry._next_unique_token).
std::string register_host_function(HostFunction fn);
/// The callable of `token`; OpError(InvalidArgument) when unknown.
const HostFunction& host_function(const std::string& token);

/// Visits the elements of a dataset (flat component tensors) until the visitor returns false.
using ElementVisitor = std::function<bool(const std::vector<tensor::Tensor>&)>;
/// How a graph iterates a dataset it holds as a handle tensor (installed by tf.data).
using DatasetIterate = std::function<void(const tensor::Tensor& handle, const ElementVisitor&)>;
void set_dataset_iterate(DatasetIterate fn);
/// Iterates the dataset `handle` names; OpError(Internal) when tf.data installed no runtime.
void iterate_dataset(const tensor::Tensor& handle, const ElementVisitor& visit);

/// How a graph reads a tf.data iterator it holds as a handle tensor (installed by tf.data):
/// the iterator's next element, or nullopt at its end. `make` binds a fresh iterator over the
/// dataset `dataset` names to the iterator handle (MakeIterator); `create` makes an empty
/// iterator handle (AnonymousIteratorV3).
struct IteratorRuntime {
  std::function<std::optional<std::vector<tensor::Tensor>>(const tensor::Tensor& iterator)> next;
  std::function<tensor::Tensor()> create;
  std::function<void(const tensor::Tensor& dataset, const tensor::Tensor& iterator)> make;
};
void set_iterator_runtime(IteratorRuntime rt);
/// The installed iterator runtime; OpError(Internal) when tf.data installed none.
const IteratorRuntime& iterator_runtime();

/// Forgets every token and the dataset runtime (at the start of each run).
void reset_host_functions();

}  // namespace tfplay::graph
