//===- VisualCppView.h - The compiler identity of project files -*- C++ -*-===//
//
// C++ AMP projects were written for, and tested with, Visual C++ only: their
// `#ifdef _MSC_VER` branches are the code that ran, and their other branch is
// often `#error` or was never compiled. The parse therefore reads the
// compiler-identity macros of project files' conditionals as Visual C++
// defined them (VisualCppView.def), and the output writes each as its value,
// so that hipcc and nvcc build the same branch. System, SDK and amp2hip's
// own headers keep the real compiler's view (libstdc++ needs __GNUC__), and
// so do the project's copies of third-party libraries (a folder such as
// third_party/ or external/ in their path): those are written for GCC and
// Clang as well, and their GNU branches are what GCC and Clang build.
// `--compiler-view=gnu` keeps the parse compiler's own view instead;
// `--compiler-view=hcc` and `hcc-hc` read them as AMD's HCC defined them in
// its C++ AMP and hc modes (HccView.def): projects written for HCC accept
// only Clang, and choose by mode.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MODEL_VISUALCPPVIEW_H
#define AMP2HIP_MODEL_VISUALCPPVIEW_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

namespace amp2hip {

/// Which compiler project files' conditionals see. HCC had two modes: C++
/// AMP (`-std=c++amp`, Hcc) and hc (`-hc`, HccHc).
enum class CompilerViewKind { VisualCpp, Gnu, Hcc, HccHc };

inline bool isHccView(CompilerViewKind View) {
  return View == CompilerViewKind::Hcc || View == CompilerViewKind::HccHc;
}

struct ViewMacro {
  llvm::StringRef Name;
  bool Defined;          ///< Whether the view's compiler defines it.
  llvm::StringRef Value; ///< Its value when defined; "0" otherwise.
};

/// The macros \p View fixes (none for the GNU view).
llvm::ArrayRef<ViewMacro> viewMacros(CompilerViewKind View);
llvm::ArrayRef<ViewMacro> visualCppMacros();

/// The entry for \p Name in \p View, or null when it is no
/// compiler-identity macro the view fixes.
const ViewMacro *findViewMacro(CompilerViewKind View, llvm::StringRef Name);

/// The view's compiler as the output's comments name it ("Visual C++").
llvm::StringRef viewCompilerName(CompilerViewKind View);

/// The folder of \p RelativePath (a project file's path below the project
/// root, with '/') that marks it as a copy of a third-party library
/// (`third_party`, `external`, `vendor`, NuGet's `packages` ..., in any
/// letter case), or "" when none does.
llvm::StringRef thirdPartyFolder(llvm::StringRef RelativePath);

/// The names thirdPartyFolder recognises, for the documentation.
llvm::ArrayRef<llvm::StringRef> thirdPartyFolderNames();

} // namespace amp2hip

#endif
