"""MelSpectrogram (keras/src/layers/preprocessing/mel_spectrogram.py): the magnitude STFT of
audio (ops.stft, centred), raised to `mag_exp`, mapped onto `num_mel_bins` HTK mel bands, in
decibels when `power_to_db`, with time last: (..., num_mel_bins, frames)."""
from keras.src.layers.preprocessing.tf_data_layer import TFDataLayer

# The HTK mel scale: mel = Q * ln(1 + hz / BREAK).
_MEL_BREAK_FREQUENCY_HERTZ = 700.0
_MEL_HIGH_FREQUENCY_Q = 1127.0


class MelSpectrogram(TFDataLayer):
    def __init__(self, fft_length=2048, sequence_stride=512, sequence_length=None, window="hann",
                 sampling_rate=16000, num_mel_bins=128, min_freq=20.0, max_freq=None, power_to_db=True, top_db=80.0,
                 mag_exp=2.0, min_power=1e-10, ref_power=1.0, **kwargs):
        self.fft_length = fft_length
        self.sequence_stride = sequence_stride
        self.sequence_length = sequence_length or fft_length
        self.window = window
        self.sampling_rate = sampling_rate
        self.num_mel_bins = num_mel_bins
        self.min_freq = min_freq
        self.max_freq = max_freq or int(sampling_rate / 2)
        self.power_to_db = power_to_db
        self.top_db = top_db
        self.mag_exp = mag_exp
        self.min_power = min_power
        self.ref_power = ref_power
        super().__init__(**kwargs)

    def call(self, inputs):
        # stft takes float32 or float64 only.
        dtype = self.compute_dtype if self.compute_dtype in ("float32", "float64") else "float32"
        x = self.backend.convert_to_tensor(inputs, dtype=dtype)
        x = self._melscale(self._spectrogram(x))
        if self.power_to_db:
            x = self._dbscale(x)
        x = self.backend.numpy.swapaxes(x, -1, -2)
        return self.backend.cast(x, self.compute_dtype)

    def _spectrogram(self, x):
        np_ = self.backend.numpy
        real, imag = self.backend.math.stft(x, sequence_length=self.sequence_length,
                                            sequence_stride=self.sequence_stride, fft_length=self.fft_length,
                                            window=self.window, center=True)
        magnitude = np_.sqrt(np_.add(np_.square(real), np_.square(imag)))
        return np_.power(magnitude, self.mag_exp)

    def _melscale(self, spec):
        weights = self.linear_to_mel_weight_matrix(
            num_mel_bins=self.num_mel_bins, num_spectrogram_bins=self.backend.shape(spec)[-1],
            sampling_rate=self.sampling_rate, lower_edge_hertz=self.min_freq, upper_edge_hertz=self.max_freq)
        return self.backend.numpy.tensordot(spec, weights, axes=1)

    def _dbscale(self, power):
        np_ = self.backend.numpy
        db = 10.0 * np_.log10(np_.maximum(power, self.min_power))
        ref = np_.abs(self.backend.convert_to_tensor(self.ref_power))
        db -= 10.0 * np_.log10(np_.maximum(ref, self.min_power))
        return np_.maximum(db, np_.max(db) - self.top_db)

    def _hertz_to_mel(self, hertz):
        return _MEL_HIGH_FREQUENCY_Q * self.backend.numpy.log(1.0 + (hertz / _MEL_BREAK_FREQUENCY_HERTZ))

    def linear_to_mel_weight_matrix(self, num_mel_bins=20, num_spectrogram_bins=129, sampling_rate=8000,
                                    lower_edge_hertz=125.0, upper_edge_hertz=3800.0, dtype="float32"):
        """(num_spectrogram_bins, num_mel_bins) triangular filters, linear in mel, over the
        spectrogram's frequencies without the DC bin (a zero first row), as Keras builds them."""
        np_ = self.backend.numpy
        sampling_rate = self.backend.cast(sampling_rate, dtype)
        lower = self.backend.convert_to_tensor(lower_edge_hertz, dtype)
        upper = self.backend.convert_to_tensor(upper_edge_hertz, dtype)
        zero = self.backend.convert_to_tensor(0.0, dtype)
        frequencies = np_.linspace(zero, sampling_rate / 2.0, num_spectrogram_bins)[1:]
        bins_mel = np_.expand_dims(self._hertz_to_mel(frequencies), 1)
        # num_mel_bins + 2 edges; each band is (lower, center, upper), sharing edges with its
        # neighbours.
        edges = self.backend.math.extract_sequences(
            np_.linspace(self._hertz_to_mel(lower), self._hertz_to_mel(upper), num_mel_bins + 2),
            sequence_length=3, sequence_stride=1)
        lower_mel, center_mel, upper_mel = (np_.reshape(part, [1, num_mel_bins]) for part in np_.split(edges, 3, axis=1))
        rising = (bins_mel - lower_mel) / (center_mel - lower_mel)
        falling = (upper_mel - bins_mel) / (upper_mel - center_mel)
        weights = np_.maximum(zero, np_.minimum(rising, falling))
        return np_.pad(weights, [[1, 0], [0, 0]])

    def compute_output_shape(self, input_shape):
        def frames(length):
            return (length + self.sequence_stride + 1) // self.sequence_stride if length is not None else None

        if len(input_shape) == 1:
            return [self.num_mel_bins, frames(input_shape[0])]
        return [input_shape[0], self.num_mel_bins, frames(input_shape[1])]

    def get_config(self):
        config = super().get_config()
        config.update({
            "fft_length": self.fft_length, "sequence_stride": self.sequence_stride,
            "sequence_length": self.sequence_length, "window": self.window, "sampling_rate": self.sampling_rate,
            "num_mel_bins": self.num_mel_bins, "min_freq": self.min_freq, "max_freq": self.max_freq,
            "power_to_db": self.power_to_db, "top_db": self.top_db, "mag_exp": self.mag_exp,
            "min_power": self.min_power, "ref_power": self.ref_power,
        })
        return config
