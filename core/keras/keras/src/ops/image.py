"""keras.ops.image (keras/src/ops/image.py): colour conversions, resizing, affine and
perspective transforms, patches, padding and cropping of images."""
from keras.src import backend
from keras.src.backend.tensorflow import image as _backend
from keras.src.backend.tensorflow import nn as _nn
from keras.src.backend.tensorflow import numpy as _numpy
from keras.src.ops.symbolic import emulates, export_ops, make_op

export_ops(globals(), _backend, [
    ("rgb_to_grayscale", "RGBToGrayscale"), ("rgb_to_hsv", "RGBToHSV"), ("hsv_to_rgb", "HSVToRGB"),
    ("affine_transform", "AffineTransform"), ("map_coordinates", "MapCoordinates"),
    ("perspective_transform", "PerspectiveTransform"), ("gaussian_blur", "GaussianBlur"),
    ("elastic_transform", "ElasticTransform"),
], __name__)


def _resize(images, size, interpolation="bilinear", antialias=False, crop_to_aspect_ratio=False,
            pad_to_aspect_ratio=False, fill_mode="constant", fill_value=0.0, data_format=None):
    from keras.src import ops

    resized = _backend.resize(images, size, interpolation=interpolation, antialias=antialias,
                              crop_to_aspect_ratio=crop_to_aspect_ratio, data_format=data_format,
                              pad_to_aspect_ratio=pad_to_aspect_ratio, fill_mode=fill_mode, fill_value=fill_value)
    if resized.dtype == images.dtype:
        return resized
    if backend.is_int_dtype(images.dtype):
        resized = ops.round(resized)
    return ops.saturate_cast(resized, images.dtype)


Resize, _resize_op = make_op("Resize", _resize, __name__, "resize")


def resize(images, size, interpolation="bilinear", antialias=False, crop_to_aspect_ratio=False,
           pad_to_aspect_ratio=False, fill_mode="constant", fill_value=0.0, data_format=None):
    """Resizes images to `size` (height, width), tf.image.resize's kernels; integer images are
    rounded and saturate-cast back to their dtype."""
    if len(size) != 2:
        raise ValueError(f"Expected `size` to be a tuple of 2 integers. Received: size={size}")
    if len(images.shape) < 3 or len(images.shape) > 4:
        raise ValueError(
            "Invalid images rank: expected rank 3 (single image) or rank 4 (batch of images). Received input with "
            f"shape: images.shape={images.shape}"
        )
    if pad_to_aspect_ratio and crop_to_aspect_ratio:
        raise ValueError("Only one of `pad_to_aspect_ratio` & `crop_to_aspect_ratio` can be `True`.")
    return _resize_op(images, size, interpolation=interpolation, antialias=antialias,
                      crop_to_aspect_ratio=crop_to_aspect_ratio, pad_to_aspect_ratio=pad_to_aspect_ratio,
                      fill_mode=fill_mode, fill_value=fill_value, data_format=data_format)


def _extract_patches(images, size, strides=None, dilation_rate=1, padding="valid", data_format=None):
    if isinstance(size, int):
        patch_h = patch_w = size
    elif len(size) == 2:
        patch_h, patch_w = size[0], size[1]
    else:
        raise TypeError(f"Invalid `size` argument. Expected an int or a tuple of length 2. Received: size={size}")
    data_format = backend.standardize_data_format(data_format)
    channels_in = images.shape[-1] if data_format == "channels_last" else images.shape[-3]
    if not strides:
        strides = size
    out_dim = patch_h * patch_w * channels_in
    kernel = _numpy.reshape(_numpy.eye(out_dim, dtype=images.dtype), (patch_h, patch_w, channels_in, out_dim))
    _unbatched = False
    if len(images.shape) == 3:
        _unbatched = True
        images = _numpy.expand_dims(images, axis=0)
    patches = _nn.conv(inputs=images, kernel=kernel, strides=strides, padding=padding, data_format=data_format,
                       dilation_rate=dilation_rate)
    if _unbatched:
        patches = _numpy.squeeze(patches, axis=0)
    return patches


ExtractPatches, extract_patches = make_op("ExtractPatches", _extract_patches, __name__, "extract_patches")


def _image_box(images, data_format, what):
    data_format = backend.standardize_data_format(data_format)
    images = backend.convert_to_tensor(images)
    images_shape = backend.shape(images)
    if len(images_shape) not in (3, 4):
        raise ValueError(
            f"Invalid shape for argument `images`: it must have rank 3 or 4. Received: images.shape={images_shape}"
        )
    return data_format, images, images_shape


def _pad_images(images, top_padding=None, left_padding=None, bottom_padding=None, right_padding=None, target_height=None,
                target_width=None, data_format=None):
    data_format, images, images_shape = _image_box(images, data_format, "padding")
    if [top_padding, bottom_padding, target_height].count(None) != 1:
        raise ValueError(
            "Must specify exactly two of top_padding, bottom_padding, target_height. Received: "
            f"top_padding={top_padding}, bottom_padding={bottom_padding}, target_height={target_height}"
        )
    if [left_padding, right_padding, target_width].count(None) != 1:
        raise ValueError(
            "Must specify exactly two of left_padding, right_padding, target_width. Received: "
            f"left_padding={left_padding}, right_padding={right_padding}, target_width={target_width}"
        )
    is_batch = len(images_shape) != 3
    if data_format == "channels_last":
        height, width = images_shape[-3], images_shape[-2]
    else:
        height, width = images_shape[-2], images_shape[-1]
    if top_padding is None:
        top_padding = target_height - bottom_padding - height
    if bottom_padding is None:
        bottom_padding = target_height - top_padding - height
    if left_padding is None:
        left_padding = target_width - right_padding - width
    if right_padding is None:
        right_padding = target_width - left_padding - width
    for name, value in (("top_padding", top_padding), ("left_padding", left_padding),
                        ("right_padding", right_padding), ("bottom_padding", bottom_padding)):
        if value < 0:
            raise ValueError(f"{name} must be >= 0. Received: {name}={value}")
    pad_width = [[top_padding, bottom_padding], [left_padding, right_padding]]
    pad_width = pad_width + [[0, 0]] if data_format == "channels_last" else [[0, 0]] + pad_width
    if is_batch:
        pad_width = [[0, 0]] + pad_width
    return _numpy.pad(images, pad_width)


PadImages, pad_images = make_op("PadImages", _pad_images, __name__, "pad_images")


def _crop_images(images, top_cropping=None, left_cropping=None, bottom_cropping=None, right_cropping=None,
                 target_height=None, target_width=None, data_format=None):
    from keras.src import ops

    data_format, images, images_shape = _image_box(images, data_format, "cropping")
    if [top_cropping, bottom_cropping, target_height].count(None) != 1:
        raise ValueError(
            "Must specify exactly two of top_cropping, bottom_cropping, target_height. Received: "
            f"top_cropping={top_cropping}, bottom_cropping={bottom_cropping}, target_height={target_height}"
        )
    if [left_cropping, right_cropping, target_width].count(None) != 1:
        raise ValueError(
            "Must specify exactly two of left_cropping, right_cropping, target_width. Received: "
            f"left_cropping={left_cropping}, right_cropping={right_cropping}, target_width={target_width}"
        )
    is_batch = len(images_shape) != 3
    if data_format == "channels_last":
        height, width = images_shape[-3], images_shape[-2]
        channels = images_shape[-1]
    else:
        height, width = images_shape[-2], images_shape[-1]
        channels = images_shape[-3]
    if top_cropping is None:
        top_cropping = height - target_height - bottom_cropping
    if target_height is None:
        target_height = height - bottom_cropping - top_cropping
    if left_cropping is None:
        left_cropping = width - target_width - right_cropping
    if target_width is None:
        target_width = width - right_cropping - left_cropping
    for name, value in (("top_cropping", top_cropping), ("target_height", target_height),
                        ("left_cropping", left_cropping), ("target_width", target_width)):
        if value < 0:
            raise ValueError(f"{name} must be >= 0. Received: {name}={value}")
    start_indices = [top_cropping, left_cropping]
    shape = [target_height, target_width]
    if data_format == "channels_last":
        start_indices = start_indices + [0]
        shape = shape + [channels]
    else:
        start_indices = [0] + start_indices
        shape = [channels] + shape
    if is_batch:
        start_indices = [0] + start_indices
        shape = [images_shape[0]] + shape
    return ops.slice(images, start_indices, shape)


CropImages, crop_images = make_op("CropImages", _crop_images, __name__, "crop_images")


def _crop_images_output_spec(self, images, top_cropping=None, left_cropping=None, bottom_cropping=None,
                             right_cropping=None, target_height=None, target_width=None, data_format=None):
    """Keras's CropImages.compute_output_spec: the target height and width (given, or the known
    size less both croppings) in place of the image's; an unknown size needs its target."""
    from keras.src.backend.common.keras_tensor import KerasTensor

    images_shape = list(images.shape)
    if backend.standardize_data_format(data_format) == "channels_last":
        height_axis, width_axis = -3, -2
    else:
        height_axis, width_axis = -2, -1
    height, width = images_shape[height_axis], images_shape[width_axis]
    if height is None and target_height is None:
        raise ValueError(
            "When the height of the images is unknown, `target_height` must be specified."
            f"Received images.shape={images_shape} and target_height={target_height}"
        )
    if width is None and target_width is None:
        raise ValueError(
            "When the width of the images is unknown, `target_width` must be specified."
            f"Received images.shape={images_shape} and target_width={target_width}"
        )
    if target_height is None:
        target_height = height - top_cropping - bottom_cropping
    if target_width is None:
        target_width = width - left_cropping - right_cropping
    images_shape[height_axis] = target_height
    images_shape[width_axis] = target_width
    return KerasTensor(shape=images_shape, dtype=images.dtype)


emulates(CropImages)(_crop_images_output_spec)


def _check_images_rank(images, shape_text):
    """Keras's image ops take one image (rank 3) or a batch (rank 4)."""
    if len(images.shape) not in (3, 4):
        raise ValueError(
            "Invalid images rank: expected rank 3 (single image) or rank 4 (batch of images). " + shape_text(images))


def _received(images):
    return f"Received: images.shape={list(images.shape)}"


def _received_input(images):
    return f"Received input with shape: images.shape={images.shape}"


@emulates(RGBToGrayscale)
def _rgb_to_grayscale_output_spec(op, images, data_format=None):
    """RGBToGrayscale.compute_output_spec: the channel axis becomes 1."""
    from keras.src.backend.common.keras_tensor import KerasTensor

    _check_images_rank(images, _received)
    shape = list(images.shape)
    shape[-1 if backend.standardize_data_format(data_format) == "channels_last" else -3] = 1
    return KerasTensor(shape, dtype=images.dtype)


@emulates(RGBToHSV, HSVToRGB)
def _hsv_output_spec(op, images, data_format=None):
    """RGBToHSV/HSVToRGB.compute_output_spec: the images' shape, a float dtype only."""
    from keras.src.backend.common.keras_tensor import KerasTensor

    _check_images_rank(images, _received)
    if not backend.is_float_dtype(images.dtype):
        raise ValueError(f"Invalid images dtype: expected float dtype. Received: images.dtype={images.dtype}")
    return KerasTensor(images.shape, dtype=images.dtype)


@emulates(AffineTransform, GaussianBlur, ElasticTransform)
def _images_output_spec(op, images, *args, **kwargs):
    """AffineTransform/GaussianBlur/ElasticTransform.compute_output_spec: after the rank
    check, the images' shape and dtype as the traced op gives them."""
    _check_images_rank(images, _received_input)
    return op.traced_output_spec(images, *args, **kwargs)
