//===- QualifyIndexRewrite.cpp --------------------------------------------===//
#include "Rewrite/QualifyIndexRewrite.h"

#include "Rewrite/ApiMap.h"

using namespace clang;

namespace amp2hip {

void QualifyIndexRewrite::run(const AmpModel &Model, RewriteContext &RC) {
  for (SourceLocation Name : Model.UnqualifiedIndex)
    RC.require(RC.Out.insertAdjacent(Name, "Concurrency::"), Name,
               "unqualified index");
}

} // namespace amp2hip
