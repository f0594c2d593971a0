//===- CompilerViewCheck.cpp ----------------------------------------------===//
#include "Checks/CompilerViewCheck.h"

namespace amp2hip {

void CompilerViewCheck::run(const AmpModel &Model, CheckContext &CC) {
  for (const CompilerViewDivergence &D : Model.CompilerViews) {
    if (D.Error.isValid()) {
      CC.Diags.report(D.Error, DiagId::CompilerViewError)
          << describeBuildViews(D.ErrorViews);
      CC.Diags.report(D.If, DiagId::NoteCompilerCondition);
    }
    unsigned Others = D.Views & ~D.ErrorViews;
    if (Others)
      CC.Diags.report(D.If, DiagId::CompilerViewDiffers)
          << describeBuildViews(Others);
  }
}

} // namespace amp2hip
