"""CSVLogger (keras/src/callbacks/csv_logger.py): writes one CSV row per epoch (the epoch and
the sorted log keys, with `val_` columns added when validation has not run yet) to a file in
the run's file system."""
import collections
import csv
import os

import numpy as np

from keras.src.callbacks.callback import Callback
from keras.src.utils import file_utils


class CSVLogger(Callback):
    def __init__(self, filename, separator=",", append=False):
        super().__init__()
        self.sep = separator
        self.filename = file_utils.path_to_string(filename)
        self.append = append
        self.writer = None
        self.keys = None
        self.append_header = True
        self.csv_file = None

    def on_train_begin(self, logs=None):
        if self.append:
            if os.path.exists(self.filename):
                with open(self.filename, "r") as f:
                    self.append_header = not bool(len(f.readline()))
            mode = "a"
        else:
            mode = "w"
        if self.csv_file and not self.csv_file.closed:
            self.csv_file.close()
        self.csv_file = open(self.filename, mode)
        self.writer = None
        self.keys = None

    def on_epoch_end(self, epoch, logs=None):
        logs = logs or {}

        def handle_value(k):
            is_zero_dim_ndarray = isinstance(k, np.ndarray) and k.ndim == 0
            if isinstance(k, str):
                return k
            elif isinstance(k, collections.abc.Iterable) and not is_zero_dim_ndarray:
                return f'"[{", ".join(map(str, k))}]"'
            return k

        if self.keys is None:
            self.keys = sorted(logs.keys())
            # Validation logs appear from the first epoch on when validation runs at all.
            if not any(key.startswith("val_") for key in self.keys) and self.keys:
                self.keys.extend(["val_" + k for k in self.keys])

        if not self.writer:
            sep = self.sep

            class CustomDialect(csv.excel):
                delimiter = sep

            fieldnames = ["epoch"] + (self.keys or [])
            self.writer = csv.DictWriter(self.csv_file, fieldnames=fieldnames, dialect=CustomDialect)
            if self.append_header:
                self.writer.writeheader()

        row_dict = collections.OrderedDict({"epoch": epoch})
        row_dict.update((key, handle_value(logs.get(key, "NA"))) for key in self.keys)
        self.writer.writerow(row_dict)
        self.csv_file.flush()

    def on_train_end(self, logs=None):
        if self.csv_file and not self.csv_file.closed:
            self.csv_file.close()
        self.writer = None
