//===- RestrictRewrite.cpp ------------------------------------------------===//
#include "Rewrite/RestrictRewrite.h"

#include "Rewrite/ApiMap.h"
#include "clang/AST/TypeLoc.h"
#include "clang/Lex/Lexer.h"
#include <set>

using namespace clang;

namespace amp2hip {

static llvm::StringRef attributeText(Restriction R) {
  if (R.Amp && R.Cpu)
    return hipText(ApiMapId::RestrictCpuAmp);
  if (R.Amp)
    return hipText(ApiMapId::RestrictAmp);
  return hipText(ApiMapId::RestrictCpu);
}

static llvm::StringRef statName(const RestrictedFunction &RF) {
  if (RF.Inherited)
    return RF.Lambda ? "inherited amp lambda" : "inherited amp member";
  if (RF.R.Amp && RF.R.Cpu)
    return "restrict(cpu,amp)";
  return RF.R.Amp ? "restrict(amp)" : "restrict(cpu)";
}

/// Inserts \p Text (an attribute or macro name) where HIP wants it.
static bool insertAttribute(const RestrictedFunction &RF, llvm::StringRef Text,
                            Edits &Out) {
  if (!RF.Lambda)
    return Out.insertBefore(RF.FD->getInnerLocStart(), (Text + " ").str());
  if (!RF.Lambda->hasExplicitParameters()) {
    CharSourceRange Intro = Out.fileRange(
        CharSourceRange::getTokenRange(RF.Lambda->getIntroducerRange()));
    if (Intro.isInvalid())
      return false;
    return Out.insertBefore(Intro.getEnd(), (" " + Text + " ()").str());
  }
  FunctionTypeLoc FTL =
      RF.FD->getTypeSourceInfo()->getTypeLoc().getAsAdjusted<FunctionTypeLoc>();
  if (!FTL)
    return false;
  SourceLocation LParen = Out.insertionLoc(FTL.getLParenLoc());
  char Before = Out.charBefore(LParen);
  bool Space = Before == ' ' || Before == '\t' || Before == '\n';
  return Out.insertBefore(LParen, ((Space ? "" : " ") + Text + " ").str());
}

/// True when the lambda \p Op lies inside amp code: an amp lambda's body or
/// an amp function's.
static bool nestedInAmpCode(const FunctionDecl *Op) {
  for (const FunctionDecl *F = enclosingFunction(Op); F;
       F = enclosingFunction(F))
    if (effectiveRestriction(F).Amp)
      return true;
  return false;
}

/// Defines a restriction macro as the attribute of its own clause, once per
/// definition.
static bool defineMacro(CharSourceRange Body, Restriction R, Edits &Out,
                        std::set<unsigned> &MacrosDone) {
  if (Body.isInvalid() || !Out.isEditable(Body.getBegin()) ||
      !MacrosDone.insert(Body.getBegin().getRawEncoding()).second)
    return true;
  return Out.replace(Body, attributeText(R));
}

void RestrictRewrite::run(const AmpModel &Model, RewriteContext &RC) {
  // Every restriction macro of the project, used here or not: its
  // definition reads the same whichever sources include it.
  std::set<unsigned> MacrosDone;
  for (const RestrictionMacro &M : Model.RestrictionMacros)
    if (!defineMacro(M.Body, M.R, RC.Out, MacrosDone))
      RC.Diags.report(M.Body.getBegin(), DiagId::NotRewritable)
          << "restriction macro";
  for (const RestrictedFunction &RF : Model.Functions) {
    SourceLocation Loc = RF.FD->getLocation();
    if (RF.Lambda)
      Loc = RF.Lambda->getBeginLoc();
    llvm::StringRef Attr = attributeText(RF.R);
    // A kernel lambda only runs on the GPU.
    if (RF.Lambda && RF.R.Amp && isKernelLambda(Model, RF.Lambda))
      Attr = hipText(ApiMapId::RestrictAmp);
    // nvcc refuses a __host__ __device__ lambda defined inside another
    // extended lambda, and one that captures by reference; unannotated,
    // both compilers give a lambda nested in amp code (an amp lambda's or
    // function's) the restriction of the code around it.
    if (RF.Lambda && RF.R.Amp && RF.R.Cpu && nestedInAmpCode(RF.FD))
      Attr = "";
    SplitRole Role = splitRoleOf(Model, RF.FD);
    if (Role == SplitRole::HostSide || Role == SplitRole::DeviceSide) {
      // Each overload is seen by one compile pass only, as both host and
      // device code (see OverloadSplitRewrite).
      llvm::StringRef Both = hipText(ApiMapId::RestrictCpuAmp);
      bool Ok = true;
      for (const CharSourceRange &C : RF.Clauses)
        Ok &= RC.Out.removeWithLeadingSpace(C);
      if (RF.Spelling == ClauseSpelling::UserMacro)
        Ok &= defineMacro(RF.MacroBodyClause, RF.MacroRestriction, RC.Out,
                          MacrosDone);
      Ok &= RF.Spelling != ClauseSpelling::Complex &&
            insertAttribute(RF, Both, RC.Out);
      RC.require(Ok, Loc, "overload on restriction");
      continue;
    }
    switch (RF.Spelling) {
    case ClauseSpelling::None: // inherited
      RC.require(Attr.empty() || insertAttribute(RF, Attr, RC.Out), Loc,
                 statName(RF));
      break;
    case ClauseSpelling::Direct: {
      bool Ok = true;
      for (const CharSourceRange &C : RF.Clauses)
        Ok &= RC.Out.removeWithLeadingSpace(C);
      if (!Attr.empty())
        Ok &= insertAttribute(RF, Attr, RC.Out);
      RC.require(Ok, Loc, statName(RF));
      break;
    }
    case ClauseSpelling::UserMacro: {
      // Keep the user's macro where its own attribute is wanted: move the
      // use to where HIP wants the attribute. The definition becomes the
      // attribute of its own clause, the same in every translation unit; a
      // use that needs other text (a kernel lambda, a lambda nested in amp
      // code) gets that text instead of the macro.
      bool Ok = RC.Out.removeWithLeadingSpace(RF.Clauses.front());
      if (RC.Out.isEditable(RF.MacroBodyClause.getBegin())) {
        Ok &= defineMacro(RF.MacroBodyClause, RF.MacroRestriction, RC.Out,
                          MacrosDone);
        if (Attr == attributeText(RF.MacroRestriction))
          Ok &= insertAttribute(RF, RF.MacroName, RC.Out);
        else if (!Attr.empty())
          Ok &= insertAttribute(RF, Attr, RC.Out);
      } else if (!Attr.empty()) {
        // Defined outside the project: write the attribute itself.
        Ok &= insertAttribute(RF, Attr, RC.Out);
      }
      RC.require(Ok, Loc, statName(RF));
      break;
    }
    case ClauseSpelling::Complex:
      break; // reported by RestrictMacroCheck
    }
  }
}

} // namespace amp2hip
