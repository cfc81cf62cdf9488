// tf.random.Generator, tf.random.create_rng_state, get_global_generator and
// set_global_generator, written in Python as TF writes them
// (tensorflow/python/ops/stateful_random_ops.py, TF 2.20). The state is an int64 tf.Variable
// ([counter_lo, counter_hi, key] for Philox); each draw reads it and skips it by 256 blocks per
// output element (RngReadAndSkip), then runs the stateless V2 kernel on that key and counter,
// so the numbers are TF's bit for bit. Eager only: inside a tf.function TF adds an
// RngReadAndSkip op and bitcasts, which tfplay's graphs do not have yet.
#include "core/tf/random_generator.h"

#include <random>

#include "core/function/variable_object.h"
#include "core/graph/resource_variable.h"
#include "core/tensor/kernels_random.h"
#include "core/tf/call_args.h"
#include "core/tf/lazy_module.h"
#include "core/tf/library_source.h"
#include "core/tf/module_helpers.h"

namespace tfplay::tf {

using py::CallArgs;
using py::Ref;
using tensor::DType;
using tensor::Tensor;

namespace {

constexpr const char* kGeneratorSource = R"PY(
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


def _check_eager(what):
    if not tf.executing_eagerly():
        raise NotImplementedError('tfplay does not implement tf.random.Generator.%s inside a '
                                  'tf.function yet' % what)


class Generator(object):

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
            self._state_var = tf.Variable(copy_from.state, dtype=tf.int64, trainable=False)
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
                self._state_var = tf.Variable(state, dtype=tf.int64, trainable=False)
            self._alg = alg

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
        _check_eager('skip')
        return _natives.read_and_skip(self._state_var, delta)[2]

    def _prepare_key_counter(self, shape):
        delta = int(tf.reduce_prod(shape))
        key, counter, _ = _natives.read_and_skip(self._state_var, delta)
        return key, counter

    def normal(self, shape, mean=0.0, stddev=1.0, dtype=None, name=None):
        _check_eager('normal')
        with tf.name_scope(name or 'stateful_normal'):
            shape = _shape_tensor(shape)
            mean = tf.convert_to_tensor(mean, dtype=dtype, name='mean')
            stddev = tf.convert_to_tensor(stddev, dtype=dtype, name='stddev')
            key, counter = self._prepare_key_counter(shape)
            rnd = tf.raw_ops.StatelessRandomNormalV2(shape=shape, key=key, counter=counter,
                                                     alg=self.algorithm, dtype=dtype)
            return tf.add(rnd * stddev, mean)

    def truncated_normal(self, shape, mean=0.0, stddev=1.0, dtype=None, name=None):
        _check_eager('truncated_normal')
        with tf.name_scope(name or 'truncated_normal'):
            shape = _shape_tensor(shape)
            mean = tf.convert_to_tensor(mean, dtype=dtype, name='mean')
            stddev = tf.convert_to_tensor(stddev, dtype=dtype, name='stddev')
            key, counter = self._prepare_key_counter(shape)
            rnd = tf.raw_ops.StatelessTruncatedNormalV2(shape=shape, key=key, counter=counter,
                                                        alg=self.algorithm, dtype=dtype)
            return tf.add(rnd * stddev, mean)

    def uniform(self, shape, minval=0, maxval=None, dtype=None, name=None):
        _check_eager('uniform')
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
        _check_eager('uniform_full_int')
        if dtype is None:
            raise NotImplementedError('tfplay has no uint64 dtype: pass dtype=tf.int64 or tf.int32 '
                                      'to tf.random.Generator.uniform_full_int')
        dtype = tf.as_dtype(dtype)
        with tf.name_scope(name or 'stateful_uniform_full_int'):
            return self._uniform_full_int(_shape_tensor(shape), dtype)

    def make_seeds(self, count=1):
        _check_eager('make_seeds')
        keys = self._uniform_full_int(_shape_tensor([count]), tf.int64)
        zeros = tf.zeros_like(keys)
        return tf.stack([keys, zeros])

    def split(self, count=1):
        _check_eager('split')
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
        _global_generator = Generator.from_non_deterministic_state()
    return _global_generator


def set_global_generator(generator):
    global _global_generator
    _global_generator = generator
)PY";

/// The natives the Python source calls as `_natives.*`.
Ref make_natives() {
  Ref m = py::Module("tensorflow.python.ops.gen_stateful_random_ops");
  // read_and_skip(state_var, delta): RngReadAndSkip on a Philox state variable -- the key and
  // counter it held (uint64 tensors of 1 and 2 elements) and the old state, after which the
  // counter has skipped delta * 256 blocks (UpdateMemWithPhiloxRandom).
  def(m, "read_and_skip", [](CallArgs& a) -> Ref {
    const function::VariableObject* v = function::as_variable(a.args.at(0).get());
    const function::TensorObject* h = v ? function::as_tensor(v->handle.get()) : nullptr;
    graph::VariableResource* r = h && h->is_eager() ? graph::variable_of(*h->value) : nullptr;
    if (!r || !r->value) py::raise(py::E().NotImplementedError, "tfplay cannot read this tf.random.Generator state");
    const Tensor& state = *r->value;
    if (state.dtype() != DType::Int64)
      raise_op_error(tensor::invalid_argument("dtype of RNG state variable must be int64, not " +
                                              std::string(tensor::enum_name(state.dtype()))));
    if (state.num_elements() < 3)
      raise_op_error(tensor::invalid_argument("For the Philox algorithm, the size of state must be at least 3; got " +
                                              std::to_string(state.num_elements())));
    const int64_t delta = py::as_int(a.args.at(1).get());
    const auto c0 = static_cast<uint64_t>(state.as_int64(0)), c1 = static_cast<uint64_t>(state.as_int64(1)),
               k = static_cast<uint64_t>(state.as_int64(2));
    tensor::Philox next = tensor::Philox::from_key_counter(k, c0, c1);
    next.skip(static_cast<uint64_t>(delta) * 256);
    const std::array<uint64_t, 2> words = next.counter_words();
    std::vector<int64_t> updated(static_cast<std::size_t>(state.num_elements()));
    for (int64_t i = 0; i < state.num_elements(); ++i) updated[static_cast<std::size_t>(i)] = state.as_int64(i);
    updated[0] = static_cast<int64_t>(words[0]);
    updated[1] = static_cast<int64_t>(words[1]);
    Ref old = function::make_eager(state);
    r->value = Tensor::from_vector<int64_t>(DType::Int64, state.shape(), updated);
    Ref key = function::make_eager(Tensor::from_vector<uint64_t>(DType::UInt64, {1}, {k}));
    Ref counter = function::make_eager(Tensor::from_vector<uint64_t>(DType::UInt64, {2}, {c0, c1}));
    return py::Tuple({key, counter, old});
  });
  // non_deterministic_ints(n): NonDeterministicInts' int64 vector of OS randomness.
  def(m, "non_deterministic_ints", [](CallArgs& a) -> Ref {
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
