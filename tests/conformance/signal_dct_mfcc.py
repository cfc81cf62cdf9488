# tf.signal.dct (type II) and mfccs_from_log_mel_spectrograms, the MFCC step of the audio
# tutorials. Expected values: the DCT-II as dct_ops.py defines it (2 * sum x[n] cos(pi k (2n + 1)
# / 2N), SciPy's convention: [1, 2, 3, 4] -> [20, -6.3086, 0, -0.4483]; norm='ortho' scales
# by sqrt(1 / 4N) and sqrt(1 / 2N)) and mfcc_ops.py (the DCT-II scaled by rsqrt(2 * num_mel_bins),
# so a row of 4 ones, whose DCT-II is [8, 0, 0, 0], gives 8 / sqrt(8) = 2.8284 first). Values are rounded to 4 decimals: TF's FFT and tfplay's leave different float noise in
# the components that are mathematically 0.
import tensorflow as tf


def rounded(t):
    return [round(float(v), 4) + 0.0 for v in tf.reshape(t, [-1]).numpy()]


x = tf.constant([1.0, 2.0, 3.0, 4.0])
print(tf.signal.dct(x).shape, rounded(tf.signal.dct(x)))
print(rounded(tf.signal.dct(x, norm="ortho")))
print(rounded(tf.signal.dct(x, n=2)), rounded(tf.signal.dct(x, n=6)))
mfccs = tf.signal.mfccs_from_log_mel_spectrograms(tf.ones([2, 4]))
print(mfccs.shape, rounded(mfccs[0]))

spectrogram = tf.abs(tf.signal.stft(tf.sin(tf.range(4000, dtype=tf.float32) * 0.3), frame_length=256, frame_step=128))
mel = tf.signal.linear_to_mel_weight_matrix(num_mel_bins=40, num_spectrogram_bins=129, sample_rate=16000,
                                            lower_edge_hertz=80.0, upper_edge_hertz=7600.0)
mel_spectrogram = tf.tensordot(spectrogram, mel, 1)
log_mel = tf.math.log(mel_spectrogram + 1e-6)
print(spectrogram.shape, mel_spectrogram.shape, tf.signal.mfccs_from_log_mel_spectrograms(log_mel)[..., :13].shape)
try:
    tf.signal.dct(x, type=5)
except ValueError as e:
    print("ValueError:", e)
try:
    tf.signal.dct(x, norm="l2")
except ValueError as e:
    print("ValueError:", e)
