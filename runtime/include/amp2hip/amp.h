//===- amp2hip/amp.h - The C++ AMP API on HIP -----------------------------===//
//
// The public header of the amp2hip runtime. Code translated by amp2hip
// includes <hip/hip_runtime.h> and then this header; untranslated code may
// include <amp.h>, which forwards here.
//
// Provides namespace Concurrency (alias: concurrency) with index, extent,
// tiled_extent, tiled_index, tile_barrier, array, array_view, copy,
// copy_async, parallel_for_each, accelerator, accelerator_view,
// completion_future, the atomic_* functions and the C++ AMP exceptions, plus
// namespace amp2hip with array_ref, array_ref_for, capture() and the transfer
// counters.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_AMP_H
#define AMP2HIP_AMP_H

#include <amp2hip/platform.h>

/// Defined by amp2hip's runtime headers, so that programs can tell which C++
/// AMP implementation they are built with.
#define AMP2HIP_RUNTIME 1

#include <amp2hip/detail/accelerator.h>
#include <amp2hip/detail/array_ref.h>
#include <amp2hip/detail/array_view.h>
#include <amp2hip/detail/atomic.h>
#include <amp2hip/detail/coherence.h>
#include <amp2hip/detail/copy.h>
#include <amp2hip/detail/exceptions.h>
#include <amp2hip/detail/index.h>
#include <amp2hip/detail/launch.h>
#include <amp2hip/direct3d.h>

namespace concurrency = Concurrency;

// Visual C++'s <amp.h> brought <windows.h> and much of the standard library
// with it; in the parse only, so do we. The translator then writes the
// include each file needs for what it uses (Model/ImplicitIncludes).
#ifdef AMP2HIP_PARSE_MODEL
#include <amp2hip/msvc/amp_includes.h>
// `array` where a file uses `namespace std` and `namespace concurrency`
// both: Visual C++'s <amp.h> did not bring std::array, libstdc++'s headers
// do. The parse reads such a name as this (Frontend/DialectPrepass.h).
template <class T, int N = 1> using __aAR = ::Concurrency::array<T, N>;
#endif

namespace amp2hip {

// transfer_stats, get_transfer_stats() and reset_transfer_stats() come from
// amp2hip/detail/coherence.h.

} // namespace amp2hip

#endif // AMP2HIP_AMP_H
