//===- VisualCppFormatRewrite.cpp -----------------------------------------===//
#include "Rewrite/VisualCppFormatRewrite.h"

#include "Model/AmpModel.h"

using namespace clang;

namespace amp2hip {

void VisualCppFormatRewrite::run(const AmpModel &Model, RewriteContext &RC) {
  for (const FormatFix &F : Model.Msvc.FormatFixes)
    RC.require(RC.Out.replace(F.Range, F.Iso), F.Range.getBegin(),
               "printf conversion");
}

} // namespace amp2hip
