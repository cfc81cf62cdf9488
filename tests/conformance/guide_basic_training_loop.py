# Basic training loops: a linear model as a tf.Module (variables sorted by attribute name, so b
# before w), mean squared error and plain gradient descent with GradientTape. Values derived by
# hand: the initial loss is 4*mean(x^2) + 4 = 10.4 (the float32 sum in Eigen's order is 114.399994,
# divided by 11: 10.3999996, printed 10.400000); tf.linspace fills
# start + i*step in float32 (linspace kernel), hence -0.79999995.
import tensorflow as tf

TRUE_W = 3.0
TRUE_B = 2.0
x = tf.linspace(-2.0, 2.0, 11)
y = x * TRUE_W + TRUE_B

class MyModel(tf.Module):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.w = tf.Variable(5.0)
        self.b = tf.Variable(0.0)

    def __call__(self, x):
        return self.w * x + self.b

def loss(target_y, predicted_y):
    return tf.reduce_mean(tf.square(target_y - predicted_y))

model = MyModel()
print("Variables:", model.variables)
print("Current loss: %1.6f" % loss(y, model(x)).numpy())

def train(model, x, y, learning_rate):
    with tf.GradientTape() as t:
        current_loss = loss(y, model(x))
    dw, db = t.gradient(current_loss, [model.w, model.b])
    model.w.assign_sub(learning_rate * dw)
    model.b.assign_sub(learning_rate * db)

for epoch in range(5):
    train(model, x, y, learning_rate=0.1)
    print(f"Epoch {epoch:2d}: W={model.w.numpy():1.2f} b={model.b.numpy():1.2f}, loss={loss(y, model(x)):2.5f}")
print(x)
