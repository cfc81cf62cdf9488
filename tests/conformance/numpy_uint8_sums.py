# Sums, products and cumulative sums of uint8 arrays (images) are uint64: np.sum's docstring,
# "if a is unsigned then an unsigned integer of the same precision as the platform integer is
# used" for integers of less precision than it (cumsum and prod likewise); the mean is float64
# and the max keeps uint8.
import numpy as np
img = np.array([[250, 10], [200, 100]], dtype=np.uint8)
for f in (lambda: img.sum(), lambda: img.sum(axis=0), lambda: img.mean(), lambda: np.sum(img), lambda: img.max(), lambda: img.astype(np.float32) / 255, lambda: img + img, lambda: img.cumsum(), lambda: img.prod()):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
