# keras.layers.MelSpectrogram (keras/src/layers/preprocessing/mel_spectrogram.py): the power
# STFT (ops.stft, hann window, centred), mapped by linear_to_mel_weight_matrix (the same HTK
# filters as tf.signal.linear_to_mel_weight_matrix), in dB floored at max - top_db, with time
# last; compute_output_shape's frame count is Keras's (n + stride + 1) // stride. It also runs
# inside a tf.data map (a TFDataLayer) and on KerasTensors.
import numpy as np
import tensorflow as tf
import keras

layer = keras.layers.MelSpectrogram(num_mel_bins=8, sampling_rate=8000, sequence_stride=16, fft_length=64)
audio = np.sin(np.arange(256) * 0.3).astype("float32")
out = layer(audio)
print(out.shape, out.dtype)
weights = layer.linear_to_mel_weight_matrix(num_mel_bins=8, num_spectrogram_bins=33, sampling_rate=8000,
                                            lower_edge_hertz=20.0, upper_edge_hertz=4000)
reference = tf.signal.linear_to_mel_weight_matrix(8, 33, 8000, 20.0, 4000.0)
print(weights.shape, np.allclose(weights, reference, atol=1e-5))
real, imag = keras.ops.stft(audio, 64, 16, 64)
mel = np.asarray(real**2 + imag**2) @ np.asarray(reference)
db = 10 * np.log10(np.maximum(mel, 1e-10))
print(np.allclose(out, np.maximum(db, db.max() - 80.0).T, atol=1e-3))
print(np.round(out.numpy()[:, :4], 2))
print(layer(np.stack([audio, audio * 0.5])).shape)
print(layer.compute_output_shape((None, 256)), layer(keras.Input((256,))).shape)
print(layer.get_config())
ds = tf.data.Dataset.from_tensor_slices(np.stack([audio, audio])).batch(2).map(layer)
for batch in ds:
    print(batch.shape)
linear = keras.layers.MelSpectrogram(num_mel_bins=4, sampling_rate=1000, sequence_stride=8, fft_length=32,
                                     power_to_db=False, mag_exp=1.0, min_freq=50.0)
print(np.round(linear(np.cos(np.arange(64) * 1.2).astype("float32")).numpy(), 3))
