// tf.identity_n and tf.timestamp (misc_api.h).
#include "core/tf/misc_api.h"

#include "core/tf/call_args.h"
#include "core/tf/module_helpers.h"

namespace tfplay::tf {

using py::CallArgs;
using py::Ref;

void install_misc_api(const Ref& tf) {
  // identity_n(input, name=None): gen_array_ops.identity_n; the outputs as a list.
  def(tf, "identity_n", +[](CallArgs& a) -> Ref {
    Ref input = require(a, 0, "input", "identity_n");
    Ref name = arg(a, 1, "name");
    if (!py::is_list(input.get()) && !py::is_tuple(input.get()))
      py::raise_type_error("Expected list for 'input' argument to 'IdentityN' Op, not " + py::repr(input) + ".");
    std::vector<Ref> tensors;
    for (const Ref& x : py::to_vector(input)) tensors.push_back(function::as_tensor(x.get()) ? x : convert_to_tensor(x, std::nullopt));
    return py::List(apply_op("IdentityN", {py::List(tensors)}, {}, present(name) ? name : nullptr));
  });
  // timestamp(name=None): gen_logging_ops.timestamp.
  def(tf, "timestamp", +[](CallArgs& a) -> Ref {
    Ref name = arg(a, 0, "name");
    return apply_op1("Timestamp", {}, {}, present(name) ? name : nullptr);
  });
}

}  // namespace tfplay::tf
