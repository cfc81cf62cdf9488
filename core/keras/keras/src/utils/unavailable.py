"""Marks the Keras functions tfplay keeps as stubs: each raises NotImplementedError naming the
feature, and carries the reason as `_tfplay_unavailable`, which the API coverage check
(tests/keras-api.test.mjs) reports."""


def unavailable(reason):
    """Decorator: sets `fn._tfplay_unavailable = reason` (a str saying what tfplay lacks) and
    returns `fn` unchanged; `fn` itself must raise NotImplementedError."""

    def mark(fn):
        fn._tfplay_unavailable = reason
        return fn

    return mark
