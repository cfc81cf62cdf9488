// tf.autograph (tensorflow/python/autograph/impl/api.py, utils/ag_logging.py): to_code,
// set_verbosity and experimental.do_not_convert.
#pragma once

#include "core/python/object.h"

namespace tfplay::tf {

/// The tf.autograph module.
py::Ref build_autograph_module();

}  // namespace tfplay::tf
