//===- PropertyCheck.cpp --------------------------------------------------===//
#include "Checks/PropertyCheck.h"

using namespace clang;

namespace amp2hip {

void PropertyCheck::run(const AmpModel &Model, CheckContext &CC) {
  const PropertyModel &P = Model.Properties;
  for (const PropertyMismatch &M : P.Mismatches)
    CC.Diags.report(M.Loc, DiagId::PropertyMixedUse) << M.Name;
  for (const GetterCopyAssignment &A : P.CopyAssignments)
    CC.Diags.report(A.Assignment->getExprLoc(), DiagId::GetterCopyAssignment)
        << A.Getter->getName() << A.Property->getName()
        << A.Assignment->getSourceRange();
}

} // namespace amp2hip
