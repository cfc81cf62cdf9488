// tf.strided_slice, tf.reverse_sequence, tf.unique_with_counts, tf.dynamic_partition,
// tf.dynamic_stitch, tf.tensor_scatter_nd_max/min, tf.unravel_index, tf.truncatediv,
// tf.truncatemod, tf.saturate_cast (and tf.dtypes.saturate_cast), tf.shape_n,
// tf.histogram_fixed_width, and tf.math.xlogy, xlog1py, erfinv, ndtri, erfcinv,
// reciprocal_no_nan, bessel_i0/i0e/i1/i1e, nextafter, accumulate_n (array_extras_api.cpp).
#pragma once

#include "core/python/object.h"

namespace tfplay::tf {

/// Adds the functions above to `tf`, tf.math and tf.dtypes.
void install_array_extras(const py::Ref& tf);

}  // namespace tfplay::tf
