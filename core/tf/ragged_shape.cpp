// tf.shape of a RaggedTensor: a DynamicRaggedShape (tensorflow/python/ops/ragged/
// dynamic_ragged_shape.py), eagerly, as the ragged guide's "Dynamic shape" section uses it: its
// repr (static_lengths: a ragged dimension as the tuple of its row lengths), indexing of uniform
// dimensions ("Index 1 is not uniform" for a ragged one), slices from axis 0,
// DynamicRaggedShape.from_lengths, and tf.zeros / tf.ones / tf.fill / tf.reshape of such a
// shape (their ragged dispatch: the flat values shaped by the inner dimensions, then the row
// partitions). Written in Python; the module runs on the first tf.shape of a RaggedTensor.
#include "core/tf/ragged_shape.h"

#include "core/python/interpreter.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tf/library_source.h"

namespace tfplay::tf::ragged {

using py::Ref;

namespace {

constexpr const char* kModule = "tensorflow.python.ops.ragged.dynamic_ragged_shape";

constexpr const char* kSource = R"PY(
tf = None


def _install(tf_module):
    global tf
    tf = tf_module


class DynamicRaggedShape:
    """The shape of a RaggedTensor or Tensor (eager): its lengths, with a ragged dimension given
    as the tuple of its row lengths."""

    def __init__(self, row_partitions, inner_shape, dtype=None, validate=False,
                 static_inner_shape=None):
        raise NotImplementedError(
            "tfplay cannot build a DynamicRaggedShape from RowPartitions yet "
            "(tf.experimental.RowPartition); DynamicRaggedShape.from_lengths builds one")

    @classmethod
    def _make(cls, lengths, num_row_partitions, dtype):
        self = object.__new__(cls)
        self._lengths = list(lengths)
        self._num_row_partitions = num_row_partitions
        self._dtype = dtype
        return self

    @classmethod
    def _from_ragged(cls, rt, dtype):
        if not tf.executing_eagerly():
            raise NotImplementedError("tfplay does not support the DynamicRaggedShape of a RaggedTensor (tf.shape) inside "
                                      "tf.function yet")
        lengths = [int(rt.nrows())]
        level = rt
        while isinstance(level, tf.RaggedTensor):
            if level.uniform_row_length is not None:
                lengths.append(int(level.uniform_row_length))
            else:
                lengths.append(tuple(level.row_lengths().numpy().tolist()))
            level = level.values
        lengths.extend(level.shape.as_list()[1:])
        return cls._make(lengths, rt.ragged_rank, tf.as_dtype(dtype))

    @classmethod
    def from_lengths(cls, lengths, num_row_partitions=None, dtype=None):
        if dtype is None:
            dtype = tf.int64
        if not isinstance(lengths, list):
            raise ValueError("lengths should be a list")
        for x in lengths:
            if not _is_int_or_tuple_of_ints(x):
                raise ValueError(
                    "element of lengths should be int or tuple of ints: instead %r" % (x,))
        if num_row_partitions is None:
            is_list = [not isinstance(x, int) for x in lengths]
            if any(is_list):
                num_row_partitions = len(is_list) - is_list[-1::-1].index(True) - 1
            else:
                num_row_partitions = 0
        if not isinstance(num_row_partitions, int):
            raise ValueError("num_row_partitions should be an int or None")
        if not lengths:
            if num_row_partitions > 0:
                raise ValueError("num_row_partitions==0 for a scalar shape")
            return cls._make([], 0, tf.as_dtype(dtype))
        if not num_row_partitions < len(lengths):
            raise ValueError(
                "num_row_partitions should be less than `len(lengths)` "
                "if shape is not scalar.")
        size_so_far = lengths[0]
        for current in lengths[1:num_row_partitions + 1]:
            if isinstance(current, int):
                size_so_far = current * size_so_far
            else:
                if size_so_far != len(current):
                    raise ValueError("Shape not consistent.")
                size_so_far = sum(current)
        return cls._make(lengths, num_row_partitions, tf.as_dtype(dtype))

    @property
    def dtype(self):
        return self._dtype

    @property
    def rank(self):
        return len(self._lengths)

    @property
    def num_row_partitions(self):
        return self._num_row_partitions

    def static_lengths(self, ragged_lengths=True):
        if ragged_lengths:
            return list(self._lengths)
        return [None if isinstance(x, tuple) else x for x in self._lengths]

    def is_uniform(self, axis):
        return not isinstance(self._lengths[axis], tuple)

    def __repr__(self):
        return "<DynamicRaggedShape lengths=%s num_row_partitions=%r>" % (
            self._lengths, self._num_row_partitions)

    def __len__(self):
        return self.rank

    def __getitem__(self, index):
        rank = self.rank
        if isinstance(index, slice):
            if (index.step is not None) and (index.step != 1):
                raise IndexError("Cannot stride through a shape")
            start = 0 if index.start is None else index.start
            stop = rank if index.stop is None else index.stop
            if start < 0:
                start += rank
            if stop < 0:
                stop += rank
            stop = min(stop, rank)
            if start != 0:
                raise NotImplementedError(
                    "tfplay slices a DynamicRaggedShape only from axis 0 yet")
            lengths = self._lengths[:stop]
            ragged = [i for i, x in enumerate(lengths) if isinstance(x, tuple)]
            return DynamicRaggedShape._make(lengths, ragged[-1] if ragged else 0, self._dtype)
        if isinstance(index, int):
            if index < 0:
                index += rank
            if index >= rank:
                raise IndexError("Index is too big: " + str(index) + ">=" + str(rank))
            if index < 0:
                raise IndexError("Index must be non-negative: " + str(index))
            if not self.is_uniform(index):
                raise ValueError("Index " + str(index) + " is not uniform")
            return tf.constant(self._lengths[index], dtype=self._dtype)
        raise TypeError("Argument is not an int or a slice")

    def _flat_count(self):
        # The number of values under the last ragged dimension.
        count = self._lengths[0]
        for x in self._lengths[1:self._num_row_partitions + 1]:
            count = sum(x) if isinstance(x, tuple) else count * x
        return count

    def _with_flat_values(self, flat_values):
        # The row partitions, innermost first, over `flat_values`.
        result = flat_values
        nrows = [self._lengths[0]]
        for x in self._lengths[1:self._num_row_partitions]:
            nrows.append(sum(x) if isinstance(x, tuple) else nrows[-1] * x)
        for k in range(self._num_row_partitions, 0, -1):
            x = self._lengths[k]
            if isinstance(x, tuple):
                result = tf.RaggedTensor.from_row_lengths(
                    result, tf.constant(x, dtype=tf.int64))
            else:
                result = tf.RaggedTensor.from_uniform_row_length(result, x, nrows[k - 1])
        return result

    def _inner_shape(self):
        return [self._flat_count()] + list(self._lengths[self._num_row_partitions + 1:])


def _is_int_or_tuple_of_ints(x):
    if isinstance(x, int):
        return True
    if not isinstance(x, tuple):
        return False
    for y in x:
        if not isinstance(y, int):
            return False
    return True


def _fill(shape, make_flat):
    if shape.num_row_partitions == 0:
        return make_flat(shape._lengths)
    return shape._with_flat_values(make_flat(shape._inner_shape()))


def zeros(shape, dtype, name):
    return _fill(shape, lambda s: tf.zeros(s, dtype, name))


def ones(shape, dtype, name):
    return _fill(shape, lambda s: tf.ones(s, dtype, name))


def fill(shape, value, name):
    return _fill(shape, lambda s: tf.fill(s, value, name))


def reshape(tensor, shape, name):
    if isinstance(tensor, tf.RaggedTensor):
        tensor = tensor.flat_values
    return _fill(shape, lambda s: tf.reshape(tensor, s, name))
)PY";

/// The module (run on first use, kept in sys.modules for the run).
Ref module() {
  py::Interpreter& interp = py::Interpreter::current();
  Ref modules = py::getattr(interp.import_module("sys"), "modules");
  Ref key = py::Str(kModule);
  if (py::contains(modules, key)) return py::getitem(modules, key);
  Ref m = interp.exec_library_module(kModule, library_source(kModule, kSource));
  py::call(m->dict->get("_install"), std::vector<Ref>{interp.import_module("tensorflow")});
  return m;
}

}  // namespace

bool is_dynamic_ragged_shape(const Ref& v) {
  return v && py::type_name(v.get()) == "DynamicRaggedShape";
}

Ref ragged_shape(const Ref& rt, const Ref& out_type) {
  Ref cls = py::getattr(module(), "DynamicRaggedShape");
  return py::call(py::getattr(cls, "_from_ragged"), {rt, out_type});
}

Ref dynamic_ragged_shape_class() { return py::getattr(module(), "DynamicRaggedShape"); }

Ref shape_op(const std::string& name, const std::vector<Ref>& args) { return py::call(py::getattr(module(), name), args); }

}  // namespace tfplay::tf::ragged
