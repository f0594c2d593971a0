//===- PropertyRewrite.cpp ------------------------------------------------===//
#include "Rewrite/PropertyRewrite.h"

#include "clang/Lex/Lexer.h"
#include <algorithm>
#include <map>

using namespace clang;

namespace amp2hip {

namespace {

/// The names the lambda form gives the object, the indices and the old
/// value (reserved-looking, so that they do not meet the program's).
constexpr const char *ObjectName = "amp2hip_obj";
constexpr const char *IndexName = "amp2hip_i";
constexpr const char *OldName = "amp2hip_old";

/// Maps the tokens of one use to the text its edits go into: the file, or,
/// when the property's name is written in a macro definition, that
/// definition (macro arguments then count where their parameter is).
class Place {
public:
  Place(const SourceManager &SM, const LangOptions &LO, bool InBody)
      : SM(SM), LO(LO), InBody(InBody) {}

  /// Whether the token at \p L is written in a macro definition.
  static bool inBody(const SourceManager &SM, SourceLocation L) {
    return L.isMacroID() && !SM.isMacroArgExpansion(L);
  }

  /// Where the token at \p L starts.
  SourceLocation begin(SourceLocation L) const {
    return InBody ? body(L) : SM.getFileLoc(L);
  }
  /// Just after the token at \p L.
  SourceLocation end(SourceLocation L) const {
    if (InBody) {
      L = body(L);
    } else {
      while (L.isMacroID())
        L = SM.isMacroArgExpansion(L)
                ? SM.getImmediateSpellingLoc(L)
                : SM.getImmediateExpansionRange(L).getEnd();
    }
    return Lexer::getLocForEndOfToken(L, 0, SM, LO);
  }

  /// True when \p Locs all lie in one file and (inside a macro definition)
  /// within one definition.
  bool together(llvm::ArrayRef<SourceLocation> Locs) const {
    if (Locs.empty())
      return true;
    FileID F = SM.getFileID(Locs.front());
    unsigned Min = ~0u, Max = 0;
    for (SourceLocation L : Locs) {
      if (L.isInvalid() || !L.isFileID() || SM.getFileID(L) != F)
        return false;
      Min = std::min(Min, SM.getFileOffset(L));
      Max = std::max(Max, SM.getFileOffset(L));
    }
    if (!InBody)
      return true;
    llvm::StringRef Text = SM.getBufferData(F).slice(Min, Max);
    for (size_t I = Text.find('\n'); I != llvm::StringRef::npos;
         I = Text.find('\n', I + 1)) {
      size_t J = I;
      if (J > 0 && Text[J - 1] == '\r')
        --J;
      if (J == 0 || Text[J - 1] != '\\')
        return false;
    }
    return true;
  }

private:
  SourceLocation body(SourceLocation L) const {
    while (L.isMacroID())
      L = SM.isMacroArgExpansion(L) ? SM.getImmediateExpansionRange(L).getBegin()
                                    : SM.getImmediateSpellingLoc(L);
    return L;
  }

  const SourceManager &SM;
  const LangOptions &LO;
  bool InBody;
};

/// Text inserted where a use starts (the lambda form's capture list) or
/// ends (closing parentheses). Insertions at one place are merged: the ends
/// of inner uses close first, outer uses open first.
struct Insertion {
  SourceLocation At;
  unsigned Depth;
  bool Opens;
  std::string Text;
  const PropertyUse *Use = nullptr;
};

/// The edits of one use, made only when all of them are possible.
struct Plan {
  std::vector<std::pair<CharSourceRange, std::string>> Replacements;
  std::vector<Insertion> Insertions;
  std::vector<SourceLocation> Places; ///< Every location edited.

  void replace(SourceLocation B, SourceLocation E, std::string Text) {
    Places.push_back(B);
    Places.push_back(E);
    Replacements.push_back({CharSourceRange::getCharRange(B, E), Text});
  }
};

class UseWriter {
public:
  UseWriter(const PropertyUse &U, RewriteContext &RC)
      : U(U), RC(RC), SM(RC.Out.sourceManager()), LO(RC.Out.langOpts()),
        P(SM, LO, Place::inBody(SM, U.Ref->getMemberLoc())) {}

  /// Plans the edits; false when the text has no single place for them.
  bool plan(Plan &Out) {
    const MSPropertyDecl *D = U.Property;
    if (D->getGetterId())
      Get = D->getGetterId()->getName().str();
    if (D->getSetterId())
      Set = D->getSetterId()->getName().str();
    SourceLocation Name = U.Ref->getMemberLoc();
    NB = P.begin(Name);
    NE = P.end(Name);
    for (size_t K = 0; K < U.Indices.size(); ++K) {
      IdxB.push_back(P.begin(U.Indices[K]->getBeginLoc()));
      IdxE.push_back(P.end(U.Indices[K]->getEndLoc()));
      RB.push_back(P.begin(U.RBrackets[K]));
      RE.push_back(P.end(U.RBrackets[K]));
    }
    if (U.Value) {
      VB = P.begin(U.Value->getBeginLoc());
      VE = P.end(U.Value->getEndLoc());
    }
    End = P.end(U.Use->getEndLoc());
    if (U.Object) {
      OB = P.begin(U.Object->getBeginLoc());
      OE = P.end(U.Object->getEndLoc());
    }
    Plan &Pl = Out;
    // Parentheses around an assigned property: the call needs none.
    if (U.Access != PropertyAccess::Get)
      for (SourceLocation L : U.LParens)
        Pl.replace(P.begin(L), P.end(L), "");
    if ((U.Access == PropertyAccess::Increment ||
         U.Access == PropertyAccess::Decrement) &&
        U.Prefix)
      Pl.replace(P.begin(U.OperatorLoc), P.end(U.OperatorLoc), "");

    switch (U.Access) {
    case PropertyAccess::Get:
      if (U.Indices.empty()) {
        Pl.replace(NB, NE, Get + "()");
      } else {
        Pl.replace(NB, IdxB[0], Get + "(");
        separators(Pl, ", ");
        Pl.replace(RB.back(), RE.back(), ")");
      }
      break;
    case PropertyAccess::Set:
      if (U.Indices.empty()) {
        Pl.replace(NB, VB, Set + "(");
      } else {
        Pl.replace(NB, IdxB[0], Set + "(");
        separators(Pl, ", ");
        Pl.replace(RB.back(), VB, ", ");
      }
      Pl.Places.push_back(VE);
      Pl.Insertions.push_back({VE, U.Depth, false, ")"});
      break;
    case PropertyAccess::Compound:
    case PropertyAccess::Increment:
    case PropertyAccess::Decrement:
      if (inlineForm())
        planInline(Pl);
      else
        planLambda(Pl);
      break;
    }
    return P.together(Pl.Places) && inOrder(Pl);
  }

private:
  bool isIncDec() const { return U.Access != PropertyAccess::Compound; }
  std::string delta() const {
    return U.Access == PropertyAccess::Increment ? " + 1" : " - 1";
  }
  std::string op() const {
    return BinaryOperator::getOpcodeStr(U.Op).str();
  }
  /// The object and indices may be written again, and a postfix increment
  /// whose value is used needs the old value kept.
  bool inlineForm() const {
    return U.Repeatable && !(isIncDec() && !U.Prefix && U.ValueUsed);
  }

  /// `][` between two indices becomes \p Sep (K >= 1: before index K).
  void separators(Plan &Pl, llvm::StringRef Sep) {
    for (size_t K = 1; K < U.Indices.size(); ++K)
      Pl.replace(RB[K - 1], IdxB[K], Sep.str());
  }

  std::string text(SourceLocation B, SourceLocation E) const {
    return RC.Out.rewrittenText(CharSourceRange::getCharRange(B, E));
  }

  /// a.set_p(a.get_p() + (e)), a.set_p(i, a.get_p(i) - 1), ...
  void planInline(Plan &Pl) {
    std::string Obj;
    if (U.Object)
      Obj = text(OB, OE) + (U.Ref->isArrow() ? "->" : ".");
    std::string Args;
    for (size_t K = 0; K < U.Indices.size(); ++K)
      Args += (K ? ", " : "") + text(IdxB[K], IdxE[K]);
    std::string GetCall = Obj + Get + "(" + Args + ")";
    bool Compound = U.Access == PropertyAccess::Compound;
    std::string Tail =
        Compound ? GetCall + " " + op() + " (" : GetCall + delta() + ")";
    SourceLocation Stop = Compound ? VB : End;
    if (U.Indices.empty()) {
      Pl.replace(NB, Stop, Set + "(" + Tail);
    } else {
      Pl.replace(NB, IdxB[0], Set + "(");
      separators(Pl, ", ");
      Pl.replace(RB.back(), Stop, ", " + Tail);
    }
    if (Compound) {
      Pl.Places.push_back(VE);
      Pl.Insertions.push_back({VE, U.Depth, false, "))"});
    }
  }

  /// [&, &amp2hip_obj = OBJECT, amp2hip_i0 = INDEX]() { ... }()
  void planLambda(Plan &Pl) {
    std::string Default = U.InFunction ? "&" : "this";
    std::string Obj, Args;
    for (size_t K = 0; K < U.Indices.size(); ++K)
      Args += (K ? ", " : "") + std::string(IndexName) + std::to_string(K);
    SourceLocation AfterObject;
    if (U.Object) {
      Obj = std::string(ObjectName) + (U.Ref->isArrow() ? "->" : ".");
      bool ByRef = !U.Ref->isArrow() && U.Object->isLValue();
      std::string Open = "[" + (U.InFunction ? Default + ", " : "") +
                         (ByRef ? "&" : "") + ObjectName + " = ";
      Pl.Places.push_back(OB);
      Pl.Insertions.push_back({OB, U.Depth, true, Open});
      AfterObject = OE;
    }
    bool Compound = U.Access == PropertyAccess::Compound;
    std::string SetArgs = Args.empty() ? "" : Args + ", ";
    std::string GetCall = Obj + Get + "(" + Args + ")";
    std::string Body;
    if (Compound)
      Body = "{ return " + Obj + Set + "(" + SetArgs + GetCall + " " + op() +
             " (";
    else if (!U.Prefix && U.ValueUsed)
      Body = "{ auto " + std::string(OldName) + " = " + GetCall + "; " + Obj +
             Set + "(" + SetArgs + OldName + delta() + "); return " + OldName +
             "; }()";
    else
      Body = "{ return " + Obj + Set + "(" + SetArgs + GetCall + delta() +
             "); }()";
    SourceLocation Stop = Compound ? VB : End;
    std::string After = "]() " + Body;
    if (U.Indices.empty()) {
      if (U.Object)
        Pl.replace(AfterObject, Stop, After);
      else
        Pl.replace(NB, Stop, "[" + Default + "]() " + Body);
    } else {
      std::string First = std::string(IndexName) + "0 = ";
      if (U.Object)
        Pl.replace(AfterObject, IdxB[0], ", " + First);
      else
        Pl.replace(NB, IdxB[0], "[" + Default + ", " + First);
      for (size_t K = 1; K < U.Indices.size(); ++K)
        Pl.replace(RB[K - 1], IdxB[K],
                   ", " + std::string(IndexName) + std::to_string(K) + " = ");
      Pl.replace(RB.back(), Stop, After);
    }
    if (Compound) {
      Pl.Places.push_back(VE);
      Pl.Insertions.push_back({VE, U.Depth, false, ")); }()"});
    }
  }

  /// Each replaced range runs forward, and ranges do not overlap.
  bool inOrder(const Plan &Pl) const {
    std::vector<std::pair<unsigned, unsigned>> Spans;
    for (const auto &[R, T] : Pl.Replacements) {
      if (!R.getBegin().isFileID() || !R.getEnd().isFileID())
        return false;
      unsigned B = SM.getFileOffset(R.getBegin()),
               E = SM.getFileOffset(R.getEnd());
      if (B > E)
        return false;
      Spans.push_back({B, E});
    }
    llvm::sort(Spans);
    for (size_t I = 1; I < Spans.size(); ++I)
      if (Spans[I].first < Spans[I - 1].second)
        return false;
    return true;
  }

  const PropertyUse &U;
  RewriteContext &RC;
  const SourceManager &SM;
  const LangOptions &LO;
  Place P;
  std::string Get, Set;
  SourceLocation NB, NE, VB, VE, OB, OE, End;
  std::vector<SourceLocation> IdxB, IdxE, RB, RE;
};

/// The end of a declaration: just after the ';' that follows \p From (a
/// file location), skipping bracketed text (`int p[];`).
SourceLocation afterSemicolon(const SourceManager &SM, const LangOptions &LO,
                              SourceLocation From) {
  FileID F = SM.getFileID(From);
  llvm::StringRef Buf = SM.getBufferData(F);
  Lexer Raw(SM.getLocForStartOfFile(F), LO, Buf.begin(),
            Buf.begin() + SM.getFileOffset(From), Buf.end());
  Token T;
  int Depth = 0;
  while (!Raw.LexFromRawLexer(T) || T.isNot(tok::eof)) {
    if (T.isOneOf(tok::l_paren, tok::l_square, tok::l_brace))
      ++Depth;
    else if (T.isOneOf(tok::r_paren, tok::r_square, tok::r_brace))
      --Depth;
    else if (T.is(tok::semi) && Depth <= 0)
      return T.getEndLoc();
    if (Depth < 0)
      break;
  }
  return {};
}

} // namespace

void PropertyRewrite::run(const AmpModel &Model, RewriteContext &RC) {
  const PropertyModel &PM = Model.Properties;
  const SourceManager &SM = RC.Out.sourceManager();
  const LangOptions &LO = RC.Out.langOpts();

  std::vector<Plan> Plans;
  std::vector<const PropertyUse *> Planned;
  for (const PropertyUse &U : PM.Uses) {
    Plan Pl;
    if (!UseWriter(U, RC).plan(Pl)) {
      RC.Diags.report(U.Ref->getMemberLoc(), DiagId::PropertyNotRewritable)
          << U.Property->getName();
      continue;
    }
    for (Insertion &I : Pl.Insertions)
      I.Use = &U;
    Plans.push_back(std::move(Pl));
    Planned.push_back(&U);
  }

  // Insertions at one place, merged: closings (inner first), then openings
  // (outer first).
  std::map<std::pair<FileID, unsigned>, std::vector<const Insertion *>> At;
  for (const Plan &Pl : Plans)
    for (const Insertion &I : Pl.Insertions)
      At[{SM.getFileID(I.At), SM.getFileOffset(I.At)}].push_back(&I);

  for (size_t K = 0; K < Plans.size(); ++K) {
    const PropertyUse &U = *Planned[K];
    bool Ok = true;
    for (const auto &[Range, Text] : Plans[K].Replacements)
      Ok = RC.Out.replace(Range, Text) && Ok;
    if (!Ok)
      RC.Diags.report(U.Ref->getMemberLoc(), DiagId::PropertyNotRewritable)
          << U.Property->getName();
    else
      ++RC.Out.counts()[U.Access == PropertyAccess::Get ? "property get"
                                                          : "property put"];
  }
  for (auto &[Key, List] : At) {
    std::stable_sort(List.begin(), List.end(),
                     [](const Insertion *A, const Insertion *B) {
                       if (A->Opens != B->Opens)
                         return !A->Opens;
                       return A->Opens ? A->Depth < B->Depth
                                       : A->Depth > B->Depth;
                     });
    std::string Text;
    for (const Insertion *I : List)
      Text += I->Text;
    if (!RC.Out.insertBefore(List.front()->At, Text))
      RC.Diags.report(List.front()->Use->Ref->getMemberLoc(),
                      DiagId::PropertyNotRewritable)
          << List.front()->Use->Property->getName();
  }

  // The program's own declarations: nothing names them any more. A
  // declaration written in a macro definition is removed there (with the
  // definition's ';' when it has one).
  std::map<std::pair<FileID, unsigned>, bool> Removed;
  for (const MSPropertyDecl *D : PM.Declarations) {
    CharSourceRange Range;
    for (bool InBody : {true, false}) {
      if (InBody && !Place::inBody(SM, D->getBeginLoc()))
        continue;
      Place P(SM, LO, InBody);
      SourceLocation B = P.begin(D->getBeginLoc());
      SourceLocation E = P.end(D->getEndLoc());
      if (!P.together({B, E}) ||
          SM.getFileOffset(B) > SM.getFileOffset(E))
        continue;
      SourceLocation Semi = afterSemicolon(SM, LO, E);
      if (Semi.isValid() && P.together({B, Semi}))
        E = Semi;
      else if (!InBody)
        continue;
      Range = CharSourceRange::getCharRange(B, E);
      break;
    }
    if (Range.isValid() &&
        !Removed.insert({{SM.getFileID(Range.getBegin()),
                          SM.getFileOffset(Range.getBegin())},
                         true})
             .second)
      continue; // another declarator of the same declaration
    if (Range.isValid() && RC.Out.removeWithLeadingSpace(Range))
      ++RC.Out.counts()["property declaration"];
    else
      RC.Diags.report(D->getLocation(), DiagId::PropertyNotRewritable)
          << D->getName();
  }
}

} // namespace amp2hip
