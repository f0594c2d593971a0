//===- RawTokens.cpp ------------------------------------------------------===//
#include "Frontend/RawTokens.h"

#include "clang/Basic/LangOptions.h"
#include "clang/Basic/SourceLocation.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace amp2hip {

std::vector<RawToken> lexRawTokens(llvm::StringRef Source, bool KeepComments) {
  LangOptions LO;
  LO.CPlusPlus = LO.CPlusPlus11 = LO.CPlusPlus14 = LO.CPlusPlus17 = true;
  LO.CPlusPlus20 = true;
  // Offsets come back through the locations: 1 is the first character.
  Lexer L(SourceLocation::getFromRawEncoding(1), LO, Source.begin(),
          Source.begin(), Source.end());
  L.SetCommentRetentionState(KeepComments);
  std::vector<RawToken> Toks;
  bool InDirective = false;
  Token T;
  while (true) {
    L.LexFromRawLexer(T);
    if (T.is(tok::eof))
      break;
    unsigned Begin = T.getLocation().getRawEncoding() - 1;
    if (T.isAtStartOfLine())
      InDirective = T.is(tok::hash);
    Toks.push_back({T.getKind(), Begin, Begin + T.getLength(),
                    Source.substr(Begin, T.getLength()), T.isAtStartOfLine(),
                    InDirective});
  }
  return Toks;
}

} // namespace amp2hip
