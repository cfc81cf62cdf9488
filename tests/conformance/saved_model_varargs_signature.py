# A signature over a tf.function taking *args (TF 2.20 signature_serialization.canonicalize_signatures):
# its inputs are named after the graph's placeholders, args_0 and args_1 (_arg_keywords), and a tuple
# result becomes output_0, output_1 (_normalize_outputs). The restored function takes the
# arguments positionally and converts Python floats through its input_signature.
import tensorflow as tf
class M(tf.Module):
    @tf.function(input_signature=[tf.TensorSpec([], tf.float32), tf.TensorSpec([], tf.float32)])
    def f(self, *args):
        return args[0] + args[1], args[0] * args[1]
m = M()
tf.saved_model.save(m, "va")
l = tf.saved_model.load("va")
print(list(l.signatures.keys()))
s = l.signatures["serving_default"]
print(s.structured_input_signature)
print(s(args_0=tf.constant(2.0), args_1=tf.constant(3.0)))
print(l.f(tf.constant(2.0), tf.constant(3.0)))
print(l.f(2.0, 3.0))
