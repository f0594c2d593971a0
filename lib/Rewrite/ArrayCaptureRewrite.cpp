//===- ArrayCaptureRewrite.cpp --------------------------------------------===//
#include "Rewrite/ArrayCaptureRewrite.h"

#include "clang/Lex/Lexer.h"

using namespace clang;

namespace amp2hip {

void ArrayCaptureRewrite::run(const AmpModel &Model, RewriteContext &RC) {
  for (const ArrayCapture &A : Model.ArrayCaptures) {
    const LambdaCapture &C = *A.Capture;
    if (C.isImplicit() || C.getCaptureKind() != LCK_ByRef)
      continue; // reported by CaptureCheck
    SourceLocation Name = C.getLocation();
    SourceLocation Amp = Name;
    while (Amp.isFileID() && RC.Out.charBefore(Amp) != '&' &&
           (RC.Out.charBefore(Amp) == ' ' || RC.Out.charBefore(Amp) == '\t'))
      Amp = Amp.getLocWithOffset(-1);
    bool Ok = RC.Out.charBefore(Amp) == '&';
    if (Ok) {
      std::string Var = A.Var->getName().str();
      Ok = RC.Out.replace(
          CharSourceRange::getTokenRange(Amp.getLocWithOffset(-1), Name),
          Var + " = amp2hip::capture(" + Var + ")");
    }
    RC.require(Ok, Name, "array capture");
  }
}

} // namespace amp2hip
