//===- CallRestrictionCheck.cpp -------------------------------------------===//
//
// Clang resolved each call for the caller's target (restrict(amp) is
// __device__ in the parse, and device code may name host functions there),
// so the rule is read off the resolved callee: amp code must call amp
// functions, restrict(cpu,amp) code functions that have both sides. Calls
// from cpu-only code to amp-only functions are refused by Clang's overload
// resolution itself (reported as C3930 by the diagnostic recorder).
//
//===----------------------------------------------------------------------===//
#include "Checks/CallRestrictionCheck.h"

#include "Checks/GraphNotes.h"
#include "Diagnostics/DiagnosticRecorder.h"
#include "clang/AST/Attr.h"
#include "llvm/ADT/SmallPtrSet.h"
#include <set>

using namespace clang;

namespace amp2hip {

static const char *restrictionText(Restriction R) {
  return R.Amp && R.Cpu ? "cpu,amp" : R.Amp ? "amp" : "cpu";
}

/// Whether \p Callee's scope also declares an amp overload of its name. The
/// parse lets amp code see cpu candidates (so that a cpu-only callee is
/// reported here), and an exact cpu match can then beat an amp overload that
/// needs a conversion; C++ AMP (and the device compile of the output) ignore
/// the cpu candidate and pick the amp one. Used when no device-side parse
/// tells what the amp side calls (Model/AmpSide.h).
static bool hasAmpOverload(const FunctionDecl *Callee) {
  if (!Callee->getDeclName())
    return false;
  const DeclContext *DC = Callee->getDeclContext()->getRedeclContext();
  for (const NamedDecl *D : DC->lookup(Callee->getDeclName())) {
    const NamedDecl *U = D->getUnderlyingDecl();
    const FunctionDecl *FD = dyn_cast<FunctionDecl>(U);
    if (const auto *FT = dyn_cast<FunctionTemplateDecl>(U))
      FD = FT->getTemplatedDecl();
    const auto *Ctor = dyn_cast_or_null<CXXConstructorDecl>(FD);
    if (!FD || FD->isImplicit() || (Ctor && Ctor->isCopyOrMoveConstructor()))
      continue; // copies do not compete with the constructor called
    if (FD->getCanonicalDecl() != Callee->getCanonicalDecl() &&
        calleeRestriction(FD).Amp)
      return true;
  }
  return false;
}

/// Whether destroying a \p RD runs a destructor the pre-pass removed an
/// overload of (its own, a base's or a member's): C3933 is reported on that
/// class, and the destructor left behind does not tell where it may run.
static bool destroysRemovedOverload(const AmpModel &Model,
                                    const CXXRecordDecl *RD,
                                    llvm::SmallPtrSetImpl<const void *> &Seen) {
  if (!RD || !RD->hasDefinition() || !Seen.insert(RD).second)
    return false;
  RD = RD->getDefinition();
  if (hasRemovedDestructorOverload(Model, RD))
    return true;
  for (const CXXBaseSpecifier &B : RD->bases())
    if (destroysRemovedOverload(Model, B.getType()->getAsCXXRecordDecl(), Seen))
      return true;
  for (const FieldDecl *F : RD->fields())
    if (destroysRemovedOverload(
            Model,
            F->getType()->getBaseElementTypeUnsafe()->getAsCXXRecordDecl(),
            Seen))
      return true;
  return false;
}

/// Whether the problem of \p S is reported at a more specific place by a
/// rule of amp code, so that a C3930/C3931 here would say it twice:
/// - a call through a function pointer held in a local, parameter or
///   capture: the pointer's type is C3581 (C3596 for a capture) where the
///   variable is declared, as MSVC reports it; a pointer computed in the
///   expression itself has no declaration and gets C3930 at the call;
/// - a member of std::type_info: its objects come only from typeid (C3591);
/// - a destructor left alone by the pre-pass after C3933, or an implicit
///   one that Clang left without a target (C3933 where its class is).
static bool reportedElsewhere(const AmpModel &Model, const CallSite &S) {
  if (S.Kind == CallKind::ThroughPointer) {
    const auto *CE = dyn_cast_or_null<CallExpr>(S.Call);
    if (!CE)
      return false;
    const Expr *Callee = CE->getCallee()->IgnoreParenImpCasts();
    if (const auto *BO = dyn_cast<BinaryOperator>(Callee))
      if (BO->isPtrMemOp())
        Callee = BO->getRHS()->IgnoreParenImpCasts();
    while (const auto *UO = dyn_cast<UnaryOperator>(Callee)) {
      if (UO->getOpcode() != UO_Deref)
        break;
      Callee = UO->getSubExpr()->IgnoreParenImpCasts();
    }
    const auto *DRE = dyn_cast<DeclRefExpr>(Callee);
    const auto *VD = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
    return VD && VD->hasLocalStorage();
  }
  if (!S.Callee)
    return false;
  if (const auto *MD = dyn_cast<CXXMethodDecl>(S.Callee)) {
    const CXXRecordDecl *RD = MD->getParent();
    if (RD->getIdentifier() && RD->getName() == "type_info" &&
        RD->getDeclContext()->isStdNamespace())
      return true;
  }
  if (const auto *Dtor = dyn_cast<CXXDestructorDecl>(S.Callee)) {
    if (Dtor->hasAttr<CUDAInvalidTargetAttr>())
      return true;
    llvm::SmallPtrSet<const void *, 8> Seen;
    return destroysRemovedOverload(Model, Dtor->getParent(), Seen);
  }
  return false;
}

/// A call inside a default argument of a function declared outside any
/// function body (at namespace or class scope): its overloads were chosen
/// in cpu context.
static bool boundInCpuScope(const CallSite &S) {
  if (!S.DefaultParam || !S.Callee)
    return false;
  const auto *Owner =
      dyn_cast_or_null<FunctionDecl>(S.DefaultParam->getDeclContext());
  return Owner && !enclosingFunction(Owner);
}

/// HCC's dialect: why the inference left \p Callee out of amp code.
static void noteInference(const AmpModel &Model, CheckContext &CC,
                          const FunctionDecl *Callee) {
  auto It = Model.Inferred.find(inferenceKey(Callee));
  if (It == Model.Inferred.end() || It->second.Loc.isInvalid())
    return;
  const InferenceNote &N = It->second;
  CC.Diags.report(N.Loc, N.Auto ? DiagId::NoteAutoInferredCpu
                                : DiagId::NoteNotInferredAmp)
      << functionName(Callee) << N.What;
}

void CallRestrictionCheck::run(const AmpModel &Model, CheckContext &CC) {
  ProgramGraph &G = graph(Model, CC);
  std::set<std::pair<unsigned, std::string>> Reported;
  for (const FunctionDecl *F : G.Functions) {
    Restriction R = callerRestriction(F);
    if (!R.Amp)
      continue; // cpu-only callers: Clang's overload resolution decides
    for (const CallSite &S : G.Graph.facts(F).Calls) {
      if (reportedElsewhere(Model, S))
        continue;
      // HCC built placement new in kernels (it constructs in memory the
      // kernel was given); HIP's device code has it too.
      if (S.Kind == CallKind::New && Model.Dialect == SourceDialect::Hcc &&
          S.Callee && S.Callee->isReservedGlobalPlacementOperator())
        continue;
      std::string What;
      DiagId Id;
      Restriction CR;
      const char *Side = "amp";
      if (const char *Name = forbiddenInAmpName(S.Kind))
        What = Name;
      if (S.Kind == CallKind::Virtual)
        What += " of '" + functionName(S.Callee) + "'";
      const FunctionDecl *Named = S.Callee;
      if (!What.empty()) {
        Id = DiagId::ForbiddenInAmp;
      } else {
        CR = calleeRestriction(S.Callee);
        SplitRole Role = splitRoleOf(Model, S.Callee);
        bool AmpSideFails;
        bool BoundInCpuScope = boundInCpuScope(S);
        if (BoundInCpuScope) {
          // Visual C++ resolved the default argument where it is written,
          // outside any function: among the cpu candidates, whatever the
          // code that uses it.
          AmpSideFails = !CR.Amp && !isLibraryFunction(S.Callee);
        } else if (S.AmpSideKnown) {
          // The device-side parse resolved this call among the amp
          // candidates; the AST here holds the cpu side's choice.
          // The parse model lacks the device overloads of the C library
          // that hipcc and nvcc provide: a library callee callable from amp
          // code by its target is not refused for finding none there.
          bool ProvidedOnDevice = isLibraryFunction(S.Callee) && CR.Amp;
          AmpSideFails = S.AmpNoViable ? !ProvidedOnDevice : !S.AmpCalleeR.Amp;
        } else {
          AmpSideFails =
              !CR.Amp && Role != SplitRole::HostSide && !hasAmpOverload(S.Callee);
        }
        if (AmpSideFails) {
          Side = "amp";
          if (!BoundInCpuScope && S.AmpSideKnown && !S.AmpNoViable) {
            CR = S.AmpCalleeR;
            Named = S.AmpCallee;
          }
        } else if (R.Cpu && !CR.Cpu && Role != SplitRole::DeviceSide &&
                   !clangReported(CC.Ctx.getSourceManager(), S.Loc)) {
          Side = "cpu";
        } else {
          continue;
        }
        Id = S.Kind == CallKind::Implicit ? DiagId::ImplicitIncompatibleCall
                                          : DiagId::IncompatibleCall;
        What = Named ? functionName(Named) : S.AmpCalleeName;
      }
      if (!Reported.insert({S.Loc.getRawEncoding(), What}).second)
        continue;
      if (Id == DiagId::ForbiddenInAmp)
        CC.Diags.report(S.Loc, Id) << What << S.Range;
      else if (Id == DiagId::ImplicitIncompatibleCall)
        CC.Diags.report(S.Loc, Id)
            << S.Why << What << restrictionText(CR) << Side << S.Range;
      else
        CC.Diags.report(S.Loc, Id)
            << What << restrictionText(CR) << Side << S.Range;
      if (S.DefaultArg)
        CC.Diags.report(S.DefaultArg->getBeginLoc(),
                        DiagId::NoteDefaultArgument);
      if (Named && Id != DiagId::ForbiddenInAmp &&
          Named->getLocation().isValid())
        CC.Diags.report(Named->getLocation(), DiagId::NoteDeclaredHere)
            << What;
      if (Named && llvm::StringRef(Side) == "amp")
        noteInference(Model, CC, Named);
      // The kernels reach the amp side; the cpu side is reached from host
      // code (Clang's own report of it names the host caller).
      auto [K, I] = firstReacher(G, F);
      if (K >= 0 && llvm::StringRef(Side) == "amp")
        noteChain(CC, G, K, I);
    }
  }
}

} // namespace amp2hip
