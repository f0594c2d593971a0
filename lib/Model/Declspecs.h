//===- Declspecs.h - The __declspec(...) uses of the project's files -*- C++
//-*-//
//
// `__declspec(NAME(ARG))` is found in the raw text of each project file, so
// that an attribute written in a macro's definition (`#define MYLIB_API
// __declspec(dllexport)`) is found, and edited, there rather than at every
// use. Uses in preprocessor-skipped branches are listed too, and marked.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MODEL_DECLSPECS_H
#define AMP2HIP_MODEL_DECLSPECS_H

#include "Model/AmpModel.h"
#include "clang/Basic/SourceLocation.h"
#include <string>
#include <vector>

namespace amp2hip {

struct DeclspecUse {
  clang::SourceLocation Begin; ///< `__declspec`
  clang::SourceLocation End;   ///< Just after its closing ')'.
  std::string Name;            ///< dllexport, align, property ...
  std::string Arg;             ///< The argument's tokens, without spaces.
  bool Skipped = false;        ///< In a branch the preprocessor skipped.
};

/// Every `__declspec(...)` in the project files of \p Model's unit.
std::vector<DeclspecUse> findDeclspecs(const clang::SourceManager &SM,
                                       const clang::LangOptions &LO,
                                       const AmpModel &Model);

/// Whether \p Name is one of the attributes that say how a DLL shares a
/// declaration (dllexport, dllimport): on Linux, default visibility.
bool isDllLinkage(llvm::StringRef Name);

} // namespace amp2hip

#endif
