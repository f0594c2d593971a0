//===- crtdbg.h - Visual C++'s <crtdbg.h> on Linux --------------*- C++ -*-===//
//
// The translator writes `#include <crtdbg.h>` of a Visual C++ program as
// this file. Its names (_ASSERT, _ASSERTE, _CrtSetDbgFlag ...) are in
// crt.h, which the parse reads for every file, since Visual C++ programs
// also reached them through other headers.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MSVC_CRTDBG_H
#define AMP2HIP_MSVC_CRTDBG_H

#include "crt.h"

#endif // AMP2HIP_MSVC_CRTDBG_H
