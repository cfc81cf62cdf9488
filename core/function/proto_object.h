// The Python face of protocol-buffer messages (graph/proto_message.h): what TF's Python API
// returns as NodeDef, GraphDef, AttrValue, TensorProto, ... objects.
#pragma once

#include <memory>
#include <string>

#include "core/graph/proto_message.h"
#include "core/python/object.h"

namespace tfplay::function {

/// A read-only message object of Python type `tensorflow.core.framework.<file>_pb2.<Name>`:
/// fields as attributes (str, bytes, int, float, bool, message objects; repeated fields as
/// lists, maps as dicts; unset fields their proto3 defaults), `str()`/`repr()` its text format,
/// `==`, `WhichOneof`, `HasField`. Methods that change or serialize a message raise
/// NotImplementedError naming them.
py::Ref proto_object(std::shared_ptr<const graph::ProtoMessage> message);

/// The Python class of a message type ("tensorflow.TensorShapeProto"), what
/// experimental_type_proto returns. tfplay's message classes cannot build messages.
py::Ref proto_message_class(const std::string& full_name);

/// The message behind a proto_object, or nullptr for anything else.
const graph::ProtoMessage* proto_message_of(const py::Ref& value);

}  // namespace tfplay::function
