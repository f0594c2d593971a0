//===- amp2hip/msvc/amp_includes.h - What Visual C++'s <amp.h> brought ----===//
//
// Read only by the translator's parse (amp2hip/amp.h includes it under
// AMP2HIP_PARSE_MODEL). Visual C++'s <amp.h> included <windows.h> (through
// the COM headers of its runtime) and a good part of the standard library,
// so Windows programs name LARGE_INTEGER, QueryPerformanceCounter, min and
// max, std::wstring, std::cout, stdext::checked_array_iterator or the PPL's
// parallel_for after including <amp.h> alone. The parse
// reads the same names from here; for each one a project file uses, the
// output gets the include that declares it (<amp2hip/msvc/windows.h>,
// <string>, <iostream> ...), so that hipcc and nvcc, which read only what
// the output includes, build it.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MSVC_AMP_INCLUDES_H
#define AMP2HIP_MSVC_AMP_INCLUDES_H

#ifndef AMP2HIP_PARSE_MODEL
#error "amp2hip/msvc/amp_includes.h is only for the amp2hip translator's parse"
#endif

#include <amp2hip/msvc/stdext.h>
#include <amp2hip/msvc/windows.h>

// <amp.h> reached the PPL through <amprt.h> and <ppltasks.h>. oneTBB's
// headers are costly to parse: only units that name the PPL read it
// (Frontend/PplUse decides).
#ifdef AMP2HIP_PARSE_PPL
#include <amp2hip/msvc/ppl.h>
#endif

#include <algorithm>
#include <cstdarg>
#include <cstdio>
#include <cstring>
#include <exception>
#include <functional>
#include <future>
#include <iostream>
#include <iterator>
#include <map>
#include <memory>
#include <set>
#include <sstream>
#include <string>
#include <type_traits>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#endif // AMP2HIP_MSVC_AMP_INCLUDES_H
