# With interactive logging disabled, Keras 3.11.3's io_utils.print_msg sends its message to
# absl.logging.info (keras/src/utils/io_utils.py), which logs to the standard "absl" logger,
# calling logging.basicConfig() first when the root logger has no handler (absl-py
# absl/logging/__init__.py `log`). At absl's default verbosity the "absl" logger is NOTSET, so
# the root's WARNING level drops INFO records; io_utils.set_logging_verbosity("INFO") is
# absl.logging.set_verbosity(absl.logging.INFO), which sets the "absl" logger to INFO, and the
# records reach basicConfig's handler ("INFO:absl:<message>" on stderr). Tests:
# keras/src/utils/io_utils_test.py::test_print_msg_non_interactive (absl.logging.info called
# with "Hello") and keras/src/callbacks/learning_rate_scheduler_test.py::test_verbose_logging
# (the "LearningRateScheduler setting learning rate" record, through assertLogs).
import logging
import unittest

import numpy as np
from absl import logging as absl_logging

import keras
from keras.src.utils import io_utils

keras.config.disable_interactive_logging()
print(absl_logging.get_verbosity(), logging.getLogger("absl").level, logging.root.handlers)
io_utils.print_msg("dropped: absl's default verbosity")
print(logging.root.handlers)
io_utils.set_logging_verbosity("INFO")
print(absl_logging.get_verbosity(), logging.getLogger("absl").level)
io_utils.print_msg("Hello")

model = keras.Sequential([keras.Input((2,)), keras.layers.Dense(1)])
model.compile("sgd", "mse")
model.fit(np.ones((4, 2)), np.ones((4, 1)), epochs=1, verbose=0,
          callbacks=[keras.callbacks.LearningRateScheduler(lambda e: 0.5, verbose=1)])


class T(unittest.TestCase):
    def runTest(self):
        with self.assertLogs() as logs:
            io_utils.print_msg("captured")
        print(logs.output)


T().runTest()
try:
    io_utils.set_logging_verbosity("LOUD")
except ValueError as e:
    print("ValueError:", str(e).startswith("Please pass a valid level for logging verbosity."))
keras.config.enable_interactive_logging()
io_utils.print_msg("back on stdout")
