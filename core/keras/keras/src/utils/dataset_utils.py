"""split_dataset (keras/src/utils/dataset_utils.py): a small in-memory dataset (a NumPy array, a
list or tuple of arrays, or a tf.data.Dataset) split into two tf.data.Datasets of samples,
optionally shuffled with Python's `random` first; a batched dataset's splits are batched alike.
And the directory indexing the *_dataset_from_directory functions share."""
import random
import time
import warnings

import numpy as np
import tensorflow as tf

from keras.src import tree


def split_dataset(dataset, left_size=None, right_size=None, shuffle=False, seed=None):
    """`left_size`/`right_size` are sample counts (int) or fractions (float); the missing one is
    the rest. Raises TypeError for an unsupported dataset or size type, ValueError for sizes out
    of range or an empty split (Keras's messages)."""
    dataset_type_spec = _get_type_spec(dataset)
    if dataset_type_spec is None:
        raise TypeError("The `dataset` argument must be eithera `tf.data.Dataset`, a `torch.utils.data.Dataset`"
                        f"object, or a list/tuple of arrays. Received: dataset={dataset} of type {type(dataset)}")
    if right_size is None and left_size is None:
        raise ValueError("At least one of the `left_size` or `right_size` must be specified. "
                         "Received: left_size=None and right_size=None")
    dataset_as_list = _convert_dataset_to_list(dataset, dataset_type_spec)
    if shuffle:
        if seed is None:
            seed = random.randint(0, int(1e6))
        random.seed(seed)
        random.shuffle(dataset_as_list)
    total_length = len(dataset_as_list)
    left_size, right_size = _rescale_dataset_split_sizes(left_size, right_size, total_length)
    left_split = list(dataset_as_list[:left_size])
    right_split = list(dataset_as_list[-right_size:])
    left_split = _restore_dataset_from_list(left_split, dataset_type_spec, dataset)
    right_split = _restore_dataset_from_list(right_split, dataset_type_spec, dataset)
    left_split = tf.data.Dataset.from_tensor_slices(left_split)
    right_split = tf.data.Dataset.from_tensor_slices(right_split)
    # apply batching to the splits if the dataset is batched
    if dataset_type_spec is tf.data.Dataset and is_batched(dataset):
        batch_size = get_batch_size(dataset)
        if batch_size is not None:
            left_split = left_split.batch(batch_size)
            right_split = right_split.batch(batch_size)
    left_split = left_split.prefetch(tf.data.AUTOTUNE)
    right_split = right_split.prefetch(tf.data.AUTOTUNE)
    return left_split, right_split


def _convert_dataset_to_list(dataset, dataset_type_spec, data_size_warning_flag=True,
                             ensure_shape_similarity=True):
    dataset_iterator = _get_data_iterator_from_dataset(dataset, dataset_type_spec)
    start_time = time.time()
    return list(_get_next_sample(dataset_iterator, ensure_shape_similarity, data_size_warning_flag, start_time))


def _check_same_lengths(dataset, kind):
    """Every element a NumPy array with the first one's length (list and tuple datasets)."""
    if len(dataset) == 0:
        sep = " " if kind == "list" else ""
        raise ValueError(f"Received an empty list dataset.{sep}Please provide a non-empty {kind} of arrays.")
    expected_shape = None
    for i, element in enumerate(dataset):
        if not isinstance(element, np.ndarray):
            raise ValueError(f"Expected a {kind} of `numpy.ndarray` objects,Received: {type(element)} at index {i}.")
        if expected_shape is None:
            expected_shape = element.shape
        elif element.shape[0] != expected_shape[0]:
            raise ValueError(f"Received a {kind} of NumPy arrays with different lengths.Mismatch found at index {i}, "
                             f"Expected shape={expected_shape} Received shape={np.array(element).shape}.Please "
                             f"provide a {kind} of NumPy arrays of the same length.")


def _get_data_iterator_from_dataset(dataset, dataset_type_spec):
    if dataset_type_spec in (list, tuple):
        _check_same_lengths(dataset, dataset_type_spec.__name__)
        return iter(zip(*dataset))
    elif dataset_type_spec is tf.data.Dataset:
        if is_batched(dataset):
            dataset = dataset.unbatch()
        return iter(dataset)
    elif dataset_type_spec is np.ndarray:
        return iter(dataset)
    raise ValueError(f"Invalid dataset_type_spec: {dataset_type_spec}")


def _get_next_sample(dataset_iterator, ensure_shape_similarity, data_size_warning_flag, start_time):
    try:
        dataset_iterator = iter(dataset_iterator)
        first_sample = next(dataset_iterator)
        if isinstance(first_sample, (tf.Tensor, np.ndarray)):
            first_sample_shape = np.array(first_sample).shape
        else:
            first_sample_shape = None
            ensure_shape_similarity = False
        yield first_sample
    except StopIteration:
        raise ValueError("Received an empty dataset. Argument `dataset` must be a non-empty list/tuple of "
                         "`numpy.ndarray` objects or `tf.data.Dataset` objects.")
    for i, sample in enumerate(dataset_iterator):
        if ensure_shape_similarity:
            if first_sample_shape != np.array(sample).shape:
                raise ValueError("All `dataset` samples must have same shape, Expected shape: "
                                 f"{np.array(first_sample).shape} Received shape: {np.array(sample).shape} at "
                                 f"index {i}.")
        if data_size_warning_flag:
            if i % 10 == 0:
                cur_time = time.time()
                # warns user if the dataset is too large to iterate within 10s
                if int(cur_time - start_time) > 10 and data_size_warning_flag:
                    warnings.warn("The dataset is taking longer than 10 seconds to iterate over. This may be due to "
                                  "the size of the dataset. Keep in mind that the `split_dataset` utility is only "
                                  "for small in-memory dataset (e.g. < 10,000 samples).", category=ResourceWarning,
                                  source="split_dataset")
                    data_size_warning_flag = False
        yield sample


def _rescale_dataset_split_sizes(left_size, right_size, total_length):
    left_size_type = type(left_size)
    right_size_type = type(right_size)
    # check both left_size and right_size are integers or floats
    if (left_size is not None and left_size_type not in [int, float]) and (
            right_size is not None and right_size_type not in [int, float]):
        raise TypeError("Invalid `left_size` and `right_size` Types. Expected: integer or float or None, Received: "
                        f"type(left_size)={left_size_type} and type(right_size)={right_size_type}")
    if left_size is not None and left_size_type not in [int, float]:
        raise TypeError("Invalid `left_size` Type. Expected: int or float or None, Received: "
                        f"type(left_size)={left_size_type}.  ")
    if right_size is not None and right_size_type not in [int, float]:
        raise TypeError("Invalid `right_size` Type. Expected: int or float or None,Received: "
                        f"type(right_size)={right_size_type}.")
    if left_size == 0 and right_size == 0:
        raise ValueError("Both `left_size` and `right_size` are zero. At least one of the split sizes must be "
                         "non-zero.")
    if (left_size_type is int and (left_size <= 0 or left_size >= total_length)
            or (left_size_type is float and (left_size <= 0 or left_size >= 1))):
        raise ValueError(f"`left_size` should be either a positive integer smaller than {total_length}, or a float "
                         f"within the range `[0, 1]`. Received: left_size={left_size}")
    if (right_size_type is int and (right_size <= 0 or right_size >= total_length)
            or (right_size_type is float and (right_size <= 0 or right_size >= 1))):
        raise ValueError(f"`right_size` should be either a positive integer and smaller than {total_length} or a "
                         f"float within the range `[0, 1]`. Received: right_size={right_size}")
    if right_size_type is left_size_type is float and right_size + left_size > 1:
        raise ValueError("The sum of `left_size` and `right_size` is greater than 1. It must be less than or "
                         "equal to 1.")
    if left_size_type is float:
        left_size = round(left_size * total_length)
    elif left_size_type is int:
        left_size = float(left_size)
    if right_size_type is float:
        right_size = round(right_size * total_length)
    elif right_size_type is int:
        right_size = float(right_size)
    if left_size is None:
        left_size = total_length - right_size
    elif right_size is None:
        right_size = total_length - left_size
    if left_size + right_size > total_length:
        raise ValueError(f"The sum of `left_size` and `right_size` should be smaller than the {total_length}. "
                         f"Received: left_size + right_size = {left_size + right_size}and total_length = "
                         f"{total_length}")
    for split, side in [(left_size, "left"), (right_size, "right")]:
        if split == 0:
            raise ValueError(f"With `dataset` of length={total_length}, `left_size`={left_size} and "
                             f"`right_size`={right_size}.Resulting {side} side dataset split will be empty. Adjust "
                             "any of the aforementioned parameters")
    return int(left_size), int(right_size)


def _restore_dataset_from_list(dataset_as_list, dataset_type_spec, original_dataset):
    """Restore the dataset from the list of arrays."""
    if dataset_type_spec in [tuple, list, tf.data.Dataset]:
        # Save structure by taking the first element.
        element_spec = dataset_as_list[0]
        # Flatten each element.
        dataset_as_list = [tree.flatten(sample) for sample in dataset_as_list]
        # Combine respective elements at all indices.
        dataset_as_list = [np.array(sample) for sample in zip(*dataset_as_list)]
        # Recreate the original structure of elements.
        dataset_as_list = tree.pack_sequence_as(element_spec, dataset_as_list)
        # Turn lists to tuples as tf.data will fail on lists.
        return tree.traverse(lambda x: tuple(x) if isinstance(x, list) else x, dataset_as_list, top_down=False)
    return dataset_as_list


def is_batched(dataset):
    """Check if the `tf.data.Dataset` is batched."""
    return hasattr(dataset, "_batch_size")


def get_batch_size(dataset):
    """Get the batch size of the dataset."""
    if is_batched(dataset):
        return dataset._batch_size
    return None


def _get_type_spec(dataset):
    """Get the type spec of the dataset."""
    if isinstance(dataset, tuple):
        return tuple
    elif isinstance(dataset, list):
        return list
    elif isinstance(dataset, np.ndarray):
        return np.ndarray
    elif isinstance(dataset, tf.data.Dataset):
        return tf.data.Dataset
    return None


# ----- indexing a directory of class folders (the *_dataset_from_directory functions) ---------
def index_directory(directory, labels, formats, class_names=None, shuffle=True, seed=None, follow_links=False,
                    verbose=True):
    """(file_paths, labels, class_names) for the files of `formats` under `directory`: with
    labels="inferred" one class per subfolder (sorted, or `class_names`' order), labels None or
    a list indexing from `directory` itself; prints Keras's "Found N files ..." when `verbose`,
    and shuffles paths and labels alike with np.random.RandomState(seed). Raises Keras's
    ValueErrors for mismatched class_names or labels."""
    import os

    from keras.src.utils import io_utils

    if labels == "inferred":
        subdirs = []
        for subdir in sorted(tf.io.gfile.listdir(directory)):
            if tf.io.gfile.isdir(tf.io.gfile.join(directory, subdir)):
                if not subdir.startswith("."):
                    if subdir.endswith("/"):
                        subdir = subdir[:-1]
                    subdirs.append(subdir)
        if class_names is not None:
            if not set(class_names).issubset(set(subdirs)):
                raise ValueError(
                    "The `class_names` passed did not match the "
                    "names of the subdirectories of the target directory. "
                    f"Expected: {subdirs} (or a subset of it), "
                    f"but received: class_names={class_names}"
                )
            subdirs = class_names  # Keep provided order.
    else:
        # In the explicit/no-label cases, index from the parent directory down.
        subdirs = [""]
        if class_names is not None:
            if labels is None:
                raise ValueError("When `labels=None` (no labels), argument `class_names` cannot be specified.")
            raise ValueError(
                "When argument `labels` is specified, argument "
                "`class_names` cannot be specified (the `class_names` "
                "will be the sorted list of labels)."
            )
    class_names = subdirs
    class_indices = dict(zip(class_names, range(len(class_names))))

    # Keras indexes the class folders on a thread pool and joins the results in folder order.
    filenames = []
    labels_list = []
    for dirpath in (tf.io.gfile.join(directory, subdir) for subdir in subdirs):
        partial_filenames, partial_labels = index_subdirectory(dirpath, class_indices, follow_links, formats)
        labels_list.append(partial_labels)
        filenames += partial_filenames

    if labels == "inferred":
        i = 0
        labels = np.zeros((len(filenames),), dtype="int32")
        for partial_labels in labels_list:
            labels[i:i + len(partial_labels)] = partial_labels
            i += len(partial_labels)
    elif labels is None:
        class_names = None
    else:
        if len(labels) != len(filenames):
            raise ValueError(
                "Expected the lengths of `labels` to match the number "
                "of files in the target directory. len(labels) is "
                f"{len(labels)} while we found {len(filenames)} files "
                f"in directory {directory}."
            )
        class_names = [str(label) for label in sorted(set(labels))]
    if verbose:
        if labels is None:
            io_utils.print_msg(f"Found {len(filenames)} files.")
        else:
            io_utils.print_msg(f"Found {len(filenames)} files belonging to {len(class_names)} classes.")
    file_paths = [tf.io.gfile.join(directory, fname) for fname in filenames]

    if shuffle:
        # Shuffle globally to erase macro-structure.
        if seed is None:
            seed = np.random.randint(1e6)
        rng = np.random.RandomState(seed)
        rng.shuffle(file_paths)
        if labels is not None:
            rng = np.random.RandomState(seed)
            rng.shuffle(labels)
    return file_paths, labels, class_names


def index_subdirectory(directory, class_indices, follow_links, formats):
    """(relative file paths, labels) of the valid files under one class folder."""
    import os

    dirname = os.path.basename(directory)
    labels = []
    filenames = []
    for root, fname in iter_valid_files(directory, follow_links, formats):
        labels.append(class_indices[dirname])
        absolute_path = tf.io.gfile.join(root, fname)
        relative_path = tf.io.gfile.join(dirname, os.path.relpath(absolute_path, directory))
        filenames.append(relative_path)
    return filenames, labels


def iter_valid_files(directory, follow_links, formats):
    """(folder, file name) of the files ending in one of `formats` (any case), folders and
    files in sorted order."""
    import os

    walk = tf.io.gfile.walk(directory) if not follow_links else os.walk(directory, followlinks=follow_links)
    for root, _, files in sorted(walk, key=lambda x: x[0]):
        for fname in sorted(files):
            if fname.lower().endswith(formats):
                yield root, fname


def get_training_or_validation_split(samples, labels, validation_split, subset):
    """The training (all but the last validation_split share) or validation (that share)
    part of `samples` and `labels`, with Keras's "Using N files for ..." message."""
    from keras.src.utils import io_utils

    if not validation_split:
        return samples, labels
    num_val_samples = int(validation_split * len(samples))
    if subset == "training":
        io_utils.print_msg(f"Using {len(samples) - num_val_samples} files for training.")
        samples = samples[:-num_val_samples]
        if labels is not None:
            labels = labels[:-num_val_samples]
    elif subset == "validation":
        io_utils.print_msg(f"Using {num_val_samples} files for validation.")
        samples = samples[-num_val_samples:]
        if labels is not None:
            labels = labels[-num_val_samples:]
    else:
        raise ValueError(f'`subset` must be either "training" or "validation", received: {subset}')
    return samples, labels


def labels_to_dataset(labels, label_mode, num_classes):
    """The labels as a Dataset: ints, float32 of shape (1,) for "binary", one-hot for
    "categorical"."""
    label_ds = tf.data.Dataset.from_tensor_slices(labels)
    if label_mode == "binary":
        label_ds = label_ds.map(lambda x: tf.expand_dims(tf.cast(x, "float32"), axis=-1),
                                num_parallel_calls=tf.data.AUTOTUNE)
    elif label_mode == "categorical":
        label_ds = label_ds.map(lambda x: tf.one_hot(x, num_classes), num_parallel_calls=tf.data.AUTOTUNE)
    return label_ds


def check_validation_split_arg(validation_split, subset, shuffle, seed):
    """Keras's ValueErrors for an inconsistent validation_split / subset / seed."""
    if validation_split and not 0 < validation_split < 1:
        raise ValueError(f"`validation_split` must be between 0 and 1, received: {validation_split}")
    if (validation_split or subset) and not (validation_split and subset):
        raise ValueError("If `subset` is set, `validation_split` must be set, and inversely.")
    if subset not in ("training", "validation", "both", None):
        raise ValueError(f'`subset` must be either "training", "validation" or "both", received: {subset}')
    if validation_split and shuffle and seed is None:
        raise ValueError(
            "If using `validation_split` and shuffling the data, you must "
            "provide a `seed` argument, to make sure that there is no "
            "overlap between the training and validation subset."
        )
