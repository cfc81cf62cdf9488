// tf.lookup (tensorflow/python/ops/lookup_ops.py) over the lookup-table ops of
// core/graph/ops_lookup.cpp: KeyValueTensorInitializer, StaticHashTable,
// StaticVocabularyTable and experimental.MutableHashTable. Tables are created eagerly (inside
// tf.function their creation raises NotImplementedError); a function that uses one captures its
// resource handle, as TF does.
#pragma once

#include "core/python/object.h"

namespace tfplay::tf {

/// Sets the tf.lookup classes on the tensorflow module `tf`.
void install_lookup(const py::Ref& tf);

}  // namespace tfplay::tf
