//===- DialectPrepass.cpp -------------------------------------------------===//
#include "Frontend/DialectPrepass.h"
#include "Frontend/CompilerViewPrepass.h"
#include "Frontend/RawTokens.h"
#include "Model/MsvcDialect.h"

#include "clang/Basic/CharInfo.h"
#include "clang/Basic/LangOptions.h"
#include "clang/Basic/SourceLocation.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/StringSwitch.h"
#include <algorithm>

using namespace clang;

namespace amp2hip {


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

/// Whether \p Source has the word main or _tmain before a '(' (or a comment
/// or a line splice): most headers hold "main" only inside other words
/// (domain, remaining), and lexing each of them cost more than the check.
bool mayDeclareMain(llvm::StringRef Source) {
  auto Ident = [&](size_t I) {
    return clang::isAsciiIdentifierContinue(Source[I]);
  };
  for (size_t At = Source.find("main"); At != llvm::StringRef::npos;
       At = Source.find("main", At + 1)) {
    size_t Begin = At >= 2 && Source.substr(At - 2, 2) == "_t" ? At - 2 : At;
    if ((Begin > 0 && Ident(Begin - 1)) ||
        (At + 4 < Source.size() && Ident(At + 4)))
      continue;
    size_t Next = Source.find_first_not_of(" \t\r\n", At + 4);
    if (Next != llvm::StringRef::npos &&
        llvm::StringRef("(/\\").contains(Source[Next]))
      return true;
  }
  return false;
}

/// `void main (` and `void _tmain (`: the name is renamed in place.
void renameVoidMain(llvm::StringRef Source, DialectPrepassResult &R) {
  if (Source.find("void") == llvm::StringRef::npos || !mayDeclareMain(Source))
    return;
  std::vector<RawToken> Toks = lexRawTokens(Source);
  for (size_t I = 2; I < Toks.size(); ++I) {
    if (!Toks[I].is(tok::l_paren) || !Toks[I - 2].isWord("void") ||
        !Toks[I - 1].is(tok::raw_identifier))
      continue;
    llvm::StringRef Name = Toks[I - 1].Text;
    llvm::StringRef New = Name == "main"     ? renamedMain()
                          : Name == "_tmain" ? renamedTMain()
                                             : llvm::StringRef();
    if (New.empty())
      continue;
    unsigned Offset = Toks[I - 1].Begin;
    if (!R.Changed)
      R.Text = Source.str();
    R.Text.replace(Offset, Name.size(), New.str());
    R.Renames.push_back({Offset, Name.str()});
    R.Changed = true;
  }
}

/// Writes \p Name at \p Offset and blanks the rest of the span, keeping its
/// newlines (so lines stay where they were).
void overwrite(std::string &Text, unsigned Offset, unsigned Length,
               llvm::StringRef Name) {
  for (unsigned I = 0; I < Length; ++I)
    if (Text[Offset + I] != '\n')
      Text[Offset + I] = I < Name.size() ? Name[I] : ' ';
}

bool isBuiltinTypeWord(llvm::StringRef W) {
  return llvm::StringSwitch<bool>(W)
      .Cases("void", "bool", "char", "short", "int", "long", "float", true)
      .Cases("double", "signed", "unsigned", "wchar_t", "const", "volatile",
             true)
      .Cases("__int8", "__int16", "__int32", "__int64", true)
      .Default(false);
}

/// The standard spelling and the crt.h typedef (parse only) of a sequence
/// of integer type words, or {} when it is not one type.
std::pair<llvm::StringRef, llvm::StringRef>
integerType(llvm::ArrayRef<RawToken> Words) {
  unsigned Unsigned = 0, Signed = 0, Long = 0, Short = 0, Int = 0, Char = 0,
           Double = 0;
  for (const RawToken &W : Words) {
    llvm::StringRef T = W.Text;
    if (T == "unsigned")
      ++Unsigned;
    else if (T == "signed")
      ++Signed;
    else if (T == "long")
      ++Long;
    else if (T == "__int64")
      Long += 2;
    else if (T == "short" || T == "__int16")
      ++Short;
    else if (T == "int" || T == "__int32")
      ++Int;
    else if (T == "char" || T == "__int8")
      ++Char;
    else if (T == "double")
      ++Double;
    else
      return {};
  }
  if (Unsigned + Signed > 1 || Int > 1 || Char > 1 || Short > 1 || Long > 2 ||
      Char + Short + (Long ? 1 : 0) + Double > 1 + (Double && Long == 1))
    return {};
  if (Double)
    return Long == 1 && !Unsigned && !Signed && !Int
               ? std::make_pair("long double", "__ahld")
               : std::pair<llvm::StringRef, llvm::StringRef>();
  if (Char) {
    if (Int)
      return {};
    return Unsigned ? std::make_pair("unsigned char", "__ahuc")
           : Signed ? std::make_pair("signed char", "__ahsc")
                    : std::make_pair("char", "__ahc_");
  }
  if (Short)
    return Unsigned ? std::make_pair("unsigned short", "__ahus")
                    : std::make_pair("short", "__ahs_");
  if (Long == 2)
    return Unsigned ? std::make_pair("unsigned long long", "__ahql")
                    : std::make_pair("long long", "__ahll");
  if (Long == 1)
    return Unsigned ? std::make_pair("unsigned long", "__ahul")
                    : std::make_pair("long", "__ahl_");
  return Unsigned ? std::make_pair("unsigned int", "__ahui")
                  : std::make_pair("int", "__ahi_");
}

bool isIntegerWord(const RawToken &T) {
  return T.is(tok::raw_identifier) &&
         llvm::StringSwitch<bool>(T.Text)
             .Cases("unsigned", "signed", "long", "short", "int", "char", true)
             .Cases("double", "__int8", "__int16", "__int32", "__int64", true)
             .Default(false);
}

/// A token after which an expression begins (and a declaration does not):
/// where `unsigned int(` is a functional cast rather than a declarator or a
/// function type.
bool beginsExpression(const RawToken &T) {
  switch (T.Kind) {
  case tok::equal: case tok::l_paren: case tok::comma: case tok::l_square:
  case tok::question: case tok::colon: case tok::plus: case tok::minus:
  case tok::star: case tok::slash: case tok::percent: case tok::amp:
  case tok::pipe: case tok::caret: case tok::exclaim: case tok::tilde:
  case tok::ampamp: case tok::pipepipe: case tok::equalequal:
  case tok::exclaimequal: case tok::lessequal: case tok::greaterequal:
  case tok::plusequal: case tok::minusequal: case tok::starequal:
  case tok::slashequal: case tok::percentequal: case tok::ampequal:
  case tok::pipeequal: case tok::caretequal: case tok::lessless:
  case tok::greatergreater: case tok::lesslessequal:
  case tok::greatergreaterequal:
    return true;
  case tok::raw_identifier:
    return T.Text == "return" || T.Text == "throw" || T.Text == "case";
  default:
    return false;
  }
}

/// `unsigned int(x)`, `__int64(x)`, `unsigned __int64(x)` in expressions.
void rewriteFunctionalCasts(llvm::ArrayRef<RawToken> Tokens,
                            DialectPrepassResult &R) {
  for (size_t I = 0; I < Tokens.size(); ++I) {
    if (!isIntegerWord(Tokens[I]) || I == 0 || !beginsExpression(Tokens[I - 1]))
      continue;
    size_t End = I;
    while (End < Tokens.size() && isIntegerWord(Tokens[End]))
      ++End;
    size_t First = I;
    I = End - 1;
    if (End + 1 >= Tokens.size() || !Tokens[End].is(tok::l_paren))
      continue;
    llvm::ArrayRef<RawToken> Words = Tokens.slice(First, End - First);
    // One word is already a functional cast, but __int64 is two.
    if (Words.size() == 1 && Words[0].Text != "__int64")
      continue;
    // `unsigned int(*)(int)`, `unsigned int(int)`: a declarator or a
    // function type, not a cast.
    const RawToken &Next = Tokens[End + 1];
    if (Next.is(tok::star) || Next.is(tok::amp) || Next.is(tok::ampamp) ||
        Next.is(tok::caret) ||
        (Next.is(tok::raw_identifier) &&
         (isBuiltinTypeWord(Next.Text) || Next.Text == "__cdecl" ||
          Next.Text == "__stdcall" || Next.Text == "WINAPI" ||
          Next.Text == "struct" || Next.Text == "class")))
      continue;
    auto [Spelling, Typedef] = integerType(Words);
    if (Typedef.empty())
      continue;
    unsigned Offset = Words.front().Begin;
    unsigned Length = Words.back().Begin + Words.back().Text.size() - Offset;
    if (Length < Typedef.size())
      continue;
    overwrite(R.Text, Offset, Length, Typedef);
    R.Edits.push_back({Offset, Length, ("(" + Spelling + ")").str()});
    // `unsigned int()` is zero: `(unsigned int)()` would not parse.
    if (Next.is(tok::r_paren))
      R.Edits.push_back({Tokens[End].Begin, 1, "(0"});
  }
}

/// Whether the template argument list opening at \p Less is followed by
/// `::` (or cannot be matched, which is kept as it is).
bool qualifiedAfterArguments(llvm::ArrayRef<RawToken> Tokens, size_t Less) {
  int Angles = 0, Parens = 0;
  for (size_t I = Less; I < Tokens.size(); ++I) {
    const RawToken &T = Tokens[I];
    if (T.is(tok::l_paren) || T.is(tok::l_square))
      ++Parens;
    else if ((T.is(tok::r_paren) || T.is(tok::r_square)) && Parens > 0)
      --Parens;
    else if (Parens == 0 && T.is(tok::less))
      ++Angles;
    else if (Parens == 0 && (T.is(tok::greater) || T.is(tok::greatergreater))) {
      Angles -= T.is(tok::greater) ? 1 : 2;
      if (Angles <= 0)
        return Angles < 0 || I + 1 >= Tokens.size() ||
               Tokens[I + 1].is(tok::coloncolon);
    } else if (T.is(tok::semi) || T.is(tok::l_brace) || T.is(tok::r_brace))
      return true;
  }
  return true;
}

/// `typename` before a name that is not qualified (`typename T`, `typename
/// index<N>`), outside template parameter lists.
void dropPlainTypename(llvm::ArrayRef<RawToken> Tokens,
                       DialectPrepassResult &R) {
  // Per open template parameter list: the '<' nested inside it.
  std::vector<unsigned> Lists;
  for (size_t I = 0; I < Tokens.size(); ++I) {
    const RawToken &T = Tokens[I];
    if (T.isWord("template") && I + 1 < Tokens.size() &&
        Tokens[I + 1].is(tok::less)) {
      Lists.push_back(0);
      ++I;
      continue;
    }
    if (!Lists.empty()) {
      if (T.is(tok::less))
        ++Lists.back();
      for (unsigned N = T.is(tok::greater) ? 1 : T.is(tok::greatergreater) ? 2 : 0;
           N && !Lists.empty(); --N) {
        if (Lists.back() == 0)
          Lists.pop_back();
        else
          --Lists.back();
      }
    }
    if (!T.isWord("typename") || I + 2 >= Tokens.size())
      continue;
    const RawToken &Prev = Tokens[I - (I ? 1 : 0)];
    if (!Lists.empty() && Lists.back() == 0 && I &&
        (Prev.is(tok::less) || Prev.is(tok::comma)))
      continue; // A template parameter.
    const RawToken &Name = Tokens[I + 1];
    const RawToken &After = Tokens[I + 2];
    if (!Name.is(tok::raw_identifier) || Name.Text == "typename" ||
        Name.Text == "template" || After.is(tok::coloncolon))
      continue;
    // `typename index<N>` is a plain template-id too, unless `::` follows
    // its arguments (`typename X<T>::type`, which is standard).
    if (After.is(tok::less) && qualifiedAfterArguments(Tokens, I + 2))
      continue;
    overwrite(R.Text, T.Begin, T.Text.size(), "");
    unsigned Length = Name.Begin - T.Begin;
    llvm::StringRef Gap(R.Text.data() + T.Begin, Length);
    if (Gap.contains('\n'))
      Length = T.Text.size();
    R.Edits.push_back({T.Begin, Length, ""});
  }
}

/// `typedef long long __int64;`: crt.h's macro owns the name.
void dropIntegerTypedefs(llvm::ArrayRef<RawToken> Tokens,
                         DialectPrepassResult &R) {
  for (size_t I = 0; I < Tokens.size(); ++I) {
    if (!Tokens[I].isWord("typedef"))
      continue;
    size_t J = I + 1;
    while (J < Tokens.size() && isIntegerWord(Tokens[J]))
      ++J;
    if (J >= Tokens.size() || J < I + 3 || !Tokens[J].is(tok::semi))
      continue;
    llvm::StringRef Name = Tokens[J - 1].Text;
    if (Name != "__int64" && Name != "__int32" && Name != "__int16" &&
        Name != "__int8")
      continue;
    if (integerType(Tokens.slice(I + 1, J - I - 2)).first.empty())
      continue;
    unsigned Offset = Tokens[I].Begin;
    unsigned Length = Tokens[J].Begin + 1 - Offset;
    std::string Original = R.Text.substr(Offset, Length);
    overwrite(R.Text, Offset, Length, "");
    R.Edits.push_back({Offset, Length,
                       "/* " + Original + " (amp2hip: " + Name.str() +
                           " is <amp2hip/msvc/crt.h>'s) */"});
  }
}

/// `__declspec(thread)`: Clang ignores it outside Windows targets, so the
/// parse would see an ordinary variable; it reads, and the output writes,
/// `thread_local`.
void threadLocalDeclspecs(llvm::ArrayRef<RawToken> Tokens,
                          DialectPrepassResult &R) {
  for (size_t I = 0; I + 3 < Tokens.size(); ++I) {
    if (!Tokens[I].isWord("__declspec") || !Tokens[I + 1].is(tok::l_paren) ||
        !Tokens[I + 2].isWord("thread") || !Tokens[I + 3].is(tok::r_paren))
      continue;
    unsigned Offset = Tokens[I].Begin;
    unsigned Length = Tokens[I + 3].Begin + 1 - Offset;
    overwrite(R.Text, Offset, Length, "thread_local");
    R.Edits.push_back({Offset, Length, "thread_local"});
  }
}

/// Whether the file brings both `namespace std` and C++ AMP's namespace in
/// with using-directives, and declares no `array` of its own.
bool usesStdAndAmpNamespaces(llvm::ArrayRef<RawToken> Tokens) {
  bool Std = false, Amp = false;
  for (size_t I = 0; I + 2 < Tokens.size(); ++I) {
    const RawToken &T = Tokens[I];
    // Its own array, or `using std::array;`: the name is not C++ AMP's.
    if (((T.isWord("struct") || T.isWord("class")) &&
         Tokens[I + 1].isWord("array")) ||
        (T.isWord("using") && Tokens[I + 1].isWord("std") &&
         I + 3 < Tokens.size() && Tokens[I + 3].isWord("array")))
      return false;
    if (!T.isWord("using") || !Tokens[I + 1].isWord("namespace"))
      continue;
    const RawToken &Name =
        Tokens[I + 2].is(tok::coloncolon) && I + 3 < Tokens.size()
            ? Tokens[I + 3]
            : Tokens[I + 2];
    Std |= Name.isWord("std");
    Amp |= Name.isWord("concurrency") || Name.isWord("Concurrency");
  }
  return Std && Amp;
}

/// `array<T, N>` unqualified where the file uses `namespace std` and
/// `namespace concurrency` both: Visual C++'s <amp.h> did not bring
/// std::array, so the name was C++ AMP's; with libstdc++ it is ambiguous.
/// The parse reads amp.h's alias `__aAR`, the output `Concurrency::array`.
void qualifyAmpArray(llvm::ArrayRef<RawToken> Tokens, DialectPrepassResult &R) {
  if (!usesStdAndAmpNamespaces(Tokens))
    return;
  for (size_t I = 0; I + 1 < Tokens.size(); ++I) {
    const RawToken &T = Tokens[I];
    if (!T.isWord("array") || !Tokens[I + 1].is(tok::less))
      continue;
    if (I > 0) {
      const RawToken &P = Tokens[I - 1];
      if (P.is(tok::coloncolon) || P.is(tok::period) || P.is(tok::arrow) ||
          P.isWord("struct") || P.isWord("class") || P.isWord("template") ||
          P.isWord("typename") || P.is(tok::tilde))
        continue;
    }
    overwrite(R.Text, T.Begin, T.Text.size(), "__aAR");
    R.Edits.push_back(
        {T.Begin, unsigned(T.Text.size()), "Concurrency::array"});
  }
}

void rewriteDialect(llvm::StringRef Source, DialectPrepassResult &R) {
  if (Source.find("__declspec") == llvm::StringRef::npos &&
      Source.find("array") == llvm::StringRef::npos &&
      Source.find("typename") == llvm::StringRef::npos &&
      Source.find("__int") == llvm::StringRef::npos &&
      Source.find("unsigned") == llvm::StringRef::npos &&
      Source.find("signed") == llvm::StringRef::npos &&
      Source.find("long") == llvm::StringRef::npos &&
      Source.find("short") == llvm::StringRef::npos)
    return;
  // The tokens point into Before; R.Text is written.
  const std::string Before = R.Changed ? R.Text : Source.str();
  R.Text = Before;
  std::vector<RawToken> Tokens = lexRawTokens(Before);
  dropIntegerTypedefs(Tokens, R);
  dropPlainTypename(Tokens, R);
  threadLocalDeclspecs(Tokens, R);
  qualifyAmpArray(Tokens, R);
  rewriteFunctionalCasts(Tokens, R);
  if (!R.Edits.empty())
    R.Changed = true;
  else if (!R.Changed)
    R.Text.clear();
}

} // namespace

DialectPrepassResult runDialectPrepass(llvm::StringRef Path,
                                       llvm::StringRef Source, bool InProject,
                                       CompilerViewKind View) {
  DialectPrepassResult R;
  if (patchExceptionHeader(Path, Source, R.Text)) {
    R.Changed = true;
    return R;
  }
  renameVoidMain(Source, R);
  if (InProject)
    applyCompilerView(View, Source, R);
  if (InProject)
    rewriteDialect(Source, R);
  return R;
}

} // namespace amp2hip
