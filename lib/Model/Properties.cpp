//===- Properties.cpp - Uses of __declspec(property) members --------------===//
#include "Model/Properties.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Basic/SourceManager.h"
#include <map>
#include <set>

using namespace clang;

namespace amp2hip {

namespace {

/// The expression Clang bound to an OpaqueValueExpr (the syntactic form of a
/// pseudo-object expression holds those in place of its operands).
const Expr *source(const Expr *E) {
  if (const auto *OVE = dyn_cast_or_null<OpaqueValueExpr>(E))
    return OVE->getSourceExpr();
  return E;
}

/// The operands of a pseudo-object expression as written: the opaque values
/// its syntactic form holds (the others bind Clang's accessor calls).
void writtenOperands(const Stmt *S,
                     llvm::SmallVectorImpl<const OpaqueValueExpr *> &Out) {
  if (const auto *OVE = dyn_cast_or_null<OpaqueValueExpr>(S)) {
    Out.push_back(OVE);
    return;
  }
  if (S)
    for (const Stmt *C : S->children())
      writtenOperands(C, Out);
}

/// Text that may be written twice without evaluating anything twice.
bool repeatable(const Expr *E) {
  E = E->IgnoreParenImpCasts();
  if (isa<CXXThisExpr, IntegerLiteral, CharacterLiteral, FloatingLiteral,
          CXXBoolLiteralExpr>(E))
    return true;
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E))
    return isa<VarDecl, EnumConstantDecl>(DRE->getDecl());
  if (const auto *ME = dyn_cast<MemberExpr>(E))
    return isa<FieldDecl>(ME->getMemberDecl()) && repeatable(ME->getBase());
  if (const auto *UO = dyn_cast<UnaryOperator>(E))
    return UO->getOpcode() == UO_Deref && repeatable(UO->getSubExpr());
  if (const auto *AS = dyn_cast<ArraySubscriptExpr>(E))
    return repeatable(AS->getBase()) && repeatable(AS->getIdx());
  return false;
}

/// The property declared in \p RD or one of its bases whose getter is named
/// \p Getter.
const MSPropertyDecl *propertyWithGetter(const CXXRecordDecl *RD,
                                         const IdentifierInfo *Getter) {
  if (!RD || !RD->hasDefinition() || !Getter)
    return nullptr;
  RD = RD->getDefinition();
  for (const Decl *D : RD->decls())
    if (const auto *P = dyn_cast<MSPropertyDecl>(D))
      if (P->getGetterId() == Getter)
        return P;
  for (const CXXBaseSpecifier &B : RD->bases())
    if (const MSPropertyDecl *P =
            propertyWithGetter(B.getType()->getAsCXXRecordDecl(), Getter))
      return P;
  return nullptr;
}

/// Whether the value of \p E is discarded: it is a statement of its own, the
/// increment of a for loop, the left of a comma, or cast to void.
bool isDiscarded(ASTContext &Ctx, const Expr *E) {
  DynTypedNode Node = DynTypedNode::create(*E);
  for (;;) {
    DynTypedNodeList Parents = Ctx.getParents(Node);
    if (Parents.size() != 1)
      return false;
    const Stmt *P = Parents[0].get<Stmt>();
    const Stmt *Child = Node.get<Stmt>();
    if (!P || !Child)
      return false;
    if (isa<ParenExpr, ExprWithCleanups>(P) ||
        (isa<ImplicitCastExpr>(P) &&
         cast<ImplicitCastExpr>(P)->getCastKind() != CK_LValueToRValue)) {
      Node = Parents[0];
      continue;
    }
    if (const auto *CE = dyn_cast<ExplicitCastExpr>(P))
      return CE->getType()->isVoidType();
    if (const auto *BO = dyn_cast<BinaryOperator>(P)) {
      if (BO->getOpcode() != BO_Comma)
        return false;
      if (BO->getLHS() == Child)
        return true;
      Node = Parents[0];
      continue;
    }
    if (isa<CompoundStmt, LabelStmt, AttributedStmt, SwitchCase>(P))
      return true;
    if (const auto *If = dyn_cast<IfStmt>(P))
      return If->getThen() == Child || If->getElse() == Child;
    if (const auto *W = dyn_cast<WhileStmt>(P))
      return W->getBody() == Child;
    if (const auto *D = dyn_cast<DoStmt>(P))
      return D->getBody() == Child;
    if (const auto *F = dyn_cast<ForStmt>(P))
      return F->getBody() == Child || F->getInc() == Child ||
             F->getInit() == Child;
    if (const auto *R = dyn_cast<CXXForRangeStmt>(P))
      return R->getBody() == Child;
    return false;
  }
}

class Collector : public RecursiveASTVisitor<Collector> {
  using Base = RecursiveASTVisitor<Collector>;

public:
  Collector(ASTContext &Ctx,
            const std::function<bool(SourceLocation)> &InProject,
            PropertyModel &Out)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), InProject(InProject), Out(Out) {
  }

  bool shouldVisitTemplateInstantiations() const { return true; }
  bool shouldVisitImplicitCode() const { return false; }

  /// Lambdas may capture by reference inside function bodies only (and not
  /// in the default member initializers of a class inside one).
  bool TraverseDecl(Decl *D) {
    if (!D)
      return true;
    unsigned Saved = FunctionDepth;
    if (isa<FunctionDecl>(D))
      ++FunctionDepth;
    else if (isa<TagDecl>(D))
      FunctionDepth = 0;
    bool R = Base::TraverseDecl(D);
    FunctionDepth = Saved;
    return R;
  }
  bool TraverseLambdaExpr(LambdaExpr *LE) {
    ++FunctionDepth;
    bool R = Base::TraverseLambdaExpr(LE);
    --FunctionDepth;
    // A generic lambda's instantiations (the visitor sees only its
    // pattern), where its dependent uses resolve.
    if (FunctionTemplateDecl *FT = LE->getDependentCallOperator())
      for (FunctionDecl *Spec : FT->specializations())
        R = R && TraverseDecl(Spec);
    return R;
  }

  /// The operands as written, once each: the accessor calls Clang made are
  /// not the user's (their member names sit where the property's is).
  bool TraversePseudoObjectExpr(PseudoObjectExpr *POE) {
    if (!WalkUpFromPseudoObjectExpr(POE))
      return false;
    llvm::SmallVector<const OpaqueValueExpr *, 4> Written;
    writtenOperands(POE->getSyntacticForm(), Written);
    ++Depth;
    for (const OpaqueValueExpr *OVE : Written)
      if (!TraverseStmt(const_cast<Expr *>(OVE->getSourceExpr())))
        return false;
    --Depth;
    return true;
  }

  bool VisitPseudoObjectExpr(PseudoObjectExpr *POE) {
    PropertyUse U;
    if (!describe(POE, U))
      return true;
    SourceLocation Name = U.Ref->getMemberLoc();
    if (!InProject(Name))
      return true;
    U.Use = POE;
    U.Depth = Depth;
    U.InFunction = FunctionDepth > 0;
    U.Property = U.Ref->getPropertyDecl();
    if (U.Access == PropertyAccess::Increment ||
        U.Access == PropertyAccess::Decrement)
      U.ValueUsed = U.Prefix || !isDiscarded(Ctx, POE);
    U.Repeatable = !U.Object || repeatable(U.Object);
    for (const Expr *I : U.Indices)
      U.Repeatable = U.Repeatable && repeatable(I);
    auto [It, New] = UseAt.try_emplace(key(Name), Out.Uses.size());
    if (New) {
      Out.Uses.push_back(U);
      return true;
    }
    const PropertyUse &First = Out.Uses[It->second];
    if (First.Property->getGetterId() != U.Property->getGetterId() ||
        First.Property->getSetterId() != U.Property->getSetterId() ||
        First.Access != U.Access)
      mismatch(Name, U.Property->getName());
    return true;
  }

  bool VisitMemberExpr(MemberExpr *ME) {
    if (InProject(ME->getMemberLoc()))
      Ordinary.try_emplace(key(ME->getMemberLoc()), ME->getMemberLoc());
    return true;
  }

  bool VisitMSPropertyDecl(MSPropertyDecl *D) {
    if (InProject(D->getLocation()) &&
        SeenDecl.insert(key(D->getLocation())).second)
      Out.Declarations.push_back(D);
    return true;
  }

  bool VisitCXXOperatorCallExpr(CXXOperatorCallExpr *OC) {
    if (OC->getOperator() != OO_Equal || OC->getNumArgs() != 2 ||
        !InProject(OC->getOperatorLoc()))
      return true;
    const auto *Call =
        dyn_cast<CXXMemberCallExpr>(OC->getArg(0)->IgnoreImplicit());
    if (!Call || !Call->getMethodDecl() || !Call->isPRValue())
      return true;
    const CXXMethodDecl *M = Call->getMethodDecl();
    const MSPropertyDecl *P =
        propertyWithGetter(Call->getRecordDecl(), M->getIdentifier());
    if (P && !P->hasSetter())
      Out.CopyAssignments.push_back({OC, M, P});
    return true;
  }

  /// Uses that an instantiation or expansion sees as an ordinary member.
  void finish() {
    for (const auto &[Key, Loc] : Ordinary) {
      auto It = UseAt.find(Key);
      if (It != UseAt.end())
        mismatch(Loc, Out.Uses[It->second].Property->getName());
    }
  }

private:
  /// Fills the parts of \p U that the syntactic form of \p POE shows.
  static bool describe(const PseudoObjectExpr *POE, PropertyUse &U) {
    const Expr *Syn = POE->getSyntacticForm();
    const Expr *Target = Syn;
    if (const auto *BO = dyn_cast<BinaryOperator>(Syn)) {
      if (!BO->isAssignmentOp())
        return false;
      Target = BO->getLHS();
      U.Value = source(BO->getRHS());
      U.OperatorLoc = BO->getOperatorLoc();
      if (const auto *CA = dyn_cast<CompoundAssignOperator>(BO)) {
        U.Access = PropertyAccess::Compound;
        U.Op = BinaryOperator::getOpForCompoundAssignment(CA->getOpcode());
      } else {
        U.Access = PropertyAccess::Set;
      }
    } else if (const auto *UO = dyn_cast<UnaryOperator>(Syn)) {
      if (!UO->isIncrementDecrementOp())
        return false;
      Target = UO->getSubExpr();
      U.OperatorLoc = UO->getOperatorLoc();
      U.Access = UO->isIncrementOp() ? PropertyAccess::Increment
                                     : PropertyAccess::Decrement;
      U.Prefix = UO->isPrefix();
    }
    // `(a.p)`: the parentheses belong to the syntactic form of a read too
    // (and to sizeof's operand).
    while (const auto *PE = dyn_cast<ParenExpr>(Target)) {
      U.LParens.push_back(PE->getLParen());
      Target = PE->getSubExpr();
    }
    // a.p[i][j]: the subscripts, outermost first.
    while (const auto *S = dyn_cast<MSPropertySubscriptExpr>(Target)) {
      U.Indices.insert(U.Indices.begin(), source(S->getIdx()));
      U.RBrackets.insert(U.RBrackets.begin(), S->getRBracketLoc());
      Target = S->getBase()->IgnoreParens();
    }
    U.Ref = dyn_cast<MSPropertyRefExpr>(Target);
    if (!U.Ref)
      return false;
    // `p` in a member function: `this` implied (the syntactic form holds
    // it behind an opaque value, which isImplicitAccess does not see).
    U.Object = source(U.Ref->getBaseExpr());
    if (U.Object && U.Object->isImplicitCXXThis())
      U.Object = nullptr;
    return true;
  }

  /// Where a name is spelled: the same for every instantiation of a template
  /// and every expansion of a macro.
  std::pair<unsigned, unsigned> key(SourceLocation Loc) const {
    SourceLocation S = SM.getSpellingLoc(Loc);
    return {SM.getFileID(S).getHashValue(), SM.getFileOffset(S)};
  }

  void mismatch(SourceLocation Loc, llvm::StringRef Name) {
    if (Reported.insert(key(Loc)).second)
      Out.Mismatches.push_back({Loc, Name.str()});
  }

  ASTContext &Ctx;
  SourceManager &SM;
  const std::function<bool(SourceLocation)> &InProject;
  PropertyModel &Out;
  unsigned Depth = 0;
  unsigned FunctionDepth = 0;
  std::map<std::pair<unsigned, unsigned>, size_t> UseAt;
  std::map<std::pair<unsigned, unsigned>, SourceLocation> Ordinary;
  std::set<std::pair<unsigned, unsigned>> SeenDecl, Reported;
};

} // namespace

void collectProperties(ASTContext &Ctx,
                       const std::function<bool(SourceLocation)> &InProject,
                       PropertyModel &Out) {
  Collector C(Ctx, InProject, Out);
  C.TraverseDecl(Ctx.getTranslationUnitDecl());
  C.finish();
}

} // namespace amp2hip
