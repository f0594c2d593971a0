//===- amp2hip/amprt.h - C++ AMP's <amprt.h> ------------------------------===//
//
// Microsoft's <amprt.h> is the runtime half of <amp.h> (accelerator,
// accelerator_view, completion_future, access_type, queuing_mode and the
// exceptions), which <amp.h> includes. Code that includes it alone gets the
// whole of amp2hip/amp.h: the runtime classes here are not separable from
// the rest, and a superset breaks no valid program.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_AMPRT_H
#define AMP2HIP_AMPRT_H

#include <amp2hip/amp.h>
#include <amp2hip/amprt_exceptions.h>

#endif // AMP2HIP_AMPRT_H
