//===- DeclspecRewrite.cpp ------------------------------------------------===//
#include "Rewrite/DeclspecRewrite.h"

#include "Model/DeclspecForms.h"
#include "Model/Declspecs.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace amp2hip {

namespace {

/// The class key right after an attribute (`__declspec(align(16)) struct
/// S {`), after which GCC applies an attribute to the type.
std::optional<Token> classKeyAfter(SourceLocation AttrEnd,
                                   const SourceManager &SM,
                                   const LangOptions &LO) {
  std::optional<Token> Next = Lexer::findNextToken(AttrEnd, SM, LO);
  if (!Next || Next->isNot(tok::raw_identifier))
    return std::nullopt;
  llvm::StringRef Word = Next->getRawIdentifier();
  if (Word != "struct" && Word != "class" && Word != "union")
    return std::nullopt;
  return Next;
}

} // namespace

void DeclspecRewrite::run(const AmpModel &Model, RewriteContext &RC) {
  const SourceManager &SM = RC.Out.sourceManager();
  const LangOptions &LO = RC.Out.langOpts();
  for (const DeclspecUse &U : findDeclspecs(SM, LO, Model)) {
    std::optional<std::string> Text = portableDeclspec(U.Name, U.Arg);
    if (!Text)
      continue; // property (PropertyRewrite), or AH1303.
    CharSourceRange Whole = CharSourceRange::getCharRange(U.Begin, U.End);
    std::string What = "__declspec(" + U.Name + ")";
    std::optional<Token> Key = classKeyAfter(U.End, SM, LO);
    if (Text->empty()) {
      RC.require(RC.Out.removeWithLeadingSpace(Whole), U.Begin, What);
    } else if (Key && (U.Name == "align" || U.Name == "deprecated")) {
      // Before the class key GCC ignores a type attribute; after it, it
      // applies to the class, as MSVC applied the __declspec.
      RC.require(
          RC.Out.replace(
              CharSourceRange::getCharRange(U.Begin, Key->getLocation()), "") &&
              RC.Out.insertBefore(Key->getEndLoc(), " " + *Text),
          U.Begin, What);
    } else {
      RC.require(RC.Out.replace(Whole, *Text), U.Begin, What);
    }
  }
}

} // namespace amp2hip
