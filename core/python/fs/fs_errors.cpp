#include "core/python/fs/fs_errors.h"

#include "core/python/object.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"

namespace tfplay::py::fs {

void raise_fs_error(const FsError& e) {
  std::vector<Ref> args{Int(e.err), Str(strerror_text(e.err))};
  if (!e.path.empty()) args.push_back(Str(e.path));
  if (!e.path2.empty()) {
    args.push_back(Int(0));  // winerror, ignored on Linux
    args.push_back(Str(e.path2));
  }
  throw PyError{call(E().OSError->self(), std::move(args))};
}

}  // namespace tfplay::py::fs
