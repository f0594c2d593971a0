//===- hip/hip_runtime.h - amp2hip's HIP-on-CUDA compatibility header -----===//
//
// Used only on NVIDIA, with `-I runtime/compat/nvidia`, where ROCm's own
// HIP-on-NVIDIA headers are unavailable or do not compile with the installed
// CUDA. It maps the subset of the HIP runtime API that the amp2hip runtime
// and translated programs use onto the CUDA runtime, one to one:
//
//   types      hipError_t, hipStream_t, hipEvent_t, hipDeviceProp_t,
//              hipMemcpyKind, dim3
//   errors     hipSuccess and the common error codes, hipGetLastError,
//              hipPeekAtLastError, hipGetErrorString, hipGetErrorName
//   devices    hipGetDeviceCount, hipGetDevice, hipSetDevice,
//              hipGetDeviceProperties, hipDeviceSynchronize, hipDeviceReset,
//              hipMemGetInfo, hipDeviceCanAccessPeer,
//              hipDeviceEnablePeerAccess
//   memory     hipMalloc, hipMallocManaged, hipFree, hipMemcpy,
//              hipMemcpyAsync, hipMemcpy2D, hipMemcpy2DAsync,
//              hipMemcpyPeer, hipMemcpyPeerAsync,
//              hipMemset, hipMemsetAsync, hipHostMalloc, hipHostFree,
//              hipHostRegister, hipHostUnregister, hipHostGetDevicePointer,
//              hipMemcpyFromSymbol,
//              hipMemcpyFromSymbolAsync, hipMemcpyToSymbol (with
//              HIP_SYMBOL)
//   streams    hipStreamCreate, hipStreamCreateWithFlags,
//              hipStreamCreateWithPriority, hipDeviceGetStreamPriorityRange,
//              hipStreamDestroy, hipStreamSynchronize, hipStreamQuery,
//              hipStreamWaitEvent
//   events     hipEventCreate, hipEventCreateWithFlags, hipEventRecord,
//              hipEventSynchronize, hipEventQuery, hipEventElapsedTime,
//              hipEventDestroy
//   kernels    hipLaunchKernelGGL, and from CUDA itself: __global__,
//              __device__, __host__, __shared__, __constant__, threadIdx,
//              blockIdx, blockDim, gridDim, __syncthreads,
//              __threadfence_block, __threadfence, atomicAdd and the other
//              atomic functions, the device math functions
//
// Anything else must be added here before use. The platform macro
// __HIP_PLATFORM_NVIDIA__ is defined.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_COMPAT_NVIDIA_HIP_RUNTIME_H
#define AMP2HIP_COMPAT_NVIDIA_HIP_RUNTIME_H

#include <cuda_runtime.h>

#include <cstddef>

#ifndef __HIP_PLATFORM_NVIDIA__
#define __HIP_PLATFORM_NVIDIA__ 1
#endif

// Types.
typedef cudaError_t hipError_t;
typedef cudaStream_t hipStream_t;
typedef cudaEvent_t hipEvent_t;
typedef cudaDeviceProp hipDeviceProp_t;
typedef cudaMemcpyKind hipMemcpyKind;

// Error codes.
#define hipSuccess cudaSuccess
#define hipErrorInvalidValue cudaErrorInvalidValue
#define hipErrorOutOfMemory cudaErrorMemoryAllocation
#define hipErrorMemoryAllocation cudaErrorMemoryAllocation
#define hipErrorNotInitialized cudaErrorInitializationError
#define hipErrorInvalidDevice cudaErrorInvalidDevice
#define hipErrorNoDevice cudaErrorNoDevice
#define hipErrorNotReady cudaErrorNotReady
#define hipErrorInvalidConfiguration cudaErrorInvalidConfiguration
#define hipErrorLaunchFailure cudaErrorLaunchFailure
#define hipErrorIllegalAddress cudaErrorIllegalAddress
#define hipErrorECCNotCorrectable cudaErrorECCUncorrectable
#define hipErrorPeerAccessAlreadyEnabled cudaErrorPeerAccessAlreadyEnabled

// Copy directions.
#define hipMemcpyHostToHost cudaMemcpyHostToHost
#define hipMemcpyHostToDevice cudaMemcpyHostToDevice
#define hipMemcpyDeviceToHost cudaMemcpyDeviceToHost
#define hipMemcpyDeviceToDevice cudaMemcpyDeviceToDevice
#define hipMemcpyDefault cudaMemcpyDefault

// Flags.
#define hipStreamDefault cudaStreamDefault
#define hipStreamNonBlocking cudaStreamNonBlocking
#define hipEventDefault cudaEventDefault
#define hipEventBlockingSync cudaEventBlockingSync
#define hipEventDisableTiming cudaEventDisableTiming
#define hipHostMallocDefault cudaHostAllocDefault
#define hipHostMallocPortable cudaHostAllocPortable
#define hipHostMallocMapped cudaHostAllocMapped
#define hipHostRegisterDefault cudaHostRegisterDefault
#define hipHostRegisterPortable cudaHostRegisterPortable
#define hipHostRegisterMapped cudaHostRegisterMapped

// Errors.
inline hipError_t hipGetLastError() { return cudaGetLastError(); }
inline hipError_t hipPeekAtLastError() { return cudaPeekAtLastError(); }
inline const char *hipGetErrorString(hipError_t e) {
  return cudaGetErrorString(e);
}
inline const char *hipGetErrorName(hipError_t e) { return cudaGetErrorName(e); }

// Devices.
inline hipError_t hipGetDeviceCount(int *count) {
  return cudaGetDeviceCount(count);
}
inline hipError_t hipGetDevice(int *device) { return cudaGetDevice(device); }
inline hipError_t hipSetDevice(int device) { return cudaSetDevice(device); }
inline hipError_t hipGetDeviceProperties(hipDeviceProp_t *prop, int device) {
  return cudaGetDeviceProperties(prop, device);
}
inline hipError_t hipDeviceSynchronize() { return cudaDeviceSynchronize(); }
inline hipError_t hipDeviceReset() { return cudaDeviceReset(); }
inline hipError_t hipDeviceCanAccessPeer(int *can, int device, int peer) {
  return cudaDeviceCanAccessPeer(can, device, peer);
}
inline hipError_t hipDeviceEnablePeerAccess(int peer, unsigned int flags) {
  return cudaDeviceEnablePeerAccess(peer, flags);
}
inline hipError_t hipMemGetInfo(std::size_t *free_bytes,
                                std::size_t *total_bytes) {
  return cudaMemGetInfo(free_bytes, total_bytes);
}

// Memory.
template <class T> inline hipError_t hipMalloc(T **ptr, std::size_t bytes) {
  return cudaMalloc(reinterpret_cast<void **>(ptr), bytes);
}
inline hipError_t hipFree(void *ptr) { return cudaFree(ptr); }
#define hipMemAttachGlobal cudaMemAttachGlobal
template <class T>
inline hipError_t hipMallocManaged(T **ptr, std::size_t bytes,
                                   unsigned int flags = hipMemAttachGlobal) {
  return cudaMallocManaged(reinterpret_cast<void **>(ptr), bytes, flags);
}
template <class T>
inline hipError_t hipHostMalloc(T **ptr, std::size_t bytes,
                                unsigned int flags = hipHostMallocDefault) {
  return cudaHostAlloc(reinterpret_cast<void **>(ptr), bytes, flags);
}
inline hipError_t hipHostFree(void *ptr) { return cudaFreeHost(ptr); }
inline hipError_t hipHostRegister(void *ptr, std::size_t bytes,
                                  unsigned int flags) {
  return cudaHostRegister(ptr, bytes, flags);
}
inline hipError_t hipHostUnregister(void *ptr) {
  return cudaHostUnregister(ptr);
}
inline hipError_t hipHostGetDevicePointer(void **device, void *host,
                                          unsigned int flags) {
  return cudaHostGetDevicePointer(device, host, flags);
}
inline hipError_t hipMemcpy(void *dst, const void *src, std::size_t bytes,
                            hipMemcpyKind kind) {
  return cudaMemcpy(dst, src, bytes, kind);
}
inline hipError_t hipMemcpyAsync(void *dst, const void *src, std::size_t bytes,
                                 hipMemcpyKind kind, hipStream_t stream = 0) {
  return cudaMemcpyAsync(dst, src, bytes, kind, stream);
}
// Device variables: HIP names one through HIP_SYMBOL; CUDA's C++ API takes
// the variable itself.
#define HIP_SYMBOL(X) X
template <class T>
inline hipError_t hipMemcpyFromSymbol(void *dst, const T &symbol,
                                      std::size_t bytes, std::size_t offset,
                                      hipMemcpyKind kind) {
  return cudaMemcpyFromSymbol(dst, symbol, bytes, offset, kind);
}
template <class T>
inline hipError_t hipMemcpyFromSymbolAsync(void *dst, const T &symbol,
                                           std::size_t bytes,
                                           std::size_t offset,
                                           hipMemcpyKind kind,
                                           hipStream_t stream = 0) {
  return cudaMemcpyFromSymbolAsync(dst, symbol, bytes, offset, kind, stream);
}
template <class T>
inline hipError_t hipMemcpyToSymbol(const T &symbol, const void *src,
                                    std::size_t bytes, std::size_t offset,
                                    hipMemcpyKind kind) {
  return cudaMemcpyToSymbol(symbol, src, bytes, offset, kind);
}
inline hipError_t hipMemcpy2D(void *dst, std::size_t dpitch, const void *src,
                              std::size_t spitch, std::size_t width,
                              std::size_t height, hipMemcpyKind kind) {
  return cudaMemcpy2D(dst, dpitch, src, spitch, width, height, kind);
}
inline hipError_t hipMemcpy2DAsync(void *dst, std::size_t dpitch,
                                   const void *src, std::size_t spitch,
                                   std::size_t width, std::size_t height,
                                   hipMemcpyKind kind, hipStream_t stream = 0) {
  return cudaMemcpy2DAsync(dst, dpitch, src, spitch, width, height, kind,
                           stream);
}
inline hipError_t hipMemcpyPeer(void *dst, int dst_device, const void *src,
                                int src_device, std::size_t bytes) {
  return cudaMemcpyPeer(dst, dst_device, src, src_device, bytes);
}
inline hipError_t hipMemcpyPeerAsync(void *dst, int dst_device, const void *src,
                                     int src_device, std::size_t bytes,
                                     hipStream_t stream = 0) {
  return cudaMemcpyPeerAsync(dst, dst_device, src, src_device, bytes, stream);
}
inline hipError_t hipMemset(void *dst, int value, std::size_t bytes) {
  return cudaMemset(dst, value, bytes);
}
inline hipError_t hipMemsetAsync(void *dst, int value, std::size_t bytes,
                                 hipStream_t stream = 0) {
  return cudaMemsetAsync(dst, value, bytes, stream);
}

// Streams.
inline hipError_t hipStreamCreate(hipStream_t *stream) {
  return cudaStreamCreate(stream);
}
inline hipError_t hipStreamCreateWithFlags(hipStream_t *stream,
                                           unsigned int flags) {
  return cudaStreamCreateWithFlags(stream, flags);
}
inline hipError_t hipStreamCreateWithPriority(hipStream_t *stream,
                                              unsigned int flags,
                                              int priority) {
  return cudaStreamCreateWithPriority(stream, flags, priority);
}
inline hipError_t hipDeviceGetStreamPriorityRange(int *least, int *greatest) {
  return cudaDeviceGetStreamPriorityRange(least, greatest);
}
inline hipError_t hipStreamDestroy(hipStream_t stream) {
  return cudaStreamDestroy(stream);
}
inline hipError_t hipStreamSynchronize(hipStream_t stream) {
  return cudaStreamSynchronize(stream);
}
inline hipError_t hipStreamQuery(hipStream_t stream) {
  return cudaStreamQuery(stream);
}
inline hipError_t hipStreamWaitEvent(hipStream_t stream, hipEvent_t event,
                                     unsigned int flags) {
  return cudaStreamWaitEvent(stream, event, flags);
}

// Events.
inline hipError_t hipEventCreate(hipEvent_t *event) {
  return cudaEventCreate(event);
}
inline hipError_t hipEventCreateWithFlags(hipEvent_t *event,
                                          unsigned int flags) {
  return cudaEventCreateWithFlags(event, flags);
}
inline hipError_t hipEventRecord(hipEvent_t event, hipStream_t stream = 0) {
  return cudaEventRecord(event, stream);
}
inline hipError_t hipEventSynchronize(hipEvent_t event) {
  return cudaEventSynchronize(event);
}
inline hipError_t hipEventQuery(hipEvent_t event) {
  return cudaEventQuery(event);
}
inline hipError_t hipEventElapsedTime(float *ms, hipEvent_t start,
                                      hipEvent_t stop) {
  return cudaEventElapsedTime(ms, start, stop);
}
inline hipError_t hipEventDestroy(hipEvent_t event) {
  return cudaEventDestroy(event);
}

// Kernel launch. As with HIP's own macro, a kernel name containing a comma
// (a template with several arguments) must be parenthesized.
#define hipLaunchKernelGGL(kernel, grid, block, shared_bytes, stream, ...)     \
  kernel<<<(grid), (block), (shared_bytes), (stream)>>>(__VA_ARGS__)

#endif // AMP2HIP_COMPAT_NVIDIA_HIP_RUNTIME_H
