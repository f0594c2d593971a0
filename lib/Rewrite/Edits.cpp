//===- Edits.cpp ----------------------------------------------------------===//
#include "Rewrite/Edits.h"

#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace amp2hip {

bool Edits::claim(unsigned Begin, unsigned End) {
  auto Next = Claimed.lower_bound(Begin);
  if (Next != Claimed.end() && Next->first < End)
    return false;
  if (Next != Claimed.begin() && std::prev(Next)->second > Begin)
    return false;
  if (End > Begin)
    Claimed[Begin] = End;
  return true;
}

bool Edits::replace(CharSourceRange Range, llvm::StringRef Text) {
  CharSourceRange R = Lexer::makeFileCharRange(Range, SM, LO);
  if (R.isInvalid() || !SM.isWrittenInMainFile(R.getBegin()))
    return false;
  unsigned B = SM.getFileOffset(R.getBegin()), E = SM.getFileOffset(R.getEnd());
  if (!claim(B, E))
    return false;
  return !RW.ReplaceText(R.getBegin(), E - B, Text);
}

bool Edits::insertBefore(SourceLocation Loc, llvm::StringRef Text) {
  if (Loc.isMacroID() || !SM.isWrittenInMainFile(Loc))
    return false;
  return !RW.InsertTextBefore(Loc, Text);
}

bool Edits::insertAdjacent(SourceLocation Loc, llvm::StringRef Text) {
  if (Loc.isMacroID() || !SM.isWrittenInMainFile(Loc))
    return false;
  return !RW.InsertTextAfter(Loc, Text);
}

char Edits::charBefore(SourceLocation Loc) const {
  bool Invalid = false;
  const char *P = SM.getCharacterData(Loc, &Invalid);
  if (Invalid || SM.getFileOffset(Loc) == 0)
    return 0;
  return P[-1];
}

bool Edits::removeWithLeadingSpace(CharSourceRange Range) {
  CharSourceRange R = Lexer::makeFileCharRange(Range, SM, LO);
  if (R.isInvalid())
    return false;
  SourceLocation B = R.getBegin();
  while (charBefore(B) == ' ' || charBefore(B) == '\t')
    B = B.getLocWithOffset(-1);
  // Keep one space when the clause sat between two words (not at the start
  // of a line).
  bool Invalid = false;
  const char *After = SM.getCharacterData(R.getEnd(), &Invalid);
  if (!Invalid && B != R.getBegin() && charBefore(B) != '\n' &&
      charBefore(B) != 0 && *After != ' ' && *After != '\n' &&
      *After != '{' && *After != ';' && *After != ')')
    B = B.getLocWithOffset(1);
  return replace(CharSourceRange::getCharRange(B, R.getEnd()), "");
}

std::string Edits::rewrittenText(CharSourceRange Range) {
  CharSourceRange R = Lexer::makeFileCharRange(Range, SM, LO);
  if (R.isInvalid())
    return "";
  return RW.getRewrittenText(R);
}

bool Edits::replaceEnclosing(CharSourceRange Range, llvm::StringRef Text) {
  CharSourceRange R = Lexer::makeFileCharRange(Range, SM, LO);
  if (R.isInvalid() || !SM.isWrittenInMainFile(R.getBegin()))
    return false;
  unsigned B = SM.getFileOffset(R.getBegin()), E = SM.getFileOffset(R.getEnd());
  for (auto It = Claimed.begin(); It != Claimed.end(); ++It)
    if (It->first < E && It->second > B && (It->first < B || It->second > E))
      return false;
  Claimed.erase(Claimed.lower_bound(B), Claimed.lower_bound(E));
  Claimed[B] = E;
  // The rewritten size counts the text inserted inside the range (and at its
  // ends, which the callers keep free of insertions).
  Rewriter::RewriteOptions Opts;
  Opts.IncludeInsertsAtBeginOfRange = false;
  Opts.IncludeInsertsAtEndOfRange = false;
  int Size = RW.getRangeSize(R, Opts);
  if (Size < 0 || RW.RemoveText(R.getBegin(), Size))
    return false;
  return Text.empty() || !RW.InsertTextAfter(R.getBegin(), Text);
}

std::string Edits::result() {
  FileID Main = SM.getMainFileID();
  if (const RewriteBuffer *Buf = RW.getRewriteBufferFor(Main))
    return std::string(Buf->begin(), Buf->end());
  return SM.getBufferData(Main).str();
}

} // namespace amp2hip
