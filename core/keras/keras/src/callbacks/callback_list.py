"""CallbackList (keras/src/callbacks/callback_list.py): the user's callbacks, then History and
ProgbarLogger; every logs dict a callback receives passes through pythonify_logs (floats, sorted
keys). TF's backend is not thread-safe for Keras, so callbacks run synchronously. Batch hooks
that would run only Callback's do-nothing defaults are skipped (what they would do is nothing)."""
from keras.src import tree
from keras.src.callbacks.callback import Callback
from keras.src.callbacks.history import History
from keras.src.callbacks.progbar_logger import ProgbarLogger
from keras.src.utils.python_utils import is_default, pythonify_logs


# A default batch hook's own work: on_train_batch_* and on_batch_* (both train hooks call the
# matching on_batch_*), the test and predict ones nothing.
_DEFAULT_CALLS = {
    "on_train_batch_begin": "on_batch_begin",
    "on_train_batch_end": "on_batch_end",
}


def _acts(callback, hook):
    """Whether `callback.hook(batch, logs=...)` may do anything: it is not Callback's default, or
    it is the default on_train_batch_* and that calls a non-default on_batch_*."""
    if not is_default(getattr(callback, hook)):
        return True
    then = _DEFAULT_CALLS.get(hook)
    return then is not None and not is_default(getattr(callback, then))


class CallbackList(Callback):
    # batch hook -> (self.callbacks, its length, the callbacks whose hook acts): _call_batch_hook.
    # Entries name the list they were found for, so this default (for a subclass whose __init__
    # skips ours) is safe to share.
    _batch_hook_callbacks = {}

    def __init__(self, callbacks=None, add_history=False, add_progbar=False, model=None, **params):
        super().__init__()
        self._batch_hook_callbacks = {}
        self.callbacks = tree.flatten(callbacks) if callbacks else []
        self._add_default_callbacks(add_history, add_progbar)
        self.set_model(model)
        self.set_params(params)

    def set_params(self, params):
        self.params = params
        if params:
            for callback in self.callbacks:
                callback.set_params(params)

    def _add_default_callbacks(self, add_history, add_progbar):
        self._progbar = None
        self._history = None
        for cb in self.callbacks:
            if isinstance(cb, ProgbarLogger):
                self._progbar = cb
            elif isinstance(cb, History):
                self._history = cb
        if self._history is None and add_history:
            self._history = History()
            self.callbacks.append(self._history)
        if self._progbar is None and add_progbar:
            self._progbar = ProgbarLogger()
            self.callbacks.append(self._progbar)

    def set_model(self, model):
        if not model:
            return
        super().set_model(model)
        if self._history:
            model.history = self._history
        for callback in self.callbacks:
            callback.set_model(model)

    def _call(self, hook, *args, logs=None):
        # Non-batch hooks get `logs` positionally (as Keras calls them, which matters for
        # LambdaCallback functions with other parameter names).
        self._batch_hook_callbacks = {}
        logs = pythonify_logs(logs)
        for callback in self.callbacks:
            getattr(callback, hook)(*args, logs)

    def _call_batch_hook(self, hook, batch, logs):
        """Calls `hook(batch, logs=logs)` (by keyword, as Keras does) on the callbacks whose hook
        does something: one left as Callback's default (on_train_batch_* calling a default
        on_batch_*) does nothing, so when no callback acts (fit at verbose=0: History alone)
        neither the calls nor the conversion of a logs dict run; logs that are not a dict are
        still converted, for the error Keras raises on them. Which callbacks act is found again at
        the first batch after any other hook ran or `self.callbacks` changed."""
        known = self._batch_hook_callbacks.get(hook)
        if known is None or known[0] is not self.callbacks or known[1] != len(self.callbacks):
            known = self._batch_hook_callbacks[hook] = (
                self.callbacks, len(self.callbacks), [c for c in self.callbacks if _acts(c, hook)])
        callbacks = known[2]
        if callbacks:
            logs = pythonify_logs(logs)
            for callback in callbacks:
                getattr(callback, hook)(batch, logs=logs)
        elif logs is not None and not isinstance(logs, dict):
            # Keras converts the logs even then: a train_step returning a tensor or a list
            # fails here, with pythonify_logs's AttributeError (no `.items()`).
            pythonify_logs(logs)

    def on_batch_begin(self, batch, logs=None):
        self._call_batch_hook("on_batch_begin", batch, logs)

    def on_batch_end(self, batch, logs=None):
        self._call_batch_hook("on_batch_end", batch, logs)

    def on_epoch_begin(self, epoch, logs=None):
        self._call("on_epoch_begin", epoch, logs=logs)

    def on_epoch_end(self, epoch, logs=None):
        self._call("on_epoch_end", epoch, logs=logs)

    def on_train_batch_begin(self, batch, logs=None):
        self._call_batch_hook("on_train_batch_begin", batch, logs)

    def on_train_batch_end(self, batch, logs=None):
        self._call_batch_hook("on_train_batch_end", batch, logs)

    def on_test_batch_begin(self, batch, logs=None):
        self._call_batch_hook("on_test_batch_begin", batch, logs)

    def on_test_batch_end(self, batch, logs=None):
        self._call_batch_hook("on_test_batch_end", batch, logs)

    def on_predict_batch_begin(self, batch, logs=None):
        self._call_batch_hook("on_predict_batch_begin", batch, logs)

    def on_predict_batch_end(self, batch, logs=None):
        self._call_batch_hook("on_predict_batch_end", batch, logs)

    def on_train_begin(self, logs=None):
        self._call("on_train_begin", logs=logs)

    def on_train_end(self, logs=None):
        self._call("on_train_end", logs=logs)

    def on_test_begin(self, logs=None):
        self._call("on_test_begin", logs=logs)

    def on_test_end(self, logs=None):
        self._call("on_test_end", logs=logs)

    def on_predict_begin(self, logs=None):
        self._call("on_predict_begin", logs=logs)

    def on_predict_end(self, logs=None):
        self._call("on_predict_end", logs=logs)
