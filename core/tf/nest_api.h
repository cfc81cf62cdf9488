// tf.nest (tensorflow/python/util/nest.py over nest_util.py's Modality.CORE functions).
#pragma once

#include "core/python/object.h"

namespace tfplay::tf {

/// The tf.nest module: flatten, is_nested, pack_sequence_as, map_structure and
/// assert_same_structure over lists, tuples, namedtuples and dicts (sorted keys), with TF's
/// error texts. expand_composites=True raises NotImplementedError (tfplay has no composite
/// tensors to expand).
py::Ref build_nest_module();

}  // namespace tfplay::tf
