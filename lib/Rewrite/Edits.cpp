//===- Edits.cpp ----------------------------------------------------------===//
#include "Rewrite/Edits.h"

#include "clang/Lex/Lexer.h"

using namespace clang;

namespace amp2hip {

bool Edits::isEditable(SourceLocation FileLoc) const {
  if (FileLoc.isInvalid() || !FileLoc.isFileID())
    return false;
  FileID F = SM.getFileID(FileLoc);
  if (F.isValid() && F == CommandLine)
    return true;
  return F.isValid() && SM.getFileEntryRefForID(F) && Editable(F);
}

bool Edits::endsLinesWithCrlf(FileID F) {
  auto [It, New] = Crlf.try_emplace(F, false);
  if (New) {
    llvm::StringRef Text = SM.getBufferData(F);
    size_t Lines = Text.count('\n');
    It->second = Lines && Text.count("\r\n") == Lines;
  }
  return It->second;
}

std::string Edits::withLineEndsOf(FileID F, std::string Text) {
  // Lines written into a file whose lines end in CRLF end so too.
  if (Text.find('\n') == std::string::npos || !endsLinesWithCrlf(F))
    return Text;
  std::string Out;
  for (size_t I = 0; I < Text.size(); ++I) {
    if (Text[I] == '\n' && (I == 0 || Text[I - 1] != '\r'))
      Out += '\r';
    Out += Text[I];
  }
  return Out;
}

bool Edits::add(SourceLocation Loc, EditOp Op) {
  if (!isEditable(Loc))
    return false;
  Op.Text = withLineEndsOf(SM.getFileID(Loc), std::move(Op.Text));
  Op.Offset = SM.getFileOffset(Loc);
  // Text inserted at the top of a file goes after its byte-order mark,
  // which must stay the file's first bytes.
  constexpr llvm::StringLiteral Bom = "\xEF\xBB\xBF";
  if (Op.Kind != EditOp::Replace && Op.Offset < Bom.size() &&
      SM.getBufferData(SM.getFileID(Loc)).starts_with(Bom))
    Op.Offset = Bom.size();
  PresumedLoc P = SM.getPresumedLoc(Loc);
  if (P.isValid())
    Op.Origin = (llvm::Twine(P.getFilename()) + ":" + llvm::Twine(P.getLine()) +
                 ":" + llvm::Twine(P.getColumn()))
                    .str();
  return Files[SM.getFileID(Loc)].add(Op) != FileEdits::AddResult::Conflict;
}

SourceLocation Edits::bodySpelling(SourceLocation Loc) const {
  while (Loc.isMacroID()) {
    if (SM.isMacroArgExpansion(Loc))
      Loc = SM.getImmediateExpansionRange(Loc).getBegin(); // the parameter
    else
      Loc = SM.getImmediateSpellingLoc(Loc);
  }
  return Loc;
}

CharSourceRange Edits::fileRange(CharSourceRange Range) const {
  CharSourceRange R = Lexer::makeFileCharRange(Range, SM, LO);
  if (R.isValid())
    return R;
  // Written inside one macro definition, perhaps starting or ending at one of
  // its parameters: edit the definition.
  SourceLocation B = bodySpelling(Range.getBegin());
  SourceLocation E = bodySpelling(Range.getEnd());
  if (B.isInvalid() || E.isInvalid() || SM.getFileID(B) != SM.getFileID(E))
    return {};
  if (Range.isTokenRange())
    E = Lexer::getLocForEndOfToken(E, 0, SM, LO);
  unsigned BO = SM.getFileOffset(B), EO = SM.getFileOffset(E);
  if (BO > EO)
    return {};
  // One definition: no unescaped line break in between.
  llvm::StringRef Text = SM.getBufferData(SM.getFileID(B)).slice(BO, EO);
  for (size_t I = Text.find('\n'); I != llvm::StringRef::npos;
       I = Text.find('\n', I + 1)) {
    size_t J = I;
    if (J > 0 && Text[J - 1] == '\r')
      --J;
    if (J == 0 || Text[J - 1] != '\\')
      return {};
  }
  return CharSourceRange::getCharRange(B, E);
}

SourceLocation Edits::insertionLoc(SourceLocation Loc) const {
  while (Loc.isMacroID()) {
    SourceLocation Start;
    if (Lexer::isAtStartOfMacroExpansion(Loc, SM, LO, &Start))
      Loc = Start;
    else
      Loc = SM.getImmediateSpellingLoc(Loc);
  }
  return Loc;
}

bool Edits::replace(CharSourceRange Range, llvm::StringRef Text) {
  CharSourceRange R = fileRange(Range);
  if (R.isInvalid())
    return false;
  unsigned B = SM.getFileOffset(R.getBegin()), E = SM.getFileOffset(R.getEnd());
  if (SM.getFileID(R.getBegin()) != SM.getFileID(R.getEnd()) || E < B)
    return false;
  EditOp Op;
  Op.Kind = EditOp::Replace;
  Op.Length = E - B;
  Op.Text = Text.str();
  return add(R.getBegin(), std::move(Op));
}

bool Edits::insertBefore(SourceLocation Loc, llvm::StringRef Text) {
  EditOp Op;
  Op.Kind = EditOp::InsertBefore;
  Op.Text = Text.str();
  return add(insertionLoc(Loc), std::move(Op));
}

bool Edits::insertAdjacent(SourceLocation Loc, llvm::StringRef Text) {
  EditOp Op;
  Op.Kind = EditOp::InsertAfter;
  Op.Text = Text.str();
  return add(insertionLoc(Loc), std::move(Op));
}

SourceLocation Edits::startOfLine(SourceLocation Loc) const {
  FileID F = SM.getFileID(Loc);
  unsigned Offset = SM.getFileOffset(Loc);
  llvm::StringRef Text = SM.getBufferData(F);
  while (Offset > 0 && Text[Offset - 1] != '\n')
    --Offset;
  return SM.getLocForStartOfFile(F).getLocWithOffset(Offset);
}

char Edits::charBefore(SourceLocation Loc) const {
  Loc = insertionLoc(Loc);
  bool Invalid = false;
  const char *P = SM.getCharacterData(Loc, &Invalid);
  if (Invalid || SM.getFileOffset(Loc) == 0)
    return 0;
  return P[-1];
}

bool Edits::removeWithLeadingSpace(CharSourceRange Range) {
  CharSourceRange R = fileRange(Range);
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
      charBefore(B) != 0 && *After != ' ' && *After != '\n' && *After != '{' &&
      *After != ';' && *After != ')' && *After != '\\')
    B = B.getLocWithOffset(1);
  return replace(CharSourceRange::getCharRange(B, R.getEnd()), "");
}

std::string Edits::rewrittenText(CharSourceRange Range) const {
  CharSourceRange R = fileRange(Range);
  if (R.isInvalid())
    return "";
  FileID F = SM.getFileID(R.getBegin());
  unsigned B = SM.getFileOffset(R.getBegin()), E = SM.getFileOffset(R.getEnd());
  auto It = Files.find(F);
  llvm::StringRef Original = SM.getBufferData(F);
  if (It == Files.end())
    return Original.slice(B, E).str();
  return It->second.applyWithin(Original, B, E);
}

bool Edits::replaceEnclosing(CharSourceRange Range, llvm::StringRef Text) {
  CharSourceRange R = fileRange(Range);
  if (R.isInvalid() || !isEditable(R.getBegin()))
    return false;
  FileID F = SM.getFileID(R.getBegin());
  unsigned B = SM.getFileOffset(R.getBegin()), E = SM.getFileOffset(R.getEnd());
  return Files[F].replaceEnclosing(B, E, withLineEndsOf(F, Text.str()));
}

std::string Edits::result(FileID File) const {
  llvm::StringRef Original = SM.getBufferData(File);
  auto It = Files.find(File);
  if (It == Files.end())
    return Original.str();
  return It->second.apply(Original);
}

} // namespace amp2hip
