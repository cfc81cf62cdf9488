# ConcreteFunction.structured_input_signature names each tensor argument by its path in the call:
# func_graph.convert_structure_to_signature joins the parameter name and each index, dict key or
# namedtuple field name with "_" and passes that through tensor.sanitize_spec_name (lower case;
# anything but a letter or digit becomes "_"; a name not starting with a letter gets "tensor_"
# before it). A **kwargs key is sanitized when the call binds (function_type.sanitize_arg_name:
# "2nd" becomes "arg_2nd", with a logged warning), so it shows as 'arg_2nd'. A placeholder
# named by a TensorSpec of its own (TensorSpec.placeholder_value: `self.name or
# naming_scope`, kept as the op's _user_specified_name) keeps that name when it differs from
# the parameter's. Python values stay as they are.
# TF source: tensorflow/python/framework/func_graph.py (convert_structure_to_signature),
# tensorflow/python/framework/tensor.py (sanitize_spec_name, TensorSpec.placeholder_value),
# tensorflow/python/util/nest_util.py (namedtuple paths are field names),
# tensorflow/core/function/polymorphism/function_type.py (sanitize_arg_name),
# tensorflow/python/eager/polymorphic_function/function_type_utils.py (bind_function_inputs).
import collections

import tensorflow as tf

Point = collections.namedtuple("Point", ["x", "y"])


@tf.function
def describe(Batch, point, table, flag=True, **options):
    return Batch


cf = describe.get_concrete_function(
    tf.TensorSpec([None, 3]),
    Point(tf.TensorSpec([]), tf.TensorSpec([], tf.int32)),
    {"Rate-1": tf.TensorSpec([2]), "k": [tf.TensorSpec([1]), 7]},
    **{"2nd": tf.TensorSpec([], tf.bool)},
)
args, kwargs = cf.structured_input_signature
for arg in args:
    print(arg)
print(kwargs)


@tf.function(input_signature=[tf.TensorSpec([2], name="features"), (tf.TensorSpec([], name="w"), tf.TensorSpec([]))])
def named(inputs, weights):
    return inputs * weights[0] + weights[1]


print(named.get_concrete_function().structured_input_signature)
# The nested TensorSpec named "w" names its own placeholder; the unnamed one is named after the
# parameter.
print([t.name for t in named.get_concrete_function().inputs])
