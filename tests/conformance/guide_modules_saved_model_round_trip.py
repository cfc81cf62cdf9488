# Introduction to modules, saving functions: a tf.Module whose tf.function traced two input
# ranks is saved and loaded; the loaded object is a revived _UserObject (not the class), its
# traced signatures run, an untraced input shape raises the loader's 'Could not find matching
# concrete function' ValueError, tracked children are restored, and tf.Module's computed
# variables property is not (saved_model/load.py).
import tensorflow as tf

class Dense(tf.Module):
    def __init__(self, in_features, out_features, name=None):
        super().__init__(name=name)
        self.w = tf.Variable(tf.ones([in_features, out_features]), name='w')
        self.b = tf.Variable(tf.zeros([out_features]), name='b')

    def __call__(self, x):
        y = tf.matmul(x, self.w) + self.b
        return tf.nn.relu(y)

class MySequentialModule(tf.Module):
    def __init__(self, name=None):
        super().__init__(name=name)
        self.dense_1 = Dense(in_features=3, out_features=3)
        self.dense_2 = Dense(in_features=3, out_features=2)

    @tf.function
    def __call__(self, x):
        x = self.dense_1(x)
        return self.dense_2(x)

my_model = MySequentialModule(name="the_model")
print(my_model([[2.0, 2.0, 2.0]]))
print(my_model([[[2.0, 2.0, 2.0], [2.0, 2.0, 2.0]]]))
tf.saved_model.save(my_model, "the_saved_model")
new_model = tf.saved_model.load("the_saved_model")
print(isinstance(new_model, MySequentialModule))
print(new_model([[2.0, 2.0, 2.0]]))
print(new_model([[[2.0, 2.0, 2.0], [2.0, 2.0, 2.0]]]))
try:
    new_model([[2.0, 2.0, 2.0, 2.0]])
except ValueError as e:
    print("ValueError:", str(e).splitlines()[0])
print(new_model.dense_1.w.shape, new_model.dense_2.b.numpy())
try:
    new_model.variables
except AttributeError as e:
    print("AttributeError:", e)
