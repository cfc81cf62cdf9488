"""LossScaleOptimizer (keras/src/optimizers/loss_scale_optimizer.py): dynamic loss scaling
for mixed precision. tfplay has no float16 training path, so constructing one raises."""
from keras.src.optimizers.base_optimizer import Optimizer


class LossScaleOptimizer(Optimizer):
    _tfplay_unavailable = "no mixed-precision (float16) training, so no dynamic loss scaling"

    def __init__(self, inner_optimizer, initial_scale=2.0**15, dynamic_growth_steps=2000, **kwargs):
        raise NotImplementedError("tfplay's Keras has no LossScaleOptimizer (dynamic loss scaling) yet")
