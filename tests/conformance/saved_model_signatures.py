# tf.saved_model signatures and input_signature functions. Expected text from TF 2.20's sources:
# signature_serialization.py (find_function_to_export makes the root's one tf.function with an
# input_signature and outputs the "serving_default" signature; canonicalize_signatures wraps it
# so it takes keyword arguments named after the function's inputs and returns a dict whose
# single output is "output_0"; load gives a _SignatureMap), function_serialization.py
# (output_signature: convert_structure_to_signature names each output TensorSpec by its path),
# save.py (a function with an input_signature is traced while saving, so its print shows then),
# function_deserialization.py ("Found zero restored functions for caller function." for a
# function never traced, as the tf.saved_model.save docstring shows), and
# loader_impl.contains_saved_model.
import tensorflow as tf


class Adder(tf.Module):
    def __init__(self):
        super().__init__()
        self.offset = tf.Variable(1.0)

    @tf.function(input_signature=[tf.TensorSpec(shape=[None], dtype=tf.float32)])
    def add(self, x):
        print("tracing add with", x)
        return x + self.offset

    @tf.function
    def double(self, x):
        return x + x


adder = Adder()
print("saving")
tf.saved_model.save(adder, "adder")
print(tf.saved_model.contains_saved_model("adder"), tf.saved_model.contains_saved_model("nowhere"))
loaded = tf.saved_model.load("adder")
print(list(loaded.signatures.keys()))
infer = loaded.signatures["serving_default"]
print(infer.structured_input_signature)
print(infer.structured_outputs)
print(infer(x=tf.constant([1.0, 2.0])))
print(loaded.add(tf.constant([5.0, 6.0, 7.0])))
loaded.offset.assign(100.0)
print(loaded.add([1.0]))
print(adder.offset.numpy())
try:
    loaded.double(tf.constant(1.0))
except ValueError as e:
    print(e)

tf.saved_model.save(adder, "adder_double", signatures={"twice": adder.double.get_concrete_function(tf.TensorSpec([2], tf.int32))})
again = tf.saved_model.load("adder_double")
print(list(again.signatures.keys()))
print(again.signatures["twice"](x=tf.constant([3, 4])))
print(again.double(tf.constant([5, 6])))
