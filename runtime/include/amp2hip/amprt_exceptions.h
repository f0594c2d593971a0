//===- amp2hip/amprt_exceptions.h - C++ AMP's <amprt_exceptions.h> --------===//
//
// runtime_exception, out_of_memory, invalid_compute_domain,
// unsupported_feature and accelerator_view_removed (plain C++, usable
// without HIP), in Concurrency and its lowercase alias.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_AMPRT_EXCEPTIONS_H
#define AMP2HIP_AMPRT_EXCEPTIONS_H

#include <amp2hip/detail/exceptions.h>

namespace concurrency = Concurrency;

#endif // AMP2HIP_AMPRT_EXCEPTIONS_H
