// amp2hip: libstdc++'s <bits/shared_ptr_base.h> as it is, except in hipcc's device
// pass under C++11/14, where its functions are declared for host and device
// (README.md beside this directory says why).
#if defined(__HIP_DEVICE_COMPILE__) && defined(__clang__) && \
    __cplusplus < 201703L
#pragma clang force_cuda_host_device begin
#include_next <bits/shared_ptr_base.h>
#pragma clang force_cuda_host_device end
#else
#include_next <bits/shared_ptr_base.h>
#endif
