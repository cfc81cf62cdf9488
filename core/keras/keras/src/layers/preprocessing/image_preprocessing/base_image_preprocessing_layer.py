"""BaseImagePreprocessingLayer (keras/src/layers/preprocessing/image_preprocessing/
base_image_preprocessing_layer.py): `call` draws one random transformation per call and
applies it to a batch (rank 4) or a single image (rank 3), or to the "images", "labels" and
"segmentation_masks" of a dict. Bounding boxes are not emulated (NotImplementedError)."""
import math

from keras.src.backend import config as backend_config
from keras.src.layers.preprocessing.tf_data_layer import TFDataLayer


class BaseImagePreprocessingLayer(TFDataLayer):
    _USE_BASE_FACTOR = True
    _FACTOR_BOUNDS = (-1, 1)

    def __init__(self, factor=None, bounding_box_format=None, data_format=None, **kwargs):
        super().__init__(**kwargs)
        self.bounding_box_format = bounding_box_format
        self.data_format = backend_config.standardize_data_format(data_format)
        if self._USE_BASE_FACTOR:
            factor = factor or 0.0
            self._set_factor(factor)
        elif factor is not None:
            raise ValueError(
                f"Layer {self.__class__.__name__} does not take a `factor` argument. Received: factor={factor}"
            )

    def _set_factor(self, factor):
        self.factor = self._set_factor_by_name(factor, None)

    def _set_factor_by_name(self, factor, name):
        """(lower, upper) within `_FACTOR_BOUNDS` of a number f (-> (max(-f, low), f)) or a
        pair (sorted); ValueError otherwise. `name` (as some layers pass for other arguments,
        e.g. "sigma", "scale") replaces `factor` in the message's first sentence."""
        error_msg = (
            f"The `{name or 'factor'}` argument should be a number (or a list of two numbers) in the range "
            f"[{self._FACTOR_BOUNDS[0]}, {self._FACTOR_BOUNDS[1]}]. Received: factor={factor}"
        )
        if isinstance(factor, (tuple, list)):
            if len(factor) != 2:
                raise ValueError(error_msg)
            if factor[0] > self._FACTOR_BOUNDS[1] or factor[1] < self._FACTOR_BOUNDS[0]:
                raise ValueError(error_msg)
            lower, upper = sorted(factor)
        elif isinstance(factor, (int, float)):
            if factor < self._FACTOR_BOUNDS[0] or factor > self._FACTOR_BOUNDS[1]:
                raise ValueError(error_msg)
            factor = abs(factor)
            lower, upper = [max(-factor, self._FACTOR_BOUNDS[0]), factor]
        else:
            raise ValueError(error_msg)
        return lower, upper

    def _get_seed_generator(self, backend=None):
        return self.generator

    def get_random_transformation(self, data, training=True, seed=None):
        return None

    def transform_images(self, images, transformation, training=True):
        raise NotImplementedError()

    def transform_labels(self, labels, transformation, training=True):
        raise NotImplementedError()

    def transform_bounding_boxes(self, bounding_boxes, transformation, training=True):
        self._no_bounding_boxes()

    def transform_segmentation_masks(self, segmentation_masks, transformation, training=True):
        raise NotImplementedError()

    def _no_bounding_boxes(self):
        """Bounding boxes (Keras's `transform_bounding_boxes` of every augmentation layer) are
        not emulated."""
        raise NotImplementedError(
            f"tfplay's Keras has no bounding boxes yet ({self.__class__.__name__} on 'bounding_boxes')"
        )

    def _transform_single(self, method, value, transformation, training):
        """`method` (a batch transform) applied to one unbatched value."""
        values = self.backend.numpy.expand_dims(value, axis=0)
        outputs = method(values, transformation=transformation, training=training)
        return self.backend.numpy.squeeze(outputs, axis=0)

    def transform_single_image(self, image, transformation, training=True):
        return self._transform_single(self.transform_images, image, transformation, training)

    def transform_single_label(self, label, transformation, training=True):
        return self._transform_single(self.transform_labels, label, transformation, training)

    def transform_single_bounding_box(self, bounding_box, transformation, training=True):
        self._no_bounding_boxes()

    def transform_single_segmentation_mask(self, segmentation_mask, transformation, training=True):
        return self._transform_single(self.transform_segmentation_masks, segmentation_mask, transformation, training)

    def _is_batched(self, maybe_image_batch):
        shape = self.backend.core.shape(maybe_image_batch)
        if len(shape) == 3:
            return False
        if len(shape) == 4:
            return True
        raise ValueError(
            f"Expected image tensor to have rank 3 (single image) or 4 (batch of images). Received: data.shape={shape}"
        )

    def call(self, data, training=True):
        transformation = self.get_random_transformation(data, training=training)
        if isinstance(data, dict):
            is_batched = self._is_batched(data["images"])
            for key, method in (("images", self.transform_images), ("bounding_boxes", None),
                                ("labels", self.transform_labels),
                                ("segmentation_masks", self.transform_segmentation_masks)):
                if key not in data:
                    continue
                if method is None:
                    self._no_bounding_boxes()
                value = data[key]
                if key != "segmentation_masks":
                    value = self.backend.convert_to_tensor(value)
                if is_batched:
                    data[key] = method(value, transformation=transformation, training=training)
                else:
                    data[key] = self._transform_single(method, value, transformation, training)
            return data
        if self._is_batched(data):
            return self.transform_images(self.backend.convert_to_tensor(data), transformation=transformation,
                                         training=training)
        return self.transform_single_image(self.backend.convert_to_tensor(data), transformation=transformation,
                                           training=training)

    def _images_batch_size(self, images, colon=False):
        """(shape, batch size) of a rank-3 image (batch size 1) or a rank-4 batch; ValueError
        for other ranks, in the text each Keras layer uses ("Received:" or "Received")."""
        images_shape = self.backend.shape(images)
        rank = len(images_shape)
        if rank == 3:
            return images_shape, 1
        if rank == 4:
            return images_shape, images_shape[0]
        raise ValueError(f"Expected the input image to be rank 3 or 4. Received{':' if colon else ''} "
                         f"inputs.shape={images_shape}")

    def _set_value_range(self, value_range):
        """self.value_range = sorted(value_range); ValueError (the class's
        `_VALUE_RANGE_VALIDATION_ERROR` text) unless it is a list or tuple of two numbers."""
        if not isinstance(value_range, (tuple, list)) or len(value_range) != 2:
            raise ValueError(self._VALUE_RANGE_VALIDATION_ERROR + f"Received: value_range={value_range}")
        self.value_range = sorted(value_range)

    def _transform_value_range(self, images, original_range, target_range, dtype="float32"):
        """`images` linearly mapped from `original_range` to `target_range`, computed in `dtype`
        (returned unchanged, uncast, when the ranges are equal)."""
        if original_range[0] == target_range[0] and original_range[1] == target_range[1]:
            return images
        images = self.backend.cast(images, dtype=dtype)
        original_min, original_max = self._unwrap_value_range(original_range, dtype=dtype)
        target_min, target_max = self._unwrap_value_range(target_range, dtype=dtype)
        images = (images - original_min) / (original_max - original_min)
        return images * (target_max - target_min) + target_min

    def _unwrap_value_range(self, value_range, dtype="float32"):
        min_value, max_value = value_range
        return self.backend.cast(min_value, dtype=dtype), self.backend.cast(max_value, dtype=dtype)

    def _compute_affine_matrix(self, center_x, center_y, angle, translate_x, translate_y, scale, shear_x, shear_y,
                               height, width):
        """(batch, 8) flattened projective transforms (the last row's two zeros included) that
        rotate by `angle` degrees about (center_x, center_y) (fractions of the image size),
        shear, scale and translate, as ImageProjectiveTransformV3 takes them."""
        ops = self.backend
        degree_to_radian_factor = ops.convert_to_tensor(math.pi / 180.0)
        angle = angle * degree_to_radian_factor
        shear_x = shear_x * degree_to_radian_factor
        shear_y = shear_y * degree_to_radian_factor
        batch_size = ops.shape(angle)[0]
        dtype = angle.dtype
        width = ops.cast(width, dtype)
        height = ops.cast(height, dtype)
        cx = center_x * (width - 1)
        cy = center_y * (height - 1)
        cos_theta = ops.numpy.cos(angle)
        sin_theta = ops.numpy.sin(angle)
        shear_x = ops.numpy.tan(shear_x)
        shear_y = ops.numpy.tan(shear_y)
        a0 = scale * (cos_theta + shear_x * sin_theta)
        a1 = scale * (-sin_theta + shear_x * cos_theta)
        a2 = translate_x + cx - cx * a0 - cy * a1
        b0 = scale * (shear_y * cos_theta + sin_theta)
        b1 = scale * (shear_y * -sin_theta + cos_theta)
        b2 = translate_y + cy - cx * b0 - cy * b1
        return ops.numpy.concatenate([a0[:, None], a1[:, None], a2[:, None], b0[:, None], b1[:, None], b2[:, None],
                                      ops.numpy.zeros((batch_size, 2))], axis=1)

    def get_config(self):
        config = super().get_config()
        if self.bounding_box_format is not None:
            config.update({"bounding_box_format": self.bounding_box_format})
        return config


def set_height_width_axes(layer):
    """layer.height_axis and layer.width_axis (negative) for its data_format."""
    if layer.data_format == "channels_first":
        layer.height_axis = -2
        layer.width_axis = -1
    elif layer.data_format == "channels_last":
        layer.height_axis = -3
        layer.width_axis = -2


def image_output_shape(layer, input_shape):
    """`input_shape` (rank 3 or 4) with its height and width replaced by the layer's."""
    input_shape = list(input_shape)
    if len(input_shape) == 4:
        if layer.data_format == "channels_last":
            input_shape[1] = layer.height
            input_shape[2] = layer.width
        else:
            input_shape[2] = layer.height
            input_shape[3] = layer.width
    elif layer.data_format == "channels_last":
        input_shape[0] = layer.height
        input_shape[1] = layer.width
    else:
        input_shape[1] = layer.height
        input_shape[2] = layer.width
    return tuple(input_shape)
