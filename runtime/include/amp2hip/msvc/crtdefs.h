//===- amp2hip/msvc/crtdefs.h - Visual C++'s <crtdefs.h> ------------------===//
//
// The CRT's basic definitions: size_t, errno_t, rsize_t, the SAL
// annotations (empty, crt.h) and the CRT's declaration macros (_CRTIMP,
// __CRTDECL ..., empty: one calling convention, no DLL import on Linux).
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MSVC_CRTDEFS_H
#define AMP2HIP_MSVC_CRTDEFS_H

#include <amp2hip/msvc/crt.h>
#include <cstddef>
#include <cstdint>

typedef size_t rsize_t;
#ifndef RSIZE_MAX
#define RSIZE_MAX (SIZE_MAX >> 1)
#endif
#ifndef _CRTIMP
#define _CRTIMP
#endif
#ifndef _CRTIMP2
#define _CRTIMP2
#endif
#ifndef __CRTDECL
#define __CRTDECL
#endif
#ifndef _CRTNOALIAS
#define _CRTNOALIAS
#endif
#ifndef _CRTRESTRICT
#define _CRTRESTRICT
#endif
#ifndef _W64
#define _W64
#endif
#ifndef _CRT_INSECURE_DEPRECATE
#define _CRT_INSECURE_DEPRECATE(replacement)
#endif
#ifndef _CRT_NONSTDC_DEPRECATE
#define _CRT_NONSTDC_DEPRECATE(replacement)
#endif

#endif // AMP2HIP_MSVC_CRTDEFS_H
