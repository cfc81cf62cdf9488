// The op registry: every TF op tfplay knows, declared once (ops_math.cpp, ops_array.cpp,
// ops_logging.cpp), plus the checks graph construction runs on an op's inputs.
//
// Registration is explicit (`register_*_ops` called by `OpRegistry::global()`), not through
// static initializers: tfplay_core is a static library and unreferenced registration objects
// would be dropped by the linker.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "core/graph/op_def.h"

namespace tfplay::graph {

class OpRegistry {
 public:
  /// The registry holding every tfplay op (built on first use).
  static const OpRegistry& global();

  void add(OpDef def);
  /// nullptr when unknown.
  const OpDef* find(const std::string& name) const;
  /// Throws OpError(NotFound) "Op type not registered 'Foo' in binary ..." when unknown.
  const OpDef& get(const std::string& name) const;
  /// Every registered op name, sorted.
  std::vector<std::string> names() const;

 private:
  // Hashed: eager execution and graph building look an op up by name on every call.
  std::unordered_map<std::string, std::unique_ptr<OpDef>> ops_;
};

void register_math_ops(OpRegistry& r);
void register_array_ops(OpRegistry& r);
void register_logging_ops(OpRegistry& r);
void register_functional_ops(OpRegistry& r);
void register_index_ops(OpRegistry& r);  // ops_index.cpp: StridedSlice, GatherV2, Tile, ...
void register_nn_ops(OpRegistry& r);     // ops_nn.cpp: Relu, Softmax, random, strings, ...
void register_stateless_random_ops(OpRegistry& r);  // ops_stateless_random.cpp: StatelessRandom*V2, StatelessMultinomial, ...
void register_script_ops(OpRegistry& r);  // ops_script.cpp: EagerPyFunc, PyFunc, PyFuncStateless
void register_dataset_ops(OpRegistry& r);  // ops_dataset.cpp: MapDataset, BatchDatasetV2, ... over handles
void register_ragged_ops(OpRegistry& r);  // ops_ragged.cpp: RaggedTensorToVariant, RaggedTensorFromVariant, RaggedRange
void register_optional_ops(OpRegistry& r);  // ops_optional.cpp: OptionalFromValue, OptionalGetValue, IteratorGetNextAsOptional, ...
void register_list_ops(OpRegistry& r);   // ops_list.cpp: the TensorList ops of graph-mode tf.TensorArray
void register_resource_ops(OpRegistry& r);  // ops_resource.cpp: VarHandleOp, ReadVariableOp, Assign*VariableOp
void register_summary_ops(OpRegistry& r);   // ops_summary.cpp: SummaryWriter, WriteSummary
void register_reorder_ops(OpRegistry& r);  // ops_reorder.cpp: TopKV2, Unique, ReverseV2, Roll, Pad, MirrorPad
void register_space_batch_ops(OpRegistry& r);  // ops_space_batch.cpp: SpaceToBatchND, BatchToSpaceND, SpaceToBatch, BatchToSpace
void register_segment_ops(OpRegistry& r);  // ops_segment.cpp: SegmentSum/Mean/Max/Min/Prod, UnsortedSegment*
void register_count_ops(OpRegistry& r);  // ops_count.cpp: Bucketize, Bincount, DenseBincount
void register_string_ops(OpRegistry& r);  // ops_string.cpp: string hash, parse, format, split, join, regex ops
void register_lookup_ops(OpRegistry& r);  // ops_lookup.cpp: HashTableV2, LookupTableImportV2, LookupTableFindV2, ...
void register_scatter_ops(OpRegistry& r);  // ops_scatter.cpp: GatherNd, ScatterNd, TensorScatter*, bitwise, NoOp, ...
void register_einsum_op(OpRegistry& r);    // ops_einsum.cpp: Einsum
void register_gradient_ops(OpRegistry& r);
void register_linalg_ops(OpRegistry& r);      // ops_linalg.cpp: Qr, MatrixDiagPartV3, MatrixSetDiagV3, Cross
void register_linalg_solve_ops(OpRegistry& r);  // ops_linalg_solve.cpp: MatrixDeterminant, MatrixInverse, MatrixSolve, Cholesky, Lu, ...
void register_linalg_eig_ops(OpRegistry& r);    // ops_linalg_eig.cpp: SelfAdjointEigV2, Svd, MatrixSolveLs
void register_image_ops(OpRegistry& r);       // ops_image.cpp: ResizeBilinear, ResizeNearestNeighbor, ImageProjectiveTransformV3
void register_colorspace_ops(OpRegistry& r);  // ops_colorspace.cpp: RGBToHSV, HSVToRGB
void register_search_ops(OpRegistry& r);      // ops_search.cpp: LowerBound, UpperBound, InTopKV2
void register_conv_ops(OpRegistry& r);        // ops_conv.cpp: Conv2D and its backprops, MaxPool, AvgPool, BiasAdd, ShapeN
void register_depthwise_ops(OpRegistry& r);   // ops_conv.cpp: DepthwiseConv2dNative and its backprops
void register_activation_ops(OpRegistry& r);  // ops_activation.cpp: Relu6, LeakyRelu, Elu, Selu, Softplus, Softsign, Erf, IdentityN  // ops_grad.cpp: BroadcastGradientArgs, StopGradient, ReluGrad, SigmoidGrad, ...
/// Forgets the random ops' generators (TF's eager kernel cache, cleared by tf.random.set_seed
/// and at the start of each run).
void reset_random_kernels();

/// One instantiation of a function library's kernels. TF gives each tf.data iterator a program
/// or graph makes its own copy of the function library (AnonymousIteratorHandleOp clones it), so
/// a seeded random op in a map function starts its generator again in every such iterator: each
/// epoch over the same dataset draws the same numbers. While a `KernelInstance::Active` is alive,
/// the stateful random ops that run draw from this instance's generators, which it forgets when
/// it is destroyed.
class KernelInstance {
 public:
  KernelInstance();
  ~KernelInstance();
  KernelInstance(const KernelInstance&) = delete;
  KernelInstance& operator=(const KernelInstance&) = delete;
  /// Makes `instance` the current one for its lifetime (scopes nest).
  class Active {
   public:
    explicit Active(const KernelInstance& instance);
    ~Active();
    Active(const Active&) = delete;
    Active& operator=(const Active&) = delete;

   private:
    uint64_t previous_;
  };

 private:
  uint64_t id_;
};

// ---- graph-construction checks (tensorflow/python/framework/op_def_library.py) -------------

/// Infers type attrs ("T", "N", list(type)) from the input dtypes, checks them and fills
/// defaults. `input_dtypes` is flat: list arguments contribute their elements in order.
/// `attrs` holds the attrs the caller sets explicitly (e.g. DstT for Cast, axis for Pack).
/// Throws tensor::OpTypeError with TF's graph text, e.g.
///   "Input 'y' of 'AddV2' Op has type float32 that does not match type int32 of argument 'x'."
///   "Value passed to parameter 'x' has DataType bool not in list of allowed values: ..."
///   "Tensors in list passed to 'values' of 'Pack' Op have types [int32, float32] that don't all match."
/// Returns the completed attrs.
AttrMap check_inputs_for_graph(const OpDef& op, const std::vector<DType>& input_dtypes,
                               const AttrMap& attrs = {});

/// Runs op.shape_fn. Input values may be nullptr (unknown at graph-build time).
std::vector<OutputSpec> infer_outputs(const OpDef& op, const AttrMap& attrs,
                                      const std::vector<DType>& input_dtypes,
                                      const std::vector<TensorShape>& input_shapes,
                                      const std::vector<const Tensor*>& input_values);

/// TF's SummarizeNodeDef text: `{{node add}} = AddV2[T=DT_INT32](x, y)` (attrs sorted by name,
/// list(type) as `[DT_INT32, DT_FLOAT]`, strings quoted, bools `true`/`false`).
std::string node_summary(const std::string& node_name, const OpDef& op, const AttrMap& attrs,
                         const std::vector<std::string>& input_names);

/// The ValueError text TF raises when a shape function fails during graph construction:
/// `{core} for '{{node add}} = AddV2[T=DT_INT32](x, y)' with input shapes: [2], [3].`
/// When the op's shape function reads constant inputs (`input_values`, known ones non-null),
/// InferenceContext::AttachContext adds them: ` and with computed input tensors: input[1] = <5>`
/// and ` and with input tensors computed as partial shapes: input[1] = [2,?]`.
std::string shape_error_text(const std::string& core_message, const std::string& node_name,
                             const OpDef& op, const AttrMap& attrs,
                             const std::vector<std::string>& input_names,
                             const std::vector<TensorShape>& input_shapes,
                             const std::vector<const Tensor*>& input_values = {});

// ---- helpers for op declarations (ops_common.cpp) -----------------------------------------

/// Shape function of broadcasting binary ops (common_shape_fns.cc BroadcastBinaryOpShapeFn):
/// "Dimensions must be equal, but are 2 and 3" on mismatch.
TensorShape broadcast_shape(const TensorShape& x, const TensorShape& y);
/// Index of the first input of argument `arg` in the flat input list, and its length.
struct ArgRange {
  int start;
  int length;
};
ArgRange input_range(const OpDef& op, const AttrMap& attrs, const std::string& arg);
/// The name op_def_library._ExtractInputsAndAttrs converts flat input `index` of `total` under:
/// its argument's name ("y"), or "<name>_<k>" for the k-th item of a list argument
/// (ops.internal_convert_n_to_tensor). Empty when `op` declares fewer inputs.
std::string input_conversion_name(const OpDef& op, const AttrMap& attrs, int total, int index);

/// The tfplay dtypes named in a TF allowed-type list ("bfloat16, float16, float32, ...");
/// names tfplay lacks (bfloat16, complex64, uint16, ...) are skipped.
std::vector<DType> dtypes_in(const std::string& allowed_text);
/// Declaration shorthands.
/// They take string_views so that a call with literals builds no std::string temporaries
/// (a few hundred bytes of wasm code per op; docs/engine-size.md).
ArgDef arg(std::string_view name, std::string_view type_attr);
ArgDef fixed_arg(std::string_view name, DType type);
ArgDef list_arg(std::string_view name, std::string_view number_attr, std::string_view type_attr);
/// A list of tensors whose dtypes a list(type) attr gives ("Tin", "Tout").
ArgDef type_list_arg(std::string_view name, std::string_view type_list_attr);
AttrDef type_attr(std::string_view name, std::string_view allowed_text,
                  std::optional<DType> default_type = std::nullopt);
AttrDef plain_attr(std::string_view name, std::string_view type,
                   std::optional<AttrValue> default_value = std::nullopt);
/// The resource of type R that DT_RESOURCE input `index` refers to (TF's LookupResource);
/// throws OpError(InvalidArgument) "Trying to access resource using the wrong type" for any
/// other tensor or resource.
template <typename R> R& input_resource(const KernelContext& c, std::size_t index = 0) {
  const Tensor& h = c.inputs.at(index);
  auto* r = h.dtype() == DType::Resource ? dynamic_cast<R*>(h.resource().get()) : nullptr;
  if (!r) throw tensor::invalid_argument("Trying to access resource using the wrong type");
  return *r;
}
/// Output spec whose dtype is the value of type attr `attr`.
DType attr_dtype(const AttrMap& attrs, const std::string& attr);

}  // namespace tfplay::graph
