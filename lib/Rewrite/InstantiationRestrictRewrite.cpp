//===- InstantiationRestrictRewrite.cpp -----------------------------------===//
#include "Rewrite/InstantiationRestrictRewrite.h"

#include "Rewrite/ApiMap.h"
#include <map>

using namespace clang;

namespace amp2hip {

void InstantiationRestrictRewrite::run(const AmpModel &Model,
                                       RewriteContext &RC) {
  SourceManager &SM = RC.Out.sourceManager();
  for (const auto &[File, Prepass] : Model.Prepasses)
    rewriteFile(SM, File, *Prepass, RC);
}

void InstantiationRestrictRewrite::rewriteFile(SourceManager &SM, FileID File,
                                               const PrepassResult &Prepass,
                                               RewriteContext &RC) {
  std::map<unsigned, std::vector<const RestrictClause *>> Groups;
  for (const RestrictClause &C : Prepass.Clauses)
    if (C.ExplicitInstantiation && C.Valid && !C.InDirective)
      Groups[C.Group].push_back(&C);
  SourceLocation Start = SM.getLocForStartOfFile(File);
  auto RangeOf = [&](const RestrictClause *C) {
    return CharSourceRange::getCharRange(Start.getLocWithOffset(C->Begin),
                                         Start.getLocWithOffset(C->End));
  };
  for (auto &[Group, Clauses] : Groups) {
    bool Cpu = false, Amp = false;
    for (const RestrictClause *C : Clauses) {
      Cpu |= C->HasCpu;
      Amp |= C->HasAmp;
    }
    llvm::StringRef Attr = !Amp  ? ""
                           : Cpu ? hipText(ApiMapId::RestrictCpuAmp)
                                 : hipText(ApiMapId::RestrictAmp);
    bool Ok = true;
    for (const RestrictClause *C : Clauses)
      Ok &= C == Clauses.front() && !Attr.empty()
                ? RC.Out.replace(RangeOf(C), Attr)
                : RC.Out.removeWithLeadingSpace(RangeOf(C));
    RC.require(Ok, Start.getLocWithOffset(Clauses.front()->Begin),
               "restriction of an explicit instantiation");
  }
}

} // namespace amp2hip
