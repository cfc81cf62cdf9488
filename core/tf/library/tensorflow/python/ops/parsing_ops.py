
import collections as _collections
import re as _re

tf = None
_natives = None


def _install(tf_module, natives):
    global tf, _natives
    tf = tf_module
    _natives = natives


# ----- feature configurations (tensorflow/python/ops/parsing_config.py) -----------------------

class VarLenFeature(_collections.namedtuple('VarLenFeature', ['dtype'])):
    """Configuration for parsing a variable-length input feature (a SparseTensor)."""
    pass


class FixedLenFeature(_collections.namedtuple('FixedLenFeature', ['shape', 'dtype', 'default_value'])):
    """Configuration for parsing a fixed-length input feature."""

    def __new__(cls, shape, dtype, default_value=None):
        return super(FixedLenFeature, cls).__new__(cls, shape, dtype, default_value)


class FixedLenSequenceFeature(_collections.namedtuple(
        'FixedLenSequenceFeature', ['shape', 'dtype', 'allow_missing', 'default_value'])):
    """Configuration for parsing a variable-length input feature into a Tensor."""

    def __new__(cls, shape, dtype, allow_missing=False, default_value=None):
        return super(FixedLenSequenceFeature, cls).__new__(cls, shape, dtype, allow_missing, default_value)


class RaggedFeature(_collections.namedtuple(
        'RaggedFeature', ['dtype', 'value_key', 'partitions', 'row_splits_dtype', 'validate'])):
    """Configuration for passing a RaggedTensor input feature (one without partitions: each
    example's values are one row)."""

    def __new__(cls, dtype, value_key=None, partitions=(), row_splits_dtype=None, validate=False):
        if row_splits_dtype is None:
            row_splits_dtype = tf.int32
        if value_key is not None:
            if not isinstance(value_key, str):
                raise ValueError(f'Argument `value_key` must be a string; got {value_key}')
            if not value_key:
                raise ValueError('Argument `value_key` must not be empty')
        dtype = tf.as_dtype(dtype)
        if dtype not in (tf.int64, tf.float32, tf.string):
            raise ValueError('Argument `dtype` must be int64, float32, or bytes; got '
                             f'{dtype!r}')
        row_splits_dtype = tf.as_dtype(row_splits_dtype)
        if row_splits_dtype not in (tf.int32, tf.int64):
            raise ValueError('Argument `row_splits_dtype` must be int32 or int64; got'
                             f'{row_splits_dtype!r}')
        if not isinstance(partitions, (list, tuple)):
            raise TypeError('Argument `partitions` must be a list or tuple. Received'
                            f'partitions={partitions} of type '
                            f'{type(partitions).__name__}.')
        if partitions:
            raise NotImplementedError('tfplay does not support tf.io.RaggedFeature partitions yet')
        if not isinstance(validate, bool):
            raise TypeError(f'Argument `validate` must be a bool; got {validate!r}')
        return super(RaggedFeature, cls).__new__(cls, dtype, value_key, tuple(partitions), row_splits_dtype,
                                                 validate)


for _cls in (VarLenFeature, FixedLenFeature, FixedLenSequenceFeature, RaggedFeature):
    _cls.__module__ = 'tensorflow.python.ops.parsing_config'


def _split_ragged(features):
    # RaggedFeatures parse as the values of a VarLenFeature of their value_key; the others as
    # they are.
    plain, ragged = {}, {}
    for key, feature in features.items():
        if isinstance(feature, RaggedFeature):
            ragged[key] = feature
        else:
            plain[key] = feature
    values = {f.value_key or key: VarLenFeature(f.dtype) for key, f in ragged.items()}
    return plain, ragged, values


def _parse_with_ragged(serialized, features, example_names, name, batched):
    # _construct_tensors_for_composite_features: sparse and dense results first, then each
    # RaggedFeature (keys sorted) as a RaggedTensor of its value_key's values (batched) or the
    # values themselves (one example).
    plain, ragged, values = _split_ragged(features)
    params = _ParseOpParams(plain)
    value_params = _ParseOpParams(values)
    out = _parse_example_raw(serialized, example_names, params, name) if plain else {}
    parsed = _parse_example_raw(serialized, example_names, value_params, name)
    for key in sorted(ragged):
        f = ragged[key]
        st = parsed[f.value_key or key]
        if batched:
            out[key] = tf.RaggedTensor.from_sparse(st, row_splits_dtype=f.row_splits_dtype)
        else:
            out[key] = st.values
    return out


class _ParseOpParams:
    """The op's arguments from a features dict (_ParseOpParams.from_features): keys sorted."""

    def __init__(self, features):
        self.sparse_keys, self.sparse_types = [], []
        self.dense_keys, self.dense_types, self.dense_shapes = [], [], []
        self.dense_defaults = {}
        for key in sorted(features):
            feature = features[key]
            if isinstance(feature, VarLenFeature):
                if not feature.dtype:
                    raise ValueError(f'Missing type for feature {key}. Received feature={feature}')
                self.sparse_keys.append(key)
                self.sparse_types.append(tf.as_dtype(feature.dtype))
            elif isinstance(feature, FixedLenSequenceFeature):
                # _prepend_none_dimension, then _add_fixed_len_sequence_feature.
                if not feature.allow_missing:
                    raise ValueError('Unsupported: FixedLenSequenceFeature requires allow_missing to be True.')
                if not feature.dtype:
                    raise ValueError(f'Missing type for feature {key}. Received feature={feature}.')
                if feature.shape is None:
                    raise ValueError(f'Missing shape for feature {key}. Received feature={feature}.')
                self.dense_keys.append(key)
                self.dense_shapes.append(tf.TensorShape([None] + list(feature.shape)))
                self.dense_types.append(tf.as_dtype(feature.dtype))
                if feature.default_value is not None:
                    self.dense_defaults[key] = feature.default_value
            elif isinstance(feature, FixedLenFeature):
                if not feature.dtype:
                    raise ValueError(f'Missing type for feature {key}. Received feature={feature}')
                if feature.shape is None:
                    raise ValueError(f'Missing shape for feature {key}. Received feature={feature}')
                shape = tf.TensorShape(feature.shape)
                if feature.shape and shape.rank and shape[0] is None:
                    raise ValueError(f'First dimension of shape for feature {key} unknown. '
                                     'Consider using FixedLenSequenceFeature. Received '
                                     f'feature={feature}')
                if not shape.is_fully_defined():
                    raise ValueError(f'All dimensions of shape for feature {key} need to be '
                                     f'known but received {feature.shape!s}.')
                self.dense_keys.append(key)
                self.dense_shapes.append(shape)
                self.dense_types.append(tf.as_dtype(feature.dtype))
                if feature.default_value is not None:
                    self.dense_defaults[key] = feature.default_value
            else:
                raise ValueError(f'Unsupported {type(feature).__name__} {feature}.')

    def dense_defaults_vec(self):
        out = []
        for key, shape, dtype in zip(self.dense_keys, self.dense_shapes, self.dense_types):
            default_value = self.dense_defaults.get(key)
            if shape.rank and shape[0] is None:
                # A variable-length feature's default is the scalar it is padded with.
                if default_value is None:
                    default_value = tf.convert_to_tensor('' if dtype == tf.string else 0, dtype=dtype)
                else:
                    key_name = 'padding_' + _re.sub('[^A-Za-z0-9_.\\-/]', '_', key)
                    default_value = tf.reshape(tf.convert_to_tensor(default_value, dtype=dtype, name=key_name), [])
            elif default_value is None:
                default_value = tf.constant([], dtype=dtype)
            elif not isinstance(default_value, tf.Tensor):
                key_name = 'key_' + _re.sub('[^A-Za-z0-9_.\\-/]', '_', key)
                default_value = tf.convert_to_tensor(default_value, dtype=dtype, name=key_name)
                default_value = tf.reshape(default_value, shape)
            out.append(default_value)
        return out


def _parse_example_raw(serialized, names, params, name=None):
    with tf.name_scope(name or 'ParseExample'):
        names = [] if names is None else names
        serialized = tf.convert_to_tensor(serialized, name='serialized')
        outputs = _natives.parse_example_v2(
            serialized, names, params.sparse_keys, params.dense_keys, params.dense_defaults_vec(),
            params.sparse_types, [[-1 if d is None else d for d in s.as_list()] for s in params.dense_shapes],
            params.dense_types)
        n = len(params.sparse_keys)
        indices, values, shapes = outputs[:n], outputs[n:2 * n], outputs[2 * n:3 * n]
        dense = outputs[3 * n:]
        sparse = [tf.sparse.SparseTensor(i, v, s) for i, v, s in zip(indices, values, shapes)]
        return dict(zip(params.sparse_keys + params.dense_keys, sparse + list(dense)))


def parse_example(serialized, features, example_names=None, name=None):
    """tf.io.parse_example (parsing_ops.parse_example_v2)."""
    if not features:
        raise ValueError('Argument `features` cannot be None.')
    if any(isinstance(f, RaggedFeature) for f in features.values()):
        return _parse_with_ragged(serialized, features, example_names, name, True)
    params = _ParseOpParams(features)
    return _parse_example_raw(serialized, example_names, params, name)


def parse_single_example(serialized, features, example_names=None, name=None):
    """tf.io.parse_single_example (parsing_ops.parse_single_example_v2): one scalar string."""
    if not features:
        raise ValueError('Invalid argument: features cannot be None.')
    with tf.name_scope(name or 'ParseSingleExample'):
        serialized = tf.convert_to_tensor(serialized, name='serialized')
        rank = serialized.shape.rank
        if rank is not None and rank != 0:
            raise ValueError('Input serialized must be a scalar')
        if any(isinstance(f, RaggedFeature) for f in features.values()):
            return _parse_with_ragged(serialized, features, example_names, name, False)
        params = _ParseOpParams(features)
        return _parse_example_raw(serialized, example_names, params, name)


# ----- CSV records (parsing_ops.decode_csv_v2 over the DecodeCSV op, ops_decode_csv.cpp) --------

def decode_csv(records, record_defaults, field_delim=",", use_quote_delim=True, na_value="", select_cols=None,
               name=None):
    """tf.io.decode_csv: one tensor per (selected) column, shaped like `records`, typed like its
    record default (float32, float64, int32, int64 or string; an empty default makes the column
    required). Returns a list; errors are DecodeCSV's InvalidArgumentErrors."""
    if select_cols is not None and any(select_cols[i] >= select_cols[i + 1] for i in range(len(select_cols) - 1)):
        raise ValueError("select_cols is not strictly increasing.")
    if select_cols is not None and select_cols[0] < 0:
        raise ValueError("select_cols contains negative values.")
    if select_cols is not None and len(select_cols) != len(record_defaults):
        raise ValueError("Length of select_cols and record_defaults do not match.")
    # gen_parsing_ops.decode_csv: the attrs as _execute.make_str / make_bool / make_int take them.
    if field_delim is None:
        field_delim = ","
    if use_quote_delim is None:
        use_quote_delim = True
    if na_value is None:
        na_value = ""
    for value, arg in ((field_delim, "field_delim"), (na_value, "na_value")):
        if not isinstance(value, (str, bytes)):
            raise TypeError("Expected string for argument '%s' not %s." % (arg, repr(value)))
    if not isinstance(use_quote_delim, bool):
        raise TypeError("Expected bool for argument 'use_quote_delim' not %s." % repr(use_quote_delim))
    if select_cols is None:
        select_cols = []
    if not isinstance(select_cols, (list, tuple)):
        raise TypeError("Expected list for 'select_cols' argument to 'decode_csv' Op, not %r." % (select_cols,))
    cols = []
    for col in select_cols:
        if isinstance(col, str):
            raise TypeError("Expected int for argument 'select_cols' not %s." % repr(col))
        cols.append(int(col))
    if not isinstance(record_defaults, (list, tuple)):
        if not tf.executing_eagerly():  # _apply_op_helper takes lists only
            raise TypeError("Expected list for 'record_defaults' argument to 'DecodeCSV' Op, not %s."
                            % (record_defaults,))
        record_defaults = list(record_defaults)  # convert_to_mixed_eager_tensors iterates it
    if isinstance(field_delim, bytes):
        field_delim = field_delim.decode("utf-8")
    if isinstance(na_value, bytes):
        na_value = na_value.decode("utf-8")
    return _natives.decode_csv(records, list(record_defaults), field_delim, use_quote_delim, na_value, cols, name)


# ----- TFRecord files (tensorflow/python/lib/io/tf_record.py) ----------------------------------

class TFRecordCompressionType:
    NONE = 0
    ZLIB = 1
    GZIP = 2


class TFRecordOptions:
    """Options used for manipulating TFRecord files (only uncompressed files in tfplay)."""
    compression_type_map = {TFRecordCompressionType.ZLIB: 'ZLIB', TFRecordCompressionType.GZIP: 'GZIP',
                            TFRecordCompressionType.NONE: ''}

    def __init__(self, compression_type=None, flush_mode=None, input_buffer_size=None,
                 output_buffer_size=None, window_bits=None, compression_level=None,
                 compression_method=None, mem_level=None, compression_strategy=None):
        if compression_type is not None and not isinstance(compression_type, str):
            compression_type = self.compression_type_map.get(compression_type, compression_type)
        self.compression_type = compression_type or ''
        if self.compression_type not in ('', 'NONE', None):
            raise NotImplementedError('tfplay writes uncompressed TFRecord files only')

    @classmethod
    def get_compression_type_string(cls, options):
        if not options:
            return ''
        if isinstance(options, TFRecordOptions):
            return options.compression_type
        if isinstance(options, int):
            return cls.compression_type_map[options]
        return TFRecordOptions(compression_type=options).compression_type


TFRecordOptions.__module__ = 'tensorflow.python.lib.io.tf_record'


def _os_error(exc, path):
    kinds = {2: tf.errors.NotFoundError, 13: tf.errors.PermissionDeniedError, 20: tf.errors.FailedPreconditionError,
             21: tf.errors.FailedPreconditionError, 28: tf.errors.ResourceExhaustedError}
    return kinds.get(exc.errno, tf.errors.UnknownError)(None, None, f'{path}; {exc.strerror}')


class TFRecordWriter:
    """A class to write records to a TFRecords file (each record framed with its length and
    masked CRC-32C checksums)."""

    def __init__(self, path, options=None):
        if not isinstance(options, TFRecordOptions):
            options = TFRecordOptions(compression_type=TFRecordOptions.get_compression_type_string(options))
        if isinstance(path, bytes):
            path = path.decode('utf-8')
        try:
            self._f = open(path, 'wb')
        except OSError as e:
            raise _os_error(e, path) from None

    def _file(self):
        if self._f is None:
            raise tf.errors.FailedPreconditionError(None, None, 'Writer is closed.')
        return self._f

    def write(self, record):
        """Writes a record (bytes, or str as UTF-8) to the file."""
        if isinstance(record, str):
            record = record.encode('utf-8')
        elif not isinstance(record, bytes):
            raise TypeError('write(): incompatible function arguments. The following argument types are supported:\n'
                            '    1. (self: tensorflow.python.lib.io._pywrap_record_io.RecordWriter, record: str) -> None\n\n'
                            f'Invoked with: {self!r}, {record!r}')
        self._file().write(_natives.frame(record))

    def flush(self):
        self._file().flush()

    def close(self):
        if self._f is not None:
            self._f.close()
            self._f = None

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc_value, traceback):
        self.close()


TFRecordWriter.__module__ = 'tensorflow.python.lib.io.tf_record'


def tf_record_iterator(path, options=None):
    """tf.compat.v1.io.tf_record_iterator: the records of a file, one by one."""
    if isinstance(path, bytes):
        path = path.decode('utf-8')
    try:
        with open(path, 'rb') as f:
            data = f.read()
    except OSError as e:
        raise _os_error(e, path) from None
    records, error = _natives.records(data)
    yield from records
    if error:
        raise tf.errors.DataLossError(None, None, error)


# ----- tf.data.experimental.TFRecordWriter (tensorflow/python/data/experimental/ops/writers.py) --

_WRITER_INSTRUCTIONS = ('To write TFRecords to disk, use `tf.io.TFRecordWriter`. To save and load the '
                        'contents of a dataset, use `tf.data.experimental.save` and `tf.data.experimental.load`')


class DatasetTFRecordWriter:
    """Writes a dataset of scalar strings to a TFRecord file (deprecated in TF)."""

    def __init__(self, filename, compression_type=None):
        _natives.deprecated('TFRecordWriter.__init__ (from tensorflow.python.data.experimental.ops.writers)',
                            _WRITER_INSTRUCTIONS)
        self._filename = tf.convert_to_tensor(filename, tf.string, name='filename')
        if compression_type not in (None, '', 'NONE'):
            raise NotImplementedError('tfplay writes uncompressed TFRecord files only')

    def write(self, dataset):
        """Writes the dataset's elements, one record each (DatasetToTFRecord, run eagerly)."""
        if not isinstance(dataset, tf.data.Dataset):
            raise TypeError(f'Invalid `dataset.` Expected a `tf.data.Dataset` object but got {type(dataset)}.')
        spec = dataset.element_spec
        if not (isinstance(spec, tf.TensorSpec) and spec.is_compatible_with(tf.TensorSpec([], tf.string))):
            shapes = tf.nest.map_structure(lambda s: s.shape, spec)
            types = tf.nest.map_structure(lambda s: s.dtype, spec)
            raise TypeError('Invalid `dataset`. Expected a`dataset` that produces scalar `tf.string` '
                            f'elements, but got a dataset which produces elements with shapes {shapes} '
                            f'and types {types}.')
        if not tf.executing_eagerly():
            raise NotImplementedError('tfplay writes a dataset to a TFRecord file eagerly only')
        with TFRecordWriter(self._filename.numpy().decode('utf-8')) as writer:
            for record in dataset:
                writer.write(record.numpy())


DatasetTFRecordWriter.__name__ = 'TFRecordWriter'
DatasetTFRecordWriter.__qualname__ = 'TFRecordWriter'
DatasetTFRecordWriter.__module__ = 'tensorflow.python.data.experimental.ops.writers'
