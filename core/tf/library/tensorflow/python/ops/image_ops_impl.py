
tf = None
_natives = None


def _install(tf_module):
    global tf
    tf = tf_module


def _is_tensor(x):
    return isinstance(x, (tf.Tensor, tf.Variable))


def _assert(cond, ex_type, msg):
    # A Python condition raises at once; a tensor one becomes an Assert op.
    if _is_tensor(cond):
        return [tf.debugging.Assert(cond, [msg])]
    if not cond:
        raise ex_type(msg)
    return []


def _with_dependencies(deps, x):
    if not deps:
        return x
    with tf.control_dependencies(deps):
        return tf.identity(x)


def _image_dimensions(image, rank):
    # Static dims as Python ints, unknown ones as scalar tensors.
    if image.get_shape().is_fully_defined():
        return image.get_shape().as_list()
    static_shape = image.get_shape().with_rank(rank).as_list()
    dynamic_shape = tf.unstack(tf.shape(image), rank)
    return [s if s is not None else d for s, d in zip(static_shape, dynamic_shape)]


def _check_at_least_3d_image(image, require_static=True):
    try:
        if image.get_shape().ndims is None:
            image_shape = image.get_shape().with_rank(3)
        else:
            image_shape = image.get_shape().with_rank_at_least(3)
    except ValueError:
        raise ValueError("'image' (shape %s) must be at least three-dimensional." % image.shape)
    if require_static and not image_shape.is_fully_defined():
        raise ValueError("'image' must be fully defined.")
    if any(x == 0 for x in image_shape[-3:]):
        raise ValueError("inner 3 dims of 'image.shape' must be > 0: %s" % image_shape)
    if not image_shape[-3:].is_fully_defined():
        return [
            tf.debugging.assert_positive(tf.shape(image)[-3:], ["inner 3 dims of 'image.shape' must be > 0."]),
            tf.debugging.assert_greater_equal(tf.rank(image), 3,
                                              message="'image' must be at least three-dimensional."),
        ]
    return []


def _assert_at_least_3d_image(image):
    return _with_dependencies(_check_at_least_3d_image(image, require_static=False), image)


def _check_grayscale_image(image, require_static=True):
    try:
        if image.get_shape().ndims is None:
            image_shape = image.get_shape().with_rank(2)
        else:
            image_shape = image.get_shape().with_rank_at_least(2)
    except ValueError:
        raise ValueError('A grayscale image (shape %s) must be at least two-dimensional.' % image.shape)
    if require_static and not image_shape.is_fully_defined():
        raise ValueError("'image' must be fully defined.")
    if image_shape.is_fully_defined():
        if image_shape[-1] != 1:
            raise ValueError('Last dimension of a grayscale image should be size 1.')
    if not image_shape.is_fully_defined():
        return [
            tf.debugging.assert_equal(tf.shape(image)[-1], 1,
                                      message='Last dimension of a grayscale image should be size 1.'),
            tf.debugging.assert_greater_equal(tf.rank(image), 3,
                                              message='A grayscale image must be at least two-dimensional.'),
        ]
    return []


def _fix_image_flip_shape(image, result):
    image_shape = image.get_shape()
    if image_shape == tf.TensorShape(None):
        result.set_shape([None, None, None])
    else:
        result.set_shape(image_shape)
    return result


def _rank_3_or_4(image, f_rank3, f_rank4, message):
    shape = image.get_shape()
    if shape.ndims is None:
        return tf.cond(tf.equal(tf.rank(image), 3), f_rank3, f_rank4)
    if shape.ndims == 3:
        return f_rank3()
    if shape.ndims == 4:
        return f_rank4()
    raise ValueError(message % shape)


def _flip(image, flip_index, scope_name):
    with tf.name_scope(scope_name):
        image = tf.convert_to_tensor(image, name='image')
        image = _assert_at_least_3d_image(image)
        return _rank_3_or_4(
            image,
            lambda: _fix_image_flip_shape(image, tf.reverse(image, [flip_index])),
            lambda: tf.reverse(image, [flip_index + 1]),
            "'image' (shape %s)must have either 3 or 4 dimensions.")


def flip_left_right(image):
    return _flip(image, 1, 'flip_left_right')


def flip_up_down(image):
    return _flip(image, 0, 'flip_up_down')


def _random_flip(image, flip_index, random_func, scope_name):
    with tf.name_scope(scope_name):
        image = tf.convert_to_tensor(image, name='image')
        image = _assert_at_least_3d_image(image)

        def f_rank3():
            uniform_random = random_func(shape=[], minval=0, maxval=1.0)
            mirror_cond = tf.less(uniform_random, .5)
            result = tf.cond(mirror_cond, lambda: tf.reverse(image, [flip_index]), lambda: image)
            return _fix_image_flip_shape(image, result)

        def f_rank4():
            batch_size = tf.shape(image)[0]
            uniform_random = random_func(shape=[batch_size], minval=0, maxval=1.0)
            flips = tf.round(tf.reshape(uniform_random, [batch_size, 1, 1, 1]))
            flips = tf.cast(flips, image.dtype)
            flipped_input = tf.reverse(image, [flip_index + 1])
            return flips * flipped_input + (1 - flips) * image

        return _rank_3_or_4(image, f_rank3, f_rank4, "'image' (shape %s) must have either 3 or 4 dimensions.")


def _stateful_uniform(seed):
    def draw(shape, minval, maxval):
        return tf.random.uniform(shape, minval=minval, maxval=maxval, seed=seed)
    return draw


def _stateless_uniform(seed):
    def draw(shape, minval, maxval):
        return tf.random.stateless_uniform(shape, seed=seed, minval=minval, maxval=maxval)
    return draw


def random_flip_up_down(image, seed=None):
    return _random_flip(image, 0, _stateful_uniform(seed), 'random_flip_up_down')


def random_flip_left_right(image, seed=None):
    return _random_flip(image, 1, _stateful_uniform(seed), 'random_flip_left_right')


def stateless_random_flip_left_right(image, seed):
    return _random_flip(image, 1, _stateless_uniform(seed), 'stateless_random_flip_left_right')


def stateless_random_flip_up_down(image, seed):
    return _random_flip(image, 0, _stateless_uniform(seed), 'stateless_random_flip_up_down')


def rot90(image, k=1, name=None):
    with tf.name_scope(name or 'rot90'):
        image = tf.convert_to_tensor(image, name='image')
        image = _assert_at_least_3d_image(image)
        k = tf.convert_to_tensor(k, dtype=tf.int32, name='k')
        k.get_shape().assert_has_rank(0)
        k = tf.math.mod(k, 4)
        return _rank_3_or_4(image, lambda: _rot90_3d(image, k), lambda: _rot90_4d(image, k),
                            "'image' (shape %s) must have either 3 or 4 dimensions.")


def _rot90_3d(image, k):
    cases = [(tf.equal(k, 1), lambda: tf.transpose(tf.reverse(image, [1]), [1, 0, 2])),
             (tf.equal(k, 2), lambda: tf.reverse(image, [0, 1])),
             (tf.equal(k, 3), lambda: tf.reverse(tf.transpose(image, [1, 0, 2]), [1]))]
    result = tf.case(cases, default=lambda: image, exclusive=True)
    result.set_shape([None, None, image.get_shape()[2]])
    return result


def _rot90_4d(images, k):
    cases = [(tf.equal(k, 1), lambda: tf.transpose(tf.reverse(images, [2]), [0, 2, 1, 3])),
             (tf.equal(k, 2), lambda: tf.reverse(images, [1, 2])),
             (tf.equal(k, 3), lambda: tf.reverse(tf.transpose(images, [0, 2, 1, 3]), [2]))]
    result = tf.case(cases, default=lambda: images, exclusive=True)
    shape = result.get_shape()
    result.set_shape([shape[0], None, None, shape[3]])
    return result


def transpose(image, name=None):
    with tf.name_scope(name or 'transpose'):
        image = tf.convert_to_tensor(image, name='image')
        image = _assert_at_least_3d_image(image)
        return _rank_3_or_4(image, lambda: tf.transpose(image, [1, 0, 2], name=name),
                            lambda: tf.transpose(image, [0, 2, 1, 3], name=name),
                            "'image' (shape %s) must have either 3 or 4 dimensions.")


def central_crop(image, central_fraction):
    with tf.name_scope('central_crop'):
        image = tf.convert_to_tensor(image, name='image')
        # tensor_util.constant_value: a Python number, an eager tensor or a graph constant is
        # known here; a symbolic fraction makes the crop box dynamic.
        central_fraction_static = tf.get_static_value(central_fraction)
        if central_fraction_static is not None:
            if central_fraction_static <= 0.0 or central_fraction_static > 1.0:
                raise ValueError('central_fraction must be within (0, 1]')
            if central_fraction_static == 1.0:
                return image
        else:
            assert_ops = _assert(tf.logical_or(central_fraction > 0.0, central_fraction <= 1.0),
                                 ValueError, 'central_fraction must be within (0, 1]')
            image = _with_dependencies(assert_ops, image)
        _assert_at_least_3d_image(image)
        rank = image.get_shape().ndims
        if rank != 3 and rank != 4:
            raise ValueError('`image` should either be a Tensor with rank = 3 or '
                             'rank = 4. Had rank = {}.'.format(rank))

        def _get_dim(tensor, idx):
            static_shape = tensor.get_shape()[idx]  # TF reads dims[idx].value: the same int or None
            if static_shape is not None:
                return static_shape, False
            return tf.shape(tensor)[idx], True

        if rank == 3:
            img_h, dynamic_h = _get_dim(image, 0)
            img_w, dynamic_w = _get_dim(image, 1)
            img_d = image.get_shape()[2]
        else:
            img_bs = image.get_shape()[0]
            img_h, dynamic_h = _get_dim(image, 1)
            img_w, dynamic_w = _get_dim(image, 2)
            img_d = image.get_shape()[3]

        dynamic_h = dynamic_h or (central_fraction_static is None)
        dynamic_w = dynamic_w or (central_fraction_static is None)
        if dynamic_h:
            img_hd = tf.cast(img_h, tf.float64)
            bbox_h_start = tf.cast((img_hd - img_hd * tf.cast(central_fraction, tf.float64)) / 2, tf.int32)
        else:
            img_hd = float(img_h)
            bbox_h_start = int((img_hd - img_hd * central_fraction_static) / 2)
        if dynamic_w:
            img_wd = tf.cast(img_w, tf.float64)
            bbox_w_start = tf.cast((img_wd - img_wd * tf.cast(central_fraction, tf.float64)) / 2, tf.int32)
        else:
            img_wd = float(img_w)
            bbox_w_start = int((img_wd - img_wd * central_fraction_static) / 2)

        bbox_h_size = img_h - bbox_h_start * 2
        bbox_w_size = img_w - bbox_w_start * 2
        if rank == 3:
            bbox_begin = tf.stack([bbox_h_start, bbox_w_start, 0])
            bbox_size = tf.stack([bbox_h_size, bbox_w_size, -1])
        else:
            bbox_begin = tf.stack([0, bbox_h_start, bbox_w_start, 0])
            bbox_size = tf.stack([-1, bbox_h_size, bbox_w_size, -1])
        image = tf.slice(image, bbox_begin, bbox_size)
        if rank == 3:
            image.set_shape([None if dynamic_h else bbox_h_size, None if dynamic_w else bbox_w_size, img_d])
        else:
            image.set_shape([img_bs, None if dynamic_h else bbox_h_size, None if dynamic_w else bbox_w_size, img_d])
        return image


def _as_batch(image):
    # The image as a batch of images, and whether it was one already.
    image_shape = image.get_shape()
    if image_shape.ndims == 3:
        return tf.expand_dims(image, 0), False
    if image_shape.ndims is None:
        image = tf.expand_dims(image, 0)
        image.set_shape([None] * 4)
        return image, False
    if image_shape.ndims != 4:
        raise ValueError("'image' (shape %s) must have either 3 or 4 dimensions." % image_shape)
    return image, True


def pad_to_bounding_box(image, offset_height, offset_width, target_height, target_width):
    with tf.name_scope('pad_to_bounding_box'):
        image = tf.convert_to_tensor(image, name='image')
        image, is_batch = _as_batch(image)
        assert_ops = _check_at_least_3d_image(image, require_static=False)
        batch, height, width, depth = _image_dimensions(image, rank=4)
        after_padding_width = target_width - offset_width - width
        after_padding_height = target_height - offset_height - height
        assert_ops += _assert(offset_height >= 0, ValueError, 'offset_height must be >= 0')
        assert_ops += _assert(offset_width >= 0, ValueError, 'offset_width must be >= 0')
        assert_ops += _assert(after_padding_width >= 0, ValueError, 'width must be <= target - offset')
        assert_ops += _assert(after_padding_height >= 0, ValueError, 'height must be <= target - offset')
        image = _with_dependencies(assert_ops, image)
        paddings = tf.reshape(
            tf.stack([0, 0, offset_height, after_padding_height, offset_width, after_padding_width, 0, 0]), [4, 2])
        padded = tf.pad(image, paddings)
        padded.set_shape([None if _is_tensor(i) else i for i in [batch, target_height, target_width, depth]])
        if not is_batch:
            padded = tf.squeeze(padded, axis=[0])
        return padded


def crop_to_bounding_box(image, offset_height, offset_width, target_height, target_width):
    with tf.name_scope('crop_to_bounding_box'):
        image = tf.convert_to_tensor(image, name='image')
        image, is_batch = _as_batch(image)
        assert_ops = _check_at_least_3d_image(image, require_static=False)
        batch, height, width, depth = _image_dimensions(image, rank=4)
        assert_ops += _assert(offset_width >= 0, ValueError, 'offset_width must be >= 0.')
        assert_ops += _assert(offset_height >= 0, ValueError, 'offset_height must be >= 0.')
        assert_ops += _assert(target_width > 0, ValueError, 'target_width must be > 0.')
        assert_ops += _assert(target_height > 0, ValueError, 'target_height must be > 0.')
        assert_ops += _assert(width >= (target_width + offset_width), ValueError, 'width must be >= target + offset.')
        assert_ops += _assert(height >= (target_height + offset_height), ValueError,
                              'height must be >= target + offset.')
        image = _with_dependencies(assert_ops, image)
        cropped = tf.slice(image, tf.stack([0, offset_height, offset_width, 0]),
                           tf.stack([-1, target_height, target_width, -1]))
        cropped.set_shape([None if _is_tensor(i) else i for i in [batch, target_height, target_width, depth]])
        if not is_batch:
            cropped = tf.squeeze(cropped, axis=[0])
        return cropped


def _max(x, y):
    return tf.maximum(x, y) if _is_tensor(x) or _is_tensor(y) else max(x, y)


def _min(x, y):
    return tf.minimum(x, y) if _is_tensor(x) or _is_tensor(y) else min(x, y)


def _equal(x, y):
    return tf.equal(x, y) if _is_tensor(x) or _is_tensor(y) else x == y


def resize_with_crop_or_pad(image, target_height, target_width):
    with tf.name_scope('resize_image_with_crop_or_pad'):
        image = tf.convert_to_tensor(image, name='image')
        image, is_batch = _as_batch(image)
        assert_ops = _check_at_least_3d_image(image, require_static=False)
        assert_ops += _assert(target_width > 0, ValueError, 'target_width must be > 0.')
        assert_ops += _assert(target_height > 0, ValueError, 'target_height must be > 0.')
        image = _with_dependencies(assert_ops, image)
        if _is_tensor(target_height):
            target_height = _with_dependencies(assert_ops, target_height)
        if _is_tensor(target_width):
            target_width = _with_dependencies(assert_ops, target_width)
        _, height, width, _ = _image_dimensions(image, rank=4)
        width_diff = target_width - width
        offset_crop_width = _max(-width_diff // 2, 0)
        offset_pad_width = _max(width_diff // 2, 0)
        height_diff = target_height - height
        offset_crop_height = _max(-height_diff // 2, 0)
        offset_pad_height = _max(height_diff // 2, 0)
        cropped = crop_to_bounding_box(image, offset_crop_height, offset_crop_width,
                                       _min(target_height, height), _min(target_width, width))
        resized = pad_to_bounding_box(cropped, offset_pad_height, offset_pad_width, target_height, target_width)
        if resized.get_shape().ndims is None:
            raise ValueError('resized contains no shape.')
        _, resized_height, resized_width, _ = _image_dimensions(resized, rank=4)
        assert_ops = []
        assert_ops += _assert(_equal(resized_height, target_height), ValueError, 'resized height is not correct.')
        assert_ops += _assert(_equal(resized_width, target_width), ValueError, 'resized width is not correct.')
        resized = _with_dependencies(assert_ops, resized)
        if not is_batch:
            resized = tf.squeeze(resized, axis=[0])
        return resized


def resize_with_pad(image, target_height, target_width, method='bilinear', antialias=False):
    with tf.name_scope('resize_image_with_pad'):
        image = tf.convert_to_tensor(image, name='image')
        image, is_batch = _as_batch(image)
        assert_ops = _check_at_least_3d_image(image, require_static=False)
        assert_ops += _assert(target_width > 0, ValueError, 'target_width must be > 0.')
        assert_ops += _assert(target_height > 0, ValueError, 'target_height must be > 0.')
        image = _with_dependencies(assert_ops, image)
        _, height, width, _ = _image_dimensions(image, rank=4)
        f_height = tf.cast(height, dtype=tf.float32)
        f_width = tf.cast(width, dtype=tf.float32)
        f_target_height = tf.cast(target_height, dtype=tf.float32)
        f_target_width = tf.cast(target_width, dtype=tf.float32)
        ratio = _max(f_width / f_target_width, f_height / f_target_height)
        resized_height_float = f_height / ratio
        resized_width_float = f_width / ratio
        resized_height = tf.cast(tf.floor(resized_height_float), dtype=tf.int32)
        resized_width = tf.cast(tf.floor(resized_width_float), dtype=tf.int32)
        padding_height = (f_target_height - resized_height_float) / 2
        padding_width = (f_target_width - resized_width_float) / 2
        f_padding_height = tf.floor(padding_height)
        f_padding_width = tf.floor(padding_width)
        p_height = _max(0, tf.cast(f_padding_height, dtype=tf.int32))
        p_width = _max(0, tf.cast(f_padding_width, dtype=tf.int32))
        resized = tf.image.resize(image, [resized_height, resized_width], method, antialias=antialias)
        padded = pad_to_bounding_box(resized, p_height, p_width, target_height, target_width)
        if padded.get_shape().ndims is None:
            raise ValueError('padded contains no shape.')
        _image_dimensions(padded, rank=4)
        if not is_batch:
            padded = tf.squeeze(padded, axis=[0])
        return padded


def per_image_standardization(image):
    with tf.name_scope('per_image_standardization') as scope:
        image = tf.convert_to_tensor(image, name='image')
        image = _assert_at_least_3d_image(image)
        # TF 2.20 casts (not convert_image_dtype: no rescaling) and returns float32 for every input dtype.
        image = tf.cast(image, dtype=tf.float32)
        num_pixels = tf.reduce_prod(tf.shape(image)[-3:])
        image_mean = tf.reduce_mean(image, axis=[-1, -2, -3], keepdims=True)
        stddev = tf.math.reduce_std(image, axis=[-1, -2, -3], keepdims=True)
        min_stddev = tf.math.rsqrt(tf.cast(num_pixels, tf.float32))
        adjusted_stddev = tf.maximum(stddev, min_stddev)
        image -= image_mean
        return tf.divide(image, adjusted_stddev, name=scope)


def random_brightness(image, max_delta, seed=None):
    if max_delta < 0:
        raise ValueError('max_delta must be non-negative.')
    delta = tf.random.uniform([], -max_delta, max_delta, seed=seed)
    return adjust_brightness(image, delta)


def stateless_random_brightness(image, max_delta, seed):
    if max_delta < 0:
        raise ValueError('max_delta must be non-negative.')
    delta = tf.random.stateless_uniform(shape=[], minval=-max_delta, maxval=max_delta, seed=seed)
    return adjust_brightness(image, delta)


def _check_factor_range(lower, upper):
    if upper <= lower:
        raise ValueError('upper must be > lower.')
    if lower < 0:
        raise ValueError('lower must be non-negative.')


def random_contrast(image, lower, upper, seed=None):
    _check_factor_range(lower, upper)
    contrast_factor = tf.random.uniform([], lower, upper, seed=seed)
    return adjust_contrast(image, contrast_factor)


def stateless_random_contrast(image, lower, upper, seed):
    _check_factor_range(lower, upper)
    contrast_factor = tf.random.stateless_uniform(shape=[], minval=lower, maxval=upper, seed=seed)
    return adjust_contrast(image, contrast_factor)


def _to_float(image):
    # The image itself when float16/float32, else converted to float32 (scaled).
    if image.dtype in (tf.float16, tf.float32):
        return image
    return convert_image_dtype(image, tf.float32)


def adjust_brightness(image, delta):
    with tf.name_scope('adjust_brightness') as name:
        image = tf.convert_to_tensor(image, name='image')
        orig_dtype = image.dtype
        flt_image = _to_float(image)
        adjusted = tf.add(flt_image, tf.cast(delta, flt_image.dtype))
        return convert_image_dtype(adjusted, orig_dtype, saturate=True)


def adjust_contrast(images, contrast_factor):
    with tf.name_scope('adjust_contrast'):
        images = tf.convert_to_tensor(images, name='images')
        orig_dtype = images.dtype
        flt_images = _to_float(images)
        adjusted = tf.raw_ops.AdjustContrastv2(images=flt_images, contrast_factor=contrast_factor)
        return convert_image_dtype(adjusted, orig_dtype, saturate=True)


def adjust_gamma(image, gamma=1, gain=1):
    with tf.name_scope('adjust_gamma'):
        image = tf.convert_to_tensor(image, name='image')
        orig_dtype = image.dtype
        flt_image = _to_float(image)
        assert_op = _assert(gamma >= 0, ValueError, 'Gamma should be a non-negative real number.')
        if assert_op:
            gamma = _with_dependencies(assert_op, gamma)
        adjusted_img = gain * flt_image ** gamma
        return convert_image_dtype(adjusted_img, orig_dtype, saturate=True)


def convert_image_dtype(image, dtype, saturate=False, name=None):
    image = tf.convert_to_tensor(image, name='image')
    dtype = tf.dtypes.as_dtype(dtype)
    if not dtype.is_floating and not dtype.is_integer:
        raise AttributeError('dtype must be either floating point or integer')
    if not image.dtype.is_floating and not image.dtype.is_integer:
        raise AttributeError('image dtype must be either floating point or integer')
    if dtype == image.dtype:
        return tf.identity(image, name=name)
    with tf.name_scope(name or 'convert_image'):
        if image.dtype.is_integer and dtype.is_integer:
            scale_in = image.dtype.max
            scale_out = dtype.max
            if scale_in > scale_out:
                # Scaling down: scale first, then cast.
                scale = (scale_in + 1) // (scale_out + 1)
                scaled = tf.math.floordiv(image, scale)
                if saturate:
                    return tf.dtypes.saturate_cast(scaled, dtype)
                return tf.cast(scaled, dtype)
            # Scaling up: cast first, then scale.
            cast = tf.dtypes.saturate_cast(image, dtype) if saturate else tf.cast(image, dtype)
            scale = (scale_out + 1) // (scale_in + 1)
            return tf.multiply(cast, scale)
        if image.dtype.is_floating and dtype.is_floating:
            return tf.cast(image, dtype)
        if image.dtype.is_integer:
            cast = tf.cast(image, dtype)
            scale = 1. / image.dtype.max
            return tf.multiply(cast, scale)
        # From float: scale by max + 0.5, then cast.
        scale = dtype.max + 0.5
        scaled = tf.multiply(image, scale)
        if saturate:
            return tf.dtypes.saturate_cast(scaled, dtype)
        return tf.cast(scaled, dtype)


def rgb_to_grayscale(images, name=None):
    with tf.name_scope(name or 'rgb_to_grayscale'):
        images = tf.convert_to_tensor(images, name='images')
        orig_dtype = images.dtype
        flt_image = convert_image_dtype(images, tf.float32)
        rgb_weights = [0.2989, 0.5870, 0.1140]
        gray_float = tf.tensordot(flt_image, rgb_weights, [-1, -1])
        gray_float = tf.expand_dims(gray_float, -1)
        return convert_image_dtype(gray_float, orig_dtype)


def grayscale_to_rgb(images, name=None):
    with tf.name_scope(name or 'grayscale_to_rgb'):
        images = tf.convert_to_tensor(images, name='images')
        images = _with_dependencies(_check_grayscale_image(images, require_static=False), images)
        rank_1 = tf.expand_dims(tf.rank(images) - 1, 0)
        shape_list = [tf.ones(rank_1, dtype=tf.int32)] + [tf.expand_dims(3, 0)]
        multiples = tf.concat(shape_list, 0)
        rgb = tf.tile(images, multiples)
        rgb.set_shape(images.get_shape()[:-1].concatenate([3]))
        return rgb


def _check_hue_delta(max_delta):
    if max_delta > 0.5:
        raise ValueError('max_delta must be <= 0.5.')
    if max_delta < 0:
        raise ValueError('max_delta must be non-negative.')


def random_hue(image, max_delta, seed=None):
    _check_hue_delta(max_delta)
    delta = tf.random.uniform([], -max_delta, max_delta, seed=seed)
    return adjust_hue(image, delta)


def stateless_random_hue(image, max_delta, seed):
    _check_hue_delta(max_delta)
    delta = tf.random.stateless_uniform(shape=[], minval=-max_delta, maxval=max_delta, seed=seed)
    return adjust_hue(image, delta)


def adjust_hue(image, delta, name=None):
    with tf.name_scope(name or 'adjust_hue'):
        if tf.executing_eagerly():
            if delta < -1 or delta > 1:
                raise ValueError('delta must be in the interval [-1, 1]')
        image = tf.convert_to_tensor(image, name='image')
        orig_dtype = image.dtype
        flt_image = _to_float(image)
        rgb_altered = tf.raw_ops.AdjustHue(images=flt_image, delta=delta)
        return convert_image_dtype(rgb_altered, orig_dtype)


def random_saturation(image, lower, upper, seed=None):
    _check_factor_range(lower, upper)
    saturation_factor = tf.random.uniform([], lower, upper, seed=seed)
    return adjust_saturation(image, saturation_factor)


def stateless_random_saturation(image, lower, upper, seed=None):
    _check_factor_range(lower, upper)
    saturation_factor = tf.random.stateless_uniform(shape=[], minval=lower, maxval=upper, seed=seed)
    return adjust_saturation(image, saturation_factor)


def adjust_saturation(image, saturation_factor, name=None):
    with tf.name_scope(name or 'adjust_saturation'):
        image = tf.convert_to_tensor(image, name='image')
        orig_dtype = image.dtype
        flt_image = _to_float(image)
        adjusted = tf.raw_ops.AdjustSaturation(images=flt_image, scale=saturation_factor)
        return convert_image_dtype(adjusted, orig_dtype)


def total_variation(images, name=None):
    with tf.name_scope(name or 'total_variation'):
        ndims = images.get_shape().ndims
        if ndims == 3:
            pixel_dif1 = images[1:, :, :] - images[:-1, :, :]
            pixel_dif2 = images[:, 1:, :] - images[:, :-1, :]
            sum_axis = None
        elif ndims == 4:
            pixel_dif1 = images[:, 1:, :, :] - images[:, :-1, :, :]
            pixel_dif2 = images[:, :, 1:, :] - images[:, :, :-1, :]
            sum_axis = [1, 2, 3]
        else:
            raise ValueError("'images' must be either 3 or 4-dimensional.")
        tot_var = (tf.reduce_sum(tf.abs(pixel_dif1), axis=sum_axis) +
                   tf.reduce_sum(tf.abs(pixel_dif2), axis=sum_axis))
    return tot_var


def image_gradients(image):
    if image.get_shape().ndims != 4:
        raise ValueError('image_gradients expects a 4D tensor '
                         '[batch_size, h, w, d], not {}.'.format(image.get_shape()))
    image_shape = tf.shape(image)
    batch_size, height, width, depth = tf.unstack(image_shape)
    dy = image[:, 1:, :, :] - image[:, :-1, :, :]
    dx = image[:, :, 1:, :] - image[:, :, :-1, :]
    shape = tf.stack([batch_size, 1, width, depth])
    dy = tf.concat([dy, tf.zeros(shape, image.dtype)], 1)
    dy = tf.reshape(dy, image_shape)
    shape = tf.stack([batch_size, height, 1, depth])
    dx = tf.concat([dx, tf.zeros(shape, image.dtype)], 2)
    dx = tf.reshape(dx, image_shape)
    return dy, dx


def random_crop(value, size, seed=None, name=None):
    with tf.name_scope(name or 'random_crop'):
        value = tf.convert_to_tensor(value, name='value')
        size = tf.convert_to_tensor(size, dtype=tf.int32, name='size')
        shape = tf.shape(value)
        check = tf.debugging.Assert(tf.reduce_all(shape >= size),
                                    ['Need value.shape >= size, got ', shape, size], summarize=1000)
        shape = _with_dependencies([check], shape)
        limit = shape - size + 1
        offset = tf.random.uniform(tf.shape(shape), dtype=size.dtype, maxval=size.dtype.max, seed=seed) % limit
        return tf.slice(value, offset, size)


def stateless_random_crop(value, size, seed, name=None):
    with tf.name_scope(name or 'random_crop'):
        value = tf.convert_to_tensor(value, name='value')
        size = tf.convert_to_tensor(size, dtype=tf.int32, name='size')
        shape = tf.shape(value)
        check = tf.debugging.Assert(tf.reduce_all(shape >= size),
                                    ['Need value.shape >= size, got ', shape, size], summarize=1000)
        shape = _with_dependencies([check], shape)
        limit = shape - size + 1
        offset = tf.random.stateless_uniform(tf.shape(shape), dtype=size.dtype, maxval=size.dtype.max,
                                             seed=seed) % limit
        return tf.slice(value, offset, size)


def psnr(a, b, max_val, name=None):
    with tf.name_scope(name or 'PSNR'):
        max_val = tf.cast(max_val, a.dtype)
        max_val = convert_image_dtype(max_val, tf.float32)
        a = convert_image_dtype(a, tf.float32)
        b = convert_image_dtype(b, tf.float32)
        mse = tf.reduce_mean(tf.math.squared_difference(a, b), [-3, -2, -1])
        return tf.subtract(20 * tf.math.log(max_val) / tf.math.log(10.0),
                           tf.constant(10 / 2.302585092994046, tf.float32) * tf.math.log(mse), name='psnr')


class ResizeMethod(object):
    """See `tf.image.resize` for details."""
    BILINEAR = 'bilinear'
    NEAREST_NEIGHBOR = 'nearest'
    BICUBIC = 'bicubic'
    AREA = 'area'
    LANCZOS3 = 'lanczos3'
    LANCZOS5 = 'lanczos5'
    GAUSSIAN = 'gaussian'
    MITCHELLCUBIC = 'mitchellcubic'
