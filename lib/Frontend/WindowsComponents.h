//===- WindowsComponents.h - Headers of Windows-only components -*- C++ -*-===//
//
// The headers of Windows components that have no Linux counterpart (MFC,
// ATL, DXUT, Direct3D beyond amp2hip's interop names, Direct2D, GDI+, the
// shell and GUI ...). The parse leaves such an include out
// (Frontend/MsvcCollector) and the output comments it out; a name the unit
// uses that Clang cannot resolve after it is AH1306, naming the name and the
// component (Frontend/ComponentUses). The names below tell which component
// a name belongs to, where the table knows it.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_FRONTEND_WINDOWSCOMPONENTS_H
#define AMP2HIP_FRONTEND_WINDOWSCOMPONENTS_H

#include "llvm/ADT/StringRef.h"
#include <memory>
#include <vector>

namespace clang {
class PPCallbacks;
}

namespace amp2hip {

/// The component \p Header (as written in an #include) belongs to, or an
/// empty string when it is none of them.
llvm::StringRef windowsComponentOf(llvm::StringRef Header);

/// The components (names as windowsComponentOf gives them) that declare the
/// identifier \p Id, as far as amp2hip's table knows; empty when unknown.
std::vector<llvm::StringRef> windowsComponentsOfName(llvm::StringRef Id);

/// What amp2hip's companion of the component header \p Header provides
/// (<atlbase.h>: ATL's string conversions), or empty when it has none: the
/// include then resolves, and the rest of the component is still refused
/// where a unit uses it.
llvm::StringRef providedPartOf(llvm::StringRef Header);

/// Preprocessor callbacks that leave out every include of a component's
/// header, as the host parse does (for the parses that only resolve calls).
std::unique_ptr<clang::PPCallbacks> makeComponentSkipper();

} // namespace amp2hip

#endif
