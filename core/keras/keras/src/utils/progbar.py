"""Progbar (keras/src/utils/progbar.py): the `fit`/`evaluate`/`predict` progress line.
Keras redraws it in place (backspaces and a carriage return, ANSI bold and colours) whenever
`posix` is in sys.modules, so even a script whose output goes to a file writes those codes;
updates within `interval` seconds of the previous one are skipped unless finalizing."""
import math
import time

from keras.src.utils import io_utils


class Progbar:
    def __init__(self, target, width=20, verbose=1, interval=0.05, stateful_metrics=None, unit_name="step"):
        self.target = target
        self.width = width
        self.verbose = verbose
        self.interval = interval
        self.unit_name = unit_name
        self.stateful_metrics = set(stateful_metrics) if stateful_metrics else set()
        # CPython on Linux always has `posix` in sys.modules: Keras's dynamic display is on.
        self._dynamic_display = True
        self._seen_so_far = 0
        self._values = {}
        self._values_order = []
        self._start = time.time()
        self._last_update = 0
        self._time_at_epoch_start = self._start
        self._time_after_first_step = None
        self._prev_total_width = 0

    def update(self, current, values=None, finalize=None):
        """Shows step `current`; `values` is a list of (name, value), averaged over steps
        unless finalizing or stateful."""
        if finalize is None:
            finalize = False if self.target is None else current >= self.target
        values = values or []
        for k, v in values:
            if k not in self._values_order:
                self._values_order.append(k)
            if k not in self.stateful_metrics:
                if finalize:
                    self._values[k] = [v, 1]
                else:
                    value_base = max(current - self._seen_so_far, 1)
                    if k not in self._values:
                        self._values[k] = [v * value_base, value_base]
                    else:
                        self._values[k][0] += v * value_base
                        self._values[k][1] += value_base
            else:
                self._values[k] = [v, 1]
        self._seen_so_far = current
        message = ""
        special_char_len = 0
        now = time.time()
        time_per_unit = self._estimate_step_duration(current, now)
        if self.verbose == 1:
            if now - self._last_update < self.interval and not finalize:
                return
            if self._dynamic_display:
                message += "\b" * self._prev_total_width
                message += "\r"
            else:
                message += "\n"
            if self.target is not None:
                numdigits = int(math.log10(self.target)) + 1
                bar = ("%" + str(numdigits) + "d/%d") % (current, self.target)
                bar = f"\x1b[1m{bar}\x1b[0m "
                special_char_len += 8
                prog_width = int(self.width * (float(current) / self.target))
                if prog_width > 0:
                    bar += "\x1b[32m" + "\u2501" * prog_width + "\x1b[0m"
                    special_char_len += 9
                bar += "\x1b[37m" + "\u2501" * (self.width - prog_width) + "\x1b[0m"
                special_char_len += 9
            else:
                bar = "%7d/Unknown" % current
            message += bar
            if self.target is not None and not finalize:
                eta = time_per_unit * (self.target - current)
                if eta > 3600:
                    eta_format = "%d:%02d:%02d" % (eta // 3600, (eta % 3600) // 60, eta % 60)
                elif eta > 60:
                    eta_format = "%d:%02d" % (eta // 60, eta % 60)
                else:
                    eta_format = "%ds" % eta
                info = f" \x1b[1m{eta_format}\x1b[0m"
            else:
                info = f" \x1b[1m{now - self._start:.0f}s\x1b[0m"
            special_char_len += 8
            info += self._format_time(time_per_unit, self.unit_name)
            for k in self._values_order:
                info += f" - {k}:"
                if isinstance(self._values[k], list):
                    avg = _mean_in_float32(self._values[k][0] / max(1, self._values[k][1]))
                    if abs(avg) > 1e-3:
                        info += f" {avg:.4f}"
                    else:
                        info += f" {avg:.4e}"
                else:
                    info += f" {self._values[k]}"
            message += info
            total_width = len(bar) + len(info) - special_char_len
            if self._prev_total_width > total_width:
                message += " " * (self._prev_total_width - total_width)
            if finalize:
                message += "\n"
            io_utils.print_msg(message, line_break=False)
            self._prev_total_width = total_width
        elif self.verbose == 2:
            if finalize:
                numdigits = int(math.log10(self.target)) + 1
                count = ("%" + str(numdigits) + "d/%d") % (current, self.target)
                info = f"{count} - {now - self._start:.0f}s"
                info += " -" + self._format_time(time_per_unit, self.unit_name)
                for k in self._values_order:
                    info += f" - {k}:"
                    avg = _mean_in_float32(self._values[k][0] / max(1, self._values[k][1]))
                    if avg > 1e-3:
                        info += f" {avg:.4f}"
                    else:
                        info += f" {avg:.4e}"
                io_utils.print_msg(info + "\n", line_break=False)
        self._last_update = now

    def add(self, n, values=None):
        self.update(self._seen_so_far + n, values)

    def _format_time(self, time_per_unit, unit_name):
        if time_per_unit >= 1 or time_per_unit == 0:
            return f" {time_per_unit:.0f}s/{unit_name}"
        if time_per_unit >= 1e-3:
            return f" {time_per_unit * 1e3:.0f}ms/{unit_name}"
        return f" {time_per_unit * 1e6:.0f}us/{unit_name}"

    def _estimate_step_duration(self, current, now):
        if not current:
            return 0
        if self._time_after_first_step is not None and current > 1:
            time_per_unit = (now - self._time_after_first_step) / (current - 1)
        else:
            time_per_unit = (now - self._start) / current
        if current == 1:
            self._time_after_first_step = now
        return time_per_unit


def _mean_in_float32(value):
    # Keras averages through backend.numpy.mean, which converts the Python float to a float32
    # tensor: the printed value is the float32 nearest to it.
    from keras.src import backend

    return float(backend.convert_to_numpy(backend.numpy.mean(value)))
