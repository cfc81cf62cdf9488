// BaseExceptionGroup's split/subgroup/derive (CPython 3.12's Objects/exceptions.c) and the
// run-time side of `except*` (Python/ceval.c exception_group_match and
// _PyExc_PrepReraiseStar): which part of a raised group a clause handles, and what is raised
// again once every clause has run.
#include <algorithm>
#include <functional>

#include "core/python/exceptions.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"

namespace tfplay::py {

namespace {

ExceptionObject* as_exc(const Ref& e) { return static_cast<ExceptionObject*>(e.get()); }

bool is_group(const Ref& e) { return e && e->cls->is_subtype_of(E().BaseExceptionGroup); }

const std::vector<Ref>& group_exceptions(const Ref& eg) {
  Ref excs = eg->dict->get("exceptions");
  return static_cast<TupleObject*>(excs.get())->items;
}

bool is_exception_class(const Ref& t) {
  return (t->cls == T().type || t->cls->is_subtype_of(T().type)) &&
         static_cast<TypeObject*>(t.get())->is_subtype_of(E().BaseException);
}

using Condition = std::function<bool(const Ref&)>;

/// get_matcher_type: an exception type, a tuple of them, or a predicate (not a class).
Condition make_condition(const Ref& value) {
  bool is_class = value->cls == T().type || value->cls->is_subtype_of(T().type);
  const bool callable = value->cls == T().function || value->cls == T().builtin_function || value->cls == T().method ||
                        value->cls->lookup("__call__"_name);
  if (!is_class && callable) {
    return [value](const Ref& e) { return truthy(call(value, std::vector<Ref>{e})); };
  }
  bool ok = is_exception_class(value);
  if (!ok && value->cls == T().tuple) {
    ok = true;
    for (const Ref& t : static_cast<TupleObject*>(value.get())->items) ok = ok && is_exception_class(t);
  }
  if (!ok) raise(E().TypeError, "expected an exception type, a tuple of exception types, or a callable (other than a class)");
  return [value](const Ref& e) { return exception_matches(e, value); };
}

/// exceptiongroup_subset: orig.derive(excs) with orig's traceback, context, cause and notes.
Ref subset(const Ref& orig, std::vector<Ref> excs) {
  if (excs.empty()) return nullptr;
  Ref eg = call_method(orig, "derive", {List(std::move(excs))});
  if (!is_group(eg)) raise(E().TypeError, "derive must return an instance of BaseExceptionGroup");
  auto* d = as_exc(eg);
  const auto* o = as_exc(orig);
  d->traceback = o->traceback;
  d->context = o->context;
  d->cause = o->cause;
  d->suppress_context = true;  // PyException_SetCause sets it, even to None
  if (Ref notes = orig->dict->get("__notes__")) {
    if (notes->cls == T().list || notes->cls == T().tuple) d->dict->set("__notes__", List(to_vector(notes)));
  }
  return eg;
}

/// exceptiongroup_split_recursive: (match, rest), either possibly null.
std::pair<Ref, Ref> split(const Ref& exc, const Condition& condition, bool construct_rest) {
  if (condition(exc)) return {exc, nullptr};
  if (!is_group(exc)) return {nullptr, construct_rest ? exc : nullptr};
  std::vector<Ref> match, rest;
  for (const Ref& e : group_exceptions(exc)) {
    auto [m, r] = split(e, condition, construct_rest);
    if (m) match.push_back(m);
    if (r) rest.push_back(r);
  }
  Ref m = subset(exc, std::move(match));
  Ref r = construct_rest ? subset(exc, std::move(rest)) : nullptr;
  return {m, r};
}

Ref or_none(const Ref& r) { return r ? r : None(); }

void collect_leaf_ids(const Ref& e, std::vector<const Object*>& out) {
  if (!is_group(e)) {
    out.push_back(e.get());
    return;
  }
  for (const Ref& x : group_exceptions(e)) collect_leaf_ids(x, out);
}

/// is_same_exception_metadata: a re-raised part of the original group still shares its
/// traceback, context and cause; a newly raised exception does not.
bool same_metadata(const Ref& a, const Ref& b) {
  const auto* x = as_exc(a);
  const auto* y = as_exc(b);
  auto same_tb = [&] {
    if (x->traceback.size() != y->traceback.size()) return false;
    for (std::size_t i = 0; i < x->traceback.size(); ++i)
      if (x->traceback[i].line != y->traceback[i].line || x->traceback[i].col != y->traceback[i].col) return false;
    return true;
  };
  Ref xn = a->dict->get("__notes__"), yn = b->dict->get("__notes__");
  return xn.get() == yn.get() && same_tb() && x->context == y->context && x->cause == y->cause;
}

}  // namespace

std::pair<Ref, Ref> exception_group_match(const Ref& exc, const Ref& type) {
  if (exception_matches(exc, type)) {
    if (is_group(exc)) return {exc, nullptr};
    // A naked exception is wrapped, keeping its traceback.
    Ref wrapped = call(E().ExceptionGroup->self(), std::vector<Ref>{Str(""), Tuple({exc})});
    if (!exc->cls->is_subtype_of(E().Exception))
      wrapped = call(E().BaseExceptionGroup->self(), std::vector<Ref>{Str(""), Tuple({exc})});
    as_exc(wrapped)->traceback = as_exc(exc)->traceback;
    return {wrapped, nullptr};
  }
  if (is_group(exc)) {
    auto [m, r] = split(exc, make_condition(type), true);
    return {m, r};
  }
  return {nullptr, exc};
}

void check_except_star_type(const Ref& type) {
  auto check = [](const Ref& t) {
    if (!is_exception_class(t))
      raise(E().TypeError, "catching classes that do not inherit from BaseException is not allowed");
    if (static_cast<TypeObject*>(t.get())->is_subtype_of(E().BaseExceptionGroup))
      raise(E().TypeError, "catching ExceptionGroup with except* is not allowed. Use except instead.");
  };
  if (type->cls == T().tuple) {
    for (const Ref& t : static_cast<TupleObject*>(type.get())->items) check(t);
  } else {
    check(type);
  }
}

Ref prep_reraise_star(const Ref& orig, const std::vector<Ref>& excs) {
  if (excs.empty()) return nullptr;
  if (!is_group(orig)) return excs.front();  // a naked exception: at most one to raise
  std::vector<Ref> raised, reraised;
  for (const Ref& e : excs) (same_metadata(e, orig) ? reraised : raised).push_back(e);
  // exception_group_projection: the part of orig whose leaves were re-raised.
  std::vector<const Object*> leaves;
  for (const Ref& e : reraised) collect_leaf_ids(e, leaves);
  Ref reraised_eg;
  if (!leaves.empty()) {
    reraised_eg = split(orig, [&](const Ref& e) {
      return !is_group(e) && std::find(leaves.begin(), leaves.end(), e.get()) != leaves.end();
    }, false).first;
  }
  if (raised.empty()) return reraised_eg;
  if (reraised_eg) raised.push_back(reraised_eg);
  if (raised.size() == 1) return raised.front();
  return call(E().ExceptionGroup->self(), std::vector<Ref>{Str(""), List(raised)});
}

void install_exception_group_methods(ExceptionTypes& exc) {
  TypeObject* g = exc.BaseExceptionGroup;
  add_method(g, "derive", +[](CallArgs& a) -> Ref {
    if (a.args.size() != 2) raise(E().TypeError, "BaseExceptionGroup.derive() takes exactly one argument (" + std::to_string(a.args.size() - 1) + " given)");
    return call(E().BaseExceptionGroup->self(), std::vector<Ref>{a.args[0]->dict->get("message"), a.args[1]});
  });
  add_method(g, "split", +[](CallArgs& a) -> Ref {
    if (a.args.size() != 2) raise(E().TypeError, "BaseExceptionGroup.split() takes exactly one argument (" + std::to_string(a.args.size() - 1) + " given)");
    auto [m, r] = split(a.args[0], make_condition(a.args[1]), true);
    return Tuple({or_none(m), or_none(r)});
  });
  add_method(g, "subgroup", +[](CallArgs& a) -> Ref {
    if (a.args.size() != 2) raise(E().TypeError, "BaseExceptionGroup.subgroup() takes exactly one argument (" + std::to_string(a.args.size() - 1) + " given)");
    return or_none(split(a.args[0], make_condition(a.args[1]), false).first);
  });
}

}  // namespace tfplay::py
