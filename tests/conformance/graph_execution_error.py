# A kernel that fails while a tf.function's graph runs raises the tf.errors class with TF's
# "Graph execution error:" text: the failing node, the stack that defined it while tracing
# (only the program's own frames, each followed by an empty line), the kernel's message with the
# node tag and the called function. str(e) is e.message; e.op and e.node_def are None.
# TF source: tensorflow/python/eager/polymorphic_function/atomic_function.py
# (InterpolateRuntimeError.interpolate: "Graph execution error:", "", "Detected at node {name}
# defined at (most recent call last):", traceback.format_list frames, message.strip(), joined by
# "\n"), tensorflow/python/framework/error_interpolation.py (parse_message drops the
# {{function_node ...}} tags), tensorflow/core/common_runtime (AttachDef: "\n\t [[{{node X}}]]"),
# pywrap_tfe_src.cc (" [Op:__inference_..."]), tensorflow/python/framework/errors_impl.py
# (OpError.message, .op, .node_def, __str__), tensorflow/core/kernels/matmul_op_impl.h,
# gather_op.cc and check_numerics_op.cc (the kernel texts). The number in
# __inference_product_N comes from TF's process-wide ops.uid() counter; the conformance runner
# compares it loosely.
import tensorflow as tf

spec = tf.TensorSpec([None, None], tf.float32)


@tf.function(input_signature=[spec, spec])
def product(a, b):
    scaled = a * 2.0
    return tf.matmul(scaled, b)


print(product(tf.ones([2, 3]), tf.ones([3, 1])).numpy().tolist())
try:
    product(tf.ones([2, 3]), tf.ones([2, 3]))
except tf.errors.InvalidArgumentError as e:
    print(type(e).__name__, e.op, e.node_def, e.error_code)
    print(e.message)
    print(str(e) == e.message)


@tf.function
def pick(params, i):
    return tf.gather(params, i)


try:
    pick(tf.constant([10, 20, 30]), tf.constant(5))
except tf.errors.InvalidArgumentError as e:
    print(e)


@tf.function
def safe_log(x):
    y = tf.math.log(x)
    return tf.debugging.check_numerics(y, "log went wrong")


print(safe_log(tf.constant([1.0, 4.0])).numpy())
try:
    safe_log(tf.constant([1.0, -4.0]))
except tf.errors.InvalidArgumentError as e:
    print(e)
try:
    raise tf.errors.InvalidArgumentError(None, None, "made by hand")
except tf.errors.OpError as e:
    print(type(e).__name__, e.message, e.op, e.node_def, e.error_code, str(e))
    # errors_impl.py's module constants are error_codes.proto's numbers.
    print(e.error_code == tf.errors.INVALID_ARGUMENT, tf.errors.OK, tf.errors.OUT_OF_RANGE, tf.errors.UNAUTHENTICATED)
print("traces:", product.experimental_get_tracing_count(), pick.experimental_get_tracing_count())
