// tf.io's TFRecord files and Example parsing: TFRecordWriter, TFRecordOptions,
// FixedLenFeature, VarLenFeature, FixedLenSequenceFeature, parse_example and
// parse_single_example (tfrecord_api.cpp). TFRecordDataset is in core/tf/data.
#pragma once

#include "core/python/object.h"

namespace tfplay::tf {

/// Sets the TFRecord and parsing names on tf.io (after install_io_api made the module).
void install_tfrecord_io(const py::Ref& tf);

}  // namespace tfplay::tf
