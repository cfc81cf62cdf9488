// Traceback objects and an exception's chain attributes (CPython 3.12: Python/traceback.c,
// Objects/exceptions.c BaseException_getset).
#include "core/python/traceback_object.h"

#include <algorithm>
#include <memory>
#include <unordered_map>
#include <utility>
#include <vector>

#include "core/python/object_id.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/python/traceback.h"

namespace tfplay::py {

namespace {

/// A traceback object: the frames from the exception's innermost (front) to the frame this
/// object stands for (back), stored as ExceptionObject::traceback stores them.
struct TracebackObject : NativeObject {
  std::vector<TracebackEntry> entries;
  using NativeObject::NativeObject;
};

Ref make_traceback(std::vector<TracebackEntry> entries) {
  auto tb = make_object<TracebackObject>(traceback_type());
  tb->entries = std::move(entries);
  return tb;
}

const TracebackObject& as_traceback(const Ref& self) { return static_cast<const TracebackObject&>(*self); }

bool same_entry(const TracebackEntry& a, const TracebackEntry& b) {
  return a.line == b.line && a.col == b.col && a.end_line == b.end_line && a.end_col == b.end_col &&
         a.name == b.name && a.filename == b.filename;
}

bool same_entries(const std::vector<TracebackEntry>& a, const std::vector<TracebackEntry>& b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), same_entry);
}

/// Each exception's traceback object, held weakly: CPython's exception holds one linked
/// traceback, so `e.__traceback__ is e.__traceback__`, `__exit__`'s tb is `v.__traceback__`
/// and `e.with_traceback(tb).__traceback__ is tb` (test_with, test_exceptions
/// testWithTraceback). tfplay copies the frames instead, so the object is reused for as long
/// as the exception's frames are the ones it holds (a further raise adds frames: a new
/// object, as CPython's new head of the chain is).
struct CachedTraceback {
  std::weak_ptr<Object> exception;  // tells a live exception from a dead one at the same address
  std::weak_ptr<Object> traceback;
};

std::unordered_map<const Object*, CachedTraceback>& traceback_cache() {
  static auto* cache = new std::unordered_map<const Object*, CachedTraceback>();
  return *cache;
}

/// The cached traceback object of `e` when it still holds e's frames, else nullptr.
Ref cached_traceback(const ExceptionObject* e) {
  auto& cache = traceback_cache();
  auto it = cache.find(e);
  if (it == cache.end()) return nullptr;
  Ref tb = it->second.traceback.lock();
  if (tb && it->second.exception.lock().get() == e && same_entries(as_traceback(tb).entries, e->traceback)) return tb;
  return nullptr;
}

/// Remembers `tb` as e's traceback object; dead entries are swept as the table doubles.
void remember_traceback(const ExceptionObject* e, const Ref& tb) {
  auto& cache = traceback_cache();
  static std::size_t sweep_at = 64;
  if (cache.size() >= sweep_at) {
    std::erase_if(cache, [](const auto& kv) { return kv.second.exception.expired() || kv.second.traceback.expired(); });
    sweep_at = std::max<std::size_t>(64, cache.size() * 2);
  }
  cache[e] = CachedTraceback{const_cast<ExceptionObject*>(e)->weak_from_this(), tb};
}

/// None or an exception, else TypeError "exception cause must be None or derive from
/// BaseException" (`what` names the attribute as CPython's message does).
Ref exception_or_null(const Ref& value, const char* what) {
  if (is_none(value.get())) return nullptr;
  if (value->cls->layout != Layout::Exception)
    raise_type_error(std::string("exception ") + what + " must be None or derive from BaseException");
  return value;
}

}  // namespace

TypeObject* traceback_type() {
  static TypeObject* t = [] {
    TypeObject* type = make_native_type("traceback");
    // tb_next: the traceback one frame further in (None at the innermost frame).
    add_property(type, "tb_next", +[](Ref self) -> Ref {
      const auto& entries = as_traceback(self).entries;
      if (entries.size() <= 1) return None();
      return make_traceback(std::vector<TracebackEntry>(entries.begin(), entries.end() - 1));
    });
    // A hidden library frame's line is one of tfplay's own Keras or stdlib source, not the
    // line CPython would give: no number rather than a wrong one.
    add_property(type, "tb_lineno", +[](Ref self) -> Ref {
      const TracebackEntry& e = as_traceback(self).entries.back();
      if (is_hidden_entry(e))
        raise(E().NotImplementedError,
              "traceback.tb_lineno of a frame of library code (" + e.name + ") is not available in tfplay: it does not have that library's source files");
      return Int(e.line);
    });
    add_property(type, "tb_frame", +[](Ref) -> Ref {
      raise(E().NotImplementedError, "traceback.tb_frame is not available in tfplay: it has no frame objects");
    });
    add_method(type, "__repr__", +[](CallArgs& a) { return Str("<traceback object at " + address_text(a.args.at(0).get()) + ">"); });
    return type;
  }();
  return t;
}

Ref exception_traceback(const ExceptionObject* e) {
  if (e->traceback.empty()) return None();
  if (Ref tb = cached_traceback(e)) return tb;
  Ref tb = make_traceback(e->traceback);
  remember_traceback(e, tb);
  return tb;
}

std::vector<Ref> exit_arguments(const Ref& exc) {
  return {exc->cls->self(), exc, exception_traceback(static_cast<const ExceptionObject*>(exc.get()))};
}

const std::vector<TracebackEntry>* traceback_entries(const Ref& tb) {
  return tb->cls == traceback_type() ? &as_traceback(tb).entries : nullptr;
}

void set_exception_traceback(ExceptionObject* e, const Ref& tb) {
  if (is_none(tb.get())) {
    e->traceback.clear();
    return;
  }
  if (tb->cls != traceback_type()) raise_type_error("__traceback__ must be a traceback or None");
  e->traceback = as_traceback(tb).entries;
  remember_traceback(e, tb);  // the object itself is e's now (linked tracebacks are shared)
}

bool set_exception_attribute(ExceptionObject* e, const std::string& name, const Ref& value) {
  static const char* const getsets[] = {"args", "__traceback__", "__cause__", "__context__"};
  if (!value) {
    if (name == "__suppress_context__") raise_type_error("can't delete numeric/char attribute");
    if (std::find(std::begin(getsets), std::end(getsets), name) == std::end(getsets)) return false;
    raise_type_error(name + " may not be deleted");
  }
  if (name == "args") {
    e->args = to_vector(value);  // BaseException_set_args: PySequence_Tuple(value)
  } else if (name == "__traceback__") {
    set_exception_traceback(e, value);
  } else if (name == "__cause__") {
    e->cause = exception_or_null(value, "cause");
    e->suppress_context = true;
  } else if (name == "__context__") {
    e->context = exception_or_null(value, "context");
  } else if (name == "__suppress_context__") {
    if (value->cls != T().bool_) raise_type_error("attribute value type must be bool");
    e->suppress_context = value.get() == True().get();
  } else {
    return false;
  }
  return true;
}

}  // namespace tfplay::py
