"""TensorBoard (keras/src/callbacks/tensorboard.py): writes the epoch logs (and, with
`update_freq`, the batch logs), the learning rate, evaluation results, weight histograms and
the model's JSON config through `tf.summary` into `log_dir/train` and `log_dir/validation`. It
prints nothing. tfplay's summary writers make those folders in the run's file system but keep
their records in memory (no event files); the profiler (`profile_batch`) and the embedding
projector (`embeddings_freq`) raise NotImplementedError."""
import os
import sys
import time

from keras.src import ops
from keras.src.callbacks.callback import Callback
from keras.src.optimizers.optimizer import Optimizer
from keras.src.utils.warning_sites import warn_at


def _profile_batch_range(profile_batch):
    """(start, stop) from an int, a pair or a "start,stop" string, as Keras validates them."""
    message = (
        "profile_batch must be a non-negative integer or 2-tuple of positive integers. A pair of "
        f"positive integers signifies a range of batches to profile. Found: {profile_batch}"
    )
    if isinstance(profile_batch, str):
        profile_batch = [int(part) for part in profile_batch.split(",")]
    if isinstance(profile_batch, int):
        start = stop = profile_batch
    elif isinstance(profile_batch, (tuple, list)) and len(profile_batch) == 2:
        start, stop = profile_batch
    else:
        raise ValueError(message)
    if start < 0 or stop < start:
        raise ValueError(message)
    return start, stop


def _unemulated(what):
    raise NotImplementedError(f"keras.callbacks.TensorBoard's {what}, which tfplay does not emulate yet")


class TensorBoard(Callback):
    def __init__(self, log_dir="logs", histogram_freq=0, write_graph=True, write_images=False,
                 write_steps_per_second=False, update_freq="epoch", profile_batch=0, embeddings_freq=0,
                 embeddings_metadata=None):
        super().__init__()
        self.log_dir = str(log_dir)
        self.histogram_freq = histogram_freq
        self.write_graph = write_graph
        self.write_images = write_images
        self.write_steps_per_second = write_steps_per_second
        self.update_freq = 1 if update_freq == "batch" else update_freq
        self.embeddings_freq = embeddings_freq
        self.embeddings_metadata = embeddings_metadata
        self._start_batch, self._stop_batch = _profile_batch_range(profile_batch)
        if self._start_batch or self._stop_batch:
            _unemulated("profile_batch runs the TensorFlow profiler")
        self._global_train_batch = 0
        self._global_test_batch = 0
        self._previous_epoch_iterations = 0
        self._train_accumulated_time = 0
        self._batch_start_time = 0
        self._summary_module = None
        self._writers = {}  # made on first use: no folder until something is written
        self._prev_summary_state = []

    def set_model(self, model):
        self._model = model
        self._log_write_dir = self.log_dir
        self._train_dir = os.path.join(self._log_write_dir, "train")
        self._val_dir = os.path.join(self._log_write_dir, "validation")
        self._writers = {}
        self._should_write_train_graph = False
        if self.write_graph:
            self._write_keras_model_summary()
            self._should_write_train_graph = True
        if self.embeddings_freq:
            _unemulated("embeddings_freq writes a projector config for TensorBoard's embedding projector")

    @property
    def summary(self):
        if self._summary_module is None:
            import tensorflow as tf

            self._summary_module = tf.summary
        return self._summary_module

    def _writer(self, key, folder):
        if key not in self._writers:
            self._writers[key] = self.summary.create_file_writer(folder)
        return self._writers[key]

    @property
    def _train_writer(self):
        return self._writer("train", self._train_dir)

    @property
    def _val_writer(self):
        return self._writer("val", self._val_dir)

    def _write_keras_model_train_graph(self):
        # Keras writes the train function's graph when it is a tf.function that has traced.
        with self._train_writer.as_default():
            train_fn = self.model.train_function
            concrete = getattr(train_fn, "_concrete_variable_creation_fn", None)
            if hasattr(train_fn, "function_spec") and concrete is not None:
                self.summary.graph(concrete.graph)

    def _write_keras_model_summary(self):
        with self._train_writer.as_default():
            if type(self.model).__name__ in ("Functional", "Sequential"):
                keras_model_summary("keras", self.model, step=0)

    def _push_writer(self, writer, step):
        if self.update_freq == "epoch":
            return
        freq = self.update_freq
        contexts = (writer.as_default(step), self.summary.record_if(lambda: step % freq == 0))
        self._prev_summary_state.append(contexts)
        contexts[0].__enter__()
        contexts[1].__enter__()

    def _pop_writer(self):
        if self.update_freq == "epoch":
            return
        contexts = self._prev_summary_state.pop()
        contexts[1].__exit__(*sys.exc_info())
        contexts[0].__exit__(*sys.exc_info())

    def _close_writers(self):
        for writer in self._writers.values():
            writer.close()

    def on_train_begin(self, logs=None):
        self._global_train_batch = 0
        self._previous_epoch_iterations = 0
        self._push_writer(self._train_writer, self._global_train_batch)

    def on_train_end(self, logs=None):
        self._pop_writer()
        self._close_writers()

    def on_test_begin(self, logs=None):
        self._push_writer(self._val_writer, self._global_test_batch)

    def on_test_end(self, logs=None):
        if self.model.optimizer and hasattr(self.model.optimizer, "iterations"):
            with self._val_writer.as_default():
                for name, value in logs.items():
                    self.summary.scalar("evaluation_" + name + "_vs_iterations", value,
                                        step=self.model.optimizer.iterations)
        self._pop_writer()

    def on_train_batch_begin(self, batch, logs=None):
        self._global_train_batch += 1
        if self.write_steps_per_second:
            self._batch_start_time = time.time()

    def on_train_batch_end(self, batch, logs=None):
        if self._should_write_train_graph:
            self._write_keras_model_train_graph()
            self._should_write_train_graph = False
        if self.write_steps_per_second:
            elapsed = time.time() - self._batch_start_time
            self.summary.scalar("batch_steps_per_second", 1.0 / elapsed, step=self._global_train_batch)
        if isinstance(logs, dict):
            for name, value in logs.items():
                self.summary.scalar("batch_" + name, value, step=self._global_train_batch)

    def on_test_batch_begin(self, batch, logs=None):
        self._global_test_batch += 1

    def on_epoch_begin(self, epoch, logs=None):
        if self.write_steps_per_second:
            self._previous_epoch_iterations = ops.convert_to_tensor(self.model.optimizer.iterations, "float32")
            self._epoch_start_time = time.time()

    def on_epoch_end(self, epoch, logs=None):
        self._log_epoch_metrics(epoch, logs)
        if self.histogram_freq and epoch % self.histogram_freq == 0:
            self._log_weights(epoch)

    def _collect_learning_rate(self, logs):
        if isinstance(self.model.optimizer, Optimizer):
            logs["learning_rate"] = float(ops.convert_to_numpy(self.model.optimizer.learning_rate))
        return logs

    def _compute_steps_per_second(self):
        iterations = ops.convert_to_tensor(self.model.optimizer.iterations, "float32")
        seconds = ops.convert_to_tensor(time.time() - self._epoch_start_time, "float32")
        return float((iterations - self._previous_epoch_iterations) / seconds)

    def _log_epoch_metrics(self, epoch, logs):
        if not logs:
            return
        train_logs = {k: v for k, v in logs.items() if not k.startswith("val_")}
        val_logs = {k: v for k, v in logs.items() if k.startswith("val_")}
        train_logs = self._collect_learning_rate(train_logs)
        if self.write_steps_per_second:
            train_logs["steps_per_second"] = self._compute_steps_per_second()
        if train_logs:
            with self._train_writer.as_default():
                for name, value in train_logs.items():
                    self.summary.scalar("epoch_" + name, value, step=epoch)
        if val_logs:
            with self._val_writer.as_default():
                for name, value in val_logs.items():
                    self.summary.scalar("epoch_" + name[len("val_"):], value, step=epoch)

    def _log_weights(self, epoch):
        with self._train_writer.as_default():
            for layer in self.model.layers:
                for weight in layer.weights:
                    weight_name = weight.name.replace(":", "_")
                    self.summary.histogram(weight_name + "/histogram", weight, step=epoch)
                    if self.write_images:
                        self._log_weight_as_image(weight, weight_name + "/image", epoch)
            self._train_writer.flush()

    def _log_weight_as_image(self, weight, weight_name, epoch):
        # Keras's layout: a bias as a 1xN image, a Dense kernel with its longer side across,
        # a 3-D (conv) kernel as one image per output channel.
        from keras.src import backend

        w_img = ops.squeeze(weight)
        shape = w_img.shape
        if len(shape) == 1:
            w_img = ops.reshape(w_img, [1, shape[0], 1, 1])
        elif len(shape) == 2:
            if shape[0] > shape[1]:
                w_img = ops.transpose(w_img)
                shape = w_img.shape
            w_img = ops.reshape(w_img, [1, shape[0], shape[1], 1])
        elif len(shape) == 3:
            if backend.image_data_format() == "channels_last":
                w_img = ops.transpose(w_img, [2, 0, 1])
                shape = w_img.shape
            w_img = ops.reshape(w_img, [shape[0], shape[1], shape[2], 1])
        w_img = backend.convert_to_numpy(w_img)
        if len(w_img.shape) == 4 and w_img.shape[-1] in [1, 3, 4]:
            self.summary.image(weight_name, w_img, step=epoch)


def keras_model_summary(name, data, step=None):
    """Writes the model's JSON config as a summary; False (with Keras's warning) when the model
    cannot be serialized."""
    import tensorflow as tf

    try:
        json_string = data.to_json()
    except Exception as exc:
        warn_at(f"Model failed to serialize as JSON. Ignoring... {exc}", UserWarning,
                ("callbacks/tensorboard.py", 680, 'warnings.warn(f"Model failed to serialize as JSON. Ignoring... {exc}")'))
        return False
    with tf.summary.experimental.summary_scope(name, "graph_keras_model", [data, step]) as (tag, _):
        return tf.summary.write(tag=tag, tensor=json_string, step=step)
