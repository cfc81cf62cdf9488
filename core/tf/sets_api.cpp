// tf.sets.intersection, union, difference and size, written in Python as TF writes them
// (TF 2.20 tensorflow/python/ops/sets_impl.py) over DenseToDenseSetOperation and SetSize
// (core/graph/ops_set.cpp). The results are tf.SparseTensor values, so, like tfplay's
// SparseTensor, they work eagerly; sets given as SparseTensors raise NotImplementedError.
#include "core/tf/sets_api.h"

#include "core/python/interpreter.h"
#include "core/python/object.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tf/library_source.h"
#include "core/tf/module_helpers.h"

namespace tfplay::tf {

using py::Ref;

namespace {

constexpr const char* kSetsSource = R"PY(
tf = None
_VALID_DTYPES = None


def _install(tf_module):
    global tf, _VALID_DTYPES
    tf = tf_module
    # TF's set also has tf.uint16, a dtype tfplay does not have.
    _VALID_DTYPES = frozenset([tf.int8, tf.int16, tf.int32, tf.int64, tf.uint8, tf.string])


def _convert_to_tensor_or_sparse_tensor(value, name):
    if isinstance(value, tf.SparseTensor):
        return value
    return tf.convert_to_tensor(value, name=name)


def _convert_to_tensors_or_sparse_tensors(a, b):
    a = _convert_to_tensor_or_sparse_tensor(a, name='a')
    if a.dtype not in _VALID_DTYPES:
        raise TypeError(f"'a' has invalid dtype `{a.dtype}` not in supported dtypes: `{_VALID_DTYPES}`.")
    b = _convert_to_tensor_or_sparse_tensor(b, name='b')
    if b.dtype != a.dtype:
        raise TypeError('Types don\'t match, %s vs %s.' % (a.dtype, b.dtype))
    if isinstance(a, tf.SparseTensor) and not isinstance(b, tf.SparseTensor):
        return b, a, True
    return a, b, False


def _set_operation(a, b, set_operation, validate_indices=True):
    if isinstance(a, tf.SparseTensor):
        if isinstance(b, tf.SparseTensor):
            raise NotImplementedError('tfplay does not implement tf.sets on two SparseTensors yet')
        raise ValueError('Sparse,Dense is not supported, but Dense,Sparse is. '
                         'Please flip the order of your inputs.')
    elif isinstance(b, tf.SparseTensor):
        raise NotImplementedError('tfplay does not implement tf.sets on a SparseTensor yet')
    indices, values, shape = tf.raw_ops.DenseToDenseSetOperation(
        set1=a, set2=b, set_operation=set_operation, validate_indices=validate_indices)
    return tf.SparseTensor(indices, values, shape)


def size(a, validate_indices=True):
    a = _convert_to_tensor_or_sparse_tensor(a, name='a')
    if not isinstance(a, tf.SparseTensor):
        raise TypeError('Expected `SparseTensor`, got %s.' % a)
    if a.values.dtype.base_dtype not in _VALID_DTYPES:
        raise TypeError(f'Invalid dtype `{a.values.dtype}` not in supported dtypes: `{_VALID_DTYPES}`.')
    return tf.raw_ops.SetSize(set_indices=a.indices, set_values=a.values, set_shape=a.dense_shape,
                              validate_indices=validate_indices)


def intersection(a, b, validate_indices=True):
    a, b, _ = _convert_to_tensors_or_sparse_tensors(a, b)
    return _set_operation(a, b, 'intersection', validate_indices)


def union(a, b, validate_indices=True):
    a, b, _ = _convert_to_tensors_or_sparse_tensors(a, b)
    return _set_operation(a, b, 'union', validate_indices)


def difference(a, b, aminusb=True, validate_indices=True):
    a, b, flipped = _convert_to_tensors_or_sparse_tensors(a, b)
    if flipped:
        aminusb = not aminusb
    return _set_operation(a, b, 'a-b' if aminusb else 'b-a', validate_indices)
)PY";

}  // namespace

void install_sets(const Ref& tf) {
  const char* name = "tensorflow.python.ops.sets_impl";
  Ref m = py::Interpreter::current().exec_library_module(name, library_source(name, kSetsSource));
  py::call(m->dict->get("_install"), std::vector<Ref>{tf});
  Ref sets = py::Module("tensorflow._api.v2.sets");
  for (const char* f : {"difference", "intersection", "size", "union"}) sets->dict->set(f, m->dict->get(f));
  tf->dict->set("sets", sets);
}

}  // namespace tfplay::tf
