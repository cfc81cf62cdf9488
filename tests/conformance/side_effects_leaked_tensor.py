# A symbolic tensor kept from a trace (appended to a global list) is not a value: an eager op
# given it raises TypeError ("An op outside of the function building code is being passed a
# "Graph" tensor"). Another trace using it: FuncGraph._validate_in_scope raises only for a
# tensor of a graph nested in the tracing one, so TF captures this one, and the call fails in
# TFE_Py_Execute with a TypeError ("<tf.Tensor 'mul:0' ...> is out of scope and cannot be used
# here. ... was defined here: <the frames that created it, TF's own included> ... cannot be
# accessed from here, because it was defined in FuncGraph(name=keep, id=...)", as real TF runs
# print it). tfplay cannot list those frames, so it refuses with NotImplementedError.
# TF source: tensorflow/python/eager/pywrap_tfe_src.cc (the eager TypeError),
# tensorflow/python/framework/func_graph.py (FuncGraph.capture, _validate_in_scope).
import tensorflow as tf

kept = []


@tf.function
def keep(x):
    y = x * 2
    kept.append(y)
    return y


print(keep(tf.constant(3)).numpy())
print(kept)
try:
    kept[0] + 1
except TypeError as e:
    print("TypeError:", e)


@tf.function
def reuse(x):
    return x + kept[0]


try:
    reuse(tf.constant(1))
except NotImplementedError as e:
    print(str(e).splitlines()[-1].strip())
