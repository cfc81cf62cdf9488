"""keras.visualization.draw_segmentation_masks (keras/src/visualization/draw_segmentation_masks.py,
Keras 3.11.3): paints each class of an integer mask batch in its colour over a batch of images,
with NumPy and keras.ops only."""
import numpy as np

from keras.src import backend, ops


def draw_segmentation_masks(images, segmentation_masks, num_classes=None, color_mapping=None, alpha=0.8,
                            blend=True, ignore_index=-1, data_format=None):
    """`images` (batch, h, w, c) (channels_first is transposed first), `segmentation_masks`
    (batch, h, w, 1) of class ids. Class i gets color_mapping[i], or Keras's palette
    (i * [2**25 - 1, 2**15 - 1, 2**21 - 1]) % 255; num_classes defaults to the largest id (so
    that class is left unpainted, as in Keras). With blend, the result is
    images * (1 - alpha) + painted * alpha where the mask is not `ignore_index`, cast to uint8,
    as a NumPy array; without, the painted float32 tensor. ValueError for images not 4-D,
    TypeError for a non-integer mask."""
    data_format = data_format or backend.image_data_format()
    images_shape = ops.shape(images)
    if len(images_shape) != 4:
        raise ValueError(f"`images` must be batched 4D tensor. Received: images.shape={images_shape}")
    if data_format == "channels_first":
        images = ops.transpose(images, (0, 2, 3, 1))
        segmentation_masks = ops.transpose(segmentation_masks, (0, 2, 3, 1))
    images = ops.convert_to_tensor(images, dtype="float32")
    segmentation_masks = ops.convert_to_tensor(segmentation_masks)
    if not backend.is_int_dtype(segmentation_masks.dtype):
        dtype = backend.standardize_dtype(segmentation_masks.dtype)
        raise TypeError(f"`segmentation_masks` must be in integer dtype. Received: segmentation_masks.dtype={dtype}")
    if num_classes is None:
        num_classes = int(ops.convert_to_numpy(ops.max(segmentation_masks)))
    if color_mapping is None:
        colors = _generate_color_palette(num_classes)
    else:
        colors = [color_mapping[i] for i in range(num_classes)]
    valid_masks = ops.squeeze(ops.not_equal(segmentation_masks, ignore_index), axis=-1)
    one_hot = ops.one_hot(segmentation_masks, num_classes)[..., 0, :]
    masks = np.transpose(ops.convert_to_numpy(one_hot), axes=(3, 0, 1, 2)).astype("bool")
    painted = ops.convert_to_numpy(images).copy()
    for mask, color in zip(masks, colors):
        painted[mask, ...] = np.array(color, dtype=painted.dtype)[None, :]
    outputs = ops.cast(ops.convert_to_tensor(painted), dtype="float32")
    if blend:
        outputs = images * (1 - alpha) + outputs * alpha
        outputs = ops.where(valid_masks[..., None], outputs, images)
        outputs = ops.convert_to_numpy(ops.cast(outputs, dtype="uint8"))
    return outputs


def _generate_color_palette(num_classes):
    palette = np.array([2**25 - 1, 2**15 - 1, 2**21 - 1])
    return [((i * palette) % 255).tolist() for i in range(num_classes)]
