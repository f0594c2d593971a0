//===- VisualCppFormatCheck.cpp -------------------------------------------===//
#include "Checks/VisualCppFormatCheck.h"

using namespace clang;

namespace amp2hip {

void VisualCppFormatCheck::run(const AmpModel &Model, CheckContext &CC) {
  for (const FormatFix &F : Model.Msvc.FormatFixes)
    CC.Diags.report(F.Range.getBegin(), DiagId::VisualCppFormat)
        << F.Written << ("%" + F.Iso)
        << FixItHint::CreateReplacement(F.Range, F.Iso);
}

} // namespace amp2hip
