//===- DialectPrepass.cpp -------------------------------------------------===//
#include "Frontend/DialectPrepass.h"

#include "clang/Basic/LangOptions.h"
#include "clang/Basic/SourceLocation.h"
#include "clang/Lex/Lexer.h"
#include <algorithm>

using namespace clang;

namespace amp2hip {

llvm::StringRef renamedMain() { return "__am"; }
llvm::StringRef renamedTMain() { return "__amtm"; }

namespace {

/// MSVC's message constructor, written over the doc comment that follows
/// libstdc++'s default constructor, so that the text keeps its length and
/// its lines.
constexpr llvm::StringLiteral ExceptionAnchor =
    "exception() _GLIBCXX_NOTHROW { }";
constexpr llvm::StringLiteral ExceptionMessageCtor =
    "explicit exception(const char *) _GLIBCXX_NOTHROW {}";

bool patchExceptionHeader(llvm::StringRef Path, llvm::StringRef Source,
                          std::string &Out) {
  if (!Path.ends_with("bits/exception.h"))
    return false;
  size_t At = Source.find(ExceptionAnchor);
  size_t ClassEnd = Source.find("};", At);
  size_t Open = Source.find("/**", At);
  if (At == llvm::StringRef::npos || ClassEnd == llvm::StringRef::npos ||
      Open == llvm::StringRef::npos || Open > ClassEnd)
    return false;
  size_t Close = Source.find("*/", Open);
  size_t LineEnd = Source.find('\n', Open);
  if (Close == llvm::StringRef::npos || Close > ClassEnd ||
      std::min(LineEnd, Close + 2) - Open < ExceptionMessageCtor.size())
    return false;
  Out = Source.str();
  for (size_t I = Open; I < Close + 2; ++I)
    if (Out[I] != '\n')
      Out[I] = ' ';
  Out.replace(Open, ExceptionMessageCtor.size(), ExceptionMessageCtor.str());
  return true;
}

/// `void main (` and `void _tmain (`: the name is renamed in place.
void renameVoidMain(llvm::StringRef Source, DialectPrepassResult &R) {
  if (Source.find("main") == llvm::StringRef::npos ||
      Source.find("void") == llvm::StringRef::npos)
    return;
  LangOptions LO;
  LO.CPlusPlus = LO.CPlusPlus11 = LO.CPlusPlus14 = LO.CPlusPlus17 = true;
  Lexer L(SourceLocation::getFromRawEncoding(1), LO, Source.begin(),
          Source.begin(), Source.end());
  Token Prev[2];
  Token T;
  auto Text = [&](const Token &Tok) {
    return Source.substr(Tok.getLocation().getRawEncoding() - 1,
                         Tok.getLength());
  };
  unsigned Seen = 0;
  while (true) {
    L.LexFromRawLexer(T);
    if (T.is(tok::eof))
      break;
    if (Seen >= 2 && T.is(tok::l_paren) && Prev[0].is(tok::raw_identifier) &&
        Prev[1].is(tok::raw_identifier) && Text(Prev[1]) == "void") {
      llvm::StringRef Name = Text(Prev[0]);
      llvm::StringRef New = Name == "main"     ? renamedMain()
                            : Name == "_tmain" ? renamedTMain()
                                               : llvm::StringRef();
      if (!New.empty()) {
        unsigned Offset = Prev[0].getLocation().getRawEncoding() - 1;
        if (!R.Changed)
          R.Text = Source.str();
        R.Text.replace(Offset, Name.size(), New.str());
        R.Renames.push_back({Offset, Name.str()});
        R.Changed = true;
      }
    }
    Prev[1] = Prev[0];
    Prev[0] = T;
    ++Seen;
  }
}

} // namespace

DialectPrepassResult runDialectPrepass(llvm::StringRef Path,
                                       llvm::StringRef Source) {
  DialectPrepassResult R;
  if (patchExceptionHeader(Path, Source, R.Text)) {
    R.Changed = true;
    return R;
  }
  renameVoidMain(Source, R);
  return R;
}

} // namespace amp2hip
