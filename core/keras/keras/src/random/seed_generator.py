"""SeedGenerator (keras/src/random/seed_generator.py): the state behind Keras's stateless
random ops. An unseeded generator or initializer draws its seed from Python's `random` when
it is constructed, which is why `keras.utils.set_random_seed` (not tf.random.set_seed)
makes weights reproducible."""
import random as python_random

from keras.src.backend.common import global_state
from keras.src.utils.naming import auto_name


class SeedGenerator:
    """`state` is a non-trainable int64 Variable `[seed, counter]`; `next()` returns it and
    advances the counter (ordered) or scrambles it (`(state + 1) * 5387 % 933199`, for the
    global generator)."""

    def __init__(self, seed=None, name=None, **kwargs):
        from keras.src import backend

        if name is None:
            name = auto_name(self.__class__.__name__)
        self.name = name
        kwargs.pop("backend", None)
        if kwargs:
            raise ValueError(f"Unrecognized keyword arguments: {kwargs}")
        self._initial_seed = seed
        if seed is None:
            seed = make_default_seed()
        if not isinstance(seed, int):
            raise ValueError(f"Argument `seed` must be an integer. Received: seed={seed}")

        def seed_initializer(*args, **kwargs):
            return backend.convert_to_tensor([seed, 0], dtype=kwargs.get("dtype", None))

        with backend.name_scope(self.name, caller=self):
            self.state = backend.Variable(seed_initializer, shape=(2,), dtype="int64", trainable=False,
                                          aggregation="none", name="seed_generator_state")

    def next(self, ordered=True):
        from keras.src import backend

        seed_state = self.state
        new_seed_value = seed_state.value * 1
        if ordered:
            increment = backend.convert_to_tensor([0, 1], dtype=seed_state.dtype)
            self.state.assign(backend.numpy.add(seed_state, increment))
        else:
            self.state.assign((seed_state + 1) * 5387 % 933199)
        return new_seed_value

    def get_config(self):
        return {"seed": self._initial_seed}

    @classmethod
    def from_config(cls, config):
        return cls(**config)


def global_seed_generator():
    gen = global_state.get_global_attribute("global_seed_generator")
    if gen is None:
        gen = SeedGenerator()
        global_state.set_global_attribute("global_seed_generator", gen)
    return gen


def make_default_seed():
    return python_random.randint(1, int(1e9))


def draw_seed(seed):
    from keras.src.backend import convert_to_tensor

    if isinstance(seed, SeedGenerator):
        return seed.next()
    if isinstance(seed, int):
        return convert_to_tensor([seed, 0], dtype="int64")
    if seed is None:
        return global_seed_generator().next(ordered=False)
    raise ValueError(
        "Argument `seed` must be either an integer or an instance of `SeedGenerator`. "
        f"Received: seed={seed} (of type {type(seed)})"
    )
