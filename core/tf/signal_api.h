// tf.signal: the FFT family (tensorflow/python/ops/signal/fft_ops.py) over the FFT, IFFT,
// FFT2D, IFFT2D, RFFT, IRFFT, RFFT2D and IRFFT2D ops of core/graph/ops_complex.cpp.
#pragma once

#include "core/python/object.h"

namespace tfplay::tf {

/// Sets tf.signal.fft, ifft, fft2d, ifft2d, rfft, irfft, rfft2d, irfft2d, fftshift and
/// ifftshift (and, through install_signal_ops, the framing, window and STFT functions); the API
/// table stubs the rest of tf.signal.
void install_signal_api(const py::Ref& tf);

/// Sets the tf.signal functions of signal_ops.cpp: frame, hann_window, hamming_window, stft,
/// inverse_stft, inverse_stft_window_fn, overlap_and_add, linear_to_mel_weight_matrix, dct,
/// idct (a stub) and mfccs_from_log_mel_spectrograms.
void install_signal_ops(const py::Ref& tf);

}  // namespace tfplay::tf
