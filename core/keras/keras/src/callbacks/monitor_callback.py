"""MonitorCallback (keras/src/callbacks/monitor_callback.py): whether a monitored value
improved; mode "auto" minimises losses and reads a metric's direction."""

from keras.src import ops
from keras.src.callbacks.callback import Callback
from keras.src.utils.warning_sites import warn_at_caller


class MonitorCallback(Callback):
    def __init__(self, monitor="val_loss", mode="auto", baseline=None, min_delta=0):
        super().__init__()
        if mode not in ["auto", "min", "max"]:
            # stacklevel=2: the subclass's `super().__init__(...)` call.
            warn_at_caller(f"{self.__class__.__name__} mode '{mode}' is unknown, fallback to auto mode.", UserWarning,
                           type(self), MonitorCallback, "_init_call_site")
            mode = "auto"
        self.monitor = monitor
        self.mode = mode
        self.best = baseline
        self.min_delta = abs(min_delta)
        self.monitor_op = None

    def _set_monitor_op(self):
        from keras.src.trainers.compile_utils import CompileMetrics, MetricsList

        if self.mode == "min":
            self.monitor_op = ops.less
        elif self.mode == "max":
            self.monitor_op = ops.greater
        else:
            metric_name = self.monitor.removeprefix("val_")
            if metric_name == "loss":
                self.monitor_op = ops.less
            if hasattr(self.model, "metrics"):
                all_metrics = []
                for m in self.model.metrics:
                    if isinstance(m, (CompileMetrics, MetricsList)):
                        all_metrics.extend(m.metrics)
                for m in all_metrics:
                    if m.name == metric_name and hasattr(m, "_direction"):
                        self.monitor_op = ops.greater if m._direction == "up" else ops.less
            if self.monitor_op is None:
                raise ValueError(
                    f"{self.__class__.__name__} callback received monitor={self.monitor}, but Keras isn't able to "
                    "automatically determine whether that metric should be maximized or minimized. Pass "
                    "`mode='max'` in order to monitor based on the highest metric value, or pass `mode='min'` in "
                    "order to use the lowest value."
                )
        if self.monitor_op == ops.less:
            self.min_delta *= -1

    def _is_improvement(self, monitor_value, reference_value):
        if reference_value is None:
            return True
        return self.monitor_op(monitor_value - self.min_delta, reference_value)
