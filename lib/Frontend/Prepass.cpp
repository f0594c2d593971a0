//===- Prepass.cpp --------------------------------------------------------===//
#include "Frontend/Prepass.h"

#include "clang/Basic/LangOptions.h"
#include "clang/Basic/SourceLocation.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace amp2hip {

namespace {

struct RawTok {
  tok::TokenKind Kind;
  unsigned Begin, End;
  bool InDirective;
  llvm::StringRef Text;
};

std::vector<RawTok> lexAll(llvm::StringRef Source) {
  LangOptions LO;
  LO.CPlusPlus = LO.CPlusPlus11 = LO.CPlusPlus14 = LO.CPlusPlus17 = true;
  LO.CPlusPlus20 = true;
  Lexer L(SourceLocation::getFromRawEncoding(1), LO, Source.begin(),
          Source.begin(), Source.end());
  std::vector<RawTok> Toks;
  bool InDirective = false;
  Token T;
  while (true) {
    L.LexFromRawLexer(T);
    if (T.is(tok::eof))
      break;
    unsigned Begin = T.getLocation().getRawEncoding() - 1;
    if (T.isAtStartOfLine())
      InDirective = T.is(tok::hash);
    RawTok R{T.getKind(), Begin, Begin + T.getLength(), InDirective,
             Source.substr(Begin, T.getLength())};
    Toks.push_back(R);
  }
  return Toks;
}

bool isIdent(const RawTok &T, llvm::StringRef Name) {
  return T.Kind == tok::raw_identifier && T.Text == Name;
}

/// Index of the token that closes the bracket opened at \p Open, or npos.
size_t matchForward(const std::vector<RawTok> &Toks, size_t Open) {
  tok::TokenKind O = Toks[Open].Kind;
  tok::TokenKind C = O == tok::l_paren ? tok::r_paren : tok::r_square;
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

} // namespace

bool mayContainRestrict(llvm::StringRef Source) {
  return Source.contains("restrict");
}

PrepassResult runPrepass(llvm::StringRef Source) {
  PrepassResult R;
  R.Text = Source.str();
  if (!mayContainRestrict(Source))
    return R;
  std::vector<RawTok> Toks = lexAll(Source);

  // A group is one or more adjacent clauses: restrict(cpu) restrict(amp).
  struct Group {
    size_t FirstTok, LastTok; // `restrict` of the first, `)` of the last.
    std::vector<RestrictClause> Clauses;
  };
  std::vector<Group> Groups;
  for (size_t I = 0; I + 1 < Toks.size(); ++I) {
    if (!isIdent(Toks[I], "restrict") || Toks[I + 1].Kind != tok::l_paren)
      continue;
    size_t Close = matchForward(Toks, I + 1);
    if (Close == std::string::npos)
      break;
    RestrictClause C;
    C.Begin = Toks[I].Begin;
    C.End = Toks[Close].End;
    C.InDirective = Toks[I].InDirective;
    bool Any = false;
    for (size_t J = I + 2; J < Close; ++J) {
      if (Toks[J].Kind == tok::comma)
        continue;
      Any = true;
      if (isIdent(Toks[J], "cpu"))
        C.HasCpu = true;
      else if (isIdent(Toks[J], "amp"))
        C.HasAmp = true;
      else if (!C.InDirective) {
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
    size_t Before = G.FirstTok; // index of the token before the group
    size_t After = G.LastTok + 1;
    bool AfterMutable = Before > 0 && isIdent(Toks[Before - 1], "mutable");

    // Find the declarator's parameter list: skip qualifiers back to `)`.
    size_t P = AfterMutable ? Before - 2 : Before - 1;
    while (P < Toks.size() && P > 0 &&
           (isIdent(Toks[P], "const") || isIdent(Toks[P], "volatile") ||
            Toks[P].Kind == tok::amp || Toks[P].Kind == tok::ampamp ||
            isIdent(Toks[P], "mutable")))
      --P;
    bool IsLambda = false;
    if (P < Toks.size() && Toks[P].Kind == tok::r_paren) {
      size_t Open = matchBackward(Toks, P);
      if (Open != std::string::npos && Open > 0)
        IsLambda = Toks[Open - 1].Kind == tok::r_square ||
                   Toks[Open - 1].Kind == tok::greater;
    }

    int Shift = 0; // how far the group moved
    if (AfterMutable) {
      // Lambda: `mutable restrict(amp)` -> `restrict(amp) mutable`.
      const RawTok &Mut = Toks[Before - 1];
      swapSpans(R.Text, Mut.Begin, Mut.End, GroupBegin, GroupEnd);
      Shift = static_cast<int>(Mut.Begin) - static_cast<int>(GroupBegin);
      R.Changed = true;
    } else if (!IsLambda && After < Toks.size() &&
               (isIdent(Toks[After], "noexcept") ||
                isIdent(Toks[After], "throw"))) {
      // Function: `restrict(amp) noexcept(...)` -> `noexcept(...) restrict`.
      size_t SpecLast = After;
      if (After + 1 < Toks.size() && Toks[After + 1].Kind == tok::l_paren) {
        size_t Close = matchForward(Toks, After + 1);
        if (Close != std::string::npos)
          SpecLast = Close;
      }
      unsigned SpecBegin = Toks[After].Begin, SpecEnd = Toks[SpecLast].End;
      swapSpans(R.Text, GroupBegin, GroupEnd, SpecBegin, SpecEnd);
      Shift = static_cast<int>(SpecEnd) - static_cast<int>(GroupEnd);
      After = SpecLast + 1;
      R.Changed = true;
    }
    bool BeforeArrow = After < Toks.size() && Toks[After].Kind == tok::arrow;
    for (RestrictClause C : G.Clauses) {
      C.Begin += Shift;
      C.End += Shift;
      if (!IsLambda && BeforeArrow && C.Valid) {
        // No GNU attribute is accepted before a trailing return type; the
        // 8-letter spelling records the restriction on the function type.
        R.Text.replace(C.Begin, 8, "__rstr__");
        R.Changed = true;
      }
      R.Clauses.push_back(C);
    }
  }
  return R;
}

} // namespace amp2hip
