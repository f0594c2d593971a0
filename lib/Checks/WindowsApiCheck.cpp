//===- WindowsApiCheck.cpp ------------------------------------------------===//
#include "Checks/WindowsApiCheck.h"

namespace amp2hip {

void WindowsApiCheck::run(const AmpModel &Model, CheckContext &CC) {
  for (const UnsupportedUse &U : Model.Msvc.Unsupported)
    CC.Diags.report(U.Loc, U.Kind == UnsupportedKind::WindowsApi
                               ? DiagId::WindowsApiUnsupported
                           : U.Kind == UnsupportedKind::Direct3DInterop
                               ? DiagId::Direct3DInterop
                               : DiagId::PplTasksUnsupported)
        << U.Name;
}

} // namespace amp2hip
