// amp2hip companion of Visual C++'s <typeinfo.h>: the standard <typeinfo>,
// and ::type_info as Visual C++ declared it (crt.h).
#ifndef AMP2HIP_MSVC_TYPEINFO_H
#define AMP2HIP_MSVC_TYPEINFO_H

#include <amp2hip/msvc/crt.h>
#include <typeinfo>

#endif
