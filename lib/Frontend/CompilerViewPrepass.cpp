//===- CompilerViewPrepass.cpp --------------------------------------------===//
#include "Frontend/CompilerViewPrepass.h"

#include "Frontend/RawTokens.h"
#include "Model/VisualCppView.h"
#include "clang/Basic/LangOptions.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/StringSwitch.h"

using namespace clang;

namespace amp2hip {

namespace {

// A line of the view: its tokens, from the pre-passes' shared lexer.
using DirectiveToken = RawToken;

/// The tokens of \p Text where the view applies, as lines: a conditional
/// (its directive's name first), or a line of code or of a #define's body
/// (with an empty first token). Comments, string literals, #include,
/// #pragma, #error and the name a #define or #undef names are left out.
std::vector<std::vector<DirectiveToken>> viewLines(llvm::StringRef Text) {
  std::vector<std::vector<DirectiveToken>> Out;
  enum { Code, Conditional, Define, Skip } State = Code;
  bool AfterHash = false;
  unsigned InDirective = 0; // Tokens since the directive's name.
  for (const DirectiveToken &D : lexRawTokens(Text)) {
    unsigned Offset = D.Begin;
    if (D.AtLineStart) {
      AfterHash = D.is(tok::hash);
      State = Code;
      Out.push_back({DirectiveToken{tok::unknown, Offset, Offset, ""}});
      if (AfterHash)
        continue;
    }
    if (AfterHash) {
      AfterHash = false;
      InDirective = 0;
      llvm::StringRef Name = D.Kind == tok::raw_identifier ? D.Text : "";
      State = llvm::StringSwitch<decltype(State)>(Name)
                  .Cases("if", "ifdef", "ifndef", "elif", "elifdef", "elifndef",
                         Conditional)
                  .Cases("define", "undef", Define)
                  .Default(Skip);
      if (State == Conditional)
        Out.back() = {D};
      continue;
    }
    ++InDirective;
    if (State == Skip || (State == Define && InDirective == 1))
      continue;
    if (Out.empty())
      Out.push_back({DirectiveToken{tok::unknown, Offset, Offset, ""}});
    Out.back().push_back(D);
  }
  return Out;
}

struct ViewEdit {
  unsigned Offset, Length;
  std::string Parse;    ///< What the parse reads (no longer than Length).
  std::string Original; ///< For the output's comment.
};

void collectEdits(CompilerViewKind View, const std::vector<DirectiveToken> &D,
                  std::vector<ViewEdit> &Edits) {
  llvm::StringRef Name = D[0].Text;
  if (Name.empty()) {
    // Code and #define bodies: the macros Visual C++ defines get their
    // value (`#define VERSION _MSC_VER`); the others are left alone.
    for (size_t I = 1; I < D.size(); ++I)
      if (D[I].Kind == tok::raw_identifier)
        if (const ViewMacro *M = findViewMacro(View, D[I].Text);
            M && M->Defined)
          Edits.push_back({D[I].Begin, unsigned(D[I].Text.size()),
                           M->Value.str(), M->Name.str()});
    return;
  }
  auto Macro = [&](size_t I) -> const ViewMacro * {
    return I < D.size() && D[I].Kind == tok::raw_identifier
               ? findViewMacro(View, D[I].Text)
               : nullptr;
  };
  if (Name.ends_with("def")) { // ifdef, ifndef, elifdef, elifndef
    const ViewMacro *M = Macro(1);
    if (!M || D.size() != 2)
      return;
    bool Taken = M->Defined != Name.ends_with("ndef");
    std::string Word = Name.starts_with("elif") ? "elif" : "if";
    Edits.push_back({D[0].Begin, D[1].End - D[0].Begin,
                     Word + (Taken ? " 1" : " 0"),
                     (Name + " " + M->Name).str()});
    return;
  }
  for (size_t I = 1; I < D.size(); ++I) {
    if (D[I].Kind == tok::raw_identifier && D[I].Text == "defined") {
      bool Paren = I + 1 < D.size() && D[I + 1].Kind == tok::l_paren;
      size_t At = I + (Paren ? 2 : 1);
      const ViewMacro *M = Macro(At);
      if (!M ||
          (Paren && (At + 1 >= D.size() || D[At + 1].Kind != tok::r_paren)))
        continue;
      size_t Last = Paren ? At + 1 : At;
      Edits.push_back({D[I].Begin, D[Last].End - D[I].Begin,
                       M->Defined ? "1" : "0",
                       ("defined(" + M->Name + ")").str()});
      I = Last;
      continue;
    }
    if (const ViewMacro *M = Macro(I))
      Edits.push_back({D[I].Begin, unsigned(D[I].Text.size()),
                       M->Defined ? M->Value.str() : "0", M->Name.str()});
  }
}

} // namespace

void applyCompilerView(CompilerViewKind View, llvm::StringRef Source,
                       DialectPrepassResult &R) {
  // Every name a view fixes has one of these in it.
  if (View == CompilerViewKind::Gnu)
    return;
  if (Source.find("_MSC_") == llvm::StringRef::npos &&
      Source.find("__HCC") == llvm::StringRef::npos &&
      Source.find("__KALMAR") == llvm::StringRef::npos &&
      Source.find("_MSVC_") == llvm::StringRef::npos &&
      Source.find("__GNU") == llvm::StringRef::npos &&
      Source.find("__clang") == llvm::StringRef::npos &&
      Source.find("__llvm__") == llvm::StringRef::npos &&
      Source.find("_M_") == llvm::StringRef::npos &&
      Source.find("_CPP") == llvm::StringRef::npos &&
      Source.find("WCHAR_T_") == llvm::StringRef::npos &&
      Source.find("_INTEGRAL_") == llvm::StringRef::npos &&
      Source.find("_MT") == llvm::StringRef::npos &&
      Source.find("_DLL") == llvm::StringRef::npos)
    return;
  const std::string Before = R.Changed ? R.Text : Source.str();
  std::vector<ViewEdit> Edits;
  for (const auto &D : viewLines(Before))
    collectEdits(View, D, Edits);
  if (Edits.empty())
    return;
  std::string Text = Before;
  size_t Applied = R.Edits.size();
  for (const ViewEdit &E : Edits) {
    llvm::StringRef Span(Before.data() + E.Offset, E.Length);
    // A name split over an escaped newline keeps its original reading.
    if (Span.contains('\n') || E.Parse.size() > E.Length)
      continue;
    for (unsigned I = 0; I < E.Length; ++I)
      Text[E.Offset + I] = I < E.Parse.size() ? E.Parse[I] : ' ';
    R.Edits.push_back(
        {E.Offset, E.Length,
         E.Parse + " /* amp2hip, " + viewCompilerName(View).str() + ": " +
             E.Original + " */"});
  }
  if (R.Edits.size() == Applied)
    return;
  R.Text = std::move(Text);
  R.Changed = true;
}

} // namespace amp2hip
