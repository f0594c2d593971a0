//===- IncludeRewrite.cpp -------------------------------------------------===//
#include "Rewrite/IncludeRewrite.h"

#include "Rewrite/ApiMap.h"

namespace amp2hip {

void IncludeRewrite::run(const AmpModel &Model, RewriteContext &RC) {
  for (const AmpInclude &I : Model.Includes) {
    ApiMapId Id = I.Header == "amp_math.h" ? ApiMapId::IncludeAmpMath
                                           : ApiMapId::IncludeAmp;
    RC.require(RC.Out.replace(I.Directive, hipText(Id)), I.Directive.getBegin(),
               "#include <" + I.Header + ">");
  }
}

} // namespace amp2hip
