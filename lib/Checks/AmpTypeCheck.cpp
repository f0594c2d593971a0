//===- AmpTypeCheck.cpp ---------------------------------------------------===//
#include "Checks/AmpTypeCheck.h"

#include "Checks/RuleReporter.h"
#include "Model/AmpCode.h"
#include "Model/AmpDecls.h"
#include "Model/AmpTypes.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/Basic/Builtins.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace amp2hip {

/// True when \p S reads a variadic argument (va_arg, or va_start before it).
static bool readsVariadicArguments(const Stmt *S) {
  if (!S)
    return false;
  if (isa<VAArgExpr>(S))
    return true;
  if (const auto *CE = dyn_cast<CallExpr>(S))
    if (unsigned ID = CE->getBuiltinCallee())
      if (ID == Builtin::BI__builtin_va_start || ID == Builtin::BI__va_start ||
          ID == Builtin::BIva_start)
        return true;
  for (const Stmt *Child : S->children())
    if (readsVariadicArguments(Child))
      return true;
  return false;
}

namespace {

class TypeRules {
public:
  TypeRules(const AmpModel &Model, CheckContext &CC)
      : Model(Model), Ctx(CC.Ctx), R(CC) {}

  void run() {
    collectParameterUses();
    for (const AmpVar &V : Model.Code.Vars)
      checkDecl(V.VD, Model.Code.Bodies[V.Body].FD);
    for (const AmpBody &B : Model.Code.Bodies) {
      checkReturn(B);
      checkMemberInits(B);
    }
    for (const AmpStmt &S : Model.Code.Stmts)
      checkStmt(S.S, Model.Code.Bodies[S.Body].FD);
    for (const RestrictedFunction &F : Model.Functions)
      if (F.R.Amp)
        checkSignature(F.FD);
    // A container of unsupported elements is an error wherever it is made.
    for (const DeclaratorDecl *D : Model.Code.ProjectDecls)
      if (!containerElementType(D->getType()).isNull())
        checkDecl(D, nullptr);
  }

private:
  static SourceLocation typeLoc(const DeclaratorDecl *D) {
    if (const TypeSourceInfo *TSI = D->getTypeSourceInfo())
      if (TSI->getTypeLoc().getBeginLoc().isValid())
        return TSI->getTypeLoc().getBeginLoc();
    return D->getLocation();
  }

  /// Reports \p P at \p Loc unless it was already; true if it reported.
  bool report(SourceLocation Loc, QualType T, const TypeProblem &P,
              const FunctionDecl *In) {
    // A container's type may be spelled through library aliases; its
    // canonical form names the element.
    std::string Type =
        P.ContainerElement
            ? T.getCanonicalType().getAsString(Ctx.getPrintingPolicy())
            : T.getAsString(Ctx.getPrintingPolicy());
    if (!R.firstTime(Loc, DiagId::UnsupportedType, Type + P.Reason))
      return false;
    R.report(Loc, DiagId::UnsupportedType) << Type << P.Reason;
    if (P.Culprit)
      R.noteDeclared(P.Culprit, DiagId::NoteDeclaredHere);
    if (In)
      R.noteInstantiation(In);
    return true;
  }

  /// The member accesses through each amp function's parameters
  /// (`p->m`, `(*p).m`, `r.m`).
  void collectParameterUses() {
    for (const AmpStmt &S : Model.Code.Stmts) {
      const auto *ME = dyn_cast<MemberExpr>(S.S);
      if (!ME)
        continue;
      const Expr *Base = ME->getBase()->IgnoreParenImpCasts();
      if (const auto *UO = dyn_cast<UnaryOperator>(Base))
        if (UO->getOpcode() == UO_Deref)
          Base = UO->getSubExpr()->IgnoreParenImpCasts();
      if (const auto *DRE = dyn_cast<DeclRefExpr>(Base))
        if (const auto *P = dyn_cast<ParmVarDecl>(DRE->getDecl()))
          ParameterUses[P].push_back(ME);
    }
  }

  /// A parameter of a class type amp code cannot hold (by value, pointer
  /// or reference). Visual C++ judged it where the body needs the class's
  /// layout: at each member access through it, else at the body of a
  /// function, or at the point of instantiation of a template's instance
  /// (never in the pattern). Reported there, with a note at the parameter.
  bool checkParameter(const ParmVarDecl *P, const FunctionDecl *In, QualType T,
                      const TypeProblem &Problem) {
    QualType Object = T.getNonReferenceType();
    if (Object->isPointerType())
      Object = Object->getPointeeType();
    if (!Object->isRecordType() || !containerElementType(Object).isNull())
      return false;
    auto Report = [&](SourceLocation Loc) {
      if (Loc.isValid() && report(Loc, T, Problem, In))
        R.noteDeclared(P, DiagId::NoteDeclaredHere);
    };
    auto It = ParameterUses.find(P);
    if (It != ParameterUses.end()) {
      for (const MemberExpr *ME : It->second)
        Report(ME->getMemberLoc());
      return true;
    }
    if (In->isDependentContext())
      return true;
    if (const FunctionDecl *Instance = instantiationOf(In)) {
      Report(Instance->getPointOfInstantiation());
      return true;
    }
    if (const Stmt *Body = In->getBody())
      Report(Body->getBeginLoc());
    return true;
  }

  void checkDecl(const DeclaratorDecl *D, const FunctionDecl *In) {
    if (D->isImplicit())
      return;
    QualType T = D->getType();
    // An array or texture stays on its accelerator: amp code holds one only
    // by reference (a local, parameter or copy of one is Visual C++'s C3581).
    if (In && Model.Dialect != SourceDialect::Hcc && !T->isReferenceType() &&
        !T->isDependentType() && isCapturedByReferenceType(T)) {
      report(typeLoc(D), T,
             TypeProblem{"amp code holds an array or texture only by "
                         "reference"},
             In);
      return;
    }
    if (TypeProblem P = ampTypeProblem(T, Ctx, TypeUse::Value, Model.Dialect)) {
      const auto *Param = dyn_cast<ParmVarDecl>(D);
      if (In && Param && Model.Dialect != SourceDialect::Hcc &&
          checkParameter(Param, In, T, P))
        return;
      report(typeLoc(D), T, P, In);
    }
  }

  void checkReturn(const AmpBody &B) {
    const FunctionDecl *FD = B.FD;
    SourceLocation Loc = FD->getReturnTypeSourceRange().getBegin();
    if (Loc.isInvalid() || isa<CXXConstructorDecl>(FD) ||
        isa<CXXDestructorDecl>(FD))
      return;
    QualType T = FD->getReturnType();
    if (TypeProblem P = ampTypeProblem(T, Ctx, TypeUse::Value, Model.Dialect))
      report(Loc, T, P, FD);
  }

  void checkStmt(const Stmt *S, const FunctionDecl *In) {
    if (const auto *Cast = dyn_cast<ExplicitCastExpr>(S)) {
      const TypeSourceInfo *TSI = Cast->getTypeInfoAsWritten();
      QualType T = Cast->getTypeAsWritten();
      if (TSI)
        if (TypeProblem P =
                ampTypeProblem(T, Ctx, TypeUse::Value, Model.Dialect))
          report(TSI->getTypeLoc().getBeginLoc(), T, P, In);
      return;
    }
    if (const auto *ME = dyn_cast<MemberExpr>(S)) {
      // A member of the object an amp member function runs on.
      const auto *F = dyn_cast<FieldDecl>(ME->getMemberDecl());
      if (!F || !isa<CXXThisExpr>(ME->getBase()->IgnoreParenImpCasts()))
        return;
      QualType T = F->getType();
      if (T->isReferenceType() || T->isPointerType())
        return; // judged as members of the class, below
      if (TypeProblem P =
              ampTypeProblem(T, Ctx, TypeUse::Element, Model.Dialect)) {
        if (!P.Culprit)
          P.Culprit = F;
        report(ME->getMemberLoc(), T, P, In);
      }
      return;
    }
    // A temporary made by naming its type: `T()`.
    const TypeSourceInfo *Made = nullptr;
    if (const auto *TO = dyn_cast<CXXTemporaryObjectExpr>(S))
      Made = TO->getTypeSourceInfo();
    else if (const auto *SV = dyn_cast<CXXScalarValueInitExpr>(S))
      Made = SV->getTypeSourceInfo();
    if (Made) {
      QualType T = Made->getType();
      if (!T->isDependentType())
        if (TypeProblem P =
                ampTypeProblem(T, Ctx, TypeUse::Value, Model.Dialect))
          report(Made->getTypeLoc().getBeginLoc(), T, P, In);
      return;
    }
    if (const auto *IL = dyn_cast<IntegerLiteral>(S)) {
      if (IL->getValue().getActiveBits() <= 32)
        if (TypeProblem P = ampTypeProblem(IL->getType(), Ctx, TypeUse::Value,
                                           Model.Dialect))
          report(IL->getLocation(), IL->getType(), P, In);
      return;
    }
    if (const auto *FL = dyn_cast<FloatingLiteral>(S)) {
      if (TypeProblem P =
              ampTypeProblem(FL->getType(), Ctx, TypeUse::Value, Model.Dialect))
        report(FL->getLocation(), FL->getType(), P, In);
      return;
    }
    if (const auto *MC = dyn_cast<CXXMemberCallExpr>(S)) {
      // av.reinterpret_as<char>() makes a container of another element.
      const CXXMethodDecl *MD = MC->getMethodDecl();
      if (!MD || !MD->getIdentifier() || MD->getName() != "reinterpret_as")
        return;
      QualType T = MC->getType();
      if (containerElementType(T).isNull())
        return;
      SourceLocation Loc = MC->getExprLoc();
      if (const auto *ME = dyn_cast<MemberExpr>(MC->getCallee()))
        Loc = ME->getMemberLoc();
      if (TypeProblem P = ampTypeProblem(T, Ctx, TypeUse::Value, Model.Dialect))
        report(Loc, T, P, In);
    }
  }

  void checkSignature(const FunctionDecl *FD) {
    if (FD->isDependentContext() && !FD->getDescribedFunctionTemplate() &&
        !isa<CXXMethodDecl>(FD))
      return;
    // HCC's dialect: HIP compiles a variadic device function that never
    // reads its variadic arguments.
    bool HccVariadic = Model.Dialect == SourceDialect::Hcc &&
                       !readsVariadicArguments(FD->getBody());
    if (FD->isVariadic() && FD->getEllipsisLoc().isValid() && !HccVariadic &&
        R.firstTime(FD->getEllipsisLoc(), DiagId::AmpVariadic, ""))
      R.report(FD->getEllipsisLoc(), DiagId::AmpVariadic);
    if (const auto *MD = dyn_cast<CXXMethodDecl>(FD)) {
      if (MD->isVolatile() &&
          R.firstTime(MD->getLocation(), DiagId::AmpVolatileMethod, ""))
        R.report(MD->getLocation(), DiagId::AmpVolatileMethod);
      if (MD->isVirtual() &&
          R.firstTime(MD->getLocation(), DiagId::AmpVirtualMethod, ""))
        R.report(MD->getLocation(), DiagId::AmpVirtualMethod);
    }
    // throw(), throw(T...) and Microsoft's throw(...); noexcept is allowed.
    const auto *FPT = FD->getType()->getAs<FunctionProtoType>();
    ExceptionSpecificationType EST =
        FPT ? FPT->getExceptionSpecType() : EST_None;
    if (EST == EST_Dynamic || EST == EST_DynamicNone || EST == EST_MSAny) {
      CharSourceRange Spec = writtenSpec(FD);
      SourceLocation Loc = Spec.getBegin();
      if (Loc.isInvalid())
        Loc = FD->getLocation();
      if (R.firstTime(Loc, DiagId::AmpDynamicException, "")) {
        auto D = R.report(Loc, DiagId::AmpDynamicException);
        // throw() promises what noexcept says.
        if (EST == EST_DynamicNone && Spec.isValid())
          D << FixItHint::CreateReplacement(Spec, "noexcept");
      }
    }
  }

  /// A clause the user wrote after the specification (C3646), which the
  /// pre-pass left in place.
  static bool writtenAfterSpec(const PrepassResult &P,
                               const RestrictClause &C) {
    return llvm::any_of(P.Findings, [&](const PrepassFinding &F) {
      return F.Offset == C.Begin && F.Id == DiagId::RestrictAfterExceptionSpec;
    });
  }

  /// Where the user wrote \p FD's exception specification. The pre-pass
  /// swaps `restrict(amp) throw()` into `throw() restrict(amp)` for the
  /// parse, keeping the span: the specification then lies where the
  /// clause was, and the user's one ends where the clause now ends.
  CharSourceRange writtenSpec(const FunctionDecl *FD) {
    SourceRange Spec = FD->getExceptionSpecSourceRange();
    const SourceManager &SM = Ctx.getSourceManager();
    if (Spec.isInvalid() || !Spec.getBegin().isFileID() ||
        !Spec.getEnd().isFileID())
      return {};
    SourceLocation End =
        Lexer::getLocForEndOfToken(Spec.getEnd(), 0, SM, Ctx.getLangOpts());
    auto [File, Begin] = SM.getDecomposedLoc(Spec.getBegin());
    unsigned EndOff = SM.getFileOffset(End);
    unsigned Len = EndOff - Begin;
    if (const PrepassResult *P = Model.prepassFor(File)) {
      llvm::StringRef Text = SM.getBufferData(File);
      for (const RestrictClause &C : P->Clauses)
        if (C.Begin >= EndOff && C.End <= Text.size() &&
            Text.slice(EndOff, C.Begin).find_first_not_of(" \t\r\n") ==
                llvm::StringRef::npos &&
            !writtenAfterSpec(*P, C)) {
          SourceLocation Start = SM.getLocForStartOfFile(File);
          return CharSourceRange::getCharRange(
              Start.getLocWithOffset(C.End - Len),
              Start.getLocWithOffset(C.End));
        }
    }
    return CharSourceRange::getCharRange(Spec.getBegin(), End);
  }

  /// The members an amp constructor initialises are members of amp code,
  /// like the ones its body reads (pointers and references included: no
  /// class reaches the GPU with them).
  void checkMemberInits(const AmpBody &B) {
    const auto *Ctor = dyn_cast<CXXConstructorDecl>(B.FD);
    if (!Ctor)
      return;
    for (const CXXCtorInitializer *I : Ctor->inits()) {
      const FieldDecl *F = I->getMember();
      if (!F || !I->isWritten() || I->getMemberLocation().isInvalid())
        continue;
      QualType T = F->getType();
      TypeProblem P;
      if (T->isPointerType() && Model.Dialect != SourceDialect::Hcc)
        P = TypeProblem{"member '" + F->getNameAsString() + "' is a pointer"};
      else if (T->isReferenceType() && !isCapturedByReferenceType(T) &&
               Model.Dialect != SourceDialect::Hcc)
        P = TypeProblem{"member '" + F->getNameAsString() +
                        "' is a reference"};
      else if (T->isReferenceType()) // an array or texture, held by reference
        continue;                    // (HCC's dialect: HIP's rules, anything)
      else
        P = ampTypeProblem(T, Ctx, TypeUse::Element, Model.Dialect);
      if (!P)
        continue;
      if (!P.Culprit)
        P.Culprit = F;
      report(I->getMemberLocation(), T, P, B.FD);
    }
  }

  const AmpModel &Model;
  ASTContext &Ctx;
  RuleReporter R;
  llvm::DenseMap<const ParmVarDecl *, std::vector<const MemberExpr *>>
      ParameterUses;
};

} // namespace

void AmpTypeCheck::run(const AmpModel &Model, CheckContext &CC) {
  TypeRules(Model, CC).run();
}

} // namespace amp2hip
