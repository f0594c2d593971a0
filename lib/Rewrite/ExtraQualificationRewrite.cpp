//===- ExtraQualificationRewrite.cpp --------------------------------------===//
#include "Rewrite/ExtraQualificationRewrite.h"

#include "Diagnostics/DiagnosticRecorder.h"

using namespace clang;

namespace amp2hip {

void ExtraQualificationRewrite::run(const AmpModel &, RewriteContext &RC) {
  const SourceManager &SM = RC.Out.sourceManager();
  for (CharSourceRange Qualifier : extraQualifications(SM)) {
    if (Qualifier.isInvalid())
      continue;
    // The same member seen again (a class template's instantiation) reports
    // the same qualifier once more: one edit.
    if (!Seen.insert(SM.getFileLoc(Qualifier.getBegin()).getRawEncoding())
             .second)
      continue;
    RC.require(RC.Out.replace(Qualifier, ""), Qualifier.getBegin(),
               "extra qualification");
  }
}

} // namespace amp2hip
