# A symbolic tensor kept from a trace (appended to a global list) is not a value: an eager op
# given it raises TypeError ("An op outside of the function building code is being passed a
# "Graph" tensor"), and another trace using it raises InaccessibleTensorError.
# TF source: tensorflow/python/eager/pywrap_tfe_src.cc (the eager TypeError),
# tensorflow/python/framework/func_graph.py (FuncGraph.capture -> InaccessibleTensorError),
# tensorflow/python/autograph/pyct/error_utils.py (only KNOWN_STRING_CONSTRUCTOR_ERRORS are
# re-raised "in user code", so InaccessibleTensorError keeps its own message).
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
except ValueError as e:
    # The rest of TF's message shows where the tensor was defined, with TF's own frames.
    print(type(e).__name__ + ":", "\n".join(str(e).splitlines()[:6]))
