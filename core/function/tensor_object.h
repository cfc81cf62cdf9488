// The Python-visible values that cross the tf.function boundary: tensors (eager and symbolic),
// dtypes, shapes and TensorSpecs. core/tf adds their operators and the tf module functions.
#pragma once

#include <memory>
#include <optional>
#include <string>

#include "core/python/object.h"
#include "core/tensor/dtype.h"
#include "core/tensor/strided.h"
#include "core/tensor/tensor.h"
#include "core/tensor/tensor_shape.h"

namespace tfplay::graph {
class FuncGraph;
}

namespace tfplay::function {

/// A tf.Tensor. Eager tensors hold a value; symbolic tensors (inside a trace) name one output of
/// a node in the FuncGraph being built (TF's EagerTensor and SymbolicTensor).
struct TensorObject : py::NativeObject {
  tensor::DType dtype = tensor::DType::Float32;
  tensor::TensorShape shape;  // fully defined for eager tensors
  std::optional<tensor::Tensor> value;      // eager only
  std::shared_ptr<graph::FuncGraph> graph;  // symbolic only
  int node = -1;                            // symbolic: producing node
  int index = 0;                            // symbolic: output index
  std::string name;                         // symbolic: "x:0", "add:0"

  using NativeObject::NativeObject;
  bool is_eager() const { return value.has_value(); }
};

/// A dense host value that is not a tf.Tensor: a numpy.ndarray, or a NumPy scalar when
/// `is_scalar` (np.float32(1.5)). core/tf defines the types; tf.function types an ndarray
/// argument as a TensorSpec of its shape and dtype (trace_type_builder.from_value) and feeds
/// it like a tensor, while a NumPy scalar is a Literal.
///
/// Like NumPy, an ndarray is a strided view over a buffer it may share with other arrays
/// (basic slices, transposes, reshapes): `storage` is that buffer and `layout` where this array's
/// elements are in it. Writes go through core/tf's numpy code, which copies the buffer first when
/// a tensor also holds it, so tensors made from an array never change.
struct ArrayValueObject : py::NativeObject {
  /// The memory an array shares with its views: a flat (1-D) tensor of all its elements.
  struct Storage {
    tensor::Tensor flat;
    /// np.asarray(tensor) shares the tensor's memory in TF, so a write would change the tensor:
    /// such arrays refuse writes (tfplay does not emulate that).
    bool aliases_tensor = false;
  };
  /// NumPy's fixed-width string dtypes, held in a String tensor: '<U{width}' (str elements,
  /// stored UTF-8, width in code points) and 'S{width}' (bytes, width in bytes). Object is
  /// dtype('O'), what string tensors' .numpy() gives.
  enum class TextKind : uint8_t { Object, Unicode, Bytes };
  struct TextDType {
    TextKind kind = TextKind::Object;
    int64_t width = 0;
    bool operator==(const TextDType& o) const { return kind == o.kind && width == o.width; }
  };
  std::shared_ptr<Storage> storage;
  tensor::StridedLayout layout;
  /// The element dtype of a String array (every view of a buffer has its buffer's).
  TextDType text;
  bool is_scalar = false;
  /// NumPy's WRITEABLE flag: false for read-only views (np.broadcast_to, sliding_window_view)
  /// and after a.flags.writeable = False; a view starts with its source's.
  bool writeable = true;
  /// ndarray.base: the array owning the memory this one views (null when it owns its memory).
  py::Ref base;

  /// An array owning a buffer holding `v` (shared with `v` until either is written).
  ArrayValueObject(py::TypeObject* t, tensor::Tensor v, bool scalar);
  /// A view of `of`'s memory with another layout.
  ArrayValueObject(py::TypeObject* t, const ArrayValueObject& of, tensor::StridedLayout view_layout);

  tensor::DType dtype() const { return storage->flat.dtype(); }
  const tensor::Shape& shape() const { return layout.shape; }
  int rank() const { return static_cast<int>(layout.shape.size()); }
  int64_t size() const;
  /// The current elements as a dense tensor (shares the buffer when the layout is all of it).
  tensor::Tensor value() const;
};

/// tf.dtypes.DType: `tf.int32` (repr), `<dtype: 'int32'>` (str).
struct DTypeObject : py::NativeObject {
  tensor::DType dtype;
  DTypeObject(py::TypeObject* t, tensor::DType d) : NativeObject(t), dtype(d) {}
};

/// tf.TensorShape.
struct TensorShapeObject : py::NativeObject {
  tensor::TensorShape shape;
  TensorShapeObject(py::TypeObject* t, tensor::TensorShape s) : NativeObject(t), shape(std::move(s)) {}
};

/// tf.TensorSpec(shape, dtype, name).
struct TensorSpecObject : py::NativeObject {
  tensor::TensorShape shape;
  tensor::DType dtype = tensor::DType::Float32;
  std::optional<std::string> name;
  using NativeObject::NativeObject;
};

/// tensorflow.python.types.core.Tensor, the base of tf.Tensor and of the variable classes.
/// Programs subclass it as tf.__internal__.types.Tensor (Keras's Variable does); TF counts its
/// instances as tensors (tf.is_tensor, autopacking, GradientTape's dtype checks).
py::TypeObject* core_tensor_type();
/// isinstance(o, core.Tensor): tensors, variables and instances of subclasses.
bool is_core_tensor(const py::Object* o);

/// The Python types: tf.Tensor with its subclasses EagerTensor and SymbolicTensor, tf.DType,
/// tf.TensorShape, tf.TensorSpec. Created once per process.
py::TypeObject* tensor_type();
py::TypeObject* eager_tensor_type();
py::TypeObject* symbolic_tensor_type();
py::TypeObject* dtype_type();
py::TypeObject* tensor_shape_type();
py::TypeObject* tensor_spec_type();

py::Ref make_eager(tensor::Tensor value);
py::Ref make_symbolic(std::shared_ptr<graph::FuncGraph> graph, int node, int index, tensor::DType dtype,
                      tensor::TensorShape shape, std::string name);
/// The shared tf.int32 / tf.float32 / ... objects.
py::Ref dtype_object(tensor::DType dtype);
py::Ref shape_object(tensor::TensorShape shape);
py::Ref spec_object(tensor::TensorShape shape, tensor::DType dtype, std::optional<std::string> name);

/// Downcasts; nullptr when `o` is not of that kind.
TensorObject* as_tensor(const py::Object* o);
DTypeObject* as_dtype(const py::Object* o);
TensorSpecObject* as_spec(const py::Object* o);
inline const ArrayValueObject* as_array_value(const py::Object* o) { return dynamic_cast<const ArrayValueObject*>(o); }

/// Text forms (TF tensor.py / ops.py): `Tensor("x:0", shape=(2,), dtype=int32)`,
/// `<tf.Tensor 'x:0' shape=(2,) dtype=int32>`, `tf.Tensor([1 2], shape=(2,), dtype=int32)`,
/// `<tf.Tensor: shape=(2,), dtype=int32, numpy=array([1, 2], dtype=int32)>`.
std::string tensor_str(const TensorObject& t);
std::string tensor_repr(const TensorObject& t);
/// An eager variant tensor (a tf.experimental.Optional made outside) used inside a trace: TF
/// captures it as a placeholder named by ops.uid(); tfplay raises NotImplementedError.
[[noreturn]] void refuse_variant_capture();

/// `TensorSpec(shape=(None, 2), dtype=tf.float32, name=None)`.
std::string spec_repr(const tensor::TensorShape& shape, tensor::DType dtype, const std::optional<std::string>& name);

}  // namespace tfplay::function
