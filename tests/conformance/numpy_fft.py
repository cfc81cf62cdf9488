# np.fft as NumPy 2.x defines it (numpy/fft/_pocketfft.py, numpy/fft/_helper.py): `n` crops or
# zero-pads the axis, norm="backward"/"ortho"/"forward" scales by 1, 1/sqrt(n), 1/n (an inverse
# transform swaps the direction first), fftn/fft2 apply the 1-D transform axis by axis. Since
# NumPy 2.0 ("Support for float32 and longdouble in all numpy.fft functions", numpy/numpy#25711)
# the output keeps the input's precision: float32 -> complex64, float64 and ints -> complex128,
# irfft of complex64 -> float32. Values are compared with the exact DFTs, so that the last bits
# of the transform do not matter.
import numpy as np


def close(a, b):
    return bool(np.abs(np.asarray(a) - np.asarray(b)).max() < 1e-9)


x = np.array([1.0, 2.0, 3.0, 4.0])
X = np.fft.fft(x)
print(X.dtype, X.shape, close(X, [10, -2 + 2j, -2, -2 - 2j]))
print(np.fft.ifft(X).dtype, close(np.fft.ifft(X), x))
print(np.fft.fft(x.astype(np.float32)).dtype, np.fft.fft(np.array([1, 2, 3, 4])).dtype, np.fft.fft([1, 2]).dtype)
R = np.fft.rfft(x)
print(R.shape, R.dtype, close(R, [10, -2 + 2j, -2]))
print(np.fft.irfft(R).dtype, close(np.fft.irfft(R), x), np.fft.irfft(R.astype(np.complex64)).dtype)
print(np.fft.irfft(R, n=5).shape, np.fft.rfft(x, n=5).shape, np.fft.rfft(x.astype(np.float32)).dtype)
print(np.fft.fft(x, n=6).shape, close(np.fft.fft(x, n=2), [3, -1]))
print(close(np.fft.fft(x, norm='ortho'), X / 2), close(np.fft.fft(x, norm='forward'), X / 4))
print(close(np.fft.ifft(X, norm='forward'), x * 4), close(np.fft.ifft(X, norm='ortho'), x * 2))

m = np.arange(6.0).reshape(2, 3)
F = np.fft.fft2(m)
print(F.shape, F.dtype, close(F[0, 0], 15), close(np.fft.ifft2(F), m), close(np.fft.fftn(m), F))
print(close(np.fft.fft(m, axis=0), [[3, 5, 7], [-3, -3, -3]]), close(np.fft.ifftn(np.fft.fftn(m)), m))
Rn = np.fft.rfftn(m)
print(Rn.shape, close(Rn, F[:, :2]), close(np.fft.irfftn(Rn, s=(2, 3), axes=(0, 1)), m))
print(np.fft.rfft2(m).shape, np.fft.irfft2(np.fft.rfft2(m)).shape)

print(np.fft.fftfreq(4), np.fft.fftfreq(5, d=0.1), np.fft.rfftfreq(4))
print(np.fft.fftshift(np.arange(5)), np.fft.ifftshift(np.fft.fftshift(np.arange(5))))
print(np.fft.fftshift(np.fft.fftfreq(4)))
print(np.fft.fftshift(np.arange(6).reshape(2, 3), axes=1))

for f, kw in [(np.fft.fft, {'n': 0}), (np.fft.fft, {'norm': 'bad'}), (np.fft.ifft, {'norm': 'bad'}), (np.fft.fft, {'axis': 1}),
              (np.fft.fft, {'n': 4, 'axis': 1})]:
    try:
        f(x, **kw)
    except Exception as e:
        print(f.__name__, kw, type(e).__name__ + ':', e)
