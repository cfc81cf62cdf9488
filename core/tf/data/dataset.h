// The tf.data pipeline: immutable dataset nodes that make iterators over elements
// (tensorflow/core/kernels/data/*_dataset_op.cc, in C++ over tfplay's tensors).
//
// An element is the flat list of its component tensors; the element spec (a nest of
// TensorSpec objects, TF's `element_spec`) says how they nest. Map and filter functions are
// traced graphs (structured_function.h) run once per element.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/function/structured_function.h"
#include "core/python/object.h"
#include "core/tensor/kernels_random.h"
#include "core/tensor/op_error.h"
#include "core/tensor/tensor.h"

namespace tfplay::tf::data {

using Element = std::vector<tensor::Tensor>;

/// random::SingleSampleAdapter<PhiloxRandom> over its own Philox(seed, seed2): the outputs one
/// uint32 at a time (the random datasets' draws and their seed generators).
class PhiloxSamples {
 public:
  PhiloxSamples(uint64_t seed, uint64_t seed2) : philox_(seed, seed2) {}
  uint32_t next() {
    if (used_ == 4) {
      philox_.next(block_);
      used_ = 0;
    }
    return block_[used_++];
  }

 private:
  tensor::Philox philox_;
  uint32_t block_[4] = {0, 0, 0, 0};
  int used_ = 4;
};

/// errors::DataLoss from a dataset kernel (PaddedBatchDataset padding to a smaller size).
/// tensor::OpError has no DATA_LOSS code: an eager iterator raises tf.errors.DataLossError for
/// this one; anywhere else it counts as an InvalidArgument error.
struct DataLossError : tensor::OpError {
  explicit DataLossError(const std::string& message) : tensor::OpError(tensor::OpError::Code::InvalidArgument, message) {}
};

/// TF's cardinality constants (tf.data.INFINITE_CARDINALITY, tf.data.UNKNOWN_CARDINALITY).
constexpr int64_t kInfinite = -1;
constexpr int64_t kUnknown = -2;

class Iterator {
 public:
  virtual ~Iterator() = default;
  /// The next element, or nullopt at the end (OpError for kernel failures).
  virtual std::optional<Element> next() = 0;
};

/// One dataset: what Python sees as a tf.data.Dataset object holds a shared_ptr to it.
struct Dataset {
  std::string class_name;  ///< TF's Python class, e.g. "_TensorSliceDataset"
  py::Ref element_spec;    ///< nest of TensorSpec objects
  /// Built over a tf.function's dataset argument: only the graph can run it (its handle).
  bool deferred = false;
  virtual ~Dataset() = default;
  virtual std::unique_ptr<Iterator> make_iterator() const = 0;
  /// The static number of elements, kInfinite or kUnknown (DatasetBase::Cardinality).
  virtual int64_t cardinality() const = 0;
};
using DatasetPtr = std::shared_ptr<const Dataset>;

/// A kernel's seed attributes: a pair of 0 and 0 means "random" (RandomSeeds in
/// random_seed_ops.h), a new pair drawn from the machine's entropy, so an unseeded random
/// dataset has a new order in every dataset and every run, as in TF. Defined in
/// dataset_sampling.cpp.
std::pair<int64_t, int64_t> resolve_seeds(int64_t seed, int64_t seed2);

/// A new dataset node of type D (a Dataset) with its Python class and element_spec: the first
/// lines of every factory below.
template <class D>
std::shared_ptr<D> new_dataset(std::string class_name, py::Ref element_spec) {
  auto d = std::make_shared<D>();
  d->class_name = std::move(class_name);
  d->element_spec = std::move(element_spec);
  return d;
}

/// An iterator as a program or a graph makes one (iter(dataset), AnonymousIteratorV3 with
/// MakeIterator, Dataset.reduce): TF gives it its own copy of the function library, so the
/// random kernels of its dataset functions start afresh for each such iterator (a seeded random
/// op in Dataset.map repeats its numbers in every epoch), and carry on across the inner
/// iterators it makes (Dataset.repeat continues the stream).
std::unique_ptr<Iterator> make_root_iterator(const DatasetPtr& dataset);

// ---- sources (from_tensor_slices_op.py, from_tensors_op.py, range_op.py) ----------------------
/// Slices of `components` along their first dimension (all the same size).
DatasetPtr tensor_slice_dataset(std::vector<tensor::Tensor> components, py::Ref element_spec);
DatasetPtr tensor_dataset(std::vector<tensor::Tensor> components, py::Ref element_spec);
/// start, start + step, ... before stop; element_spec TensorSpec(shape=(), dtype=dtype).
DatasetPtr range_dataset(int64_t start, int64_t stop, int64_t step, tensor::DType dtype);

// ---- transformations ---------------------------------------------------------------------------
/// `fn`'s graph runs on each element; the element_spec is its output structure.
DatasetPtr map_dataset(DatasetPtr input, function::StructuredFunction fn);
/// `predicate` returns one bool scalar.
DatasetPtr filter_dataset(DatasetPtr input, function::StructuredFunction predicate);
/// Stacks `batch_size` consecutive elements (the last batch may be smaller unless
/// `drop_remainder`). Components whose shapes differ raise InvalidArgumentError while
/// iterating ("Cannot batch tensors with different shapes in component 0. ...").
DatasetPtr batch_dataset(DatasetPtr input, int64_t batch_size, bool drop_remainder);
/// Fills a buffer of `buffer_size` elements (-2: the whole input) and yields a random one, in
/// TF's order for the kernel seeds (seed, seed2) that random_seed.get_seed gives
/// (ShuffleDatasetV3's algorithm and seed generators). `reshuffle_each_iteration` draws new
/// seeds for every iterator; without it every pass has the same order.
DatasetPtr shuffle_dataset(DatasetPtr input, int64_t buffer_size, int64_t seed, int64_t seed2,
                           bool reshuffle_each_iteration);
/// count < 0 repeats forever.
DatasetPtr repeat_dataset(DatasetPtr input, int64_t count);
/// count < 0 takes everything.
DatasetPtr take_dataset(DatasetPtr input, int64_t count);
/// count < 0 skips everything.
DatasetPtr skip_dataset(DatasetPtr input, int64_t count);
/// prefetch: the same elements (tfplay runs the pipeline synchronously).
DatasetPtr prefetch_dataset(DatasetPtr input);
/// In-memory cache: the first complete pass reads the input, later passes replay it.
DatasetPtr cache_dataset(DatasetPtr input);
/// Tuples of one element from each input, until the shortest ends.
DatasetPtr zip_dataset(std::vector<DatasetPtr> inputs, py::Ref element_spec);

/// A component's rows, for unbatch: throws OpError (InvalidArgument) for a component that has
/// none (a scalar).
using RowSplitter = std::function<std::vector<tensor::Tensor>(const tensor::Tensor&)>;
/// Splits each element along its first dimension (UnbatchDatasetOp). `known_batch` is the
/// static leading dimension all components share, or -1 (it makes the cardinality known).
/// `split_rows` gives a component's rows (RaggedTensor components, dataset_ragged.cpp); by
/// default a dense tensor's, along axis 0.
DatasetPtr unbatch_dataset(DatasetPtr input, py::Ref element_spec, int64_t known_batch, RowSplitter split_rows = nullptr);
/// PaddedBatchDatasetV2: stacks `batch_size` elements, each component padded to
/// `padded_shapes[c]` (-1: the largest size in the batch) with the scalar `padding_values[c]`.
/// An element larger than its padded shape, or of another rank, raises InvalidArgumentError
/// while iterating.
DatasetPtr padded_batch_dataset(DatasetPtr input, int64_t batch_size, std::vector<std::vector<int64_t>> padded_shapes,
                                std::vector<tensor::Tensor> padding_values, bool drop_remainder, py::Ref element_spec);
/// A source whose iterators come from `open` (Dataset.from_generator's _FlatMapDataset over a
/// Python generator: each iterator calls the generator again, lazily, at its first element).
/// Its cardinality is unknown.
DatasetPtr generator_dataset(std::function<std::unique_ptr<Iterator>()> open, py::Ref element_spec);

/// The dataset a tf.function trace sees for a dataset argument (TF's _VariantDataset): only its
/// element_spec is known; iterating it outside a dataset loop raises OpError(Unimplemented).
DatasetPtr variant_dataset(py::Ref element_spec);

/// The input's elements, then `other`'s (ConcatenateDatasetOp). Cardinality: infinite when
/// either is, else unknown when either is, else the sum.
DatasetPtr concatenate_dataset(DatasetPtr input, DatasetPtr other, py::Ref element_spec);
/// The elements at positions index, index + num_shards, ... (ShardDatasetOp; num_shards > 0 and
/// 0 <= index < num_shards are checked by the caller). Cardinality n / num_shards, plus one
/// when index < n % num_shards.
DatasetPtr shard_dataset(DatasetPtr input, int64_t num_shards, int64_t index);

// ---- more transformations (dataset_more.cpp) ----------------------------------------------------
/// TakeWhileDataset: the input's elements until `predicate` (one bool scalar) is first false.
/// Cardinality unknown.
DatasetPtr take_while_dataset(DatasetPtr input, function::StructuredFunction predicate);
/// UniqueDataset: each value of the single int32/int64/string component once, in first-seen
/// order. Cardinality unknown.
DatasetPtr unique_dataset(DatasetPtr input);
/// IgnoreErrorsDataset: the input's elements, skipping any whose computation raised an OpError.
/// Cardinality unknown.
DatasetPtr ignore_errors_dataset(DatasetPtr input);
/// ScanDataset: `fn` maps (state..., element...) to (new state..., output...); the first
/// `initial_state.size()` outputs are the next state. Cardinality: the input's.
DatasetPtr scan_dataset(DatasetPtr input, function::StructuredFunction fn, std::vector<tensor::Tensor> initial_state,
                        py::Ref element_spec);

// ---- datasets of datasets (dataset_nested.cpp) -----------------------------------------------------
// TF keeps a dataset inside an element as a variant tensor; tfplay uses the string scalar that
// names it in the run's dataset table (the handle of a dataset object, dataset_module.cpp).

/// Registers `d` in the run's dataset table: its handle, a string scalar ("dataset_7").
tensor::Tensor handle_of(DatasetPtr d);
/// The dataset a handle names; OpError(InvalidArgument) for an unknown handle.
DatasetPtr dataset_of_handle(const tensor::Tensor& handle);

/// WindowDatasetOp: each element holds, per input component, the handle of a finite dataset of
/// up to `size` input elements `stride` apart; window k starts at input element k * shift.
/// With `drop_remainder` short windows are dropped. Arguments must be positive (caller checks).
DatasetPtr window_dataset(DatasetPtr input, int64_t size, int64_t shift, int64_t stride, bool drop_remainder,
                          py::Ref element_spec);
/// FlatMapDataset: `fn` maps each input element to a dataset handle; the output is those
/// datasets' elements (of `element_spec`) one after the other. Cardinality unknown.
DatasetPtr flat_map_dataset(DatasetPtr input, function::StructuredFunction fn, py::Ref element_spec);
/// InterleaveDataset: `cycle_length` mapped datasets open at once, `block_length` elements
/// taken from each in turn; a finished one is replaced by the next input element's (positive
/// lengths, checked by the caller). Cardinality unknown, except that a `parallel` one
/// (ParallelInterleaveDatasetV4's CardinalityInternal) over an infinite input is infinite.
DatasetPtr interleave_dataset(DatasetPtr input, function::StructuredFunction fn, int64_t cycle_length,
                              int64_t block_length, py::Ref element_spec, bool parallel = false);

/// A finite dataset of the given elements (window_dataset.cc's WindowDataset), Python class
/// `class_name`: a group_by_window window, what Dataset.load reads back, or the slices of
/// RaggedTensor components (dataset_ragged.cpp).
DatasetPtr elements_dataset(std::vector<Element> elements, py::Ref element_spec, const std::string& class_name);

// ---- choosing, grouping, random, asserting (dataset_sampling.cpp) ---------------------------------
/// DirectedInterleaveDataset: each selector element (an int64 scalar k) yields the next element
/// of input k; an exhausted input is skipped (or ends the dataset when `stop_on_empty`); the
/// dataset ends when the selector or every input does. InvalidArgumentError "Selector index out
/// of range: k >= n". Cardinality: infinite when an input is, else unknown.
DatasetPtr directed_interleave_dataset(DatasetPtr selector, std::vector<DatasetPtr> inputs, bool stop_on_empty,
                                       py::Ref element_spec);
/// GroupByWindowDataset: elements are grouped by `key_fn` (an int64 scalar); a group that
/// reaches `window_size_fn(key)` elements is passed with its key to `reduce_fn` (key, dataset
/// handle -> dataset handle; one for all keys, or one per key 0..n-1), whose elements are the
/// output; at the end of the input the rest are reduced in key order. Cardinality unknown.
DatasetPtr group_by_window_dataset(DatasetPtr input, function::StructuredFunction key_fn,
                                   std::vector<function::StructuredFunction> reduce_fns,
                                   function::StructuredFunction window_size_fn, py::Ref element_spec);
/// GroupByReducerDataset: each input element's `key_fn` key (an int64 scalar) selects a state,
/// made by `init_fn(key)` the first time and updated by `reduce_fn(state..., element...)`; when
/// the input ends, `finalize_fn(state...)` of each key, keys in increasing order, are the
/// elements. Cardinality unknown.
DatasetPtr group_by_reducer_dataset(DatasetPtr input, function::StructuredFunction key_fn, function::StructuredFunction init_fn,
                                    function::StructuredFunction reduce_fn, function::StructuredFunction finalize_fn,
                                    py::Ref element_spec);
/// RandomDataset: an infinite stream of int64 scalars, each one uint32 of Philox(seed, seed2)
/// (SingleSampleAdapter), as TF's kernel draws them; seeds (0, 0) mean nondeterministic. With
/// `rerandomize` each new iterator draws its seeds from a generator over (seed, seed2).
DatasetPtr random_dataset(int64_t seed, int64_t seed2, bool rerandomize, py::Ref element_spec);
/// AssertCardinalityDataset: the input's elements; FailedPreconditionError when it has fewer or
/// more than `expected`. Cardinality: `expected`.
DatasetPtr assert_cardinality_dataset(DatasetPtr input, int64_t expected);

}  // namespace tfplay::tf::data
