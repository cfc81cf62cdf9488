# input_signature with *args. Expected text from TF 2.20's source:
# - tensorflow/core/function/polymorphism/function_type.py add_type_constraints: VAR_POSITIONAL
#   becomes POSITIONAL_ONLY parameters `xs_0, xs_1, ...`, one per remaining TensorSpec; with *args
#   present every POSITIONAL_OR_KEYWORD parameter becomes POSITIONAL_ONLY; a keyword-only
#   parameter must have a default, which becomes its constraint (Literal[0.5]).
# - inspect.Signature.__str__ (CPython 3.12): `/` after the last positional-only parameter, `*`
#   before the first keyword-only one, ` = ` around an annotated default.
# - python/eager/polymorphic_function/function_type_utils.py bind_function_inputs: the
#   binding TypeError; `too many positional arguments` is inspect's own message.
import tensorflow as tf


@tf.function(input_signature=[tf.TensorSpec([], tf.float32), tf.TensorSpec([None], tf.float32),
                              tf.TensorSpec([None], tf.float32)])
def blend(weight, *xs, bias=0.5):
    print("tracing", len(xs), "inputs, bias", bias)
    return weight * (xs[0] + xs[1]) + bias


print(blend(2.0, tf.constant([1.0, 2.0]), tf.constant([3.0, 4.0])))
print(blend(tf.constant(1.0), [1.0], [2.0]))
print(blend.experimental_get_tracing_count())
print(blend.pretty_printed_concrete_signatures())
try:
    blend(1.0, [1.0], [2.0], [3.0])
except TypeError as e:
    print("TypeError:", e)
try:
    blend(1.0, [1.0], [2.0], bias=1.0)
except TypeError as e:
    print("TypeError:", e)

try:
    @tf.function(input_signature=[tf.TensorSpec([], tf.float32)])
    def needs_default(x, *, y):
        return x
except TypeError as e:
    print("TypeError:", e)
