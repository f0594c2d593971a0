//===- CompilerViewPrepass.h - Project conditionals, Visual C++ -*- C++ -*-===//
//
// The Visual C++ view (Model/VisualCppView.h) as text edits of a project
// file: in each #if, #elif, #ifdef, #ifndef (#elifdef, #elifndef), a
// compiler-identity macro the view fixes is read by the parse as its value
// (padded to the name's length, so lines and offsets stay) and written in
// the output as that value with the original in a comment:
//
//   #ifdef _MSC_VER            ->  #if 1 /* amp2hip, Visual C++: ifdef _MSC_VER
//   */ #if _MSC_VER >= 1700       ->  #if 1929 /* amp2hip, Visual C++: _MSC_VER
//   */ >= 1700 #elif defined(__GNUC__)    ->  #elif 0 /* amp2hip, Visual C++:
//   defined(__GNUC__) */
//
// HCC's view (Model/HccView.def) works the same way, with "HCC" in the
// comment. In code and in #define bodies, the macros Visual C++ defines get their
// value the same way (`#define VERSION _MSC_VER`); the names a #define or
// #undef declares, and #include, #pragma and #error lines, are left alone.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_FRONTEND_COMPILERVIEWPREPASS_H
#define AMP2HIP_FRONTEND_COMPILERVIEWPREPASS_H

#include "Frontend/DialectPrepass.h"
#include "Model/VisualCppView.h"

namespace amp2hip {

/// Applies \p View (Visual C++'s or HCC's; the GNU view changes nothing)
/// to the conditionals of \p R's text (the file's text \p Source when \p R
/// has not changed it yet).
void applyCompilerView(CompilerViewKind View, llvm::StringRef Source,
                       DialectPrepassResult &R);

} // namespace amp2hip

#endif
