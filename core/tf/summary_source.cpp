// tf.summary's functions written in Python (summary.h install_summary_python), after
// tensorflow/python/ops/summary_ops_v2.py (write, graph, record_if, summary_scope) and
// tensorboard/plugins/histogram/summary_v2.py (histogram). The records stay in the writer's
// memory (ops_summary.cpp): nothing reads them back, so a histogram keeps its float64 data
// rather than TensorBoard's buckets and an image summary its uint8 images rather than PNGs.
#include "core/python/interpreter.h"
#include "core/python/protocols.h"
#include "core/tf/lazy_module.h"
#include "core/tf/library_source.h"
#include "core/tf/summary.h"

namespace tfplay::tf {

namespace {

constexpr const char* kSummarySource = R"PY(
import contextlib
import re

_natives = None
_INVALID_SCOPE_CHARACTERS = re.compile(r"[^-_/.A-Za-z0-9]")


def _install(natives):
    global _natives
    _natives = natives


def write(tag, tensor, step=None, metadata=None, name=None):
    import tensorflow as tf
    if not _natives.has_writer() or not _natives.should_record():
        return tf.constant(False)
    if callable(tensor):
        tensor = tensor()
    return _natives.write(tag, tf.convert_to_tensor(tensor), step)


@contextlib.contextmanager
def record_if(condition):
    old = _natives.get_record_if()
    _natives.set_record_if(condition)
    try:
        yield
    finally:
        _natives.set_record_if(old)


@contextlib.contextmanager
def summary_scope(name, default_name=None, values=None):
    import tensorflow as tf
    name = name or default_name
    current_scope = tf.get_current_name_scope()
    tag = current_scope + "/" + name if current_scope else name
    name = _INVALID_SCOPE_CHARACTERS.sub("", name) or "summary"
    with tf.name_scope(name) as scope:
        yield tag, scope


def histogram(name, data, step=None, buckets=None, description=None):
    import tensorflow as tf
    data = tf.stop_gradient(data)
    with summary_scope(name, "histogram_summary", values=[data, buckets, step]) as (tag, _):
        return write(tag=tag, tensor=lambda: tf.cast(tf.convert_to_tensor(data), tf.float64), step=step)


def text(name, data, step=None, description=None):
    import tensorflow as tf
    with summary_scope(name, "text_summary", values=[data, step]) as (tag, _):
        tf.debugging.assert_type(data, tf.string)
        return write(tag=tag, tensor=data, step=step)


def image(name, data, step=None, max_outputs=3, description=None):
    import tensorflow as tf
    with summary_scope(name, "image_summary", values=[data, max_outputs, step]) as (tag, _):
        def images():
            tf.debugging.assert_rank(data, 4)
            tf.debugging.assert_non_negative(max_outputs)
            return tf.image.convert_image_dtype(data, tf.uint8, saturate=True)[:max_outputs]
        return write(tag=tag, tensor=images, step=step)


def graph(graph_data):
    import tensorflow as tf
    if not tf.executing_eagerly():
        raise ValueError("graph() cannot be invoked inside a graph context.")
    if not _natives.has_writer():
        return tf.constant(False)
    if not _natives.should_record():
        return tf.constant(False)
    if not isinstance(graph_data, tf.Graph) and type(graph_data).__name__ != "GraphDef":
        raise ValueError(
            "Argument 'graph_data' is not tf.Graph or tf.compat.v1.GraphDef. "
            f"Received graph_data={graph_data} of type {type(graph_data).__name__}.")
    return tf.constant(True)
)PY";

}  // namespace

void install_summary_python(const py::Ref& summary, const py::Ref& experimental, const py::Ref& natives) {
  // The module runs when a program first uses one of its names (lazy_module.h): it imports re
  // and contextlib, which every run that imports tensorflow would otherwise pay for.
  auto module = [natives] {
    return lazy_library_module("tensorflow.python.ops.summary_ops_v2", kSummarySource, [natives](const py::Ref& m) {
      py::call(m->dict->get("_install"), std::vector<py::Ref>{natives});
    });
  };
  static const std::vector<std::string> kNames = {"write", "record_if", "histogram", "graph", "text", "image"};
  lazy_attributes(summary, "tf.summary", kNames, [module, summary] {
    py::Ref m = module();
    for (const std::string& name : kNames) summary->dict->set(name, m->dict->get(name));
  });
  lazy_attributes(experimental, "tf.summary.experimental", {"summary_scope"}, [module, experimental] {
    experimental->dict->set("summary_scope", module()->dict->get("summary_scope"));
  });
}

}  // namespace tfplay::tf
