//===- ComponentUses.h - Names of left-out Windows components ---*- C++ -*-===//
//
// A unit may include a Windows-only component (<atlbase.h>, <d2d1.h>,
// <wrl\client.h> ...) through its precompiled header and use nothing of it.
// The parse leaves such an include out (Frontend/MsvcCollector) and goes on.
// A use is recognised where Clang cannot resolve a name: before Clang's
// "unknown type name" or "use of undeclared identifier", Sema offers the
// name to its external sources for typo correction, and this one reports
// AH1306 there (fatal, so Clang's own error is not shown), naming the name
// and the component, with a note at the include. A name is attributed to a
// component when it is seen after that component's include in the unit:
// to the component amp2hip's table says declares it
// (Frontend/WindowsComponents), else to every component included before it.
// A qualified name (`N::x`, N found) is attributed only when the table
// knows it; member names (`x.f`) never are.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_FRONTEND_COMPONENTUSES_H
#define AMP2HIP_FRONTEND_COMPONENTUSES_H

#include "Model/MsvcDialect.h"

namespace clang {
class Sema;
class DiagnosticsEngine;
} // namespace clang

namespace amp2hip {

/// Adds to \p S an external source that reports AH1306 at the first name
/// the unit cannot resolve after an include of \p Directives.Components
/// (filled while the unit is preprocessed), and counts it in
/// \p Directives.ComponentUses.
void reportComponentUses(clang::Sema &S, MsvcDirectives &Directives);

} // namespace amp2hip

#endif
