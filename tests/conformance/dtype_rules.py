# TF's dtype rules at op boundaries and broadcasting errors, eagerly and while tracing.
# TF source: tensorflow/python/ops/math_ops.py (binary_op_wrapper, r_binary_op_wrapper with
# maybe_promote_tensors(force_same_dtype=True), _add_dispatch / add: y gets x's dtype only as a
# hint, multiply/subtract call the generated op directly, _truediv_python3 and _TRUEDIV_TABLE),
# tensorflow/python/eager/pywrap_tensor.cc ConvertToEagerTensorUncached ("Cannot convert 1.5 to
# EagerTensor of dtype int32", C++ DataTypeString names such as "float"),
# tensorflow/core/common_runtime/eager/execute.cc ("cannot compute AddV2 as input
# #1(zero-based) was expected to be a int32 tensor but is a float tensor"),
# tensorflow/core/kernels/cwise_ops_common.cc ("Incompatible shapes: [3] vs. [2]"),
# tensorflow/python/framework/ops.py raise_from_not_ok_status (always appends " name: "; the
# operator wrappers pass name=None eagerly because name_scope is skipped),
# tensorflow/python/framework/op_def_library.py _apply_op_helper (graph-time TypeErrors),
# tensorflow/python/framework/tensor_util.py _AssertCompatible,
# tensorflow/core/framework/op_def_util.cc ValidateAttrValue / SummarizeOpDef (a dtype outside
# an op's allowed list), common_shape_fns.cc BroadcastBinaryOpOutputShapeFnHelper.
import tensorflow as tf


def show(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__ + ":", e)


i = tf.constant([1, 2, 3])
f = tf.constant([1.0, 2.0, 3.0])

show(lambda: tf.constant(2.5) * 2)
show(lambda: i * 2.0)
show(lambda: i * 1.5)
show(lambda: 1.5 * i)
show(lambda: i + 1.5)
show(lambda: i - 1.5)
show(lambda: i / 2)
show(lambda: i / 1.5)
show(lambda: i // 2)
show(lambda: i + f)
show(lambda: f + tf.constant(1.0, tf.float64))
show(lambda: tf.add(3, f))
show(lambda: tf.subtract(3, f))
show(lambda: i + tf.constant([1, 2]))
show(lambda: tf.multiply(i, tf.constant([[1], [2]])))
show(lambda: i == tf.constant([1, 2]))
show(lambda: i == 2)
show(lambda: tf.constant(2.2, dtype=tf.int32))
show(lambda: tf.constant("a", dtype=tf.float32))
show(lambda: tf.sqrt(i))


@tf.function
def times(x, y):
    return x * y


show(lambda: times(i, 1.5))


@tf.function
def rtimes(x):
    return 1.5 * x


show(lambda: rtimes(i))


@tf.function
def plus(x, y):
    return x + y


show(lambda: plus(i, 1.5))
show(lambda: plus(i, f))
show(lambda: plus(i, tf.constant([1, 2])))


@tf.function
def root(x):
    return tf.sqrt(x)


show(lambda: root(i))
