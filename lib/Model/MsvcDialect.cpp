//===- MsvcDialect.cpp ----------------------------------------------------===//
#include "Model/MsvcDialect.h"

#include "Model/AmpModel.h"
#include "clang/AST/Attr.h"
#include "clang/Basic/SourceManager.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/Support/Path.h"
#include <optional>
#include <set>

using namespace clang;

namespace amp2hip {

llvm::StringRef renamedMain() { return "__am"; }
llvm::StringRef renamedTMain() { return "__amtm"; }

bool isDeclaredInCompanion(const Decl *D, llvm::StringRef Header) {
  if (!D)
    return false;
  const SourceManager &SM = D->getASTContext().getSourceManager();
  SourceLocation Loc = SM.getSpellingLoc(D->getLocation());
  OptionalFileEntryRef FE = SM.getFileEntryRefForID(SM.getFileID(Loc));
  if (!FE)
    return false;
  llvm::StringRef Name = FE->getName();
  return llvm::sys::path::filename(Name) == Header &&
         llvm::sys::path::filename(llvm::sys::path::parent_path(Name)) ==
             "msvc" &&
         llvm::sys::path::filename(llvm::sys::path::parent_path(
             llvm::sys::path::parent_path(Name))) == "amp2hip";
}

namespace {

/// The annotation amp2hip/msvc/unsupported.h, d3d11.h, d3d_interop.h and
/// ppltasks.h put
/// on names with no portable meaning.
std::optional<UnsupportedKind> unsupportedKind(const Decl *D) {
  if (!D)
    return std::nullopt;
  if (const auto *T = dyn_cast<FunctionTemplateDecl>(D))
    D = T->getTemplatedDecl();
  for (const auto *A : D->specific_attrs<AnnotateAttr>()) {
    if (A->getAnnotation() == "amp2hip.windows_api")
      return UnsupportedKind::WindowsApi;
    if (A->getAnnotation() == "amp2hip.direct3d_interop")
      return UnsupportedKind::Direct3DInterop;
    if (A->getAnnotation() == "amp2hip.ppl_tasks")
      return UnsupportedKind::PplTasks;
  }
  if (const auto *FD = dyn_cast<FunctionDecl>(D))
    if (const FunctionTemplateDecl *T = FD->getPrimaryTemplate())
      return unsupportedKind(T->getTemplatedDecl());
  if (const auto *S = dyn_cast<ClassTemplateSpecializationDecl>(D))
    return unsupportedKind(S->getSpecializedTemplate()->getTemplatedDecl());
  if (const auto *T = dyn_cast<ClassTemplateDecl>(D))
    return unsupportedKind(T->getTemplatedDecl());
  return std::nullopt;
}

bool isStdException(const CXXRecordDecl *RD) {
  return RD && RD->getName() == "exception" &&
         RD->getDeclContext()->isStdNamespace();
}

/// MSVC's std::exception(const char *), which only the parse has.
bool isMessageConstructor(const CXXConstructorDecl *CD) {
  if (!CD || !isStdException(CD->getParent()) || CD->getNumParams() != 1)
    return false;
  QualType P = CD->getParamDecl(0)->getType();
  return P->isPointerType() && P->getPointeeType()->isCharType();
}

/// The construction of a std::exception from a message in \p E, looking
/// through copies, temporaries and casts.
const CXXConstructExpr *messageConstruction(const Expr *E) {
  while (E) {
    E = E->IgnoreImplicit();
    if (const auto *FC = dyn_cast<CXXFunctionalCastExpr>(E)) {
      E = FC->getSubExpr();
      continue;
    }
    const auto *CE = dyn_cast<CXXConstructExpr>(E);
    if (!CE)
      return nullptr;
    if (isMessageConstructor(CE->getConstructor()))
      return CE;
    if (CE->getNumArgs() == 1 &&
        (CE->getConstructor()->isCopyOrMoveConstructor()))
      E = CE->getArg(0);
    else
      return nullptr;
  }
  return nullptr;
}

class Visitor : public RecursiveASTVisitor<Visitor> {
public:
  Visitor(ASTContext &Ctx, AmpModel &Model)
      : SM(Ctx.getSourceManager()), Model(Model), M(Model.Msvc) {}

  bool VisitDeclRefExpr(DeclRefExpr *E) {
    useOf(E->getDecl(), E->getLocation(), E->getNameInfo().getAsString());
    if (isWideStream(E->getDecl()) && inProject(E->getLocation())) {
      SourceLocation Spelled = SM.getSpellingLoc(E->getLocation());
      M.WideStreamUses.try_emplace(SM.getFileID(Spelled), Spelled);
    }
    return true;
  }

  bool VisitOverloadExpr(OverloadExpr *E) {
    for (const NamedDecl *D : E->decls())
      useOf(D->getUnderlyingDecl(), E->getNameLoc(),
            E->getName().getAsString());
    return true;
  }

  // `std::tr2::sys::path`: the name is the standard library's, the
  // namespace that leads to it only crt.h declares (std and
  // std::filesystem, which crt.h opens too, are everyone's).
  bool TraverseNestedNameSpecifierLoc(NestedNameSpecifierLoc NNS) {
    for (NestedNameSpecifierLoc L = NNS; L; L = L.getPrefix())
      if (const NamespaceDecl *N = L.getNestedNameSpecifier()->getAsNamespace())
        if (llvm::all_of(N->redecls(), [](const NamespaceDecl *R) {
              return isDeclaredInCompanion(R, "crt.h");
            }))
          useOf(N, L.getLocalBeginLoc(), N->getName().str());
    return RecursiveASTVisitor::TraverseNestedNameSpecifierLoc(NNS);
  }

  bool VisitTypedefTypeLoc(TypedefTypeLoc TL) {
    useOf(TL.getTypedefNameDecl(), TL.getNameLoc(),
          TL.getTypedefNameDecl()->getName().str());
    return true;
  }

  bool VisitTagTypeLoc(TagTypeLoc TL) {
    useOf(TL.getDecl(), TL.getNameLoc(), TL.getDecl()->getName().str());
    return true;
  }

  bool VisitTemplateSpecializationTypeLoc(TemplateSpecializationTypeLoc TL) {
    if (TemplateDecl *T =
            TL.getTypePtr()->getTemplateName().getAsTemplateDecl())
      useOf(T, TL.getTemplateNameLoc(), T->getName().str());
    return true;
  }

  bool VisitCXXFunctionalCastExpr(CXXFunctionalCastExpr *E) {
    if (messageConstruction(E))
      exceptionSpelled(E->getTypeInfoAsWritten()->getTypeLoc());
    return true;
  }

  bool VisitCXXTemporaryObjectExpr(CXXTemporaryObjectExpr *E) {
    if (isMessageConstructor(E->getConstructor()))
      exceptionSpelled(E->getTypeSourceInfo()->getTypeLoc());
    return true;
  }

  bool VisitVarDecl(VarDecl *VD) {
    const TypeSourceInfo *TSI = VD->getTypeSourceInfo();
    if (TSI && VD->hasInit() &&
        isStdException(VD->getType()->getAsCXXRecordDecl()) &&
        !TSI->getTypeLoc().getAs<AutoTypeLoc>() &&
        messageConstruction(VD->getInit()))
      exceptionSpelled(TSI->getTypeLoc());
    return true;
  }

  /// `struct E : std::exception { E() : std::exception("x") {} }`: the base
  /// and its initializer both become std::runtime_error.
  bool VisitCXXConstructorDecl(CXXConstructorDecl *CD) {
    for (const CXXCtorInitializer *Init : CD->inits()) {
      if (!Init->isBaseInitializer() || !Init->isWritten() ||
          !messageConstruction(Init->getInit()))
        continue;
      exceptionSpelled(Init->getTypeSourceInfo()->getTypeLoc());
      for (const CXXBaseSpecifier &B : CD->getParent()->bases())
        if (isStdException(B.getType()->getAsCXXRecordDecl()))
          exceptionSpelled(B.getTypeSourceInfo()->getTypeLoc());
    }
    return true;
  }

  bool VisitFunctionDecl(FunctionDecl *FD) {
    if (FD->isMain() && FD->doesThisDeclarationHaveABody())
      HasMain = true;
    if (FD->getName() == "wmain" && FD->doesThisDeclarationHaveABody() &&
        FD->getDeclContext()->getRedeclContext()->isTranslationUnit() &&
        inProject(FD->getLocation()))
      WMain = FD;
    if ((FD->getName() == renamedMain() || FD->getName() == renamedTMain()) &&
        FD->getDeclContext()->getRedeclContext()->isTranslationUnit() &&
        FD->getLocation().isFileID())
      Mains[FD->getLocation()] = FD;
    return true;
  }

  std::map<SourceLocation, const FunctionDecl *> Mains;
  const FunctionDecl *WMain = nullptr;
  bool HasMain = false;

private:
  static bool isWideStream(const Decl *D) {
    const auto *VD = dyn_cast_or_null<VarDecl>(D);
    return VD && VD->getDeclContext()->isStdNamespace() &&
           VD->getIdentifier() &&
           llvm::is_contained({"wcout", "wcerr", "wclog"}, VD->getName());
  }

  bool inProject(SourceLocation Loc) const {
    return Loc.isValid() &&
           Model.InProject(SM.getFileID(SM.getExpansionLoc(Loc)));
  }

  void useOf(const Decl *D, SourceLocation Loc, std::string Name) {
    if (!D || !inProject(Loc))
      return;
    if (std::optional<UnsupportedKind> K = unsupportedKind(D)) {
      if (Seen.insert(Loc).second)
        M.Unsupported.push_back({Loc, std::move(Name), *K});
      return;
    }
    // The parse's names of multi-word casts (`__ahui`) are written as the
    // type itself: they need no crt.h.
    if (const auto *N = dyn_cast<NamedDecl>(D))
      if (N->getName().starts_with("__ah") && N->getName().size() == 6)
        return;
    if (isDeclaredInCompanion(D, "crt.h") ||
        isDeclaredInCompanion(D, "crt_stdio.h")) // a part of crt.h
      crtUse(Loc);
  }

  void crtUse(SourceLocation Loc) {
    SourceLocation Spelled = SM.getSpellingLoc(Loc);
    M.CrtUses.try_emplace(SM.getFileID(Spelled), Spelled);
  }

  void exceptionSpelled(TypeLoc TL) {
    SourceRange R = TL.getSourceRange();
    if (!R.isValid() || !inProject(R.getBegin()) ||
        !SeenException.insert(R.getBegin()).second)
      return;
    M.MessageExceptions.push_back(R);
    crtUse(R.getBegin()); // crt.h brings <stdexcept> in
  }

  SourceManager &SM;
  AmpModel &Model;
  MsvcDialect &M;
  std::set<SourceLocation> Seen, SeenException;
};

} // namespace

void buildMsvcDialect(
    ASTContext &Ctx,
    const std::map<FileID, std::vector<std::pair<unsigned, std::string>>>
        &Renames,
    AmpModel &Model) {
  SourceManager &SM = Ctx.getSourceManager();
  MsvcDialect &M = Model.Msvc;
  Visitor V(Ctx, Model);
  V.TraverseDecl(Ctx.getTranslationUnitDecl());
  if (V.WMain && !V.HasMain) {
    M.WMain = V.WMain;
    M.WMainSpelledTMain = V.WMain->getLocation().isMacroID();
  }
  for (const auto &[F, Uses] : M.Directives.CrtMacroUses)
    M.CrtUses.try_emplace(F, Uses);
  for (const auto &[F, List] : Renames) {
    for (const auto &[Offset, Original] : List) {
      MainRename R;
      R.Name = SM.getLocForStartOfFile(F).getLocWithOffset(Offset);
      R.Original = Original;
      auto It = V.Mains.find(R.Name);
      if (It != V.Mains.end())
        R.Function = It->second;
      M.Mains.push_back(std::move(R));
    }
  }
}

} // namespace amp2hip
