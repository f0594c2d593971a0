//===- TileStaticLifetimeCheck.cpp ----------------------------------------===//
#include "Checks/TileStaticLifetimeCheck.h"

using namespace clang;

namespace amp2hip {

void TileStaticLifetimeCheck::run(const AmpModel &Model, CheckContext &CC) {
  for (const TileStaticVar &V : Model.TileStatics) {
    const VarDecl *VD = V.VD;
    if (VD->getType()->isDependentType())
      continue;
    const CXXRecordDecl *RD =
        VD->getType()->getBaseElementTypeUnsafe()->getAsCXXRecordDecl();
    if (!RD || !RD->hasDefinition())
      continue;
    const Expr *Init = VD->getInit();
    const auto *CE = dyn_cast_or_null<CXXConstructExpr>(Init);
    if (Init && !(CE && CE->getNumArgs() == 0))
      continue; // an initializer: C3584
    bool Ctor = RD->hasNonTrivialDefaultConstructor();
    bool Dtor = !RD->hasTrivialDestructor();
    if (!Ctor && !Dtor)
      continue;
    CC.Diags.report(VD->getLocation(), DiagId::TileStaticCtorNotRun)
        << (Ctor && Dtor ? "constructor and destructor"
            : Ctor       ? "default constructor"
                         : "destructor")
        << RD->getName() << VD->getName();
  }
}

} // namespace amp2hip
