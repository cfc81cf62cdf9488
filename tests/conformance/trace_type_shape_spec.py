# tf.TensorShape and tf.TensorSpec as TraceTypes. Expected values from TF 2.20's docstrings and
# source: TensorShape.is_subtype_of / most_specific_common_supertype (the examples of
# tensor_shape.py), TensorShape.placeholder_value's NotImplementedError (its two string
# literals joined without a space), as_proto / experimental_from_proto; TensorSpec.is_subtype_of
# (an unnamed spec or the same name; tensor.py), TypeSpec.most_specific_common_supertype over
# (shape, dtype, name) and the deprecated most_specific_compatible_type with its ValueError
# (type_spec.py), TensorSpec.experimental_as_proto (struct.proto's TensorSpecProto);
# Tensor.ref() (the set/dict examples of its docstring; object_identity.Reference) and the
# deprecated experimental_ref.
import tensorflow as tf

TS = tf.TensorShape
print(TS([32, 784]).is_subtype_of(TS(None)), TS([4, 4]).is_subtype_of(TS(None)))
print(TS([32, 784]).is_subtype_of(TS([4, 4])))
print(TS([32, None]).is_subtype_of(TS([None, None])), TS([32, None]).is_subtype_of(TS([32])))
print(TS([32, None]).is_subtype_of(TS([64, None])), TS([32, None]).is_subtype_of(TS([None, 32])))
print(TS([32, 784]).is_subtype_of(TS([None, 784])), TS([32, 784]).is_subtype_of([32, 784]))
print(repr(TS([2, 1]).most_specific_common_supertype([TS([5, 1])])))
print(repr(TS([1, 2, 3]).most_specific_common_supertype([TS([1, 2, 3])])))
print(repr(TS([2, None]).most_specific_common_supertype([TS([None, 3])])))
print(repr(TS([1, 2, 3]).most_specific_common_supertype([TS([1, 2])])))
print(repr(TS([1, 2, 3]).most_specific_common_supertype([TS(None)])))
print(repr(TS([4, 2]).most_specific_common_supertype([TS([4, 2]), TS([4, 7])])))
print(TS([1]).most_specific_common_supertype([[1]]))
print(TS([2, None]).as_proto())
print(TS(None).experimental_as_proto())
print(repr(TS.experimental_from_proto(TS([3, None]).as_proto())))
print(TS.experimental_type_proto())
print(TS([3]).flatten(), TS([3]).to_tensors(None))
try:
    TS([3]).placeholder_value(None)
except NotImplementedError as e:
    print("NotImplementedError:", e)

spec = tf.TensorSpec([2, None], tf.float32, name="x")
print(tf.TensorSpec([2, 3]).is_subtype_of(spec), spec.is_subtype_of(tf.TensorSpec([2, None])))
print(spec.is_subtype_of(tf.TensorSpec(None, tf.float32, "x")), spec.is_subtype_of(TS([2, None])))
print(tf.TensorSpec([2, 3], tf.int32).is_subtype_of(tf.TensorSpec([2, 3])))
print(tf.TensorSpec([2, 3]).most_specific_common_supertype([tf.TensorSpec([2, 4]), tf.TensorSpec([2, 5])]))
print(tf.TensorSpec([2]).most_specific_common_supertype([tf.TensorSpec([2], tf.int32)]))
print(tf.TensorSpec([2], name="a").most_specific_common_supertype([tf.TensorSpec([2], name="b")]))
print(tf.TensorSpec([2, 3]).most_specific_compatible_type(tf.TensorSpec([2])))
try:
    tf.TensorSpec([2]).most_specific_compatible_type(tf.TensorSpec([2], tf.int32))
except ValueError as e:
    print("ValueError:", e)
print(spec.value_type is tf.Tensor)
print(spec.experimental_as_proto())
print(repr(tf.TensorSpec.experimental_from_proto(spec.experimental_as_proto())))
print(tf.TensorSpec.experimental_from_proto(tf.TensorSpec([], tf.int64).experimental_as_proto()))
print(tf.TensorSpec.experimental_type_proto())
print(isinstance(spec, tf.types.experimental.TraceType))

x = tf.constant(5)
y = tf.constant(10)
z = tf.constant(10)
tensor_set = {x.ref(), y.ref(), z.ref()}
print(x.ref() in tensor_set, len(tensor_set))
tensor_dict = {x.ref(): "five", y.ref(): "ten"}
print(tensor_dict[y.ref()])
print(repr(x.ref().deref()))
print(x.ref().deref() is x, y.ref() == z.ref(), x.ref() == None)
print(repr(y.experimental_ref()))
try:
    x.ref() < x
except TypeError as e:
    print("TypeError:", e)
v = tf.Variable(2.0)
print(v.ref().deref() is v, v.ref() == v.ref())
print(x.__tf_tracing_type__(None))
