//===- WrittenExceptionSpec.cpp -------------------------------------------===//
#include "Model/WrittenExceptionSpec.h"

#include "clang/Lex/Lexer.h"
#include "llvm/ADT/STLExtras.h"

using namespace clang;

namespace amp2hip {

namespace {

/// A clause the user wrote after the specification (C3646), which the
/// pre-pass left in place.
bool writtenAfterSpec(const PrepassResult &P, const RestrictClause &C) {
  return llvm::any_of(P.Findings, [&](const PrepassFinding &F) {
    return F.Offset == C.Begin && F.Id == DiagId::RestrictAfterExceptionSpec;
  });
}

} // namespace

CharSourceRange writtenExceptionSpec(const AmpModel &Model,
                                     const SourceManager &SM,
                                     const LangOptions &LO, SourceRange Spec) {
  if (Spec.isInvalid() || !Spec.getBegin().isFileID() ||
      !Spec.getEnd().isFileID())
    return {};
  SourceLocation End = Lexer::getLocForEndOfToken(Spec.getEnd(), 0, SM, LO);
  auto [File, Begin] = SM.getDecomposedLoc(Spec.getBegin());
  unsigned EndOff = SM.getFileOffset(End);
  unsigned Len = EndOff - Begin;
  // The user's specification ends where the clause that follows it in the
  // parse ends.
  if (const PrepassResult *P = Model.prepassFor(File)) {
    llvm::StringRef Text = SM.getBufferData(File);
    for (const RestrictClause &C : P->Clauses)
      if (C.Begin >= EndOff && C.End <= Text.size() &&
          Text.slice(EndOff, C.Begin).find_first_not_of(" \t\r\n") ==
              llvm::StringRef::npos &&
          !writtenAfterSpec(*P, C)) {
        SourceLocation Start = SM.getLocForStartOfFile(File);
        return CharSourceRange::getCharRange(
            Start.getLocWithOffset(C.End - Len), Start.getLocWithOffset(C.End));
      }
  }
  return CharSourceRange::getCharRange(Spec.getBegin(), End);
}

} // namespace amp2hip
