# The "Using the SavedModel format" guide's CustomModule: saved after one call, loaded, mutated
# through a restored input_signature function, then trained with a GradientTape and SGD.
# Expected text: the guide shows "Tracing with" again after "Saving model..." (save.py asks for
# the traced signature with named TensorSpecs, which traces anew) and the losses 36.00, 12.96,
# ..., 0.00; v follows from SGD's update v += 0.05 * 4 * (10 - 2v). The loaded variable is a new
# one: the original module's v stays 1.0. tape.watched_variables() lists the variable the loaded
# graph reads although no trace runs inside the tape (concrete_function.py _call_flat calls
# variable_accessed on the function graph's variables at every call).
import tensorflow as tf


class CustomModule(tf.Module):

    def __init__(self):
        super(CustomModule, self).__init__()
        self.v = tf.Variable(1.)

    @tf.function
    def __call__(self, x):
        print('Tracing with', x)
        return x * self.v

    @tf.function(input_signature=[tf.TensorSpec([], tf.float32)])
    def mutate(self, new_v):
        self.v.assign(new_v)


module = CustomModule()
module(tf.constant(0.))
print('Saving model...')
tf.saved_model.save(module, "module_no_signatures")

imported = tf.saved_model.load("module_no_signatures")
assert imported(tf.constant(3.)).numpy() == 3
imported.mutate(tf.constant(2.))
assert imported(tf.constant(3.)).numpy() == 6
print(list(imported.signatures.keys()))

optimizer = tf.keras.optimizers.SGD(0.05)


def train_step():
    with tf.GradientTape() as tape:
        loss = (10. - imported(tf.constant(2.))) ** 2
    variables = tape.watched_variables()
    grads = tape.gradient(loss, variables)
    optimizer.apply_gradients(zip(grads, variables))
    return loss


for _ in range(10):
    # "v" approaches 5, "loss" approaches 0
    print("loss={:.2f} v={:.2f}".format(train_step(), imported.v.numpy()))
print(module.v.numpy())
