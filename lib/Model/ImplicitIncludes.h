//===- ImplicitIncludes.h - Names the output build would not see -*- C++ -*-=//
//
// The parse includes more than the build of the output does: it force-includes
// amp2hip/parse_model.h (which brings <cstdlib>, <string.h>, <strings.h>),
// amp2hip/msvc/crt.h (<cstdarg>, <cstdio>, <cstring> ...) and
// amp2hip/msvc/d3d_interop.h, and amp2hip's runtime headers include a few
// files only for the parse. A project file can thus use `memcpy` or
// `va_start` without an include of its own and parse, while hipcc and nvcc
// would not find the name. This finds each such name and the include the
// output needs for it (ImplicitIncludeRewrite writes it).
//
// How the parse's includes are recorded: Model/IncludeGraph.h.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MODEL_IMPLICITINCLUDES_H
#define AMP2HIP_MODEL_IMPLICITINCLUDES_H

#include "clang/Basic/SourceLocation.h"
#include <string>
#include <vector>

namespace clang {
class ASTContext;
class Preprocessor;
} // namespace clang

namespace amp2hip {

struct AmpModel;
struct IncludeGraph;

/// An include the output of one project file needs.
struct MissingInclude {
  clang::FileID File;
  std::string Header;            ///< "<cstdarg>"
  std::string Name;              ///< The first name that needs it.
  clang::SourceLocation FirstUse; ///< In File.
  /// The include after whose line it goes; invalid: at the top of the file.
  clang::SourceLocation After;
  /// Macros of Header to undefine after it: names glibc's headers define
  /// (C23) and Visual C++'s do not, which the file uses as its own
  /// (amp2hip/msvc/c23_names.h undefined them in the parse).
  std::vector<std::string> Undefine;
};

/// Fills Model.MissingIncludes (Model.InProject set by the caller).
void buildImplicitIncludes(clang::ASTContext &Ctx,
                           const clang::Preprocessor &PP,
                           const IncludeGraph &Graph, AmpModel &Model);

} // namespace amp2hip

#endif
