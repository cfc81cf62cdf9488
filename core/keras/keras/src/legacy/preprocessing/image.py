"""tf.keras.preprocessing.image's Keras 1 augmentation API, deprecated but kept by Keras
3.11.3's tf.keras view (keras/src/legacy/preprocessing/image.py). ImageDataGenerator.flow, its
NumpyArrayIterator and the NumPy-only steps (rescale, centering, normalization, ZCA, flips,
channel shifts) and the rotations, shifts, shears and zooms (resampled as
scipy.ndimage.affine_transform does with Keras's defaults, order 1 and fill_mode "nearest")
work as in Keras; other fill modes, brightness changes (PIL) and reading image files raise
NotImplementedError naming what they need."""

import threading

import numpy as np

from keras.src import backend
from keras.src.trainers.data_adapters.py_dataset_adapter import PyDataset
from keras.src.utils.unavailable import unavailable
from keras.src.utils.warning_sites import warn_at


_IMAGE_PY = "legacy/preprocessing/image.py"


def _warn(message, line):
    """A UserWarning where Keras's image.py raises it (line `line`)."""
    warn_at(message, UserWarning, (_IMAGE_PY, line, "warnings.warn("))


def _rollaxis(x, axis, start):
    """np.rollaxis (which tfplay's numpy lacks) by np.moveaxis, with its own start rule."""
    n = x.ndim
    axis = axis + n if axis < 0 else axis
    start = start + n if start < 0 else start
    if axis < start:
        start -= 1
    return x if axis == start else np.moveaxis(x, axis, start)


def apply_channel_shift(x, intensity, channel_axis=0):
    """A 3-D numpy image with `intensity` added to every channel, clipped to x's overall
    [min, max]. As in Keras, a negative channel_axis leaves the channels first."""
    x = _rollaxis(x, channel_axis, 0)
    min_x, max_x = np.min(x), np.max(x)
    x = np.stack([np.clip(c + intensity, min_x, max_x) for c in x], axis=0)
    return _rollaxis(x, 0, channel_axis + 1)


def random_channel_shift(x, intensity_range, channel_axis=0):
    """apply_channel_shift by an intensity drawn from numpy's global generator, uniform in
    [-intensity_range, intensity_range)."""
    intensity = np.random.uniform(-intensity_range, intensity_range)
    return apply_channel_shift(x, intensity, channel_axis=channel_axis)


def _not_in_tfplay(name, needs):
    raise NotImplementedError(f"tf.keras.preprocessing.image.{name} needs {needs}, "
                              "which tfplay does not have")


class Iterator(PyDataset):
    """Keras 1's batch iterator (a PyDataset that never calls PyDataset.__init__, so fit() warns
    about it as Keras does): batches of `batch_size` indices into `n` samples, reshuffled by
    np.random.permutation each epoch when `shuffle`, np.random reseeded with
    `seed + total_batches_seen` before each batch when `seed` is given. Subclasses implement
    _get_batches_of_transformed_samples(index_array)."""

    white_list_formats = ("png", "jpg", "jpeg", "bmp", "ppm", "tif", "tiff")

    def __init__(self, n, batch_size, shuffle, seed):
        self.n = n
        self.batch_size = batch_size
        self.seed = seed
        self.shuffle = shuffle
        self.batch_index = 0
        self.total_batches_seen = 0
        self.lock = threading.Lock()
        self.index_array = None
        self.index_generator = self._flow_index()

    def _set_index_array(self):
        self.index_array = np.arange(self.n)
        if self.shuffle:
            self.index_array = np.random.permutation(self.n)

    def __getitem__(self, idx):
        if idx >= len(self):
            raise ValueError("Asked to retrieve element {idx}, but the Sequence has length {length}".format(
                idx=idx, length=len(self)))
        if self.seed is not None:
            np.random.seed(self.seed + self.total_batches_seen)
        self.total_batches_seen += 1
        if self.index_array is None:
            self._set_index_array()
        index_array = self.index_array[self.batch_size * idx:self.batch_size * (idx + 1)]
        return self._get_batches_of_transformed_samples(index_array)

    def __len__(self):
        return (self.n + self.batch_size - 1) // self.batch_size  # round up

    def on_epoch_end(self):
        self._set_index_array()

    def reset(self):
        self.batch_index = 0

    def _flow_index(self):
        self.reset()
        while 1:
            if self.seed is not None:
                np.random.seed(self.seed + self.total_batches_seen)
            if self.batch_index == 0:
                self._set_index_array()
            current_index = 0 if self.n == 0 else (self.batch_index * self.batch_size) % self.n
            if self.n > current_index + self.batch_size:
                self.batch_index += 1
            else:
                self.batch_index = 0
            self.total_batches_seen += 1
            yield self.index_array[current_index:current_index + self.batch_size]

    def __iter__(self):
        return self

    def __next__(self):
        with self.lock:
            index_array = next(self.index_generator)
        return self._get_batches_of_transformed_samples(index_array)

    def _get_batches_of_transformed_samples(self, index_array):
        raise NotImplementedError


class NumpyArrayIterator(Iterator):
    """Batches of a rank-4 image array `x` (with extra arrays when x is `(images, others)`),
    each image through the generator's random transform and standardize, with `y` and
    `sample_weight` when given; `subset` takes the "training" or "validation" part of the
    generator's validation_split. Raises ValueError (Keras's texts) for arrays of unequal
    length, a bad subset, classes the split separates and images not of rank 4;
    save_to_dir needs image files (NotImplementedError)."""

    def __init__(self, x, y, image_data_generator, batch_size=32, shuffle=False, sample_weight=None, seed=None,
                 data_format=None, save_to_dir=None, save_prefix="", save_format="png", subset=None,
                 ignore_class_split=False, dtype=None):
        if data_format is None:
            data_format = backend.image_data_format()
        if dtype is None:
            dtype = backend.floatx()
        self.dtype = dtype
        if isinstance(x, tuple) or isinstance(x, list):
            if not isinstance(x[1], list):
                x_misc = [np.asarray(x[1])]
            else:
                x_misc = [np.asarray(xx) for xx in x[1]]
            x = x[0]
            for xx in x_misc:
                if len(x) != len(xx):
                    raise ValueError("All of the arrays in `x` should have the same length. Found a pair with: "
                                     f"len(x[0]) = {len(x)}, len(x[?]) = {len(xx)}")
        else:
            x_misc = []
        if y is not None and len(x) != len(y):
            raise ValueError("`x` (images tensor) and `y` (labels) should have the same length. "
                             f"Found: x.shape = {np.asarray(x).shape}, y.shape = {np.asarray(y).shape}")
        if sample_weight is not None and len(x) != len(sample_weight):
            raise ValueError("`x` (images tensor) and `sample_weight` should have the same length. "
                             f"Found: x.shape = {np.asarray(x).shape}, "
                             f"sample_weight.shape = {np.asarray(sample_weight).shape}")
        if subset is not None:
            if subset not in {"training", "validation"}:
                raise ValueError(f'Invalid subset name: {subset}; expected "training" or "validation".')
            split_idx = int(len(x) * image_data_generator._validation_split)
            if (y is not None and not ignore_class_split
                    and not np.array_equal(np.unique(y[:split_idx]), np.unique(y[split_idx:]))):
                raise ValueError("Training and validation subsets have different number of classes after the "
                                 "split. If your numpy arrays are sorted by the label, you might want to shuffle "
                                 "them.")
            if subset == "validation":
                x = x[:split_idx]
                x_misc = [np.asarray(xx[:split_idx]) for xx in x_misc]
                if y is not None:
                    y = y[:split_idx]
            else:
                x = x[split_idx:]
                x_misc = [np.asarray(xx[split_idx:]) for xx in x_misc]
                if y is not None:
                    y = y[split_idx:]
        self.x = np.asarray(x, dtype=self.dtype)
        self.x_misc = x_misc
        if self.x.ndim != 4:
            raise ValueError("Input data in `NumpyArrayIterator` should have rank 4. You passed an array with "
                             f"shape {self.x.shape}")
        channels_axis = 3 if data_format == "channels_last" else 1
        if self.x.shape[channels_axis] not in {1, 3, 4}:
            _warn('NumpyArrayIterator is set to use the data format convention "' + data_format
                          + '" (channels on axis ' + str(channels_axis) + "), i.e. expected either 1, 3, or 4 "
                          "channels on axis " + str(channels_axis) + ". However, it was passed an array with shape "
                          + str(self.x.shape) + " (" + str(self.x.shape[channels_axis]) + " channels).", 619)
        self.y = np.asarray(y) if y is not None else None
        self.sample_weight = np.asarray(sample_weight) if sample_weight is not None else None
        self.image_data_generator = image_data_generator
        self.data_format = data_format
        self.save_to_dir = save_to_dir
        self.save_prefix = save_prefix
        self.save_format = save_format
        super().__init__(x.shape[0], batch_size, shuffle, seed)

    def _get_batches_of_transformed_samples(self, index_array):
        batch_x = np.zeros(tuple([len(index_array)] + list(self.x.shape)[1:]), dtype=self.dtype)
        for i, j in enumerate(index_array):
            x = self.x[j]
            params = self.image_data_generator.get_random_transform(x.shape)
            x = self.image_data_generator.apply_transform(x.astype(self.dtype), params)
            x = self.image_data_generator.standardize(x)
            batch_x[i] = x
        if self.save_to_dir:
            _not_in_tfplay("NumpyArrayIterator(save_to_dir=...)", "image files and PIL")
        batch_x_miscs = [xx[index_array] for xx in self.x_misc]
        output = (batch_x if not batch_x_miscs else [batch_x] + batch_x_miscs,)
        if self.y is None:
            return output[0]
        output += (self.y[index_array],)
        if self.sample_weight is not None:
            output += (self.sample_weight[index_array],)
        return output


@unavailable("image files (PIL)")
class DirectoryIterator(Iterator):
    """Batches of images read from a directory: not in tfplay."""

    def __init__(self, *args, **kwargs):
        _not_in_tfplay("DirectoryIterator", "image files (PIL)")


def flip_axis(x, axis):
    x = np.asarray(x).swapaxes(axis, 0)
    x = x[::-1, ...]
    x = x.swapaxes(0, axis)
    return x


class ImageDataGenerator:
    """Keras 1's real-time image augmentation over NumPy arrays (flow): rescale,
    preprocessing_function, sample- and feature-wise centering and std normalization, ZCA
    whitening (fit), flips and channel shifts run in NumPy as in Keras, drawing from np.random.
    Rotation, shifts, shear and zoom need scipy.ndimage and brightness_range PIL: a batch that
    draws a nonzero one raises NotImplementedError, as do flow_from_directory and
    flow_from_dataframe (image files). Constructor errors are Keras's ValueErrors."""

    def __init__(self, featurewise_center=False, samplewise_center=False, featurewise_std_normalization=False,
                 samplewise_std_normalization=False, zca_whitening=False, zca_epsilon=1e-6, rotation_range=0,
                 width_shift_range=0.0, height_shift_range=0.0, brightness_range=None, shear_range=0.0,
                 zoom_range=0.0, channel_shift_range=0.0, fill_mode="nearest", cval=0.0, horizontal_flip=False,
                 vertical_flip=False, rescale=None, preprocessing_function=None, data_format=None,
                 validation_split=0.0, interpolation_order=1, dtype=None):
        if data_format is None:
            data_format = backend.image_data_format()
        if dtype is None:
            dtype = backend.floatx()
        self.featurewise_center = featurewise_center
        self.samplewise_center = samplewise_center
        self.featurewise_std_normalization = featurewise_std_normalization
        self.samplewise_std_normalization = samplewise_std_normalization
        self.zca_whitening = zca_whitening
        self.zca_epsilon = zca_epsilon
        self.rotation_range = rotation_range
        self.width_shift_range = width_shift_range
        self.height_shift_range = height_shift_range
        self.shear_range = shear_range
        self.zoom_range = zoom_range
        self.channel_shift_range = channel_shift_range
        self.fill_mode = fill_mode
        self.cval = cval
        self.horizontal_flip = horizontal_flip
        self.vertical_flip = vertical_flip
        self.rescale = rescale
        self.preprocessing_function = preprocessing_function
        self.dtype = dtype
        self.interpolation_order = interpolation_order
        if data_format not in {"channels_last", "channels_first"}:
            raise ValueError('`data_format` should be `"channels_last"` (channel after row and column) or '
                             f'`"channels_first"` (channel before row and column). Received: {data_format}')
        self.data_format = data_format
        if data_format == "channels_first":
            self.channel_axis, self.row_axis, self.col_axis = 1, 2, 3
        if data_format == "channels_last":
            self.channel_axis, self.row_axis, self.col_axis = 3, 1, 2
        if validation_split and not 0 < validation_split < 1:
            raise ValueError(f"`validation_split` must be strictly between 0 and 1.  Received: {validation_split}")
        self._validation_split = validation_split
        self.mean = None
        self.std = None
        self.zca_whitening_matrix = None
        if isinstance(zoom_range, (float, int)):
            self.zoom_range = [1 - zoom_range, 1 + zoom_range]
        elif len(zoom_range) == 2 and all(isinstance(val, (float, int)) for val in zoom_range):
            self.zoom_range = [zoom_range[0], zoom_range[1]]
        else:
            raise ValueError(f"`zoom_range` should be a float or a tuple or list of two floats. Received: {zoom_range}")
        if zca_whitening:
            if not featurewise_center:
                self.featurewise_center = True
                _warn("This ImageDataGenerator specifies `zca_whitening`, which overrides setting of "
                              "`featurewise_center`.", 1047)
            if featurewise_std_normalization:
                self.featurewise_std_normalization = False
                _warn("This ImageDataGenerator specifies `zca_whitening` which overrides setting of"
                              "`featurewise_std_normalization`.", 1054)
        if featurewise_std_normalization:
            if not featurewise_center:
                self.featurewise_center = True
                _warn("This ImageDataGenerator specifies `featurewise_std_normalization`, which overrides "
                              "setting of `featurewise_center`.", 1063)
        if samplewise_std_normalization:
            if not samplewise_center:
                self.samplewise_center = True
                _warn("This ImageDataGenerator specifies `samplewise_std_normalization`, which overrides "
                              "setting of `samplewise_center`.", 1072)
        if brightness_range is not None:
            if not isinstance(brightness_range, (tuple, list)) or len(brightness_range) != 2:
                raise ValueError(f"`brightness_range should be tuple or list of two floats. Received: {brightness_range}")
        self.brightness_range = brightness_range

    def flow(self, x, y=None, batch_size=32, shuffle=True, sample_weight=None, seed=None, save_to_dir=None,
             save_prefix="", save_format="png", ignore_class_split=False, subset=None):
        return NumpyArrayIterator(x, y, self, batch_size=batch_size, shuffle=shuffle, sample_weight=sample_weight,
                                  seed=seed, data_format=self.data_format, save_to_dir=save_to_dir,
                                  save_prefix=save_prefix, save_format=save_format,
                                  ignore_class_split=ignore_class_split, subset=subset, dtype=self.dtype)

    def flow_from_directory(self, directory, *args, **kwargs):
        _not_in_tfplay("ImageDataGenerator.flow_from_directory", "image files (PIL)")

    def flow_from_dataframe(self, dataframe, *args, **kwargs):
        _not_in_tfplay("ImageDataGenerator.flow_from_dataframe", "pandas and image files (PIL)")

    def standardize(self, x):
        """x (one image or a batch) after preprocessing_function, rescale and the centering /
        normalization / whitening the generator does; warns (Keras's texts) for feature-wise
        steps not fit yet. Changes x in place where Keras does."""
        if self.preprocessing_function:
            x = self.preprocessing_function(x)
        if self.rescale:
            x *= self.rescale
        if self.samplewise_center:
            x -= np.mean(x, keepdims=True)
        if self.samplewise_std_normalization:
            x /= np.std(x, keepdims=True) + 1e-6
        if self.featurewise_center:
            if self.mean is not None:
                x -= self.mean
            else:
                _warn("This ImageDataGenerator specifies `featurewise_center`, but it hasn't been fit on any "
                              "training data. Fit it first by calling `.fit(numpy_data)`.", 1263)
        if self.featurewise_std_normalization:
            if self.std is not None:
                x /= self.std + 1e-6
            else:
                _warn("This ImageDataGenerator specifies `featurewise_std_normalization`, but it hasn't been "
                              "fit on any training data. Fit it first by calling `.fit(numpy_data)`.", 1273)
        if self.zca_whitening:
            if self.zca_whitening_matrix is not None:
                flat_x = x.reshape(-1, np.prod(x.shape[-3:]))
                white_x = flat_x @ self.zca_whitening_matrix
                x = np.reshape(white_x, x.shape)
            else:
                _warn("This ImageDataGenerator specifies `zca_whitening`, but it hasn't been fit on any "
                              "training data. Fit it first by calling `.fit(numpy_data)`.", 1286)
        return x

    def get_random_transform(self, img_shape, seed=None):
        """The transform parameters for one image, drawn from np.random in Keras's order."""
        img_row_axis = self.row_axis - 1
        img_col_axis = self.col_axis - 1
        if seed is not None:
            np.random.seed(seed)
        theta = np.random.uniform(-self.rotation_range, self.rotation_range) if self.rotation_range else 0
        if self.height_shift_range:
            try:  # 1-D array-like or int
                tx = np.random.choice(self.height_shift_range)
                tx *= np.random.choice([-1, 1])
            except ValueError:  # floating point
                tx = np.random.uniform(-self.height_shift_range, self.height_shift_range)
            if np.max(self.height_shift_range) < 1:
                tx *= img_shape[img_row_axis]
        else:
            tx = 0
        if self.width_shift_range:
            try:
                ty = np.random.choice(self.width_shift_range)
                ty *= np.random.choice([-1, 1])
            except ValueError:
                ty = np.random.uniform(-self.width_shift_range, self.width_shift_range)
            if np.max(self.width_shift_range) < 1:
                ty *= img_shape[img_col_axis]
        else:
            ty = 0
        shear = np.random.uniform(-self.shear_range, self.shear_range) if self.shear_range else 0
        if self.zoom_range[0] == 1 and self.zoom_range[1] == 1:
            zx, zy = 1, 1
        else:
            zx, zy = np.random.uniform(self.zoom_range[0], self.zoom_range[1], 2)
        flip_horizontal = (np.random.random() < 0.5) * self.horizontal_flip
        flip_vertical = (np.random.random() < 0.5) * self.vertical_flip
        channel_shift_intensity = None
        if self.channel_shift_range != 0:
            channel_shift_intensity = np.random.uniform(-self.channel_shift_range, self.channel_shift_range)
        brightness = None
        if self.brightness_range is not None:
            brightness = np.random.uniform(self.brightness_range[0], self.brightness_range[1])
        return {"theta": theta, "tx": tx, "ty": ty, "shear": shear, "zx": zx, "zy": zy,
                "flip_horizontal": flip_horizontal, "flip_vertical": flip_vertical,
                "channel_shift_intensity": channel_shift_intensity, "brightness": brightness}

    def apply_transform(self, x, transform_parameters):
        """One image (rank 3) transformed by these parameters."""
        img_row_axis = self.row_axis - 1
        img_col_axis = self.col_axis - 1
        img_channel_axis = self.channel_axis - 1
        x = apply_affine_transform(x, transform_parameters.get("theta", 0), transform_parameters.get("tx", 0),
                                   transform_parameters.get("ty", 0), transform_parameters.get("shear", 0),
                                   transform_parameters.get("zx", 1), transform_parameters.get("zy", 1),
                                   row_axis=img_row_axis, col_axis=img_col_axis, channel_axis=img_channel_axis,
                                   fill_mode=self.fill_mode, cval=self.cval, order=self.interpolation_order)
        if transform_parameters.get("channel_shift_intensity") is not None:
            x = apply_channel_shift(x, transform_parameters["channel_shift_intensity"], img_channel_axis)
        if transform_parameters.get("flip_horizontal", False):
            x = flip_axis(x, img_col_axis)
        if transform_parameters.get("flip_vertical", False):
            x = flip_axis(x, img_row_axis)
        if transform_parameters.get("brightness") is not None:
            x = apply_brightness_shift(x, transform_parameters["brightness"], False)
        return x

    def random_transform(self, x, seed=None):
        params = self.get_random_transform(x.shape, seed)
        return self.apply_transform(x, params)

    def fit(self, x, augment=False, rounds=1, seed=None):
        """Learns the feature-wise mean, std and ZCA matrix the generator asks for from a rank-4
        array (after rescale, and `rounds` random transforms each when `augment`). Raises
        ValueError for other ranks."""
        x = np.asarray(x, dtype=self.dtype)
        if x.ndim != 4:
            raise ValueError("Input to `.fit()` should have rank 4. Got array with shape: " + str(x.shape))
        if x.shape[self.channel_axis] not in {1, 3, 4}:
            _warn("Expected input to be images (as Numpy array) following the data format convention \""
                          + self.data_format + '" (channels on axis ' + str(self.channel_axis) + "), i.e. expected "
                          "either 1, 3 or 4 channels on axis " + str(self.channel_axis) + ". However, it was passed "
                          "an array with shape " + str(x.shape) + " (" + str(x.shape[self.channel_axis])
                          + " channels).", 1495)
        if seed is not None:
            np.random.seed(seed)
        x = np.copy(x)
        if self.rescale:
            x *= self.rescale
        if augment:
            ax = np.zeros(tuple([rounds * x.shape[0]] + list(x.shape)[1:]), dtype=self.dtype)
            for r in range(rounds):
                for i in range(x.shape[0]):
                    ax[i + r * x.shape[0]] = self.random_transform(x[i])
            x = ax
        if self.featurewise_center:
            self.mean = np.mean(x, axis=(0, self.row_axis, self.col_axis))
            broadcast_shape = [1, 1, 1]
            broadcast_shape[self.channel_axis - 1] = x.shape[self.channel_axis]
            self.mean = np.reshape(self.mean, broadcast_shape)
            x -= self.mean
        if self.featurewise_std_normalization:
            self.std = np.std(x, axis=(0, self.row_axis, self.col_axis))
            broadcast_shape = [1, 1, 1]
            broadcast_shape[self.channel_axis - 1] = x.shape[self.channel_axis]
            self.std = np.reshape(self.std, broadcast_shape)
            x /= self.std + 1e-6
        if self.zca_whitening:
            n = len(x)
            flat_x = np.reshape(x, (n, -1))
            u, s, _ = np.linalg.svd(flat_x.T, full_matrices=False)
            s_inv = np.sqrt(n) / (s + self.zca_epsilon)
            self.zca_whitening_matrix = (u * s_inv).dot(u.T)


def transform_matrix_offset_center(matrix, x, y):
    o_x = float(x) / 2 - 0.5
    o_y = float(y) / 2 - 0.5
    offset_matrix = np.array([[1, 0, o_x], [0, 1, o_y], [0, 0, 1]])
    reset_matrix = np.array([[1, 0, -o_x], [0, 1, -o_y], [0, 0, 1]])
    return np.dot(np.dot(offset_matrix, matrix), reset_matrix)


def _affine_transform_2d(image, matrix, offset):
    """scipy.ndimage.affine_transform(image, matrix, offset, order=1, mode="nearest") of a 2-D
    float array: output pixel (r, c) samples the input at matrix @ (r, c) + offset (float64),
    the coordinate clamped to the image (edges extend), linearly interpolated between its two
    neighbours on each axis; the weighted corners summed in scipy's order, then cast back to
    the image's dtype."""
    rows, cols = image.shape
    r, c = np.meshgrid(np.arange(rows, dtype="float64"), np.arange(cols, dtype="float64"), indexing="ij")
    src_r = np.clip(matrix[0, 0] * r + matrix[0, 1] * c + offset[0], 0, rows - 1)
    src_c = np.clip(matrix[1, 0] * r + matrix[1, 1] * c + offset[1], 0, cols - 1)
    r0 = np.floor(src_r)
    c0 = np.floor(src_c)
    tr = src_r - r0
    tc = src_c - c0
    r0 = r0.astype("int64")
    c0 = c0.astype("int64")
    r1 = np.minimum(r0 + 1, rows - 1)
    c1 = np.minimum(c0 + 1, cols - 1)
    data = image.astype("float64")
    out = data[r0, c0] * (1 - tr) * (1 - tc)
    out = out + data[r0, c1] * (1 - tr) * tc
    out = out + data[r1, c0] * tr * (1 - tc)
    out = out + data[r1, c1] * tr * tc
    return out.astype(image.dtype)


def apply_affine_transform(x, theta=0, tx=0, ty=0, shear=0, zx=1, zy=1, row_axis=1, col_axis=2, channel_axis=0,
                           fill_mode="nearest", cval=0.0, order=1):
    """A rank-3 image rotated by `theta` degrees, shifted by (tx, ty) pixels, sheared and zoomed
    about its centre, each channel resampled as scipy.ndimage.affine_transform does (Keras's
    matrices, its axis swap). Raises ValueError (Keras's texts) for bad axes or ranks. tfplay
    resamples with interpolation order 1 and fill_mode "nearest" (Keras's defaults); other
    orders and fill modes need scipy.ndimage (NotImplementedError)."""
    if np.unique([row_axis, col_axis, channel_axis]).size != 3:
        raise ValueError("'row_axis', 'col_axis', and 'channel_axis' must be distinct")
    valid_indices = set([0, 1, 2])
    actual_indices = set([row_axis, col_axis, channel_axis])
    if actual_indices != valid_indices:
        raise ValueError(f"Invalid axis' indices: {actual_indices - valid_indices}")
    if x.ndim != 3:
        raise ValueError("Input arrays must be multi-channel 2D images.")
    if channel_axis not in [0, 2]:
        raise ValueError("Channels are allowed and the first and last dimensions.")
    transform_matrix = None
    if theta != 0:
        theta = np.deg2rad(theta)
        transform_matrix = np.array([[np.cos(theta), -np.sin(theta), 0], [np.sin(theta), np.cos(theta), 0],
                                     [0, 0, 1]])
    if tx != 0 or ty != 0:
        shift_matrix = np.array([[1, 0, tx], [0, 1, ty], [0, 0, 1]])
        transform_matrix = shift_matrix if transform_matrix is None else np.dot(transform_matrix, shift_matrix)
    if shear != 0:
        shear = np.deg2rad(shear)
        shear_matrix = np.array([[1, -np.sin(shear), 0], [0, np.cos(shear), 0], [0, 0, 1]])
        transform_matrix = shear_matrix if transform_matrix is None else np.dot(transform_matrix, shear_matrix)
    if zx != 1 or zy != 1:
        zoom_matrix = np.array([[zx, 0, 0], [0, zy, 0], [0, 0, 1]])
        transform_matrix = zoom_matrix if transform_matrix is None else np.dot(transform_matrix, zoom_matrix)
    if transform_matrix is not None:
        if order != 1 or fill_mode != "nearest":
            _not_in_tfplay(f"apply_affine_transform with order={order}, fill_mode={fill_mode!r}",
                           "scipy.ndimage (tfplay resamples with order=1, fill_mode='nearest' only)")
        h, w = x.shape[row_axis], x.shape[col_axis]
        transform_matrix = transform_matrix_offset_center(transform_matrix, h, w)
        x = _rollaxis(x, channel_axis, 0)
        # Keras builds the matrix for (x, y) coordinates; arrays index (row, col): M' = PMP.
        if col_axis > row_axis:
            transform_matrix[:, [0, 1]] = transform_matrix[:, [1, 0]]
            transform_matrix[[0, 1]] = transform_matrix[[1, 0]]
        final_affine_matrix = transform_matrix[:2, :2]
        final_offset = transform_matrix[:2, 2]
        channel_images = [_affine_transform_2d(x_channel, final_affine_matrix, final_offset) for x_channel in x]
        x = np.stack(channel_images, axis=0)
        x = _rollaxis(x, 0, channel_axis + 1)
    return x


@unavailable("PIL")
def apply_brightness_shift(x, brightness, scale=True):
    """Brightness change with PIL's ImageEnhance: not in tfplay."""
    _not_in_tfplay("apply_brightness_shift", "PIL")


@unavailable("PIL")
def random_brightness(x, brightness_range, scale=True):
    """A random brightness change with PIL's ImageEnhance: not in tfplay."""
    _not_in_tfplay("random_brightness", "PIL")


def random_rotation(x, rg, row_axis=1, col_axis=2, channel_axis=0, fill_mode="nearest", cval=0.0,
                    interpolation_order=1):
    """x rotated by a np.random angle in [-rg, rg) degrees (apply_affine_transform)."""
    theta = np.random.uniform(-rg, rg)
    return apply_affine_transform(x, theta=theta, row_axis=row_axis, col_axis=col_axis, channel_axis=channel_axis,
                                  fill_mode=fill_mode, cval=cval, order=interpolation_order)


def random_shift(x, wrg, hrg, row_axis=1, col_axis=2, channel_axis=0, fill_mode="nearest", cval=0.0,
                 interpolation_order=1):
    """x shifted by np.random fractions of its height (hrg) and width (wrg)."""
    h, w = x.shape[row_axis], x.shape[col_axis]
    tx = np.random.uniform(-hrg, hrg) * h
    ty = np.random.uniform(-wrg, wrg) * w
    return apply_affine_transform(x, tx=tx, ty=ty, row_axis=row_axis, col_axis=col_axis, channel_axis=channel_axis,
                                  fill_mode=fill_mode, cval=cval, order=interpolation_order)


def random_shear(x, intensity, row_axis=1, col_axis=2, channel_axis=0, fill_mode="nearest", cval=0.0,
                 interpolation_order=1):
    """x sheared by a np.random angle in [-intensity, intensity) degrees."""
    shear = np.random.uniform(-intensity, intensity)
    return apply_affine_transform(x, shear=shear, row_axis=row_axis, col_axis=col_axis, channel_axis=channel_axis,
                                  fill_mode=fill_mode, cval=cval, order=interpolation_order)


def random_zoom(x, zoom_range, row_axis=1, col_axis=2, channel_axis=0, fill_mode="nearest", cval=0.0,
                interpolation_order=1):
    """x zoomed by two np.random factors in zoom_range (ValueError unless it has two)."""
    if len(zoom_range) != 2:
        raise ValueError(f"`zoom_range` should be a tuple or list of two floats. Received: {zoom_range}")
    if zoom_range[0] == 1 and zoom_range[1] == 1:
        zx, zy = 1, 1
    else:
        zx, zy = np.random.uniform(zoom_range[0], zoom_range[1], 2)
    return apply_affine_transform(x, zx=zx, zy=zy, row_axis=row_axis, col_axis=col_axis, channel_axis=channel_axis,
                                  fill_mode=fill_mode, cval=cval, order=interpolation_order)
