# Saving a loaded object again (TF 2.20 load.py/function_deserialization.py): a RestoredFunction
# saves the concrete functions it was loaded with (_list_all_concrete_functions_for_serialization),
# so nothing is traced and the original Python body, which is gone, does not run; each load makes
# its own variables, so assigning in the second copy leaves the first unchanged.
import tensorflow as tf
class M(tf.Module):
    def __init__(self):
        super().__init__()
        self.v = tf.Variable(3.0)
    @tf.function
    def __call__(self, x):
        print("trace", x)
        return x * self.v
m = M()
m(tf.constant(1.0))
tf.saved_model.save(m, "r1")
l1 = tf.saved_model.load("r1")
tf.saved_model.save(l1, "r2")
l2 = tf.saved_model.load("r2")
l2.v.assign(5.0)
print(l2(tf.constant(2.0)), l1(tf.constant(2.0)))
try:
    l2(tf.constant([1.0]))
except ValueError as e:
    print(str(e).splitlines()[-2])
