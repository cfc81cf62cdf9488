// The tf.signal functions TF writes in Python over other ops (tensorflow/python/ops/signal/
// shape_ops.py, window_ops.py, spectral_ops.py, reconstruction_ops.py and mel_ops.py, TF 2.20),
// written here the same way: frame, hann_window / hamming_window, kaiser_window /
// kaiser_bessel_derived_window / vorbis_window, stft / inverse_stft and
// inverse_stft_window_fn, overlap_and_add, linear_to_mel_weight_matrix, dct (type 2, through
// an RFFT as dct_ops.py computes it) and mfccs_from_log_mel_spectrograms; idct raises
// NotImplementedError naming itself. frame gathers each
// frame's samples (TF slices subframes; the values are the same) and sets the static shape
// _infer_frame_shape gives.
#include <iterator>

#include "core/python/interpreter.h"
#include "core/python/runtime.h"
#include "core/tf/lazy_module.h"
#include "core/tf/library_source.h"
#include "core/tf/module_helpers.h"
#include "core/tf/signal_api.h"

namespace tfplay::tf {

namespace {

constexpr const char* kModule = "tensorflow.python.ops.signal.spectral_ops";  // its Python: core/tf/library/tensorflow/python/ops/signal/spectral_ops.py

constexpr const char* kNames[] = {
    "frame",
    "hann_window",
    "hamming_window",
    "kaiser_window",
    "kaiser_bessel_derived_window",
    "vorbis_window",
    "stft",
    "inverse_stft",
    "inverse_stft_window_fn",
    "overlap_and_add",
    "linear_to_mel_weight_matrix",
    "dct",
    "idct",
    "mfccs_from_log_mel_spectrograms",
};

}  // namespace

void install_signal_ops(const py::Ref& tf) {
  py::Ref signal = submodule_of(tf, "signal");
  // The module runs when a program first uses one of its names (lazy_module.h).
  lazy_attributes(signal, "tf.signal", std::vector<std::string>(std::begin(kNames), std::end(kNames)), [tf, signal] {
    py::Ref m = py::Interpreter::current().exec_library_module(kModule, library_source(kModule, nullptr));
    py::call(m->dict->get("_install"), std::vector<py::Ref>{tf});
    for (const char* name : kNames) signal->dict->set(name, m->dict->get(name));
  });
}

}  // namespace tfplay::tf
