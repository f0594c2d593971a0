//===- ConstFunctors.cpp --------------------------------------------------===//
#include "Model/ConstFunctors.h"

#include "Diagnostics/DiagnosticRecorder.h"
#include "Model/AmpModel.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Lex/Lexer.h"
#include <set>

using namespace clang;

namespace amp2hip {

namespace {

/// The positions of the hash and equality arguments of std's unordered
/// containers, or {-1, -1}.
std::pair<int, int> functorArgs(const ClassTemplateSpecializationDecl *S) {
  if (!S->getDeclContext()->isStdNamespace() || !S->getIdentifier())
    return {-1, -1};
  llvm::StringRef N = S->getName();
  if (N == "unordered_map" || N == "unordered_multimap")
    return {2, 3};
  if (N == "unordered_set" || N == "unordered_multiset")
    return {1, 2};
  return {-1, -1};
}

class Visitor : public RecursiveASTVisitor<Visitor> {
public:
  Visitor(ASTContext &Ctx, AmpModel &Model) : Ctx(Ctx), Model(Model) {}
  bool shouldVisitTemplateInstantiations() const { return true; }

  bool
  VisitClassTemplateSpecializationDecl(ClassTemplateSpecializationDecl *S) {
    auto [Hash, Equal] = functorArgs(S);
    const TemplateArgumentList &Args = S->getTemplateArgs();
    for (int I : {Hash, Equal})
      if (I >= 0 && unsigned(I) < Args.size() &&
          Args[I].getKind() == TemplateArgument::Type)
        if (const CXXRecordDecl *RD = Args[I].getAsType()->getAsCXXRecordDecl())
          check(RD);
    return true;
  }

private:
  void check(const CXXRecordDecl *RD) {
    if (!RD->hasDefinition() || !Checked.insert(RD).second)
      return;
    std::vector<const CXXMethodDecl *> Calls;
    for (const CXXMethodDecl *MD : RD->methods())
      if (MD->getOverloadedOperator() == OO_Call) {
        if (MD->isConst() || MD->isStatic())
          return; // callable through a const reference already
        Calls.push_back(MD);
      }
    const SourceManager &SM = Ctx.getSourceManager();
    for (const CXXMethodDecl *MD : Calls) {
      const FunctionDecl *Written = MD->getTemplateInstantiationPattern();
      if (!Written)
        Written = MD;
      SourceLocation Loc = SM.getFileLoc(Written->getLocation());
      if (!Model.InProject(SM.getFileID(Loc)) ||
          !Done.insert(Loc.getRawEncoding()).second)
        continue;
      FunctionTypeLoc FTL = Written->getFunctionTypeLoc();
      if (!FTL)
        continue;
      Model.Msvc.ConstFunctors.push_back(
          {Loc, SM.getFileLoc(FTL.getRParenLoc()), RD->getNameAsString()});
    }
  }

  ASTContext &Ctx;
  AmpModel &Model;
  std::set<const CXXRecordDecl *> Checked;
  std::set<unsigned> Done;
};

} // namespace

void buildConstFunctors(ASTContext &Ctx, AmpModel &Model) {
  if (llvm::none_of(acceptedClangErrors(Ctx.getSourceManager()),
                    [](const AcceptedClangError &E) {
                      return E.Kind == AcceptedClangError::NonConstFunctor;
                    }))
    return;
  Visitor(Ctx, Model).TraverseAST(Ctx);
}

} // namespace amp2hip
