//===- VisualCppFormats.cpp -----------------------------------------------===//
#include "Model/VisualCppFormats.h"

#include "Model/AmpModel.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringSwitch.h"

using namespace clang;

namespace amp2hip {

namespace {

bool isIntegerConversion(char C) {
  return llvm::StringRef("diouxX").contains(C);
}

/// The format argument's position for Visual C++'s wide printf functions
/// (-1 for other functions). swprintf's is the third, as in ISO C; the
/// second is tried too, for Visual C++'s old two-argument form.
int wideFormatIndex(llvm::StringRef Name) {
  return llvm::StringSwitch<int>(Name)
      .Cases("wprintf", "vwprintf", 0)
      .Cases("fwprintf", "vfwprintf", 1)
      .Cases("swprintf", "vswprintf", "_snwprintf", "_vsnwprintf", 2)
      .Default(-1);
}

class Finder : public RecursiveASTVisitor<Finder> {
public:
  Finder(ASTContext &Ctx, AmpModel &Model)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), Model(Model) {}

  bool shouldVisitTemplateInstantiations() const { return false; }

  bool VisitCallExpr(CallExpr *Call) {
    const FunctionDecl *FD = Call->getDirectCallee();
    if (!FD || !FD->getIdentifier() ||
        !SM.isInSystemHeader(SM.getExpansionLoc(FD->getLocation())))
      return true;
    int Index = wideFormatIndex(FD->getName());
    if (Index < 0)
      return true;
    for (int I : {Index, Index - 1}) {
      if (I < 0 || unsigned(I) >= Call->getNumArgs())
        continue;
      if (const auto *SL = dyn_cast<StringLiteral>(
              Call->getArg(I)->IgnoreParenImpCasts()))
        if (SL->isWide()) {
          WideFormats.insert(SL);
          break;
        }
    }
    return true;
  }

  bool VisitStringLiteral(StringLiteral *SL) {
    bool Wide = WideFormats.count(SL);
    const LangOptions &LO = Ctx.getLangOpts();
    for (unsigned I = 0; I < SL->getNumConcatenated(); ++I) {
      SourceLocation Tok = SM.getSpellingLoc(SL->getStrTokenLoc(I));
      if (Tok.isInvalid() || !Model.InProject(SM.getFileID(Tok)) ||
          !Seen.insert(Tok.getRawEncoding()).second)
        continue;
      unsigned Length = Lexer::MeasureTokenLength(Tok, SM, LO);
      llvm::StringRef Text(SM.getCharacterData(Tok), Length);
      for (const FormatTextFix &F : visualCppConversions(Text, Wide)) {
        SourceLocation At = Tok.getLocWithOffset(F.Offset);
        Model.Msvc.FormatFixes.push_back(
            {CharSourceRange::getCharRange(At, At.getLocWithOffset(F.Length)),
             F.Written, F.Iso});
      }
    }
    return true;
  }

private:
  ASTContext &Ctx;
  const SourceManager &SM;
  AmpModel &Model;
  llvm::DenseSet<const StringLiteral *> WideFormats;
  llvm::DenseSet<unsigned> Seen;
};

} // namespace

std::vector<FormatTextFix> visualCppConversions(llvm::StringRef Text,
                                                bool WideFunction) {
  std::vector<FormatTextFix> Out;
  // Only the quoted part: a raw string's delimiters or a prefix hold none.
  size_t Quote = Text.find('"');
  if (Quote == llvm::StringRef::npos || Text.take_front(Quote).contains('R'))
    return Out;
  for (size_t I = Quote + 1; I < Text.size(); ++I) {
    if (Text[I] == '\\') {
      ++I;
      continue;
    }
    if (Text[I] != '%')
      continue;
    size_t J = I + 1;
    if (J < Text.size() && Text[J] == '%') {
      I = J;
      continue;
    }
    while (J < Text.size() && llvm::StringRef("-+ #0'").contains(Text[J]))
      ++J;
    auto Digits = [&] {
      if (J < Text.size() && Text[J] == '*')
        ++J;
      else
        while (J < Text.size() && isDigit(Text[J]))
          ++J;
    };
    Digits();
    if (J < Text.size() && Text[J] == '.') {
      ++J;
      Digits();
    }
    size_t LengthAt = J;
    llvm::StringRef Rest = Text.substr(J);
    llvm::StringRef Modifier;
    for (llvm::StringRef M : {"I64", "I32", "hh", "ll", "h", "l", "L", "j",
                              "z", "t", "I", "w"})
      if (Rest.starts_with(M)) {
        Modifier = M;
        break;
      }
    J += Modifier.size();
    if (J >= Text.size())
      break;
    char C = Text[J];
    std::string Iso;
    if (Modifier == "w" && llvm::StringRef("sScC").contains(C))
      Iso = std::string("l") + char(toLowercase(C));
    else if (Modifier == "I64" && isIntegerConversion(C))
      Iso = std::string("ll") + C;
    else if (Modifier == "I32" && isIntegerConversion(C))
      Iso = std::string(1, C);
    else if (Modifier == "I" && isIntegerConversion(C))
      Iso = std::string("z") + C;
    else if (WideFunction && Modifier.empty() && (C == 's' || C == 'c'))
      Iso = std::string("l") + C;
    else if (WideFunction && Modifier.empty() && (C == 'S' || C == 'C'))
      Iso = std::string(1, char(toLowercase(C)));
    else if (WideFunction && Modifier == "h" && (C == 's' || C == 'c'))
      Iso = std::string(1, C);
    if (!Iso.empty())
      Out.push_back({unsigned(LengthAt), unsigned(J + 1 - LengthAt),
                     "%" + (Modifier + llvm::Twine(C)).str(), Iso});
    I = J;
  }
  return Out;
}

void buildVisualCppFormats(ASTContext &Ctx, AmpModel &Model) {
  if (Model.View == CompilerViewKind::VisualCpp)
    Finder(Ctx, Model).TraverseAST(Ctx);
}

} // namespace amp2hip
