//===- IncludeRewrite.cpp -------------------------------------------------===//
#include "Rewrite/IncludeRewrite.h"

#include "Rewrite/ApiMap.h"
#include "Rewrite/CheckedBuild.h"
#include "llvm/ADT/StringSwitch.h"

#include <optional>

namespace amp2hip {

/// The mapping of each C++ AMP header the runtime provides.
static std::optional<ApiMapId> includeMapping(llvm::StringRef Header) {
  return llvm::StringSwitch<std::optional<ApiMapId>>(Header)
      .Case("amp.h", ApiMapId::IncludeAmp)
      .Case("amp_math.h", ApiMapId::IncludeAmpMath)
      .Case("amprt.h", ApiMapId::IncludeAmprt)
      .Case("amprt_exceptions.h", ApiMapId::IncludeAmprtExceptions)
      .Case("amp_graphics.h", ApiMapId::IncludeAmpGraphics)
      .Case("amp_short_vectors.h", ApiMapId::IncludeAmpShortVectors)
      .Case("hc.hpp", ApiMapId::IncludeHc)
      .Case("hc_math.hpp", ApiMapId::IncludeHcMath)
      .Case("hc_am.hpp", ApiMapId::IncludeHcAm)
      .Case("hc_short_vector.hpp", ApiMapId::IncludeHcShortVector)
      .Case("hc_printf.hpp", ApiMapId::IncludeHcPrintf)
      .Default(std::nullopt);
}

bool isRuntimeEntryHeader(llvm::StringRef Header) {
  return includeMapping(Header).has_value();
}

void IncludeRewrite::run(const AmpModel &Model, RewriteContext &RC) {
  // A checked build defines the runtime's switch before its first header,
  // so that the output builds checked whatever the compile command says.
  llvm::StringRef Checked = checkedBuild().Enabled
                                ? "#ifndef AMP2HIP_CHECKED\n"
                                  "#define AMP2HIP_CHECKED 1\n"
                                  "#endif\n"
                                : "";
  for (const AmpInclude &I : Model.Includes) {
    ApiMapId Id = includeMapping(I.Header).value_or(ApiMapId::IncludeAmp);
    RC.require(RC.Out.replace(I.Directive, (Checked + hipText(Id)).str()),
               I.Directive.getBegin(), "#include <" + I.Header + ">");
  }
}

} // namespace amp2hip
