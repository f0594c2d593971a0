//===- ArrayCaptureRewrite.cpp --------------------------------------------===//
#include "Rewrite/ArrayCaptureRewrite.h"

#include "Rewrite/ApiMap.h"
#include "clang/Lex/Lexer.h"
#include <map>

using namespace clang;

namespace amp2hip {

/// "a = amp2hip::capture(a)": a device handle to the array, by value.
static std::string initCapture(const VarDecl *Var) {
  std::string Name = Var->getName().str();
  return Name + " = amp2hip::capture(" + Name + ")";
}

void ArrayCaptureRewrite::run(const AmpModel &Model, RewriteContext &RC) {
  // Arrays reached through a default [&], by lambda: the default becomes
  // their init-captures (C++ AMP allows nothing else by reference).
  std::map<const LambdaExpr *, std::vector<const VarDecl *>> ByDefault;
  for (const ArrayCapture &A : Model.ArrayCaptures) {
    const LambdaCapture &C = *A.Capture;
    if (C.getCaptureKind() != LCK_ByRef)
      continue; // reported by CaptureCheck
    if (C.isImplicit()) {
      ByDefault[A.Lambda].push_back(A.Var);
      continue;
    }
    SourceLocation Name = C.getLocation();
    SourceLocation Amp = Name;
    while (Amp.isFileID() && RC.Out.charBefore(Amp) != '&' &&
           (RC.Out.charBefore(Amp) == ' ' || RC.Out.charBefore(Amp) == '\t'))
      Amp = Amp.getLocWithOffset(-1);
    bool Ok = RC.Out.charBefore(Amp) == '&';
    if (Ok)
      Ok = RC.Out.replace(
          CharSourceRange::getTokenRange(Amp.getLocWithOffset(-1), Name),
          initCapture(A.Var));
    RC.require(Ok, Name, "array capture");
  }
  for (const auto &[Lambda, Vars] : ByDefault) {
    // With no explicit copy captures the default can become '=' (C++17
    // forbids '[=, x]'), which also keeps by-value anything else the body
    // uses.
    bool ExplicitCopies = llvm::any_of(Lambda->explicit_captures(),
                                       [](const LambdaCapture &C) {
                                         return C.getCaptureKind() == LCK_ByCopy;
                                       });
    std::string List = ExplicitCopies ? "" : "=";
    for (const VarDecl *V : Vars)
      List += (List.empty() ? "" : ", ") + initCapture(V);
    SourceLocation Default = Lambda->getCaptureDefaultLoc();
    RC.require(Default.isValid() &&
                   RC.Out.replace(CharSourceRange::getTokenRange(Default),
                                  List),
               Lambda->getBeginLoc(), "array capture through [&]");
  }
}

} // namespace amp2hip
