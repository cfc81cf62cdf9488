"""keras.ops.image (keras/api/ops/image)."""
from keras.src.ops.image import (
    affine_transform, crop_images, elastic_transform, extract_patches, gaussian_blur, hsv_to_rgb, map_coordinates,
    pad_images, perspective_transform, resize, rgb_to_grayscale, rgb_to_hsv,
)
