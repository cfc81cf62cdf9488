# ConcreteFunction attributes learners print: variables / trainable_variables (the variables the
# graph captured, FuncGraph.variables), captured_inputs (their handles), function_type (str is
# the signature, repr the "Input Parameters:" block, function_type.FunctionType), name (the
# inference function's name, as bytes), output_dtypes / output_shapes (nest.map_structure over
# structured_outputs; the returned dict's tensors pass through Identity ops in sorted key
# order, as nest.map_structure visits them), and placeholders of *args / **kwargs parameters
# named args_0, args_1 and by keyword (function_type.canonicalize_to_monomorphic). Expected
# text derived from
# tensorflow/python/eager/polymorphic_function/concrete_function.py,
# tensorflow/core/function/polymorphism/function_type.py and framework/func_graph.py.
import tensorflow as tf

scale = tf.Variable(2.0, name="scale")
offset = tf.Variable(1.0, trainable=False, name="offset")


@tf.function
def affine(x):
    return {"y": x * scale + offset, "n": tf.size(x)}


cf = affine.get_concrete_function(tf.TensorSpec([None], tf.float32))
print(cf.variables)
print(cf.trainable_variables)
print([t.dtype for t in cf.captured_inputs])
print(cf.function_type)
print(cf.output_dtypes)
print(cf.output_shapes)
print(repr(cf.name).startswith("b'__inference_affine_"), type(cf.name).__name__)
print(cf.structured_outputs)


@tf.function
def total(*args, **kwargs):
    print(args, kwargs)
    return tf.add_n(list(args) + list(kwargs.values()))


print(total(tf.constant(1), tf.constant(2), z=tf.constant(3), a=tf.constant(4)))
cf = total.get_concrete_function(tf.constant(1), tf.constant(2), z=tf.constant(3), a=tf.constant(4))
print([op.name for op in cf.graph.get_operations() if op.type == "Placeholder"])
print(cf.structured_input_signature)
print(repr(cf.function_type))
