//===- amp2hip/msvc/ppl_core.h - PPL's namespace plumbing -----------------===//
//
// The Parallel Patterns Library lives in namespace Concurrency, beside C++
// AMP. amp2hip defines its PPL in amp2hip::ppl, on oneTBB and the standard
// library, and brings each name into Concurrency with a using-declaration:
// PPL's CPU parallel_for_each(first, last, f) and C++ AMP's GPU
// parallel_for_each(extent, kernel) are then overloads of one name, and the
// translator, which recognises C++ AMP by declarations in Concurrency, never
// takes a PPL call for a kernel launch.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MSVC_PPL_CORE_H
#define AMP2HIP_MSVC_PPL_CORE_H

namespace Concurrency {}
namespace concurrency = Concurrency;

#endif // AMP2HIP_MSVC_PPL_CORE_H
