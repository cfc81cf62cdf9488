"""Random rectangles as boolean pixel masks, shared by RandomErasing and CutMix (keras/src/
layers/preprocessing/image_preprocessing/random_erasing.py and cut_mix.py, which each carry
a copy of these two methods). `layer` gives `compute_dtype`, `data_format`, `backend` and
its height/width/channel axes."""


def compute_crop_bounds(layer, batch_size, image_length, crop_ratio, seed):
    """(start, end) float positions, shape (batch,), of a span of length crop_ratio *
    image_length placed uniformly (one draw of shape (batch,) from `seed`)."""
    crop_length = layer.backend.cast(crop_ratio * image_length, dtype=layer.compute_dtype)
    start_pos = layer.backend.random.uniform(shape=[batch_size], minval=0, maxval=1, dtype=layer.compute_dtype,
                                             seed=seed) * (image_length - crop_length)
    return start_pos, start_pos + crop_length


def batch_box_masks(layer, images_shape, box_corners):
    """Boolean masks shaped like the images (rank 4): True at pixels (x, y) with
    x0 <= x < x1 and y0 <= y < y1, the corners being (batch,) tensors (x0, x1, y0, y1).
    Also returns the broadcastable corners (batch, 1, 1, 1)."""
    backend = layer.backend
    image_height, image_width = images_shape[layer.height_axis], images_shape[layer.width_axis]
    grid_y, grid_x = backend.numpy.meshgrid(backend.numpy.arange(image_height, dtype=layer.compute_dtype),
                                            backend.numpy.arange(image_width, dtype=layer.compute_dtype),
                                            indexing="ij")
    if layer.data_format == "channels_last":
        grid_y = backend.cast(grid_y[None, :, :, None], dtype=layer.compute_dtype)
        grid_x = backend.cast(grid_x[None, :, :, None], dtype=layer.compute_dtype)
    else:
        grid_y = backend.cast(grid_y[None, None, :, :], dtype=layer.compute_dtype)
        grid_x = backend.cast(grid_x[None, None, :, :], dtype=layer.compute_dtype)
    x0, x1, y0, y1 = (c[:, None, None, None] for c in box_corners)
    masks = (grid_x >= x0) & (grid_x < x1) & (grid_y >= y0) & (grid_y < y1)
    masks = backend.numpy.repeat(masks, images_shape[layer.channel_axis], axis=layer.channel_axis)
    return masks, (x0, x1, y0, y1)


def set_axes(layer):
    """layer.height_axis, width_axis and channel_axis (negative) for its data_format."""
    if layer.data_format == "channels_first":
        layer.height_axis, layer.width_axis, layer.channel_axis = -2, -1, -3
    else:
        layer.height_axis, layer.width_axis, layer.channel_axis = -3, -2, -1
