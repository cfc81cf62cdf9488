// tf.linalg functions backed by the ops of core/graph/ops_linalg.cpp, named and converted as
// TF's Python builds them (gen_linalg_ops.qr, array_ops.matrix_diag_part).
#include "core/tf/linalg_api.h"

#include "core/tf/call_args.h"
#include "core/tf/module_helpers.h"

namespace tfplay::tf {

using py::CallArgs;
using py::Ref;

void install_linalg_api(const Ref& tf) {
  Ref linalg = submodule_of(tf, "linalg");
  def(linalg, "qr", [](CallArgs& a) -> Ref {
    Ref input = require(a, 0, "input", "qr");
    Ref full = arg(a, 1, "full_matrices");
    std::vector<Ref> out = apply_op("Qr", {input}, {{"full_matrices", present(full) && py::truthy(full)}}, arg(a, 2, "name"));
    return result_tuple("Qr", {"q", "r"}, out);
  });
  tf->dict->set("qr", linalg->dict->get("qr"));
  // gen_math_ops.cross(a, b, name=None), exported as tf.linalg.cross.
  def(linalg, "cross", [](CallArgs& a) -> Ref {
    return apply_op1("Cross", {require(a, 0, "a", "cross"), require(a, 1, "b", "cross")}, {}, arg(a, 2, "name"));
  });
  // array_ops.matrix_band_part -> gen_array_ops.matrix_band_part.
  def(linalg, "band_part", [](CallArgs& a) -> Ref {
    return apply_op1("MatrixBandPart", {require(a, 0, "input", "matrix_band_part"), require(a, 1, "num_lower", "matrix_band_part"),
                                        require(a, 2, "num_upper", "matrix_band_part")}, {}, arg(a, 3, "name"));
  });
  // matrix_diag_part(input, name="diag_part", k=0, padding_value=0, align="RIGHT_LEFT"); a bool
  // input takes a bool padding value.
  def(linalg, "diag_part", [](CallArgs& a) -> Ref {
    Ref input = require(a, 0, "input", "matrix_diag_part");
    Ref name = arg(a, 1, "name");
    Ref k = arg(a, 2, "k");
    Ref padding = arg(a, 3, "padding_value");
    Ref align = arg(a, 4, "align");
    if (!present(padding)) padding = py::Int(0);
    if (tensor_of(input) && dtype_of(input) == tensor::DType::Bool) padding = py::Bool(py::truthy(padding));
    return apply_op1("MatrixDiagPartV3", {input, present(k) ? k : py::Int(0), padding},
                     {{"align", present(align) ? py::as_str(align.get()) : std::string("RIGHT_LEFT")}},
                     present(name) ? name : py::Str("diag_part"));
  });
}

}  // namespace tfplay::tf
