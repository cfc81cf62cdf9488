# keras.ops' FFT family on (real, imaginary) pairs, view_as_complex / view_as_real, and polar
# (keras/src/ops/nn.py _polar: abs_ * cos and abs_ * sin made one complex tensor; Polar's
# symbolic output keeps KerasTensor's default float32 dtype). Eager
# calls are the TensorFlow backend's (keras/src/backend/tensorflow/math.py: tf.signal.fft,
# fft2d, rfft, irfft, stft and inverse_stft, with Keras's windows padded to fft_length and
# reflect padding when centred; ifft2 through fft2 of the conjugate); the values are checked
# against NumPy's FFTs and a NumPy STFT, as keras/src/ops/math_test.py does. Symbolic shapes
# and errors are the Operations' compute_output_spec (keras/src/ops/math.py).
import numpy as np
import keras
from keras import ops


def show(label, fn):
    try:
        print(label, "->", fn())
    except Exception as e:
        print(label, "!!", type(e).__name__ + ":", e)


real = np.array([[1.0, 2.0, 3.0, 4.0], [0.0, 1.0, 0.0, -1.0]], "float32")
imag = np.array([[0.0, 1.0, 0.0, 1.0], [2.0, 0.0, 0.0, 0.0]], "float32")
z = real + 1j * imag
for name, ref in [("fft", np.fft.fft(z)), ("fft2", np.fft.fft2(z)), ("ifft2", np.fft.ifft2(z))]:
    r, i = getattr(ops, name)((real, imag))
    print(name, r.dtype, r.shape, np.allclose(r, ref.real, atol=1e-5), np.allclose(i, ref.imag, atol=1e-5))
print(ops.fft((np.array([1.0, 2.0, 3.0, 4.0]), np.zeros(4))))
x = np.array([1.0, 2.0, 0.5, -1.0, 3.0], "float32")
for n in [None, 3, 8]:
    r, i = ops.rfft(x, fft_length=n)
    ref = np.fft.rfft(x, n=n)
    out = ops.irfft((real, imag), fft_length=n)
    print("rfft", n, r.shape, np.allclose(r, ref.real, atol=1e-5), np.allclose(i, ref.imag, atol=1e-5),
          "irfft", out.shape, np.allclose(out, np.fft.irfft(z, n=n), atol=1e-5))

sig = np.sin(np.arange(32) / 3.0).astype("float32")


def reference_stft(x, length, stride, n, window, center):
    if center:
        x = np.concatenate([x[1:n // 2 + 1][::-1], x, x[-(n // 2) - 1:-1][::-1]])
    k = np.arange(length)
    w = {"hann": 0.5 - 0.5 * np.cos(2 * np.pi * k / length),
         "hamming": 0.54 - 0.46 * np.cos(2 * np.pi * k / length), None: np.ones(length)}[window]
    left = (n - length) // 2
    w = np.pad(w, (left, n - length - left))
    return np.fft.rfft(np.array([x[s:s + n] * w for s in range(0, len(x) - n + 1, stride)]), n=n)


for cfg in [(8, 4, 8, "hann", True), (6, 4, 8, "hamming", False), (4, 2, 7, "hann", True), (8, 8, 8, None, True)]:
    r, i = ops.stft(sig, *cfg)
    ref = reference_stft(sig, *cfg)
    print("stft", cfg, r.shape, np.allclose(r, ref.real, atol=1e-4), np.allclose(i, ref.imag, atol=1e-4))
r, i = ops.stft(sig, 8, 4, 8)
back = ops.istft((r, i), 8, 4, 8)
print("istft", back.shape, np.allclose(back, sig, atol=1e-5), ops.istft((r, i), 8, 4, 8, length=20).shape)

c = ops.view_as_complex(np.array([[1.0, 2.0], [3.0, 4.0]]))
print(c)
print(ops.view_as_real(c))

inp = keras.Input((4,))
show("symbolic fft", lambda: ops.fft((inp, inp)))
show("symbolic rfft", lambda: ops.rfft(inp, fft_length=6)[0].shape)
show("symbolic irfft", lambda: ops.irfft((inp, inp)).shape)
show("symbolic stft", lambda: ops.stft(keras.Input((32,)), 8, 4, 8)[0].shape)
show("symbolic istft", lambda: ops.istft((keras.Input((9, 5)), keras.Input((9, 5))), 8, 4, 8).shape)
show("symbolic views", lambda: (ops.view_as_complex(keras.Input((3, 2))).dtype, ops.view_as_real(keras.Input((3,))).shape))
show("unknown length", lambda: ops.fft((keras.Input((None,)), keras.Input((None,)))))
show("fft2 rank 1", lambda: ops.fft2((inp[0], inp[0])))
show("not a pair", lambda: ops.fft(np.ones(3)))
show("shapes differ", lambda: ops.fft((np.ones(3), np.ones(4))))
show("int parts", lambda: ops.fft((np.ones(3, "int32"), np.ones(3, "int32"))))
show("stft ints", lambda: ops.stft(np.arange(8), 4, 2, 4))
show("stft short fft", lambda: ops.stft(np.ones(8, "float32"), 4, 2, 3))
show("stft window name", lambda: ops.stft(np.ones(8, "float32"), 4, 2, 4, window="box"))
show("stft window shape", lambda: ops.stft(np.ones(8, "float32"), 4, 2, 4, window=np.ones(3)))
show("view_as_complex shape", lambda: ops.view_as_complex(np.ones((2, 3))))
model = keras.Model(inp, ops.fft((inp, inp * 0)))
print([o.numpy() for o in model(np.array([[1.0, 2.0, 3.0, 4.0]], "float32"))])
print(ops.polar(np.array([1.0, 2.0], "float32"), np.array([0.0, np.pi / 2], "float32")))
print(ops.polar(2.0, 0.0))
print(ops.nn.polar(keras.Input((3,)), keras.Input((3,))).shape, ops.nn.polar(keras.Input((3,)), keras.Input((3,))).dtype)
