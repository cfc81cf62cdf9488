// The API table (api_table.h): for each TF module and class tfplay covers, every public member
// TF 2.20 has, with the signature of each function and method. It follows TF's API golden files
// (tensorflow/tools/api/golden/v2/*.pbtxt: tests/api/golden holds the copies and says which commit
// each is from) and, where those are older than 2.20, TF 2.20's Python source
// (tests/api/corrections.json). A golden lists keyword-only parameters as ordinary ones; the
// table writes them after `*` as the source does. The format is described in api_table.cpp.
namespace tfplay::tf {

extern const char* const kTfApiTable;
const char* const kTfApiTable = R"TABLE(module tf
AggregationMethod: class
Assert(condition, data, summarize=None, name=None)
CriticalSection: class
DType: class
DeviceSpec: class
GradientTape: class
Graph: class
IndexedSlices: class
IndexedSlicesSpec: class
Module: class
Operation: class
OptionalSpec: class
RaggedTensor: class
RaggedTensorSpec: class
RegisterGradient: class
SparseTensor: class
SparseTensorSpec: class
Tensor: class
TensorArray: class
TensorArraySpec: class
TensorShape: class
TensorSpec: class
TypeSpec: class
UnconnectedGradients: class
Variable: class
VariableAggregation: class
VariableSynchronization: class
abs(x, name=None)
acos(x, name=None)
acosh(x, name=None)
add(x, y, name=None)
add_n(inputs, name=None)
approx_top_k(input, k, reduction_dimension=-1, recall_target=0.95, is_max_k=True, reduction_input_size_override=-1, aggregate_to_topk=True, name=None)
argmax(input, axis=None, output_type=tf.int64, name=None)
argmin(input, axis=None, output_type=tf.int64, name=None)
argsort(values, axis=-1, direction='ASCENDING', stable=False, name=None)
as_dtype(type_value)
as_string(input, precision=-1, scientific=False, shortest=False, width=-1, fill='', name=None)
asin(x, name=None)
asinh(x, name=None)
assert_equal(x, y, message=None, summarize=None, name=None)
assert_greater(x, y, message=None, summarize=None, name=None)
assert_less(x, y, message=None, summarize=None, name=None)
assert_rank(x, rank, message=None, name=None)
atan(x, name=None)
atan2(y, x, name=None)
atanh(x, name=None)
audio: module
autodiff: module
autograph: module
batch_to_space(input, block_shape, crops, name=None)
bfloat16: value
bitcast(input, type, name=None)
bitwise: module
bool: value
boolean_mask(tensor, mask, axis=None, name='boolean_mask')
broadcast_dynamic_shape(shape_x, shape_y)
broadcast_static_shape(shape_x, shape_y)
broadcast_to(input, shape, name=None)
case(pred_fn_pairs, default=None, exclusive=False, strict=False, name='case')
cast(x, dtype, name=None)
clip_by_global_norm(t_list, clip_norm, use_norm=None, name=None)
clip_by_norm(t, clip_norm, axes=None, name=None)
clip_by_value(t, clip_value_min, clip_value_max, name=None)
compat: module
complex(real, imag, name=None)
complex128: value
complex64: value
concat(values, axis, name='concat')
cond(pred, true_fn=None, false_fn=None, name=None)
config: module
constant(value, dtype=None, shape=None, name='Const')
constant_initializer: class
control_dependencies(control_inputs)
conv(input, filter, strides, padding, explicit_paddings=[], data_format='CHANNELS_LAST', dilations=[], batch_dims=1, groups=1, name=None)
conv2d_backprop_filter_v2(input, filter, out_backprop, strides, padding, use_cudnn_on_gpu=True, explicit_paddings=[], data_format='NHWC', dilations=[1, 1, 1, 1], name=None)
conv2d_backprop_input_v2(input, filter, out_backprop, strides, padding, use_cudnn_on_gpu=True, explicit_paddings=[], data_format='NHWC', dilations=[1, 1, 1, 1], name=None)
convert_to_tensor(value, dtype=None, dtype_hint=None, name=None)
cos(x, name=None)
cosh(x, name=None)
cumsum(x, axis=0, exclusive=False, reverse=False, name=None)
custom_gradient(f=None)
data: module
debugging: module
device(device_name)
distribute: module
divide(x, y, name=None)
double: value
dtypes: module
dynamic_partition(data, partitions, num_partitions, name=None)
dynamic_stitch(indices, data, name=None)
edit_distance(hypothesis, truth, normalize=True, name='edit_distance')
eig(tensor, name=None)
eigvals(tensor, name=None)
einsum(equation, *inputs, **kwargs)
ensure_shape(x, shape, name=None)
equal(x, y, name=None)
errors: module
executing_eagerly()
exp(x, name=None)
expand_dims(input, axis, name=None)
experimental: module
extract_volume_patches(input, ksizes, strides, padding, name=None)
eye(num_rows, num_columns=None, batch_shape=None, dtype=tf.float32, name=None)
feature_column: module
fftnd(input, fft_length, axes, name=None)
fill(dims, value, name=None, layout=None)
fingerprint(data, method='farmhash64', name=None)
float16: value
float32: value
float64: value
floor(x, name=None)
foldl(fn, elems, initializer=None, parallel_iterations=10, back_prop=True, swap_memory=False, name=None)
foldr(fn, elems, initializer=None, parallel_iterations=10, back_prop=True, swap_memory=False, name=None)
function(func=None, input_signature=None, autograph=True, jit_compile=None, reduce_retracing=False, experimental_implements=None, experimental_autograph_options=None, experimental_attributes=None, experimental_relax_shapes=None, experimental_compile=None, experimental_follow_type_hints=None)
gather(params, indices, validate_indices=None, axis=None, batch_dims=0, name=None)
gather_nd(params, indices, batch_dims=0, name=None)
get_current_name_scope()
get_logger()
get_static_value(tensor, partial=False)
grad_pass_through(f)
gradients(ys, xs, grad_ys=None, name='gradients', gate_gradients=False, aggregation_method=None, stop_gradients=None, unconnected_gradients=tf.UnconnectedGradients.NONE)
graph_util: module
greater(x, y, name=None)
greater_equal(x, y, name=None)
group(*inputs, **kwargs)
guarantee_const(input, name=None)
half: value
hessians(ys, xs, gate_gradients=False, aggregation_method=None, name='hessians')
histogram_fixed_width(values, value_range, nbins=100, dtype=tf.int32, name=None)
histogram_fixed_width_bins(values, value_range, nbins=100, dtype=tf.int32, name=None)
identity(input, name=None)
identity_n(input, name=None)
ifftnd(input, fft_length, axes, name=None)
image: module
import_graph_def(graph_def, input_map=None, return_elements=None, name=None, op_dict=None, producer_op_list=None)
init_scope()
initializers: module
inside_function()
int16: value
int32: value
int64: value
int8: value
io: module
irfftnd(input, fft_length, axes, Treal=tf.float32, name=None)
is_symbolic_tensor(tensor)
is_tensor(x)
keras: lazy
less(x, y, name=None)
less_equal(x, y, name=None)
linalg: module
linspace(start, stop, num, name=None, axis=0)
lite: module
load_library(library_location)
load_op_library(library_filename)
logical_and(x, y, name=None)
logical_not(x, name=None)
logical_or(x, y, name=None)
lookup: module
losses: module
make_ndarray(tensor)
make_tensor_proto(values, dtype=None, shape=None, verify_shape=False, allow_broadcast=False)
map_fn(fn, elems, dtype=None, parallel_iterations=None, back_prop=True, swap_memory=False, infer_shape=True, name=None, fn_output_signature=None)
math: module
matmul(a, b, transpose_a=False, transpose_b=False, adjoint_a=False, adjoint_b=False, a_is_sparse=False, b_is_sparse=False, output_type=None, grad_a=False, grad_b=False, name=None)
matrix_square_root(input, name=None)
maximum(x, y, name=None)
meshgrid(*args, **kwargs)
metrics: module
minimum(x, y, name=None)
mlir: module
multiply(x, y, name=None)
name_scope: class
negative(x, name=None)
nest: module
newaxis = None
nn: module
no_gradient(op_type)
no_op(name=None)
nondifferentiable_batch_function(num_batch_threads, max_batch_size, batch_timeout_micros, allowed_batch_sizes=None, max_enqueued_batches=10, autograph=True, enable_large_batch_splitting=True)
norm(tensor, ord='euclidean', axis=None, keepdims=None, name=None)
not_equal(x, y, name=None)
numpy_function(func=None, inp=None, Tout=None, stateful=True, name=None)
one_hot(indices, depth, on_value=None, off_value=None, axis=None, dtype=None, name=None)
ones(shape, dtype=tf.float32, name=None, layout=None)
ones_initializer: class
ones_like(input, dtype=None, name=None, layout=None)
optimizers: module
pad(tensor, paddings, mode='CONSTANT', constant_values=0, name=None)
parallel_stack(values, name='parallel_stack')
pow(x, y, name=None)
print(*inputs, **kwargs)
profiler: module
py_function(func=None, inp=None, Tout=None, name=None)
qint16: value
qint32: value
qint8: value
quantization: module
queue: module
quint16: value
quint8: value
ragged: module
ragged_fill_empty_rows(value_rowids, values, nrows, default_value, name=None)
ragged_fill_empty_rows_grad(reverse_index_map, grad_values, name=None)
random: module
random_index_shuffle(index, seed, max_index, rounds=4, name=None)
random_normal_initializer: class
random_uniform_initializer: class
range(start, limit=None, delta=1, dtype=None, name='range')
rank(input, name=None)
raw_ops: module
realdiv(x, y, name=None)
recompute_grad(f)
reduce_all(input_tensor, axis=None, keepdims=False, name=None)
reduce_any(input_tensor, axis=None, keepdims=False, name=None)
reduce_logsumexp(input_tensor, axis=None, keepdims=False, name=None)
reduce_max(input_tensor, axis=None, keepdims=False, name=None)
reduce_mean(input_tensor, axis=None, keepdims=False, name=None)
reduce_min(input_tensor, axis=None, keepdims=False, name=None)
reduce_prod(input_tensor, axis=None, keepdims=False, name=None)
reduce_sum(input_tensor, axis=None, keepdims=False, name=None)
register_tensor_conversion_function(base_type, conversion_func, priority=100)
repeat(input, repeats, axis=None, name=None)
required_space_to_batch_paddings(input_shape, block_shape, base_paddings=None, name=None)
reshape(tensor, shape, name=None)
resource: value
reverse(tensor, axis, name=None)
reverse_sequence(input, seq_lengths, seq_axis=None, batch_axis=None, name=None)
rfftnd(input, fft_length, axes, Tcomplex=tf.complex64, name=None)
roll(input, shift, axis, name=None)
round(x, name=None)
saturate_cast(value, dtype, name=None)
saved_model: module
scalar_mul(scalar, x, name=None)
scan(fn, elems, initializer=None, parallel_iterations=10, back_prop=True, swap_memory=False, infer_shape=True, reverse=False, name=None)
scatter_nd(indices, updates, shape, name=None)
searchsorted(sorted_sequence, values, side='left', out_type=tf.int32, name=None)
sequence_mask(lengths, maxlen=None, dtype=tf.bool, name=None)
sets: module
shape(input, out_type=None, name=None)
shape_n(input, out_type=tf.int32, name=None)
sigmoid(x, name=None)
sign(x, name=None)
signal: module
sin(x, name=None)
sinh(x, name=None)
size(input, out_type=None, name=None)
slice(input_, begin, size, name=None)
sort(values, axis=-1, direction='ASCENDING', name=None)
space_to_batch(input, block_shape, paddings, name=None)
space_to_batch_nd(input, block_shape, paddings, name=None)
sparse: module
split(value, num_or_size_splits, axis=0, num=None, name='split')
sqrt(x, name=None)
square(x, name=None)
squeeze(input, axis=None, name=None)
stack(values, axis=0, name='stack')
stop_gradient(input, name=None)
strided_slice(input_, begin, end, strides=None, begin_mask=0, end_mask=0, ellipsis_mask=0, new_axis_mask=0, shrink_axis_mask=0, var=None, name=None)
string: value
strings: module
subtract(x, y, name=None)
summary: module
switch_case(branch_index, branch_fns, default=None, name='switch_case')
sysconfig: module
tan(x, name=None)
tanh(x, name=None)
tensor_scatter_nd_add(tensor, indices, updates, name=None)
tensor_scatter_nd_max(tensor, indices, updates, name=None)
tensor_scatter_nd_min(tensor, indices, updates, name=None)
tensor_scatter_nd_sub(tensor, indices, updates, name=None)
tensor_scatter_nd_update(tensor, indices, updates, name=None)
tensordot(a, b, axes, name=None)
test: module
tile(input, multiples, name=None)
timestamp(name=None)
tpu: module
train: module
transpose(a, perm=None, conjugate=False, name='transpose')
truediv(x, y, name=None)
truncatediv(x, y, name=None)
truncatemod(x, y, name=None)
tuple(tensors, control_inputs=None, name=None)
type_spec_from_value(value)
types: module
uint16: value
uint32: value
uint64: value
uint8: value
unique(x, out_idx=tf.int32, name=None)
unique_with_counts(x, out_idx=tf.int32, name=None)
unravel_index(indices, dims, name=None)
unstack(value, num=None, axis=0, name='unstack')
variable_creator_scope(variable_creator)
variant: value
vectorized_map(fn, elems, fallback_to_while_loop=True, warn=True)
version: module
where(condition, x=None, y=None, name=None)
while_loop(cond, body, loop_vars, shape_invariants=None, parallel_iterations=10, back_prop=True, swap_memory=False, maximum_iterations=None, name=None)
xla: module
xla_sparse_dense_matmul_grad_with_adagrad_and_static_buffer_size(row_pointers, sorted_sample_ids, sorted_token_ids, sorted_gains, activation_gradients, learning_rate, embedding_table, accumulator, num_minibatches_per_physical_sparse_core, max_ids_per_sparse_core, max_unique_ids_per_sparse_core, table_name, clip_weight_min='-inf', clip_weight_max='inf', name=None)
xla_sparse_dense_matmul_grad_with_adagrad_momentum_and_static_buffer_size(row_pointers, sorted_sample_ids, sorted_token_ids, sorted_gains, activation_gradients, learning_rate, embedding_table, accumulator, momenta, num_minibatches_per_physical_sparse_core, use_nesterov, exponent, beta1, beta2, epsilon, max_ids_per_sparse_core, max_unique_ids_per_sparse_core, table_name, clip_weight_min='-inf', clip_weight_max='inf', name=None)
xla_sparse_dense_matmul_grad_with_adam_and_static_buffer_size(row_pointers, sorted_sample_ids, sorted_token_ids, sorted_gains, activation_gradients, learning_rate, embedding_table, momenta, velocity, num_minibatches_per_physical_sparse_core, use_sum_inside_sqrt, beta1, beta2, epsilon, max_ids_per_sparse_core, max_unique_ids_per_sparse_core, table_name, clip_weight_min='-inf', clip_weight_max='inf', name=None)
xla_sparse_dense_matmul_grad_with_ftrl_and_static_buffer_size(row_pointers, sorted_sample_ids, sorted_token_ids, sorted_gains, activation_gradients, learning_rate, embedding_table, accumulator, linear, num_minibatches_per_physical_sparse_core, multiply_linear_by_learning_rate, beta, learning_rate_power, l1_regularization_strength, l2_regularization_strength, max_ids_per_sparse_core, max_unique_ids_per_sparse_core, table_name, clip_weight_min='-inf', clip_weight_max='inf', name=None)
xla_sparse_dense_matmul_grad_with_sgd_and_static_buffer_size(row_pointers, sorted_sample_ids, sorted_token_ids, sorted_gains, activation_gradients, learning_rate, embedding_table, num_minibatches_per_physical_sparse_core, max_ids_per_sparse_core, max_unique_ids_per_sparse_core, table_name, clip_weight_min='-inf', clip_weight_max='inf', name=None)
xla_sparse_dense_matmul_with_static_buffer_size(row_pointers, sorted_sample_ids, sorted_token_ids, sorted_gains, embedding_table, num_minibatches_per_physical_sparse_core, input_size, quantization_config_low, quantization_config_high, quantization_config_num_buckets, max_ids_per_sparse_core, max_unique_ids_per_sparse_core, table_name, name=None)
zeros(shape, dtype=tf.float32, name=None, layout=None)
zeros_initializer: class
zeros_like(input, dtype=None, name=None, layout=None)

module tf.math
abs(x, name=None)
accumulate_n(inputs, shape=None, tensor_dtype=None, name=None)
acos(x, name=None)
acosh(x, name=None)
add(x, y, name=None)
add_n(inputs, name=None)
angle(input, name=None)
approx_max_k(operand, k, reduction_dimension=-1, recall_target=0.95, reduction_input_size_override=-1, aggregate_to_topk=True, name=None)
approx_min_k(operand, k, reduction_dimension=-1, recall_target=0.95, reduction_input_size_override=-1, aggregate_to_topk=True, name=None)
argmax(input, axis=None, output_type=tf.int64, name=None) as argmax_v2
argmin(input, axis=None, output_type=tf.int64, name=None) as argmin_v2
asin(x, name=None)
asinh(x, name=None)
atan(x, name=None)
atan2(y, x, name=None)
atanh(x, name=None)
bessel_i0(x, name=None)
bessel_i0e(x, name=None)
bessel_i1(x, name=None)
bessel_i1e(x, name=None)
betainc(a, b, x, name=None)
bincount(arr, weights=None, minlength=None, maxlength=None, dtype=tf.int32, name=None, axis=None, binary_output=False)
ceil(x, name=None)
confusion_matrix(labels, predictions, num_classes=None, weights=None, dtype=tf.int32, name=None)
conj(x, name=None)
cos(x, name=None)
cosh(x, name=None)
count_nonzero(input, axis=None, keepdims=None, dtype=tf.int64, name=None) as count_nonzero_v2
cumprod(x, axis=0, exclusive=False, reverse=False, name=None)
cumsum(x, axis=0, exclusive=False, reverse=False, name=None)
cumulative_logsumexp(x, axis=0, exclusive=False, reverse=False, name=None)
digamma(x, name=None)
divide(x, y, name=None)
divide_no_nan(x, y, name=None)
equal(x, y, name=None)
erf(x, name=None)
erfc(x, name=None)
erfcinv(x, name=None)
erfinv(x, name=None)
exp(x, name=None)
expm1(x, name=None)
floor(x, name=None)
floordiv(x, y, name=None)
floormod(x, y, name=None)
greater(x, y, name=None)
greater_equal(x, y, name=None)
igamma(a, x, name=None)
igammac(a, x, name=None)
imag(input, name=None)
in_top_k(targets, predictions, k, name=None) as in_top_k_v2
invert_permutation(x, name=None)
is_finite(x, name=None)
is_inf(x, name=None)
is_nan(x, name=None)
is_non_decreasing(x, name=None)
is_strictly_increasing(x, name=None)
l2_normalize(x, axis=None, epsilon=1e-12, name=None, dim=None)
lbeta(x, name=None)
less(x, y, name=None)
less_equal(x, y, name=None)
lgamma(x, name=None)
log(x, name=None)
log1p(x, name=None)
log_sigmoid(x, name=None)
log_softmax(logits, axis=None, name=None)
logical_and(x, y, name=None)
logical_not(x, name=None)
logical_or(x, y, name=None)
logical_xor(x, y, name='LogicalXor')
maximum(x, y, name=None)
minimum(x, y, name=None)
mod(x, y, name=None)
multiply(x, y, name=None)
multiply_no_nan(x, y, name=None)
ndtri(x, name=None)
negative(x, name=None)
nextafter(x1, x2, name=None)
not_equal(x, y, name=None)
polygamma(a, x, name=None)
polyval(coeffs, x, name=None)
pow(x, y, name=None)
real(input, name=None)
reciprocal(x, name=None)
reciprocal_no_nan(x, name=None)
reduce_all(input_tensor, axis=None, keepdims=False, name=None)
reduce_any(input_tensor, axis=None, keepdims=False, name=None)
reduce_euclidean_norm(input_tensor, axis=None, keepdims=False, name=None)
reduce_logsumexp(input_tensor, axis=None, keepdims=False, name=None)
reduce_max(input_tensor, axis=None, keepdims=False, name=None)
reduce_mean(input_tensor, axis=None, keepdims=False, name=None)
reduce_min(input_tensor, axis=None, keepdims=False, name=None)
reduce_prod(input_tensor, axis=None, keepdims=False, name=None)
reduce_std(input_tensor, axis=None, keepdims=False, name=None)
reduce_sum(input_tensor, axis=None, keepdims=False, name=None)
reduce_variance(input_tensor, axis=None, keepdims=False, name=None)
rint(x, name=None)
round(x, name=None)
rsqrt(x, name=None)
scalar_mul(scalar, x, name=None)
segment_max(data, segment_ids, name=None)
segment_mean(data, segment_ids, name=None)
segment_min(data, segment_ids, name=None)
segment_prod(data, segment_ids, name=None)
segment_sum(data, segment_ids, name=None)
segment_sum_v2(data, segment_ids, num_segments, name=None)
sigmoid(x, name=None)
sign(x, name=None)
sin(x, name=None)
sinh(x, name=None)
sobol_sample(dim, num_results, skip=0, dtype=tf.float32, name=None)
softmax(logits, axis=None, name=None)
softplus(features, name=None)
softsign(features, name=None)
special: module
sqrt(x, name=None)
square(x, name=None)
squared_difference(x, y, name=None)
subtract(x, y, name=None)
tan(x, name=None)
tanh(x, name=None)
top_k(input, k=1, sorted=True, index_type=tf.int32, name=None)
truediv(x, y, name=None)
unsorted_segment_max(data, segment_ids, num_segments, name=None)
unsorted_segment_mean(data, segment_ids, num_segments, name=None)
unsorted_segment_min(data, segment_ids, num_segments, name=None)
unsorted_segment_prod(data, segment_ids, num_segments, name=None)
unsorted_segment_sqrt_n(data, segment_ids, num_segments, name=None)
unsorted_segment_sum(data, segment_ids, num_segments, name=None)
xdivy(x, y, name=None)
xlog1py(x, y, name=None)
xlogy(x, y, name=None)
zero_fraction(value, name=None)
zeta(x, q, name=None)

module tf.nn
RNNCellDeviceWrapper: class
RNNCellDropoutWrapper: class
RNNCellResidualWrapper: class
all_candidate_sampler(true_classes, num_true, num_sampled, unique, seed=None, name=None)
atrous_conv2d(value, filters, rate, padding, name=None)
atrous_conv2d_transpose(value, filters, output_shape, rate, padding, name=None)
avg_pool(input, ksize, strides, padding, data_format=None, name=None) as avg_pool_v2
avg_pool1d(input, ksize, strides, padding, data_format='NWC', name=None)
avg_pool2d(input, ksize, strides, padding, data_format='NHWC', name=None)
avg_pool3d(input, ksize, strides, padding, data_format='NDHWC', name=None)
batch_norm_with_global_normalization(input, mean, variance, beta, gamma, variance_epsilon, scale_after_normalization, name=None)
batch_normalization(x, mean, variance, offset, scale, variance_epsilon, name=None)
bias_add(value, bias, data_format=None, name=None)
collapse_repeated(labels, seq_length, name=None)
compute_accidental_hits(true_classes, sampled_candidates, num_true, seed=None, name=None)
compute_average_loss(per_example_loss, sample_weight=None, global_batch_size=None)
conv1d(input, filters, stride, padding, data_format='NWC', dilations=None, name=None)
conv1d_transpose(input, filters, output_shape, strides, padding='SAME', data_format='NWC', dilations=None, name=None)
conv2d(input, filters, strides, padding, data_format='NHWC', dilations=None, name=None) as conv2d_v2
conv2d_transpose(input, filters, output_shape, strides, padding='SAME', data_format='NHWC', dilations=None, name=None)
conv3d(input, filters, strides, padding, data_format='NDHWC', dilations=None, name=None)
conv3d_transpose(input, filters, output_shape, strides, padding='SAME', data_format='NDHWC', dilations=None, name=None)
conv_transpose(input, filters, output_shape, strides, padding='SAME', data_format=None, dilations=None, name=None)
convolution(input, filters, strides=None, padding='VALID', data_format=None, dilations=None, name=None)
crelu(features, axis=-1, name=None)
ctc_beam_search_decoder(inputs, sequence_length, beam_width=100, top_paths=1)
ctc_greedy_decoder(inputs, sequence_length, merge_repeated=True, blank_index=None)
ctc_loss(labels, logits, label_length, logit_length, logits_time_major=True, unique=None, blank_index=None, name=None)
ctc_unique_labels(labels, name=None)
depth_to_space(input, block_size, data_format='NHWC', name=None)
depthwise_conv2d(input, filter, strides, padding, data_format=None, dilations=None, name=None)
depthwise_conv2d_backprop_filter(input, filter_sizes, out_backprop, strides, padding, data_format='NHWC', dilations=[1, 1, 1, 1], name=None)
depthwise_conv2d_backprop_input(input_sizes, filter, out_backprop, strides, padding, data_format='NHWC', dilations=[1, 1, 1, 1], name=None)
dilation2d(input, filters, strides, padding, data_format, dilations, name=None)
dropout(x, rate, noise_shape=None, seed=None, name=None) as dropout_v2
elu(features, name=None)
embedding_lookup(params, ids, max_norm=None, name=None)
embedding_lookup_sparse(params, sp_ids, sp_weights, combiner=None, max_norm=None, name=None)
erosion2d(value, filters, strides, padding, data_format, dilations, name=None)
fixed_unigram_candidate_sampler(true_classes, num_true, num_sampled, unique, range_max, vocab_file='', distortion=1.0, num_reserved_ids=0, num_shards=1, shard=0, unigrams=(), seed=None, name=None)
fractional_avg_pool(value, pooling_ratio, pseudo_random=False, overlapping=False, seed=0, name=None)
fractional_max_pool(value, pooling_ratio, pseudo_random=False, overlapping=False, seed=0, name=None)
gelu(features, approximate=False, name=None)
in_top_k(targets, predictions, k, name=None) as in_top_k_v2
isotonic_regression(inputs, decreasing=True, axis=-1)
l2_loss(t, name=None)
l2_normalize(x, axis=None, epsilon=1e-12, name=None, dim=None)
leaky_relu(features, alpha=0.2, name=None)
learned_unigram_candidate_sampler(true_classes, num_true, num_sampled, unique, range_max, seed=None, name=None)
local_response_normalization(input, depth_radius=5, bias=1, alpha=1, beta=0.5, name=None)
log_poisson_loss(targets, log_input, compute_full_loss=False, name=None)
log_softmax(logits, axis=None, name=None) as log_softmax_v2
lrn(input, depth_radius=5, bias=1, alpha=1, beta=0.5, name=None)
max_pool(input, ksize, strides, padding, data_format=None, name=None) as max_pool_v2
max_pool1d(input, ksize, strides, padding, data_format='NWC', name=None)
max_pool2d(input, ksize, strides, padding, data_format='NHWC', name=None)
max_pool3d(input, ksize, strides, padding, data_format='NDHWC', name=None)
max_pool_with_argmax(input, ksize, strides, padding, data_format='NHWC', output_dtype=tf.int64, include_batch_in_index=False, name=None)
moments(x, axes, shift=None, keepdims=False, name=None) as moments_v2
nce_loss(weights, biases, labels, inputs, num_sampled, num_classes, num_true=1, sampled_values=None, remove_accidental_hits=False, name='nce_loss')
normalize_moments(counts, mean_ss, variance_ss, shift, name=None)
pool(input, window_shape, pooling_type, strides=None, padding='VALID', data_format=None, dilations=None, name=None)
relu(features, name=None)
relu6(features, name=None)
safe_embedding_lookup_sparse(embedding_weights, sparse_ids, sparse_weights=None, combiner='mean', default_id=None, max_norm=None, name=None)
sampled_softmax_loss(weights, biases, labels, inputs, num_sampled, num_classes, num_true=1, sampled_values=None, remove_accidental_hits=True, seed=None, name='sampled_softmax_loss')
scale_regularization_loss(regularization_loss)
selu(features, name=None)
separable_conv2d(input, depthwise_filter, pointwise_filter, strides, padding, data_format=None, dilations=None, name=None)
sigmoid(x, name=None)
sigmoid_cross_entropy_with_logits(labels=None, logits=None, name=None) as sigmoid_cross_entropy_with_logits_v2
silu(features, beta=1.0) as swish
softmax(logits, axis=None, name=None) as softmax_v2
softmax_cross_entropy_with_logits(labels, logits, axis=-1, name=None) as softmax_cross_entropy_with_logits_v2
softplus(features, name=None)
softsign(features, name=None)
space_to_batch(input, block_shape, paddings, name=None)
space_to_depth(input, block_size, data_format='NHWC', name=None)
sparse_softmax_cross_entropy_with_logits(labels, logits, name=None) as sparse_softmax_cross_entropy_with_logits_v2
sufficient_statistics(x, axes, shift=None, keepdims=False, name=None)
swish(features, beta=1.0)
tanh(x, name=None)
top_k(input, k=1, sorted=True, index_type=tf.int32, name=None)
weighted_cross_entropy_with_logits(labels, logits, pos_weight, name=None)
weighted_moments(x, axes, frequency_weights, keepdims=False, name=None)
with_space_to_batch(input, dilation_rate, padding, op, filter_shape=None, spatial_dims=None, data_format=None)
zero_fraction(value, name=None)

module tf.linalg
LinearOperator: class
LinearOperatorAdjoint: class
LinearOperatorBlockDiag: class
LinearOperatorBlockLowerTriangular: class
LinearOperatorCirculant: class
LinearOperatorCirculant2D: class
LinearOperatorCirculant3D: class
LinearOperatorComposition: class
LinearOperatorDiag: class
LinearOperatorFullMatrix: class
LinearOperatorHouseholder: class
LinearOperatorIdentity: class
LinearOperatorInversion: class
LinearOperatorKronecker: class
LinearOperatorLowRankUpdate: class
LinearOperatorLowerTriangular: class
LinearOperatorPermutation: class
LinearOperatorScaledIdentity: class
LinearOperatorToeplitz: class
LinearOperatorTridiag: class
LinearOperatorZeros: class
adjoint(matrix, name=None)
band_part(input, num_lower, num_upper, name=None)
banded_triangular_solve(bands, rhs, lower=True, adjoint=False, name=None)
cholesky(input, name=None)
cholesky_solve(chol, rhs, name=None)
cross(a, b, name=None)
det(input, name=None)
diag(diagonal, name='diag', k=0, num_rows=-1, num_cols=-1, padding_value=0, align='RIGHT_LEFT')
diag_part(input, name='diag_part', k=0, padding_value=0, align='RIGHT_LEFT')
eig(tensor, name=None)
eigh(tensor, name=None)
eigh_tridiagonal(alpha, beta, eigvals_only=True, select='a', select_range=None, tol=None, name=None)
eigvals(tensor, name=None)
eigvalsh(tensor, name=None)
einsum(equation, *inputs, **kwargs)
experimental: module
expm(input, name=None)
eye(num_rows, num_columns=None, batch_shape=None, dtype=tf.float32, name=None)
global_norm(t_list, name=None)
inv(input, adjoint=False, name=None)
l2_normalize(x, axis=None, epsilon=1e-12, name=None, dim=None)
logdet(matrix, name=None)
logm(input, name=None)
lstsq(matrix, rhs, l2_regularizer=0.0, fast=True, name=None)
lu(input, output_idx_type=tf.int32, name=None)
lu_matrix_inverse(lower_upper, perm, validate_args=False, name=None)
lu_reconstruct(lower_upper, perm, validate_args=False, name=None)
lu_solve(lower_upper, perm, rhs, validate_args=False, name=None)
matmul(a, b, transpose_a=False, transpose_b=False, adjoint_a=False, adjoint_b=False, a_is_sparse=False, b_is_sparse=False, output_type=None, name=None)
matrix_rank(a, tol=None, validate_args=False, name=None)
matrix_transpose(a, name='matrix_transpose', conjugate=False)
matvec(a, b, transpose_a=False, adjoint_a=False, a_is_sparse=False, b_is_sparse=False, name=None)
norm(tensor, ord='euclidean', axis=None, keepdims=None, name=None)
normalize(tensor, ord='euclidean', axis=None, name=None)
pinv(a, rcond=None, validate_args=False, name=None)
qr(input, full_matrices=False, name=None)
set_diag(input, diagonal, name='set_diag', k=0, align='RIGHT_LEFT')
slogdet(input, name=None)
solve(matrix, rhs, adjoint=False, name=None)
sqrtm(input, name=None)
svd(tensor, full_matrices=False, compute_uv=True, name=None)
tensor_diag(diagonal, name=None)
tensor_diag_part(input, name=None)
tensordot(a, b, axes, name=None)
trace(x, name=None)
triangular_solve(matrix, rhs, lower=True, adjoint=False, name=None)
tridiagonal_matmul(diagonals, rhs, diagonals_format='compact', name=None)
tridiagonal_solve(diagonals, rhs, diagonals_format='compact', transpose_rhs=False, conjugate_rhs=False, name=None, partial_pivoting=True, perturb_singular=False)

module tf.strings
as_string(input, precision=-1, scientific=False, shortest=False, width=-1, fill='', name=None)
bytes_split(input, name=None)
format(template, inputs, placeholder='{}', summarize=3, name=None)
join(inputs, separator='', name=None)
length(input, unit='BYTE', name=None)
lower(input, encoding='', name=None)
ngrams(data, ngram_width, separator=' ', pad_values=None, padding_width=None, preserve_short_sequences=False, name=None)
reduce_join(inputs, axis=None, keepdims=False, separator='', name=None)
regex_full_match(input, pattern, name=None)
regex_replace(input, pattern, rewrite, replace_global=True, name=None)
split(input, sep=None, maxsplit=-1, name=None)
strip(input, name=None)
substr(input, pos, len, unit='BYTE', name=None)
to_hash_bucket(input, num_buckets, name=None)
to_hash_bucket_fast(input, num_buckets, name=None)
to_hash_bucket_strong(input, num_buckets, key, name=None)
to_number(input, out_type=tf.float32, name=None)
unicode_decode(input, input_encoding, errors='replace', replacement_char=65533, replace_control_characters=False, name=None)
unicode_decode_with_offsets(input, input_encoding, errors='replace', replacement_char=65533, replace_control_characters=False, name=None)
unicode_encode(input, output_encoding, errors='replace', replacement_char=65533, name=None)
unicode_script(input, name=None)
unicode_split(input, input_encoding, errors='replace', replacement_char=65533, name=None)
unicode_split_with_offsets(input, input_encoding, errors='replace', replacement_char=65533, name=None)
unicode_transcode(input, input_encoding, output_encoding, errors='replace', replacement_char=65533, replace_control_characters=False, name=None)
unsorted_segment_join(inputs, segment_ids, num_segments, separator='', name=None)
upper(input, encoding='', name=None)

module tf.random
Algorithm: class
Generator: class
all_candidate_sampler(true_classes, num_true, num_sampled, unique, seed=None, name=None)
categorical(logits, num_samples, dtype=None, seed=None, name=None)
create_rng_state(seed, alg)
experimental: module
fixed_unigram_candidate_sampler(true_classes, num_true, num_sampled, unique, range_max, vocab_file='', distortion=1.0, num_reserved_ids=0, num_shards=1, shard=0, unigrams=(), seed=None, name=None)
fold_in(seed, data, alg='auto_select')
gamma(shape, alpha, beta=None, dtype=tf.float32, seed=None, name=None) as random_gamma
get_global_generator()
learned_unigram_candidate_sampler(true_classes, num_true, num_sampled, unique, range_max, seed=None, name=None)
log_uniform_candidate_sampler(true_classes, num_true, num_sampled, unique, range_max, seed=None, name=None)
normal(shape, mean=0.0, stddev=1.0, dtype=tf.float32, seed=None, name=None) as random_normal
poisson(shape, lam, dtype=tf.float32, seed=None, name=None) as random_poisson_v2
set_global_generator(generator)
set_seed(seed)
shuffle(value, seed=None, name=None) as random_shuffle
split(seed, num=2, alg='auto_select')
stateless_binomial(shape, seed, counts, probs, output_dtype=tf.int32, name=None) as stateless_random_binomial
stateless_categorical(logits, num_samples, seed, dtype=tf.int64, name=None)
stateless_gamma(shape, seed, alpha, beta=None, dtype=tf.float32, name=None) as stateless_random_gamma
stateless_normal(shape, seed, mean=0.0, stddev=1.0, dtype=tf.float32, name=None, alg='auto_select') as stateless_random_normal
stateless_parameterized_truncated_normal(shape, seed, means=0.0, stddevs=1.0, minvals=-2.0, maxvals=2.0, name=None)
stateless_poisson(shape, seed, lam, dtype=tf.int32, name=None) as stateless_random_poisson
stateless_truncated_normal(shape, seed, mean=0.0, stddev=1.0, dtype=tf.float32, name=None, alg='auto_select')
stateless_uniform(shape, seed, minval=0, maxval=None, dtype=tf.float32, name=None, alg='auto_select') as stateless_random_uniform
truncated_normal(shape, mean=0.0, stddev=1.0, dtype=tf.float32, seed=None, name=None)
uniform(shape, minval=0, maxval=None, dtype=tf.float32, seed=None, name=None) as random_uniform
uniform_candidate_sampler(true_classes, num_true, num_sampled, unique, range_max, seed=None, name=None)

class tf.random.Generator
classmethod from_key_counter(cls, key, counter, alg)
classmethod from_non_deterministic_state(cls, alg=None)
classmethod from_seed(cls, seed, alg=None)
classmethod from_state(cls, state, alg)

module tf.dtypes
DType: class
QUANTIZED_DTYPES: value
as_dtype(type_value)
bfloat16: value
bool: value
cast(x, dtype, name=None)
complex(real, imag, name=None)
complex128: value
complex64: value
double: value
experimental: module
float16: value
float32: value
float64: value
half: value
int16: value
int32: value
int64: value
int8: value
qint16: value
qint32: value
qint8: value
quint16: value
quint8: value
resource: value
saturate_cast(value, dtype, name=None)
string: value
uint16: value
uint32: value
uint64: value
uint8: value
variant: value

module tf.debugging
Assert(condition, data, summarize=None, name=None)
assert_all_finite(x, message, name=None)
assert_equal(x, y, message=None, summarize=None, name=None)
assert_greater(x, y, message=None, summarize=None, name=None)
assert_greater_equal(x, y, message=None, summarize=None, name=None)
assert_integer(x, message=None, name=None)
assert_less(x, y, message=None, summarize=None, name=None)
assert_less_equal(x, y, message=None, summarize=None, name=None)
assert_near(x, y, rtol=None, atol=None, message=None, summarize=None, name=None)
assert_negative(x, message=None, summarize=None, name=None)
assert_non_negative(x, message=None, summarize=None, name=None)
assert_non_positive(x, message=None, summarize=None, name=None)
assert_none_equal(x, y, summarize=None, message=None, name=None)
assert_positive(x, message=None, summarize=None, name=None)
assert_proper_iterable(values)
assert_rank(x, rank, message=None, name=None)
assert_rank_at_least(x, rank, message=None, name=None)
assert_rank_in(x, ranks, message=None, name=None)
assert_same_float_dtype(tensors=None, dtype=None)
assert_scalar(tensor, message=None, name=None)
assert_shapes(shapes, data=None, summarize=None, message=None, name=None)
assert_type(tensor, tf_type, message=None, name=None)
check_numerics(tensor, message, name=None)
disable_check_numerics()
disable_traceback_filtering()
enable_check_numerics(stack_height_limit=30, path_length_limit=50)
enable_traceback_filtering()
experimental: module
get_log_device_placement()
is_numeric_tensor(tensor)
is_traceback_filtering_enabled()
set_log_device_placement(enabled)

module tf.nest
assert_same_structure(nest1, nest2, check_types=True, expand_composites=False)
flatten(structure, expand_composites=False)
is_nested(seq)
map_structure(func, *structure, **kwargs)
pack_sequence_as(structure, flat_sequence, expand_composites=False)

module tf.autograph
experimental: module
set_verbosity(level, alsologtostdout=False)
to_code(entity, recursive=True, experimental_optional_features=None)
to_graph(entity, recursive=True, experimental_optional_features=None)
trace(*args)

module tf.autograph.experimental
Feature: class
do_not_convert(func=None)
set_loop_options(parallel_iterations=object(), swap_memory=object(), maximum_iterations=object(), shape_invariants=object())

module tf.config
LogicalDevice: class
LogicalDeviceConfiguration: class
PhysicalDevice: class
experimental: module
experimental_connect_to_cluster(cluster_spec_or_resolver, job_name='localhost', task_index=0, protocol=None, make_master_device_default=True, cluster_device_filters=None)
experimental_connect_to_host(remote_host=None, job_name='worker')
experimental_functions_run_eagerly()
experimental_run_functions_eagerly(run_eagerly)
functions_run_eagerly()
get_logical_device_configuration(device)
get_soft_device_placement()
get_visible_devices(device_type=None)
list_logical_devices(device_type=None)
list_physical_devices(device_type=None)
optimizer: module
run_functions_eagerly(run_eagerly)
set_logical_device_configuration(device, logical_devices)
set_soft_device_placement(enabled)
set_visible_devices(devices, device_type=None)
threading: module

module tf.config.experimental
ClusterDeviceFilters: class
VirtualDeviceConfiguration: class
disable_mlir_bridge()
disable_mlir_graph_optimization()
enable_mlir_bridge()
enable_mlir_graph_optimization()
enable_tensor_float_32_execution(enabled)
enable_op_determinism()
get_device_details(device)
get_device_policy()
get_memory_growth(device)
get_memory_info(device)
get_memory_usage(device)
get_synchronous_execution()
get_virtual_device_configuration(device)
get_visible_devices(device_type=None)
list_logical_devices(device_type=None)
list_physical_devices(device_type=None)
reset_memory_stats(device)
set_device_policy(device_policy)
set_memory_growth(device, enable)
set_synchronous_execution(enable)
set_virtual_device_configuration(device, logical_devices)
set_visible_devices(devices, device_type=None)
tensor_float_32_execution_enabled()

class tf.data.Dataset
__bool__(self)
__debug_string__(self)
__init__(self, variant_tensor)
__iter__(self)
__len__(self)
__nonzero__(self)
__repr__(self)
apply(self, transformation_func)
as_numpy_iterator(self)
batch(self, batch_size, drop_remainder=False, num_parallel_calls=None, deterministic=None, name=None)
bucket_by_sequence_length(self, element_length_func, bucket_boundaries, bucket_batch_sizes, padded_shapes=None, padding_values=None, pad_to_bucket_boundary=False, no_padding=False, drop_remainder=False, name=None)
cache(self, filename='', name=None)
cardinality(self)
static choose_from_datasets(datasets, choice_dataset, stop_on_empty_dataset=True)
concatenate(self, dataset, name=None)
static counter(start=0, step=1, dtype=tf.int64, name=None)
element_spec: property
enumerate(self, start=0, name=None)
filter(self, predicate, name=None)
fingerprint(self)
flat_map(self, map_func, name=None)
static from_generator(generator, output_types=None, output_shapes=None, args=None, output_signature=None, name=None)
static from_tensor_slices(tensors, name=None)
static from_tensors(tensors, name=None)
get_single_element(self, name=None)
group_by_window(self, key_func, reduce_func, window_size=None, window_size_func=None, name=None)
ignore_errors(self, log_warning=False, name=None)
interleave(self, map_func, cycle_length=None, block_length=None, num_parallel_calls=None, deterministic=None, name=None)
static list_files(file_pattern, shuffle=None, seed=None, name=None)
static load(path, element_spec=None, compression=None, reader_func=None, wait=False)
map(self, map_func, num_parallel_calls=None, deterministic=None, synchronous=None, use_unbounded_threadpool=False, name=None)
options(self)
padded_batch(self, batch_size, padded_shapes=None, padding_values=None, drop_remainder=False, name=None)
prefetch(self, buffer_size, name=None)
ragged_batch(self, batch_size, drop_remainder=False, row_splits_dtype=tf.int64, name=None)
static random(seed=None, rerandomize_each_iteration=None, name=None)
static range(*args, **kwargs)
rebatch(self, batch_size, drop_remainder=False, name=None)
reduce(self, initial_state, reduce_func, name=None)
rejection_resample(self, class_func, target_dist, initial_dist=None, seed=None, name=None)
repeat(self, count=None, name=None)
static sample_from_datasets(datasets, weights=None, seed=None, stop_on_empty_dataset=False, rerandomize_each_iteration=None)
save(self, path, compression=None, shard_func=None, checkpoint_args=None)
scan(self, initial_state, scan_func, name=None)
shard(self, num_shards, index, name=None)
shuffle(self, buffer_size, seed=None, reshuffle_each_iteration=True, name=None)
skip(self, count, name=None)
snapshot(self, path, compression='AUTO', reader_func=None, shard_func=None, name=None)
sparse_batch(self, batch_size, row_shape, name=None)
take(self, count, name=None)
take_while(self, predicate, name=None)
unbatch(self, name=None)
unique(self, name=None)
window(self, size, shift=None, stride=1, drop_remainder=False, name=None)
with_options(self, options, name=None)
static zip(*args, datasets=None, name=None)

module tf.data.experimental
AUTOTUNE = -1
AutoShardPolicy: lazy
AutotuneAlgorithm: class
CheckpointInputPipelineHook: class
Counter(start=0, step=1, dtype=tf.int64)
CsvDataset: lazy
DatasetInitializer: class
DistributeOptions: lazy
ExternalStatePolicy: lazy
INFINITE_CARDINALITY = -1
OptimizationOptions: lazy
Optional: class
RandomDataset: lazy
Reducer: lazy
SHARD_HINT = -1
ServiceOptions: class
SqlDataset: class
TFRecordWriter: class
ThreadingOptions: lazy
UNKNOWN_CARDINALITY = -2
assert_cardinality(expected_cardinality)
at(dataset, index)
bucket_by_sequence_length(element_length_func, bucket_boundaries, bucket_batch_sizes, padded_shapes=None, padding_values=None, pad_to_bucket_boundary=False, no_padding=False, drop_remainder=False)
cardinality(dataset)
choose_from_datasets(datasets, choice_dataset, stop_on_empty_dataset=False)
copy_to_device(target_device, source_device='/cpu:0')
dense_to_ragged_batch(batch_size, drop_remainder=False, row_splits_dtype=tf.int64)
dense_to_sparse_batch(batch_size, row_shape)
distributed_save(dataset, path, data_service_address, compression='AUTO')
enable_debug_mode()
enumerate_dataset(start=0)
from_list(elements, name=None)
from_variant(variant, structure)
get_model_proto(iterator)
get_next_as_optional(iterator)
get_single_element(dataset)
get_structure(dataset_or_iterator)
group_by_reducer(key_func, reducer)
group_by_window(key_func, reduce_func, window_size=None, window_size_func=None)
ignore_errors(log_warning=False)
index_table_from_dataset(dataset=None, num_oov_buckets=0, vocab_size=None, default_value=-1, hasher_spec="HasherSpec(hasher='fasthash', key=None)", key_dtype=tf.string, name=None)
load(path, element_spec=None, compression=None, reader_func=None)
make_batched_features_dataset(file_pattern, batch_size, features, reader=None, label_key=None, reader_args=None, num_epochs=None, shuffle=True, shuffle_buffer_size=10000, shuffle_seed=None, prefetch_buffer_size=None, reader_num_threads=None, parser_num_threads=None, sloppy_ordering=False, drop_final_batch=False)
make_csv_dataset(file_pattern, batch_size, column_names=None, column_defaults=None, label_name=None, select_columns=None, field_delim=',', use_quote_delim=True, na_value='', header=True, num_epochs=None, shuffle=True, shuffle_buffer_size=10000, shuffle_seed=None, prefetch_buffer_size=None, num_parallel_reads=None, sloppy=False, num_rows_for_inference=100, compression_type=None, ignore_errors=False)
make_saveable_from_iterator(iterator, external_state_policy=None)
map_and_batch(map_func, batch_size, num_parallel_batches=None, drop_remainder=False, num_parallel_calls=None)
parallel_interleave(map_func, cycle_length, block_length=1, sloppy=False, buffer_output_elements=None, prefetch_input_elements=None)
pad_to_cardinality(cardinality, mask_key='valid')
parse_example_dataset(features, num_parallel_calls=1, deterministic=None)
prefetch_to_device(device, buffer_size=None)
rejection_resample(class_func, target_dist, initial_dist=None, seed=None)
sample_from_datasets(datasets, weights=None, seed=None, stop_on_empty_dataset=False)
save(dataset, path, compression=None, shard_func=None, checkpoint_args=None)
scan(initial_state, scan_func)
service: module
shuffle_and_repeat(buffer_size, count=None, seed=None)
snapshot(path, compression='AUTO', reader_func=None, shard_func=None)
table_from_dataset(dataset=None, num_oov_buckets=0, vocab_size=None, default_value=None, hasher_spec="HasherSpec(hasher='fasthash', key=None)", key_dtype=tf.string, name=None)
take_while(predicate)
to_variant(dataset)
unbatch()
unique()

class tf.Tensor
OVERLOADABLE_OPERATORS = {'__add__', '__radd__', '__sub__', '__rsub__', '__mul__', '__rmul__', '__div__', '__rdiv__', '__truediv__', '__rtruediv__', '__floordiv__', '__rfloordiv__', '__mod__', '__rmod__', '__lt__', '__le__', '__gt__', '__ge__', '__ne__', '__eq__', '__and__', '__rand__', '__or__', '__ror__', '__xor__', '__rxor__', '__getitem__', '__pow__', '__rpow__', '__invert__', '__neg__', '__abs__', '__matmul__', '__rmatmul__'}
__abs__(x, name=None)
__add__(x, y)
__and__(x, y)
__array__(self, dtype=None)
__bool__(self)
__div__(x, y)
__eq__(self, other)
__floordiv__(x, y)
__ge__(x, y, name=None)
__getattr__(self, name)
__getitem__(tensor, slice_spec, var=None)
__gt__(x, y, name=None)
__hash__(self)
__init__: method
__invert__(x, name=None)
__iter__(self)
__le__(x, y, name=None)
__len__(self)
__lt__(x, y, name=None)
__matmul__(x, y)
__mod__(x, y)
__mul__(x, y)
__ne__(self, other)
__neg__(x, name=None)
__nonzero__(self)
__or__(x, y)
__pow__(x, y)
__radd__(y, x)
__rand__(y, x)
__rdiv__(y, x)
__repr__(self)
__rfloordiv__(y, x)
__rmatmul__(y, x)
__rmod__(y, x)
__rmul__(y, x)
__ror__(y, x)
__round__(a, decimals=0)
__rpow__(y, x)
__rsub__(y, x)
__rtruediv__(y, x)
__rxor__(y, x)
__str__(self)
__sub__(x, y)
__tf_tensor__(self, dtype=None, name=None)
__tf_tracing_type__(self, signature_context)
__truediv__(x, y)
__xor__(x, y)
dtype: property
eval(self, feed_dict=None, session=None)
experimental_ref(self)
get_shape(self)
name: property
ndim: property
ref(self)
set_shape(self, shape)
shape: property

class tf.TensorSpec
__init__(self, shape, dtype=tf.float32, name=None)
dtype: property
experimental_as_proto(self)
classmethod experimental_from_proto(cls, proto)
classmethod experimental_type_proto(cls)
classmethod from_spec(cls, spec, name=None)
classmethod from_tensor(cls, tensor, name=None)
is_compatible_with(self, spec_or_tensor)
is_subtype_of(self, other)
most_specific_common_supertype(self, others)
most_specific_compatible_type(self, other)
name: property
placeholder_value(self, placeholder_context)
shape: property
value_type: property

class tf.TensorShape
__add__(self, other)
__bool__(self)
__concat__(self, other)
__eq__(self, other)
__getitem__(self, key)
__hash__(self)
__init__(self, dims)
__iter__(self)
__len__(self)
__nonzero__(self)
__radd__(self, other)
__reduce__(self)
__repr__(self)
__str__(self)
as_list(self)
as_proto(self)
assert_has_rank(self, rank)
assert_is_compatible_with(self, other)
assert_is_fully_defined(self)
assert_same_rank(self, other)
cast(self, value, cast_context)
concatenate(self, other)
dims: property
experimental_as_proto(self)
classmethod experimental_from_proto(cls, proto)
classmethod experimental_type_proto(cls)
flatten(self)
from_tensors(self, tensors)
is_compatible_with(self, other)
is_fully_defined(self)
is_subtype_of(self, other)
merge_with(self, other)
most_specific_common_supertype(self, others)
most_specific_compatible_shape(self, other)
ndims: property
num_elements(self)
placeholder_value(self, placeholder_context)
rank: property
to_tensors(self, value)
with_rank(self, rank)
with_rank_at_least(self, rank)
with_rank_at_most(self, rank)

class tf.Variable
SaveSliceInfo: class
__abs__(a, *args, **kwargs)
__add__(x, y)
__and__(x, y)
__div__(x, y)
__eq__(self, other)
__floordiv__(x, y)
__ge__(x, y, name=None)
__getitem__(var, slice_spec)
__gt__(x, y, name=None)
__hash__(self)
__init__(self, initial_value=None, trainable=None, validate_shape=True, caching_device=None, name=None, variable_def=None, dtype=None, import_scope=None, constraint=None, synchronization=tf.VariableSynchronization.AUTO, aggregation='VariableAggregation.NONE', shape=None, experimental_enable_variable_lifting=True)
__invert__(a, *args, **kwargs)
__iter__(self)
__le__(x, y, name=None)
__lt__(x, y, name=None)
__matmul__(x, y)
__mod__(x, y)
__mul__(x, y)
__ne__(self, other)
__neg__(a, *args, **kwargs)
__or__(x, y)
__pow__(x, y)
__radd__(y, x)
__rand__(y, x)
__rdiv__(y, x)
__repr__(self)
__rfloordiv__(y, x)
__rmatmul__(y, x)
__rmod__(y, x)
__rmul__(y, x)
__ror__(y, x)
__rpow__(y, x)
__rsub__(y, x)
__rtruediv__(y, x)
__rxor__(y, x)
__sub__(x, y)
__truediv__(x, y)
__xor__(x, y)
aggregation: property
assign(self, value, use_locking=False, name=None, read_value=True)
assign_add(self, delta, use_locking=False, name=None, read_value=True)
assign_sub(self, delta, use_locking=False, name=None, read_value=True)
batch_scatter_update(self, sparse_delta, use_locking=False, name=None)
constraint: property
count_up_to(self, limit)
device: property
dtype: property
eval(self, session=None)
experimental_ref(self)
static from_proto(variable_def, import_scope=None)
gather_nd(self, indices, name=None)
get_shape(self)
graph: property
initial_value: property
initialized_value(self)
initializer: property
load(self, value, session=None)
name: property
op: property
read_value(self)
ref(self)
scatter_add(self, sparse_delta, use_locking=False, name=None)
scatter_div(self, sparse_delta, use_locking=False, name=None)
scatter_max(self, sparse_delta, use_locking=False, name=None)
scatter_min(self, sparse_delta, use_locking=False, name=None)
scatter_mul(self, sparse_delta, use_locking=False, name=None)
scatter_nd_add(self, indices, updates, name=None)
scatter_nd_sub(self, indices, updates, name=None)
scatter_nd_update(self, indices, updates, name=None)
scatter_sub(self, sparse_delta, use_locking=False, name=None)
scatter_update(self, sparse_delta, use_locking=False, name=None)
set_shape(self, shape)
shape: property
sparse_read(self, indices, name=None)
synchronization: property
to_proto(self, export_scope=None)
trainable: property
value(self)

class tf.TensorArray
__init__(self, dtype, size=None, dynamic_size=None, clear_after_read=None, tensor_array_name=None, handle=None, flow=None, infer_shape=True, element_shape=None, colocate_with_first_write_call=True, name=None)
close(self, name=None)
concat(self, name=None)
dtype: property
dynamic_size: property
element_shape: property
flow: property
gather(self, indices, name=None)
grad(self, source, flow=None, name=None)
handle: property
identity(self)
read(self, index, name=None)
scatter(self, indices, value, name=None)
size(self, name=None)
split(self, value, lengths, name=None)
stack(self, name=None)
unstack(self, value, name=None)
write(self, index, value, name=None)

class tf.GradientTape
__enter__(self)
__exit__(self, typ, value, traceback)
__init__(self, persistent=False, watch_accessed_variables=True)
batch_jacobian(self, target, source, unconnected_gradients=tf.UnconnectedGradients.NONE, parallel_iterations=None, experimental_use_pfor=True)
gradient(self, target, sources, output_gradients=None, unconnected_gradients=tf.UnconnectedGradients.NONE)
jacobian(self, target, sources, unconnected_gradients=tf.UnconnectedGradients.NONE, parallel_iterations=None, experimental_use_pfor=True)
reset(self)
stop_recording(self)
watch(self, tensor)
watched_variables(self)

class tf.Module
__init__(self, name=None)
name: property
name_scope: property
non_trainable_variables: property
submodules: property
trainable_variables: property
variables: property
classmethod with_name_scope(cls, method)

class tf.Graph
Dismantle: method
__init__(self)
add_to_collection(self, name, value)
add_to_collections(self, names, value)
as_default(self)
as_graph_def(self, from_version=None, add_shapes=False, use_pybind11_proto=False)
as_graph_element(self, obj, allow_tensor=True, allow_operation=True)
building_function: property
clear_collection(self, name)
collections: property
colocate_with(self, op, ignore_existing=False)
container(self, container_name)
control_dependencies(self, control_inputs)
create_op(self, op_type, inputs, dtypes=None, input_types=None, name=None, attrs=None, op_def=None, compute_shapes=True, compute_device=True)
device(self, device_name_or_function)
finalize(self)
finalized: property
get(self)
get_all_collection_keys(self)
get_collection(self, name, scope=None)
get_collection_ref(self, name)
get_name_scope(self)
get_operation_by_name(self, name)
get_operations: method
get_tensor_by_name(self, name)
gradient_override_map(self, op_type_map)
graph_def_versions: property
is_feedable(self, tensor)
is_fetchable(self, tensor_or_op)
name_scope(self, name)
new_operations: method
num_operations: method
op_def_for_type(self, type)
operations: property
prevent_feeding(self, tensor)
prevent_fetching(self, op)
seed: property
switch_to_thread_local(self)
unique_name(self, name, mark_as_used=True)
version: property

class tf.Operation
__init__: method
__repr__(self)
__str__(self)
__tf_tensor__(self, dtype=None, name=None)
colocation_groups(self)
control_inputs: property
device: property
experimental_set_type(self, type_proto)
classmethod from_node_def(cls, node_def, g, inputs=None, output_types=None, control_inputs=None, input_types=None, original_op=None, op_def=None)
get_attr(self, name)
graph: property
inputs: property
name: property
node_def: property
op_def: property
outputs: property
run(self, feed_dict=None, session=None)
traceback: property
type: property
values(self)

class tf.__internal__.FuncGraph
Dismantle: method
__init__(self, name, collections=None, capture_by_value=None, structured_input_signature=None, structured_outputs=None)
__str__(self)
add_capture(self, tensor, placeholder)
add_to_collection(self, name, value)
add_to_collections(self, names, value)
as_default(self)
as_graph_def(self, from_version=None, add_shapes=False, use_pybind11_proto=False)
as_graph_element(self, obj, allow_tensor=True, allow_operation=True)
building_function: property
capture(self, tensor, name=None, shape=None)
capture_call_time_value(self, closure, spec, key=None, default_value=None, placeholder=None)
captures: property
clear_collection(self, name)
collections: property
colocate_with(self, op, ignore_existing=False)
container(self, container_name)
control_dependencies(self, control_inputs)
create_op(self, op_type, inputs, dtypes=None, input_types=None, name=None, attrs=None, op_def=None, compute_shapes=True, compute_device=True)
deferred_external_captures: property
deferred_internal_captures: property
device(self, device_name_or_function)
external_captures: property
finalize(self)
finalized: property
function_captures: property
get(self)
get_all_collection_keys(self)
get_collection(self, name, scope=None)
get_collection_ref(self, name)
get_name_scope(self)
get_operation_by_name(self, name)
get_operations: method
get_tensor_by_name(self, name)
gradient_override_map(self, op_type_map)
graph_def_versions: property
internal_captures: property
is_feedable(self, tensor)
is_fetchable(self, tensor_or_op)
mark_as_unsaveable(self, error_message)
name_scope(self, name)
new_operations: method
num_operations: method
op_def_for_type(self, type)
operations: property
outer_graph: property
output_shapes: property
output_types: property
prevent_feeding(self, tensor)
prevent_fetching(self, op)
replace_capture(self, tensor, placeholder)
replace_capture_with_deferred_capture(self, tensor, closure, spec, placeholder, default_value=None)
saveable: property
saving_errors: property
seed: property
switch_to_thread_local(self)
trainable_variables: property
unique_name(self, name, mark_as_used=True)
variable_captures: property
variables: property
version: property
watch_variable(self, v)

class tf.types.experimental.ConcreteFunction
__init__: method
function_type: property
inference_fn: property

module tf.sparse
SparseTensor: class
add(a, b, threshold=0)
bincount(values, weights=None, axis=0, minlength=None, maxlength=None, binary_output=False, name=None)
concat(axis, sp_inputs, expand_nonconcat_dims=False, name=None)
cross(inputs, name=None, separator=None)
cross_hashed(inputs, num_buckets=0, hash_key=None, name=None)
expand_dims(sp_input, axis=None, name=None)
eye(num_rows, num_columns=None, dtype=tf.float32, name=None)
fill_empty_rows(sp_input, default_value, name=None)
from_dense(tensor, name=None)
map_values(op, *args, **kwargs)
mask(a, mask_indices, name=None)
maximum(sp_a, sp_b, name=None)
minimum(sp_a, sp_b, name=None)
reduce_max(sp_input, axis=None, keepdims=None, output_is_sparse=False, name=None)
reduce_sum(sp_input, axis=None, keepdims=None, output_is_sparse=False, name=None)
reorder(sp_input, name=None)
reset_shape(sp_input, new_shape=None)
reshape(sp_input, shape, name=None)
retain(sp_input, to_retain)
sampled_addmm(indices, values, dense_shape, mat1, mat2, beta=1.0, alpha=1.0, output_type=tf.float32)
segment_mean(data, indices, segment_ids, num_segments=None, name=None, sparse_gradient=False)
segment_sqrt_n(data, indices, segment_ids, num_segments=None, name=None, sparse_gradient=False)
segment_sum(data, indices, segment_ids, num_segments=None, name=None, sparse_gradient=False)
slice(sp_input, start, size, name=None)
softmax(sp_input, name=None)
sparse_dense_matmul(sp_a, b, adjoint_a=False, adjoint_b=False, name=None)
split(sp_input=None, num_split=None, axis=None, name=None)
to_dense(sp_input, default_value=None, validate_indices=True, name=None)
to_indicator(sp_input, vocab_size, name=None)
transpose(sp_input, perm=None, name=None)

module tf.ragged
constant(pylist, dtype=None, ragged_rank=None, inner_shape=None, name=None, row_splits_dtype=tf.int64)
map_flat_values(op, *args, **kwargs)
range(starts, limits=None, deltas=1, dtype=None, name=None, row_splits_dtype=tf.int64)
row_splits_to_segment_ids(splits, name=None, out_type=None)
segment_ids_to_row_splits(segment_ids, num_segments=None, out_type=None, name=None)

module tf.signal
fft(input, name=None)
fft2d(input, name=None)
fftshift(x, axes=None, name=None)
frame(signal, frame_length, frame_step, pad_end=False, pad_value=0, axis=-1, name=None)
hamming_window(window_length, periodic=True, dtype=tf.float32, name=None)
hann_window(window_length, periodic=True, dtype=tf.float32, name=None)
ifft(input, name=None)
ifft2d(input, name=None)
ifftshift(x, axes=None, name=None)
inverse_stft(stfts, frame_length, frame_step, fft_length=None, window_fn='<function hann_window instance>', name=None)
inverse_stft_window_fn(frame_step, forward_window_fn='<function hann_window instance>', name=None)
irfft(input_tensor, fft_length=None, name=None)
irfft2d(input_tensor, fft_length=None, name=None)
kaiser_bessel_derived_window(window_length, beta=12.0, dtype=tf.float32, name=None)
kaiser_window(window_length, beta=12.0, dtype=tf.float32, name=None)
linear_to_mel_weight_matrix(num_mel_bins=20, num_spectrogram_bins=129, sample_rate=8000, lower_edge_hertz=125.0, upper_edge_hertz=3800.0, dtype=tf.float32, name=None)
mfccs_from_log_mel_spectrograms(log_mel_spectrograms, name=None)
overlap_and_add(signal, frame_step, name=None)
rfft(input_tensor, fft_length=None, name=None)
rfft2d(input_tensor, fft_length=None, name=None)
stft(signals, frame_length, frame_step, fft_length=None, window_fn='<function hann_window instance>', pad_end=False, name=None)
vorbis_window(window_length, dtype=tf.float32, name=None)
module tf.train
Checkpoint: class
CheckpointManager: class
CheckpointOptions: class
CheckpointView: class
ClusterDef: class
ClusterSpec: class
Coordinator: class
ExponentialMovingAverage: class
JobDef: class
ServerDef: class
TrackableView: class
experimental: module
checkpoints_iterator(checkpoint_dir, min_interval_secs=0, timeout=None, timeout_fn=None)
get_checkpoint_state(checkpoint_dir, latest_filename=None)
latest_checkpoint(checkpoint_dir, latest_filename=None)
list_variables(ckpt_dir_or_file)
load_checkpoint(ckpt_dir_or_file)
load_variable(ckpt_dir_or_file, name)
# The tf.train.Example protos (example/train_example.cpp).
BytesList: class
Example: class
Feature: class
FeatureList: class
FeatureLists: class
Features: class
FloatList: class
Int64List: class
SequenceExample: class
# The modules tfplay does not emulate (or emulates in part): their members as TF's API goldens
# list them (tensorflow/tools/api/golden/v2/tensorflow.<module>.pbtxt, read in tensorflow/tensorflow
# at the commits named; io at 7cc7ba55 of a recent fork, with decode_jxl and decode_webp), so a
# name TF 2.20 has is a stub and any other is CPython's AttributeError. A function whose golden
# may be older than 2.20 is listed without a signature (`: method`).
# tensorflow.audio.pbtxt (c3bd2f4b)
module tf.audio
decode_wav(contents, desired_channels=-1, desired_samples=-1, name=None)
encode_wav(audio, sample_rate, name=None)
# tensorflow.compat.pbtxt (6fca0304), with its v1 and v2 modules
module tf.compat
as_bytes: method
as_str: method
as_str_any: method
as_text: method
bytes_or_text_types: value
complex_types: value
dimension_at_index: method
dimension_value: method
forward_compatibility_horizon: method
forward_compatible: method
integral_types: value
path_to_str: method
real_types: value
v1: module
v2: module
# tensorflow.feature_column.pbtxt (0c45f4f0), and the sequence_* columns TF 2.x's
# tensorflow/python/feature_column/sequence_feature_column.py exports under tf.feature_column
module tf.feature_column
bucketized_column: method
categorical_column_with_hash_bucket: method
categorical_column_with_identity: method
categorical_column_with_vocabulary_file: method
categorical_column_with_vocabulary_list: method
crossed_column: method
embedding_column: method
indicator_column: method
make_parse_example_spec: method
numeric_column: method
sequence_categorical_column_with_hash_bucket: method
sequence_categorical_column_with_identity: method
sequence_categorical_column_with_vocabulary_file: method
sequence_categorical_column_with_vocabulary_list: method
sequence_numeric_column: method
shared_embeddings: method
weighted_categorical_column: method
# tensorflow.graph_util.pbtxt (1688bdd5)
module tf.graph_util
import_graph_def: method
# tensorflow.io.pbtxt (7cc7ba55), less the names tfplay has (read_file, gfile, parse_example, ...)
module tf.io
SparseFeature: class
decode_and_crop_jpeg: method
decode_base64: method
decode_bmp: method
decode_compressed: method
decode_gif: method
decode_image: method
decode_jpeg: method
decode_json_example: method
decode_jxl: method
decode_png: method
decode_proto: method
decode_webp: method
deserialize_many_sparse: method
encode_base64: method
encode_jpeg: method
encode_png: method
encode_proto: method
extract_jpeg_shape: method
is_jpeg: method
match_filenames_once: method
parse_sequence_example: method
parse_single_sequence_example: method
serialize_many_sparse: method
serialize_sparse: method
write_graph: method
# tensorflow.lite.pbtxt (211111e0), and the experimental module later versions list
module tf.lite
Interpreter: class
OpsSet: class
Optimize: class
RepresentativeDataset: class
TFLiteConverter: class
TargetSpec: class
experimental: module

# tensorflow.lite.-t-f-lite-converter.pbtxt (c3bd2f4b), and experimental_from_jax, a classmethod
# of TFLiteConverterV2 in TF 2.20's tensorflow/lite/python/lite.py that this golden predates.
# Without __init__: TF's argument errors name TFLiteConverterV2.__init__, so constructing one
# is NotImplementedError, not a TypeError naming another class (DeviceSpec(V2) likewise).
class tf.lite.TFLiteConverter
convert(self)
classmethod experimental_from_jax(cls, serving_funcs, inputs)
classmethod from_concrete_functions(cls, funcs, trackable_obj=None)
classmethod from_keras_model(cls, model)
classmethod from_saved_model(cls, saved_model_dir, signature_keys=None, tags=None)

# tensorflow.lite.-optimize.pbtxt (0f563557)
class tf.lite.Optimize
DEFAULT: value
EXPERIMENTAL_SPARSITY: value
OPTIMIZE_FOR_LATENCY: value
OPTIMIZE_FOR_SIZE: value

# tensorflow.lite.-ops-set.pbtxt (30c8019e)
class tf.lite.OpsSet
EXPERIMENTAL_STABLEHLO_OPS: value
EXPERIMENTAL_TFLITE_BUILTINS_ACTIVATIONS_INT16_WEIGHTS_INT8: value
SELECT_TF_OPS: value
TFLITE_BUILTINS: value
TFLITE_BUILTINS_INT8: value

# tensorflow.-device-spec.pbtxt (d0d491e5, a mirror of tensorflow/tensorflow)
class tf.DeviceSpec
device_index: property
device_type: property
classmethod from_string(cls, spec)
job: property
make_merged_spec(self, dev)
parse_from_string(self, spec)
replace(self, **kwargs)
replica: property
task: property
to_string(self)
# tensorflow.mlir.pbtxt (c3bd2f4b)
module tf.mlir
experimental: module
# tensorflow.profiler.pbtxt (ac960b0c)
module tf.profiler
experimental: module
# tensorflow.quantization.pbtxt (32aa8d0b), and quantize_and_dequantize_v2 (TF 2.x's array_ops)
module tf.quantization
dequantize: method
fake_quant_with_min_max_args: method
fake_quant_with_min_max_args_gradient: method
fake_quant_with_min_max_vars: method
fake_quant_with_min_max_vars_gradient: method
fake_quant_with_min_max_vars_per_channel: method
fake_quant_with_min_max_vars_per_channel_gradient: method
quantize: method
quantize_and_dequantize: method
quantize_and_dequantize_v2: method
quantized_concat: method
experimental: module
# tensorflow.queue.pbtxt (596b5ed1)
module tf.queue
FIFOQueue: class
PaddingFIFOQueue: class
PriorityQueue: class
QueueBase: class
RandomShuffleQueue: class
# tensorflow.sysconfig.pbtxt (08df8c40)
module tf.sysconfig
CXX11_ABI_FLAG: value
CXX_VERSION: value
MONOLITHIC_BUILD: value
get_build_info()
get_compile_flags()
get_include()
get_lib()
get_link_flags()
# tensorflow.tpu.pbtxt (010f3edc)
module tf.tpu
XLAOptions: class
experimental: module
# tensorflow.xla.pbtxt (732e2b91)
module tf.xla
experimental: module
# Names TF 2.20 has in modules and classes tfplay builds elsewhere, as TF's v2 API goldens list
# them (tensorflow/tools/api/golden/v2 at 802a41cf of theIArchitecture/tensorflow, a 2.21.0-dev
# mirror whose RELEASE.md lists no API change since 2.20), less the names tfplay has.
# tensorflow.experimental.-dynamic-ragged-shape.pbtxt
class tf.experimental.DynamicRaggedShape
Spec: class
inner_rank: property
inner_shape: property
row_partitions: property
classmethod from_row_partitions(cls, row_partitions, dtype=None)
classmethod from_tensor(cls, t, dtype=None)
with_dtype(self, dtype)
# tensorflow.io.gfile.pbtxt
module tf.io.gfile
get_registered_schemes()
# tensorflow.summary.pbtxt, tensorflow.summary.experimental.pbtxt
module tf.summary
should_record_summaries()
module tf.summary.experimental
write_raw_pb(tensor, step=None, name=None)
# tensorflow.types.experimental.pbtxt
module tf.types.experimental
AtomicFunction: class
Callable: class
FunctionType: class
TensorLike: value
distributed: module
)TABLE";

}  // namespace tfplay::tf
