//===- amp2hip/msvc/d3d_interop.h - Direct3D interop amp2hip refuses ------===//
//
// Read only by the translator's parse, before any other header: C++ AMP's
// Direct3D interoperability (concurrency::direct3d::get_device,
// create_accelerator_view, get_buffer, make_array, the d3d_access locks)
// shares GPU objects with Direct3D 11, which HIP cannot reach. Declaring the
// names lets a program that uses them parse, so that amp2hip's diagnostic
// AH1301 names each use and says what to do.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MSVC_D3D_INTEROP_H
#define AMP2HIP_MSVC_D3D_INTEROP_H
#ifdef AMP2HIP_PARSE_MODEL

namespace amp2hip {
namespace msvc {
struct d3d_unsupported_result {
  template <typename T> operator T() const;
  template <typename T> operator T *() const;
};
} // namespace msvc
} // namespace amp2hip

#define AMP2HIP_D3D_FUNCTION(name)                                             \
  template <typename... A>                                                     \
  __attribute__((annotate(                                                     \
      "amp2hip.direct3d_interop"))) ::amp2hip::msvc::d3d_unsupported_result    \
  name(A &&...);
#define AMP2HIP_D3D_TEMPLATE(name)                                             \
  template <typename T, int N = 1, typename... A>                              \
  __attribute__((annotate(                                                     \
      "amp2hip.direct3d_interop"))) ::amp2hip::msvc::d3d_unsupported_result    \
  name(A &&...);

namespace Concurrency {
namespace direct3d {
AMP2HIP_D3D_FUNCTION(get_device)
AMP2HIP_D3D_FUNCTION(create_accelerator_view)
AMP2HIP_D3D_FUNCTION(get_buffer)
AMP2HIP_D3D_FUNCTION(is_timeout_disabled)
AMP2HIP_D3D_FUNCTION(d3d_access_lock)
AMP2HIP_D3D_FUNCTION(d3d_access_try_lock)
AMP2HIP_D3D_FUNCTION(d3d_access_unlock)
AMP2HIP_D3D_TEMPLATE(make_array)
class __attribute__((annotate("amp2hip.direct3d_interop")))
scoped_d3d_access_lock;
} // namespace direct3d
} // namespace Concurrency

#undef AMP2HIP_D3D_FUNCTION
#undef AMP2HIP_D3D_TEMPLATE

#endif // AMP2HIP_PARSE_MODEL
#endif // AMP2HIP_MSVC_D3D_INTEROP_H
