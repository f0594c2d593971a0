//===- QualifyIndexRewrite.cpp --------------------------------------------===//
#include "Rewrite/QualifyIndexRewrite.h"

#include "Rewrite/ApiMap.h"

using namespace clang;

namespace amp2hip {

void QualifyIndexRewrite::run(const AmpModel &Model, RewriteContext &RC) {
  for (SourceLocation Name : Model.UnqualifiedIndex)
    RC.require(RC.Out.insertAdjacent(Name, "Concurrency::"), Name,
               "unqualified index");
  // Reference members that become array_ref_for<...> are qualified there.
  const SourceManager &SM = RC.Out.sourceManager();
  auto InRefMember = [&](SourceLocation Name) {
    return llvm::any_of(Model.ArrayRefMembers, [&](const ArrayRefMember &M) {
      return SM.isPointWithin(Name, M.Field->getBeginLoc(),
                              M.Field->getEndLoc());
    });
  };
  for (SourceLocation Name : Model.UnqualifiedGraphics)
    if (!InRefMember(Name))
      RC.require(RC.Out.insertAdjacent(Name, "Concurrency::graphics::"), Name,
                 "unqualified graphics name");
  // The program's names that later standards give std too.
  for (const StdNameQualification &Q : Model.StdNameQualifications)
    RC.require(RC.Out.insertAdjacent(Q.Name, Q.Qualifier), Q.Name,
               "program name a later std takes");
}

} // namespace amp2hip
