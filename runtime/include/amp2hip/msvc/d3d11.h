//===- amp2hip/msvc/d3d11.h - Direct3D 11 names, for diagnostics only -----===//
//
// HIP cannot share objects with Direct3D 11. In the translator's parse the
// interfaces C++ AMP interop code names are declared with an annotation, so
// that each use gets amp2hip's diagnostic AH1301; outside the parse this
// header declares nothing.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MSVC_D3D11_H
#define AMP2HIP_MSVC_D3D11_H
#ifdef AMP2HIP_PARSE_MODEL
#include <amp2hip/msvc/windows.h>
#define AMP2HIP_D3D_INTERFACE(name)                                            \
  struct __attribute__((annotate("amp2hip.direct3d_interop"))) name;
AMP2HIP_D3D_INTERFACE(IUnknown)
AMP2HIP_D3D_INTERFACE(ID3D11Device)
AMP2HIP_D3D_INTERFACE(ID3D11DeviceContext)
AMP2HIP_D3D_INTERFACE(ID3D11Buffer)
AMP2HIP_D3D_INTERFACE(ID3D11Texture1D)
AMP2HIP_D3D_INTERFACE(ID3D11Texture2D)
AMP2HIP_D3D_INTERFACE(ID3D11Texture3D)
AMP2HIP_D3D_INTERFACE(ID3D11ShaderResourceView)
AMP2HIP_D3D_INTERFACE(ID3D11UnorderedAccessView)
AMP2HIP_D3D_INTERFACE(IDXGISwapChain)
AMP2HIP_D3D_INTERFACE(IDXGIAdapter)
#undef AMP2HIP_D3D_INTERFACE
// Device creation's enumerations, as interop samples name them.
enum __attribute__((annotate("amp2hip.direct3d_interop"))) D3D_DRIVER_TYPE {
  D3D_DRIVER_TYPE_UNKNOWN,
  D3D_DRIVER_TYPE_HARDWARE,
  D3D_DRIVER_TYPE_REFERENCE,
  D3D_DRIVER_TYPE_NULL,
  D3D_DRIVER_TYPE_SOFTWARE,
  D3D_DRIVER_TYPE_WARP
};
enum __attribute__((annotate("amp2hip.direct3d_interop"))) D3D_FEATURE_LEVEL {
  D3D_FEATURE_LEVEL_10_0 = 0xa000,
  D3D_FEATURE_LEVEL_10_1 = 0xa100,
  D3D_FEATURE_LEVEL_11_0 = 0xb000,
  D3D_FEATURE_LEVEL_11_1 = 0xb100
};
template <typename... A>
__attribute__((annotate("amp2hip.direct3d_interop"))) HRESULT
D3D11CreateDevice(A &&...);
#endif
#endif // AMP2HIP_MSVC_D3D11_H
