# A RaggedTensor that does not fit a tf.function's RaggedTensorSpec input_signature: binding
# casts each component (TypeSpec.cast maps TensorSpec.cast over _component_specs and
# _to_components: flat_values, then row_splits), and the first that does not fit raises
# TensorSpec.cast's "Can not cast TensorSpec(...) to TensorSpec(...)", wrapped by
# function_type_utils.bind_function_inputs ("Binding inputs to tf.function failed due to ...").
# A concrete function binds the same way against its own signature (with its output type).
import tensorflow as tf


@tf.function(input_signature=[tf.RaggedTensorSpec(shape=[None, None], dtype=tf.int32)])
def ident(x):
    return x


print(ident(tf.ragged.constant([[1], [2, 3]])))
for bad in (tf.ragged.constant([[1.0], [2.0, 3.0]]), tf.ragged.constant([[1], [2, 3]], row_splits_dtype=tf.int32)):
    try:
        ident(bad)
    except TypeError as e:
        print("TypeError:", e)
cf = ident.get_concrete_function()
try:
    cf(tf.ragged.constant([[1.0]]))
except TypeError as e:
    print("TypeError:", str(e).splitlines()[0])
