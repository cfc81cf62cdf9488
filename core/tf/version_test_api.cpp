// tf.version, tf.test's environment checks and its testing framework (version_test_api.h).
#include "core/tf/version_test_api.h"

#include "core/function/deprecation.h"
#include "core/python/interpreter.h"
#include "core/python/runtime.h"
#include "core/tf/call_args.h"
#include "core/tf/lazy_module.h"
#include "core/tf/library_source.h"
#include "core/tf/module_helpers.h"

namespace tfplay::tf {

namespace {
// tf.test's testing framework: core/tf/library/tensorflow/python/framework/test_util.py.
constexpr const char* kTestUtil = "tensorflow.python.framework.test_util";
}  // namespace

using py::CallArgs;
using py::Ref;

void install_version_and_test(const Ref& tf) {
  Ref version = submodule_of(tf, "version");
  version->dict->set("VERSION", py::Str("2.20.0"));
  version->dict->set("GRAPH_DEF_VERSION_MIN_CONSUMER", py::Int(0));
  version->dict->set("GRAPH_DEF_VERSION_MIN_PRODUCER", py::Int(0));
  version->dict->set("CXX11_ABI_FLAG", py::Int(1));
  version->dict->set("MONOLITHIC_BUILD", py::Int(0));
  version->dict->set("CXX_VERSION", py::Int(201703));
  // Build strings of a particular wheel (its git commit, its compiler) and the GraphDef version:
  // tfplay does not know them, so they are stubs rather than made-up values.
  unimplemented_names(version, "tf.version", {"GIT_VERSION", "COMPILER_VERSION", "GRAPH_DEF_VERSION"});

  Ref test = submodule_of(tf, "test");
  // A CPU-only build on a machine without GPUs, as tf.config.list_physical_devices says.
  def(test, "gpu_device_name", +[](CallArgs&) -> Ref { return py::Str(""); });
  def(test, "is_built_with_cuda", +[](CallArgs&) -> Ref { return py::False(); });
  def(test, "is_built_with_gpu_support", +[](CallArgs&) -> Ref { return py::False(); });
  def(test, "is_built_with_rocm", +[](CallArgs&) -> Ref { return py::False(); });
  def(test, "is_built_with_xla", +[](CallArgs&) -> Ref { return py::True(); });
  // is_gpu_available(cuda_only=False, min_cuda_compute_capability=None): deprecated, so TF's
  // deprecation decorator logs its notice on the first call.
  def(test, "is_gpu_available", +[](CallArgs& a) -> Ref {
    (void)arg(a, 0, "cuda_only");
    (void)arg(a, 1, "min_cuda_compute_capability");
    function::warn_deprecated("is_gpu_available:", "is_gpu_available (from tensorflow.python.framework.test_util)",
                              "Use `tf.config.list_physical_devices('GPU')` instead.");
    return py::False();
  });
  // tf.test.TestCase and tf.test.main are Python (test_util.py, run on a program's first use
  // of one of them; it imports unittest, which the wasm engine has in the module bundle). TF 2
  // has no tf.test.get_temp_dir (TF 1's; a test uses self.get_temp_dir()).
  lazy_attributes(test, "tf.test", {"TestCase", "main"}, [test, tf] {
    py::Ref m = py::Interpreter::current().exec_library_module(kTestUtil, library_source(kTestUtil, nullptr));
    py::call(m->dict->get("_install"), std::vector<py::Ref>{tf});
    for (const char* name : {"TestCase", "main"}) test->dict->set(name, m->dict->get(name));
  });
  unimplemented_names(test, "tf.test",
                      {"Benchmark", "benchmark_config", "compute_gradient", "assert_equal_graph_def",
                       "create_local_cluster", "disable_with_predicate", "with_eager_op_as_function", "experimental",
                       "is_cpu_target_available"});
}

}  // namespace tfplay::tf
