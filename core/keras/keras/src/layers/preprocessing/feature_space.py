"""FeatureSpace (keras/src/layers/preprocessing/feature_space.py, public as
keras.utils.FeatureSpace): preprocesses a dict of structured features, one preprocessing layer
per feature (Normalization, Rescaling, Discretization, IntegerLookup, StringLookup, Hashing),
optional HashedCrossing crosses, and encodes the result as one float vector ("concat") or a
dict of encoded features ("dict"). `adapt()` learns each adaptable layer's state from a
tf.data.Dataset of dicts; calling it preprocesses a dict of arrays or tensors, eagerly or in a
tf.data map. Like tfplay's HashedCrossing, crosses run eagerly only."""
from keras.src import backend
from keras.src import layers
from keras.src import tree
from keras.src.layers.layer import Layer
from keras.src.layers.preprocessing.tf_data_layer import TFDataLayer
from keras.src.saving import saving_lib
from keras.src.saving import serialization_lib
from keras.src.saving.keras_saveable import KerasSaveable
from keras.src.utils import backend_utils
from keras.src.utils.naming import auto_name


def _tf():
    import tensorflow as tf

    return tf


class Cross(KerasSaveable):
    """Features crossed by hashing into `crossing_dim` bins; named "a_X_b". Raises ValueError
    for an output_mode other than "int"/"one_hot"."""

    def __init__(self, feature_names, crossing_dim, output_mode="one_hot"):
        if output_mode not in {"int", "one_hot"}:
            raise ValueError("Invalid value for argument `output_mode`. Expected one of {'int', 'one_hot'}. "
                             f"Received: output_mode={output_mode}")
        self.feature_names = tuple(feature_names)
        self.crossing_dim = crossing_dim
        self.output_mode = output_mode

    def _obj_type(self):
        return "Cross"

    @property
    def name(self):
        return "_X_".join(self.feature_names)

    def get_config(self):
        return {"feature_names": self.feature_names, "crossing_dim": self.crossing_dim,
                "output_mode": self.output_mode}

    @classmethod
    def from_config(cls, config):
        return cls(**config)


class Feature(KerasSaveable):
    """One feature: its input dtype, its preprocessing layer (or that layer's serialized dict)
    and how it is encoded ("int", "one_hot", "float"; else ValueError)."""

    def __init__(self, dtype, preprocessor, output_mode):
        if output_mode not in {"int", "one_hot", "float"}:
            raise ValueError("Invalid value for argument `output_mode`. Expected one of {'int', 'one_hot', 'float'}. "
                             f"Received: output_mode={output_mode}")
        self.dtype = dtype
        if isinstance(preprocessor, dict):
            preprocessor = serialization_lib.deserialize_keras_object(preprocessor)
        self.preprocessor = preprocessor
        self.output_mode = output_mode

    def _obj_type(self):
        return "Feature"

    def get_config(self):
        return {"dtype": self.dtype, "preprocessor": serialization_lib.serialize_keras_object(self.preprocessor),
                "output_mode": self.output_mode}

    @classmethod
    def from_config(cls, config):
        return cls(**config)


class FeatureSpace(Layer):
    """features: {name: type name ("float", "float_normalized", "float_rescaled",
    "float_discretized", "integer_categorical", "string_categorical", "integer_hashed",
    "string_hashed") or a Feature from the class methods below}. Each input is a (batch, 1)
    Keras Input of the feature's dtype. Raises ValueError for empty features, an unknown type,
    a cross naming an unknown feature, an output_mode other than "concat"/"dict", use before
    `adapt()` when a preprocessor needs it, and a call with anything but a dict."""

    @classmethod
    def cross(cls, feature_names, crossing_dim, output_mode="one_hot"):
        return Cross(feature_names, crossing_dim, output_mode=output_mode)

    @classmethod
    def feature(cls, dtype, preprocessor, output_mode):
        return Feature(dtype, preprocessor, output_mode)

    @classmethod
    def float(cls, name=None):
        name = name or auto_name("float")
        preprocessor = TFDIdentity(dtype="float32", name=f"{name}_preprocessor")
        return Feature(dtype="float32", preprocessor=preprocessor, output_mode="float")

    @classmethod
    def float_rescaled(cls, scale=1.0, offset=0.0, name=None):
        name = name or auto_name("float_rescaled")
        preprocessor = layers.Rescaling(scale=scale, offset=offset, name=f"{name}_preprocessor")
        return Feature(dtype="float32", preprocessor=preprocessor, output_mode="float")

    @classmethod
    def float_normalized(cls, name=None):
        name = name or auto_name("float_normalized")
        preprocessor = layers.Normalization(axis=-1, name=f"{name}_preprocessor")
        return Feature(dtype="float32", preprocessor=preprocessor, output_mode="float")

    @classmethod
    def float_discretized(cls, num_bins, bin_boundaries=None, output_mode="one_hot", name=None):
        name = name or auto_name("float_discretized")
        preprocessor = layers.Discretization(num_bins=num_bins, bin_boundaries=bin_boundaries,
                                             name=f"{name}_preprocessor")
        return Feature(dtype="float32", preprocessor=preprocessor, output_mode=output_mode)

    @classmethod
    def integer_categorical(cls, max_tokens=None, num_oov_indices=1, output_mode="one_hot", name=None):
        name = name or auto_name("integer_categorical")
        preprocessor = layers.IntegerLookup(name=f"{name}_preprocessor", max_tokens=max_tokens,
                                            num_oov_indices=num_oov_indices)
        return Feature(dtype="int32", preprocessor=preprocessor, output_mode=output_mode)

    @classmethod
    def string_categorical(cls, max_tokens=None, num_oov_indices=1, output_mode="one_hot", name=None):
        name = name or auto_name("string_categorical")
        preprocessor = layers.StringLookup(name=f"{name}_preprocessor", max_tokens=max_tokens,
                                           num_oov_indices=num_oov_indices)
        return Feature(dtype="string", preprocessor=preprocessor, output_mode=output_mode)

    @classmethod
    def string_hashed(cls, num_bins, output_mode="one_hot", name=None):
        name = name or auto_name("string_hashed")
        preprocessor = layers.Hashing(name=f"{name}_preprocessor", num_bins=num_bins)
        return Feature(dtype="string", preprocessor=preprocessor, output_mode=output_mode)

    @classmethod
    def integer_hashed(cls, num_bins, output_mode="one_hot", name=None):
        name = name or auto_name("integer_hashed")
        preprocessor = layers.Hashing(name=f"{name}_preprocessor", num_bins=num_bins)
        return Feature(dtype="int32", preprocessor=preprocessor, output_mode=output_mode)

    def __init__(self, features, output_mode="concat", crosses=None, crossing_dim=32, hashing_dim=32,
                 num_discretization_bins=32, name=None):
        super().__init__(name=name)
        if not features:
            raise ValueError("The `features` argument cannot be None or empty.")
        self.crossing_dim = crossing_dim
        self.hashing_dim = hashing_dim
        self.num_discretization_bins = num_discretization_bins
        self.features = {name: self._standardize_feature(name, value) for name, value in features.items()}
        self.crosses = []
        if crosses:
            feature_set = set(features.keys())
            for cross in crosses:
                if isinstance(cross, dict):
                    cross = serialization_lib.deserialize_keras_object(cross)
                if isinstance(cross, Cross):
                    self.crosses.append(cross)
                    continue
                if not crossing_dim:
                    raise ValueError("When specifying `crosses`, the argument `crossing_dim` (dimensionality of the "
                                     "crossing space) should be specified as well.")
                for key in cross:
                    if key not in feature_set:
                        raise ValueError("All features referenced in the `crosses` argument should be present in "
                                         f"the `features` dict. Received unknown features: {cross}")
                self.crosses.append(Cross(cross, crossing_dim=crossing_dim))
        self.crosses_by_name = {cross.name: cross for cross in self.crosses}
        if output_mode not in {"dict", "concat"}:
            raise ValueError("Invalid value for argument `output_mode`. Expected one of {'dict', 'concat'}. "
                             f"Received: output_mode={output_mode}")
        self.output_mode = output_mode
        self.inputs = {name: self._feature_to_input(name, value) for name, value in self.features.items()}
        self.preprocessors = {name: value.preprocessor for name, value in self.features.items()}
        self.encoded_features = None
        self.crossers = {cross.name: self._cross_to_crosser(cross) for cross in self.crosses}
        self.one_hot_encoders = {}
        self._is_adapted = False
        self.concat = None
        self._preprocessed_features_names = None
        self._crossed_features_names = None
        self._sublayers_built = False

    def _feature_to_input(self, name, feature):
        return layers.Input(shape=(1,), dtype=feature.dtype, name=name)

    def _standardize_feature(self, name, feature):
        if isinstance(feature, Feature):
            return feature
        if isinstance(feature, dict):
            return serialization_lib.deserialize_keras_object(feature)
        if feature == "float":
            return self.float(name=name)
        if feature == "float_normalized":
            return self.float_normalized(name=name)
        if feature == "float_rescaled":
            return self.float_rescaled(name=name)
        if feature == "float_discretized":
            return self.float_discretized(name=name, num_bins=self.num_discretization_bins)
        if feature == "integer_categorical":
            return self.integer_categorical(name=name)
        if feature == "string_categorical":
            return self.string_categorical(name=name)
        if feature == "integer_hashed":
            return self.integer_hashed(self.hashing_dim, name=name)
        if feature == "string_hashed":
            return self.string_hashed(self.hashing_dim, name=name)
        raise ValueError(f"Invalid feature type: {feature}")

    def _cross_to_crosser(self, cross):
        return layers.HashedCrossing(cross.crossing_dim, name=cross.name)

    def _list_adaptable_preprocessors(self):
        """The features whose preprocessor has adapt(), except a Normalization given its mean
        and a TextVectorization given its vocabulary."""
        adaptable = []
        for name in self.features.keys():
            preprocessor = self.preprocessors[name]
            if isinstance(preprocessor, layers.Normalization):
                if preprocessor.input_mean is not None:
                    continue
            elif isinstance(preprocessor, layers.TextVectorization):
                if preprocessor._has_input_vocabulary:
                    continue
            if hasattr(preprocessor, "adapt"):
                adaptable.append(name)
        return adaptable

    def adapt(self, dataset):
        """Adapts each adaptable preprocessor on its feature of `dataset` (a tf.data.Dataset of
        dicts, batched or not: scalars are batched by 32, then ranks 0-1 get a last axis), then
        builds the encoding layers. Raises ValueError for anything but a tf.data.Dataset."""
        tf = _tf()
        if not isinstance(dataset, tf.data.Dataset):
            raise ValueError("`adapt()` can only be called on a tf.data.Dataset. "
                             f"Received instead: {dataset} (of type {type(dataset)})")
        for name in self._list_adaptable_preprocessors():
            feature_dataset = dataset.map(lambda x: x[name])
            preprocessor = self.preprocessors[name]
            x = next(iter(feature_dataset))  # one element tells the rank
            if len(x.shape) == 0:
                feature_dataset = feature_dataset.batch(32)
            if len(x.shape) in {0, 1}:
                feature_dataset = feature_dataset.map(lambda x: tf.expand_dims(x, -1))
            preprocessor.adapt(feature_dataset)
        self._is_adapted = True
        self.get_encoded_features()  # builds the encoders and the concat layer
        self.built = True
        self._sublayers_built = True

    def get_inputs(self):
        """{name: Keras Input}: a functional model's inputs."""
        self._check_if_built()
        return self.inputs

    def get_encoded_features(self):
        """The encoded features as Keras tensors (one (None, n) tensor, or a dict): a
        functional model's first layer."""
        self._check_if_adapted()
        if self.encoded_features is None:
            preprocessed_features = self._preprocess_features(self.inputs)
            crossed_features = self._cross_features(preprocessed_features)
            self.encoded_features = self._merge_features(preprocessed_features, crossed_features)
        return self.encoded_features

    def _preprocess_features(self, features):
        return {name: self.preprocessors[name](features[name]) for name in features.keys()}

    def _cross_features(self, features):
        all_outputs = {}
        for cross in self.crosses:
            inputs = [features[name] for name in cross.feature_names]
            all_outputs[cross.name] = self.crossers[cross.name](inputs)
        return all_outputs

    def _merge_features(self, preprocessed_features, crossed_features):
        """Features in sorted name order, then crosses in sorted name order; "one_hot" ones go
        through a multi_hot CategoryEncoding of the preprocessor's cardinality. The first call
        makes those layers (and raises ValueError for a one_hot feature whose preprocessor gives
        no integers or has no known cardinality, and for concatenating an unencoded integer or
        string feature); later calls reuse them."""
        if not self._preprocessed_features_names:
            self._preprocessed_features_names = sorted(preprocessed_features.keys())
            self._crossed_features_names = sorted(crossed_features.keys())
        all_names = self._preprocessed_features_names + self._crossed_features_names
        all_features = ([preprocessed_features[name] for name in self._preprocessed_features_names]
                        + [crossed_features[name] for name in self._crossed_features_names])
        output_dict = {}
        features_to_concat = []
        if self._sublayers_built:
            for name, feature in zip(all_names, all_features):
                encoder = self.one_hot_encoders.get(name, None)
                if encoder:
                    feature = encoder(feature)
                if self.output_mode == "dict":
                    output_dict[name] = feature
                else:
                    features_to_concat.append(feature)
            if self.output_mode == "dict":
                return output_dict
            return self.concat(features_to_concat)

        all_specs = ([self.features[name] for name in self._preprocessed_features_names]
                     + [self.crosses_by_name[name] for name in self._crossed_features_names])
        for name, feature, spec in zip(all_names, all_features, all_specs):
            dtype = tree.flatten(feature)[0].dtype if tree.is_nested(feature) else feature.dtype
            dtype = backend.standardize_dtype(dtype)
            if spec.output_mode == "one_hot":
                preprocessor = self.preprocessors.get(name) or self.crossers.get(name)
                cardinality = None
                if not dtype.startswith("int"):
                    raise ValueError(f"Feature '{name}' has `output_mode='one_hot'`. Thus its preprocessor should "
                                     f"return an integer dtype. Instead it returns a {dtype} dtype.")
                if isinstance(preprocessor, (layers.IntegerLookup, layers.StringLookup)):
                    cardinality = preprocessor.vocabulary_size()
                elif isinstance(preprocessor, layers.CategoryEncoding):
                    cardinality = preprocessor.num_tokens
                elif isinstance(preprocessor, layers.Discretization):
                    cardinality = preprocessor.num_bins
                elif isinstance(preprocessor, (layers.HashedCrossing, layers.Hashing)):
                    cardinality = preprocessor.num_bins
                else:
                    raise ValueError(f"Feature '{name}' has `output_mode='one_hot'`. However it isn't a standard "
                                     "feature and the dimensionality of its output space is not known, thus it "
                                     "cannot be one-hot encoded. Try using `output_mode='int'`.")
                if cardinality is not None:
                    encoder = layers.CategoryEncoding(num_tokens=cardinality, output_mode="multi_hot")
                    self.one_hot_encoders[name] = encoder
                    feature = encoder(feature)
            if self.output_mode == "concat":
                dtype = feature.dtype
                if dtype.startswith("int") or dtype == "string":
                    raise ValueError(f"Cannot concatenate features because feature '{name}' has not been encoded "
                                     f"(it has dtype {dtype}). Consider using `output_mode='dict'`.")
                features_to_concat.append(feature)
            else:
                output_dict[name] = feature
        if self.output_mode == "concat":
            self.concat = TFDConcat(axis=-1)
            return self.concat(features_to_concat)
        return output_dict

    def _check_if_adapted(self):
        if not self._is_adapted:
            if not self._list_adaptable_preprocessors():
                self._is_adapted = True
            else:
                raise ValueError("You need to call `.adapt(dataset)` on the FeatureSpace before you can start "
                                 "using it.")

    def _check_if_built(self):
        if not self._sublayers_built:
            self._check_if_adapted()
            self.get_encoded_features()
            self._sublayers_built = True

    def _convert_input(self, x):
        tf = _tf()
        if not isinstance(x, (tf.Tensor, tf.SparseTensor, tf.RaggedTensor)):
            if not isinstance(x, (list, tuple, int, float)):
                x = backend.convert_to_numpy(x)
            x = tf.convert_to_tensor(x)
        return x

    def __call__(self, data):
        """data: {name: value}; scalars give one unbatched sample (the batch axis is squeezed
        back off), rank-1 values get a last axis. Returns TF tensors."""
        tf = _tf()
        self._check_if_built()
        if not isinstance(data, dict):
            raise ValueError(f"A FeatureSpace can only be called with a dict. Received: data={data} "
                             f"(of type {type(data)}")
        data = {key: self._convert_input(value) for key, value in data.items()}
        rebatched = False
        for name, x in data.items():
            if len(x.shape) == 0:
                data[name] = tf.reshape(x, (1, 1))
                rebatched = True
            elif len(x.shape) == 1:
                data[name] = tf.expand_dims(x, -1)
        # Inner TFDataLayers keep TF tensors throughout (as inside a tf.data map).
        with backend_utils.TFGraphScope():
            preprocessed_data = self._preprocess_features(data)
            preprocessed_data = tree.map_structure(lambda x: self._convert_input(x), preprocessed_data)
            crossed_data = self._cross_features(preprocessed_data)
            crossed_data = tree.map_structure(lambda x: self._convert_input(x), crossed_data)
            merged_data = self._merge_features(preprocessed_data, crossed_data)
        if rebatched:
            if self.output_mode == "concat":
                assert merged_data.shape[0] == 1
                merged_data = tf.squeeze(merged_data, axis=0)
            else:
                for name, x in merged_data.items():
                    if len(x.shape) == 2 and x.shape[0] == 1:
                        merged_data[name] = tf.squeeze(x, axis=0)
        return merged_data

    def get_config(self):
        return {
            "features": serialization_lib.serialize_keras_object(self.features),
            "output_mode": self.output_mode,
            "crosses": serialization_lib.serialize_keras_object(self.crosses),
            "crossing_dim": self.crossing_dim,
            "hashing_dim": self.hashing_dim,
            "num_discretization_bins": self.num_discretization_bins,
        }

    @classmethod
    def from_config(cls, config):
        return cls(**config)

    def get_build_config(self):
        return {name: feature.preprocessor.get_build_config() for name, feature in self.features.items()}

    def build_from_config(self, config):
        for name in config.keys():
            preprocessor = self.features[name].preprocessor
            if not preprocessor.built:
                preprocessor.build_from_config(config[name])
        self._is_adapted = True

    def save(self, filepath):
        """Saves the FeatureSpace to a `.keras` file; keras.models.load_model reloads it."""
        saving_lib.save_model(self, filepath)

    def save_own_variables(self, store):
        return

    def load_own_variables(self, store):
        return


class TFDConcat(TFDataLayer):
    def __init__(self, axis, **kwargs):
        super().__init__(**kwargs)
        self.axis = axis

    def call(self, xs):
        return self.backend.numpy.concatenate(xs, axis=self.axis)


class TFDIdentity(TFDataLayer):
    def call(self, x):
        return x
