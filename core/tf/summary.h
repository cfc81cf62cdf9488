// tf.summary (tensorflow/python/ops/summary_ops_v2.py, tensorboard's scalar summary_v2.py).
#pragma once

#include "core/python/object.h"

namespace tfplay::tf {

/// `tf.summary`: create_file_writer, scalar, experimental.set_step/get_step, writers'
/// as_default/set_as_default/flush/close. Writers keep their records in memory: tfplay has no
/// file system, so no event files are written and TensorBoard cannot read them.
py::Ref build_summary_module();

/// summary_source.cpp: adds tf.summary.write, histogram, text, image, graph, record_if and
/// experimental.summary_scope (Python over `natives`: has_writer, should_record,
/// write(tag, tensor, step), get_record_if, set_record_if) to `summary` and `experimental`.
void install_summary_python(const py::Ref& summary, const py::Ref& experimental, const py::Ref& natives);

}  // namespace tfplay::tf
