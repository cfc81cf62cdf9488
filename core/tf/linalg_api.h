// tf.linalg.qr and tf.linalg.diag_part (linalg_api.cpp).
#pragma once

#include "core/python/object.h"

namespace tfplay::tf {

/// Adds qr (gen_linalg_ops.qr: the Qr op, a `Qr(q, r)` result tuple) and diag_part
/// (array_ops.matrix_diag_part: MatrixDiagPartV3 for the main diagonal) to tf.linalg, and the
/// tf.qr alias.
void install_linalg_api(const py::Ref& tf);

}  // namespace tfplay::tf
