# Tensors made in the body of a loop AutoGraph turns into a tf.while_loop belong to the loop
# body's FuncGraph. Keeping them in a Python list (list.append is not a loop variable without
# AutoGraph's optional LISTS feature) and returning them makes the function graph capture a
# tensor of a graph nested in it: FuncGraph.capture raises InaccessibleTensorError (a ValueError).
# The message also shows where the tensor was made (every user frame of its creation stack, with
# AutoGraph's generated file among them) and the graphs' ids; this program prints the stable parts.
# TF source: tensorflow/python/framework/func_graph.py (FuncGraph.capture, FuncGraph.__str__
# "FuncGraph(name=..., id=...)"), tensorflow/python/ops/while_v2.py (body graph named
# while_body_<uid>), tensorflow/python/autograph/core/converter.py (Feature.LISTS is optional).
import tensorflow as tf


@tf.function
def squares(n):
    out = []
    for i in tf.range(n):
        out.append(i * i)
    return out


try:
    squares(tf.constant(3))
except ValueError as e:
    lines = str(e).splitlines()
    print(type(e).__name__)
    print(lines[0])
    print(lines[1])
    print(lines[3])
    last = lines[-1]
    accessed_from = last.split(" cannot be accessed from ")[1].split(", because")[0]
    defined_in = last.split("because it was defined in ")[1].split(", which")[0]
    print(last.split(" cannot be accessed from ")[0])
    print(accessed_from.split(",")[0], defined_in.split(",")[0].rstrip("0123456789"))
    print(accessed_from.split(", ")[1].startswith("id="), last.endswith(", which is out of scope."))
