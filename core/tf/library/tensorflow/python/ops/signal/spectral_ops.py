
tf = None


def _install(tf_module):
    global tf
    tf = tf_module
    hann_window.__defaults__ = (True, tf.float32, None)
    hamming_window.__defaults__ = (True, tf.float32, None)
    kaiser_window.__defaults__ = (12., tf.float32, None)
    kaiser_bessel_derived_window.__defaults__ = (12., tf.float32, None)
    vorbis_window.__defaults__ = (tf.float32, None)
    stft.__defaults__ = (None, hann_window, False, None)
    inverse_stft.__defaults__ = (None, hann_window, None)
    inverse_stft_window_fn.__defaults__ = (hann_window, None)
    linear_to_mel_weight_matrix.__defaults__ = (20, 129, 8000, 125.0, 3800.0, tf.float32, None)


def _constant_value(t):
    # tensor_util.constant_value.
    return tf.get_static_value(t)


# ---- shape_ops.py ----

def frame(signal, frame_length, frame_step, pad_end=False, pad_value=0, axis=-1, name=None):
    with tf.name_scope(name or 'frame'):
        signal = tf.convert_to_tensor(signal, name='signal')
        frame_length = tf.convert_to_tensor(frame_length, name='frame_length')
        frame_step = tf.convert_to_tensor(frame_step, name='frame_step')
        axis = tf.convert_to_tensor(axis, name='axis')
        signal.shape.with_rank_at_least(1)
        frame_length.shape.assert_has_rank(0)
        frame_step.shape.assert_has_rank(0)
        axis.shape.assert_has_rank(0)
        rank = tf.rank(signal)
        known = signal.shape.as_list() if signal.shape.ndims is not None else None
        axis_value = _constant_value(axis)
        signal_rank = signal.shape.ndims
        if axis_value is not None and signal_rank is not None and axis_value < 0:
            axis_value += signal_rank
        axis = axis_value if axis_value is not None else tf.math.floormod(axis, rank)
        length_samples = tf.shape(signal)[axis]
        if pad_end:
            pad_value = tf.convert_to_tensor(pad_value, signal.dtype)
            pad_value.shape.assert_has_rank(0)
            # The number of frames, rounding up; the end padded with pad_value up to the last frame's end.
            num_frames = -(-length_samples // frame_step)
            pad_samples = tf.maximum(0, frame_length + frame_step * (num_frames - 1) - length_samples)
            paddings = tf.concat([tf.zeros([axis, 2], dtype=pad_samples.dtype),
                                  tf.reshape(tf.stack([0, pad_samples]), [1, 2]),
                                  tf.zeros([tf.rank(signal) - 1 - axis, 2], dtype=pad_samples.dtype)], 0)
            signal = tf.pad(signal, paddings, constant_values=pad_value)
        else:
            num_frames = tf.maximum(tf.constant(0, dtype=frame_length.dtype),
                                    1 + (length_samples - frame_length) // frame_step)
        # Frame i holds the samples [i * frame_step, i * frame_step + frame_length).
        starts = tf.range(num_frames) * frame_step
        positions = starts[:, None] + tf.range(frame_length)[None, :]
        result = tf.gather(signal, positions, axis=axis)
        # _infer_frame_shape: the static shape, with the number of frames when the length is known.
        static_length = _constant_value(frame_length)
        static_step = _constant_value(frame_step)
        if known is not None and axis_value is not None:
            length = known[axis_value]
            num = None
            if length is not None and static_length is not None and static_step is not None:
                num = -(-length // int(static_step)) if pad_end else max(0, 1 + (length - int(static_length)) // int(static_step))
            width = None if static_length is None else int(static_length)
            result.set_shape(known[:axis_value] + [num, width] + known[axis_value + 1:])
        return result


# ---- window_ops.py ----

def _raised_cosine_window(name, default_name, window_length, periodic, dtype, a, b):
    if not dtype.is_floating:
        raise ValueError('dtype must be a floating point type. Found %s' % dtype)
    with tf.name_scope(name or default_name):
        window_length = tf.convert_to_tensor(window_length, dtype=tf.int32, name='window_length')
        window_length.shape.assert_has_rank(0)
        window_length_const = _constant_value(window_length)
        if window_length_const == 1:
            return tf.ones([1], dtype=dtype)
        periodic = tf.cast(tf.convert_to_tensor(periodic, dtype=tf.bool, name='periodic'), tf.int32)
        periodic.shape.assert_has_rank(0)
        even = 1 - tf.math.mod(window_length, 2)
        n = tf.cast(window_length + periodic * even - 1, dtype=dtype)
        count = tf.cast(tf.range(window_length), dtype)
        cos_arg = tf.constant(2 * 3.141592653589793, dtype=dtype) * count / n
        if window_length_const is not None:
            return tf.cast(a - b * tf.cos(cos_arg), dtype=dtype)
        return tf.cond(tf.equal(window_length, 1), lambda: tf.ones([window_length], dtype=dtype),
                       lambda: tf.cast(a - b * tf.cos(cos_arg), dtype=dtype))


def _check_params(window_length, dtype):
    if not dtype.is_floating:
        raise ValueError('dtype must be a floating point type. Found %s' % dtype)
    window_length = tf.convert_to_tensor(window_length, dtype=tf.int32)
    window_length.shape.assert_has_rank(0)
    return window_length


def kaiser_window(window_length, beta=12., dtype=None, name=None):
    with tf.name_scope(name or 'kaiser_window'):
        window_length = _check_params(window_length, dtype)
        window_length_const = _constant_value(window_length)
        if window_length_const == 1:
            return tf.ones([1], dtype=dtype)
        # tf.range does not support float16 so we work with float32 initially.
        halflen_float = (tf.cast(window_length, dtype=tf.float32) - 1.0) / 2.0
        arg = tf.range(-halflen_float, halflen_float + 0.1, dtype=tf.float32)
        arg = tf.cast(arg, dtype=dtype)
        beta = tf.cast(beta, dtype=dtype)
        one = tf.cast(1.0, dtype=dtype)
        halflen_float = tf.cast(halflen_float, dtype=dtype)
        num = beta * tf.sqrt(tf.nn.relu(one - tf.square(arg / halflen_float)))
        window = tf.exp(num - beta) * (tf.math.special.bessel_i0e(num) / tf.math.special.bessel_i0e(beta))
    return window


def kaiser_bessel_derived_window(window_length, beta=12., dtype=None, name=None):
    with tf.name_scope(name or 'kaiser_bessel_derived_window'):
        window_length = _check_params(window_length, dtype)
        halflen = window_length // 2
        kaiserw = kaiser_window(halflen + 1, beta, dtype=dtype)
        kaiserw_csum = tf.cumsum(kaiserw)
        halfw = tf.sqrt(kaiserw_csum[:-1] / kaiserw_csum[-1])
        window = tf.concat((halfw, halfw[::-1]), axis=0)
    return window


def vorbis_window(window_length, dtype=None, name=None):
    with tf.name_scope(name or 'vorbis_window'):
        window_length = _check_params(window_length, dtype)
        arg = tf.cast(tf.range(window_length), dtype=dtype)
        window = tf.sin(3.141592653589793 / 2.0 * tf.pow(tf.sin(
            3.141592653589793 / tf.cast(window_length, dtype=dtype) * (arg + 0.5)), 2.0))
    return window


def hann_window(window_length, periodic=True, dtype=None, name=None):
    return _raised_cosine_window(name, 'hann_window', window_length, periodic, dtype, 0.5, 0.5)


def hamming_window(window_length, periodic=True, dtype=None, name=None):
    return _raised_cosine_window(name, 'hamming_window', window_length, periodic, dtype, 0.54, 0.46)


# ---- spectral_ops.py ----

def _enclosing_power_of_two(value):
    value_static = _constant_value(value)
    if value_static is not None:
        power = 1
        while power < value_static:
            power *= 2
        return tf.constant(power, value.dtype)
    return tf.cast(tf.pow(2.0, tf.math.ceil(tf.math.log(tf.cast(value, tf.float32)) / tf.math.log(2.0))),
                   value.dtype)


def _fft_length_arg(fft_length):
    # [fft_length], as a Python int when it is known (TF's rfft reads the packed value with
    # tensor_util.constant_value to pad the frames).
    static = _constant_value(fft_length)
    return [int(static)] if static is not None else [fft_length]


def stft(signals, frame_length, frame_step, fft_length=None, window_fn=None, pad_end=False, name=None):
    with tf.name_scope(name or 'stft'):
        signals = tf.convert_to_tensor(signals, name='signals')
        signals.shape.with_rank_at_least(1)
        frame_length = tf.convert_to_tensor(frame_length, name='frame_length')
        frame_length.shape.assert_has_rank(0)
        frame_step = tf.convert_to_tensor(frame_step, name='frame_step')
        frame_step.shape.assert_has_rank(0)
        if fft_length is None:
            fft_length = _enclosing_power_of_two(frame_length)
        else:
            fft_length = tf.convert_to_tensor(fft_length, name='fft_length')
        framed_signals = frame(signals, frame_length, frame_step, pad_end=pad_end)
        if window_fn is not None:
            window = window_fn(frame_length, dtype=framed_signals.dtype)
            framed_signals *= window
        return tf.signal.rfft(framed_signals, _fft_length_arg(fft_length))


def inverse_stft_window_fn(frame_step, forward_window_fn=None, name=None):
    def inverse_stft_window_fn_inner(frame_length, dtype):
        with tf.name_scope(name or 'inverse_stft_window_fn'):
            frame_step_ = tf.convert_to_tensor(frame_step, name='frame_step')
            frame_step_.shape.assert_has_rank(0)
            frame_length_ = tf.convert_to_tensor(frame_length, name='frame_length')
            frame_length_.shape.assert_has_rank(0)
            # Equation 7 of Griffin and Lim.
            forward_window = forward_window_fn(frame_length_, dtype=dtype)
            denom = tf.square(forward_window)
            overlaps = -(-frame_length_ // frame_step_)
            denom = tf.pad(denom, [(0, overlaps * frame_step_ - frame_length_)])
            denom = tf.reshape(denom, [overlaps, frame_step_])
            denom = tf.reduce_sum(denom, 0, keepdims=True)
            denom = tf.tile(denom, [overlaps, 1])
            denom = tf.reshape(denom, [overlaps * frame_step_])
            return forward_window / denom[:frame_length_]
    return inverse_stft_window_fn_inner


def inverse_stft(stfts, frame_length, frame_step, fft_length=None, window_fn=None, name=None):
    with tf.name_scope(name or 'inverse_stft'):
        stfts = tf.convert_to_tensor(stfts, name='stfts')
        stfts.shape.with_rank_at_least(2)
        frame_length = tf.convert_to_tensor(frame_length, name='frame_length')
        frame_length.shape.assert_has_rank(0)
        frame_step = tf.convert_to_tensor(frame_step, name='frame_step')
        frame_step.shape.assert_has_rank(0)
        if fft_length is None:
            fft_length = _enclosing_power_of_two(frame_length)
        else:
            fft_length = tf.convert_to_tensor(fft_length, name='fft_length')
            fft_length.shape.assert_has_rank(0)
        real_frames = tf.signal.irfft(stfts, _fft_length_arg(fft_length))
        frame_length_static = _constant_value(frame_length)
        if (frame_length_static is None or real_frames.shape.ndims is None or
                real_frames.shape.as_list()[-1] is None):
            real_frames = real_frames[..., :frame_length]
            real_frames_rank = tf.rank(real_frames)
            real_frames_shape = tf.shape(real_frames)
            paddings = tf.concat([tf.zeros([real_frames_rank - 1, 2], dtype=frame_length.dtype),
                                  [[0, tf.maximum(0, frame_length - real_frames_shape[-1])]]], 0)
            real_frames = tf.pad(real_frames, paddings)
        elif real_frames.shape.as_list()[-1] > frame_length_static:
            real_frames = real_frames[..., :frame_length_static]
        elif real_frames.shape.as_list()[-1] < frame_length_static:
            pad_amount = frame_length_static - real_frames.shape.as_list()[-1]
            real_frames = tf.pad(real_frames, [[0, 0]] * (real_frames.shape.ndims - 1) + [[0, pad_amount]])
        if frame_length_static is not None and real_frames.shape.ndims is not None:
            real_frames.set_shape([None] * (real_frames.shape.ndims - 1) + [int(frame_length_static)])
        if window_fn is not None:
            window = window_fn(frame_length, dtype=stfts.dtype.real_dtype)
            real_frames *= window
        return overlap_and_add(real_frames, frame_step)


# ---- reconstruction_ops.py ----

def overlap_and_add(signal, frame_step, name=None):
    with tf.name_scope(name or 'overlap_and_add'):
        signal = tf.convert_to_tensor(signal, name='signal')
        signal.shape.with_rank_at_least(2)
        frame_step = tf.convert_to_tensor(frame_step, name='frame_step')
        frame_step.shape.assert_has_rank(0)
        if not frame_step.dtype.is_integer:
            raise ValueError('frame_step must be an integer. Got %s' % frame_step.dtype)
        frame_step_static = _constant_value(frame_step)
        frame_step_is_static = frame_step_static is not None
        frame_step = int(frame_step_static) if frame_step_is_static else frame_step
        signal_shape = tf.shape(signal)
        signal_shape_static = _constant_value(signal_shape)
        if signal_shape_static is not None:
            signal_shape = signal_shape_static.tolist()
        outer_dimensions = signal_shape[:-2]
        outer_rank = len(outer_dimensions) if signal_shape_static is not None else tf.size(outer_dimensions)

        def full_shape(inner_shape):
            return tf.concat([tf.cast(outer_dimensions, tf.int32), inner_shape], 0) \
                if signal_shape_static is None else list(outer_dimensions) + list(inner_shape)

        frame_length = signal_shape[-1]
        frames = signal_shape[-2]
        output_length = frame_length + frame_step * (frames - 1)
        if frame_step_is_static and signal.shape.ndims is not None and frame_step == signal.shape[-1]:
            return tf.reshape(signal, full_shape([output_length]))
        # Pad each frame to whole segments of frame_step and the frames by `segments`, then sum
        # the shifted copies (reconstruction_ops.py's reshape and reduce_sum).
        segments = -(-frame_length // frame_step)
        paddings = [[0, segments], [0, segments * frame_step - frame_length]]
        outer_paddings = tf.zeros([outer_rank, 2], tf.int32)
        paddings = tf.concat([outer_paddings, paddings], 0)
        signal = tf.pad(signal, paddings)
        signal = tf.reshape(signal, full_shape([frames + segments, segments, frame_step]))
        perm = tf.concat([tf.range(outer_rank), outer_rank + tf.constant([1, 0, 2])], 0)
        signal = tf.transpose(signal, perm)
        signal = tf.reshape(signal, full_shape([(frames + segments) * segments, frame_step]))
        signal = signal[..., :(frames + segments - 1) * segments, :]
        signal = tf.reshape(signal, full_shape([segments, (frames + segments - 1), frame_step]))
        signal = tf.reduce_sum(signal, -3)
        signal = tf.reshape(signal, full_shape([(frames + segments - 1) * frame_step]))
        return signal[..., :output_length]


# ---- mel_ops.py ----

_MEL_BREAK_FREQUENCY_HERTZ = 700.0
_MEL_HIGH_FREQUENCY_Q = 1127.0


def _hertz_to_mel(frequencies_hertz):
    frequencies_hertz = tf.convert_to_tensor(frequencies_hertz)
    return _MEL_HIGH_FREQUENCY_Q * tf.math.log(1.0 + (frequencies_hertz / _MEL_BREAK_FREQUENCY_HERTZ))


def _validate_mel_arguments(num_mel_bins, sample_rate, lower_edge_hertz, upper_edge_hertz, dtype):
    if num_mel_bins <= 0:
        raise ValueError('num_mel_bins must be positive. Got: %s' % num_mel_bins)
    if lower_edge_hertz < 0.0:
        raise ValueError('lower_edge_hertz must be non-negative. Got: %s' % lower_edge_hertz)
    if lower_edge_hertz >= upper_edge_hertz:
        raise ValueError('lower_edge_hertz %.1f >= upper_edge_hertz %.1f' % (lower_edge_hertz, upper_edge_hertz))
    if not isinstance(sample_rate, tf.Tensor):
        if sample_rate <= 0.0:
            raise ValueError('sample_rate must be positive. Got: %s' % sample_rate)
        if upper_edge_hertz > sample_rate / 2:
            raise ValueError('upper_edge_hertz must not be larger than the Nyquist frequency (sample_rate / 2). '
                             'Got %s for sample_rate: %s' % (upper_edge_hertz, sample_rate))
    if not dtype.is_floating:
        raise ValueError('dtype must be a floating point type. Got: %s' % dtype)


def linear_to_mel_weight_matrix(num_mel_bins=20, num_spectrogram_bins=129, sample_rate=8000, lower_edge_hertz=125.0,
                                upper_edge_hertz=3800.0, dtype=None, name=None):
    with tf.name_scope(name or 'linear_to_mel_weight_matrix'):
        if isinstance(sample_rate, tf.Tensor):
            maybe_const_val = _constant_value(sample_rate)
            if maybe_const_val is not None:
                sample_rate = maybe_const_val
        _validate_mel_arguments(num_mel_bins, sample_rate, lower_edge_hertz, upper_edge_hertz, dtype)
        sample_rate = tf.cast(sample_rate, dtype, name='sample_rate')
        lower_edge_hertz = tf.convert_to_tensor(lower_edge_hertz, dtype, name='lower_edge_hertz')
        upper_edge_hertz = tf.convert_to_tensor(upper_edge_hertz, dtype, name='upper_edge_hertz')
        zero = tf.convert_to_tensor(0.0, dtype)
        # HTK excludes the spectrogram's DC bin.
        bands_to_zero = 1
        nyquist_hertz = sample_rate / 2.0
        linear_frequencies = tf.linspace(zero, nyquist_hertz, num_spectrogram_bins)[bands_to_zero:]
        spectrogram_bins_mel = tf.expand_dims(_hertz_to_mel(linear_frequencies), 1)
        band_edges_mel = frame(tf.linspace(_hertz_to_mel(lower_edge_hertz), _hertz_to_mel(upper_edge_hertz),
                                           num_mel_bins + 2), frame_length=3, frame_step=1)
        lower_edge_mel, center_mel, upper_edge_mel = tuple(
            tf.reshape(t, [1, num_mel_bins]) for t in tf.split(band_edges_mel, 3, axis=1))
        lower_slopes = (spectrogram_bins_mel - lower_edge_mel) / (center_mel - lower_edge_mel)
        upper_slopes = (upper_edge_mel - spectrogram_bins_mel) / (upper_edge_mel - center_mel)
        mel_weights_matrix = tf.maximum(zero, tf.minimum(lower_slopes, upper_slopes))
        return tf.pad(mel_weights_matrix, [[bands_to_zero, 0], [0, 0]])


# ---- dct_ops.py and mfcc_ops.py ----

def _validate_dct_arguments(input_tensor, dct_type, n, axis, norm):
    if axis != -1:
        raise NotImplementedError('axis must be -1. Got: %s' % axis)
    if n is not None and n < 1:
        raise ValueError('n should be a positive integer or None')
    if dct_type not in (1, 2, 3, 4):
        raise ValueError('Types I, II, III and IV (I)DCT are supported.')
    if dct_type == 1:
        if norm == 'ortho':
            raise ValueError('Normalization is not supported for the Type-I DCT.')
        if input_tensor.shape[-1] is not None and input_tensor.shape[-1] < 2:
            raise ValueError('Type-I DCT requires the dimension to be greater than one.')
    if norm not in (None, 'ortho'):
        raise ValueError("Unknown normalization. Expected None or 'ortho', got: %s" % norm)


def dct(input, type=2, n=None, axis=-1, norm=None, name=None):
    _validate_dct_arguments(input, type, n, axis, norm)
    with tf.name_scope(name or 'dct'):
        input = tf.convert_to_tensor(input)
        zero = tf.convert_to_tensor(0.0, dtype=input.dtype)
        seq_len = input.shape[-1] or tf.shape(input)[-1]
        if n is not None:
            if n <= seq_len:
                input = input[..., 0:n]
            else:
                rank = len(input.shape)
                padding = [[0, 0] for _ in range(rank)]
                padding[rank - 1][1] = n - seq_len
                input = tf.pad(input, paddings=tf.convert_to_tensor(padding, dtype=tf.int32))
        axis_dim = input.shape[-1] or tf.shape(input)[-1]
        axis_dim_float = tf.cast(axis_dim, input.dtype)
        if type != 2:
            raise NotImplementedError('tfplay implements tf.signal.dct of type 2 only yet')
        # DCT-II through an RFFT of twice the length (dct_ops.py).
        scale = 2.0 * tf.exp(tf.complex(zero, -tf.range(axis_dim_float) * 3.141592653589793 * 0.5 / axis_dim_float))
        dct2 = tf.math.real(tf.signal.rfft(input, fft_length=[2 * axis_dim])[..., :axis_dim] * scale)
        if norm == 'ortho':
            n1 = 0.5 * tf.math.rsqrt(axis_dim_float)
            n2 = n1 * 1.4142135623730951
            weights = tf.pad(tf.expand_dims(n1, 0), [[0, axis_dim - 1]], constant_values=n2)
            dct2 *= weights
        return dct2


def mfccs_from_log_mel_spectrograms(log_mel_spectrograms, name=None):
    with tf.name_scope(name or 'mfccs_from_log_mel_spectrograms'):
        log_mel_spectrograms = tf.convert_to_tensor(log_mel_spectrograms)
        if log_mel_spectrograms.shape.ndims and log_mel_spectrograms.shape[-1] is not None:
            num_mel_bins = log_mel_spectrograms.shape[-1]
            if num_mel_bins == 0:
                raise ValueError('num_mel_bins must be positive. Got: %s' % log_mel_spectrograms)
        else:
            num_mel_bins = tf.shape(log_mel_spectrograms)[-1]
        dct2 = dct(log_mel_spectrograms, type=2)
        return dct2 * tf.math.rsqrt(tf.cast(num_mel_bins, dct2.dtype) * 2.0)


def idct(input, type=2, n=None, axis=-1, norm=None, name=None):
    raise NotImplementedError('tfplay does not implement tf.signal.idct yet')
