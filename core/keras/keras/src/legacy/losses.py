"""tf.keras.losses.Reduction: Keras 2's reduction keys, kept by the tf.keras view
(keras/src/legacy/losses.py). Keras 3's losses take these strings as `reduction`."""


class Reduction:
    """The reduction keys: AUTO, NONE, SUM and SUM_OVER_BATCH_SIZE (their string values)."""

    AUTO = "auto"
    NONE = "none"
    SUM = "sum"
    SUM_OVER_BATCH_SIZE = "sum_over_batch_size"

    @classmethod
    def all(cls):
        """The four keys as a tuple, in the order above."""
        return (cls.AUTO, cls.NONE, cls.SUM, cls.SUM_OVER_BATCH_SIZE)

    @classmethod
    def validate(cls, key):
        """Raises ValueError when `key` is not one of `all()`."""
        if key not in cls.all():
            raise ValueError(f'Invalid Reduction Key: {key}. Expected keys are "{cls.all()}"')
