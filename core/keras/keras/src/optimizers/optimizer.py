"""Optimizer (keras/src/optimizers/optimizer.py): keras.optimizers.Optimizer, the base class of
the built-in and user optimizers, `class Optimizer(BackendOptimizer, BaseOptimizer)` with the TF
backend's TFOptimizer, so an optimizer is a TF AutoTrackable as in Keras 3.11 on TF."""
from keras.src.backend.tensorflow.optimizer import TFOptimizer as BackendOptimizer
from keras.src.optimizers.base_optimizer import BaseOptimizer


class Optimizer(BackendOptimizer, BaseOptimizer):
    """keras.optimizers.Optimizer: the base class user optimizers subclass. Subclasses pass the
    base keyword arguments (weight_decay, clipnorm, clipvalue, global_clipnorm, use_ema, ...)
    through to BaseOptimizer.__init__, which rejects any other."""
