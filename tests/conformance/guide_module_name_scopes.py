# Module name scopes: variables made under 'with self.name_scope' or in a method decorated with
# tf.Module.with_name_scope get the module's scope, the default name is the snake_case class
# name, an enclosing tf.name_scope prefixes it, and an invalid name raises module.py's ValueError.
import tensorflow as tf

class MyModule(tf.Module):
    def __init__(self, name=None):
        super().__init__(name=name)
        with self.name_scope:
            self.v = tf.Variable(1.0, name="v")

    @tf.Module.with_name_scope
    def __call__(self, x):
        w = tf.Variable(2.0, name="w") if not hasattr(self, "w") else self.w
        self.w = w
        return x * self.v * self.w

m = MyModule(name="scoped")
print(m.v.name)
print(m(3.0))
print(m.w.name)
m2 = MyModule()
print(m2.name, m2.v.name)
with tf.name_scope("outer"):
    m3 = MyModule()
    print(m3.v.name, m3.name_scope.name)
try:
    MyModule(name="bad name")
except ValueError as e:
    print("ValueError:", e)
