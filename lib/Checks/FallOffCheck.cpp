//===- FallOffCheck.cpp ---------------------------------------------------===//
#include "Checks/FallOffCheck.h"

namespace amp2hip {

void FallOffCheck::run(const AmpModel &Model, CheckContext &CC) {
  for (const FallOff &F : Model.FallOffs) {
    std::string What = F.Lambda
                           ? "this lambda"
                           : "function '" + F.Function->getNameAsString() + "'";
    auto D = CC.Diags.report(F.End, DiagId::FallsOffEnd)
             << What
             << (F.Result.empty() ? std::string("nothing (a reference)")
                                  : "'" + F.Result + "'");
    if (!F.Result.empty())
      D << clang::FixItHint::CreateInsertion(F.End,
                                             "return " + F.Result + "; ");
  }
}

} // namespace amp2hip
