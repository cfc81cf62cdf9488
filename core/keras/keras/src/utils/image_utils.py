"""Image array helpers (keras/src/utils/image_utils.py). `img_to_array` and `smart_resize`
work on arrays; `array_to_img`, `load_img` and `save_img` need PIL (Pillow) to make, decode or
encode images, which tfplay does not have, so they raise NotImplementedError."""
import numpy as np

from keras.src import backend
from keras.src.utils.unavailable import unavailable


@unavailable("PIL (Pillow) images")
def array_to_img(x, data_format=None, scale=True, dtype=None):
    raise NotImplementedError("keras.utils.array_to_img makes a PIL image: tfplay has no PIL (Pillow)")


def img_to_array(img, data_format=None, dtype=None):
    """`img` (an array-like image, H x W or H x W x C) as a NumPy array of `dtype` (floatx()),
    channels moved first for "channels_first"; ValueError for any other rank."""
    data_format = backend.standardize_data_format(data_format)
    if dtype is None:
        dtype = backend.floatx()
    x = np.asarray(img, dtype=dtype)
    if len(x.shape) == 3:
        if data_format == "channels_first":
            x = x.transpose(2, 0, 1)
    elif len(x.shape) == 2:
        if data_format == "channels_first":
            x = x.reshape((1, x.shape[0], x.shape[1]))
        else:
            x = x.reshape((x.shape[0], x.shape[1], 1))
    else:
        raise ValueError(f"Unsupported image shape: {x.shape}")
    return x


@unavailable("image files and PIL (Pillow)")
def save_img(path, x, data_format=None, file_format=None, scale=True, **kwargs):
    raise NotImplementedError("keras.utils.save_img encodes an image file with PIL (Pillow), which tfplay does not "
                              "have")


@unavailable("image files and PIL (Pillow)")
def load_img(path, color_mode="rgb", target_size=None, interpolation="nearest", keep_aspect_ratio=False):
    raise NotImplementedError("keras.utils.load_img decodes an image file with PIL (Pillow), which tfplay does not "
                              "have")


def smart_resize(x, size, interpolation="bilinear", data_format="channels_last", backend_module=None):
    """`x` (H, W, C) or (N, H, W, C) (channels first likewise) center-cropped to the aspect
    ratio of `size` (height, width), then resized to it; a NumPy array in gives one out.
    Raises ValueError for a `size` not of length 2 or an input of rank other than 3 or 4."""
    backend_module = backend_module or backend
    if len(size) != 2:
        raise ValueError(f"Expected `size` to be a tuple of 2 integers, but got: {size}.")
    img = backend_module.convert_to_tensor(x)
    if len(img.shape) < 3 or len(img.shape) > 4:
        raise ValueError("Expected an image array with shape `(height, width, channels)`, or `(batch_size, height, "
                         f"width, channels)`, but got input with incorrect rank, of shape {img.shape}.")
    shape = backend_module.shape(img)
    if data_format == "channels_last":
        height, width = shape[-3], shape[-2]
    else:
        height, width = shape[-2], shape[-1]
    target_height, target_width = size
    if isinstance(height, int) and isinstance(width, int):
        crop_height = int(float(width * target_height) / target_width)
        crop_height = max(min(height, crop_height), 1)
        crop_width = int(float(height * target_width) / target_height)
        crop_width = max(min(width, crop_width), 1)
        crop_box_hstart = int(float(height - crop_height) / 2)
        crop_box_wstart = int(float(width - crop_width) / 2)
    else:
        cast = backend_module.cast
        crop_height = cast(cast(width * target_height, "float32") / target_width, "int32")
        crop_height = cast(backend_module.numpy.maximum(backend_module.numpy.minimum(height, crop_height), 1), "int32")
        crop_width = cast(cast(height * target_width, "float32") / target_height, "int32")
        crop_width = cast(backend_module.numpy.maximum(backend_module.numpy.minimum(width, crop_width), 1), "int32")
        crop_box_hstart = cast(cast(height - crop_height, "float32") / 2, "int32")
        crop_box_wstart = cast(cast(width - crop_width, "float32") / 2, "int32")
    rows = slice(crop_box_hstart, crop_box_hstart + crop_height)
    cols = slice(crop_box_wstart, crop_box_wstart + crop_width)
    if data_format == "channels_last":
        img = img[:, rows, cols, :] if len(img.shape) == 4 else img[rows, cols, :]
    else:
        img = img[:, :, rows, cols] if len(img.shape) == 4 else img[:, rows, cols]
    img = backend_module.image.resize(img, size=size, interpolation=interpolation, data_format=data_format)
    if isinstance(x, np.ndarray):
        return np.array(img)
    return img
