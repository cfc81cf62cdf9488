// Built-in exceptions with their own constructor and str (exceptions.cpp).
#pragma once

#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "core/python/object.h"

namespace tfplay::py {

struct ExceptionTypes;

/// Gives OSError, the UnicodeError family, BaseExceptionGroup and the exceptions with keyword
/// attributes their CPython constructors (attributes, argument checks, OSError's errno ->
/// subclass mapping). Called by init_types.
void install_exception_constructors(ExceptionTypes& exc);

/// The attributes an exception type's constructor takes as keywords, which read None when not
/// given (AttributeError_init: name, obj; NameError_init: name; ImportError_init: name, path;
/// their subclasses alike); empty for the other types.
std::span<const char* const> exception_keyword_attributes(const TypeObject* type);

/// BaseException.__init__ and its subclasses' tp_init run on `self` again: the arguments
/// become args; AttributeError, NameError and ImportError take their keyword attributes anew,
/// SyntaxError its location; the others refuse keywords ("ValueError() takes no keyword
/// arguments"). OSError and the UnicodeError family keep their parsed attributes.
void init_exception(const Ref& self, CallArgs& args);

/// What a member of a built-in exception reads when nothing was stored in the instance
/// (CPython's T_OBJECT members read None while NULL): the keyword attributes above,
/// SyntaxError's msg (its first argument), filename, lineno, offset, text, end_lineno, end_offset and
/// print_file_and_line, ImportError's msg (its only argument, ImportError_init) and
/// name_from; nullptr for any other name.
Ref exception_member_default(const ExceptionObject* e, const std::string& name);

/// str() of an exception whose type formats its own message (OSError's "[Errno 2] ...",
/// UnicodeDecodeError's "'utf-8' codec can't decode ...", an ExceptionGroup's "msg (2
/// sub-exceptions)"); nullopt for the others, which show their args.
std::optional<std::string> special_exception_str(const ExceptionObject* e);

/// BaseExceptionGroup.split/subgroup/derive (exception_group.cpp). Called by init_types.
void install_exception_group_methods(ExceptionTypes& exc);

/// What one `except* T` clause takes from `exc` (ceval.c exception_group_match): (match, rest),
/// either null; a naked exception that matches is wrapped in ExceptionGroup('', (exc,)).
std::pair<Ref, Ref> exception_group_match(const Ref& exc, const Ref& type);

/// The TypeErrors of an except* clause's type: not an exception class, or an exception group.
void check_except_star_type(const Ref& type);

/// _PyExc_PrepReraiseStar: what a try/except* raises after its clauses ran, given the original
/// exception and, in order, what each clause raised followed by the unhandled rest. nullptr
/// when nothing is left to raise.
Ref prep_reraise_star(const Ref& orig, const std::vector<Ref>& excs);

}  // namespace tfplay::py
