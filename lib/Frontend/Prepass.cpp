//===- Prepass.cpp --------------------------------------------------------===//
#include "Frontend/Prepass.h"
#include "Frontend/RawTokens.h"

#include "clang/Basic/CharInfo.h"
#include "clang/Basic/IdentifierTable.h"
#include "clang/Basic/LangOptions.h"
#include "clang/Basic/SourceLocation.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace amp2hip {

namespace {

using RawTok = RawToken;

/// For telling keywords from names (isName).
LangOptions prepassLangOpts() {
  LangOptions LO;
  LO.CPlusPlus = LO.CPlusPlus11 = LO.CPlusPlus14 = LO.CPlusPlus17 = true;
  LO.CPlusPlus20 = true;
  return LO;
}

/// True for an identifier that is not a C++ keyword (`auto`, `static`, `int`
/// ... come out of the raw lexer as raw identifiers too).
bool isName(const RawTok &T) {
  if (T.Kind != tok::raw_identifier)
    return false;
  static const LangOptions LO = prepassLangOpts();
  static IdentifierTable Table(LO);
  return Table.get(T.Text).getTokenID() == tok::identifier;
}

/// Index of the `<` that opens the template argument list closed at \p Close
/// (a `>` or `>>`), or npos.
size_t matchAngleBackward(const std::vector<RawTok> &Toks, size_t Close) {
  int Depth = 0;
  for (size_t I = Close + 1; I-- > 0;) {
    switch (Toks[I].Kind) {
    case tok::greater:
      ++Depth;
      break;
    case tok::greatergreater:
      Depth += 2;
      break;
    case tok::less:
      if (--Depth == 0)
        return I;
      break;
    case tok::semi:
    case tok::l_brace:
    case tok::r_brace:
      return std::string::npos;
    default:
      break;
    }
    if (Depth < 0)
      return std::string::npos;
  }
  return std::string::npos;
}

/// The first token of the declarator-id whose parameter list opens at
/// \p Open (`f`, `S::f`, `::N::S<T>::operator()`, `g<int>`), or npos.
size_t declaratorIdStart(const std::vector<RawTok> &Toks, size_t Open) {
  if (Open == 0)
    return std::string::npos;
  size_t I = Open - 1;
  // operator(), operator[], operator new[], operator+= ...
  size_t Op = std::string::npos;
  for (size_t K = I + 1; K-- > 0 && K + 4 >= Open;)
    if (Toks[K].isWord("operator")) {
      Op = K;
      break;
    }
  size_t Start;
  if (Op != std::string::npos) {
    Start = Op;
  } else {
    if (Toks[I].Kind == tok::greater || Toks[I].Kind == tok::greatergreater) {
      size_t Less = matchAngleBackward(Toks, I);
      if (Less == std::string::npos || Less == 0)
        return std::string::npos;
      I = Less - 1;
    }
    if (!isName(Toks[I]))
      return std::string::npos;
    Start = I;
    if (Start > 0 && Toks[Start - 1].Kind == tok::tilde)
      --Start;
  }
  // Nested-name-specifier: `A::`, `B<T>::`, a leading `::`.
  while (Start > 0 && Toks[Start - 1].Kind == tok::coloncolon) {
    size_t Q = Start - 1;
    if (Q == 0) {
      Start = Q;
      break;
    }
    size_t N = Q - 1;
    if (Toks[N].Kind == tok::greater || Toks[N].Kind == tok::greatergreater) {
      size_t Less = matchAngleBackward(Toks, N);
      if (Less == std::string::npos || Less == 0)
        return std::string::npos;
      N = Less - 1;
    }
    if (!isName(Toks[N])) {
      Start = Q; // `auto ::f`: the global qualifier starts the name
      break;
    }
    Start = N;
  }
  return Start;
}

/// Index of the token that closes the bracket opened at \p Open, or npos.
size_t matchForward(const std::vector<RawTok> &Toks, size_t Open) {
  tok::TokenKind O = Toks[Open].Kind;
  tok::TokenKind C = O == tok::l_paren   ? tok::r_paren
                     : O == tok::l_brace ? tok::r_brace
                                         : tok::r_square;
  int Depth = 0;
  for (size_t I = Open; I < Toks.size(); ++I) {
    if (Toks[I].Kind == O)
      ++Depth;
    else if (Toks[I].Kind == C && --Depth == 0)
      return I;
  }
  return std::string::npos;
}

size_t matchBackward(const std::vector<RawTok> &Toks, size_t Close) {
  int Depth = 0;
  for (size_t I = Close + 1; I-- > 0;) {
    if (Toks[I].Kind == tok::r_paren)
      ++Depth;
    else if (Toks[I].Kind == tok::l_paren && --Depth == 0)
      return I;
  }
  return std::string::npos;
}

/// Swaps two adjacent ranges [A, B) and [B', C) keeping the gap [B, B')
/// between them: "A-part gap C-part" becomes "C-part gap A-part".
void swapSpans(std::string &Text, unsigned FirstBegin, unsigned FirstEnd,
               unsigned SecondBegin, unsigned SecondEnd) {
  std::string First = Text.substr(FirstBegin, FirstEnd - FirstBegin);
  std::string Gap = Text.substr(FirstEnd, SecondBegin - FirstEnd);
  std::string Second = Text.substr(SecondBegin, SecondEnd - SecondBegin);
  Text.replace(FirstBegin, SecondEnd - FirstBegin, Second + Gap + First);
}

using DeclaratorPart = RestrictMacro::DeclaratorPart;

/// Whether \p Body, from its token \p First on, is one bracketed group:
/// the bracket \p Open there closes at the last token.
bool isOneGroup(llvm::ArrayRef<RawTok> Body, size_t First, tok::TokenKind Open,
                tok::TokenKind Close) {
  if (Body.size() < First + 2 || Body[First].Kind != Open ||
      Body.back().Kind != Close)
    return false;
  int Depth = 0;
  for (size_t I = First; I < Body.size(); ++I) {
    Depth += Body[I].Kind == Open;
    Depth -= Body[I].Kind == Close;
    if (Depth == 0 && I + 1 != Body.size())
      return false;
  }
  return true;
}

/// What the macro body \p Body stands for in a declarator, None when it is
/// none of the parts the pre-pass sees through.
DeclaratorPart declaratorPartOf(llvm::ArrayRef<RawTok> Body) {
  if (Body.empty())
    return DeclaratorPart::Nothing;
  if (Body.size() == 1 && Body[0].isWord("mutable"))
    return DeclaratorPart::Mutable;
  if (isOneGroup(Body, 0, tok::l_square, tok::r_square))
    return DeclaratorPart::LambdaIntroducer;
  if (llvm::all_of(Body, [](const RawTok &T) {
        return T.isWord("const") || T.isWord("volatile") ||
               T.Kind == tok::amp || T.Kind == tok::ampamp;
      }))
    return DeclaratorPart::Qualifiers;
  // `noexcept`, or `throw (...)` / `noexcept (...)` to the end.
  if (Body.size() == 1 && Body[0].isWord("noexcept"))
    return DeclaratorPart::ExceptionSpec;
  if ((Body[0].isWord("throw") || Body[0].isWord("noexcept")) &&
      isOneGroup(Body, 1, tok::l_paren, tok::r_paren))
    return DeclaratorPart::ExceptionSpec;
  return DeclaratorPart::None;
}

/// The first token from \p I on that is not a name (nor a name's call):
/// between a clause and `->`, names can only be macros of an exception
/// specification or of nothing.
size_t skipNamesBeforeArrow(const std::vector<RawTok> &Toks, size_t I) {
  while (I + 1 < Toks.size() && isName(Toks[I]) &&
         Toks[I + 1].Kind != tok::l_paren && !Toks[I].InDirective)
    ++I;
  return I;
}

/// Whether the token at \p I uses a macro of one of \p Parts (all are
/// object-like: `CAPTURE (int x)` is a lambda's start).
bool isPartMacro(const std::vector<RawTok> &Toks, size_t I,
                 const RestrictMacroTable &Macros,
                 std::initializer_list<DeclaratorPart> Parts) {
  if (I >= Toks.size() || Toks[I].Kind != tok::raw_identifier ||
      Toks[I].InDirective)
    return false;
  auto M = Macros.find(Toks[I].Text.str());
  return M != Macros.end() && llvm::is_contained(Parts, M->second.Part);
}

/// For a declaration whose parameter list opens at \p Open: the index of
/// its `template` keyword when it is an explicit instantiation (`template`
/// or `extern template` not followed by `<`), or npos.
size_t explicitInstantiationStart(const std::vector<RawTok> &Toks,
                                  size_t Open) {
  size_t I = Open;
  while (I > 0) {
    const RawTok &T = Toks[I - 1];
    if (T.Kind == tok::semi || T.Kind == tok::l_brace ||
        T.Kind == tok::r_brace || T.Kind == tok::colon || T.InDirective)
      break;
    --I;
  }
  if (I + 1 < Open && Toks[I].isWord("extern"))
    ++I;
  if (I + 1 < Open && Toks[I].isWord("template") &&
      Toks[I + 1].Kind != tok::less)
    return I;
  return std::string::npos;
}

/// Blanks [Begin, End) of \p Text, keeping line breaks.
void blank(std::string &Text, unsigned Begin, unsigned End) {
  for (unsigned P = Begin; P < End; ++P)
    if (Text[P] != '\n')
      Text[P] = ' ';
}

/// Where a clause that does not follow a function's parameter list (and
/// its cv- and ref-qualifiers) stands in a declarator C++ AMP's grammar
/// orders `( params ) mutable restrict(...) exception-spec -> type`:
/// before `mutable`, after the exception specification, or after the
/// trailing return type. Returns the finding, or NumDiags when the clause is
/// where it belongs.
DiagId misplacedClause(const std::vector<RawTok> &Toks, size_t First,
                       size_t Last) {
  if (Last + 1 < Toks.size() && Toks[Last + 1].isWord("mutable"))
    return DiagId::RestrictBeforeMutable;
  if (First == 0)
    return DiagId::NumDiags;
  size_t P = First - 1;
  if (Toks[P].isWord("noexcept"))
    return DiagId::RestrictAfterExceptionSpec;
  if (Toks[P].Kind == tok::r_paren) {
    size_t Open = matchBackward(Toks, P);
    if (Open != std::string::npos && Open > 0 &&
        (Toks[Open - 1].isWord("throw") || Toks[Open - 1].isWord("noexcept")))
      return DiagId::RestrictAfterExceptionSpec;
  }
  // A trailing return type: a type's tokens back to `->`.
  for (size_t Steps = 0; Steps < 64; ++Steps) {
    const RawTok &T = Toks[P];
    if (T.Kind == tok::arrow)
      return DiagId::RestrictAfterTrailingReturn;
    if (T.Kind == tok::greater || T.Kind == tok::greatergreater) {
      P = matchAngleBackward(Toks, P);
      if (P == std::string::npos)
        return DiagId::NumDiags;
    } else if (T.Kind == tok::r_paren) {
      // Only decltype(...) belongs to a type; other parentheses end it.
      size_t Open = matchBackward(Toks, P);
      if (Open == std::string::npos || Open == 0 ||
          !(Toks[Open - 1].isWord("decltype") ||
            Toks[Open - 1].isWord("__typeof__")))
        return DiagId::NumDiags;
      P = Open;
    } else if ((T.Kind != tok::raw_identifier && T.Kind != tok::coloncolon &&
                T.Kind != tok::star && T.Kind != tok::amp &&
                T.Kind != tok::ampamp) ||
               T.isWord("mutable")) {
      return DiagId::NumDiags;
    }
    if (P == 0)
      return DiagId::NumDiags;
    --P;
  }
  return DiagId::NumDiags;
}

/// C++ AMP made `restrict` a keyword only where a clause may stand, after a
/// declarator's parameter list and its qualifiers; elsewhere it is an
/// ordinary name (`int restrict() const`, `f.restrict()`). The `restrict`
/// at \p I, whose parentheses close at \p Close, is taken for a name after
/// member access or `::`, and where a clause could not stand unless its
/// words are all restriction words (a misplaced clause is still reported).
bool restrictIsName(const std::vector<RawTok> &Toks, size_t I, size_t Close) {
  if (I == 0)
    return false;
  const RawTok &P = Toks[I - 1];
  if (P.Kind == tok::period || P.Kind == tok::arrow ||
      P.Kind == tok::coloncolon)
    return true;
  if (Toks[I].InDirective)
    return false;
  if (P.Kind == tok::r_paren || P.Kind == tok::r_square || P.Kind == tok::amp ||
      P.Kind == tok::ampamp || P.isWord("const") || P.isWord("volatile") ||
      P.isWord("mutable") || P.isWord("noexcept"))
    return false;
  for (size_t J = I + 2; J < Close; ++J)
    if (Toks[J].Kind != tok::comma && !Toks[J].isWord("cpu") &&
        !Toks[J].isWord("amp") && !Toks[J].isWord("auto"))
      return true;
  return Close == I + 2; // `restrict()`
}

/// Whether a clause starting at \p I stands where C++ AMP takes one: after
/// a parameter list, a lambda introducer, a qualifier or another clause.
static bool clauseMayStandAt(const std::vector<RawTok> &Toks, size_t I) {
  if (I == 0)
    return false;
  // After a trailing return type: C3409's, reported where the clauses are
  // read.
  for (size_t J = I; J-- > 0 && I - J < 32;) {
    if (Toks[J].Kind == tok::arrow)
      return true;
    if (Toks[J].Kind == tok::semi || Toks[J].Kind == tok::l_brace ||
        Toks[J].Kind == tok::r_brace || Toks[J].Kind == tok::r_paren)
      break;
  }
  // Words between the parameter list and the clause are qualifiers, or
  // macros that may stand for them (`f(x) CV_QUALIFIER restrict(amp)`).
  size_t J = I - 1;
  while (J > 0 && Toks[J].Kind == tok::raw_identifier &&
         Toks[J].InDirective == Toks[I].InDirective)
    --J;
  const RawTok &P = Toks[J];
  if (P.InDirective != Toks[I].InDirective)
    return false; // first on its line after a directive
  return P.Kind == tok::r_paren || P.Kind == tok::r_square ||
         P.Kind == tok::amp || P.Kind == tok::ampamp;
}

/// Microsoft's inline assembly, `__asm { ... }` or `__asm mov eax, 1` to the
/// end of the line (`_asm` likewise), which Clang cannot parse without
/// -fasm-blocks and no compiler of the output accepts: blanked, so that the
/// parse goes on, and reported (C3592 in amp code, AH1305 elsewhere). GNU
/// `asm(...)` and `__asm__(...)` parse and are judged on the AST.
void blankMicrosoftAsm(const std::vector<RawTok> &Toks, llvm::StringRef Source,
                       PrepassResult &R) {
  for (size_t I = 0; I + 1 < Toks.size(); ++I) {
    const RawTok &T = Toks[I];
    if (T.InDirective || !(T.isWord("__asm") || T.isWord("_asm")))
      continue;
    const RawTok &Next = Toks[I + 1];
    if (Next.Kind == tok::l_paren || Next.isWord("volatile") ||
        Next.isWord("__volatile__") || Next.isWord("goto") ||
        Next.isWord("inline"))
      continue; // GNU asm
    unsigned End;
    size_t Last;
    if (Next.Kind == tok::l_brace) {
      Last = matchForward(Toks, I + 1);
      if (Last == std::string::npos)
        continue;
      End = Toks[Last].End;
    } else {
      // To the end of the line, or a `}` that closes the enclosing block.
      size_t Eol = Source.find('\n', T.End);
      End = Eol == llvm::StringRef::npos ? Source.size() : unsigned(Eol);
      Last = I;
      while (Last + 1 < Toks.size() && Toks[Last + 1].Begin < End &&
             Toks[Last + 1].Kind != tok::r_brace)
        ++Last;
      End = Toks[Last].End;
    }
    blank(R.Text, T.Begin, End);
    R.Changed = true;
    R.Findings.push_back({T.Begin, DiagId::AsmInAmp, ""});
    I = Last;
  }
}

/// A destructor overloaded on restriction (`~S() restrict(cpu)` beside
/// `~S() restrict(amp)`, C3933) is refused by C++ AMP, and Clang cannot
/// redeclare a destructor even on target attributes. The second declaration
/// of the same destructor in the same scope is blanked and reported, so the
/// parse goes on with one destructor. Conditional directives between them
/// (one destructor per configuration) end the comparison.
void blankOverloadedDestructors(const std::vector<RawTok> &Toks,
                                const RestrictMacroTable &Macros,
                                PrepassResult &R) {
  std::vector<unsigned> Scopes{0};
  unsigned NextScope = 1;
  // -> has a clause, its words (1 cpu, 2 amp; none is cpu).
  std::map<std::pair<unsigned, std::string>, std::pair<bool, unsigned>> Seen;
  for (size_t I = 0; I < Toks.size(); ++I) {
    const RawTok &T = Toks[I];
    if (T.InDirective) {
      if (T.Kind == tok::hash && I + 1 < Toks.size()) {
        llvm::StringRef D = Toks[I + 1].Text;
        if (D.starts_with("if") || D == "else" || D == "elif" || D == "endif")
          Seen.clear();
      }
      continue;
    }
    if (T.Kind == tok::l_brace) {
      Scopes.push_back(NextScope++);
      continue;
    }
    if (T.Kind == tok::r_brace) {
      if (Scopes.size() > 1)
        Scopes.pop_back();
      continue;
    }
    if (T.Kind != tok::tilde || I + 3 >= Toks.size() || !isName(Toks[I + 1]) ||
        Toks[I + 2].Kind != tok::l_paren || Toks[I + 3].Kind != tok::r_paren)
      continue;
    // A declaration starts here, not an expression (`~f()`, `p->~S()`).
    if (I > 0) {
      const RawTok &P = Toks[I - 1];
      bool Starts = P.Kind == tok::semi || P.Kind == tok::l_brace ||
                    P.Kind == tok::r_brace || P.Kind == tok::colon ||
                    P.Kind == tok::coloncolon || P.isWord("virtual") ||
                    P.isWord("inline") || P.isWord("constexpr") ||
                    P.InDirective;
      if (!Starts)
        continue;
    }
    // Qualifier (`S::~S`) and leading specifiers.
    size_t First = I;
    std::string Key;
    while (First >= 2 && Toks[First - 1].Kind == tok::coloncolon &&
           isName(Toks[First - 2])) {
      Key = Toks[First - 2].Text.str() + "::" + Key;
      First -= 2;
    }
    while (First > 0 && (Toks[First - 1].isWord("virtual") ||
                         Toks[First - 1].isWord("inline") ||
                         Toks[First - 1].isWord("constexpr")))
      --First;
    Key += "~" + Toks[I + 1].Text.str();
    // The declaration's end: its body, or the `;`.
    bool HasClause = false;
    unsigned Words = 0;
    auto Add = [&](const RestrictMacro &M) {
      Words |= (M.HasCpu ? 1 : 0) | (M.HasAmp ? 2 : 0);
    };
    size_t J = I + 4;
    for (; J < Toks.size(); ++J) {
      const RawTok &U = Toks[J];
      if (U.Kind == tok::l_brace || U.Kind == tok::semi ||
          U.Kind == tok::r_brace)
        break;
      auto M = U.Kind == tok::raw_identifier ? Macros.find(U.Text.str())
                                             : Macros.end();
      if (U.isWord("cpu"))
        Words |= 1;
      else if (U.isWord("amp"))
        Words |= 2;
      else if (M != Macros.end())
        Add(M->second);
      if (U.isWord("restrict") || (M != Macros.end() && M->second.isClause()))
        HasClause = true;
    }
    if (!Words)
      Words = 1;
    if (J >= Toks.size() || Toks[J].Kind == tok::r_brace)
      continue;
    size_t End = J;
    if (Toks[J].Kind == tok::l_brace) {
      int Depth = 0;
      for (; End < Toks.size(); ++End) {
        if (Toks[End].Kind == tok::l_brace)
          ++Depth;
        else if (Toks[End].Kind == tok::r_brace && --Depth == 0)
          break;
      }
      if (End >= Toks.size())
        continue;
    }
    auto [It, New] = Seen.try_emplace({Scopes.back(), Key},
                                      std::make_pair(HasClause, Words));
    if (New || !(HasClause || It->second.first))
      continue;
    blank(R.Text, Toks[First].Begin, Toks[End].End);
    R.Changed = true;
    // Sets that share a word overlap (C3935, as Visual C++ had it);
    // disjoint ones are an overload on restriction (C3933).
    if (It->second.second & Words)
      R.Findings.push_back({T.Begin, DiagId::RestrictionOverlap, Key});
    else
      R.Findings.push_back(
          {T.Begin, DiagId::DestructorOverloaded, Toks[I + 1].Text.str()});
    I = End;
  }
}

} // namespace

bool mayContainRestrict(llvm::StringRef Source) {
  // As a word: C's `__restrict`, in many system headers, is no clause.
  for (size_t At = Source.find("restrict"); At != llvm::StringRef::npos;
       At = Source.find("restrict", At + 1)) {
    size_t End = At + 8;
    if ((At == 0 || !clang::isAsciiIdentifierContinue(Source[At - 1])) &&
        (End == Source.size() ||
         !clang::isAsciiIdentifierContinue(Source[End])))
      return true;
  }
  return false;
}

llvm::ArrayRef<llvm::StringRef> hccAttributeNames() {
  // At most 6 letters: [[hc]], the shortest spelling, must hold one.
  static const llvm::StringRef Names[] = {"__hcA", "__hcC", "__hcB"};
  return Names;
}

/// HCC's attribute spelling at \p I: `[[hc]]`, `[[cpu]]`, `[[hc, cpu]]`,
/// `__attribute__((hc))` (or GCC's `__attribute((hc))`) ... with only the
/// words hc and cpu. Sets \p Last to its last token.
static bool hccAttributeAt(const std::vector<RawTok> &Toks, size_t I,
                           size_t &Last, bool &Cpu, bool &Amp) {
  size_t J;
  tok::TokenKind Close;
  if (I + 4 < Toks.size() && Toks[I].Kind == tok::l_square &&
      Toks[I + 1].Kind == tok::l_square) {
    J = I + 2;
    Close = tok::r_square;
  } else if (I + 4 < Toks.size() &&
             (Toks[I].isWord("__attribute__") ||
              Toks[I].isWord("__attribute")) &&
             Toks[I + 1].Kind == tok::l_paren &&
             Toks[I + 2].Kind == tok::l_paren) {
    J = I + 3;
    Close = tok::r_paren;
  } else {
    return false;
  }
  Cpu = Amp = false;
  bool WantWord = true;
  for (; J < Toks.size(); ++J) {
    // HCC also took `amp` for `hc` (`__attribute__((amp))`).
    if (WantWord && (Toks[J].isWord("hc") || Toks[J].isWord("amp")))
      Amp = true;
    else if (WantWord && Toks[J].isWord("cpu"))
      Cpu = true;
    else if (!WantWord && Toks[J].Kind == tok::comma)
      ;
    else
      break;
    WantWord = !WantWord;
  }
  if (WantWord || J + 1 >= Toks.size() || Toks[J].Kind != Close ||
      Toks[J + 1].Kind != Close)
    return false;
  Last = J + 1;
  return true;
}

bool showsHccDialect(llvm::StringRef Source) {
  const bool MayHaveHc = Source.contains("hc") &&
                         (Source.contains(".hpp") || Source.contains("[[") ||
                          Source.contains("__attribute"));
  if (!MayHaveHc && !(Source.contains("restrict") && Source.contains("auto")))
    return false;
  std::vector<RawTok> Toks = lexRawTokens(Source);
  for (size_t I = 0; I < Toks.size(); ++I) {
    const RawTok &T = Toks[I];
    // #include <hc.hpp>, <hc_math.hpp> ...: the header name comes out of the
    // raw lexer as tokens: `<` `hc` `.` `hpp` `>` or `<` `hc_am` ...
    if (T.InDirective && T.isWord("include") && I + 4 < Toks.size() &&
        Toks[I + 1].Kind == tok::less &&
        Toks[I + 2].Kind == tok::raw_identifier &&
        Toks[I + 2].Text.starts_with("hc") && Toks[I + 3].Kind == tok::period &&
        Toks[I + 4].isWord("hpp") &&
        (Toks[I + 2].Text == "hc" || Toks[I + 2].Text.starts_with("hc_")))
      return true;
    if (T.InDirective)
      continue;
    size_t Last;
    bool Cpu, Amp;
    if (hccAttributeAt(Toks, I, Last, Cpu, Amp) && Amp)
      return true;
    if (T.isWord("restrict") && I + 1 < Toks.size() &&
        Toks[I + 1].Kind == tok::l_paren) {
      size_t Close = matchForward(Toks, I + 1);
      for (size_t J = I + 2; J < Close && J < Toks.size(); ++J)
        if (Toks[J].isWord("auto"))
          return true;
    }
  }
  return false;
}

bool mayNeedPrepass(llvm::StringRef Source, const RestrictMacroTable &Macros,
                    SourceDialect Dialect) {
  if (Dialect == SourceDialect::Hcc &&
      (Source.contains("[[") || Source.contains("__attribute")))
    return true;
  // `_asm` also finds Microsoft's `__asm`, which the pre-pass blanks.
  return mayContainRestrict(Source) || Source.contains("_asm") ||
         llvm::any_of(Macros, [&](const auto &M) {
           return M.second.isRestriction() && Source.contains(M.first);
         });
}

/// Adds one token of a word macro's body to \p M; false when it is neither
/// a comma nor a restriction word.
static bool addRestrictWord(llvm::StringRef Text, bool Comma,
                            RestrictMacro &M) {
  if (Comma)
    return true;
  if (Text == "cpu")
    M.HasCpu = true;
  else if (Text == "amp")
    M.HasAmp = true;
  else
    return false;
  return true;
}

void collectCommandLineRestrictWords(llvm::ArrayRef<std::string> Args,
                                     RestrictMacroTable &Out) {
  for (size_t I = 0; I < Args.size(); ++I) {
    llvm::StringRef A = Args[I];
    llvm::StringRef Def;
    if (A == "-D" || A == "/D") {
      if (I + 1 < Args.size())
        Def = Args[++I];
    } else if (A.starts_with("-D") || A.starts_with("/D")) {
      Def = A.drop_front(2);
    }
    auto [Name, Body] = Def.split('=');
    if (Name.empty() || Name.contains('('))
      continue;
    if (!Def.contains('=')) // -DNAME is NAME 1
      continue;
    std::vector<RawTok> BodyToks = lexRawTokens(Body);
    DeclaratorPart Part = declaratorPartOf(BodyToks);
    if (Part != DeclaratorPart::None) {
      RestrictMacro D;
      D.Part = Part;
      Out[Name.str()] = D;
      continue;
    }
    RestrictMacro W;
    W.Words = true;
    llvm::SmallVector<llvm::StringRef, 4> Parts;
    Body.split(Parts, ',');
    bool Only = true;
    for (llvm::StringRef P : Parts)
      Only = Only && addRestrictWord(P.trim(), false, W);
    if (Only)
      Out[Name.str()] = W;
  }
}

/// Cheap test for a `#define` line that names `throw` or `noexcept`: the
/// scan of every project file lexes only those (and files with clauses).
static bool mayDefineSpecification(llvm::StringRef Source) {
  for (llvm::StringRef Word : {"throw", "noexcept"})
    for (size_t At = Source.find(Word); At != llvm::StringRef::npos;
         At = Source.find(Word, At + Word.size())) {
      size_t LineStart = Source.rfind('\n', At);
      LineStart = LineStart == llvm::StringRef::npos ? 0 : LineStart + 1;
      llvm::StringRef Line = Source.slice(LineStart, At).ltrim();
      if (Line.starts_with("#") && Line.contains("define"))
        return true;
    }
  return false;
}

void collectRestrictMacros(llvm::StringRef Source, RestrictMacroTable &Out) {
  if (!mayContainRestrict(Source) && !mayDefineSpecification(Source))
    return;
  std::vector<RawTok> Toks = lexRawTokens(Source);
  for (size_t I = 0; I + 2 < Toks.size(); ++I) {
    // `# define NAME restrict ( words ) [restrict ( words )]...` to the end
    // of the directive, NAME not followed by '(' (object-like).
    if (Toks[I].Kind != tok::hash || !Toks[I + 1].isWord("define") ||
        Toks[I + 2].Kind != tok::raw_identifier)
      continue;
    size_t J = I + 3;
    bool FunctionLike = J < Toks.size() && Toks[J].Kind == tok::l_paren &&
                        Toks[J].Begin == Toks[I + 2].End;
    RestrictMacro M;
    bool Clauses = !FunctionLike;
    size_t End = J;
    while (End < Toks.size() && Toks[End].InDirective &&
           !(Toks[End].Kind == tok::hash && End != I))
      ++End;
    if (J == End)
      Clauses = false;
    if (Clauses && !Toks[J].isWord("restrict")) {
      // `#define NAME throw(int)`: a declarator's part beside a clause. Not
      // an empty one: every include guard is.
      DeclaratorPart Part =
          declaratorPartOf(llvm::ArrayRef<RawTok>(Toks).slice(J, End - J));
      if (Part != DeclaratorPart::None) {
        RestrictMacro D;
        D.Part = Part;
        Out[Toks[I + 2].Text.str()] = D;
        continue;
      }
      // `#define NAME cpu, amp`: words for a clause.
      RestrictMacro W;
      W.Words = true;
      bool Only = true;
      for (size_t K = J; K < End && Only; ++K)
        Only = addRestrictWord(Toks[K].Text, Toks[K].Kind == tok::comma, W);
      if (Only && (W.HasCpu || W.HasAmp))
        Out[Toks[I + 2].Text.str()] = W;
      continue;
    }
    while (Clauses && J < End) {
      if (!Toks[J].isWord("restrict") || J + 1 >= End ||
          Toks[J + 1].Kind != tok::l_paren) {
        Clauses = false;
        break;
      }
      size_t Close = matchForward(Toks, J + 1);
      if (Close == std::string::npos || Close >= End) {
        Clauses = false;
        break;
      }
      for (size_t K = J + 2; K < Close; ++K)
        if (Toks[K].isWord("cpu"))
          M.HasCpu = true;
        else if (Toks[K].isWord("amp"))
          M.HasAmp = true;
        else if (Toks[K].Kind != tok::comma)
          Clauses = false;
      J = Close + 1;
    }
    if (Clauses && (M.HasCpu || M.HasAmp))
      Out[Toks[I + 2].Text.str()] = M;
  }
}

/// Blanks [From, To) of the pre-passed text, keeping its line breaks (and
/// so every offset and line).
static void blankText(PrepassResult &R, unsigned From, unsigned To) {
  for (unsigned Pos = From; Pos < To; ++Pos)
    if (R.Text[Pos] != '\n')
      R.Text[Pos] = ' ';
  R.Changed = true;
}

PrepassResult runPrepass(llvm::StringRef Source,
                         const RestrictMacroTable &Macros,
                         SourceDialect Dialect) {
  PrepassResult R;
  R.Text = Source.str();
  if (!mayNeedPrepass(Source, Macros, Dialect))
    return R;
  const bool Hcc = Dialect == SourceDialect::Hcc;
  std::vector<RawTok> Toks = lexRawTokens(Source);

  // A group is one or more adjacent clauses: restrict(cpu) restrict(amp).
  struct Group {
    size_t FirstTok, LastTok; // `restrict` of the first, `)` of the last.
    std::vector<RestrictClause> Clauses;
  };
  std::vector<Group> Groups;
  // HCC's object-like macros whose body is one of its attributes
  // (`#define __KERNEL__ __attribute__((amp))`), for their uses before a
  // lambda.
  std::map<llvm::StringRef, RestrictClause> AttributeMacros;
  if (Hcc)
    for (size_t I = 0; I + 2 < Toks.size(); ++I) {
      size_t Last;
      RestrictClause M;
      if (Toks[I].InDirective && Toks[I].isWord("define") &&
          Toks[I + 1].Kind == tok::raw_identifier &&
          Toks[I + 2].InDirective && !Toks[I + 2].AtLineStart &&
          hccAttributeAt(Toks, I + 2, Last, M.HasCpu, M.HasAmp) &&
          (Last + 1 == Toks.size() || !Toks[Last + 1].InDirective ||
           Toks[Last + 1].AtLineStart))
        AttributeMacros[Toks[I + 1].Text] = M;
    }
  for (size_t I = 0; I + 1 < Toks.size(); ++I) {
    // HCC's attribute (or a macro of one) written before a lambda's
    // introducer, where C++ has no place for it: the parse reads the lambda
    // without it (HCC's dialect takes a kernel lambda as amp code) and the
    // output drops it (StrayClauseRewrite).
    if (Hcc && !Toks[I].InDirective) {
      size_t Last = I;
      RestrictClause B;
      auto M = AttributeMacros.find(Toks[I].Text);
      bool Found = Toks[I].Kind == tok::raw_identifier &&
                   M != AttributeMacros.end();
      if (Found) {
        B = M->second;
        B.IsMacro = true;
      } else if (hccAttributeAt(Toks, I, Last, B.HasCpu, B.HasAmp)) {
        B.IsAttribute = Found = true;
      }
      if (Found && Last + 1 < Toks.size() &&
          Toks[Last + 1].Kind == tok::l_square &&
          !(Last + 2 < Toks.size() && Toks[Last + 2].Kind == tok::l_square)) {
        B.Begin = Toks[I].Begin;
        B.End = Toks[Last].End;
        B.BeforeLambda = true;
        B.Group = ~0u; // a group of its own, beside no clause
        blankText(R, B.Begin, B.End);
        R.Clauses.push_back(B);
        I = Last;
        continue;
      }
    }
    // HCC's attributes: the text becomes a name of the parse model's, at the
    // same length, and the attribute a clause like restrict(...).
    size_t AttrLast;
    RestrictClause A;
    if (Hcc && !Toks[I].InDirective &&
        hccAttributeAt(Toks, I, AttrLast, A.HasCpu, A.HasAmp)) {
      A.Begin = Toks[I].Begin;
      A.End = Toks[AttrLast].End;
      A.IsAttribute = true;
      llvm::StringRef Name =
          hccAttributeNames()[A.HasAmp ? (A.HasCpu ? 2 : 0) : 1];
      blankText(R, A.Begin, A.End);
      R.Text.replace(A.Begin, Name.size(), Name.str());
      R.Changed = true;
      if (!Groups.empty() && Groups.back().LastTok + 1 == I) {
        Groups.back().LastTok = AttrLast;
        Groups.back().Clauses.push_back(A);
      } else {
        Groups.push_back({I, AttrLast, {A}});
      }
      I = AttrLast;
      continue;
    }
    // A restriction macro used outside a directive: a clause of one token.
    if (Toks[I].Kind == tok::raw_identifier && !Toks[I].InDirective &&
        Toks[I + 1].Kind != tok::l_paren) {
      auto M = Macros.find(Toks[I].Text.str());
      if (M != Macros.end() && M->second.isClause()) {
        RestrictClause C;
        C.Begin = Toks[I].Begin;
        C.End = Toks[I].End;
        C.HasCpu = M->second.HasCpu;
        C.HasAmp = M->second.HasAmp;
        C.IsMacro = true;
        if (!clauseMayStandAt(Toks, I) &&
            !(!Groups.empty() && Groups.back().LastTok + 1 == I))
          R.Findings.push_back({Toks[I].Begin, DiagId::RestrictMisplaced, ""});
        if (!Groups.empty() && Groups.back().LastTok + 1 == I) {
          Groups.back().LastTok = I;
          Groups.back().Clauses.push_back(C);
        } else {
          Groups.push_back({I, I, {C}});
        }
        continue;
      }
    }
    if (!Toks[I].isWord("restrict"))
      continue;
    // Not followed by a parenthesis, `restrict` is a name (`int restrict;`,
    // a member that a constructor initialises as `restrict(x)`): every use
    // of it is read as the same name.
    if (Toks[I + 1].Kind != tok::l_paren) {
      if (!Toks[I].InDirective) {
        R.Text.replace(Toks[I].Begin, 8, "__rsid__");
        R.RestrictNames.push_back(Toks[I].Begin);
        R.Changed = true;
      }
      continue;
    }
    size_t Close = matchForward(Toks, I + 1);
    if (Close == std::string::npos)
      break;
    if (restrictIsName(Toks, I, Close)) {
      // The parse model's restrict(...) macro must not take it: the parse
      // reads a name of the same length, the output keeps the user's.
      R.Text.replace(Toks[I].Begin, 8, "__rsid__");
      R.RestrictNames.push_back(Toks[I].Begin);
      R.Changed = true;
      continue;
    }
    RestrictClause C;
    C.Begin = Toks[I].Begin;
    C.End = Toks[Close].End;
    C.InDirective = Toks[I].InDirective;
    if (!C.InDirective && !clauseMayStandAt(Toks, I) &&
        !(!Groups.empty() && Groups.back().LastTok + 1 == I))
      R.Findings.push_back({C.Begin, DiagId::RestrictMisplaced, ""});
    // HCC's parser let commas stand with no word between them
    // (`restrict(amp,)`), and read a clause of commas alone as cpu: the parse
    // keeps one comma between two words.
    bool HccCommasOnly = false;
    if (Hcc) {
      size_t Pending = std::string::npos;
      bool SeenWord = false;
      for (size_t J = I + 2; J < Close; ++J) {
        if (Toks[J].Kind != tok::comma) {
          SeenWord = true;
          Pending = std::string::npos;
        } else if (!SeenWord || Pending != std::string::npos) {
          blankText(R, Toks[J].Begin, Toks[J].End);
        } else {
          Pending = J;
        }
      }
      if (Pending != std::string::npos)
        blankText(R, Toks[Pending].Begin, Toks[Pending].End);
      if (!SeenWord && Close > I + 2) {
        blankText(R, C.Begin, C.End);
        C.HasCpu = HccCommasOnly = true;
      }
    }
    bool Any = HccCommasOnly;
    for (size_t J = I + 2; J < Close; ++J) {
      if (Toks[J].Kind == tok::comma)
        continue;
      Any = true;
      bool IsCpu = Toks[J].isWord("cpu"), IsAmp = Toks[J].isWord("amp");
      // HCC's restrict(auto): the parse reads it as cpu,amp (its macro in
      // amp2hip/parse_model.h).
      if (Hcc && Toks[J].isWord("auto")) {
        C.HasAuto = true;
        continue;
      }
      if ((IsCpu && C.HasCpu) || (IsAmp && C.HasAmp)) {
        // A repeated word (allowed by C++ AMP) is blanked with the comma
        // before it, so that the parse model sees at most two words.
        blankText(R, Toks[J - 1].Kind == tok::comma ? Toks[J - 1].Begin
                                             : Toks[J].Begin,
              Toks[J].End);
      }
      auto W = Toks[J].Kind == tok::raw_identifier
                   ? Macros.find(Toks[J].Text.str())
                   : Macros.end();
      if (IsCpu)
        C.HasCpu = true;
      else if (IsAmp)
        C.HasAmp = true;
      else if (W != Macros.end() && W->second.Words) {
        // The parse model's restrict(...) expands the macro itself.
        C.HasCpu |= W->second.HasCpu;
        C.HasAmp |= W->second.HasAmp;
      } else if (!C.InDirective) {
        // In a #define the word may be a macro parameter; its expansions
        // are checked where they are used.
        C.Valid = false;
        R.Findings.push_back(
            {Toks[J].Begin, DiagId::UnknownRestriction, Toks[J].Text.str()});
      }
    }
    if (!Any) {
      C.Valid = false;
      R.Findings.push_back({C.Begin, DiagId::EmptyRestriction, ""});
    }
    if (!Groups.empty() && Groups.back().LastTok + 1 == I && !C.InDirective) {
      Groups.back().LastTok = Close;
      Groups.back().Clauses.push_back(C);
    } else {
      Groups.push_back({I, Close, {C}});
    }
    I = Close;
  }

  for (Group &G : Groups) {
    for (RestrictClause &C : G.Clauses)
      C.Group = &G - Groups.data();
    bool Directive = G.Clauses.front().InDirective;
    // Invalid clauses are blanked so that the parse can go on; the finding
    // already makes the file fail.
    for (RestrictClause &C : G.Clauses)
      if (!C.Valid && !Directive)
        for (unsigned P = C.Begin; P < C.End; ++P)
          if (R.Text[P] != '\n')
            R.Text[P] = ' ';
    if (Directive) {
      for (RestrictClause &C : G.Clauses)
        R.Clauses.push_back(C);
      continue;
    }

    unsigned GroupBegin = Toks[G.FirstTok].Begin;
    unsigned GroupEnd = Toks[G.LastTok].End;
    DiagId Misplaced = misplacedClause(Toks, G.FirstTok, G.LastTok);
    if (Misplaced != DiagId::NumDiags)
      R.Findings.push_back({GroupBegin, Misplaced, ""});
    size_t Before = G.FirstTok; // index of the token before the group
    size_t After = G.LastTok + 1;
    bool AfterMutable = Before > 0 && (Toks[Before - 1].isWord("mutable") ||
                                       isPartMacro(Toks, Before - 1, Macros,
                                                   {DeclaratorPart::Mutable}));

    // Find the declarator's parameter list: skip qualifiers back to `)`.
    size_t P = AfterMutable ? Before - 2 : Before - 1;
    while (P < Toks.size() && P > 0 &&
           (Toks[P].isWord("const") || Toks[P].isWord("volatile") ||
            Toks[P].Kind == tok::amp || Toks[P].Kind == tok::ampamp ||
            Toks[P].isWord("mutable") ||
            isPartMacro(Toks, P, Macros,
                        {DeclaratorPart::Nothing, DeclaratorPart::Qualifiers,
                         DeclaratorPart::Mutable})))
      --P;
    bool IsLambda = false;
    size_t Open = std::string::npos; // the parameter list's `(`
    if (P < Toks.size() && Toks[P].Kind == tok::r_paren) {
      Open = matchBackward(Toks, P);
      if (Open != std::string::npos && Open > 0) {
        size_t Prev = Open - 1;
        // `[]<class T>(T x)` is a lambda, `g<int>(int x)` a template-id.
        if (Toks[Prev].Kind == tok::greater) {
          size_t Less = matchAngleBackward(Toks, Prev);
          if (Less != std::string::npos && Less > 0)
            Prev = Less - 1;
        }
        IsLambda =
            Toks[Prev].Kind == tok::r_square ||
            isPartMacro(Toks, Prev, Macros, {DeclaratorPart::LambdaIntroducer});
      }
    }

    // The exception specification after the group: `throw(...)`,
    // `noexcept(...)`, macros that stand for one or for nothing. SpecEnd is
    // the index after it; HasSpec says whether anything in it is one.
    size_t SpecEnd = After;
    bool HasSpec = false;
    while (SpecEnd < Toks.size() && !Toks[SpecEnd].InDirective) {
      if (Toks[SpecEnd].isWord("noexcept") || Toks[SpecEnd].isWord("throw")) {
        HasSpec = true;
        ++SpecEnd;
        if (SpecEnd < Toks.size() && Toks[SpecEnd].Kind == tok::l_paren) {
          size_t Close = matchForward(Toks, SpecEnd);
          SpecEnd = Close == std::string::npos ? Toks.size() : Close + 1;
        }
      } else if (isPartMacro(Toks, SpecEnd, Macros,
                             {DeclaratorPart::ExceptionSpec})) {
        HasSpec = true;
        ++SpecEnd;
      } else if (isPartMacro(Toks, SpecEnd, Macros,
                             {DeclaratorPart::Nothing})) {
        ++SpecEnd;
      } else {
        break;
      }
    }
    // A function's trailing return type, possibly after an exception spec.
    bool TrailingReturn = false;
    if (!IsLambda && !AfterMutable && After < Toks.size()) {
      size_t T = skipNamesBeforeArrow(Toks, SpecEnd);
      TrailingReturn = T < Toks.size() && Toks[T].Kind == tok::arrow;
    }
    size_t NameStart = std::string::npos;
    if (TrailingReturn && Open != std::string::npos)
      NameStart = declaratorIdStart(Toks, Open);

    // An explicit instantiation (`template int g<int>(int) restrict(amp);`):
    // Clang compares only the decl-specifiers' attributes with the template's
    // target, so the clause moves right after `template`.
    size_t TemplateKw = std::string::npos;
    if (!IsLambda && !AfterMutable && Open != std::string::npos)
      TemplateKw = explicitInstantiationStart(Toks, Open);
    // Only the instantiated function's own clause: not one of a function
    // type among its template arguments or parameters
    // (`template void f<int (*)() restrict(cpu)>(...)`).
    if (TemplateKw != std::string::npos) {
      int Parens = 0, Angles = 0;
      for (size_t K = TemplateKw + 1; K < G.FirstTok; ++K) {
        Parens += Toks[K].Kind == tok::l_paren;
        Parens -= Toks[K].Kind == tok::r_paren;
        if (Parens == 0) {
          Angles += Toks[K].Kind == tok::less;
          Angles -= Toks[K].Kind == tok::greater;
          Angles -= 2 * (Toks[K].Kind == tok::greatergreater);
        }
      }
      if (Parens != 0 || Angles != 0)
        TemplateKw = std::string::npos;
    }

    int Shift = 0; // how far the group moved
    if (TemplateKw != std::string::npos) {
      unsigned SpecBegin = Toks[TemplateKw + 1].Begin;
      swapSpans(R.Text, SpecBegin, Toks[Before - 1].End, GroupBegin, GroupEnd);
      Shift = static_cast<int>(SpecBegin) - static_cast<int>(GroupBegin);
      R.Changed = true;
      After = Toks.size();
      for (RestrictClause &C : G.Clauses)
        C.ExplicitInstantiation = true;
    } else if (NameStart != std::string::npos) {
      // Function with a trailing return type: no GNU attribute is accepted
      // between the parameters and `->`, but one is at the end of the
      // decl-specifiers. `auto f(int x) restrict(amp) -> int` becomes
      // `auto restrict(amp) f(int x) -> int`, which gives the function its
      // real restriction (and overloads on restriction stay distinct).
      // The spaces around the clause are shared out so that removing the
      // clause (and the spaces before it on its line) gives back the user's
      // layout: the line break, if any, stays before `->`.
      //   "f(int x)\n    restrict(amp) -> int" -> "restrict(amp) f(int x)\n
      //   -> int"; "f(int x) restrict(amp)\n    -> int" -> "restrict(amp)
      //   f(int x)\n    -> int"; a name at the start of its line keeps it
      //   there: "\nf(int x) restrict(amp) -> int" -> "\n restrict(amp)f(int
      //   x) -> int".
      unsigned NameBegin = Toks[NameStart].Begin;
      unsigned NameEnd = Toks[Before - 1].End;
      unsigned NextBegin = Toks[G.LastTok + 1].Begin;
      llvm::StringRef Text = R.Text;
      std::string Name = Text.slice(NameBegin, NameEnd).str();
      std::string SpaceBefore = Text.slice(NameEnd, GroupBegin).str();
      std::string Clause = Text.slice(GroupBegin, GroupEnd).str();
      std::string SpaceAfter = Text.slice(GroupEnd, NextBegin).str();
      size_t LineStart = Text.rfind('\n', NameBegin);
      LineStart = LineStart == llvm::StringRef::npos ? 0 : LineStart + 1;
      bool NameStartsLine =
          Text.slice(LineStart, NameBegin).find_first_not_of(" \t") ==
          llvm::StringRef::npos;
      bool BreakAfter = SpaceAfter.find('\n') != std::string::npos;
      std::string Permuted;
      unsigned ClauseAt = NameBegin;
      if (NameStartsLine) {
        // Spaces before the clause go with it, at the start of the line.
        std::string Lead = BreakAfter ? SpaceBefore : SpaceAfter;
        Permuted =
            Lead + Clause + Name + (BreakAfter ? SpaceAfter : SpaceBefore);
        ClauseAt += Lead.size();
      } else if (BreakAfter) {
        Permuted = Clause + SpaceBefore + Name + SpaceAfter;
      } else {
        Permuted = Clause + SpaceAfter + Name + SpaceBefore;
      }
      R.Text.replace(NameBegin, NextBegin - NameBegin, Permuted);
      Shift = static_cast<int>(ClauseAt) - static_cast<int>(GroupBegin);
      R.Changed = true;
      After = Toks.size(); // nothing left to do after the group
    } else if (AfterMutable) {
      // Lambda: `mutable restrict(amp)` -> `restrict(amp) mutable`.
      const RawTok &Mut = Toks[Before - 1];
      swapSpans(R.Text, Mut.Begin, Mut.End, GroupBegin, GroupEnd);
      Shift = static_cast<int>(Mut.Begin) - static_cast<int>(GroupBegin);
      R.Changed = true;
    } else if (!IsLambda && HasSpec) {
      // Function: `restrict(amp) noexcept(...)` -> `noexcept(...) restrict`
      // (also when macros spell the specification).
      unsigned SpecBegin = Toks[After].Begin,
               SpecTextEnd = Toks[SpecEnd - 1].End;
      swapSpans(R.Text, GroupBegin, GroupEnd, SpecBegin, SpecTextEnd);
      Shift = static_cast<int>(SpecTextEnd) - static_cast<int>(GroupEnd);
      After = SpecEnd;
      R.Changed = true;
    }
    After = skipNamesBeforeArrow(Toks, After);
    bool BeforeArrow = After < Toks.size() && Toks[After].Kind == tok::arrow;
    // A function type as a template argument (`S<int (int) restrict(cpu)>`)
    // takes no GNU attribute either.
    bool EndsTemplateArgument =
        After < Toks.size() && (Toks[After].Kind == tok::greater ||
                                Toks[After].Kind == tok::greatergreater);
    for (RestrictClause C : G.Clauses) {
      C.Begin += Shift;
      C.End += Shift;
      if (!IsLambda && (BeforeArrow || EndsTemplateArgument) && C.Valid &&
          !C.IsMacro && !C.IsAttribute) {
        // A declarator the pre-pass could not take apart: the 8-letter
        // spelling records the restriction on the function type instead.
        R.Text.replace(C.Begin, 8, "__rstr__");
        R.Changed = true;
      } else if (!IsLambda && (BeforeArrow || EndsTemplateArgument) &&
                 C.Valid && C.IsMacro) {
        // A macro's use there (`(*p)() CPU_ONLY -> int`): the same
        // spelling in its place, when the name is long enough to hold it.
        std::string Spelled =
            std::string("__rstr__(") + (C.HasCpu ? "cpu" : "") +
            (C.HasCpu && C.HasAmp ? "," : "") + (C.HasAmp ? "amp" : "") + ")";
        if (Spelled.size() <= C.End - C.Begin) {
          Spelled.resize(C.End - C.Begin, ' ');
          R.Text.replace(C.Begin, Spelled.size(), Spelled);
          C.IsMacro = false;
          R.Changed = true;
        }
      }
      R.Clauses.push_back(C);
    }
  }
  blankOverloadedDestructors(Toks, Macros, R);
  blankMicrosoftAsm(Toks, Source, R);
  return R;
}

} // namespace amp2hip
