//===- CommandLineMacros.h - Redefining edited -D macros --------*- C++ -*-===//
//
// A macro defined on the command line (-DNAME=body) is spelled in Clang's
// predefines buffer, which no output file holds: the build passes the same
// definition to hipcc or nvcc again. When a rewrite must change such a
// body (a dynamic exception specification, `register`), the edit lands in
// that buffer, and the translated main file starts with the macro
// redefined as rewritten.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_REWRITE_COMMANDLINEMACROS_H
#define AMP2HIP_REWRITE_COMMANDLINEMACROS_H

#include "Rewrite/Edits.h"
#include <string>
#include <vector>

namespace amp2hip {

/// One command-line macro whose body the rewrites changed.
struct CommandLineRedefinition {
  std::string Name;      ///< with its parameters, for a function-like one
  std::string Written;   ///< the body as the command line gave it
  std::string Rewritten; ///< the body with the edits
};

/// The command line's definitions that \p Out edited, in their order.
std::vector<CommandLineRedefinition> commandLineRedefinitions(const Edits &Out);

/// The lines that open the main file for \p Redefinitions: `#undef` and
/// `#define` of each, after a comment that says why.
std::string
redefinitionLines(const std::vector<CommandLineRedefinition> &Redefinitions);

} // namespace amp2hip

#endif
