//===- amp2hip/msvc/targetver.h - Visual Studio's targetver.h -------------===//
//
// Visual Studio's project template writes a targetver.h beside the sources;
// the project's own copy is translated with the program. This one is found
// only when a program includes "targetver.h" without having it: it names no
// Windows version, as nothing depends on one off Windows.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MSVC_TARGETVER_H
#define AMP2HIP_MSVC_TARGETVER_H
#include <amp2hip/msvc/SDKDDKVer.h>
#endif
