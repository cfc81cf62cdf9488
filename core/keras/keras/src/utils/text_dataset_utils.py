"""keras.utils.text_dataset_from_directory (keras/src/utils/text_dataset_utils.py): a
tf.data.Dataset of the .txt files under a directory (read with tf.io.read_file from the run's
file system), labelled by their class subfolder, with Keras 3.11.3's arguments, messages and
errors."""
import numpy as np
import tensorflow as tf

from keras.src.utils import dataset_utils


def text_dataset_from_directory(directory, labels="inferred", label_mode="int", class_names=None, batch_size=32,
                                max_length=None, shuffle=True, seed=None, validation_split=None, subset=None,
                                follow_links=False, verbose=True):
    """Batches of (text, label) (or text alone with labels=None); `subset="both"` gives
    [training, validation]. Each dataset has `class_names`. Raises ValueError for bad arguments
    or when no .txt file is found."""
    if labels not in ("inferred", None):
        if not isinstance(labels, (list, tuple)):
            raise ValueError(
                "`labels` argument should be a list/tuple of integer labels, "
                "of the same size as the number of text files in the target "
                "directory. If you wish to infer the labels from the "
                "subdirectory names in the target directory, "
                'pass `labels="inferred"`. '
                "If you wish to get a dataset that only contains text samples "
                f"(no labels), pass `labels=None`. Received: labels={labels}"
            )
        if class_names:
            raise ValueError(
                "You can only pass `class_names` if "
                f'`labels="inferred"`. Received: labels={labels}, and '
                f"class_names={class_names}"
            )
    if label_mode not in {"int", "categorical", "binary", None}:
        raise ValueError(
            '`label_mode` argument must be one of "int", '
            '"categorical", "binary", '
            f"or None. Received: label_mode={label_mode}"
        )
    if labels is None or label_mode is None:
        labels = None
        label_mode = None
    dataset_utils.check_validation_split_arg(validation_split, subset, shuffle, seed)

    if seed is None:
        seed = np.random.randint(1e6)
    file_paths, labels, class_names = dataset_utils.index_directory(
        directory, labels, formats=(".txt",), class_names=class_names, shuffle=shuffle, seed=seed,
        follow_links=follow_links, verbose=verbose)

    if label_mode == "binary" and len(class_names) != 2:
        raise ValueError(
            'When passing `label_mode="binary"`, there must be exactly 2 '
            f"class_names. Received: class_names={class_names}"
        )
    shuffle_buffer_size = batch_size * 8 if batch_size is not None else 1024
    num_classes = len(class_names) if class_names else 0

    if subset == "both":
        file_paths_train, labels_train = dataset_utils.get_training_or_validation_split(
            file_paths, labels, validation_split, "training")
        file_paths_val, labels_val = dataset_utils.get_training_or_validation_split(
            file_paths, labels, validation_split, "validation")
        if not file_paths_train:
            raise ValueError(f"No training text files found in directory {directory}. Allowed format: .txt")
        if not file_paths_val:
            raise ValueError(f"No validation text files found in directory {directory}. Allowed format: .txt")
        train_dataset = paths_and_labels_to_dataset(file_paths_train, labels_train, label_mode, num_classes,
                                                    max_length, shuffle=shuffle,
                                                    shuffle_buffer_size=shuffle_buffer_size, seed=seed)
        val_dataset = paths_and_labels_to_dataset(file_paths_val, labels_val, label_mode, num_classes, max_length,
                                                  shuffle=False)
        if batch_size is not None:
            train_dataset = train_dataset.batch(batch_size)
            val_dataset = val_dataset.batch(batch_size)
        train_dataset = train_dataset.prefetch(tf.data.AUTOTUNE)
        val_dataset = val_dataset.prefetch(tf.data.AUTOTUNE)
        train_dataset.class_names = class_names
        val_dataset.class_names = class_names
        return [train_dataset, val_dataset]

    file_paths, labels = dataset_utils.get_training_or_validation_split(file_paths, labels, validation_split, subset)
    if not file_paths:
        raise ValueError(f"No text files found in directory {directory}. Allowed format: .txt")
    dataset = paths_and_labels_to_dataset(file_paths, labels, label_mode, num_classes, max_length, shuffle=shuffle,
                                          shuffle_buffer_size=shuffle_buffer_size, seed=seed)
    if batch_size is not None:
        dataset = dataset.batch(batch_size)
    dataset = dataset.prefetch(tf.data.AUTOTUNE)
    dataset.class_names = class_names
    return dataset


def paths_and_labels_to_dataset(file_paths, labels, label_mode, num_classes, max_length, shuffle=False,
                                shuffle_buffer_size=None, seed=None):
    """A dataset of the files' contents (and labels), shuffled with `seed` when asked."""
    path_ds = tf.data.Dataset.from_tensor_slices(file_paths)
    if label_mode:
        label_ds = dataset_utils.labels_to_dataset(labels, label_mode, num_classes)
        ds = tf.data.Dataset.zip((path_ds, label_ds))
    else:
        ds = path_ds
    if shuffle:
        ds = ds.shuffle(buffer_size=shuffle_buffer_size or 1024, seed=seed)
    if label_mode:
        ds = ds.map(lambda x, y: (path_to_string_content(x, max_length), y), num_parallel_calls=tf.data.AUTOTUNE)
    else:
        ds = ds.map(lambda x: path_to_string_content(x, max_length), num_parallel_calls=tf.data.AUTOTUNE)
    return ds


def path_to_string_content(path, max_length):
    txt = tf.io.read_file(path)
    if max_length is not None:
        txt = tf.strings.substr(txt, 0, max_length)
    return txt
