# input_signature entries may be nested structures of TensorSpecs: _validate_signature flattens
# them with nest.flatten (dict values in sorted key order), the parameter's type is the
# structure's Dict/List trace type, call values are cast leaf by leaf, and the placeholders are
# made in flattened order, all named after the parameter.
# TF source: tensorflow/python/eager/polymorphic_function/function_type_utils.py
# (_validate_signature, make_function_type), tensorflow/core/function/trace_type/default_types.py
# (Dict, List: placeholder_value and _cast).
import tensorflow as tf


@tf.function(input_signature=[{"values": tf.TensorSpec([None], tf.float32), "scale": tf.TensorSpec([], tf.float32)}])
def apply(params):
    print("tracing apply with", sorted(params))
    return params["values"] * params["scale"]


print(apply({"values": tf.constant([1.0, 2.0]), "scale": tf.constant(3.0)}).numpy())
print(apply({"scale": 2.0, "values": [1.0, 2.0, 3.0]}).numpy())
print(apply.experimental_get_tracing_count())
print(apply.input_signature)
print([t.name for t in apply.get_concrete_function().inputs])


@tf.function(input_signature=[[tf.TensorSpec([], tf.int32), tf.TensorSpec([], tf.int32)]])
def pair_sum(pair):
    return pair[0] + pair[1]


print(pair_sum([tf.constant(1), 2]).numpy())
print(pair_sum.pretty_printed_concrete_signatures(verbose=False))
