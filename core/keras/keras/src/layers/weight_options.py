"""The initializer, regularizer and constraint arguments a layer takes for each of its weights
(kernel_initializer, recurrent_regularizer, bias_constraint, ...), resolved in the order Keras's
layers resolve them: every initializer first (an unseeded random one draws its seed from
Python's `random` as it is made), then the regularizers, then the constraints. Also the LoRA
(low-rank adaptation) that Dense, EinsumDense, Embedding and the convolutions share."""
from keras.src import constraints, initializers, ops, regularizers


def set_weight_options(layer, **options):
    """`options` maps a weight's prefix ("kernel", "recurrent", "bias") to its (initializer,
    regularizer, constraint) arguments; sets `layer.<prefix>_initializer`, `_regularizer` and
    `_constraint` to what initializers/regularizers/constraints.get make of them."""
    for prefix, (initializer, _, _) in options.items():
        setattr(layer, f"{prefix}_initializer", initializers.get(initializer))
    for prefix, (_, regularizer, _) in options.items():
        setattr(layer, f"{prefix}_regularizer", regularizers.get(regularizer))
    for prefix, (_, _, constraint) in options.items():
        setattr(layer, f"{prefix}_constraint", constraints.get(constraint))


def weight_options_config(layer, config, prefixes):
    """get_config's entries for the weights named by `prefixes`, in Keras's order: every
    `<prefix>_initializer`, every `<prefix>_regularizer`, the layer's activity_regularizer,
    every `<prefix>_constraint`, each serialized. Updates and returns `config`."""
    for w in prefixes:
        config[f"{w}_initializer"] = initializers.serialize(getattr(layer, f"{w}_initializer"))
    for w in prefixes:
        config[f"{w}_regularizer"] = regularizers.serialize(getattr(layer, f"{w}_regularizer"))
    config["activity_regularizer"] = regularizers.serialize(layer.activity_regularizer)
    for w in prefixes:
        config[f"{w}_constraint"] = constraints.serialize(getattr(layer, f"{w}_constraint"))
    return config


def built_kernel_property():
    """Dense's, EinsumDense's and the convolutions' read-only `kernel`: AttributeError (Keras's
    text) before the layer is built; `self._kernel`, plus the LoRA delta
    `lora_alpha / lora_rank * lora_kernel_a @ lora_kernel_b` once LoRA is enabled."""

    def kernel(self):
        if not self.built:
            raise AttributeError("You must build the layer before accessing `kernel`.")
        if self.lora_enabled:
            return self._kernel + (self.lora_alpha / self.lora_rank) * ops.matmul(self.lora_kernel_a,
                                                                                 self.lora_kernel_b)
        return self._kernel

    return property(kernel)


def enable_lora(layer, rank, lora_alpha, a_initializer, b_initializer, weight="kernel", what="kernel"):
    """`layer.enable_lora(...)` as Keras 3.11's Dense, EinsumDense, Embedding and BaseConv write
    it for their `weight` ("kernel" or "embeddings", held as `layer._<weight>`): ValueErrors
    (in Keras's order) for a `<weight>_constraint` (`what` names it in the text), an unbuilt
    layer and a second call; then the trainable `lora_<weight>_a` (the weight's shape with its
    last axis `rank`, `a_initializer` made now, so an unseeded one draws its seed here) and
    `lora_<weight>_b` (`(rank, last axis)`), both with the weight's regularizer, and the weight
    itself made non-trainable. `lora_alpha` defaults to `rank`."""
    if getattr(layer, f"{weight}_constraint"):
        raise ValueError(
            f"Lora is incompatible with {what} constraints. In order to enable lora on this layer, "
            f"remove the `{weight}_constraint` argument."
        )
    if not layer.built:
        raise ValueError("Cannot enable lora on a layer that isn't yet built.")
    if layer.lora_enabled:
        raise ValueError("lora is already enabled. This can only be done once per layer.")
    layer._tracker.unlock()
    base = getattr(layer, f"_{weight}")
    shape = tuple(base.shape)
    regularizer = getattr(layer, f"{weight}_regularizer")
    setattr(layer, f"lora_{weight}_a", layer.add_weight(name=f"lora_{weight}_a", shape=shape[:-1] + (rank,),
                                                        initializer=initializers.get(a_initializer),
                                                        regularizer=regularizer))
    setattr(layer, f"lora_{weight}_b", layer.add_weight(name=f"lora_{weight}_b", shape=(rank, shape[-1]),
                                                        initializer=initializers.get(b_initializer),
                                                        regularizer=regularizer))
    base.trainable = False
    layer._tracker.lock()
    layer.lora_enabled = True
    layer.lora_rank = rank
    layer.lora_alpha = lora_alpha if lora_alpha is not None else rank


def lora_config(layer, config):
    """get_config's `lora_rank` and `lora_alpha`, added (last) when the layer has a LoRA rank."""
    if layer.lora_rank:
        config["lora_rank"] = layer.lora_rank
        config["lora_alpha"] = layer.lora_alpha
    return config


def save_merged_variables(layer, store, variables):
    """save_own_variables of a layer with LoRA: `variables()` (the weight with the LoRA delta
    merged in, then the bias when there is one) as "0", "1", ...; nothing when unbuilt."""
    if not layer.built:
        return
    for i, variable in enumerate(variables()):
        store[str(i)] = variable


def load_merged_variables(layer, store, variables, weight="kernel"):
    """load_own_variables of a layer with LoRA: without LoRA, Keras's ValueError when `store`
    holds another number of variables than the layer owns (all of them, a subclass's own too);
    then, once built, the base weights `variables()` (the weight, then the bias when there is
    one) from "0", "1", ... (what save_merged_variables wrote) and, with LoRA, the
    `lora_<weight>_a` and `_b` matrices zeroed (the saved weight has them merged in)."""
    from keras.src.saving import saving_lib

    if not layer.lora_enabled:
        saving_lib.check_variable_count(layer, len(store.keys()),
                                        layer._trainable_variables + layer._non_trainable_variables)
    if not layer.built:
        return
    for i, variable in enumerate(variables()):
        variable.assign(store[str(i)])
    if layer.lora_enabled:
        for part in ("a", "b"):
            lora = getattr(layer, f"lora_{weight}_{part}")
            lora.assign(ops.zeros(lora.shape))
