//===- CheckedBuild.cpp ---------------------------------------------------===//
#include "Rewrite/CheckedBuild.h"

namespace amp2hip {

static CheckedBuild &checked() {
  static CheckedBuild C;
  return C;
}

void setCheckedBuild(const CheckedBuild &C) { checked() = C; }
const CheckedBuild &checkedBuild() { return checked(); }

} // namespace amp2hip
