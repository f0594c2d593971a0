//===- CheckedBuild.h - Whether the output is a checked build ---*- C++ -*-===//
//
// --checked (docs/checked-build.md): the translated program bounds-checks
// every element access and names the C++ AMP source line of the first
// violation. The rewrites that would hide an access (barrier waits to
// __syncthreads(), tile_static padding) stand down, tile_static subscripts
// go through the runtime's checking proxy, and the driver writes #line
// markers. Set once by the command line, before any translation starts
// (the forked worker processes inherit it).
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_REWRITE_CHECKEDBUILD_H
#define AMP2HIP_REWRITE_CHECKEDBUILD_H

namespace amp2hip {

struct CheckedBuild {
  bool Enabled = false;
};

void setCheckedBuild(const CheckedBuild &C);
const CheckedBuild &checkedBuild();

} // namespace amp2hip

#endif
