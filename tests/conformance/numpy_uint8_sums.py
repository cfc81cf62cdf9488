# Sums, products and cumulative sums of uint8 arrays (images) are uint64, NumPy's default
# unsigned type for add.reduce / multiply.reduce / add.accumulate of unsigned integers smaller
# than it (the reduction's dtype rule in numpy/_core/_methods.py _sum and the ufunc's type
# resolution); the mean is float64 and the max keeps uint8.
import numpy as np
img = np.array([[250, 10], [200, 100]], dtype=np.uint8)
for f in (lambda: img.sum(), lambda: img.sum(axis=0), lambda: img.mean(), lambda: np.sum(img), lambda: img.max(), lambda: img.astype(np.float32) / 255, lambda: img + img, lambda: img.cumsum(), lambda: img.prod()):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
