"""keras.visualization's drawing functions that need what tfplay does not have: OpenCV (cv2)
for draw_bounding_boxes, Matplotlib for the galleries. Each has Keras 3.11.3's signature and
raises NotImplementedError naming itself."""
from keras.src.utils.unavailable import unavailable


def _not_in_tfplay(name, needs):
    raise NotImplementedError(f"keras.visualization.{name} needs {needs}, which tfplay does not have")


@unavailable("OpenCV (cv2)")
def draw_bounding_boxes(images, bounding_boxes, bounding_box_format, class_mapping=None, color=(128, 128, 128),
                        line_thickness=2, text_thickness=1, font_scale=1.0, data_format=None):
    _not_in_tfplay("draw_bounding_boxes", "OpenCV (cv2)")


@unavailable("Matplotlib")
def plot_bounding_box_gallery(images, bounding_box_format, y_true=None, y_pred=None, value_range=(0, 255),
                              true_color=(0, 188, 212), pred_color=(255, 235, 59), line_thickness=2,
                              font_scale=1.0, text_thickness=None, class_mapping=None, ground_truth_mapping=None,
                              prediction_mapping=None, legend=False, legend_handles=None, rows=None, cols=None,
                              data_format=None, **kwargs):
    _not_in_tfplay("plot_bounding_box_gallery", "Matplotlib")


@unavailable("Matplotlib")
def plot_image_gallery(images, y_true=None, y_pred=None, label_map=None, rows=None, cols=None, value_range=(0, 255),
                       scale=2, path=None, show=None, transparent=True, dpi=60, legend_handles=None,
                       data_format=None):
    _not_in_tfplay("plot_image_gallery", "Matplotlib")


@unavailable("Matplotlib")
def plot_segmentation_mask_gallery(images, num_classes, value_range=(0, 255), y_true=None, y_pred=None,
                                   color_mapping=None, blend=True, alpha=0.8, ignore_index=-1, data_format=None,
                                   **kwargs):
    _not_in_tfplay("plot_segmentation_mask_gallery", "Matplotlib")
