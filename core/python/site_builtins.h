#pragma once
// The names CPython's site module adds to builtins when a script runs: exit and quit
// (Lib/_sitebuiltins.py's Quitter).

#include "core/python/object.h"

namespace tfplay::py {

/// Binds `exit` and `quit` in `builtins`: instances of _sitebuiltins.Quitter whose repr is
/// "Use exit() or Ctrl-D (i.e. EOF) to exit" and whose call `exit(code=None)` raises
/// SystemExit(code), as sys.exit does.
void install_site_builtins(Scope& builtins);

}  // namespace tfplay::py
