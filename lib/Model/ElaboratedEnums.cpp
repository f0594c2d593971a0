//===- ElaboratedEnums.cpp ------------------------------------------------===//
#include "Model/ElaboratedEnums.h"

#include "Model/AmpModel.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/DenseSet.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace amp2hip {

namespace {

class Finder : public RecursiveASTVisitor<Finder> {
public:
  Finder(ASTContext &Ctx, AmpModel &Model)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), Model(Model) {}

  bool shouldVisitTemplateInstantiations() const { return false; }

  bool VisitElaboratedTypeLoc(ElaboratedTypeLoc TL) {
    // Clang records MSVC's `enum class X` with the keyword it saw second.
    if (!isa<EnumType>(TL.getNamedTypeLoc().getType().getCanonicalType()))
      return true;
    SourceLocation Key = TL.getElaboratedKeywordLoc();
    if (Key.isInvalid() || Key.isMacroID() ||
        !Model.InProject(SM.getFileID(Key)))
      return true;
    const LangOptions &LO = Ctx.getLangOpts();
    // Key is `enum` (then the next token) or the `class`/`struct` itself.
    Token T;
    if (Lexer::getRawToken(Key, T, SM, LO, /*IgnoreWhiteSpace=*/true))
      return true;
    if (T.is(tok::raw_identifier) && T.getRawIdentifier() == "enum") {
      std::optional<Token> Next = Lexer::findNextToken(Key, SM, LO);
      if (!Next || Next->getLocation().isMacroID())
        return true;
      T = *Next;
    }
    // Raw tokens: keywords are raw identifiers (`enum X` has X there).
    if (T.is(tok::raw_identifier) &&
        (T.getRawIdentifier() == "class" || T.getRawIdentifier() == "struct"))
      if (Seen.insert(T.getLocation().getRawEncoding()).second)
        Model.ElaboratedEnumKeys.push_back(T.getLocation());
    return true;
  }

private:
  ASTContext &Ctx;
  const SourceManager &SM;
  AmpModel &Model;
  llvm::DenseSet<unsigned> Seen;
};

} // namespace

void buildElaboratedEnums(ASTContext &Ctx, AmpModel &Model) {
  Finder(Ctx, Model).TraverseAST(Ctx);
}

} // namespace amp2hip
