// tf.train.Example and its family (tensorflow/core/example/feature.proto, example.proto):
// BytesList, FloatList, Int64List, Feature, Features, FeatureList, FeatureLists, Example and
// SequenceExample, as protobuf's upb Python messages behave (keyword construction, field
// attributes, the wire format of SerializeToString / ParseFromString, the text format of str()).
#pragma once

#include "core/python/object.h"

namespace tfplay::tf {

/// Sets the Example message classes on the tf.train module `train`.
void install_train_example(const py::Ref& train);

}  // namespace tfplay::tf
