# A ConcreteFunction traced with several distinct variables can be called with them again, in
# any order or nested in dicts and tuples: its parameters are VariableSpecs (alias_id 0, 1, ...),
# whose cast only asks for a variable, so the call binds whichever variables it is given.
# When the structured call fails, the flat signature accepts variables as well as tensors.
# TF source: tensorflow/python/ops/resource_variable_ops.py (VariableSpec.cast: a bare
# `assert isinstance(value, BaseResourceVariable)`, whose AssertionError has no text),
# tensorflow/python/eager/polymorphic_function/concrete_function.py (_call_impl,
# _call_with_flat_signature: isinstance(arg, (Tensor, BaseResourceVariable))),
# function_type_utils.py (bind_function_inputs); concrete_function_test.py
# (test_generate_from_atomic: two dicts holding two variables, result 7).
import tensorflow as tf

v1 = tf.Variable(2)
v2 = tf.Variable(5)


@tf.function
def add(a, b):
    return a + b


cf = add.get_concrete_function(v1, v2)
print(cf.structured_input_signature)
print(cf(v1, v2).numpy(), cf(v2, v1).numpy(), cf(v1, v1).numpy())


@tf.function
def add_dicts(da, db):
    return {"variable": da["v"] + db["v"]}


cf_dicts = add_dicts.get_concrete_function({"v": v1}, {"v": v2})
print(cf_dicts({"v": v1}, {"v": v2})["variable"].numpy())


@tf.function
def add_firsts(a, b):
    return a[0] + b[0]


cf_tuples = add_firsts.get_concrete_function((v1,), (v2,))
print(cf_tuples((v2,), (v1,)).numpy())

try:
    cf(v1, "x")
except TypeError as e:
    print("TypeError:", e)
print("traces:", add.experimental_get_tracing_count(), add_dicts.experimental_get_tracing_count())
