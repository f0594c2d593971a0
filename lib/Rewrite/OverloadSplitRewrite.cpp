//===- OverloadSplitRewrite.cpp -------------------------------------------===//
#include "Rewrite/OverloadSplitRewrite.h"

#include "Rewrite/ApiMap.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/Expr.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace amp2hip {

namespace {

/// The text of \p D from its first token (its template header included) to
/// its last (the body's '}', or the ';' of a declaration).
CharSourceRange declRange(const FunctionDecl *D, const SourceManager &SM,
                          const LangOptions &LO) {
  SourceLocation Begin = D->getOuterLocStart();
  if (const FunctionTemplateDecl *FT = D->getDescribedFunctionTemplate())
    Begin = FT->getBeginLoc();
  SourceLocation End = D->getSourceRange().getEnd();
  // A declaration may begin or end with a macro (a trailing restriction
  // macro, an export macro): take the macro's use.
  if (Begin.isMacroID())
    Begin = SM.getExpansionRange(Begin).getBegin();
  if (End.isMacroID())
    End = SM.getExpansionRange(End).getEnd();
  if (!D->doesThisDeclarationHaveABody()) {
    SourceLocation Semi =
        Lexer::findLocationAfterToken(End, tok::semi, SM, LO, false);
    if (Semi.isValid())
      return CharSourceRange::getCharRange(Begin, Semi);
  }
  return CharSourceRange::getTokenRange(Begin, End);
}

class Splitter {
public:
  Splitter(const AmpModel &Model, RewriteContext &RC)
      : Model(Model), RC(RC), SM(RC.Out.sourceManager()),
        LO(RC.Out.langOpts()) {}

  void run() {
    for (const auto &[Canon, Role] : Model.Splits)
      for (const FunctionDecl *D : Canon->redecls())
        split(D, Role);
  }

private:
  void split(const FunctionDecl *D, SplitRole Role) {
    bool InClass = D->getLexicalDeclContext()->isRecord();
    CharSourceRange R = declRange(D, SM, LO);
    if (R.getBegin().isMacroID() || R.getEnd().isMacroID() ||
        !RC.Out.isEditable(R.getBegin())) {
      RC.require(false, D->getLocation(), "overload on restriction");
      return;
    }
    bool OnePass = Role == SplitRole::DeviceOnly || Role == SplitRole::HostOnly;
    std::string Else;
    if (OnePass)
      Else = fallbackText(D, Role);
    else if (!InClass && !declaredEarlier(D))
      Else = declarationText(D, R);

    llvm::StringRef Cond =
        Role == SplitRole::DeviceOnly   ? hipText(ApiMapId::DeviceOnlyCondition)
        : Role == SplitRole::HostOnly   ? hipText(ApiMapId::HostOnlyCondition)
        : Role == SplitRole::DeviceSide ? hipText(ApiMapId::DevicePassCondition)
                                        : hipText(ApiMapId::HostPassCondition);
    // "#if" on a line of its own, before the declaration's line.
    SourceLocation LineStart = RC.Out.startOfLine(R.getBegin());
    bool OwnLine = onlySpaceBetween(LineStart, R.getBegin());
    std::string Open = (llvm::Twine("#if ") + Cond + "\n").str();
    bool Ok = OwnLine ? RC.Out.insertBefore(LineStart, Open)
                      : RC.Out.insertBefore(R.getBegin(), "\n" + Open);
    CharSourceRange FR = Lexer::makeFileCharRange(R, SM, LO);
    Ok &= FR.isValid();
    if (Ok) {
      // The other pass's declaration at the declaration's own indentation.
      if (OwnLine && !Else.empty())
        Else = SM.getBufferData(SM.getFileID(LineStart))
                   .slice(SM.getFileOffset(LineStart),
                          SM.getFileOffset(R.getBegin()))
                   .str() +
               Else;
      std::string Close =
          Else.empty() ? "\n#endif" : "\n#else\n" + Else + "\n#endif";
      if (!restOfLineIsBlank(FR.getEnd()))
        Close += "\n";
      Ok &= RC.Out.insertAdjacent(FR.getEnd(), Close);
    }
    RC.require(Ok, D->getLocation(), "overload on restriction");
  }

  /// The overloads of \p D's name and scope that share its role.
  std::vector<const FunctionDecl *> sameRole(const FunctionDecl *D,
                                             SplitRole Role) {
    std::vector<const FunctionDecl *> Out;
    for (const auto &[Canon, R] : Model.Splits)
      if (R == Role && Canon->getDeclName() == D->getDeclName() &&
          Canon->getDeclContext()->getPrimaryContext() ==
              D->getDeclContext()->getPrimaryContext())
        for (const FunctionDecl *Other : Canon->redecls())
          Out.push_back(Other);
    return Out;
  }

  /// For the pass that does not see \p D's overloads (nvcc's device pass
  /// for cpu ones, its host pass for amp ones): "__host__ R f(...);", so
  /// that the other side's bodies there, which nvcc parses without
  /// generating them, still find a candidate; a C variadic function loses
  /// to any real candidate. Written once, with the first of the overloads;
  /// none for operators, constructors' peers without a name, or a return
  /// type the overloads do not share.
  std::string fallbackText(const FunctionDecl *D, SplitRole Role) {
    if (D->isOverloadedOperator() || isa<CXXConversionDecl>(D) ||
        isa<CXXDestructorDecl>(D) || isa<CXXDeductionGuideDecl>(D) ||
        !D->getDeclName().isIdentifier() && !isa<CXXConstructorDecl>(D))
      return "";
    std::vector<const FunctionDecl *> Group = sameRole(D, Role);
    for (const FunctionDecl *Other : Group)
      if (Other != D &&
          SM.isBeforeInTranslationUnit(declRange(Other, SM, LO).getBegin(),
                                       declRange(D, SM, LO).getBegin()))
        return "";
    std::string Attr = Role == SplitRole::HostOnly ? "__host__" : "__device__";
    const auto *MD = dyn_cast<CXXMethodDecl>(D);
    if (const auto *Ctor = dyn_cast<CXXConstructorDecl>(D))
      return Attr + " " + Ctor->getParent()->getNameAsString() + "(...);";
    QualType Ret = D->getReturnType();
    if (Ret->isDependentType() || Ret->isUndeducedType())
      return "";
    for (const FunctionDecl *Other : Group)
      if (Other->getReturnType().getCanonicalType() != Ret.getCanonicalType())
        return "";
    CharSourceRange RetRange = Lexer::makeFileCharRange(
        CharSourceRange::getTokenRange(D->getReturnTypeSourceRange()), SM,
        LO);
    if (RetRange.isInvalid())
      return "";
    std::string RetText = Lexer::getSourceText(RetRange, SM, LO).str();
    bool Static = MD && MD->isStatic();
    bool Const = MD && !MD->isStatic();
    return Attr + (Static ? " static " : " ") + RetText + " " +
           D->getNameAsString() + "(...)" + (Const ? " const" : "") + ";";
  }

  /// A declaration of either overload before \p D lets the other pass call
  /// the function without one of its own.
  bool declaredEarlier(const FunctionDecl *D) {
    for (const auto &[Canon, Role] : Model.Splits) {
      if (Canon->getDeclName() != D->getDeclName() ||
          Canon->getDeclContext()->getPrimaryContext() !=
              D->getDeclContext()->getPrimaryContext())
        continue;
      for (const FunctionDecl *Other : Canon->redecls())
        if (Other != D && SM.isBeforeInTranslationUnit(Other->getLocation(),
                                                       D->getLocation()))
          return true;
    }
    return false;
  }

  /// "__host__ __device__ <declarator>;" for the other pass: the text up to
  /// the body, without restriction clauses and default arguments (they stay
  /// on the definition).
  std::string declarationText(const FunctionDecl *D, CharSourceRange R) {
    const Stmt *Body =
        D->doesThisDeclarationHaveABody() ? D->getBody() : nullptr;
    SourceLocation BodyBegin = Body ? Body->getBeginLoc() : SourceLocation();
    if (const auto *Ctor = dyn_cast<CXXConstructorDecl>(D))
      for (const CXXCtorInitializer *I : Ctor->inits())
        if (I->isWritten()) {
          BodyBegin = I->getSourceLocation();
          break;
        }
    unsigned Begin = SM.getFileOffset(R.getBegin());
    unsigned End = SM.getFileOffset(R.getEnd());
    if (Body) {
      if (BodyBegin.isInvalid() || BodyBegin.isMacroID())
        return "";
      End = SM.getFileOffset(BodyBegin);
    }
    llvm::StringRef File = SM.getBufferData(SM.getFileID(R.getBegin()));
    std::string Text = File.slice(Begin, End).str();
    auto Blank = [&](unsigned From, unsigned To) {
      for (unsigned I = From; I < To && I >= Begin && I - Begin < Text.size();
           ++I)
        if (Text[I - Begin] != '\n')
          Text[I - Begin] = ' ';
    };
    for (const RestrictedFunction &RF : Model.Functions)
      if (RF.FD == D)
        for (const CharSourceRange &C : RF.Clauses) {
          CharSourceRange F = Lexer::makeFileCharRange(C, SM, LO);
          if (F.isValid() && F.getBegin().isFileID())
            Blank(SM.getFileOffset(F.getBegin()), SM.getFileOffset(F.getEnd()));
        }
    for (const ParmVarDecl *P : D->parameters()) {
      if (!P->hasDefaultArg() || P->hasInheritedDefaultArg())
        continue;
      SourceRange DR = P->getDefaultArgRange();
      if (DR.isInvalid() || DR.getBegin().isMacroID())
        continue;
      unsigned From = SM.getFileOffset(DR.getBegin());
      while (From > Begin && File[From - 1] != '=')
        --From;
      SourceLocation DefEnd =
          Lexer::getLocForEndOfToken(DR.getEnd(), 0, SM, LO);
      if (From > Begin)
        Blank(From - 1, SM.getFileOffset(DefEnd));
    }
    // Trailing ':' of a constructor's initializer list.
    llvm::StringRef Decl = llvm::StringRef(Text).rtrim();
    if (Decl.ends_with(";"))
      Decl = Decl.drop_back().rtrim();
    if (isa<CXXConstructorDecl>(D) && Decl.ends_with(":"))
      Decl = Decl.drop_back().rtrim();
    return (hipText(ApiMapId::RestrictCpuAmp) + " " + Decl + ";").str();
  }

  bool onlySpaceBetween(SourceLocation A, SourceLocation B) {
    llvm::StringRef Text = SM.getBufferData(SM.getFileID(A));
    for (unsigned I = SM.getFileOffset(A), E = SM.getFileOffset(B); I < E; ++I)
      if (Text[I] != ' ' && Text[I] != '\t')
        return false;
    return true;
  }

  bool restOfLineIsBlank(SourceLocation Loc) {
    llvm::StringRef Text = SM.getBufferData(SM.getFileID(Loc));
    for (unsigned I = SM.getFileOffset(Loc); I < Text.size(); ++I) {
      if (Text[I] == '\n')
        return true;
      if (Text[I] == '/' && I + 1 < Text.size() && Text[I + 1] == '/')
        return true; // a comment may follow #endif
      if (Text[I] != ' ' && Text[I] != '\t' && Text[I] != '\r')
        return false;
    }
    return true;
  }

  const AmpModel &Model;
  RewriteContext &RC;
  SourceManager &SM;
  const LangOptions &LO;
};

} // namespace

void OverloadSplitRewrite::run(const AmpModel &Model, RewriteContext &RC) {
  Splitter(Model, RC).run();
}

} // namespace amp2hip
