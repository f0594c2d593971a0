//===- ExtendedLambdas.cpp ------------------------------------------------===//
#include "Model/ExtendedLambdas.h"

#include "clang/AST/ASTLambda.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace clang;

namespace amp2hip {

namespace {

/// The function whose body holds \p Lambda, through enclosing lambdas.
const FunctionDecl *enclosingNonLambda(const FunctionDecl *CallOp) {
  const FunctionDecl *F = enclosingFunction(CallOp);
  while (F && isLambdaCallOperator(F))
    F = enclosingFunction(F);
  return F;
}

bool isRestricted(AccessSpecifier A) {
  return A == AS_private || A == AS_protected;
}

/// The redeclaration of \p D written inside \p Parent (the one whose access
/// counts), as the declaration to wrap: its template when it has one.
const Decl *inClassDeclaration(const Decl *D, const CXXRecordDecl *Parent) {
  for (const Decl *R : D->redecls())
    if (R->getLexicalDeclContext() == Parent) {
      if (const auto *FD = dyn_cast<FunctionDecl>(R))
        if (const FunctionTemplateDecl *T = FD->getDescribedFunctionTemplate())
          return T;
      if (const auto *RD = dyn_cast<CXXRecordDecl>(R))
        if (const ClassTemplateDecl *T = RD->getDescribedClassTemplate())
          return T;
      return R;
    }
  return nullptr;
}

/// The template pattern of an instantiated class, or the class itself.
const CXXRecordDecl *patternOf(const CXXRecordDecl *RD) {
  if (const CXXRecordDecl *P = RD->getTemplateInstantiationPattern())
    return P;
  return RD;
}

/// The declaration at namespace scope that lexically holds \p D.
const Decl *namespaceScopeHolder(const Decl *D) {
  while (D) {
    const DeclContext *DC = D->getLexicalDeclContext();
    if (DC->getRedeclContext()->isFileContext())
      break; // namespace scope, possibly inside extern "C++" { }
    if (!isa<CXXRecordDecl>(DC))
      return nullptr; // inside a function: a local class member
    D = cast<Decl>(DC);
  }
  if (!D)
    return nullptr;
  if (const auto *FD = dyn_cast<FunctionDecl>(D))
    if (const FunctionTemplateDecl *T = FD->getDescribedFunctionTemplate())
      return T;
  if (const auto *RD = dyn_cast<CXXRecordDecl>(D))
    if (const ClassTemplateDecl *T = RD->getDescribedClassTemplate())
      return T;
  return D;
}

/// True when \p D is \p Ancestor or declared inside it.
bool isWithin(const Decl *D, const DeclContext *Ancestor) {
  for (const DeclContext *DC = isa<DeclContext>(D) ? cast<DeclContext>(D)
                                                   : D->getDeclContext();
       DC; DC = DC->getParent())
    if (DC == Ancestor)
      return true;
  return false;
}

/// Finds what keeps a local class from moving to namespace scope: a use of
/// the function's locals, of a template parameter, or of the members of a
/// class around the function (unqualified there, and maybe private).
class LocalUseFinder : public RecursiveASTVisitor<LocalUseFinder> {
public:
  LocalUseFinder(const TagDecl *Type, const FunctionDecl *Fn)
      : Type(Type), Fn(Fn) {}

  std::string Reason;
  /// Other types local to the function that this one uses: they move too.
  llvm::SmallVector<const TagDecl *, 4> LocalTypes;

  bool VisitTemplateTypeParmTypeLoc(TemplateTypeParmTypeLoc) {
    return fail("it uses a template parameter");
  }
  bool VisitTagTypeLoc(TagTypeLoc TL) { return check(TL.getDecl()); }
  bool VisitTypedefTypeLoc(TypedefTypeLoc TL) {
    return check(TL.getTypedefNameDecl());
  }
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    if (isa<NonTypeTemplateParmDecl>(E->getDecl()))
      return fail("it uses a template parameter");
    return check(E->getDecl());
  }

private:
  bool fail(llvm::StringRef Why) {
    Reason = Why.str();
    return false;
  }
  bool check(const Decl *D) {
    if (!D || isWithin(D, Type))
      return true;
    if (isWithin(D, Fn)) {
      const auto *Tag = dyn_cast<TagDecl>(D);
      if (const auto *EC = dyn_cast<EnumConstantDecl>(D))
        Tag = dyn_cast<EnumDecl>(EC->getDeclContext());
      if (Tag && Tag->getDeclContext() == Fn) {
        if (!llvm::is_contained(LocalTypes, Tag))
          LocalTypes.push_back(Tag);
        return true;
      }
      return fail("it uses '" + cast<NamedDecl>(D)->getNameAsString() +
                  "', declared in the function");
    }
    for (const DeclContext *DC = Fn->getDeclContext(); DC; DC = DC->getParent())
      if (const auto *RD = dyn_cast<CXXRecordDecl>(DC))
        if (D->getDeclContext() == RD)
          return fail("it uses '" + cast<NamedDecl>(D)->getNameAsString() +
                      "', a member of '" + RD->getNameAsString() + "'");
    return true;
  }
  const TagDecl *Type;
  const FunctionDecl *Fn;
};

/// \p T with references, pointers and arrays stripped.
QualType elementTypeOf(QualType T) {
  while (true) {
    T = T.getNonReferenceType();
    if (const ArrayType *AT = T->getAsArrayTypeUnsafe())
      T = AT->getElementType();
    else if (T->isPointerType())
      T = T->getPointeeType();
    else
      return T;
  }
}

/// The type declarations a captured type is made of, pointers, references
/// and arrays stripped; \p Nested is set when a local type hides in a
/// template argument instead.
const TagDecl *localTagOf(QualType T, bool &Nested) {
  Nested = false;
  T = elementTypeOf(T);
  const TagDecl *TD = T->getAsTagDecl();
  if (!TD)
    return nullptr;
  if (TD->getParentFunctionOrMethod()) {
    if (const auto *RD = dyn_cast<CXXRecordDecl>(TD); RD && RD->isLambda())
      return nullptr;
    return TD;
  }
  if (const auto *Spec = dyn_cast<ClassTemplateSpecializationDecl>(TD))
    for (const TemplateArgument &A : Spec->getTemplateArgs().asArray())
      if (A.getKind() == TemplateArgument::Type) {
        bool Inner = false;
        if (localTagOf(A.getAsType(), Inner) || Inner)
          Nested = true;
      }
  return nullptr;
}

/// The local types among the template arguments of \p T (a specialization
/// such as `array_view<Foo, 1>`), at any depth.
void localTemplateArgumentTags(QualType T,
                               llvm::SmallVectorImpl<const TagDecl *> &Out) {
  bool Nested = false;
  if (const TagDecl *TD = localTagOf(T, Nested)) {
    Out.push_back(TD);
    return;
  }
  if (!Nested)
    return;
  const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
      elementTypeOf(T)->getAsTagDecl());
  if (!Spec)
    return;
  for (const TemplateArgument &A : Spec->getTemplateArgs().asArray())
    if (A.getKind() == TemplateArgument::Type)
      localTemplateArgumentTags(A.getAsType(), Out);
}

class Analysis {
public:
  ExtendedLambdaFixes Fixes;

  void lambda(const RestrictedFunction &RF) {
    const FunctionDecl *F = enclosingNonLambda(RF.FD);
    // An amp lambda in host or restrict(cpu,amp) code is an extended lambda
    // for nvcc; in amp-only code it is device code like any other.
    if (!F || !isExtendedLambda(RF))
      return;
    if (const FunctionDecl *P = F->getTemplateInstantiationPattern())
      F = P;
    if (isa<CXXConstructorDecl>(F) || isa<CXXDestructorDecl>(F))
      Fixes.Unaddressable.push_back({RF.Lambda, F});
    access(F);
    llvm::SmallPtrSet<const VarDecl *, 8> Seen;
    for (const LambdaCapture &C : RF.Lambda->captures())
      if (C.capturesVariable())
        if (const auto *VD = dyn_cast<VarDecl>(C.getCapturedVar()))
          if (Seen.insert(VD).second)
            capture(C.getLocation(), VD);
    // In a template, Clang may leave implicit captures of dependent
    // variables to the instantiations; find them in the body.
    if (RF.FD->isDependentContext() &&
        RF.Lambda->getCaptureDefault() != LCD_None) {
      UseFinder Uses(RF.FD);
      Uses.TraverseStmt(RF.Lambda->getBody());
      for (auto [Loc, VD] : Uses.Vars)
        if (Seen.insert(VD).second)
          capture(Loc, VD);
    }
  }

private:
  void access(const FunctionDecl *F) {
    const auto *MD = dyn_cast<CXXMethodDecl>(F);
    if (!MD)
      return;
    const CXXRecordDecl *Parent = patternOf(MD->getParent());
    if (isRestricted(MD->getFirstDecl()->getAccess()))
      makePublic(MD, Parent);
    for (const CXXRecordDecl *RD = Parent; RD;) {
      const auto *Outer = dyn_cast<CXXRecordDecl>(RD->getDeclContext());
      if (!Outer)
        break;
      Outer = patternOf(Outer);
      if (isRestricted(RD->getAccess()))
        makePublic(RD, Outer);
      RD = Outer;
    }
  }

  void makePublic(const Decl *D, const CXXRecordDecl *Parent) {
    const Decl *InClass = inClassDeclaration(D, Parent);
    if (!InClass || !Done.insert(InClass).second)
      return;
    Fixes.Public.push_back({InClass, D->getAccess(), Parent});
  }

  /// Local variables of enclosing functions used in a lambda's body.
  struct UseFinder : RecursiveASTVisitor<UseFinder> {
    explicit UseFinder(const FunctionDecl *CallOp) : CallOp(CallOp) {}
    bool VisitDeclRefExpr(DeclRefExpr *E) {
      const auto *VD = dyn_cast<VarDecl>(E->getDecl());
      if (VD && VD->isLocalVarDeclOrParm() && !isWithin(VD, CallOp))
        Vars.push_back({E->getLocation(), VD});
      return true;
    }
    const FunctionDecl *CallOp;
    std::vector<std::pair<SourceLocation, const VarDecl *>> Vars;
  };

  void capture(SourceLocation C, const VarDecl *VD) {
    bool Nested = false;
    const TagDecl *TD = localTagOf(VD->getType(), Nested);
    std::string Name = VD->getType().getNonReferenceType().getAsString();
    if (Nested) {
      // `array_view<Foo, 1>` with a local Foo: the specialization names
      // Foo only, so moving Foo moves what nvcc objects to.
      llvm::SmallVector<const TagDecl *, 2> Locals;
      localTemplateArgumentTags(VD->getType(), Locals);
      if (Locals.empty()) {
        problem(C, VD, Name, "a local type is one of its template arguments");
        return;
      }
      for (const TagDecl *Local : Locals)
        if (!moveLocalType(C, VD, Local, Name))
          return;
      return;
    }
    if (!TD)
      return;
    moveLocalType(C, VD, TD, Name);
  }

  /// Moves \p TD, and the local types it uses, before the function; false
  /// (with a problem reported) when it cannot move.
  bool moveLocalType(SourceLocation C, const VarDecl *VD, const TagDecl *TD,
                     std::string Name) {
    if (Moved.count(TD))
      return true;
    if (Failed.count(TD))
      return false;
    if (TD->getIdentifier())
      Name = TD->getName().str();
    const auto *Fn = dyn_cast<FunctionDecl>(TD->getDeclContext());
    if (!TD->getIdentifier())
      return problem(C, VD, Name, "it has no name", TD), false;
    if (!Fn || isLambdaCallOperator(Fn))
      return problem(C, VD, Name,
                     "it is not declared directly in a function body", TD),
             false;
    if (!TD->isThisDeclarationADefinition() && !TD->getDefinition())
      return problem(C, VD, Name, "it has no definition", TD), false;
    const TagDecl *Def = TD->getDefinition();
    const Decl *Outer = namespaceScopeHolder(Fn);
    if (!Outer)
      return problem(C, VD, Name, "its function is a member of a local class",
                     TD),
             false;
    LocalUseFinder Finder(Def, Fn);
    Finder.TraverseDecl(const_cast<TagDecl *>(Def));
    if (!Finder.Reason.empty())
      return problem(C, VD, Name, Finder.Reason, TD), false;
    const DeclContext *NS = Outer->getLexicalDeclContext()->getRedeclContext();
    bool Clash = !NS->lookup(Def->getDeclName()).empty();
    // An unscoped enum's enumerators land in the namespace too.
    if (const auto *ED = dyn_cast<EnumDecl>(Def); ED && !ED->isScoped())
      for (const EnumConstantDecl *EC : ED->enumerators())
        Clash |= !NS->lookup(EC->getDeclName()).empty();
    for (const LocalTypeMove &M : Fixes.Moves)
      if (M.Type->getDeclName() == Def->getDeclName() &&
          M.Outer->getLexicalDeclContext()->getRedeclContext() == NS)
        Clash = true;
    if (Clash)
      return problem(C, VD, Name,
                     "another declaration of that name exists at namespace "
                     "scope",
                     TD),
             false;
    Moved.insert(TD);
    // Text inserted later at one place goes first: the types this one uses,
    // added after it, end up before it.
    Fixes.Moves.push_back({Def, Outer, Fn, VD});
    for (const TagDecl *Used : Finder.LocalTypes)
      if (!moveLocalType(C, VD, Used, Used->getNameAsString()))
        return false;
    return true;
  }

  void problem(SourceLocation C, const VarDecl *VD, std::string Type,
               std::string Reason, const TagDecl *TD = nullptr) {
    if (TD)
      Failed.insert(TD);
    Fixes.Problems.push_back({C, VD, std::move(Type), std::move(Reason)});
  }

  llvm::SmallPtrSet<const Decl *, 8> Done;
  llvm::SmallPtrSet<const TagDecl *, 8> Moved, Failed;
};

} // namespace

bool isExtendedLambda(const RestrictedFunction &RF) {
  if (!RF.Lambda || !RF.R.Amp)
    return false;
  for (const FunctionDecl *F = enclosingFunction(RF.FD); F;
       F = enclosingFunction(F)) {
    Restriction E = effectiveRestriction(F);
    if (isLambdaCallOperator(F)) {
      if (E.Amp)
        return false; // device code: an ordinary lambda for nvcc
      continue;
    }
    // In amp-only code a lambda is device code; in restrict(cpu,amp) code a
    // restrict(cpu,amp) lambda is written without an attribute and takes
    // the function's (RestrictRewrite), an ordinary lambda too.
    return !E.ampOnly() && !(E.Amp && RF.R.Cpu);
  }
  return false;
}

namespace {

/// Whether a variable of the enclosing functions, used in a lambda body
/// through a default `[&]`, would be captured by reference although it is
/// not an array or texture (C3590), and whether one has a dependent type
/// (an array or texture in some instantiation, perhaps): in a template the
/// pattern's captures are not all known.
struct ReferenceUseFinder : RecursiveASTVisitor<ReferenceUseFinder> {
  explicit ReferenceUseFinder(const LambdaExpr *LE)
      : LE(LE), CallOp(LE->getCallOperator()) {}
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    const auto *VD = dyn_cast<VarDecl>(E->getDecl());
    if (!VD || !VD->isLocalVarDeclOrParm() || VD->isStaticLocal() ||
        isWithin(VD, CallOp))
      return true;
    QualType T = VD->getType();
    if (T->isDependentType()) {
      Dependent = true;
      if (mayBeArray(T) && llvm::find(Handles, VD) == Handles.end())
        Handles.push_back(VD);
      return true;
    }
    // A type the template does not change. Copied by name (`[&, k]`): not
    // a reference.
    const LambdaCapture *C = captureOf(VD);
    if (C && C->getCaptureKind() == LCK_ByCopy)
      return true;
    if (isCapturedByReferenceType(T)) {
      // An array: a handle too (the [=] that replaces the [&] copies).
      if (llvm::find(Handles, VD) == Handles.end())
        Handles.push_back(VD);
      return true;
    }
    // A constant read for its value is not captured at all.
    if (!C && VD->isUsableInConstantExpressions(VD->getASTContext()))
      return true;
    Found = true;
    return false;
  }
  const LambdaCapture *captureOf(const VarDecl *VD) const {
    for (const LambdaCapture &C : LE->captures())
      if (C.capturesVariable() && C.getCapturedVar() == VD)
        return &C;
    return nullptr;
  }
  /// An array or texture, or a type that is one in some instance; not a
  /// specialization of another class template (array_view<T, 1>).
  static bool mayBeArray(QualType T) {
    if (isCapturedByReferenceType(T))
      return true;
    const auto *TST =
        T.getNonReferenceType()->getAs<TemplateSpecializationType>();
    return !TST || !isa_and_nonnull<ClassTemplateDecl>(
                       TST->getTemplateName().getAsTemplateDecl());
  }
  const LambdaExpr *LE;
  const FunctionDecl *CallOp;
  bool Found = false;
  bool Dependent = false;
  std::vector<const VarDecl *> Handles; ///< In order of first use.
};

bool sameLambda(const LambdaExpr *A, const LambdaExpr *B) {
  return A == B || A->getBeginLoc() == B->getBeginLoc();
}

} // namespace

CapturePlan capturePlanOf(const AmpModel &Model, const RestrictedFunction &RF) {
  if (!RF.Lambda || !RF.R.Amp)
    return CapturePlan::AsWritten;
  if (!isExtendedLambda(RF))
    return CapturePlan::InDeviceCode;
  const LambdaExpr *LE = RF.Lambda;
  bool ByRefDefault = LE->getCaptureDefault() == LCD_ByRef;
  // A `[&]` in a template pattern whose uses are dependent: whether such a
  // variable is an array differs between instances (and units), so each
  // goes through amp2hip::capture, right for all of them; every unit that
  // includes the template writes the same text.
  if (ByRefDefault && RF.FD->isDependentContext()) {
    ReferenceUseFinder Uses(LE);
    Uses.TraverseStmt(LE->getBody());
    if (Uses.Found)
      return CapturePlan::AsWritten; // C3590
    if (Uses.Dependent)
      return CapturePlan::CaptureEach;
  }
  bool Arrays = llvm::any_of(Model.ArrayCaptures, [&](const ArrayCapture &A) {
    return sameLambda(A.Lambda, LE) &&
           A.Capture->getCaptureKind() == LCK_ByRef;
  });
  bool Kernel = isKernelLambda(Model, LE);
  if (Arrays)
    return RF.R.Cpu && !Kernel ? CapturePlan::Wrapped : CapturePlan::AsWritten;
  if (!ByRefDefault)
    return CapturePlan::AsWritten;
  // Something else captured by reference: C3590, left as written.
  for (const LambdaCapture &C : LE->captures())
    if (C.capturesVariable() && C.getCaptureKind() == LCK_ByRef)
      return CapturePlan::AsWritten;
  return CapturePlan::CopyDefault;
}

std::vector<const VarDecl *> dependentHandles(const LambdaExpr *LE) {
  ReferenceUseFinder Uses(LE);
  Uses.TraverseStmt(LE->getBody());
  return Uses.Handles;
}

CapturePlan capturePlanOf(const AmpModel &Model, const LambdaExpr *LE) {
  for (const RestrictedFunction &RF : Model.Functions)
    if (RF.Lambda && sameLambda(RF.Lambda, LE))
      return capturePlanOf(Model, RF);
  return CapturePlan::AsWritten;
}

ExtendedLambdaFixes analyzeExtendedLambdas(const AmpModel &Model) {
  Analysis A;
  for (const RestrictedFunction &RF : Model.Functions)
    if (RF.Lambda && RF.R.Amp)
      A.lambda(RF);
  return std::move(A.Fixes);
}

} // namespace amp2hip
