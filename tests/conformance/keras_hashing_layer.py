# keras.layers.Hashing (keras/src/layers/preprocessing/hashing.py): FarmHash64 bins through
# tf.strings.to_hash_bucket_fast, SipHash64 ones through to_hash_bucket_strong with a salt, bin 0
# for mask_value, integers hashed as their decimal text, and the one_hot / multi_hot / count
# encodings. Expected values: the layer's docstring examples and hashing_test.py
# (test_hash_dense_input_farmhash, ..._mask_value_farmhash, ..._int_input_farmhash,
# ..._input_siphash, ..._int_input_siphash, test_tensor_like_inputs, test_hash_single_bin,
# test_hash_list_input, test_one_hot_output, test_multi_hot_output, test_count_output,
# test_tf_data_compatibility, the num_bins / output_mode / salt errors).
import numpy as np
import tensorflow as tf
import keras

inp = [["A"], ["B"], ["C"], ["D"], ["E"]]
print(keras.layers.Hashing(num_bins=3)(inp).numpy().tolist())
print(keras.layers.Hashing(num_bins=3, mask_value="")([["A"], ["B"], [""], ["C"], ["D"]]).numpy().tolist())
print(keras.layers.Hashing(num_bins=3, salt=[133, 137])(inp).numpy().tolist())
print(keras.layers.Hashing(num_bins=3, salt=133)(inp).numpy().tolist())

names = [["omar"], ["stringer"], ["marlo"], ["wire"], ["skywalker"]]
print(keras.layers.Hashing(num_bins=2)(names).numpy().tolist())
print(keras.layers.Hashing(num_bins=3, mask_value="")(names).numpy().tolist())
print(keras.layers.Hashing(num_bins=3, mask_value="omar")(names).numpy().tolist())
print(keras.layers.Hashing(num_bins=2, salt=[133, 137])(names).numpy().tolist())
print(keras.layers.Hashing(num_bins=2, salt=[211, 137])(names).numpy().tolist())
print(keras.layers.Hashing(num_bins=2)(["omar", "stringer", "marlo", "wire", "skywalker"]).numpy().tolist())
print(keras.layers.Hashing(num_bins=1)(inp).numpy().tolist())

ints = np.asarray([[0], [1], [2], [3], [4]])
print(keras.layers.Hashing(num_bins=3)(ints).numpy().tolist())
print(keras.layers.Hashing(num_bins=3, salt=[133, 137])(ints).numpy().tolist())
out = keras.layers.Hashing(num_bins=3)([0, 1, 2, 3, 4])
print(out.dtype, out.numpy().tolist())
print(keras.layers.Hashing(num_bins=2)([[[1], [2]], [[2], [3]], [[3], [4]]]).numpy().tolist())

print(keras.layers.Hashing(num_bins=3, output_mode="one_hot")(np.array([0, 1, 2, 3, 4])).numpy().tolist())

print(keras.layers.Hashing(num_bins=3, output_mode="multi_hot")(np.array([[0, 1, 2, 3, 4]])).numpy().tolist())
print(keras.layers.Hashing(num_bins=3, output_mode="count")(np.array([0, 1, 2, 3, 4])).numpy().tolist())
print(keras.layers.Hashing(num_bins=3, output_mode="count")(np.array([[0, 1, 2, 3, 4]])).numpy().tolist())
symbolic = keras.layers.Hashing(num_bins=3, output_mode="one_hot")(keras.Input(shape=(1,), dtype="int32"))
print(symbolic.shape, symbolic.dtype)

layer = keras.layers.Hashing(num_bins=3)
ds = tf.data.Dataset.from_tensor_slices(inp).batch(5).map(layer)
print(next(iter(ds)).numpy().tolist())
print(layer.get_config()["num_bins"], layer.get_config()["salt"], keras.layers.Hashing(3, salt=7).get_config()["salt"])

for kwargs in [{"num_bins": None}, {"num_bins": 0}, {"num_bins": 3, "output_mode": "unsupported_mode"},
               {"num_bins": 2, "salt": "string"}, {"num_bins": 2, "salt": [1]}]:
    try:
        keras.layers.Hashing(**kwargs)
    except ValueError as e:
        print(type(e).__name__, e)
