//===- CompilerViewCollector.h - #if on the compiler's identity -*- C++ -*-===//
//
// Evaluates, while Clang preprocesses, each conditional of a project file
// that names a compiler-identity macro (__clang__, __GNUC__, __CUDACC__,
// _MSC_VER, __CUDA_ARCH__ ...) as each pass of the output's builds would
// (Model/CompilerView.h), and records the chains where a pass takes another
// branch than the parse did.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_FRONTEND_COMPILERVIEWCOLLECTOR_H
#define AMP2HIP_FRONTEND_COMPILERVIEWCOLLECTOR_H

#include "Model/CompilerView.h"
#include "clang/Lex/PPCallbacks.h"
#include <functional>
#include <memory>
#include <optional>

namespace clang {
class Preprocessor;
}

namespace amp2hip {

/// The value of compiler-identity macro \p Name in build pass \p View
/// (one bit of BuildView): nullopt when the pass does not define it. False
/// in \p IsIdentity when \p Name is not such a macro.
std::optional<long long> buildViewMacro(unsigned View, llvm::StringRef Name,
                                        bool &IsIdentity);

/// \p ThirdParty (when given) tells the project files that are copies of
/// third-party libraries: those are written for several compilers, and a
/// branch another pass takes there is theirs to keep right, so only an
/// #error that pass would reach is recorded.
std::unique_ptr<clang::PPCallbacks>
makeCompilerViewCollector(clang::Preprocessor &PP,
                          std::function<bool(clang::FileID)> InProject,
                          std::vector<CompilerViewDivergence> &Out,
                          std::function<bool(clang::FileID)> ThirdParty = {});

} // namespace amp2hip

#endif
