# fit(class_weight=...) weighs each sample by its class, exactly as the same weights given as
# sample_weight would (Keras 3.11 data_adapter_utils.class_weight_to_sample_weights for arrays,
# tf_dataset_adapter.make_class_weight_map_fn for a tf.data.Dataset, train_on_batch's own
# conversion); classes missing from the dict weigh 1.0; one-hot targets use their argmax.
# The error texts are those functions' own.
import numpy as np
import tensorflow as tf
import keras

x = np.array([[0.0], [1.0], [2.0], [3.0], [4.0]], dtype="float32")
y = np.array([0, 1, 1, 2, 0])
weights = np.array([1.0, 3.0, 3.0, 1.0, 1.0], dtype="float32")


def model():
    keras.utils.set_random_seed(7)
    m = keras.Sequential([keras.Input((1,)), keras.layers.Dense(3, activation="softmax")])
    m.compile(optimizer="sgd", loss="sparse_categorical_crossentropy")
    return m


def losses(**kwargs):
    return model().fit(verbose=0, epochs=3, batch_size=2, shuffle=False, **kwargs).history["loss"]


by_class = losses(x=x, y=y, class_weight={1: 3.0})
print(by_class == losses(x=x, y=y, sample_weight=weights), by_class != losses(x=x, y=y))
ds = tf.data.Dataset.from_tensor_slices((x, y)).batch(2)
ds_weighted = tf.data.Dataset.from_tensor_slices((x, y, weights)).batch(2)
print(losses(x=ds, class_weight={0: 1.0, 1: 3.0, 2: 1.0}) == losses(x=ds_weighted))
m1, m2 = model(), model()
print(m1.train_on_batch(x, y, class_weight={1: 3.0}) == m2.train_on_batch(x, y, sample_weight=weights))

one_hot = keras.utils.to_categorical(y, 3)
m = keras.Sequential([keras.Input((1,)), keras.layers.Dense(3, activation="softmax")])
m.compile(optimizer="sgd", loss="categorical_crossentropy")
keras.utils.set_random_seed(7)
print(len(m.fit(x, one_hot, class_weight={1: 3.0}, verbose=0).history["loss"]))

for call in (lambda: model().fit(x, y, class_weight={1: 2.0}, sample_weight=weights, verbose=0),
             lambda: model().train_on_batch(x, y, class_weight={1: 2.0}, sample_weight=weights)):
    try:
        call()
    except ValueError as e:
        print("ValueError:", e)
