//===- StorageCheck.cpp ---------------------------------------------------===//
#include "Checks/StorageCheck.h"

#include "Checks/RuleReporter.h"
#include "Model/ManagedGlobals.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace amp2hip {

/// A variable of static storage duration whose use here reads memory (a
/// constant used as a value is folded by the compiler and is allowed).
static const VarDecl *staticStorageUse(const DeclRefExpr *DRE) {
  const auto *VD = dyn_cast<VarDecl>(DRE->getDecl());
  if (!VD || !VD->hasGlobalStorage() || DRE->isNonOdrUse() != NOUR_None)
    return nullptr;
  return VD;
}

/// A `static const` local whose value is known at compile time (a lookup
/// table): HCC accepted it in amp code, and HIP's device code takes it as
/// written.
static bool isConstantStaticLocal(const VarDecl *VD) {
  return VD->isStaticLocal() && VD->getType().isConstQualified() &&
         VD->hasInit() && VD->hasConstantInitialization();
}

/// HCC's dialect, HIP's rules: a static local of amp code that device
/// memory can hold (the lookup tables above, counters).
static bool isDeviceStaticLocal(const VarDecl *VD) {
  if (isConstantStaticLocal(VD))
    return true;
  const FunctionDecl *In = VD->isStaticLocal() ? enclosingFunction(VD) : nullptr;
  return In && effectiveRestriction(In).Amp && fitsDeviceVariable(VD);
}

/// The first such use inside a default argument.
static const DeclRefExpr *staticUseIn(const Stmt *S) {
  if (!S)
    return nullptr;
  if (const auto *DRE = dyn_cast<DeclRefExpr>(S))
    if (staticStorageUse(DRE))
      return DRE;
  for (const Stmt *Child : S->children())
    if (const DeclRefExpr *Found = staticUseIn(Child))
      return Found;
  return nullptr;
}

/// The storage-class keyword of a local (`static`, `extern`,
/// `thread_local`), found between the start of its declaration and its name.
static SourceLocation storageKeyword(const VarDecl *VD, llvm::StringRef Word,
                                     const ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  SourceLocation B = VD->getBeginLoc(), E = VD->getLocation();
  if (B.isMacroID() || E.isMacroID() || SM.getFileID(B) != SM.getFileID(E))
    return {};
  auto [File, Offset] = SM.getDecomposedLoc(B);
  llvm::StringRef Buf = SM.getBufferData(File);
  Lexer L(SM.getLocForStartOfFile(File), Ctx.getLangOpts(), Buf.begin(),
          Buf.begin() + Offset, Buf.end());
  unsigned EndOffset = SM.getFileOffset(E);
  Token T;
  while (!L.LexFromRawLexer(T) && SM.getFileOffset(T.getLocation()) < EndOffset)
    if (T.is(tok::raw_identifier) && T.getRawIdentifier() == Word)
      return T.getLocation();
  return {};
}

/// The keyword and the blanks after it.
static CharSourceRange withTrailingBlanks(SourceLocation Kw, unsigned Length,
                                          const SourceManager &SM) {
  bool Invalid = false;
  const char *P = SM.getCharacterData(Kw, &Invalid);
  if (Invalid)
    return {};
  unsigned N = Length;
  while (P[N] == ' ' || P[N] == '\t')
    ++N;
  return CharSourceRange::getCharRange(Kw, Kw.getLocWithOffset(N));
}

void StorageCheck::run(const AmpModel &Model, CheckContext &CC) {
  RuleReporter R(CC);
  const bool Hcc = Model.Dialect == SourceDialect::Hcc;
  for (const AmpStmt &S : Model.Code.Stmts) {
    const FunctionDecl *In = Model.Code.Bodies[S.Body].FD;
    if (const auto *DRE = dyn_cast<DeclRefExpr>(S.S)) {
      const VarDecl *VD = staticStorageUse(DRE);
      if (VD && Hcc && (isDeviceStaticLocal(VD) || Model.isManaged(VD)))
        continue;
      if (!VD || !R.firstTime(DRE->getLocation(), DiagId::GlobalInAmp,
                              VD->getNameAsString()))
        continue;
      R.report(DRE->getLocation(), DiagId::GlobalInAmp)
          << VD->getQualifiedNameAsString();
      R.noteDeclared(VD, DiagId::NoteDeclaredHere);
      R.noteInstantiation(In);
    } else if (const auto *DA = dyn_cast<CXXDefaultArgExpr>(S.S)) {
      const DeclRefExpr *Use = staticUseIn(DA->getExpr());
      if (!Use)
        continue;
      const auto *VD = cast<VarDecl>(Use->getDecl());
      SourceLocation At = DA->getUsedLocation();
      if (!R.firstTime(At, DiagId::GlobalInDefaultArgument,
                       VD->getNameAsString()))
        continue;
      R.report(At, DiagId::GlobalInDefaultArgument)
          << VD->getQualifiedNameAsString();
      R.noteDeclared(DA->getParam(), DiagId::NoteDeclaredHere);
      R.noteInstantiation(In);
    }
  }
  for (const AmpVar &V : Model.Code.Vars) {
    const VarDecl *VD = V.VD;
    if (!VD->isLocalVarDeclOrParm() || isa<ParmVarDecl>(VD))
      continue;
    llvm::StringRef Word;
    if (VD->getTSCSpec() == TSCS_thread_local)
      Word = "thread_local";
    else if (VD->getTSCSpec() != TSCS_unspecified)
      Word = VD->getTSCSpec() == TSCS___thread ? "__thread" : "_Thread_local";
    else if (VD->getStorageClass() == SC_Static && Hcc &&
             isDeviceStaticLocal(VD))
      continue;
    else if (VD->getStorageClass() == SC_Static)
      Word = "static";
    else if (VD->getStorageClass() == SC_Extern)
      Word = "extern";
    else
      continue;
    SourceLocation Kw = storageKeyword(VD, Word, CC.Ctx);
    SourceLocation At = Kw.isValid() ? Kw : VD->getLocation();
    if (!R.firstTime(At, DiagId::LocalStorageClass, Word))
      continue;
    {
      auto D = R.report(At, DiagId::LocalStorageClass) << Word;
      // Without `static` the variable is an ordinary local: mechanical.
      if (Kw.isValid() && Word == "static")
        D << FixItHint::CreateRemoval(
            withTrailingBlanks(Kw, Word.size(), CC.Ctx.getSourceManager()));
    }
    R.noteInstantiation(Model.Code.Bodies[V.Body].FD);
  }
}

} // namespace amp2hip
