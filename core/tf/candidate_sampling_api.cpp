// tf.random's candidate samplers (see candidate_sampling_api.h).
#include "core/tf/candidate_sampling_api.h"

#include "core/python/protocols.h"
#include "core/tf/call_args.h"
#include "core/tf/convert.h"
#include "core/tf/module_helpers.h"
#include "core/tf/op_scope.h"

namespace tfplay::tf {

using py::CallArgs;
using py::Ref;

void install_candidate_sampling(const Ref& tf) {
  const Ref random = submodule_of(tf, "random");
  struct Sampler {
    const char* fn;
    const char* op;
  };
  for (const Sampler& s : {Sampler{"log_uniform_candidate_sampler", "LogUniformCandidateSampler"},
                           Sampler{"uniform_candidate_sampler", "UniformCandidateSampler"}}) {
    // candidate_sampling_ops.py: the op seeds from random_seed.get_seed(seed), then the generated
    // wrapper, whose result is the namedtuple named after the op.
    def(random, s.fn, [random, s](CallArgs& a) -> Ref {
      Ref true_classes = require(a, 0, "true_classes", s.fn);
      const int64_t num_true = py::as_int(require(a, 1, "num_true", s.fn).get());
      const int64_t num_sampled = py::as_int(require(a, 2, "num_sampled", s.fn).get());
      const bool unique = py::truthy(require(a, 3, "unique", s.fn));
      const int64_t range_max = py::as_int(require(a, 4, "range_max", s.fn).get());
      Ref seeds = py::call(py::getattr(random, "_get_seed"), std::vector<Ref>{present(arg(a, 5, "seed")) ? arg(a, 5, "seed") : py::None()});
      OpScope scope(arg(a, 6, "name"), s.op);
      Ref classes = convert_to_tensor(true_classes, tensor::DType::Int64, "true_classes");
      std::vector<Ref> out = apply_op(s.op, {classes},
                                      {{"num_true", num_true},
                                       {"num_sampled", num_sampled},
                                       {"unique", unique},
                                       {"range_max", range_max},
                                       {"seed", py::as_int(py::getitem(seeds, py::Int(0)).get())},
                                       {"seed2", py::as_int(py::getitem(seeds, py::Int(1)).get())}},
                                      scope);
      return result_tuple(s.op, {"sampled_candidates", "true_expected_count", "sampled_expected_count"}, std::move(out));
    });
  }
}

}  // namespace tfplay::tf
