//===- WindowsComponents.h - Headers of Windows-only components -*- C++ -*-===//
//
// The headers of Windows components that have no Linux counterpart (MFC,
// ATL, DXUT, Direct3D beyond amp2hip's interop names, Direct2D, GDI+, the
// shell and GUI ...). A file that includes one cannot be translated; the
// parse reports AH1306 naming the component instead of Clang's bare "file
// not found" (Frontend/MsvcCollector).
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_FRONTEND_WINDOWSCOMPONENTS_H
#define AMP2HIP_FRONTEND_WINDOWSCOMPONENTS_H

#include "llvm/ADT/StringRef.h"

namespace amp2hip {

/// The component \p Header (as written in an #include) belongs to, or an
/// empty string when it is none of them.
llvm::StringRef windowsComponentOf(llvm::StringRef Header);

} // namespace amp2hip

#endif
