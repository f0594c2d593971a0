//===- SplitDeclarations.cpp ----------------------------------------------===//
#include "Model/SplitDeclarations.h"

#include "Diagnostics/AcceptedErrors.h"
#include "Model/AmpModel.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/CharInfo.h"
#include "clang/Lex/Lexer.h"
#include <algorithm>
#include <set>

using namespace clang;

namespace amp2hip {

namespace {

/// The comma between declarators \p A and \p B of one declaration, where
/// it is spelled: right after A's last token, or right before B's name (and
/// the `*`, `&` or `(` of B's declarator). Either may lie in a macro's
/// definition, a -D one included. Invalid when neither is a comma.
CharSourceRange commaBetween(const DeclaratorDecl *A, const DeclaratorDecl *B,
                             const SourceManager &SM, const LangOptions &LO) {
  SourceLocation AEnd = SM.getSpellingLoc(A->getEndLoc());
  if (std::optional<Token> Next = Lexer::findNextToken(AEnd, SM, LO))
    if (Next->is(tok::comma))
      return CharSourceRange::getTokenRange(Next->getLocation());
  SourceLocation BName = SM.getSpellingLoc(B->getLocation());
  auto [File, Offset] = SM.getDecomposedLoc(BName);
  bool Invalid = false;
  llvm::StringRef Buffer = SM.getBufferData(File, &Invalid);
  if (Invalid)
    return {};
  while (Offset > 0) {
    char C = Buffer[--Offset];
    if (C == ',')
      return CharSourceRange::getTokenRange(
          BName.getLocWithOffset(static_cast<int>(Offset) -
                                 static_cast<int>(SM.getFileOffset(BName))));
    if (C != ' ' && C != '\t' && C != '\n' && C != '\r' && C != '*' &&
        C != '&' && C != '(')
      break;
  }
  return {};
}

/// The declaration's specifiers as written before its first declarator
/// (macro names included: they expand where the text is put).
std::string specifiersOf(const DeclaratorDecl *First, const SourceManager &SM,
                         const LangOptions &LO) {
  SourceLocation Begin = SM.getFileLoc(First->getBeginLoc());
  SourceLocation Name = SM.getFileLoc(First->getLocation());
  if (Begin.isInvalid() || Name.isInvalid() ||
      SM.getFileID(Begin) != SM.getFileID(Name) ||
      !SM.isBeforeInTranslationUnit(Begin, Name))
    return {};
  llvm::StringRef Text =
      Lexer::getSourceText(CharSourceRange::getCharRange(Begin, Name), SM, LO);
  Text = Text.rtrim(" \t\r\n*&(");
  return Text.str();
}

class Visitor : public RecursiveASTVisitor<Visitor> {
public:
  Visitor(ASTContext &Ctx, AmpModel &Model, std::set<unsigned> Names)
      : Ctx(Ctx), Model(Model), Names(std::move(Names)) {}
  bool shouldVisitTemplateInstantiations() const { return false; }

  bool VisitDeclStmt(DeclStmt *S) {
    std::vector<const DeclaratorDecl *> Group;
    for (const Decl *D : S->decls())
      if (const auto *DD = dyn_cast<DeclaratorDecl>(D))
        Group.push_back(DD);
    split(Group);
    return true;
  }
  bool VisitTranslationUnitDecl(TranslationUnitDecl *D) { return scan(D); }
  bool VisitNamespaceDecl(NamespaceDecl *D) { return scan(D); }
  bool VisitLinkageSpecDecl(LinkageSpecDecl *D) { return scan(D); }
  bool VisitCXXRecordDecl(CXXRecordDecl *D) { return scan(D); }

private:
  // Outside statements a declaration's declarators are consecutive
  // declarations that begin at the same place (their specifiers).
  bool scan(DeclContext *DC) {
    std::vector<const DeclaratorDecl *> Group;
    for (const Decl *D : DC->decls()) {
      const auto *DD = dyn_cast<DeclaratorDecl>(D);
      if (!Group.empty() &&
          (!DD || DD->getBeginLoc() != Group.front()->getBeginLoc())) {
        split(Group);
        Group.clear();
      }
      if (DD)
        Group.push_back(DD);
    }
    split(Group);
    return true;
  }

  void split(const std::vector<const DeclaratorDecl *> &Group) {
    if (Group.size() < 2 || llvm::none_of(Group, [&](const DeclaratorDecl *D) {
          return Names.count(D->getLocation().getRawEncoding());
        }))
      return;
    const SourceManager &SM = Ctx.getSourceManager();
    const LangOptions &LO = Ctx.getLangOpts();
    SourceLocation At = SM.getFileLoc(Group.front()->getBeginLoc());
    if (!Model.InProject(SM.getFileID(At)) ||
        !Done.insert(At.getRawEncoding()).second)
      return;
    const std::string Specifiers = specifiersOf(Group.front(), SM, LO);
    // The output writes an amp function's __device__ where its declaration
    // begins, the group's start: only the first declarator may be one.
    const bool AmpAfterFirst = std::any_of(
        Group.begin() + 1, Group.end(), [](const DeclaratorDecl *D) {
          const auto *FD = dyn_cast<FunctionDecl>(D);
          return FD && explicitRestriction(FD).Amp;
        });
    for (size_t I = 0; I + 1 < Group.size(); ++I) {
      DeclarationSplitEdit E;
      E.Declaration = At;
      if (!Specifiers.empty() && !AmpAfterFirst)
        E.Comma = commaBetween(Group[I], Group[I + 1], SM, LO);
      E.Text = "; " + Specifiers;
      // `,after=4` must not become `; autoafter=4`.
      if (E.Comma.isValid()) {
        bool Invalid = false;
        const char *After =
            SM.getCharacterData(E.Comma.getBegin(), &Invalid) + 1;
        if (!Invalid && !isWhitespace(*After))
          E.Text += ' ';
      }
      Model.Msvc.SplitDeclarations.push_back(E);
    }
  }

  ASTContext &Ctx;
  AmpModel &Model;
  std::set<unsigned> Names; ///< The functions Clang named (AH1348).
  std::set<unsigned> Done;
};

} // namespace

void buildSplitDeclarations(ASTContext &Ctx, AmpModel &Model) {
  std::set<unsigned> Names;
  for (const AcceptedClangError &E :
       acceptedClangErrors(Ctx.getSourceManager()))
    if (E.Kind == AcceptedClangError::SharedTrailingReturn)
      Names.insert(E.Range.getBegin().getRawEncoding());
  if (!Names.empty())
    Visitor(Ctx, Model, std::move(Names)).TraverseAST(Ctx);
}

} // namespace amp2hip
