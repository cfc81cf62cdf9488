"""STFTSpectrogram (keras/src/layers/preprocessing/stft_spectrogram.py): its kernels come from
keras.initializers.STFT, whose windows are scipy.signal's, which tfplay does not have, so creating
one raises NotImplementedError naming it."""
from keras.src.layers.layer import Layer
from keras.src.layers.unavailable import _not_in_tfplay
from keras.src.utils.unavailable import unavailable


@unavailable("scipy.signal windows (keras.initializers.STFT)")
class STFTSpectrogram(Layer):
    def __init__(self, mode="log", frame_length=256, frame_step=None, fft_length=None, window="hann",
                 periodic=False, scaling="density", padding="valid", expand_dims=False, data_format=None, **kwargs):
        _not_in_tfplay("STFTSpectrogram", "scipy.signal's window functions (keras.initializers.STFT)")
