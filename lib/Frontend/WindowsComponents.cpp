//===- WindowsComponents.cpp ----------------------------------------------===//
#include "Frontend/WindowsComponents.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Path.h"
#include <algorithm>
#include <string>

namespace amp2hip {

namespace {

struct Component {
  const char *Prefix; ///< Lower-case file name, or its start when ending '*'.
  const char *Name;
};

// Windows finds headers whatever their case: the names compare in lower case.
const Component Components[] = {
    {"afx*", "MFC (the Microsoft Foundation Classes)"},
    {"atl*", "ATL (the Active Template Library)"},
    {"dxut*", "DXUT (the DirectX sample framework)"},
    {"sdkmisc.h", "DXUT (the DirectX sample framework)"},
    {"sdkmesh.h", "DXUT (the DirectX sample framework)"},
    {"d3dx*", "D3DX (the DirectX utility library)"},
    {"d3d9*", "Direct3D 9"},
    {"d3d10*", "Direct3D 10"},
    {"d3d11_*", "Direct3D 11"},
    {"d3d12*", "Direct3D 12"},
    {"d3dcommon.h", "Direct3D"},
    {"d3dcompiler.h", "the Direct3D shader compiler"},
    {"dxgi*", "DXGI (the DirectX graphics infrastructure)"},
    {"d2d1*", "Direct2D"},
    {"dwrite*", "DirectWrite"},
    {"wincodec.h", "WIC (the Windows Imaging Component)"},
    {"gdiplus*", "GDI+"},
    {"windowsx.h", "the Windows GUI API"},
    {"commctrl.h", "the Windows common controls"},
    {"commdlg.h", "the Windows common dialogs"},
    {"shellapi.h", "the Windows shell"},
    {"shlobj.h", "the Windows shell"},
    {"shlwapi.h", "the Windows shell"},
    {"mmsystem.h", "the Windows multimedia API"},
    {"mfapi.h", "Media Foundation"},
    {"mfidl.h", "Media Foundation"},
    {"mfreadwrite.h", "Media Foundation"},
    {"mferror.h", "Media Foundation"},
    {"objbase.h", "COM"},
    {"initguid.h", "COM"},
    {"strsafe.h", "the Windows SDK's safe string functions (strsafe)"},
    {"usp10.h", "Uniscribe"},
    {"xinput.h", "XInput"},
    {"dinput.h", "DirectInput"},
    {"dsound.h", "DirectSound"},
    {"unknwn.h", "COM"},
    {"comdef.h", "COM"},
    {"comutil.h", "COM"},
    {"wrl*", "the Windows Runtime C++ Template Library"},
    {"cvmarkers*", "the Concurrency Visualizer"},
    {"concrtrm.h", "the Concurrency Runtime's resource manager"},
    {"xnamath.h", "XNA Math"},
    {"directxmath.h", "DirectXMath"},
};

} // namespace

/// A folder matches only a prefix entry's exact stem (`wrl`, not `atlas`).
static llvm::StringRef componentOfName(llvm::StringRef Lower, bool Folder) {
  for (const Component &C : Components) {
    llvm::StringRef P = C.Prefix;
    if (P.consume_back("*") ? (Folder ? Lower == P : Lower.starts_with(P))
                            : !Folder && Lower == P)
      return C.Name;
  }
  return "";
}

llvm::StringRef windowsComponentOf(llvm::StringRef Header) {
  // The file's name first, then its folders (<wrl\client.h>, <wrl/client.h>).
  std::string Path = Header.lower();
  std::replace(Path.begin(), Path.end(), '\\', '/');
  llvm::SmallVector<llvm::StringRef, 4> Parts;
  llvm::StringRef(Path).split(Parts, '/', -1, false);
  for (size_t I = Parts.size(); I-- > 0;)
    if (llvm::StringRef C = componentOfName(Parts[I], I + 1 < Parts.size());
        !C.empty())
      return C;
  return "";
}

} // namespace amp2hip
