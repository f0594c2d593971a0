//===- TileStaticLifetimeCheck.cpp ----------------------------------------===//
#include "Checks/TileStaticLifetimeCheck.h"

#include "Checks/GraphNotes.h"
#include <set>

using namespace clang;

namespace amp2hip {

void TileStaticLifetimeCheck::run(const AmpModel &Model, CheckContext &CC) {
  // Every function's tile_static variables, template instances included
  // (tile_static T is judged per T).
  ProgramGraph &G = graph(Model, CC);
  std::set<std::pair<unsigned, const CXXRecordDecl *>> Reported;
  for (const FunctionDecl *F : G.Functions)
    for (const VarDecl *VD : G.Graph.facts(F).TileStatics)
      check(VD, CC, Reported);
}

void TileStaticLifetimeCheck::check(
    const VarDecl *VD, CheckContext &CC,
    std::set<std::pair<unsigned, const CXXRecordDecl *>> &Reported) {
  const CXXRecordDecl *RD =
      VD->getType()->getBaseElementTypeUnsafe()->getAsCXXRecordDecl();
  if (!RD || !RD->hasDefinition())
    return;
  const Expr *Init = VD->getInit();
  const auto *CE = dyn_cast_or_null<CXXConstructExpr>(Init);
  if (Init && !(CE && CE->getNumArgs() == 0))
    return; // an initializer: C3584
  bool Ctor = RD->hasNonTrivialDefaultConstructor();
  bool Dtor = !RD->hasTrivialDestructor();
  if ((!Ctor && !Dtor) ||
      !Reported.insert({VD->getLocation().getRawEncoding(), RD}).second)
    return;
  CC.Diags.report(VD->getLocation(), DiagId::TileStaticCtorNotRun)
      << (Ctor && Dtor ? "constructor and destructor"
          : Ctor       ? "default constructor"
                       : "destructor")
      << RD->getName() << VD->getName();
}

} // namespace amp2hip
