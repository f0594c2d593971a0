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

// Small headers first: a name is attributed to the first header that
// reached it, so <limits> should not come in through <iomanip>.
#include <cfloat>
#include <climits>
#include <cmath>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <type_traits>
#include <utility>
#include <exception>
#include <iterator>
#include <algorithm>
#include <functional>
#include <memory>
#include <numeric>
#include <string>
#include <vector>
#include <map>
#include <set>
#include <unordered_map>
#include <unordered_set>
#include <iostream>
#include <sstream>
#include <iomanip>
#include <future>

// The companions after the standard headers: a standard name is then first
// reached from here, and the output includes its standard header, not a
// header of oneTBB that happened to include it first.
// Visual C++'s own: not for HCC's programs (Linux, no <windows.h>), where
// a program's -DDOUBLE or BOOL must not meet Windows' names.
#ifndef AMP2HIP_PARSE_HCC
#include <amp2hip/msvc/stdext.h>
#include <amp2hip/msvc/windows.h>
#endif

// <amp.h> reached the PPL through <amprt.h> and <ppltasks.h>. oneTBB's
// headers are costly to parse: only units that name the PPL read it
// (Frontend/PplUse decides).
#ifdef AMP2HIP_PARSE_PPL
#include <amp2hip/msvc/ppl.h>
#include <amp2hip/msvc/concurrent_unordered_map.h>
#include <amp2hip/msvc/concurrent_unordered_set.h>
#endif

#endif // AMP2HIP_MSVC_AMP_INCLUDES_H
