//===- WindowsApiCheck.cpp ------------------------------------------------===//
#include "Checks/WindowsApiCheck.h"

namespace amp2hip {

void WindowsApiCheck::run(const AmpModel &Model, CheckContext &CC) {
  for (const UnsupportedUse &U : Model.Msvc.Unsupported)
    CC.Diags.report(U.Loc, U.Kind == UnsupportedKind::WindowsApi
                               ? DiagId::WindowsApiUnsupported
                               : DiagId::Direct3DInterop)
        << U.Name;
}

} // namespace amp2hip
