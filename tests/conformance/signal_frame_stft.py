# tf.signal's framing, windows and STFT as the audio tutorials use them. Expected values from
# TF 2.20's shape_ops.py (frame's docstring: 9152 samples in frames of 512 every 180 give 49
# frames, 51 with pad_end; a frame holds samples [i * step, i * step + length); pad_end pads with
# pad_value), window_ops.py (a - b * cos(2 pi n / N), N = length - 1 + (periodic and even length)),
# spectral_ops.py (fft_length defaults to the enclosing power of two: 255 -> 256 -> 129 bins;
# (16000 - 255) // 128 + 1 = 124 frames) and reconstruction_ops.py (overlap_and_add sums the
# overlapping samples; output length frame_length + step * (frames - 1)).
import tensorflow as tf

audio = tf.random.normal([3, 9152])
print(tf.signal.frame(audio, 512, 180).shape.as_list())
print(tf.signal.frame(audio, 512, 180, pad_end=True).shape.as_list())
print(tf.signal.frame(tf.range(10), 4, 3))
print(tf.signal.frame(tf.range(10), 4, 3, pad_end=True, pad_value=-1))
print(tf.signal.frame(tf.reshape(tf.range(12), [6, 2]), 3, 2, axis=0).shape)
print(tf.signal.hann_window(5))
print(tf.signal.hann_window(4, periodic=False).shape, tf.signal.hann_window(1))
print(tf.signal.hamming_window(4))

waveform = tf.sin(tf.range(16000, dtype=tf.float32) * 0.05)
spectrogram = tf.signal.stft(waveform, frame_length=255, frame_step=128)
print(spectrogram.shape, spectrogram.dtype)
spectrogram = tf.abs(spectrogram)[..., tf.newaxis]
print("Spectrogram shape:", spectrogram.shape)

stfts = tf.signal.stft(tf.range(1.0, 9.0), frame_length=4, frame_step=2)
print(stfts.shape)
inverse = tf.signal.inverse_stft(stfts, 4, 2, window_fn=tf.signal.inverse_stft_window_fn(2))
print(inverse.shape)
print(tf.signal.overlap_and_add(tf.reshape(tf.range(1.0, 16.0), [3, 5]), 2))
print(tf.signal.overlap_and_add(tf.ones([2, 3, 4]), 4).shape)
print(tf.signal.linear_to_mel_weight_matrix(num_mel_bins=40, num_spectrogram_bins=129, sample_rate=16000).shape)
try:
    tf.signal.linear_to_mel_weight_matrix(upper_edge_hertz=5000.0)
except ValueError as e:
    print("ValueError:", e)


@tf.function
def get_spectrogram(w):
    print("tracing with", w.shape)
    return tf.abs(tf.signal.stft(w, frame_length=255, frame_step=128))


print(get_spectrogram(waveform).shape)
print(get_spectrogram.get_concrete_function(tf.TensorSpec([None], tf.float32)).structured_outputs)
