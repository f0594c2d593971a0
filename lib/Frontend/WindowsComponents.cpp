//===- WindowsComponents.cpp ----------------------------------------------===//
#include "Frontend/WindowsComponents.h"

#include "llvm/Support/Path.h"

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

llvm::StringRef windowsComponentOf(llvm::StringRef Header) {
  std::string File =
      llvm::sys::path::filename(Header, llvm::sys::path::Style::windows)
          .lower();
  for (const Component &C : Components) {
    llvm::StringRef P = C.Prefix;
    if (P.consume_back("*") ? llvm::StringRef(File).starts_with(P) : File == P)
      return C.Name;
  }
  return "";
}

} // namespace amp2hip
