"""keras.preprocessing.image."""
from keras.src.utils.image_utils import array_to_img, img_to_array, load_img, save_img, smart_resize  # noqa: F401
