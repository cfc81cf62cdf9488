# NumPy float arrays given to fit/evaluate/predict reach the model as floatx (float32): Keras
# 3.11.3's ArrayDataAdapter builds its tf.data pipeline from
# array_slicing.convert_to_sliceable, whose step 2 ("Normalize floats to floatx") casts every
# float array of another width (np.random.random gives float64) before batching; integer
# arrays keep their dtype. So a custom train_step can subtract the float64 targets from the
# model's float32 output (the "Customizing what happens in fit()" guide's pattern). A
# tf.data.Dataset is used as it is: its float64 elements stay float64, and TensorFlow's Sub
# refuses the mix. The step functions record the dtypes they see while being traced.
import numpy as np
import tensorflow as tf
import keras


seen = {}


class Model(keras.Model):
    def train_step(self, data):
        x, y = data
        seen["train_step"] = (x.dtype.name, y.dtype.name)
        with tf.GradientTape() as tape:
            y_pred = self(x, training=True)
            loss = tf.reduce_mean(tf.square(y - y_pred))
        grads = tape.gradient(loss, self.trainable_variables)
        self.optimizer.apply_gradients(zip(grads, self.trainable_variables))
        return {"loss": loss}

    def test_step(self, data):
        x, y = data
        seen["test_step"] = (x.dtype.name, y.dtype.name)
        return {"loss": tf.reduce_mean(tf.square(y - self(x)))}

    def predict_step(self, data):
        x, _, _ = keras.utils.unpack_x_y_sample_weight(data)
        seen["predict_step"] = x.dtype.name
        return self(x)


class Classifier(keras.Sequential):
    def train_step(self, data):
        seen["classifier"] = (data[0].dtype.name, data[1].dtype.name)
        return super().train_step(data)


inputs = keras.Input(shape=(3,))
model = Model(inputs, keras.layers.Dense(1)(inputs))
model.compile(optimizer="adam")
x = np.random.random((8, 3))
y = np.random.random((8, 1))
print(x.dtype, y.dtype)
history = model.fit(x, y, epochs=1, batch_size=4, verbose=0)
print(list(history.history))
print(type(model.evaluate(x, y, verbose=0)).__name__)
print(model.predict(x, verbose=0).dtype)

labels = np.array([0, 1, 0, 1, 1, 0, 1, 0])
classifier = Classifier([keras.Input((3,)), keras.layers.Dense(2)])
classifier.compile(optimizer="sgd", loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True))
classifier.fit(x, labels, epochs=1, verbose=0)
print(seen)

dataset = tf.data.Dataset.from_tensor_slices((x, y)).batch(4)
try:
    model.fit(dataset, epochs=1, verbose=0)
except TypeError as e:
    print("TypeError:", e)
print(seen["train_step"])
