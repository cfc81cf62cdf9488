# np.isclose and np.allclose of infinities say nothing: numeric.py's isclose computes |x - y| inside
# errstate(invalid='ignore'), so inf - inf raises no 'invalid value encountered in subtract'.
import numpy as np
print(np.isclose(np.inf, np.inf), np.allclose([np.inf, 1.0], [np.inf, 1.0]), np.isclose([np.inf, np.nan], [np.inf, np.nan], equal_nan=True))
