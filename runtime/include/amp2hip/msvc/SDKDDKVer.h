//===- amp2hip/msvc/SDKDDKVer.h - The Windows SDK version header ----------===//
//
// On Windows this header names the Windows versions a program targets
// (Visual Studio's targetver.h includes it). Nothing in it matters off
// Windows, so amp2hip provides it empty.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MSVC_SDKDDKVER_H
#define AMP2HIP_MSVC_SDKDDKVER_H
#endif
