
"""tf.data members written in Python, after TF 2.20's tensorflow/python/data/ops/options.py,
util/options.py, sample_from_datasets_op.py, choose_from_datasets_op.py, group_by_window_op.py,
random_op.py, rebatch_op.py, snapshot_op.py, save_op.py, load_op.py, the list_files,
bucket_by_sequence_length and with_options methods of dataset_ops.py, and the
tf.data.experimental wrappers in tensorflow/python/data/experimental/ops/*.py.

The datasets themselves are the engine's (tensorflow.python.data.ops._tfplay_natives): this
module does what TF's Python does around its dataset ops -- argument checks, seeds, the
functions handed to the kernels, and the compositions TF writes in Python.
"""
import enum
import sys as _sys

_tf = None
_natives = None


def _install(tf, natives):
    global _tf, _natives
    _tf = tf
    _natives = natives


def _deprecated(key, what, instructions):
    # deprecation.deprecated's notice, once per function (warn_once).
    _natives.warn_deprecated("tf.data.experimental." + key, what, instructions)


# ---- tf.data.Options (util/options.py, ops/options.py) ------------------------------------------


class OptionsBase:
    """Base class for representing a set of tf.data options."""

    def __init__(self):
        object.__setattr__(self, "_options", {})
        object.__setattr__(self, "_mutable", True)

    def __eq__(self, other):
        if not isinstance(other, self.__class__):
            return NotImplemented
        for name in set(self._options) | set(other._options):
            if getattr(self, name) != getattr(other, name):
                return False
        return True

    def __ne__(self, other):
        if isinstance(other, self.__class__):
            return not self.__eq__(other)
        return NotImplemented

    def __setattr__(self, name, value):
        if not self._mutable:
            raise ValueError(
                "Mutating `tf.data.Options()` returned by `tf.data.Dataset.options()` has no effect. "
                "Use `tf.data.Dataset.with_options(options)` to set or update dataset options.")
        if hasattr(self, name):
            object.__setattr__(self, name, value)
        else:
            raise AttributeError("Cannot set the property {} on {}.".format(name, type(self).__name__))

    def _set_mutable(self, mutable):
        object.__setattr__(self, "_mutable", mutable)


OptionsBase.__module__ = "tensorflow.python.data.util.options"


def _create_option(name, ty, docstring, default_factory=lambda: None):
    def get_fn(option):
        if name not in option._options:
            option._options[name] = default_factory()
        return option._options.get(name)

    def set_fn(option, value):
        if not isinstance(value, ty):
            raise TypeError('Property "{}" must be of type {}, got: {} (type: {})'.format(name, ty, value, type(value)))
        option._options[name] = value

    return property(get_fn, set_fn, None, docstring)


def merge_options(*options_list):
    """util/options.py merge_options: later options win; nested options merge recursively."""
    if len(options_list) < 1:
        raise ValueError("At least one options should be provided")
    result_type = type(options_list[0])
    for options in options_list:
        if not isinstance(options, result_type):
            raise TypeError("Could not merge incompatible options of type {} and {}.".format(type(options), result_type))
    if not isinstance(options_list[0], OptionsBase):
        raise TypeError("All options to be merged should inherit from `OptionsBase` but found option of type {} which "
                        "does not.".format(type(options_list[0])))
    default_options = result_type()
    result = result_type()
    for options in options_list:
        for name in options._options:
            this = getattr(result, name)
            that = getattr(options, name)
            default = getattr(default_options, name)
            if that == default:
                continue
            elif this == default:
                setattr(result, name, that)
            elif isinstance(this, OptionsBase):
                setattr(result, name, merge_options(this, that))
            elif name == "framework_type":
                setattr(result, name, this + that)
            elif this != that:
                setattr(result, name, that)
    return result


class AutoShardPolicy(enum.IntEnum):
    """Represents the type of auto-sharding to use."""
    OFF = -1
    AUTO = 0
    FILE = 1
    DATA = 2
    HINT = 3


class ExternalStatePolicy(enum.Enum):
    """Represents how to handle external state during serialization."""
    WARN = 0
    IGNORE = 1
    FAIL = 2


class AutotuneAlgorithm(enum.Enum):
    """Represents the type of autotuning algorithm to use."""
    DEFAULT = 0
    HILL_CLIMB = 1
    GRADIENT_DESCENT = 2
    MAX_PARALLELISM = 3
    STAGE_BASED = 4


class AutotuneOptions(OptionsBase):
    """Represents options for autotuning dataset performance."""
    autotune_algorithm = _create_option("autotune_algorithm", AutotuneAlgorithm,
                                        "When autotuning is enabled, selects the algorithm to use.")
    cpu_budget = _create_option("cpu_budget", int, "The CPU budget to use when autotuning.")
    enabled = _create_option("enabled", bool, "Whether to automatically tune performance knobs. If None, defaults to True.")
    initial_parallelism = _create_option("initial_parallelism", int, "The initial parallelism of autotuned transformations.")
    min_parallelism = _create_option("min_parallelism", int, "The minimum parallelism of autotuned transformations.")
    ram_budget = _create_option("ram_budget", int, "The RAM budget to use when autotuning.")


class DistributeOptions(OptionsBase):
    """Represents options for distributed data processing."""
    auto_shard_policy = _create_option("auto_shard_policy", AutoShardPolicy, "The type of sharding to use.",
                                       default_factory=lambda: AutoShardPolicy.AUTO)
    num_devices = _create_option("num_devices", int, "The number of devices attached to this input pipeline.")


class OptimizationOptions(OptionsBase):
    """Represents options for dataset optimizations."""
    apply_default_optimizations = _create_option("apply_default_optimizations", bool,
                                                 "Whether to apply default graph optimizations.")
    filter_fusion = _create_option("filter_fusion", bool, "Whether to fuse filter transformations.")
    filter_parallelization = _create_option("filter_parallelization", bool,
                                            "Whether to parallelize stateless filter transformations.")
    inject_prefetch = _create_option("inject_prefetch", bool, "Whether to inject prefetch transformations.")
    map_and_batch_fusion = _create_option("map_and_batch_fusion", bool, "Whether to fuse map and batch transformations.")
    map_and_filter_fusion = _create_option("map_and_filter_fusion", bool,
                                           "Whether to fuse map and filter transformations.")
    map_fusion = _create_option("map_fusion", bool, "Whether to fuse map transformations.")
    map_parallelization = _create_option("map_parallelization", bool,
                                         "Whether to parallelize stateless map transformations.")
    noop_elimination = _create_option("noop_elimination", bool, "Whether to eliminate no-op transformations.")
    parallel_batch = _create_option("parallel_batch", bool, "Whether to parallelize copying of batch elements.")
    seq_interleave_prefetch = _create_option("seq_interleave_prefetch", bool,
                                             "Whether to replace parallel interleave using a sequential one.")
    shuffle_and_repeat_fusion = _create_option("shuffle_and_repeat_fusion", bool,
                                               "Whether to fuse shuffle and repeat transformations.")


class ThreadingOptions(OptionsBase):
    """Represents options for dataset threading."""
    max_intra_op_parallelism = _create_option("max_intra_op_parallelism", int,
                                              "If set, it overrides the maximum degree of intra-op parallelism.")
    private_threadpool_size = _create_option("private_threadpool_size", int,
                                             "If set, the dataset will use a private threadpool of the given size.")


class Options(OptionsBase):
    """Represents options for `tf.data.Dataset`."""
    autotune = _create_option("autotune", AutotuneOptions, "The autotuning options associated with the dataset.",
                              default_factory=AutotuneOptions)
    dataset_name = _create_option("dataset_name", str, "A name for the dataset, to help in debugging.")
    deterministic = _create_option("deterministic", bool,
                                   "Whether the outputs need to be produced in deterministic order. If None, defaults "
                                   "to True.")
    experimental_distribute = _create_option("experimental_distribute", DistributeOptions,
                                             "The distribution strategy options associated with the dataset.",
                                             default_factory=DistributeOptions)
    experimental_external_state_policy = _create_option(
        "experimental_external_state_policy", ExternalStatePolicy,
        "How to handle external state when serializing a dataset or checkpointing its iterator.")
    experimental_optimization = _create_option("experimental_optimization", OptimizationOptions,
                                               "The optimization options associated with the dataset.",
                                               default_factory=OptimizationOptions)
    experimental_slack = _create_option("experimental_slack", bool,
                                        "Whether to introduce 'slack' in the last `prefetch` of the input pipeline.")
    experimental_symbolic_checkpoint = _create_option("experimental_symbolic_checkpoint", bool,
                                                      "Whether to checkpoint internal input pipeline state symbolically.")
    experimental_warm_start = _create_option("experimental_warm_start", bool,
                                             "Whether to start background threads of asynchronous transformations "
                                             "upon iterator creation.")
    framework_type = _create_option("framework_type", list, "The list of frameworks that are used to generate this "
                                    "pipeline.")
    threading = _create_option("threading", ThreadingOptions, "The threading options associated with the dataset.",
                               default_factory=ThreadingOptions)

    # The deprecated names read and write `deterministic` and `threading` (options.py's
    # __getattribute__ and __setattr__).
    @property
    def experimental_deterministic(self):
        return self.deterministic

    @experimental_deterministic.setter
    def experimental_deterministic(self, value):
        self.deterministic = value

    @property
    def experimental_threading(self):
        return self.threading

    @experimental_threading.setter
    def experimental_threading(self, value):
        self.threading = value

    def _set_mutable(self, mutable):
        object.__setattr__(self, "_mutable", mutable)
        self.autotune._set_mutable(mutable)
        self.experimental_distribute._set_mutable(mutable)
        self.experimental_optimization._set_mutable(mutable)
        self.threading._set_mutable(mutable)

    def merge(self, options):
        """Merges itself with the given `tf.data.Options`."""
        return merge_options(self, options)


for _cls in (AutoShardPolicy, ExternalStatePolicy, AutotuneAlgorithm, AutotuneOptions, DistributeOptions,
             OptimizationOptions, ThreadingOptions, Options):
    _cls.__module__ = "tensorflow.python.data.ops.options"


def _options_of(dataset):
    # DatasetV2.__init__ merges its inputs' options, then _OptionsDataset its own.
    result = Options()
    for input_dataset in _natives.inputs(dataset):
        result = merge_options(result, _options_of(input_dataset))
    own = getattr(dataset, "_tfplay_options", None)
    if own is not None:
        result = merge_options(result, own)
    return result


def _dataset_options(self):
    options = _options_of(self)
    options._set_mutable(False)
    return options


def _dataset_with_options(self, options, name=None):
    merge_options(_options_of(self), options)  # TypeError for anything but Options
    dataset = _natives.relabel(self, "OptionsDataset", "_OptionsDataset")
    dataset._tfplay_options = merge_options(Options(), options)
    return dataset


# ---- choosing among datasets ---------------------------------------------------------------------


def _dataset_random(seed=None, rerandomize_each_iteration=None, name=None):
    # random_op._RandomDataset: get_seed's pair into the RandomDataset kernel, whose Philox
    # outputs tfplay reproduces; the values are not checked against TF (docs/ops-fidelity.md).
    seed, seed2 = _tf.random._get_seed(seed)
    return _natives.random(seed, seed2, bool(rerandomize_each_iteration))


def _dataset_choose_from_datasets(datasets, choice_dataset, stop_on_empty_dataset=True):
    if not datasets:
        raise ValueError("Invalid `datasets`. `datasets` should not be empty.")
    if not isinstance(choice_dataset, _tf.data.Dataset):
        raise TypeError("Invalid `choice_dataset`. `choice_dataset` should be a `tf.data.Dataset` but is "
                        f"{type(choice_dataset)}.")
    spec = choice_dataset.element_spec
    if not (isinstance(spec, _tf.TensorSpec) and spec.dtype == _tf.int64 and spec.shape.is_compatible_with([])):
        raise TypeError(f"Invalid `choice_dataset`. Elements of `choice_dataset` must be scalar `tf.int64` tensors but "
                        f"are {spec}.")
    return _natives.directed_interleave(choice_dataset, list(datasets), stop_on_empty_dataset)


def _dataset_sample_from_datasets(datasets, weights=None, seed=None, stop_on_empty_dataset=False,
                                  rerandomize_each_iteration=None):
    # sample_from_datasets_op._sample_from_datasets: the selector draws each choice with
    # stateless_multinomial, seeded by two numbers of Dataset.random(seed).
    if not datasets:
        raise ValueError("Invalid `datasets`. `datasets` should not be empty.")
    if isinstance(weights, _tf.data.Dataset):
        logits_ds = weights.map(lambda *p: _tf.math.log(p, name="logits"))

        def select_dataset_varying_logits(logits, seed):
            return _tf.squeeze(_tf.random.stateless_categorical(logits, 1, seed=seed), axis=[0, 1])

        logits_and_seeds = _tf.data.Dataset.zip(
            (logits_ds, _dataset_random(seed=seed, rerandomize_each_iteration=rerandomize_each_iteration).batch(2)))
        selector_input = logits_and_seeds.map(select_dataset_varying_logits)
        return _natives.directed_interleave(selector_input, list(datasets), stop_on_empty_dataset)
    # The logits are constants even while a tf.function traces (the selector's map function
    # captures them).
    with _tf.init_scope():
        datasets, logits = _constant_logits(datasets, weights)
    if len(datasets) == 1:
        return datasets[0]

    def select_dataset_constant_logits(seed):
        return _tf.squeeze(_tf.random.stateless_categorical(logits, 1, seed=seed), axis=[0, 1])

    selector_input = _dataset_random(seed=seed, rerandomize_each_iteration=rerandomize_each_iteration).batch(2).map(
        select_dataset_constant_logits)
    return _natives.directed_interleave(selector_input, list(datasets), stop_on_empty_dataset)


def _constant_logits(datasets, weights):
    # sample_from_datasets_op.py: uniform logits, or the log of the weights once datasets of
    # weight 0 are dropped.
    if weights is None:
        logits = [[1.0] * len(datasets)]
    else:
        if isinstance(weights, _tf.Tensor):
            if not weights.shape.is_compatible_with([len(datasets)]):
                raise ValueError(f"Invalid `weights`. The shape of `weights` should be compatible with "
                                 f"`[len(datasets)]` but is {weights.shape}.")
        elif len(datasets) != len(weights):
            raise ValueError(f"Invalid `weights`. `weights` should have the same length as `datasets` but got "
                             f"`len(weights)={len(weights)}` vs. `len(datasets)={len(datasets)}`.")
        weights_value = _tf.get_static_value(weights) if isinstance(weights, _tf.Tensor) else weights
        if weights_value is None:
            raise NotImplementedError("tfplay's Dataset.sample_from_datasets needs weights known when it is called")
        kept = [(d, w) for d, w in zip(datasets, weights_value) if w > 0]
        if kept:
            datasets, weights_value = [d for d, _ in kept], [w for _, w in kept]
        else:
            datasets, weights_value = [datasets[0].take(0)], [1.0]
        weights = _tf.convert_to_tensor(weights_value, name="weights")
        if weights.dtype.name not in ("float16", "bfloat16", "float32", "float64"):
            raise TypeError(f"Invalid `weights`. `weights` type must be `tf.float16`, `tf.bfloat16`, `tf.float32` "
                            f"or `tf.float64` but is {weights.dtype}.")
        logits = _tf.expand_dims(_tf.math.log(weights, name="logits"), 0)
    return datasets, _tf.convert_to_tensor(logits)


# ---- grouping ----------------------------------------------------------------------------------


def _window_size_wrapper(window_size, window_size_func):
    if (window_size is not None and window_size_func) or not (window_size is not None or window_size_func):
        raise ValueError("Either the `window_size` argument or the `window_size_func` argument must be specified.")
    if window_size is not None:
        def window_size_func(unused_key):
            return _tf.convert_to_tensor(window_size, dtype=_tf.int64)

    def window_size_func_wrapper(key):
        return _tf.convert_to_tensor(window_size_func(key), dtype=_tf.int64)

    return window_size_func_wrapper


def _key_func_wrapper(key_func):
    def key_func_wrapper(*args):
        return _tf.convert_to_tensor(key_func(*args), dtype=_tf.int64)

    return key_func_wrapper


def _dataset_group_by_window(self, key_func, reduce_func, window_size=None, window_size_func=None, name=None):
    window = _window_size_wrapper(window_size, window_size_func)
    return _natives.group_by_window(self, _key_func_wrapper(key_func), [reduce_func], window)


def _dataset_bucket_by_sequence_length(self, element_length_func, bucket_boundaries, bucket_batch_sizes,
                                       padded_shapes=None, padding_values=None, pad_to_bucket_boundary=False,
                                       no_padding=False, drop_remainder=False, name=None):
    # DatasetV2.bucket_by_sequence_length: group_by_window keyed by bucket. TF traces one
    # reduce function that looks the batch size up by bucket id; tfplay traces one per bucket,
    # with that bucket's batch size and boundary as constants (the same batches).
    if len(bucket_batch_sizes) != (len(bucket_boundaries) + 1):
        raise ValueError(f"`len(bucket_batch_sizes)` must equal `len(bucket_boundaries) + 1` but "
                         f"`len(bucket_batch_sizes)={len(bucket_batch_sizes)}` and "
                         f"`len(bucket_boundaries)={len(bucket_boundaries)}`.")
    with _tf.init_scope():  # a constant even while a tf.function traces
        batch_sizes = _tf.constant(bucket_batch_sizes, dtype=_tf.int64)

    def element_to_bucket_id(*args):
        seq_length = element_length_func(*args)
        boundaries = list(bucket_boundaries)
        buckets_min = [-2147483648] + boundaries
        buckets_max = boundaries + [2147483647]
        conditions_c = _tf.logical_and(_tf.less_equal(buckets_min, seq_length), _tf.less(seq_length, buckets_max))
        return _tf.reduce_min(_tf.where(conditions_c))

    def window_size_fn(bucket_id):
        return batch_sizes[bucket_id]

    def make_padded_shapes(shapes, none_filler=None):
        padded = []
        for shape in _tf.nest.flatten(shapes):
            shape = _tf.TensorShape(shape)
            padded.append([none_filler if d is None else d for d in shape.as_list()])
        return _tf.nest.pack_sequence_as(shapes, padded)

    def batching_fn_for(bucket):
        batch_size = int(bucket_batch_sizes[bucket])

        def batching_fn(bucket_id, grouped_dataset):
            if no_padding:
                return grouped_dataset.batch(batch_size, drop_remainder=drop_remainder)
            none_filler = None
            if pad_to_bucket_boundary:
                err_msg = "When pad_to_bucket_boundary=True, elements must have length < max(bucket_boundaries)."
                _tf.debugging.assert_less(bucket_id, _tf.constant(len(bucket_batch_sizes) - 1, dtype=_tf.int64),
                                          message=err_msg)
                if bucket < len(bucket_boundaries):
                    none_filler = int(bucket_boundaries[bucket]) - 1
            input_shapes = _tf.nest.map_structure(lambda spec: spec.shape, grouped_dataset.element_spec)
            shapes = make_padded_shapes(padded_shapes or input_shapes, none_filler=none_filler)
            return grouped_dataset.padded_batch(batch_size, shapes, padding_values, drop_remainder=drop_remainder)

        return batching_fn

    reduce_funcs = [batching_fn_for(b) for b in range(len(bucket_batch_sizes))]
    return _natives.group_by_window(self, _key_func_wrapper(element_to_bucket_id), reduce_funcs,
                                    _window_size_wrapper(None, window_size_fn))


# ---- rejection_resample (dataset_ops.py and its module-level helpers) ----------------------------


def _get_target_to_initial_ratio(initial_probs, target_probs):
    # Add tiny to initial_probs to avoid divide by zero (float32's smallest normal number).
    return target_probs / (initial_probs + 1.1754944e-38)


def _calculate_acceptance_probs_with_mixing(initial_probs, target_probs):
    # a_i = (t_i/p_i - m) / (max_i[t_i/p_i] - m) with m = min_i[t_i/p_i], the probability of
    # drawing from the original data rather than the filtered one.
    ratio_l = _get_target_to_initial_ratio(initial_probs, target_probs)
    max_ratio = _tf.reduce_max(ratio_l)
    min_ratio = _tf.reduce_min(ratio_l)
    m = min_ratio
    a_i = (ratio_l - m) / (max_ratio - m)
    return a_i, m


def _estimate_data_distribution(c, num_examples_per_class_seen):
    num_classes = num_examples_per_class_seen.shape[0]
    num_examples_per_class_seen = _tf.add(
        num_examples_per_class_seen, _tf.reduce_sum(_tf.one_hot(c, num_classes, dtype=_tf.int64), 0))
    init_prob_estimate = _tf.math.truediv(num_examples_per_class_seen, _tf.reduce_sum(num_examples_per_class_seen))
    return num_examples_per_class_seen, _tf.cast(init_prob_estimate, _tf.float32)


def _estimate_initial_dist_ds(target_dist_t, class_values_ds, dist_estimation_batch_size=32, smoothing_constant=10):
    num_classes = target_dist_t.shape[0] or _tf.shape(target_dist_t)[0]
    initial_examples_per_class_seen = _tf.fill([num_classes], _tf.constant(smoothing_constant, _tf.int64))

    def update_estimate_and_tile(num_examples_per_class_seen, c):
        updated_examples_per_class_seen, dist = _estimate_data_distribution(c, num_examples_per_class_seen)
        tiled_dist = _tf.tile(_tf.expand_dims(dist, 0), [dist_estimation_batch_size, 1])
        return updated_examples_per_class_seen, tiled_dist

    return class_values_ds.batch(dist_estimation_batch_size).scan(initial_examples_per_class_seen,
                                                                  update_estimate_and_tile).unbatch()


def _filter_ds(dataset, acceptance_dist_ds, initial_dist_ds, class_func, seed):
    # TF logs with the Print op, its first 10 times; tfplay prints the same values with tf.print
    # from a py_function that counts them (the Print op's number formatting aside).
    printed = [0]

    def log_rejection(proportion_rejected, initial_dist, accept_dist):
        if printed[0] < 10:
            printed[0] += 1
            _tf.print("Proportion of examples rejected by sampler is high: ", _tf.expand_dims(proportion_rejected, 0),
                      initial_dist, accept_dist, sep="", summarize=100, output_stream=_sys.stderr)
        return accept_dist

    def maybe_warn_on_large_rejection(accept_dist, initial_dist):
        proportion_rejected = _tf.reduce_sum((1 - accept_dist) * initial_dist)

        def warn():
            logged = _tf.py_function(log_rejection, [proportion_rejected, initial_dist, accept_dist], accept_dist.dtype)
            return _tf.ensure_shape(logged, accept_dist.shape)

        return _tf.cond(_tf.less(proportion_rejected, .5), lambda: accept_dist, warn)

    acceptance_dist_ds = _tf.data.Dataset.zip((acceptance_dist_ds, initial_dist_ds)).map(maybe_warn_on_large_rejection)

    def _gather_and_copy(acceptance_prob, data):
        class_val = class_func(*data) if isinstance(data, tuple) else class_func(data)
        return class_val, _tf.gather(acceptance_prob, class_val), data

    current = _tf.data.Dataset.zip((acceptance_dist_ds, dataset)).map(_gather_and_copy)

    def _reject(unused_class_val, p, unused_data):
        return _tf.random.uniform([], seed=seed, dtype=p.dtype) < p

    return current.filter(_reject).map(lambda class_value, _, data: (class_value, data))


def _dataset_rejection_resample(self, class_func, target_dist, initial_dist=None, seed=None, name=None):
    # The distributions are constants even while a tf.function traces (the functions of the
    # datasets below capture them).
    with _tf.init_scope():
        target_dist_t = _tf.cast(_tf.convert_to_tensor(target_dist, name="target_dist"), _tf.float32)
        if initial_dist is not None:
            initial_dist_t = _tf.cast(_tf.convert_to_tensor(initial_dist, name="initial_dist"), _tf.float32)
            acceptance_dist, prob_of_original = _calculate_acceptance_probs_with_mixing(initial_dist_t, target_dist_t)
    if initial_dist is not None:
        initial_dist_ds = _tf.data.Dataset.from_tensors(initial_dist_t).repeat()
        acceptance_dist_ds = _tf.data.Dataset.from_tensors(acceptance_dist).repeat()
        prob_of_original_ds = _tf.data.Dataset.from_tensors(prob_of_original).repeat()
    else:
        initial_dist_ds = _estimate_initial_dist_ds(target_dist_t, self.map(class_func))
        acceptance_and_original_prob_ds = initial_dist_ds.map(
            lambda initial: _calculate_acceptance_probs_with_mixing(initial, target_dist_t))
        acceptance_dist_ds = acceptance_and_original_prob_ds.map(lambda accept_prob, _: accept_prob)
        prob_of_original_ds = acceptance_and_original_prob_ds.map(lambda _, prob_original: prob_original)
    filtered_ds = _filter_ds(self, acceptance_dist_ds, initial_dist_ds, class_func, seed).prefetch(3)

    prob_original_static = None
    if initial_dist is not None:
        init_static = _tf.get_static_value(initial_dist_t)
        target_static = _tf.get_static_value(target_dist_t)
        if init_static is not None and target_static is not None:
            prob_original_static = (target_static / init_static).min()

    def add_class_value(*x):
        if len(x) == 1:
            return class_func(*x), x[0]
        return class_func(*x), x

    if prob_original_static == 1:
        return self.map(add_class_value)
    if prob_original_static == 0:
        return filtered_ds
    return _dataset_sample_from_datasets([self.map(add_class_value), filtered_ds],
                                         weights=prob_of_original_ds.map(lambda prob: [(prob, 1.0 - prob)]),
                                         seed=seed, stop_on_empty_dataset=True)


def _experimental_rejection_resample(class_func, target_dist, initial_dist=None, seed=None):
    _deprecated("rejection_resample", "rejection_resample (from " + _OPS + "resampling)",
                "Use `tf.data.Dataset.rejection_resample(...)`.")
    return lambda dataset: _dataset_rejection_resample(dataset, class_func, target_dist, initial_dist, seed)


# ---- files, saving, snapshots, rebatching -------------------------------------------------------


def _dataset_list_files(file_pattern, shuffle=None, seed=None, name=None):
    # DatasetV2.list_files: the sorted matches of the pattern(s) (MatchingFiles), an Assert that
    # there is one, then a shuffle over all of them unless shuffle=False.
    if shuffle is None:
        shuffle = True
    # The matching runs when the dataset is made, even while a tf.function traces (TF: a
    # MatchingFiles op in the graph); the matches are then constants.
    with _tf.init_scope():
        file_pattern = _tf.convert_to_tensor(file_pattern, dtype=_tf.string, name="file_pattern")
        patterns = [p.decode() for p in _tf.reshape(file_pattern, [-1]).numpy().tolist()]
        matches = []
        for pattern in patterns:
            matches.extend(sorted(_tf.io.gfile.glob(pattern)))
        matching_files = _tf.constant(matches, dtype=_tf.string, shape=[len(matches)])
        condition = _tf.greater(_tf.shape(matching_files)[0], 0, name="match_not_empty")
        message = _tf.add("No files matched pattern: ", _tf.strings.reduce_join(file_pattern, separator=", "),
                          name="message")
        _tf.debugging.Assert(condition, [message], summarize=1, name="assert_not_empty")
        buffer_size = _tf.maximum(_tf.shape(matching_files, out_type=_tf.int64)[0], 1)
    dataset = _tf.data.Dataset.from_tensor_slices(matching_files)
    if shuffle:
        dataset = dataset.shuffle(buffer_size, seed=seed)
    return dataset


# Datasets saved in this run, by path: (element_spec, elements). The files Dataset.save leaves
# in the file system only mark the directory; the elements stay in memory.
_SAVED = {}


def _saved_key(path):
    return str(path).rstrip("/")


def _dataset_save(self, path, compression=None, shard_func=None, checkpoint_args=None):
    elements = _natives.elements(self)
    _tf.io.gfile.makedirs(path)
    with _tf.io.gfile.GFile(_saved_key(path) + "/dataset_spec.pb", "w") as f:
        f.write(repr(self.element_spec))
    with _tf.io.gfile.GFile(_saved_key(path) + "/snapshot.metadata", "w") as f:
        f.write("tfplay dataset snapshot: %d elements\n" % len(elements))
    _SAVED[_saved_key(path)] = (self.element_spec, elements)


def _dataset_load(path, element_spec=None, compression=None, reader_func=None, wait=False):
    saved = _SAVED.get(_saved_key(path))
    if saved is None:
        raise NotImplementedError("tfplay's tf.data.Dataset.load reads only datasets that Dataset.save wrote in the "
                                  "same run")
    spec, elements = saved
    return _natives.from_elements(elements, spec if element_spec is None else element_spec, "_LoadDataset")


def _dataset_snapshot(self, path, compression="AUTO", reader_func=None, shard_func=None, name=None):
    # A run starts with no snapshot on disk: the first pass computes the elements, as the
    # input does, so the snapshot passes them through.
    return _natives.relabel(self, "SnapshotDatasetV2", "_SnapshotDataset")


def _dataset_rebatch(self, batch_size, drop_remainder=False, name=None):
    if not isinstance(batch_size, int):
        raise NotImplementedError("tfplay's Dataset.rebatch takes a Python int batch_size")
    # rebatch_op._RebatchDataset: the static batch dimension (_compute_static_batch_dim, with
    # _may_form_partial_batches), then each component's spec unbatched and batched with it.
    new_batch_dim = batch_size
    if not drop_remainder:
        known = []
        for ts in _tf.nest.flatten(self.element_spec):
            shape = ts.shape
            if shape.rank is None:
                continue
            if len(shape) < 1:
                raise ValueError("Invalid `batch_sizes`. Expected dataset with "
                                 "rank of >= 1 but found a dataset with "
                                 "scalar elements. Fix the issue by adding the `batch` "
                                 "transformation to the dataset.")
            if shape[0] is not None:
                known.append(shape[0])
        if not known:
            new_batch_dim = None
        else:
            if not all(d == known[0] for d in known):
                # The dims are a NumPy int array there: str() of it is "[4 2]".
                raise ValueError(
                    f"Invalid `input_dataset.` The batch dimension of component 0 "
                    f"is {known[0]}, while the batch dimension "
                    f"of component i is [{' '.join(str(d) for d in known)}].")
            if batch_size == 0:
                raise NotImplementedError("tfplay's Dataset.rebatch does not take a batch size of 0")
            if known[0] % batch_size != 0:
                new_batch_dim = None
    for ts in _tf.nest.flatten(self.element_spec):
        if ts.shape.rank == 0:
            raise ValueError("Unbatching a tensor is only supported for rank >= 1")
    return _natives.rebatch(self, batch_size, drop_remainder, new_batch_dim)


# ---- CSV files (experimental/ops/readers.py) ------------------------------------------------


def _csv_types():
    return (_tf.float32, _tf.float64, _tf.int32, _tf.int64, _tf.string)


def _record_defaults(record_defaults):
    # A dtype stands for a required column: an empty tensor of that dtype.
    out = []
    for x in record_defaults:
        if not isinstance(x, _tf.Tensor) and isinstance(x, _tf.DType) and x in _csv_types():
            x = _tf.constant([], dtype=x)
        out.append(_tf.convert_to_tensor(x, name="record_defaults"))
    return out


class CsvDataset:
    """A Dataset comprising lines from one or more CSV files (CsvDatasetV2)."""

    def __new__(cls, filenames, record_defaults, compression_type=None, buffer_size=None, header=False,
                field_delim=",", use_quote_delim=True, na_value="", select_cols=None, exclude_cols=None):
        if compression_type not in (None, ""):
            raise NotImplementedError("tfplay's CsvDataset reads uncompressed files only")
        if exclude_cols is not None:
            raise NotImplementedError("tfplay's CsvDataset does not implement exclude_cols yet")
        return _natives.csv_dataset(filenames, _record_defaults(record_defaults), header, field_delim,
                                    use_quote_delim, na_value, select_cols)


CsvDataset.__module__ = "tensorflow.python.data.experimental.ops.readers"


def _get_file_names(file_pattern, shuffle):
    if isinstance(file_pattern, list):
        if not file_pattern:
            raise ValueError("Argument `file_pattern` should not be empty.")
        file_names = []
        for entry in file_pattern:
            file_names.extend(_tf.io.gfile.glob(entry))
    else:
        file_names = list(_tf.io.gfile.glob(file_pattern))
    if not file_names:
        raise ValueError(f"No files match `file_pattern` {file_pattern}.")
    if not shuffle:
        file_names = sorted(file_names)
    return file_names


def _csv_rows(filename, field_delim, use_quote_delim):
    import csv
    with _tf.io.gfile.GFile(filename, "r") as f:
        text = f.read()
    quoting = csv.QUOTE_MINIMAL if use_quote_delim else csv.QUOTE_NONE
    return list(csv.reader(text.splitlines(), delimiter=field_delim, quoting=quoting))


def _infer_column_names(filenames, field_delim, use_quote_delim):
    column_names = None
    for filename in filenames:
        rows = _csv_rows(filename, field_delim, use_quote_delim)
        header = rows[0] if rows else []
        if column_names is None:
            column_names = header
        elif column_names != header:
            raise ValueError("Files have different column names in the header row.")
    return column_names


def _is_valid_int(str_val, lo, hi):
    try:
        value = int(str_val)
    except ValueError:
        return False
    return lo <= value <= hi


def _is_valid_float(str_val, largest):
    try:
        return abs(float(str_val)) <= largest
    except ValueError:
        return False


def _infer_type(str_val, na_value, prev_type):
    # The least permissive of int32, int64, float32, float64 and string that the value and the
    # column's earlier values fit.
    if str_val in ("", na_value):
        return prev_type
    type_list = [_tf.int32, _tf.int64, _tf.float32, _tf.float64, _tf.string]
    type_functions = [lambda v: _is_valid_int(v, -2**31, 2**31 - 1), lambda v: _is_valid_int(v, -2**63, 2**63 - 1),
                      lambda v: _is_valid_float(v, 3.4028234663852886e+38),
                      lambda v: _is_valid_float(v, 1.7976931348623157e+308), lambda v: True]
    for i in range(len(type_list)):
        if type_functions[i](str_val) and (prev_type is None or prev_type in type_list[:i + 1]):
            return type_list[i]


def _infer_column_defaults(filenames, num_cols, field_delim, use_quote_delim, na_value, header,
                           num_rows_for_inference, select_columns):
    if select_columns is None:
        select_columns = range(num_cols)
    inferred_types = [None] * len(select_columns)
    for filename in filenames:
        rows = _csv_rows(filename, field_delim, use_quote_delim)
        if header:
            rows = rows[1:]
        for i, line in enumerate(rows):
            if num_rows_for_inference is not None and i >= num_rows_for_inference:
                break
            for j, col_index in enumerate(select_columns):
                inferred_types[j] = _infer_type(line[col_index], na_value, inferred_types[j])
    inferred_types = [t or _tf.string for t in inferred_types]
    return [_tf.constant([0 if t is not _tf.string else ""], dtype=t) for t in inferred_types]


def _get_sorted_col_indices(select_columns, column_names):
    names_to_indices = {n: i for i, n in enumerate(column_names)}
    num_cols = len(column_names)
    results = []
    for v in select_columns:
        if isinstance(v, int):
            if v < 0 or v >= num_cols:
                raise ValueError(f"Column index {v} specified in `select_columns` should be > 0  and <= {num_cols}, "
                                 "which is the number of columns.")
            results.append(v)
        elif v not in names_to_indices:
            raise ValueError(f"Column {v} specified in `select_columns` must be of one of the columns: "
                             f"{names_to_indices.keys()}.")
        else:
            results.append(names_to_indices[v])
    results = sorted(set(results))
    if len(results) != len(select_columns):
        sorted_names = sorted(results)
        duplicate_columns = set([a for a, b in zip(sorted_names[:-1], sorted_names[1:]) if a == b])
        raise ValueError(f"The `select_columns` argument contains duplicate columns: {duplicate_columns}.")
    return results


def _experimental_make_csv_dataset(file_pattern, batch_size, column_names=None, column_defaults=None, label_name=None,
                                   select_columns=None, field_delim=",", use_quote_delim=True, na_value="",
                                   header=True, num_epochs=None, shuffle=True, shuffle_buffer_size=10000,
                                   shuffle_seed=None, prefetch_buffer_size=None, num_parallel_reads=None,
                                   sloppy=False, num_rows_for_inference=100, compression_type=None,
                                   ignore_errors=False):
    # readers.py make_csv_dataset_v2: files (shuffled), each read by a CsvDataset, records
    # shuffled and repeated, batched, then mapped to (OrderedDict of features[, label]).
    import collections
    if num_parallel_reads is None:
        num_parallel_reads = 1
    if prefetch_buffer_size is None:
        prefetch_buffer_size = -1
    filenames = _get_file_names(file_pattern, False)
    dataset = _tf.data.Dataset.from_tensor_slices(filenames)
    if shuffle:
        dataset = dataset.shuffle(len(filenames), shuffle_seed)
    if column_names is None:
        if not header:
            raise ValueError("Expected `column_names` or `header` arguments. Neither is provided.")
        column_names = _infer_column_names(filenames, field_delim, use_quote_delim)
    if len(column_names) != len(set(column_names)):
        raise ValueError("Either `column_names` argument or CSV header row contains duplicate column names.")
    if select_columns is not None:
        select_columns = _get_sorted_col_indices(select_columns, column_names)
    if column_defaults is not None:
        column_defaults = _record_defaults(column_defaults)
    else:
        column_defaults = _infer_column_defaults(filenames, len(column_names), field_delim, use_quote_delim, na_value,
                                                 header, num_rows_for_inference, select_columns)
    if select_columns is not None and len(column_defaults) != len(select_columns):
        raise ValueError("If specified, `column_defaults` and `select_columns` must have the same length.")
    if select_columns is not None and len(column_names) > len(select_columns):
        column_names = [column_names[i] for i in select_columns]
    if label_name is not None and label_name not in column_names:
        raise ValueError("`label_name` provided must be one of the columns: `{}`. Received: {}.".format(
            column_names, label_name))

    def filename_to_dataset(filename):
        dataset = CsvDataset(filename, record_defaults=column_defaults, field_delim=field_delim,
                             use_quote_delim=use_quote_delim, na_value=na_value, select_cols=select_columns,
                             header=header, compression_type=compression_type)
        if ignore_errors:
            dataset = dataset.ignore_errors()
        return dataset

    def map_fn(*columns):
        features = collections.OrderedDict(zip(column_names, columns))
        if label_name is not None:
            label = features.pop(label_name)
            return features, label
        return features

    # Files are read one after the other (num_parallel_reads=1), as ParallelInterleaveDataset
    # with cycle_length 1 does; tfplay reads them eagerly by file name.
    if num_parallel_reads != 1:
        raise NotImplementedError("tfplay's make_csv_dataset reads files one at a time (num_parallel_reads=1)")
    datasets = [filename_to_dataset(f) for f in filenames]
    if shuffle:
        order = list(dataset.as_numpy_iterator())
        datasets = [filename_to_dataset(f.decode()) for f in order]
    dataset = datasets[0]
    for other in datasets[1:]:
        dataset = dataset.concatenate(other)
    if num_epochs != 1 and shuffle:
        dataset = dataset.shuffle(shuffle_buffer_size, shuffle_seed).repeat(num_epochs)
    elif shuffle:
        dataset = dataset.shuffle(shuffle_buffer_size, shuffle_seed)
    elif num_epochs != 1:
        dataset = dataset.repeat(num_epochs)
    dataset = dataset.batch(batch_size=batch_size, drop_remainder=num_epochs is None)
    dataset = dataset.map(map_fn)
    return dataset.prefetch(prefetch_buffer_size)


# ---- tf.data.experimental ----------------------------------------------------------------------


# Datasets whose kernels give random access (random_access.at's docstring), as tfplay names
# their classes. A shuffle's random access follows global shuffling, which tfplay does not
# model; an in-memory cache gives random access over any input.
_RANDOM_ACCESS_CLASSES = frozenset([
    "_RangeDataset", "_TensorSliceDataset", "_TensorDataset", "_BatchDataset", "_ShardDataset", "_MapDataset",
    "_ParallelMapDataset", "_ZipDataset", "_SkipDataset", "_RepeatDataset", "_ConcatenateDataset",
    "_PrefetchDataset", "_TakeDataset"])


def _supports_random_access(dataset):
    name = type(dataset).__name__
    if name == "CacheDataset" or name == "_CacheDataset":
        return True
    return name in _RANDOM_ACCESS_CLASSES and all(_supports_random_access(d) for d in _natives.inputs(dataset))


def _experimental_at(dataset, index):
    # random_access.at: the GetElementAtIndex kernel. tfplay reads the element by iterating;
    # the kernel's errors (UnimplementedError for other datasets, FailedPreconditionError for
    # an infinite one, OutOfRangeError for an index outside the dataset) are not reproduced.
    if not _supports_random_access(dataset):
        raise NotImplementedError("tfplay implements tf.data.experimental.at for pipelines of from_tensor_slices, "
                                  "from_tensors, range, map, batch, shard, zip, skip, take, repeat, concatenate, "
                                  "enumerate, prefetch and cache only (not " + type(dataset).__name__ + ")")
    n = int(dataset.cardinality())
    if n < 0:
        raise NotImplementedError("tfplay does not reproduce the error of tf.data.experimental.at for a dataset of "
                                  "infinite or unknown cardinality")
    i = int(index)
    if not 0 <= i < n:
        raise NotImplementedError("tfplay does not reproduce the OutOfRangeError of tf.data.experimental.at for an "
                                  "index outside the dataset")
    return dataset.skip(i).take(1).get_single_element()


def _experimental_from_list(elements, name=None):
    # from_list.py _ListDataset: each element normalized on its own (as from_tensors does), all
    # of one structure; the spec's components are the elements' most specific common supertypes.
    if not elements:
        raise ValueError("Invalid `elements`. `elements` should not be empty.")
    if not isinstance(elements, list):
        raise ValueError("Invalid `elements`. `elements` must be a list.")
    datasets = [_tf.data.Dataset.from_tensors(element) for element in elements]
    specs = [d.element_spec for d in datasets]
    for spec in specs[1:]:
        _tf.nest.assert_same_structure(specs[0], spec)
    flat_specs = [_tf.nest.flatten(spec) for spec in specs]
    merged = []
    for i in range(len(flat_specs[0])):
        spec = flat_specs[0][i]
        for other in flat_specs[1:]:
            spec = spec.most_specific_common_supertype([other[i]])
            if spec is None:
                raise NotImplementedError("tfplay's tf.data.experimental.from_list needs the elements' components to "
                                          "have one dtype each")
        merged.append(spec)
    structure = _tf.nest.pack_sequence_as(specs[0], merged)
    values = [_natives.elements(d)[0] for d in datasets]
    return _natives.from_elements(values, structure, "_ListDataset")


def _experimental_Counter(start=0, step=1, dtype=None):
    _deprecated("Counter", "CounterV2 (from " + _OPS + "counter)", "Use `tf.data.Dataset.counter(...)` instead.")
    return _tf.data.Dataset.counter(start, step, _tf.int64 if dtype is None else dtype)


class RandomDataset:
    """A `Dataset` of pseudorandom values (tf.data.Dataset.random)."""

    def __new__(cls, seed=None, rerandomize_each_iteration=None, name=None):
        # The class is deprecated; its __init__ is random_op._RandomDataset's, which the notice names.
        _deprecated("RandomDataset", "_RandomDataset.__init__ (from tensorflow.python.data.ops.random_op)",
                    "Use `tf.data.Dataset.random(...)`.")
        return _dataset_random(seed, rerandomize_each_iteration, name)


class Reducer:
    """A reducer is used for reducing a set of elements."""

    def __init__(self, init_func, reduce_func, finalize_func):
        self._init_func = init_func
        self._reduce_func = reduce_func
        self._finalize_func = finalize_func

    @property
    def init_func(self):
        return self._init_func

    @property
    def reduce_func(self):
        return self._reduce_func

    @property
    def finalize_func(self):
        return self._finalize_func


RandomDataset.__module__ = "tensorflow.python.data.experimental.ops.random_ops"
Reducer.__module__ = "tensorflow.python.data.experimental.ops.grouping"

_OPS = "tensorflow.python.data.experimental.ops."


def _experimental_group_by_reducer(key_func, reducer):
    # grouping.py _GroupByReducerDataset: the key as int64; init_func's state as tensors.
    def key_func_wrapper(*args):
        return _tf.convert_to_tensor(key_func(*args), dtype=_tf.int64)

    def init_func_wrapper(key):
        return _tf.nest.map_structure(_tf.convert_to_tensor, reducer.init_func(key))

    def _apply_fn(dataset):
        return _natives.group_by_reducer(dataset, key_func_wrapper, init_func_wrapper, reducer.reduce_func,
                                         reducer.finalize_func)
    return _apply_fn


def _experimental_assert_cardinality(expected_cardinality):
    def _apply_fn(dataset):
        return _natives.assert_cardinality(dataset, expected_cardinality)
    return _apply_fn


def _experimental_get_structure(dataset_or_iterator):
    try:
        return dataset_or_iterator.element_spec
    except AttributeError:
        raise TypeError(f"Invalid `dataset_or_iterator`. `dataset_or_iterator` must be a `tf.data.Dataset` or "
                        f"tf.data.Iterator object, but got {type(dataset_or_iterator)}.")


def _experimental_get_single_element(dataset):
    _deprecated("get_single_element", "get_single_element (from " + _OPS + "get_single_element)",
                "Use `tf.data.Dataset.get_single_element()`.")
    if not isinstance(dataset, _tf.data.Dataset):
        raise TypeError(f"Invalid `dataset`. Expected a `tf.data.Dataset` object but got {type(dataset)}.")
    return dataset.get_single_element()


def _experimental_scan(initial_state, scan_func):
    _deprecated("scan", "scan (from " + _OPS + "scan_ops)", "Use `tf.data.Dataset.scan(...) instead")
    return lambda dataset: dataset.scan(initial_state=initial_state, scan_func=scan_func)


def _experimental_take_while(predicate):
    _deprecated("take_while", "take_while (from " + _OPS + "take_while_ops)", "Use `tf.data.Dataset.take_while(...)")
    return lambda dataset: dataset.take_while(predicate=predicate)


def _experimental_unique():
    _deprecated("unique", "unique (from " + _OPS + "unique)", "Use `tf.data.Dataset.unique(...)")
    return lambda dataset: dataset.unique()


def _experimental_dense_to_ragged_batch(batch_size, drop_remainder=False, row_splits_dtype=None):
    # batching.py: deprecated in favour of Dataset.ragged_batch, which it applies.
    _deprecated("dense_to_ragged_batch", "dense_to_ragged_batch (from " + _OPS + "batching)",
                "Use `tf.data.Dataset.ragged_batch` instead.")
    if row_splits_dtype is None:
        row_splits_dtype = _tf.int64
    return lambda dataset: dataset.ragged_batch(batch_size, drop_remainder, row_splits_dtype)


def _experimental_unbatch():
    _deprecated("unbatch", "unbatch (from " + _OPS + "batching)", "Use `tf.data.Dataset.unbatch()`.")
    return lambda dataset: dataset.unbatch()


def _experimental_ignore_errors(log_warning=False):
    return lambda dataset: dataset.ignore_errors(log_warning)


def _experimental_enumerate_dataset(start=0):
    _deprecated("enumerate_dataset", "enumerate_dataset (from " + _OPS + "enumerate_ops)",
                "Use `tf.data.Dataset.enumerate()`.")
    return lambda dataset: dataset.enumerate(start)


def _experimental_shuffle_and_repeat(buffer_size, count=None, seed=None):
    _deprecated("shuffle_and_repeat", "shuffle_and_repeat (from " + _OPS + "shuffle_ops)",
                "Use `tf.data.Dataset.shuffle(buffer_size, seed)` followed by `tf.data.Dataset.repeat(count)`. Static "
                "tf.data optimizations will take care of using the fused implementation.")
    return lambda dataset: dataset.shuffle(buffer_size, seed).repeat(count)


def _experimental_map_and_batch(map_func, batch_size, num_parallel_batches=None, drop_remainder=False,
                                num_parallel_calls=None):
    _deprecated("map_and_batch", "map_and_batch (from " + _OPS + "batching)",
                "Use `tf.data.Dataset.map(map_func, num_parallel_calls)` followed by `tf.data.Dataset.batch(batch_size, "
                "drop_remainder)`. Static tf.data optimizations will take care of using the fused implementation.")
    if num_parallel_batches is not None and num_parallel_calls is not None:
        raise ValueError("`map_and_batch` allows only one of `num_parallel_batches` and `num_parallel_calls` to be set, "
                         f"but `num_parallel_batches` was set to {num_parallel_batches} and `num_parallel_calls` as "
                         f"set to {num_parallel_calls}.")

    def _apply_fn(dataset):
        batched = dataset.map(map_func).batch(batch_size, drop_remainder=drop_remainder)
        return _natives.relabel(batched, "MapAndBatchDataset", "_MapAndBatchDataset")
    return _apply_fn


def _experimental_parallel_interleave(map_func, cycle_length, block_length=1, sloppy=False,
                                      buffer_output_elements=None, prefetch_input_elements=None):
    _deprecated("parallel_interleave", "parallel_interleave (from " + _OPS + "interleave_ops)",
                "Use `tf.data.Dataset.interleave(map_func, cycle_length, block_length, "
                "num_parallel_calls=tf.data.AUTOTUNE)` instead. If sloppy execution is desired, use "
                "`tf.data.Options.deterministic`.")

    def _apply_fn(dataset):
        interleaved = dataset.interleave(map_func, cycle_length, block_length)
        return _natives.relabel(interleaved, "ParallelInterleaveDataset", "ParallelInterleaveDataset")
    return _apply_fn


def _experimental_sample_from_datasets(datasets, weights=None, seed=None, stop_on_empty_dataset=False):
    _deprecated("sample_from_datasets", "sample_from_datasets_v2 (from " + _OPS + "interleave_ops)",
                "Use `tf.data.Dataset.sample_from_datasets(...)`.")
    return _dataset_sample_from_datasets(datasets, weights, seed, stop_on_empty_dataset)


def _experimental_choose_from_datasets(datasets, choice_dataset, stop_on_empty_dataset=False):
    _deprecated("choose_from_datasets", "choose_from_datasets_v2 (from " + _OPS + "interleave_ops)",
                "Use `tf.data.Dataset.choose_from_datasets(...)` instead. Note that, unlike the experimental endpoint, "
                "the non-experimental endpoint sets `stop_on_empty_dataset=True` by default. You should set this "
                "argument explicitly in case you would like to match the behavior of the experimental endpoint.")
    return _dataset_choose_from_datasets(datasets, choice_dataset, stop_on_empty_dataset)


def _experimental_group_by_window(key_func, reduce_func, window_size=None, window_size_func=None):
    _deprecated("group_by_window", "group_by_window (from " + _OPS + "grouping)",
                "Use `tf.data.Dataset.group_by_window(...)`.")
    return lambda dataset: _dataset_group_by_window(dataset, key_func, reduce_func, window_size, window_size_func)


def _experimental_bucket_by_sequence_length(element_length_func, bucket_boundaries, bucket_batch_sizes,
                                            padded_shapes=None, padding_values=None, pad_to_bucket_boundary=False,
                                            no_padding=False, drop_remainder=False):
    _deprecated("bucket_by_sequence_length", "bucket_by_sequence_length (from " + _OPS + "grouping)",
                "Use `tf.data.Dataset.bucket_by_sequence_length(...)`.")
    return lambda dataset: _dataset_bucket_by_sequence_length(
        dataset, element_length_func, bucket_boundaries, bucket_batch_sizes, padded_shapes, padding_values,
        pad_to_bucket_boundary, no_padding, drop_remainder)


def _experimental_save(dataset, path, compression=None, shard_func=None, checkpoint_args=None):
    _deprecated("save", "save (from " + _OPS + "io)", "Use `tf.data.Dataset.save(...)` instead.")
    return _dataset_save(dataset, path, compression, shard_func, checkpoint_args)


def _experimental_load(path, element_spec=None, compression=None, reader_func=None):
    _deprecated("load", "load (from " + _OPS + "io)", "Use `tf.data.Dataset.load(...)` instead.")
    return _dataset_load(path, element_spec, compression, reader_func)


def _experimental_snapshot(path, compression="AUTO", reader_func=None, shard_func=None):
    _deprecated("snapshot", "snapshot (from " + _OPS + "snapshot)", "Use `tf.data.Dataset.snapshot(...)`.")
    return lambda dataset: _dataset_snapshot(dataset, path, compression, reader_func, shard_func)
