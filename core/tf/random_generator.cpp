// tf.random.Generator, tf.random.create_rng_state, get_global_generator and
// set_global_generator, written in Python as TF writes them
// (tensorflow/python/ops/stateful_random_ops.py, TF 2.20). The state is an int64 tf.Variable
// ([counter_lo, counter_hi, key] for Philox); each draw reads it and skips it by 256 blocks per
// output element (the RngReadAndSkip op, eagerly or in a tf.function's graph), then runs the
// stateless V2 kernel on that key and counter, so the numbers are TF's bit for bit.
#include "core/tf/random_generator.h"

#include <random>

#include "core/function/variable_object.h"
#include "core/tf/call_args.h"
#include "core/tf/lazy_module.h"
#include "core/tf/library_source.h"
#include "core/tf/module_helpers.h"
#include "core/tf/op_scope.h"

namespace tfplay::tf {

using py::CallArgs;
using py::Ref;
using tensor::DType;
using tensor::Tensor;

namespace {

constexpr const char* kGeneratorSource = R"PY(
import sys as _sys

_AutoTrackable = _sys.modules["tensorflow.python.trackable.autotrackable"].AutoTrackable
tf = None
_natives = None
_global_generator = None

SEED_BIT_MASK = 0xFFFFFFFFFFFFFFFF
SEED_TYPE_BITS = 64
SEED_MAX = 2**63 - 1
SEED_UINT_SPAN = 2**64
RNG_ALG_PHILOX = 1
RNG_ALG_THREEFRY = 2


def _install(tf_module, natives):
    # The defaults TF gives as dtypes, set once the tensorflow module exists.
    global tf, _natives
    tf = tf_module
    _natives = natives
    Generator.normal.__defaults__ = (0.0, 1.0, tf.float32, None)
    Generator.truncated_normal.__defaults__ = (0.0, 1.0, tf.float32, None)
    Generator.uniform.__defaults__ = (0, None, tf.float32, None)


def _uint_to_int(n):
    if isinstance(n, int) and n > SEED_MAX:
        n = n - SEED_UINT_SPAN
    return n


def _get_state_size(alg):
    if alg == RNG_ALG_PHILOX:
        return 3
    if alg == RNG_ALG_THREEFRY:
        return 2
    raise ValueError('Unsupported algorithm id: %s' % alg)


def _convert_alg_to_int(alg):
    if isinstance(alg, int):
        return alg
    if isinstance(alg, tf.random.Algorithm):
        return alg.value
    if isinstance(alg, tf.Tensor):
        return alg
    if isinstance(alg, str):
        if alg == 'philox':
            return RNG_ALG_PHILOX
        if alg == 'threefry':
            return RNG_ALG_THREEFRY
        if alg == 'auto_select':
            return 3
        raise ValueError('Unknown algorithm name: %s' % alg)
    raise TypeError("Can't convert algorithm %s of type %s to int" % (alg, type(alg)))


def _make_1d_state(state_size, seed):
    if isinstance(seed, int):
        ls = []
        for _ in range(state_size):
            ls.append(seed & SEED_BIT_MASK)
            seed >>= SEED_TYPE_BITS
        seed = ls
    seed = tf.nest.map_structure(_uint_to_int, seed)
    seed = tf.cast(seed, tf.int64)
    seed = tf.reshape(seed, [-1])
    seed = seed[0:state_size]
    seed_size = seed.shape[0]
    padding_size = max(state_size - seed_size, 0)
    padding = tf.zeros([padding_size], seed.dtype)
    return tf.concat([padding, seed], axis=0)


def create_rng_state(seed, alg):
    alg = _convert_alg_to_int(alg)
    return _make_1d_state(_get_state_size(alg), seed)


def _convert_to_state_tensor(t):
    t = tf.nest.map_structure(_uint_to_int, t)
    return tf.cast(t, tf.int64)


class Generator(_AutoTrackable):

    @classmethod
    def from_state(cls, state, alg):
        return cls(alg=alg, state=state)

    @classmethod
    def from_seed(cls, seed, alg=None):
        if alg is None:
            alg = RNG_ALG_PHILOX
        alg = _convert_alg_to_int(alg)
        state = create_rng_state(seed, alg)
        return cls(state=state, alg=alg)

    @classmethod
    def from_non_deterministic_state(cls, alg=None):
        if alg is None:
            alg = RNG_ALG_PHILOX
        alg = _convert_alg_to_int(alg)
        state = _natives.non_deterministic_ints(_get_state_size(alg))
        return cls(state=state, alg=alg)

    @classmethod
    def from_key_counter(cls, key, counter, alg):
        counter = _convert_to_state_tensor(counter)
        key = _convert_to_state_tensor(key)
        alg = _convert_alg_to_int(alg)
        counter.shape.assert_is_compatible_with([_get_state_size(alg) - 1])
        key.shape.assert_is_compatible_with([])
        key = tf.reshape(key, [1])
        state = tf.concat([counter, key], 0)
        return cls(state=state, alg=alg)

    def __init__(self, copy_from=None, state=None, alg=None):
        if copy_from is not None:
            assert (alg or state) is None
            self._state_var = self._create_variable(copy_from.state, dtype=tf.int64, trainable=False)
            self._alg = copy_from.algorithm
        else:
            assert alg is not None and state is not None
            alg = _convert_alg_to_int(alg)
            if alg != RNG_ALG_PHILOX:
                raise NotImplementedError('tfplay implements tf.random.Generator with the Philox '
                                          'algorithm only')
            if isinstance(state, tf.Variable):
                state.shape.assert_is_compatible_with([_get_state_size(alg)])
                self._state_var = state
            else:
                state = _convert_to_state_tensor(state)
                state.shape.assert_is_compatible_with([_get_state_size(alg)])
                self._state_var = self._create_variable(state, dtype=tf.int64, trainable=False)
            self._alg = alg

    def _create_variable(self, *args, **kwargs):
        # stateful_random_ops.py names the state 'StateVar' under ops.name_scope('random_generator'),
        # the internal name scope that eager execution skips: 'StateVar:0' eagerly.
        kwargs['name'] = 'StateVar'
        if tf.executing_eagerly():
            return tf.Variable(*args, **kwargs)
        with tf.name_scope('random_generator'):
            return tf.Variable(*args, **kwargs)

    def reset(self, state):
        state = _convert_to_state_tensor(state)
        state.shape.assert_is_compatible_with([_get_state_size(self.algorithm)])
        self._state_var.assign(state)

    def reset_from_seed(self, seed):
        self._state_var.assign(create_rng_state(seed, self.algorithm))

    def reset_from_key_counter(self, key, counter):
        counter = _convert_to_state_tensor(counter)
        key = _convert_to_state_tensor(key)
        counter.shape.assert_is_compatible_with([_get_state_size(self.algorithm) - 1])
        key.shape.assert_is_compatible_with([])
        key = tf.reshape(key, [1])
        self._state_var.assign(tf.concat([counter, key], 0))

    @property
    def state(self):
        return self._state_var

    @property
    def algorithm(self):
        return self._alg

    @property
    def key(self):
        return self._state_var[-1]

    def skip(self, delta):
        return _natives.rng_read_and_skip(self._state_var, self.algorithm, delta)

    def _prepare_key_counter(self, shape):
        delta = tf.reduce_prod(shape)
        counter_key = self.skip(delta)
        counter = _natives.bitcast_uint64(counter_key[:2])
        key = _natives.bitcast_uint64(counter_key[2:3])
        return key, counter

    def normal(self, shape, mean=0.0, stddev=1.0, dtype=None, name=None):
        with tf.name_scope(name or 'stateful_normal'):
            shape = _shape_tensor(shape)
            mean = tf.convert_to_tensor(mean, dtype=dtype, name='mean')
            stddev = tf.convert_to_tensor(stddev, dtype=dtype, name='stddev')
            key, counter = self._prepare_key_counter(shape)
            rnd = tf.raw_ops.StatelessRandomNormalV2(shape=shape, key=key, counter=counter,
                                                     alg=self.algorithm, dtype=dtype)
            return tf.add(rnd * stddev, mean)

    def truncated_normal(self, shape, mean=0.0, stddev=1.0, dtype=None, name=None):
        with tf.name_scope(name or 'truncated_normal'):
            shape = _shape_tensor(shape)
            mean = tf.convert_to_tensor(mean, dtype=dtype, name='mean')
            stddev = tf.convert_to_tensor(stddev, dtype=dtype, name='stddev')
            key, counter = self._prepare_key_counter(shape)
            rnd = tf.raw_ops.StatelessTruncatedNormalV2(shape=shape, key=key, counter=counter,
                                                        alg=self.algorithm, dtype=dtype)
            return tf.add(rnd * stddev, mean)

    def uniform(self, shape, minval=0, maxval=None, dtype=None, name=None):
        dtype = tf.as_dtype(dtype)
        if dtype.is_integer:
            if (minval is None) != (maxval is None):
                raise ValueError('For integer dtype {}, minval and maxval must be both '
                                 '`None` or both non-`None`; got minval={} and '
                                 'maxval={}'.format(dtype, minval, maxval))
        elif maxval is None:
            maxval = 1
        with tf.name_scope(name or 'stateful_uniform'):
            shape = _shape_tensor(shape)
            if dtype.is_integer and minval is None:
                return self._uniform_full_int(shape, dtype)
            minval = tf.convert_to_tensor(minval, dtype=dtype, name='min')
            maxval = tf.convert_to_tensor(maxval, dtype=dtype, name='max')
            key, counter = self._prepare_key_counter(shape)
            if dtype.is_integer:
                return tf.raw_ops.StatelessRandomUniformIntV2(
                    shape=shape, key=key, counter=counter, alg=self.algorithm,
                    minval=minval, maxval=maxval)
            rnd = tf.raw_ops.StatelessRandomUniformV2(shape=shape, key=key, counter=counter,
                                                      alg=self.algorithm, dtype=dtype)
            return tf.add(rnd * (maxval - minval), minval)

    def _uniform_full_int(self, shape, dtype):
        key, counter = self._prepare_key_counter(shape)
        return tf.raw_ops.StatelessRandomUniformFullIntV2(shape=shape, key=key, counter=counter,
                                                          alg=self.algorithm, dtype=dtype)

    def uniform_full_int(self, shape, dtype=None, name=None):
        if dtype is None:
            raise NotImplementedError('tfplay has no uint64 dtype: pass dtype=tf.int64 or tf.int32 '
                                      'to tf.random.Generator.uniform_full_int')
        dtype = tf.as_dtype(dtype)
        with tf.name_scope(name or 'stateful_uniform_full_int'):
            return self._uniform_full_int(_shape_tensor(shape), dtype)

    def binomial(self, shape, counts, probs, dtype=None, name=None):
        raise NotImplementedError('tfplay does not implement tf.random.Generator.binomial yet')

    def make_seeds(self, count=1):
        keys = self._uniform_full_int(_shape_tensor([count]), tf.int64)
        zeros = tf.zeros_like(keys)
        return tf.stack([keys, zeros])

    def split(self, count=1):
        keys = self._uniform_full_int(_shape_tensor([count]), tf.int64)
        return [Generator(state=[0] * (_get_state_size(self.algorithm) - 1) + [key],
                          alg=self.algorithm)
                for key in tf.unstack(keys, num=count)]


def _shape_tensor(shape):
    if isinstance(shape, (tuple, list)) and not shape:
        return tf.convert_to_tensor(shape, dtype=tf.int64, name='shape')
    return tf.convert_to_tensor(shape, name='shape')


def get_global_generator():
    global _global_generator
    if _global_generator is None:
        with tf.init_scope():  # created eagerly, also when first asked for inside a tf.function
            _global_generator = Generator.from_non_deterministic_state()
    return _global_generator


def set_global_generator(generator):
    global _global_generator
    _global_generator = generator
)PY";

/// The natives the Python source calls as `_natives.*`.
Ref make_natives() {
  Ref m = py::Module("tensorflow.python.ops.gen_stateful_random_ops");
  // rng_read_and_skip(state_var, alg, delta): Generator._skip_single_var -- the RngReadAndSkip
  // op on the variable's handle with alg cast to int32 and delta to uint64; returns the int64
  // state it read (a symbolic tensor inside a tf.function).
  def(m, "rng_read_and_skip", +[](CallArgs& a) -> Ref {
    const function::VariableObject* v = function::as_variable(a.args.at(0).get());
    if (!v) py::raise(py::E().TypeError, "tf.random.Generator state must be a tf.Variable");
    Ref alg = apply_op1("Cast", {a.args.at(1)}, {{"DstT", DType::Int32}, {"Truncate", false}});
    Ref delta = apply_op1("Cast", {a.args.at(2)}, {{"DstT", DType::UInt64}, {"Truncate", false}});
    return apply_op1("RngReadAndSkip", {v->handle, alg, delta});
  });
  // bitcast_uint64(x): array_ops.bitcast(x, dtypes.uint64) for the int64 key and counter words
  // (tfplay's Python API has no tf.uint64 dtype to pass to tf.bitcast).
  def(m, "bitcast_uint64", +[](CallArgs& a) -> Ref {
    return apply_op1("Bitcast", {a.args.at(0)}, {{"type", DType::UInt64}});
  });
  // non_deterministic_ints(n): NonDeterministicInts' int64 vector of OS randomness.
  def(m, "non_deterministic_ints", +[](CallArgs& a) -> Ref {
    const int64_t n = py::as_int(a.args.at(0).get());
    std::random_device rd;
    std::vector<int64_t> values;
    for (int64_t i = 0; i < n; ++i) values.push_back(static_cast<int64_t>((static_cast<uint64_t>(rd()) << 32) | rd()));
    return function::make_eager(Tensor::from_vector<int64_t>(DType::Int64, {n}, values));
  });
  return m;
}

}  // namespace

void install_random_generator(const Ref& tf) {
  // The module runs when a program first uses one of its names, from either namespace
  // (lazy_module.h): most programs never do, and it cost every run that imports tensorflow.
  static const std::vector<std::string> kNames = {"Generator", "create_rng_state", "get_global_generator",
                                                  "set_global_generator"};
  Ref random = submodule_of(tf, "random");
  Ref experimental = submodule_of(random, "experimental");
  auto load = [tf](const Ref& into) {
    Ref m = lazy_library_module("tensorflow.python.ops.stateful_random_ops", kGeneratorSource,
                                [tf](const Ref& module) { py::call(module->dict->get("_install"), std::vector<Ref>{tf, make_natives()}); });
    for (const std::string& name : kNames) into->dict->set(name, m->dict->get(name));
  };
  lazy_attributes(random, "tf.random", kNames, [load, random] { load(random); });
  lazy_attributes(experimental, "tf.random.experimental", kNames, [load, experimental] { load(experimental); });
}

}  // namespace tfplay::tf
