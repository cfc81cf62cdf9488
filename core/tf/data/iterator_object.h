// tf.data iterators as the program sees them: iter(dataset) gives an OwnedIterator
// (tensorflow/python/data/ops/iterator_ops.py), a CompositeTensor typed by IteratorSpec.
#pragma once

#include "core/python/object.h"
#include "core/tf/data/dataset_module.h"

namespace tfplay::tf::data {

/// iterator_ops.IteratorBase, exported as tf.data.Iterator: the base of OwnedIterator, whose
/// get_next() raises OutOfRangeError at the end (__next__: StopIteration) and whose
/// get_next_as_optional() gives a tf.experimental.Optional.
py::TypeObject* iterator_base_type();

/// iter(dataset). Eagerly: a new iterator over `dataset`, registered in the run's iterator table
/// under a string handle (TF: an iterator resource). Inside a tf.function: AnonymousIteratorV3
/// and MakeIterator nodes, so each call of the graph starts a fresh iterator.
py::Ref make_owned_iterator(const py::Ref& dataset);

/// Installs the iterator hooks of the function layer (IteratorSpec trace type, handle feeding)
/// and the graph's iterator runtime (IteratorGetNext, MakeIterator); clears the table.
void install_iterator_hooks();

}  // namespace tfplay::tf::data
