"""The Initializer base (keras/src/initializers/initializer.py): `initializer(shape, dtype)`
returns a tensor of that shape and dtype."""


class Initializer:
    def __call__(self, shape, dtype=None):
        raise NotImplementedError(
            "Initializer subclasses must implement the `__call__()` method."
        )

    def get_config(self):
        return {}

    @classmethod
    def from_config(cls, config):
        return cls(**config)

    def clone(self):
        return self.__class__.from_config(self.get_config())
