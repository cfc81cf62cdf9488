"""keras.ops.image on the TensorFlow backend (keras/src/backend/tensorflow/image.py): resizing
through tf.image.resize, affine and perspective transforms through TF's
ImageProjectiveTransformV3 kernel, map_coordinates, gaussian_blur and elastic_transform."""
import itertools

import tensorflow as tf

from keras.src.backend import config
from keras.src.backend.common.dtypes import is_float_dtype, result_type, standardize_dtype
from keras.src.backend.tensorflow.core import convert_to_tensor
from keras.src.random.seed_generator import draw_seed

RESIZE_INTERPOLATIONS = ("bilinear", "nearest", "lanczos3", "lanczos5", "bicubic", "area")
AFFINE_TRANSFORM_INTERPOLATIONS = ("nearest", "bilinear")
AFFINE_TRANSFORM_FILL_MODES = ("constant", "nearest", "wrap", "reflect")


def _check_images_rank(images):
    if len(images.shape) not in (3, 4):
        raise ValueError(
            "Invalid images rank: expected rank 3 (single image) or rank 4 (batch of images). Received input with "
            f"shape: images.shape={images.shape}"
        )


def _to_channels_last(images, data_format):
    if data_format == "channels_first":
        return tf.transpose(images, (0, 2, 3, 1) if len(images.shape) == 4 else (1, 2, 0))
    return images


def _from_channels_last(images, data_format):
    if data_format == "channels_first":
        return tf.transpose(images, (0, 3, 1, 2) if len(images.shape) == 4 else (2, 0, 1))
    return images


def rgb_to_grayscale(images, data_format=None):
    images = convert_to_tensor(images)
    data_format = config.standardize_data_format(data_format)
    channels_axis = -1 if data_format == "channels_last" else -3
    _check_images_rank(images)
    original_dtype = images.dtype
    images = tf.cast(images, result_type(images.dtype, float))
    rgb_weights = convert_to_tensor([0.2989, 0.5870, 0.1140], dtype=images.dtype)
    images = tf.tensordot(images, rgb_weights, axes=(channels_axis, -1))
    images = tf.expand_dims(images, axis=channels_axis)
    return tf.cast(images, original_dtype)


def _hsv_conversion(tf_fn, images, data_format):
    images = convert_to_tensor(images)
    dtype = images.dtype
    data_format = config.standardize_data_format(data_format)
    _check_images_rank(images)
    if not is_float_dtype(dtype):
        raise ValueError(f"Invalid images dtype: expected float dtype. Received: images.dtype={standardize_dtype(dtype)}")
    images = tf_fn(_to_channels_last(images, data_format))
    return _from_channels_last(images, data_format)


def rgb_to_hsv(images, data_format=None):
    return _hsv_conversion(lambda x: tf.image.rgb_to_hsv(x), images, data_format)


def hsv_to_rgb(images, data_format=None):
    return _hsv_conversion(lambda x: tf.image.hsv_to_rgb(x), images, data_format)


def _pad_to_aspect_ratio(images, size, fill_value):
    shape = tf.shape(images)
    height, width = shape[-3], shape[-2]
    target_height, target_width = size
    pad_height = tf.maximum(height, tf.cast(tf.cast(width * target_height, "float32") / target_width, "int32"))
    pad_width = tf.maximum(width, tf.cast(tf.cast(height * target_width, "float32") / target_height, "int32"))
    img_box_hstart = tf.cast(tf.cast(pad_height - height, "float32") / 2, "int32")
    img_box_wstart = tf.cast(tf.cast(pad_width - width, "float32") / 2, "int32")
    batched = len(images.shape) == 4
    channels = tf.shape(images)[-1]
    lead = (tf.shape(images)[0],) if batched else ()
    h_axis = 1 if batched else 0

    def band(shape):
        return tf.ones(shape, dtype=images.dtype) * fill_value

    padded_img = tf.cond(
        img_box_hstart > 0,
        lambda: tf.concat([band(lead + (img_box_hstart, width, channels)), images,
                           band(lead + (img_box_hstart, width, channels))], axis=h_axis),
        lambda: images,
    )
    return tf.cond(
        img_box_wstart > 0,
        lambda: tf.concat([band(lead + (height, img_box_wstart, channels)), padded_img,
                           band(lead + (height, img_box_wstart, channels))], axis=h_axis + 1),
        lambda: padded_img,
    )


def _crop_to_aspect_ratio(images, size):
    shape = tf.shape(images)
    height, width = shape[-3], shape[-2]
    target_height, target_width = size
    crop_height = tf.cast(tf.cast(width * target_height, "float32") / target_width, "int32")
    crop_height = tf.cast(tf.maximum(tf.minimum(height, crop_height), 1), "int32")
    crop_width = tf.cast(tf.cast(height * target_width, "float32") / target_height, "int32")
    crop_width = tf.cast(tf.maximum(tf.minimum(width, crop_width), 1), "int32")
    crop_box_hstart = tf.cast(tf.cast(height - crop_height, "float32") / 2, "int32")
    crop_box_wstart = tf.cast(tf.cast(width - crop_width, "float32") / 2, "int32")
    if len(images.shape) == 4:
        return images[:, crop_box_hstart:crop_box_hstart + crop_height, crop_box_wstart:crop_box_wstart + crop_width, :]
    return images[crop_box_hstart:crop_box_hstart + crop_height, crop_box_wstart:crop_box_wstart + crop_width, :]


def resize(images, size, interpolation="bilinear", antialias=False, crop_to_aspect_ratio=False,
           pad_to_aspect_ratio=False, fill_mode="constant", fill_value=0.0, data_format=None):
    data_format = config.standardize_data_format(data_format)
    if interpolation not in RESIZE_INTERPOLATIONS:
        raise ValueError(
            "Invalid value for argument `interpolation`. Expected of one "
            f"{RESIZE_INTERPOLATIONS}. Received: interpolation={interpolation}"
        )
    if fill_mode != "constant":
        raise ValueError(f"Invalid value for argument `fill_mode`. Only `'constant'` is supported. Received: fill_mode={fill_mode}")
    if pad_to_aspect_ratio and crop_to_aspect_ratio:
        raise ValueError("Only one of `pad_to_aspect_ratio` & `crop_to_aspect_ratio` can be `True`.")
    if not len(size) == 2:
        raise ValueError(f"Argument `size` must be a tuple of two elements (height, width). Received: size={size}")
    size = tuple(size)
    _check_images_rank(images)
    images = _to_channels_last(images, data_format)
    if crop_to_aspect_ratio:
        images = _crop_to_aspect_ratio(images, size)
    elif pad_to_aspect_ratio:
        images = _pad_to_aspect_ratio(images, size, fill_value)
    resized = tf.image.resize(images, size, method=interpolation, antialias=antialias)
    return _from_channels_last(resized, data_format)


def _check_transform_args(interpolation, fill_mode):
    if interpolation not in AFFINE_TRANSFORM_INTERPOLATIONS:
        raise ValueError(
            "Invalid value for argument `interpolation`. Expected of one "
            f"{AFFINE_TRANSFORM_INTERPOLATIONS}. Received: interpolation={interpolation}"
        )
    if fill_mode not in AFFINE_TRANSFORM_FILL_MODES:
        raise ValueError(
            "Invalid value for argument `fill_mode`. Expected of one "
            f"{AFFINE_TRANSFORM_FILL_MODES}. Received: fill_mode={fill_mode}"
        )


def affine_transform(images, transform, interpolation="bilinear", fill_mode="constant", fill_value=0,
                     data_format=None):
    data_format = config.standardize_data_format(data_format)
    _check_transform_args(interpolation, fill_mode)
    _check_images_rank(images)
    if len(transform.shape) not in (1, 2):
        raise ValueError(
            "Invalid transform rank: expected rank 1 (single transform) or rank 2 (batch of transforms). Received "
            f"input with shape: transform.shape={transform.shape}"
        )
    need_squeeze = False
    if len(images.shape) == 3:
        images = tf.expand_dims(images, axis=0)
        need_squeeze = True
    if len(transform.shape) == 1:
        transform = tf.expand_dims(transform, axis=0)
    if data_format == "channels_first":
        images = tf.transpose(images, (0, 2, 3, 1))
    affined = tf.raw_ops.ImageProjectiveTransformV3(
        images=images, transforms=tf.cast(transform, dtype="float32"), output_shape=tf.shape(images)[1:-1],
        fill_value=fill_value, interpolation=interpolation.upper(), fill_mode=fill_mode.upper(),
    )
    affined = tf.ensure_shape(affined, images.shape)
    if data_format == "channels_first":
        affined = tf.transpose(affined, (0, 3, 1, 2))
    if need_squeeze:
        affined = tf.squeeze(affined, axis=0)
    return affined


def perspective_transform(images, start_points, end_points, interpolation="bilinear", fill_value=0,
                          data_format=None):
    data_format = config.standardize_data_format(data_format)
    start_points = convert_to_tensor(start_points, dtype="float32")
    end_points = convert_to_tensor(end_points, dtype="float32")
    _check_transform_args(interpolation, "constant")
    _check_images_rank(images)
    for name, points in (("start_points", start_points), ("end_points", end_points)):
        if points.shape.rank not in (2, 3) or tuple(points.shape[-2:]) != (4, 2):
            raise ValueError(
                f"Invalid {name} shape: expected (4,2) for a single image or (N,4,2) for a batch. Received shape: "
                f"{points.shape}"
            )
    if start_points.shape != end_points.shape:
        raise ValueError(
            "start_points and end_points must have the same shape. Received "
            f"start_points.shape={start_points.shape}, end_points.shape={end_points.shape}"
        )
    need_squeeze = False
    if len(images.shape) == 3:
        images = tf.expand_dims(images, axis=0)
        need_squeeze = True
    if len(start_points.shape) == 2:
        start_points = tf.expand_dims(start_points, axis=0)
    if len(end_points.shape) == 2:
        end_points = tf.expand_dims(end_points, axis=0)
    if data_format == "channels_first":
        images = tf.transpose(images, (0, 2, 3, 1))
    transform = compute_homography_matrix(start_points, end_points)
    if len(transform.shape) == 1:
        transform = tf.expand_dims(transform, axis=0)
    output = tf.raw_ops.ImageProjectiveTransformV3(
        images=images, transforms=tf.cast(transform, dtype="float32"), output_shape=tf.shape(images)[1:-1],
        fill_value=fill_value, interpolation=interpolation.upper(),
    )
    output = tf.ensure_shape(output, images.shape)
    if data_format == "channels_first":
        output = tf.transpose(output, (0, 3, 1, 2))
    if need_squeeze:
        output = tf.squeeze(output, axis=0)
    return output


def compute_homography_matrix(start_points, end_points):
    """The 8 projective-transform coefficients mapping `end_points` onto `start_points`,
    solved from the 8x8 linear system of the four point pairs."""
    rows = []
    targets = []
    for i in range(4):
        sx, sy = start_points[:, i, 0], start_points[:, i, 1]
        ex, ey = end_points[:, i, 0], end_points[:, i, 1]
        zeros, ones = tf.zeros_like(ex), tf.ones_like(ex)
        rows.append(tf.stack([ex, ey, ones, zeros, zeros, zeros, -sx * ex, -sx * ey], axis=-1))
        rows.append(tf.stack([zeros, zeros, zeros, ex, ey, ones, -sy * ex, -sy * ey], axis=-1))
        targets += [sx, sy]
    coefficient_matrix = tf.stack(rows, axis=1)
    target_vector = tf.expand_dims(tf.stack(targets, axis=-1), axis=-1)
    homography_matrix = tf.linalg.solve(coefficient_matrix, target_vector)
    return tf.reshape(homography_matrix, [-1, 8])


def _nearest_indices_and_weights(coordinate):
    coordinate = coordinate if coordinate.dtype.is_integer else tf.round(coordinate)
    return [(tf.cast(coordinate, "int32"), tf.constant(1, coordinate.dtype))]


def _linear_indices_and_weights(coordinate):
    lower = tf.floor(coordinate)
    upper_weight = coordinate - lower
    index = tf.cast(lower, "int32")
    return [(index, 1 - upper_weight), (index + 1, upper_weight)]


def map_coordinates(inputs, coordinates, order, fill_mode="constant", fill_value=0.0):
    input_arr = convert_to_tensor(inputs)
    coordinate_arrs = convert_to_tensor(coordinates)
    if coordinate_arrs.shape[0] != len(input_arr.shape):
        raise ValueError(
            "First dim of `coordinates` must be the same as the rank of `inputs`. Received inputs with shape: "
            f"{input_arr.shape} and coordinate leading dim of {coordinate_arrs.shape[0]}"
        )
    if len(coordinate_arrs.shape) < 2:
        raise ValueError(f"Invalid coordinates rank: expected at least rank 2. Received input with shape: {coordinate_arrs.shape}")
    fill_value = convert_to_tensor(fill_value, dtype=input_arr.dtype)
    coordinate_arrs = tf.unstack(coordinate_arrs, axis=0)
    if order == 0:
        interp_fun = _nearest_indices_and_weights
    elif order == 1:
        interp_fun = _linear_indices_and_weights
    else:
        raise NotImplementedError("map_coordinates currently requires order<=1")

    def process_coordinates(coords, size):
        if fill_mode == "constant":
            valid = (coords >= 0) & (coords < size)
            return tf.clip_by_value(coords, 0, size - 1), valid
        elif fill_mode == "nearest":
            return tf.clip_by_value(coords, 0, size - 1), tf.ones_like(coords, dtype="bool")
        elif fill_mode in ["mirror", "reflect"]:
            coords = tf.abs(coords)
            size_2 = size * 2
            mod = tf.math.mod(coords, size_2)
            under = mod < size
            coords = tf.where(under, mod, size_2 - mod)
            if fill_mode == "reflect":
                coords = tf.where(tf.logical_not(under), coords - 1, coords)
            return coords, tf.ones_like(coords, dtype="bool")
        elif fill_mode == "wrap":
            return tf.math.mod(coords, size), tf.ones_like(coords, dtype="bool")
        raise ValueError(f"Unknown fill_mode: {fill_mode}")

    valid_1d_interpolations = []
    for coordinate, size in zip(coordinate_arrs, input_arr.shape):
        valid_interp = []
        for index, weight in interp_fun(coordinate):
            safe_index, valid = process_coordinates(index, size)
            valid_interp.append((safe_index, valid, weight))
        valid_1d_interpolations.append(valid_interp)
    result = None
    for items in itertools.product(*valid_1d_interpolations):
        indices, validities, weights = zip(*items)
        indices = tf.transpose(tf.stack(indices))
        gathered = tf.transpose(tf.gather_nd(input_arr, indices))
        dtype = weights[0].dtype
        gathered = tf.cast(gathered, dtype)
        if fill_mode == "constant":
            all_valid = tf.reduce_all(validities, axis=0)
            gathered = tf.where(all_valid, gathered, tf.cast(fill_value, dtype))
        weight = weights[0]
        for w in weights[1:]:
            weight = weight * w
        term = weight * gathered
        result = term if result is None else result + term
    if input_arr.dtype.is_integer:
        result = tf.round(result)
    return tf.cast(result, input_arr.dtype)


def gaussian_blur(images, kernel_size=(3, 3), sigma=(1.0, 1.0), data_format=None):
    images = convert_to_tensor(images)
    kernel_size = convert_to_tensor(kernel_size)
    sigma = convert_to_tensor(sigma)
    dtype = images.dtype
    _check_images_rank(images)

    def _get_gaussian_kernel1d(size, sigma):
        x = tf.range(size, dtype=dtype) - (size - 1) / 2
        kernel1d = tf.exp(-0.5 * (x / sigma) ** 2)
        return kernel1d / tf.reduce_sum(kernel1d)

    need_squeeze = False
    if len(images.shape) == 3:
        images = tf.expand_dims(images, axis=0)
        need_squeeze = True
    if data_format == "channels_first":
        images = tf.transpose(images, (0, 2, 3, 1))
    num_channels = tf.shape(images)[-1]
    size = tf.cast(kernel_size, dtype)
    kernel = tf.tensordot(_get_gaussian_kernel1d(size[1], sigma[1]), _get_gaussian_kernel1d(size[0], sigma[0]),
                          axes=0)
    kernel = tf.reshape(kernel, (kernel_size[0], kernel_size[1], 1, 1))
    kernel = tf.cast(tf.tile(kernel, [1, 1, num_channels, 1]), dtype)
    blurred_images = tf.nn.depthwise_conv2d(images, kernel, strides=[1, 1, 1, 1], padding="SAME")
    if data_format == "channels_first":
        blurred_images = tf.transpose(blurred_images, (0, 3, 1, 2))
    if need_squeeze:
        blurred_images = tf.squeeze(blurred_images, axis=0)
    return blurred_images


def elastic_transform(images, alpha=20.0, sigma=5.0, interpolation="bilinear", fill_mode="reflect", fill_value=0.0,
                      seed=None, data_format=None):
    data_format = config.standardize_data_format(data_format)
    _check_transform_args(interpolation, fill_mode)
    _check_images_rank(images)
    images = convert_to_tensor(images)
    input_dtype = images.dtype
    alpha = convert_to_tensor(alpha, dtype=input_dtype)
    sigma = convert_to_tensor(sigma, dtype=input_dtype)
    kernel_factor = convert_to_tensor(sigma, dtype="int32")
    kernel_size = (6 * kernel_factor | 1, 6 * kernel_factor | 1)
    need_squeeze = False
    if len(images.shape) == 3:
        images = tf.expand_dims(images, axis=0)
        need_squeeze = True
    if data_format == "channels_last":
        batch_size, height, width, channels = images.shape
        channel_axis = -1
    else:
        batch_size, channels, height, width = images.shape
        channel_axis = 1
    seed = draw_seed(seed)
    if batch_size is None:
        batch_size = 1
    noise = [tf.random.stateless_normal(shape=(batch_size, height, width), mean=0.0, stddev=1.0, dtype=input_dtype,
                                        seed=seed) * sigma for _ in range(2)]
    dx, dy = [tf.squeeze(gaussian_blur(tf.expand_dims(d, axis=channel_axis), kernel_size=kernel_size,
                                       sigma=(sigma, sigma), data_format=data_format), axis=channel_axis)
              for d in noise]
    x, y = tf.meshgrid(tf.range(width, dtype=input_dtype), tf.range(height, dtype=input_dtype), indexing="xy")
    distorted_x = tf.expand_dims(x, axis=0) + alpha * dx
    distorted_y = tf.expand_dims(y, axis=0) + alpha * dy
    order = AFFINE_TRANSFORM_INTERPOLATIONS.index(interpolation)
    channel_outputs = []
    for i in range(channels):
        channel_outputs.append(tf.stack([
            map_coordinates(images[b, ..., i] if data_format == "channels_last" else images[b, i, ...],
                            [distorted_y[b], distorted_x[b]], order=order, fill_mode=fill_mode,
                            fill_value=fill_value)
            for b in range(batch_size)
        ], axis=0))
    transformed_images = tf.stack(channel_outputs, axis=-1 if data_format == "channels_last" else 1)
    if need_squeeze:
        transformed_images = tf.squeeze(transformed_images, axis=0)
    return tf.cast(transformed_images, input_dtype)
