# A small Keras-like object graph in plain Python: layers with __call__, build-on-first-call,
# attribute-heavy `self.x` access, kwargs-heavy calls, isinstance checks, a tracker that
# collects weights, and inspect.signature of a method, as a Keras model's Python side does.
import inspect


class Tracker:
    def __init__(self):
        self.tracked = {"weights": [], "layers": []}

    def track(self, value):
        if isinstance(value, Weight):
            self.tracked["weights"].append(value)
        elif isinstance(value, Layer):
            self.tracked["layers"].append(value)
        return value


class Weight:
    def __init__(self, shape, name=None, trainable=True, dtype="float32"):
        self.shape = tuple(shape)
        self.name = name
        self.trainable = trainable
        self.dtype = dtype
        self.value = [0.01 * (i % 7) for i in range(shape[0] * shape[1])]


class Layer:
    def __init__(self, name=None, dtype="float32", trainable=True, **kwargs):
        self.name = name or type(self).__name__.lower()
        self.dtype = dtype
        self.trainable = trainable
        self.built = False
        self._tracker = Tracker()
        self._call_has_training = "training" in inspect.signature(self.call).parameters
        self._options = dict(kwargs)

    def add_weight(self, shape, name=None, **kwargs):
        return self._tracker.track(Weight(shape, name=name, dtype=self.dtype, **kwargs))

    @property
    def weights(self):
        return list(self._tracker.tracked["weights"])

    def __call__(self, inputs, *args, training=None, **kwargs):
        if not self.built:
            self.build(len(inputs))
            self.built = True
        if self._call_has_training:
            kwargs["training"] = bool(training)
        return self.call(inputs, *args, **kwargs)


class Dense(Layer):
    def __init__(self, units, activation=None, use_bias=True, **kwargs):
        super().__init__(**kwargs)
        self.units = units
        self.activation = activation
        self.use_bias = use_bias

    def build(self, input_dim):
        self.kernel = self.add_weight((input_dim, self.units), name="kernel")
        self.bias = self.add_weight((1, self.units), name="bias") if self.use_bias else None

    def call(self, inputs):
        k = self.kernel.value
        units = self.units
        out = []
        for j in range(units):
            acc = self.bias.value[j] if self.bias is not None else 0.0
            for i, x in enumerate(inputs):
                acc += x * k[i * units + j]
            out.append(acc)
        return [self.activation(v) for v in out] if self.activation else out


class Dropout(Layer):
    def __init__(self, rate, **kwargs):
        super().__init__(**kwargs)
        self.rate = rate

    def build(self, input_dim):
        pass

    def call(self, inputs, training=False):
        return [x * (1 - self.rate) for x in inputs] if training else inputs


class Sequential(Layer):
    def __init__(self, layers, **kwargs):
        super().__init__(**kwargs)
        self.layers = [self._tracker.track(layer) for layer in layers]

    def build(self, input_dim):
        pass

    def call(self, inputs, training=False):
        x = inputs
        for layer in self.layers:
            x = layer(x, training=training)
        return x


def relu(v):
    return v if v > 0 else 0.0


total = 0.0
for step in range(500):
    model = Sequential([Dense(8, activation=relu, name="d1"), Dropout(0.5), Dense(2)], name="m")
    for k in range(6):
        out = model([0.1 * k, 0.2, -0.3, 0.4], training=k % 2 == 0)
        total += sum(out)
    total += len(model.layers[0].weights) + sum(len(layer.weights) for layer in model.layers)
print(round(total, 6))
