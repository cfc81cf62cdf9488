# copy.copy and copy.deepcopy of NumPy arrays go through ndarray.__copy__ and
# __deepcopy__(memo) (numpy/_core/src/multiarray/methods.c): new arrays with the same dtype, so
# keeping "the best weights so far" with copy.deepcopy(model.get_weights()) is not changed by
# later training.
import copy

import numpy as np

a = np.array([[1.0, 2.0]], dtype=np.float32)
b = copy.deepcopy(a)
c = copy.copy(a)
b[0, 0] = 9
c[0, 1] = 7
print(a, b, c, b.dtype)
weights = [np.ones(2), np.zeros((1, 2))]
best = copy.deepcopy(weights)
weights[0][0] = 5
print(best[0], copy.deepcopy(np.float32(1.5)), copy.deepcopy({"w": np.arange(3)}))
print(repr(copy.deepcopy(np.array(["ab", "c"]))))
