# tf.print of Python structures, SparseTensors and RaggedTensors: logging_ops.print_v2 pformats
# each input with its tensors replaced by a placeholder that occurs nowhere in the tensor-free
# template (_generate_placeholder_string: "{}" plus random.Random(5) digits, so "loss {}" keeps
# its braces), pprint wraps what is longer than 80 columns, a SparseTensor is the quoted string
# "SparseTensor(indices=..., values=..., shape=...)" (logging_ops_test testPrintSparseTensor), an
# OrderedDict keeps its own order, and a RaggedTensor is ragged_tensor_to_string's text
# (ragged_print_op_test: summarize 3, 2 and -1, strings quoted and escaped, floats as AsString's
# %f).
import collections
import tensorflow as tf

t = tf.constant(0.5)
tf.print("loss {}", t)
tf.print("{}")
tf.print({}, t)
tf.print({"train_loss": t, "train_accuracy": t, "val_loss": t, "val_accuracy": t, "lr": t})
tf.print(list(range(30)))
tf.print(tf.sparse.from_dense([[0, 1]]))
tf.print(tf.ragged.constant([[1, 2], [3]]))
tf.print(tf.ragged.constant([["a", "b"], ["c'd"]]))
tf.print("a", 5, True, tf.ragged.constant([[1, 2], [3]]), "c")
r = tf.ragged.constant([[1, 2, 3, 4, 5, 6, 7, 8, 9], [10], [], [], [], [], [11, 12]])
tf.print(r)
tf.print(r, summarize=2)
tf.print(r, summarize=-1)
tf.print(tf.ragged.constant([[1, 2], [3]]), tf.constant([[1, 2], [3, 4]]))
tf.print(tf.ragged.constant([[1, 2], [3]]), tf.sparse.from_dense([[1]]))
tf.print(tf.ragged.constant([[1.5], []]))
tf.print(collections.OrderedDict([("b", 1), ("a", tf.constant(2))]))
tf.print([t, "x"], {"k": (t, 1)})
