//===- AmpSide.cpp --------------------------------------------------------===//
#include "Model/AmpSide.h"

#include "Model/CallGraph.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/Support/raw_ostream.h"

using namespace clang;

namespace amp2hip {

static void writeFileOffset(llvm::raw_ostream &OS, const SourceManager &SM,
                            SourceLocation L) {
  FileID F = SM.getFileID(L);
  if (OptionalFileEntryRef FE = SM.getFileEntryRefForID(F))
    OS << FE->getName();
  else
    OS << "<" << SM.getBufferName(L) << ">";
  OS << ':' << SM.getFileOffset(L);
}

std::string locationKey(const SourceManager &SM, SourceLocation Loc) {
  if (Loc.isInvalid())
    return "?";
  std::string K;
  llvm::raw_string_ostream OS(K);
  writeFileOffset(OS, SM, SM.getExpansionLoc(Loc));
  // Every token of one macro use shares its expansion location.
  if (Loc.isMacroID()) {
    OS << '@';
    writeFileOffset(OS, SM, SM.getSpellingLoc(Loc));
  }
  return OS.str();
}

std::string functionKey(const FunctionDecl *FD) {
  std::string K;
  llvm::raw_string_ostream OS(K);
  // A lambda or local class is a new class in each instance of the template
  // around it, at the same place.
  if (const auto *MD = dyn_cast<CXXMethodDecl>(FD))
    if (MD->getParent()->isLambda() || MD->getParent()->isLocalClass())
      if (const FunctionDecl *Outer = enclosingFunction(FD))
        OS << functionKey(Outer) << '/';
  ASTContext &Ctx = FD->getASTContext();
  OS << locationKey(Ctx.getSourceManager(), FD->getLocation()) << '|';
  PrintingPolicy P = Ctx.getPrintingPolicy();
  FD->getNameForDiagnostic(OS, P, /*Qualified=*/true);
  OS << '|' << FD->getType().getCanonicalType().getAsString(P);
  return OS.str();
}

std::string siteKey(const SourceManager &SM, const CallSite &S) {
  return locationKey(SM, S.Loc) + '|' + std::to_string(int(S.Kind)) + '|' +
         S.Why;
}

/// Clang's own target has device code: false for the members of a local
/// class of amp code, which C++ AMP makes amp functions and Clang does not
/// (lambdas Clang infers).
static bool clangSeesDevice(const FunctionDecl *FD) {
  return FD->hasAttr<CUDADeviceAttr>();
}

/// Whether C++ AMP's restriction of \p FD differs from what Clang gave it
/// (its resolution of calls in and to it is then not the amp side's).
static bool mistargeted(const FunctionDecl *FD) {
  return callerRestriction(FD).Amp && !clangSeesDevice(FD);
}

namespace {

/// The type an argument has before it is converted to the parameter.
QualType argumentType(const Expr *Arg) {
  QualType T = Arg->IgnoreImplicitAsWritten()->IgnoreParens()->getType();
  return T.getNonReferenceType().getCanonicalType().getUnqualifiedType();
}

/// Whether \p F accepts \p N arguments.
bool acceptsCount(const FunctionDecl *F, unsigned N) {
  return N >= F->getMinRequiredArguments() &&
         (N <= F->getNumParams() || F->isVariadic());
}

/// Whether every argument matches \p F's parameter exactly (a dependent
/// parameter of a template deduces to an exact match).
bool exactFor(const FunctionDecl *F, llvm::ArrayRef<QualType> Args) {
  if (!acceptsCount(F, Args.size()))
    return false;
  for (unsigned I = 0; I < Args.size() && I < F->getNumParams(); ++I) {
    QualType P = F->getParamDecl(I)->getType();
    if (P->isDependentType())
      continue;
    P = P.getNonReferenceType().getCanonicalType().getUnqualifiedType();
    QualType A = Args[I];
    if (A->isArrayType())
      A = F->getASTContext().getArrayDecayedType(A);
    else if (A->isFunctionType())
      A = F->getASTContext().getPointerType(A);
    if (P != A.getCanonicalType())
      return false;
  }
  return true;
}

/// The arguments of call \p E as written (the object of a member call left
/// out); false for calls it does not know.
bool callArguments(const Expr *E, const FunctionDecl *Callee,
                   llvm::SmallVectorImpl<QualType> &Out) {
  llvm::ArrayRef<const Expr *> Args;
  if (const auto *CE = dyn_cast<CallExpr>(E)) {
    Args = llvm::ArrayRef(CE->getArgs(), CE->getNumArgs());
    // A member operator's first operand is its object.
    if (isa<CXXOperatorCallExpr>(CE) && isa<CXXMethodDecl>(Callee) &&
        !Args.empty())
      Args = Args.drop_front();
  } else if (const auto *Ctor = dyn_cast<CXXConstructExpr>(E)) {
    Args = llvm::ArrayRef(Ctor->getArgs(), Ctor->getNumArgs());
  } else {
    return false;
  }
  for (const Expr *A : Args) {
    if (isa<CXXDefaultArgExpr>(A))
      break;
    Out.push_back(argumentType(A));
  }
  return true;
}

/// Records the cpu-only overloads of \p Callee's name and scope that a
/// ranking blind to restrictions could prefer (or find as good) at the call
/// \p E, where the amp side chose \p Callee. C++ AMP ranks among the amp
/// candidates only; nvcc's device pass ranks among all it sees.
void noteCpuRivals(const Expr *E, const FunctionDecl *Callee,
                   std::set<std::string> &Out) {
  llvm::SmallVector<QualType, 4> Args;
  if (!callArguments(E, Callee, Args) || !Callee->getDeclName())
    return;
  const FunctionDecl *Chosen = Callee;
  bool ChosenTemplate = Callee->getPrimaryTemplate() != nullptr;
  if (ChosenTemplate)
    Chosen = Callee->getPrimaryTemplate()->getTemplatedDecl();
  // The chosen one's own exactness: a specialization is exact when its
  // instantiated parameters are.
  bool ChosenExact = exactFor(Callee, Args);
  const DeclContext *DC = Chosen->getDeclContext()->getRedeclContext();
  for (const NamedDecl *ND : DC->lookup(Chosen->getDeclName())) {
    const FunctionDecl *C = ND->getAsFunction();
    if (!C || C->getCanonicalDecl() == Chosen->getCanonicalDecl())
      continue;
    Restriction R = calleeRestriction(C);
    if (!R.Cpu || R.Amp || !acceptsCount(C, Args.size()))
      continue;
    bool CTemplate = C->getDescribedFunctionTemplate() != nullptr;
    // An exact non-template loses to nothing but another exact non-template
    // (which would differ in restriction alone, a split pair); an exact
    // template loses to an exact non-template. A conversion may lose to any
    // candidate that accepts the arguments.
    bool Rival = !ChosenExact ||
                 (exactFor(C, Args) && (ChosenTemplate || !CTemplate));
    if (Rival)
      Out.insert(functionKey(C->getCanonicalDecl()));
  }
}

/// Every function declared in the project files, by location (patterns and
/// local classes' members included), for the failures' candidates.
class DeclsByLocation : public RecursiveASTVisitor<DeclsByLocation> {
public:
  bool VisitFunctionDecl(FunctionDecl *FD) {
    At[FD->getLocation().getRawEncoding()] = FD;
    return true;
  }
  llvm::DenseMap<unsigned, const FunctionDecl *> At;
};

} // namespace

void collectAmpSideCalls(ASTContext &Ctx,
                         std::function<bool(FileID)> InProject,
                         const std::vector<OverloadFailure> &Failures,
                         AmpSideCalls &Out) {
  AmpModel Project;
  Project.InProject = std::move(InProject);
  ProgramGraph G(Ctx, Project);
  const SourceManager &SM = Ctx.getSourceManager();
  // A failure caused by Clang's view of an inherited restriction (a call
  // from or to a member of a local class in amp code) is not the amp side's.
  DeclsByLocation Decls;
  if (!Failures.empty())
    Decls.TraverseDecl(Ctx.getTranslationUnitDecl());
  auto Within = [&](const FunctionDecl *F, SourceLocation L) {
    SourceRange R = F->getSourceRange();
    L = SM.getExpansionLoc(L);
    SourceLocation B = SM.getExpansionLoc(R.getBegin()),
                   E = SM.getExpansionLoc(R.getEnd());
    return SM.getFileID(B) == SM.getFileID(L) &&
           !SM.isBeforeInTranslationUnit(L, B) &&
           !SM.isBeforeInTranslationUnit(E, L);
  };
  for (const OverloadFailure &F : Failures) {
    bool Spurious = false;
    if (const auto *FD = dyn_cast_or_null<FunctionDecl>(F.Referenced))
      Spurious |= callerRestriction(FD).Amp;
    for (SourceLocation C : F.WrongSideCandidates)
      if (const FunctionDecl *FD = Decls.At.lookup(C.getRawEncoding()))
        Spurious |= callerRestriction(FD).Amp;
    const FunctionDecl *Innermost = nullptr;
    for (const FunctionDecl *Fn : G.Functions)
      if (Within(Fn, F.Loc) &&
          (!Innermost || Within(Innermost, Fn->getLocation())))
        Innermost = Fn;
    Spurious |= Innermost && mistargeted(Innermost);
    if (!Spurious)
      Out.NoViable.insert(locationKey(SM, F.Loc));
  }
  for (const FunctionDecl *F : G.Functions) {
    if (!callerRestriction(F).Amp || mistargeted(F))
      continue;
    std::string Caller = functionKey(F) + '#';
    std::set<std::string> Here;
    for (const CallSite &S : G.Graph.facts(F).Calls) {
      if (!S.Callee)
        continue;
      if (S.Call)
        noteCpuRivals(S.Call, S.Callee, Out.CpuRivals);
      std::string K = Caller + siteKey(SM, S);
      if (!Here.insert(K).second) {
        Out.Ambiguous.insert(K);
        Out.Sites.erase(K);
        continue;
      }
      Out.Sites[K] = {functionKey(S.Callee), functionName(S.Callee),
                      calleeRestriction(S.Callee), isLibraryFunction(S.Callee)};
    }
  }
}

void hideOnlyCpuRivals(const AmpSideCalls &Calls, AmpModel &Model) {
  for (auto It = Model.Splits.begin(); It != Model.Splits.end();) {
    if (It->second == SplitRole::HostOnly &&
        !Calls.CpuRivals.count(functionKey(It->first)))
      It = Model.Splits.erase(It);
    else
      ++It;
  }
}

bool isWrongSideCandidate(const Diagnostic &Info) {
  return Info.getID() == diag::note_ovl_candidate_bad_target;
}

bool isOverloadFailure(const Diagnostic &Info) {
  switch (Info.getID()) {
  case diag::err_ovl_no_viable_function_in_call:
  case diag::err_ovl_no_viable_member_function_in_call:
  case diag::err_ovl_no_viable_object_call:
  case diag::err_ovl_no_viable_oper:
  case diag::err_ovl_no_viable_subscript:
  case diag::err_ovl_no_viable_function_in_init:
  case diag::err_ovl_ambiguous_call:
  case diag::err_ovl_ambiguous_member_call:
  case diag::err_ovl_ambiguous_object_call:
  case diag::err_ovl_ambiguous_oper_binary:
  case diag::err_ovl_ambiguous_oper_unary:
  case diag::err_ovl_ambiguous_init:
  case diag::err_ref_bad_target:
    return true;
  default:
    return false;
  }
}

} // namespace amp2hip
