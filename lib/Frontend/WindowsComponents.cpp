//===- WindowsComponents.cpp ----------------------------------------------===//
#include "Frontend/WindowsComponents.h"

#include "clang/Lex/PPCallbacks.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Path.h"
#include <algorithm>
#include <string>
#include <vector>

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
    {"d3dcsx*", "D3DCSX (the DirectCompute FFT of D3DX 11)"},
    {"dxgi*", "DXGI (the DirectX graphics infrastructure)"},
    {"d2d1*", "Direct2D"},
    {"dwrite*", "DirectWrite"},
    {"wincodec.h", "WIC (the Windows Imaging Component)"},
    {"gdiplus*", "GDI+"},
    {"cppunittest.h", "the Visual Studio C++ unit test framework"},
    {"agile.h", "the Windows Runtime's C++/CX support"},
    {"windowsx.h", "the Windows GUI API"},
    {"commctrl.h", "the Windows common controls"},
    {"commdlg.h", "the Windows common dialogs"},
    {"shellapi.h", "the Windows shell"},
    {"shlobj.h", "the Windows shell"},
    {"shlwapi.h", "the Windows shell"},
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

/// Names that a component declares, for precision: a name Clang cannot
/// resolve after an include of its component is reported as that
/// component's (Frontend/ComponentUses). '*' ends a prefix. A name may
/// belong to several components (XMVECTOR: XNA Math and DirectXMath).
struct ComponentName {
  const char *Pattern;
  const char *Component; ///< A Name of the table above.
};

const ComponentName Names[] = {
    {"ATL", "ATL (the Active Template Library)"},
    {"CComPtr", "ATL (the Active Template Library)"},
    {"CComQIPtr", "ATL (the Active Template Library)"},
    {"CComBSTR", "ATL (the Active Template Library)"},
    {"CComVariant", "ATL (the Active Template Library)"},
    {"CComObject*", "ATL (the Active Template Library)"},
    {"CComModule", "ATL (the Active Template Library)"},
    {"CComCriticalSection", "ATL (the Active Template Library)"},
    {"CComAutoCriticalSection", "ATL (the Active Template Library)"},
    {"CComSafeArray", "ATL (the Active Template Library)"},
    {"CAtl*", "ATL (the Active Template Library)"},
    {"CSimpleArray", "ATL (the Active Template Library)"},
    {"CSimpleMap", "ATL (the Active Template Library)"},
    {"CAutoPtr", "ATL (the Active Template Library)"},
    {"CHeapPtr", "ATL (the Active Template Library)"},
    {"CHandle", "ATL (the Active Template Library)"},
    {"CRegKey", "ATL (the Active Template Library)"},
    {"CString*", "ATL (the Active Template Library)"},
    {"CString*", "MFC (the Microsoft Foundation Classes)"},
    {"ATLASSERT", "ATL (the Active Template Library)"},
    {"ATLTRACE*", "ATL (the Active Template Library)"},
    {"ATLVERIFY", "ATL (the Active Template Library)"},
    {"ATL_*", "ATL (the Active Template Library)"},
    {"_ATL_*", "ATL (the Active Template Library)"},
    {"Afx*", "MFC (the Microsoft Foundation Classes)"},
    {"AFX_*", "MFC (the Microsoft Foundation Classes)"},
    {"CWnd", "MFC (the Microsoft Foundation Classes)"},
    {"CWinApp", "MFC (the Microsoft Foundation Classes)"},
    {"CDialog*", "MFC (the Microsoft Foundation Classes)"},
    {"CFrameWnd", "MFC (the Microsoft Foundation Classes)"},
    {"CView", "MFC (the Microsoft Foundation Classes)"},
    {"CDocument", "MFC (the Microsoft Foundation Classes)"},
    {"CObject", "MFC (the Microsoft Foundation Classes)"},
    {"CDC", "MFC (the Microsoft Foundation Classes)"},
    {"CPaintDC", "MFC (the Microsoft Foundation Classes)"},
    {"CFile", "MFC (the Microsoft Foundation Classes)"},
    {"CBitmap", "MFC (the Microsoft Foundation Classes)"},
    {"CRect", "MFC (the Microsoft Foundation Classes)"},
    {"CPoint", "MFC (the Microsoft Foundation Classes)"},
    {"CSize", "MFC (the Microsoft Foundation Classes)"},
    {"CArray", "MFC (the Microsoft Foundation Classes)"},
    {"CList", "MFC (the Microsoft Foundation Classes)"},
    {"CMap", "MFC (the Microsoft Foundation Classes)"},
    {"DECLARE_MESSAGE_MAP", "MFC (the Microsoft Foundation Classes)"},
    {"BEGIN_MESSAGE_MAP", "MFC (the Microsoft Foundation Classes)"},
    {"END_MESSAGE_MAP", "MFC (the Microsoft Foundation Classes)"},
    {"DECLARE_DYN*", "MFC (the Microsoft Foundation Classes)"},
    {"IMPLEMENT_DYN*", "MFC (the Microsoft Foundation Classes)"},
    {"ON_*", "MFC (the Microsoft Foundation Classes)"},
    {"DXUT*", "DXUT (the DirectX sample framework)"},
    {"CDXUT*", "DXUT (the DirectX sample framework)"},
    {"CModelViewerCamera", "DXUT (the DirectX sample framework)"},
    {"CFirstPersonCamera", "DXUT (the DirectX sample framework)"},
    {"CD3DSettingsDlg", "DXUT (the DirectX sample framework)"},
    {"CDXUTSDKMesh", "DXUT (the DirectX sample framework)"},
    {"D3DX*", "D3DX (the DirectX utility library)"},
    {"ID3DX*", "D3DX (the DirectX utility library)"},
    {"IDirect3D*", "Direct3D 9"},
    {"Direct3DCreate9*", "Direct3D 9"},
    {"D3DPRESENT_*", "Direct3D 9"},
    {"D3DFMT_*", "Direct3D 9"},
    {"D3DCOLOR*", "Direct3D 9"},
    {"D3DDEVTYPE*", "Direct3D 9"},
    {"D3DCREATE_*", "Direct3D 9"},
    {"ID3D10*", "Direct3D 10"},
    {"D3D10*", "Direct3D 10"},
    {"ID3D11*", "Direct3D 11"},
    {"D3D11*", "Direct3D 11"},
    {"ID3D12*", "Direct3D 12"},
    {"D3D12*", "Direct3D 12"},
    {"D3D_*", "Direct3D"},
    {"ID3DBlob", "Direct3D"},
    {"ID3DInclude", "Direct3D"},
    {"D3DCompile*", "the Direct3D shader compiler"},
    {"D3DReflect", "the Direct3D shader compiler"},
    {"D3DCOMPILE_*", "the Direct3D shader compiler"},
    {"IDXGI*", "DXGI (the DirectX graphics infrastructure)"},
    {"DXGI_*", "DXGI (the DirectX graphics infrastructure)"},
    {"CreateDXGIFactory*", "DXGI (the DirectX graphics infrastructure)"},
    {"ID2D1*", "Direct2D"},
    {"D2D1*", "Direct2D"},
    {"D2D_*", "Direct2D"},
    {"IDWrite*", "DirectWrite"},
    {"DWRITE_*", "DirectWrite"},
    {"DWriteCreateFactory", "DirectWrite"},
    {"IWIC*", "WIC (the Windows Imaging Component)"},
    {"WIC*", "WIC (the Windows Imaging Component)"},
    {"GUID_WIC*", "WIC (the Windows Imaging Component)"},
    {"CLSID_WIC*", "WIC (the Windows Imaging Component)"},
    {"Gdiplus*", "GDI+"},
    {"GET_X_LPARAM", "the Windows GUI API"},
    {"GET_Y_LPARAM", "the Windows GUI API"},
    {"GET_WM_*", "the Windows GUI API"},
    {"HANDLE_MSG", "the Windows GUI API"},
    {"HANDLE_WM_*", "the Windows GUI API"},
    {"InitCommonControls*", "the Windows common controls"},
    {"INITCOMMONCONTROLSEX", "the Windows common controls"},
    {"ICC_*", "the Windows common controls"},
    {"GetOpenFileName*", "the Windows common dialogs"},
    {"GetSaveFileName*", "the Windows common dialogs"},
    {"OPENFILENAME*", "the Windows common dialogs"},
    {"OFN_*", "the Windows common dialogs"},
    {"ChooseColor*", "the Windows common dialogs"},
    {"ShellExecute*", "the Windows shell"},
    {"SHGet*", "the Windows shell"},
    {"SHBrowseForFolder*", "the Windows shell"},
    {"CSIDL_*", "the Windows shell"},
    {"FOLDERID_*", "the Windows shell"},
    {"DragAcceptFiles", "the Windows shell"},
    {"DragQueryFile*", "the Windows shell"},
    {"PathFileExists*", "the Windows shell"},
    {"PathAppend*", "the Windows shell"},
    {"PathCombine*", "the Windows shell"},
    {"PathRemoveFileSpec*", "the Windows shell"},
    {"PathFindFileName*", "the Windows shell"},
    {"PathFindExtension*", "the Windows shell"},
    {"MFStartup", "Media Foundation"},
    {"MFShutdown", "Media Foundation"},
    {"MFCreate*", "Media Foundation"},
    {"MF_*", "Media Foundation"},
    {"IMF*", "Media Foundation"},
    {"IUnknown", "COM"},
    {"CoInitialize*", "COM"},
    {"CoUninitialize", "COM"},
    {"CoCreate*", "COM"},
    {"CoTaskMem*", "COM"},
    {"CLSCTX_*", "COM"},
    {"COINIT_*", "COM"},
    {"IID_*", "COM"},
    {"CLSID_*", "COM"},
    {"REFIID", "COM"},
    {"DEFINE_GUID", "COM"},
    {"BSTR", "COM"},
    {"SysAllocString*", "COM"},
    {"SysFreeString", "COM"},
    {"VARIANT", "COM"},
    {"_com_ptr_t", "COM"},
    {"_bstr_t", "COM"},
    {"_variant_t", "COM"},
    {"_com_error", "COM"},
    {"_COM_SMARTPTR_TYPEDEF", "COM"},
    {"StringCch*", "the Windows SDK's safe string functions (strsafe)"},
    {"StringCb*", "the Windows SDK's safe string functions (strsafe)"},
    {"SCRIPT_*", "Uniscribe"},
    {"XInput*", "XInput"},
    {"XINPUT_*", "XInput"},
    {"IDirectInput*", "DirectInput"},
    {"DirectInput8Create", "DirectInput"},
    {"DIK_*", "DirectInput"},
    {"IDirectSound*", "DirectSound"},
    {"DirectSoundCreate*", "DirectSound"},
    {"DSBUFFERDESC", "DirectSound"},
    {"Microsoft", "the Windows Runtime C++ Template Library"},
    {"WRL", "the Windows Runtime C++ Template Library"},
    {"ComPtr", "the Windows Runtime C++ Template Library"},
    {"marker_series", "the Concurrency Visualizer"},
    {"diagnostic", "the Concurrency Visualizer"},
    {"Cv*", "the Concurrency Visualizer"},
    {"IResourceManager", "the Concurrency Runtime's resource manager"},
    {"CreateResourceManager", "the Concurrency Runtime's resource manager"},
    {"XM*", "XNA Math"},
    {"XM*", "DirectXMath"},
    {"DirectX", "DirectXMath"},
};

/// What amp2hip's companion of a component header provides; the rest of
/// the component stays refused (AH1306 at a use).
struct PartialCompanion {
  const char *Header; ///< Lower case.
  const char *Provides;
};
const PartialCompanion Partials[] = {
    {"atlbase.h", "ATL's string conversions (USES_CONVERSION, CA2W, CW2A, "
                  "CT2A, A2W ...)"},
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

namespace {
class ComponentSkipper : public clang::PPCallbacks {
  bool FileNotFound(llvm::StringRef FileName) override {
    return !windowsComponentOf(FileName).empty();
  }
};
} // namespace

std::unique_ptr<clang::PPCallbacks> makeComponentSkipper() {
  return std::make_unique<ComponentSkipper>();
}

std::vector<llvm::StringRef> windowsComponentsOfName(llvm::StringRef Id) {
  std::vector<llvm::StringRef> Out;
  for (const ComponentName &N : Names) {
    llvm::StringRef P = N.Pattern;
    if (P.consume_back("*") ? Id.starts_with(P) : Id == P)
      Out.push_back(N.Component);
  }
  return Out;
}

llvm::StringRef providedPartOf(llvm::StringRef Header) {
  std::string Lower = llvm::sys::path::filename(Header).lower();
  for (const PartialCompanion &P : Partials)
    if (Lower == P.Header)
      return P.Provides;
  return "";
}

} // namespace amp2hip
