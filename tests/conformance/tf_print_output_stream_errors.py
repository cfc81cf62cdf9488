# tf.print's output_stream (tensorflow/python/ops/logging_ops.py print_v2): sys.stdout and
# sys.stderr; a logging level or function (logging.INFO, logging.warning ...) or a
# "file://<path>" string, which tfplay does not emulate (NotImplementedError, tfplay's
# wording); anything else raises print_v2's ValueError, built as "Unsupported output stream,
# logging level, or file." + str(output_stream) + ". Supported streams are ..." (no space after
# "file.", as TF writes it).
import logging
import sys

import tensorflow as tf

for stream in ("stdout", 5, "file:///tmp/out.txt", logging.INFO, logging.warning):
    try:
        tf.print("hi", output_stream=stream)
    except (ValueError, NotImplementedError) as e:
        print(type(e).__name__ + ":", e)
tf.print("to stdout", output_stream=sys.stdout)
