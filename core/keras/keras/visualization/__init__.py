"""keras.visualization: draw_segmentation_masks, and the drawing and gallery functions that need
OpenCV or Matplotlib (NotImplementedError in tfplay)."""
from keras.src.visualization.draw_segmentation_masks import draw_segmentation_masks  # noqa: F401
from keras.src.visualization.unavailable import (  # noqa: F401
    draw_bounding_boxes,
    plot_bounding_box_gallery,
    plot_image_gallery,
    plot_segmentation_mask_gallery,
)
