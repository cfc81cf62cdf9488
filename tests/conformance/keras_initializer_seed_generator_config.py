# A random initializer seeded with a keras.random.SeedGenerator serializes the seed in its
# config (keras/src/initializers/random_initializers.py RandomInitializer.get_config:
# serialize_keras_object(self._init_seed)) and rebuilds it from that dict in __init__
# (deserialize_keras_object); an int or None seed stays as it is.
import json
import keras

for cls in [keras.initializers.RandomUniform, keras.initializers.GlorotNormal, keras.initializers.Orthogonal]:
    init = cls(seed=keras.random.SeedGenerator(7))
    config = init.get_config()
    print(cls.__name__, json.dumps(config["seed"], sort_keys=True))
    again = cls.from_config(config)
    print(type(again.seed).__name__, again.get_config() == config)
print(keras.initializers.RandomNormal(seed=3).get_config())
print(keras.initializers.HeUniform().get_config())
