# Introduction to modules: a module that creates its variables on first call, called from a
# tf.function (the first call traces twice: 2 traces, a new batch size a 3rd), variables listed
# by attribute name, a wrong input width failing while tracing (MatMul's shape inference
# ValueError), and a checkpoint restored into a model built by calling it (checkpoint.py keys).
import tensorflow as tf

class FlexibleDense(tf.Module):
    def __init__(self, out_features, name=None):
        super().__init__(name=name)
        self.is_built = False
        self.out_features = out_features

    def __call__(self, x):
        if not self.is_built:
            self.w = tf.Variable(tf.ones([x.shape[-1], self.out_features]), name="w")
            self.b = tf.Variable(tf.zeros([self.out_features]), name="b")
            self.is_built = True
        return tf.matmul(x, self.w) + self.b

class MySequentialModule(tf.Module):
    def __init__(self, name=None):
        super().__init__(name=name)
        self.dense_1 = FlexibleDense(out_features=3)
        self.dense_2 = FlexibleDense(out_features=2)

    @tf.function
    def __call__(self, x):
        x = self.dense_1(x)
        return self.dense_2(x)

my_model = MySequentialModule(name="the_model")
print("Model results:", my_model(tf.constant([[2.0, 2.0, 2.0]])))
print("Model results:", my_model(tf.constant([[2.0, 2.0, 2.0], [1.0, 1.0, 1.0]])))
print(my_model.__call__.experimental_get_tracing_count())
print([v.name for v in my_model.variables])
try:
    my_model(tf.constant([[1.0, 2.0]]))
except Exception as e:
    print(type(e).__name__)
ck = tf.train.Checkpoint(model=my_model)
path = ck.write("the_saved_model_ckpt")
print(sorted(name for name, shape in tf.train.list_variables(path)))
new_model = MySequentialModule()
new_model(tf.constant([[0.0, 0.0, 0.0]]))
new_model.dense_1.w.assign(tf.zeros([3, 3]))
tf.train.Checkpoint(model=new_model).restore(path)
print(new_model(tf.constant([[2.0, 2.0, 2.0]])))
