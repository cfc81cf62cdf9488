// tf.math segment reductions over the Segment*/UnsortedSegment* ops (core/graph/ops_segment.cpp).
#include "core/tf/segment_api.h"

#include "core/function/tensor_object.h"
#include "core/python/runtime.h"
#include "core/tf/call_args.h"
#include "core/tf/convert.h"
#include "core/tf/module_helpers.h"
#include "core/tf/op_scope.h"
#include "core/tf/tensor_ops.h"

namespace tfplay::tf {

using py::CallArgs;
using py::Ref;

namespace {

// math_ops._unsorted_segment_N: how many ids name each segment (at least 1), shaped to broadcast
// against the segment sums.
Ref unsorted_segment_n(const Ref& data, const Ref& ids, const Ref& num) {
  const tensor::DType dt = function::as_tensor(data.get())->dtype;
  Ref ids_shape = apply_op1("Shape", {ids}, {{"out_type", tensor::DType::Int32}});
  // array_ops.ones' constant(1, dtype=dtype): TypeError for string data.
  Ref ones = apply_op1("Fill", {ids_shape, convert_to_tensor(py::Int(1), dt)}, {}, py::Str("ones"));
  Ref n = apply_op1("UnsortedSegmentSum", {ones, ids, num});
  const tensor::DType num_dt = function::as_tensor(num.get())->dtype;
  Ref rank_gap = apply_op1("Sub", {apply_op1("Rank", {data}), apply_op1("Rank", {ids})});
  Ref tail = apply_op1("Fill", {apply_op1("ExpandDims", {rank_gap, py::Int(0)}),
                                function::make_eager(tensor::Tensor::scalar_of(num_dt, 1))}, {}, py::Str("ones_1"));
  Ref shape = apply_op1("ConcatV2", {py::List({apply_op1("ExpandDims", {num, py::Int(0)}), tail}), py::Int(0)});
  n = apply_op1("Reshape", {n, shape});
  return apply_op1("Maximum", {n, function::make_eager(tensor::Tensor::scalar_of(dt, 1))});
}

// math_ops.unsorted_segment_mean: the segment sums divided by the counts.
Ref unsorted_segment_mean(CallArgs& a) {
  OpScope s(arg(a, 3, "name"), "UnsortedSegmentMean");
  Ref data = convert_to_tensor(require(a, 0, "data", "unsorted_segment_mean"), std::nullopt);
  Ref ids = convert_to_tensor(require(a, 1, "segment_ids", "unsorted_segment_mean"), std::nullopt);
  Ref num = convert_to_tensor(require(a, 2, "num_segments", "unsorted_segment_mean"), std::nullopt);
  Ref n = unsorted_segment_n(data, ids, num);
  Ref summed = apply_op1("UnsortedSegmentSum", {data, ids, num});
  return truediv(summed, n);  // `summed / N`: ints divide as floats (float64 for int32/int64)
}

// math_ops.unsorted_segment_sqrt_n: `summed / gen_math_ops.sqrt(N)`, so integer data fails in
// the Sqrt op (its T has no integers).
Ref unsorted_segment_sqrt_n(CallArgs& a) {
  OpScope s(arg(a, 3, "name"), "UnsortedSegmentSqrtN");
  Ref data = convert_to_tensor(require(a, 0, "data", "unsorted_segment_sqrt_n"), std::nullopt);
  Ref ids = convert_to_tensor(require(a, 1, "segment_ids", "unsorted_segment_sqrt_n"), std::nullopt);
  Ref num = convert_to_tensor(require(a, 2, "num_segments", "unsorted_segment_sqrt_n"), std::nullopt);
  Ref n = unsorted_segment_n(data, ids, num);
  Ref summed = apply_op1("UnsortedSegmentSum", {data, ids, num});
  return truediv(summed, apply_op1("Sqrt", {n}));
}

}  // namespace

void install_segment_ops(const Ref& tf) {
  Ref math = tf->dict->get("math");
  static const std::pair<const char*, const char*> kSorted[] = {{"segment_sum", "SegmentSum"},
                                                                {"segment_mean", "SegmentMean"},
                                                                {"segment_max", "SegmentMax"},
                                                                {"segment_min", "SegmentMin"},
                                                                {"segment_prod", "SegmentProd"}};
  for (const auto& [py_name, op] : kSorted) {
    const std::string fn = py_name, op_type = op;
    def(math, fn, [fn, op_type](CallArgs& a) -> Ref {
      return apply_op1(op_type, {require(a, 0, "data", fn.c_str()), require(a, 1, "segment_ids", fn.c_str())}, {}, arg(a, 2, "name"));
    });
  }
  static const std::pair<const char*, const char*> kUnsorted[] = {{"unsorted_segment_sum", "UnsortedSegmentSum"},
                                                                  {"unsorted_segment_max", "UnsortedSegmentMax"},
                                                                  {"unsorted_segment_min", "UnsortedSegmentMin"},
                                                                  {"unsorted_segment_prod", "UnsortedSegmentProd"}};
  for (const auto& [py_name, op] : kUnsorted) {
    const std::string fn = py_name, op_type = op;
    def(math, fn, [fn, op_type](CallArgs& a) -> Ref {
      return apply_op1(op_type,
                       {require(a, 0, "data", fn.c_str()), require(a, 1, "segment_ids", fn.c_str()),
                        require(a, 2, "num_segments", fn.c_str())},
                       {}, arg(a, 3, "name"));
    });
  }
  def(math, "unsorted_segment_mean", unsorted_segment_mean);
  def(math, "unsorted_segment_sqrt_n", unsorted_segment_sqrt_n);
}

}  // namespace tfplay::tf
