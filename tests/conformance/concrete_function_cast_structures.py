# Calling a ConcreteFunction casts each argument to its traced type: Python numbers nested in a
# tuple, list, dict or namedtuple become tensors of the traced dtype, and the container is
# rebuilt (a dict in the traced key order, a namedtuple with its class). A value of the wrong
# container kind fails with the cast's own message, then the flat signature is tried.
# TF source: tensorflow/core/function/trace_type/default_types.py (Tuple.cast "Can not cast
# {value!r} to tuple type.", List.cast "... to list type.", Dict.cast "... to a Dict type.",
# "Expected {value} to have length of {n}", NamedTuple.cast), trace_type/util.py
# (cast_and_return_whether_casted), tensorflow/python/framework/tensor.py (TensorSpec.cast),
# concrete_function.py (_call_impl, _call_with_flat_signature), function_type_utils.py
# (bind_function_inputs); trace_type_test.py (CastDefaultTypesTest testTupleAndList, testDict,
# testNamedTuple), polymorphic_function_test.py (testConcreteFunctionStructuredSignatureError:
# ExpectedDictGotTensor, ExpectedTupleGotTensor).
import collections

import tensorflow as tf


@tf.function
def ident(x):
    return x


cf_tuple = ident.get_concrete_function((tf.constant(1.0), tf.constant(2.0)))
cf_list = ident.get_concrete_function([tf.constant(1.0), tf.constant(2.0)])
cf_dict = ident.get_concrete_function({"x": tf.constant(1.0), "y": tf.constant(2.0)})
Foo = collections.namedtuple("Foo", ["a", "b"])
cf_named = ident.get_concrete_function(Foo(tf.constant(1.0), tf.constant(2.0)))
print(cf_tuple((1, 2)))
print(cf_list([1, 2.5]))
print(cf_dict({"y": 2, "x": 1}))
print(cf_named(Foo(1, 2)))
print(cf_tuple((tf.constant(3.0), 4)))
print("traces:", ident.experimental_get_tracing_count())

calls = [
    lambda: cf_dict(tf.constant(1.0)),
    lambda: cf_tuple(tf.constant(1.0)),
    lambda: cf_tuple([1, 2]),
    lambda: cf_list((1, 2)),
    lambda: cf_tuple((1, 2, 3)),
]
for call in calls:
    try:
        call()
    except TypeError as e:
        print("TypeError:", e)
