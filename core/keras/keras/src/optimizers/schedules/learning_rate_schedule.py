"""Learning-rate schedules (keras/src/optimizers/schedules/learning_rate_schedule.py): the
optimizer calls the schedule with its iteration count at each step."""
import math

from keras.src import backend, ops


class LearningRateSchedule:
    def __call__(self, step):
        raise NotImplementedError(
            f"Learning rate schedule '{self.__class__.__name__}' must override `__call__(self, step)`."
        )

    def get_config(self):
        raise NotImplementedError(
            f"Learning rate schedule '{self.__class__.__name__}' must override `get_config()` in order to be "
            "serializable."
        )

    @classmethod
    def from_config(cls, config):
        return cls(**config)

    def _set_arguments(self, steps_name="decay_steps", **arguments):
        """Stores the constructor's arguments as attributes, then checks that the step count
        `steps_name` is positive (ValueError with Keras's message)."""
        for key, value in arguments.items():
            setattr(self, key, value)
        steps = arguments[steps_name]
        if steps <= 0:
            raise ValueError(f"Argument `{steps_name}` must be > 0. Received: {steps_name}={steps}")


class ExponentialDecay(LearningRateSchedule):
    """`initial_learning_rate * decay_rate ** (step / decay_steps)` (the exponent floored with
    `staircase`)."""

    def __init__(self, initial_learning_rate, decay_steps, decay_rate, staircase=False, name="ExponentialDecay"):
        super().__init__()
        self._set_arguments(initial_learning_rate=initial_learning_rate, decay_steps=decay_steps,
                            decay_rate=decay_rate, staircase=staircase, name=name)

    def __call__(self, step):
        with backend.name_scope(self.name):
            initial_learning_rate = ops.convert_to_tensor(self.initial_learning_rate)
            dtype = initial_learning_rate.dtype
            decay_steps = ops.cast(self.decay_steps, dtype)
            decay_rate = ops.cast(self.decay_rate, dtype)
            p = ops.cast(step, dtype) / decay_steps
            if self.staircase:
                p = ops.floor(p)
            return ops.multiply(initial_learning_rate, ops.power(decay_rate, p))

    def get_config(self):
        return {"initial_learning_rate": self.initial_learning_rate, "decay_steps": self.decay_steps,
                "decay_rate": self.decay_rate, "staircase": self.staircase, "name": self.name}


class InverseTimeDecay(LearningRateSchedule):
    """`initial_learning_rate / (1 + decay_rate * step / decay_steps)`."""

    def __init__(self, initial_learning_rate, decay_steps, decay_rate, staircase=False, name="InverseTimeDecay"):
        super().__init__()
        self._set_arguments(initial_learning_rate=initial_learning_rate, decay_steps=decay_steps,
                            decay_rate=decay_rate, staircase=staircase, name=name)

    def __call__(self, step):
        with backend.name_scope(self.name):
            initial_learning_rate = ops.convert_to_tensor(self.initial_learning_rate)
            dtype = initial_learning_rate.dtype
            decay_steps = ops.cast(self.decay_steps, dtype)
            decay_rate = ops.cast(self.decay_rate, dtype)
            p = ops.cast(step, dtype) / decay_steps
            if self.staircase:
                p = ops.floor(p)
            const = ops.cast(ops.convert_to_tensor(1), dtype)
            return ops.divide(initial_learning_rate, ops.add(const, ops.multiply(decay_rate, p)))

    def get_config(self):
        return {"initial_learning_rate": self.initial_learning_rate, "decay_steps": self.decay_steps,
                "decay_rate": self.decay_rate, "staircase": self.staircase, "name": self.name}


class PiecewiseConstantDecay(LearningRateSchedule):
    """`values[i]` for steps in `(boundaries[i-1], boundaries[i]]`: a sum of each value times
    the 0/1 indicator of its interval."""

    def __init__(self, boundaries, values, name="PiecewiseConstant"):
        super().__init__()
        if len(boundaries) != len(values) - 1:
            raise ValueError("The length of boundaries should be 1 less than the length of values. Received: "
                             f"boundaries={boundaries} of length {len(boundaries)}, and values={values} "
                             f"of length {len(values)}.")
        self.boundaries = boundaries
        self.values = values
        self.name = name

    def __call__(self, step):
        with backend.name_scope(self.name):
            boundaries = [ops.convert_to_tensor(x) for x in self.boundaries]
            values = [ops.convert_to_tensor(x) for x in self.values]
            step = ops.convert_to_tensor(step)
            for i, b in enumerate(boundaries):
                if b.dtype != step.dtype:
                    # We cast the boundaries to have the same type as the step
                    b = ops.cast(b, step.dtype)
                    boundaries[i] = b
            result_dtype = values[0].dtype
            result_value = ops.array(0, dtype=result_dtype)
            step_less_than_first_boundary = ops.cast(step <= boundaries[0], result_dtype)
            result_value += step_less_than_first_boundary * values[0]
            step_greater_than_last_boundary = ops.cast(step > boundaries[-1], result_dtype)
            result_value += step_greater_than_last_boundary * values[-1]
            for low, high, value in zip(boundaries[:-1], boundaries[1:], values[1:-1]):
                step_in_range = ops.cast((step > low) & (step <= high), result_dtype)
                result_value += step_in_range * value
            return result_value

    def get_config(self):
        return {"boundaries": self.boundaries, "values": self.values, "name": self.name}


class PolynomialDecay(LearningRateSchedule):
    """`(initial - end) * (1 - step / decay_steps) ** power + end`, the step clipped at
    `decay_steps` (or `decay_steps` stretched to the next multiple with `cycle`)."""

    def __init__(self, initial_learning_rate, decay_steps, end_learning_rate=0.0001, power=1.0, cycle=False,
                 name="PolynomialDecay"):
        super().__init__()
        self._set_arguments(initial_learning_rate=initial_learning_rate, decay_steps=decay_steps,
                            end_learning_rate=end_learning_rate, power=power, cycle=cycle, name=name)

    def __call__(self, step):
        with backend.name_scope(self.name):
            initial_learning_rate = ops.convert_to_tensor(self.initial_learning_rate)
            dtype = initial_learning_rate.dtype
            end_learning_rate = ops.cast(self.end_learning_rate, dtype)
            power = ops.cast(self.power, dtype)
            global_step_recomp = ops.cast(step, dtype)
            decay_steps_recomp = ops.cast(self.decay_steps, dtype)
            if self.cycle:
                # Find the first multiple of decay_steps that is bigger than global_step. If global_step is zero
                # set the multiplier to 1
                multiplier = ops.where(ops.equal(global_step_recomp, 0), 1.0,
                                       ops.ceil(global_step_recomp / self.decay_steps))
                decay_steps_recomp = ops.multiply(decay_steps_recomp, multiplier)
            else:
                # Make sure that the global_step used is not bigger than decay_steps.
                global_step_recomp = ops.minimum(global_step_recomp, decay_steps_recomp)
            p = ops.divide(global_step_recomp, decay_steps_recomp)
            return ops.add(ops.multiply(initial_learning_rate - end_learning_rate, ops.power(1 - p, power)),
                           end_learning_rate)

    def get_config(self):
        return {"initial_learning_rate": self.initial_learning_rate, "decay_steps": self.decay_steps,
                "end_learning_rate": self.end_learning_rate, "power": self.power, "cycle": self.cycle,
                "name": self.name}


class CosineDecay(LearningRateSchedule):
    """Cosine decay from the initial rate (or, after `warmup_steps` of linear warmup, from
    `warmup_target`) to `alpha` times it over `decay_steps`."""

    def __init__(self, initial_learning_rate, decay_steps, alpha=0.0, name="CosineDecay", warmup_target=None,
                 warmup_steps=0):
        super().__init__()
        self._set_arguments(initial_learning_rate=initial_learning_rate, decay_steps=decay_steps, alpha=alpha,
                            name=name, warmup_steps=warmup_steps, warmup_target=warmup_target)

    def _decay_function(self, step, decay_steps, decay_from_lr, dtype):
        with backend.name_scope(self.name):
            completed_fraction = step / decay_steps
            pi = ops.array(math.pi, dtype=dtype)
            cosine_decayed = 0.5 * (1.0 + ops.cos(pi * completed_fraction))
            decayed = (1 - self.alpha) * cosine_decayed + self.alpha
            return ops.multiply(decay_from_lr, decayed)

    def _warmup_function(self, step, warmup_steps, warmup_target, initial_learning_rate):
        with backend.name_scope(self.name):
            completed_fraction = step / warmup_steps
            total_step_delta = warmup_target - initial_learning_rate
            return total_step_delta * completed_fraction + initial_learning_rate

    def __call__(self, step):
        with backend.name_scope(self.name):
            initial_learning_rate = ops.convert_to_tensor(self.initial_learning_rate)
            dtype = initial_learning_rate.dtype
            decay_steps = ops.cast(self.decay_steps, dtype)
            global_step_recomp = ops.cast(step, dtype)
            if self.warmup_target is None:
                global_step_recomp = ops.minimum(global_step_recomp, decay_steps)
                return self._decay_function(global_step_recomp, decay_steps, initial_learning_rate, dtype)
            warmup_target = ops.cast(self.warmup_target, dtype)
            warmup_steps = ops.cast(self.warmup_steps, dtype)
            global_step_recomp = ops.minimum(global_step_recomp, decay_steps + warmup_steps)
            return ops.cond(
                global_step_recomp < warmup_steps,
                lambda: self._warmup_function(global_step_recomp, warmup_steps, warmup_target, initial_learning_rate),
                lambda: self._decay_function(global_step_recomp - warmup_steps, decay_steps, warmup_target, dtype))

    def get_config(self):
        return {"initial_learning_rate": self.initial_learning_rate, "decay_steps": self.decay_steps,
                "alpha": self.alpha, "name": self.name, "warmup_target": self.warmup_target,
                "warmup_steps": self.warmup_steps}


class CosineDecayRestarts(LearningRateSchedule):
    """Cosine decay with warm restarts (SGDR): periods of `first_decay_steps * t_mul**i` steps,
    the i-th starting at `initial_learning_rate * m_mul**i`."""

    def __init__(self, initial_learning_rate, first_decay_steps, t_mul=2.0, m_mul=1.0, alpha=0.0, name="SGDRDecay"):
        super().__init__()
        self._set_arguments("first_decay_steps", initial_learning_rate=initial_learning_rate,
                            first_decay_steps=first_decay_steps, _t_mul=t_mul, _m_mul=m_mul, alpha=alpha, name=name)

    def __call__(self, step):
        with backend.name_scope(self.name):
            initial_learning_rate = ops.convert_to_tensor(self.initial_learning_rate)
            dtype = initial_learning_rate.dtype
            first_decay_steps = ops.cast(self.first_decay_steps, dtype)
            alpha = ops.cast(self.alpha, dtype)
            t_mul = ops.cast(self._t_mul, dtype)
            m_mul = ops.cast(self._m_mul, dtype)
            global_step_recomp = ops.cast(step, dtype)
            completed_fraction = global_step_recomp / first_decay_steps

            def compute_step(completed_fraction, geometric=False):
                """Helper for `cond` operation."""
                if geometric:
                    i_restart = ops.floor(ops.log(ops.cast(1.0 - completed_fraction * (1.0 - t_mul), dtype))
                                          / ops.log(t_mul))
                    sum_r = (1.0 - t_mul**i_restart) / (1.0 - t_mul)
                    completed_fraction = (completed_fraction - sum_r) / t_mul**i_restart
                else:
                    i_restart = ops.floor(completed_fraction)
                    completed_fraction -= i_restart
                return i_restart, completed_fraction

            i_restart, completed_fraction = ops.cond(
                ops.equal(t_mul, 1.0), lambda: compute_step(completed_fraction, geometric=False),
                lambda: compute_step(completed_fraction, geometric=True))
            m_fac = m_mul**i_restart
            cosine_decayed = 0.5 * m_fac * (1.0 + ops.cos(ops.array(math.pi, dtype=dtype) * completed_fraction))
            decayed = (1 - alpha) * cosine_decayed + alpha
            return ops.multiply(initial_learning_rate, decayed)

    def get_config(self):
        return {"initial_learning_rate": self.initial_learning_rate, "first_decay_steps": self.first_decay_steps,
                "t_mul": self._t_mul, "m_mul": self._m_mul, "alpha": self.alpha, "name": self.name}


def serialize(learning_rate_schedule):
    """The schedule's config dict (serialize_keras_object)."""
    from keras.src.saving import serialization_lib

    return serialization_lib.serialize_keras_object(learning_rate_schedule)


def deserialize(config, custom_objects=None):
    """The schedule a config dict describes."""
    from keras.src.saving import serialization_lib

    return serialization_lib.deserialize_keras_object(config, module_objects=globals(), custom_objects=custom_objects)
