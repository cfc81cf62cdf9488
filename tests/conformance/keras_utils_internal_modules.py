# keras.src.utils' internal modules as Keras 3.11.3 has them, which its own tests import:
# numerical_utils.normalize/to_categorical are keras.utils' functions (numerical_utils_test),
# python_utils.removeprefix/remove_long_seq (python_utils_test), file_utils' gfile-replacement
# helpers join/exists/File/isdir/makedirs/listdir/copy and resolve_path/is_path_in_dir
# (file_utils_test, backup_and_restore_test), dtype_utils (dtype_utils_test),
# image_dataset_utils (image_dataset_utils_test; tfplay decodes no images, so it raises the
# public function's NotImplementedError), and DynamicBackend.set_backend's ValueError for an
# unknown name (backend_utils.py; backend_utils_test::test_dynamic_backend_invalid_name).
import os
import tempfile

import numpy as np
import keras
from keras.src.utils import (backend_utils, dtype_utils, file_utils, image_dataset_utils, numerical_utils,
                             python_utils)

print(numerical_utils.to_categorical is keras.utils.to_categorical, numerical_utils.normalize is keras.utils.normalize)
print(keras.utils.to_categorical.__module__)
print(numerical_utils.to_categorical([0, 2, 1]))
print(numerical_utils.normalize(np.array([[3.0, 4.0]])))
print(image_dataset_utils.image_dataset_from_directory is keras.utils.image_dataset_from_directory)

print(python_utils.removeprefix("keras_layer", "keras_"), python_utils.removeprefix("layer", ""))
print(python_utils.remove_long_seq(3, [[1], [1, 2, 3], [1, 2]], [0, 1, 2]))

base = tempfile.mkdtemp()
sub = file_utils.join(base, "sub")
file_utils.makedirs(sub)
with file_utils.File(file_utils.join(sub, "a.txt"), "w") as f:
    f.write("hello")
file_utils.copy(file_utils.join(sub, "a.txt"), file_utils.join(sub, "b.txt"))
print(file_utils.exists(sub), file_utils.isdir(sub), sorted(file_utils.listdir(sub)))
with file_utils.File(file_utils.join(sub, "b.txt")) as f:
    print(f.read())
print(file_utils.resolve_path(file_utils.join(sub, "..", "sub")) == os.path.realpath(sub))
print(file_utils.is_path_in_dir("sub/a.txt", base), file_utils.is_path_in_dir("../x", base))
print(file_utils.is_remote_path("gs://bucket/x"), file_utils.is_remote_path("/tmp/x"))
print(file_utils.extract_archive("x.tar", archive_format=None))
try:
    file_utils.extract_archive("x.rar", archive_format="rar")
except NotImplementedError as e:
    print("NotImplementedError:", e)

print(dtype_utils.dtype_size("bfloat16"), dtype_utils.dtype_size("bool"), dtype_utils.is_float("int8"))
try:
    dtype_utils.dtype_size("complex64")
except ValueError as e:
    print("ValueError:", e)
x = dtype_utils.cast_to_common_dtype([keras.ops.ones(2, "float16"), keras.ops.ones(2, "float32"), keras.ops.ones(2, "int32")])
print([str(t.dtype) for t in x])

try:
    backend_utils.DynamicBackend().set_backend("abc")
except ValueError as e:
    print("ValueError:", e)
