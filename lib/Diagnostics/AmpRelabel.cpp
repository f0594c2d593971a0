//===- AmpRelabel.cpp -----------------------------------------------------===//
#include "Diagnostics/AmpRelabel.h"

#include "Diagnostics/AmpDiagnostics.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclarationName.h"
#include "clang/AST/Type.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace amp2hip {

/// Clang's execution spaces as the %select of its target diagnostics lists
/// them; anything past the last is CUDAFunctionTarget::InvalidTarget.
static bool isInvalidTarget(const Diagnostic &Info, unsigned I) {
  return I < Info.getNumArgs() &&
         (Info.getArgKind(I) == DiagnosticsEngine::ak_sint ||
          Info.getArgKind(I) == DiagnosticsEngine::ak_uint) &&
         Info.getRawArg(I) > 3;
}

/// How \p Dtor may run, in restrict(...) words.
static std::string destructorRestriction(const CXXDestructorDecl *Dtor) {
  if (Dtor->hasAttr<CUDAInvalidTargetAttr>())
    return "has no restriction itself";
  bool Amp = Dtor->hasAttr<CUDADeviceAttr>();
  bool Cpu = Dtor->hasAttr<CUDAHostAttr>() || !Amp;
  return Amp && Cpu ? "is restrict(cpu,amp)"
         : Amp      ? "is restrict(amp)"
                    : "is restrict(cpu)";
}

/// The subobject destructors of \p RD that are not restrict(cpu,amp): the
/// ones whose restrictions left its implicit destructor without any.
static std::string conflictingDestructors(const CXXRecordDecl *RD) {
  std::string Out;
  auto Add = [&](QualType T) {
    const CXXRecordDecl *Sub =
        T->getBaseElementTypeUnsafe()->getAsCXXRecordDecl();
    if (!Sub || !Sub->hasDefinition())
      return;
    const CXXDestructorDecl *D = Sub->getDefinition()->getDestructor();
    if (!D)
      return;
    std::string How = destructorRestriction(D);
    if (How == "is restrict(cpu,amp)")
      return;
    if (!Out.empty())
      Out += ", ";
    Out += "'~" + Sub->getNameAsString() + "' " + How;
  };
  for (const CXXBaseSpecifier &B : RD->bases())
    Add(B.getType());
  for (const FieldDecl *F : RD->fields())
    Add(F->getType());
  return Out;
}

/// Clang's "reference to ... function" error when the callee is an implicit
/// destructor whose bases and members have destructors with no restriction
/// in common (Clang marks it with an invalid target, which its own message
/// cannot print: formatting it crashes).
std::string invalidTargetMessage(const Diagnostic &Info) {
  unsigned ID = Info.getID();
  unsigned CalleeArg;
  if (ID == diag::err_ref_bad_target && isInvalidTarget(Info, 0))
    CalleeArg = 2;
  else if (ID == diag::err_ref_bad_target_global_initializer &&
           isInvalidTarget(Info, 0))
    CalleeArg = 1;
  else if (ID == diag::err_ref_bad_target && isInvalidTarget(Info, 3))
    // The invalid member is the caller, whose class the arguments lack.
    return tableMessage(DiagId::ImplicitDestructorUse, "this class",
                        "its bases' and members' destructors conflict");
  else
    return "";
  const NamedDecl *Callee = nullptr;
  if (CalleeArg < Info.getNumArgs() &&
      Info.getArgKind(CalleeArg) == DiagnosticsEngine::ak_nameddecl)
    Callee = reinterpret_cast<const NamedDecl *>(Info.getRawArg(CalleeArg));
  const auto *MD = dyn_cast_or_null<CXXMethodDecl>(Callee);
  if (!MD)
    return tableMessage(DiagId::ImplicitDestructorUse, "the object",
                        "its bases' and members' destructors conflict");
  std::string Subobjects = conflictingDestructors(MD->getParent());
  return tableMessage(DiagId::ImplicitDestructorUse,
                      MD->getParent()->getNameAsString(),
                      Subobjects.empty()
                          ? "its bases' and members' destructors conflict"
                          : Subobjects);
}

/// The class whose implicit member Clang's invalid-target error is about.
const CXXRecordDecl *invalidTargetClass(const Diagnostic &Info) {
  for (unsigned I : {1u, 2u})
    if (I < Info.getNumArgs() &&
        Info.getArgKind(I) == DiagnosticsEngine::ak_nameddecl)
      if (const auto *MD = dyn_cast<CXXMethodDecl>(
              reinterpret_cast<const NamedDecl *>(Info.getRawArg(I))))
        return MD->getParent();
  return nullptr;
}

/// Argument \p I of \p Info as text (the kinds the relabelled errors use).
static std::string argText(const Diagnostic &Info, unsigned I) {
  if (I >= Info.getNumArgs())
    return "";
  switch (Info.getArgKind(I)) {
  case DiagnosticsEngine::ak_c_string:
    return Info.getArgCStr(I);
  case DiagnosticsEngine::ak_std_string:
    return Info.getArgStdStr(I);
  case DiagnosticsEngine::ak_declarationname:
    return DeclarationName::getFromOpaqueInteger(Info.getRawArg(I))
        .getAsString();
  case DiagnosticsEngine::ak_nameddecl:
    return reinterpret_cast<const NamedDecl *>(Info.getRawArg(I))
        ->getNameAsString();
  default:
    return "";
  }
}

/// Argument \p I of a Clang target diagnostic in restrict(...) words.
static std::string targetWords(const Diagnostic &Info, unsigned I) {
  if (I >= Info.getNumArgs())
    return "incompatible";
  switch (Info.getRawArg(I)) {
  case 0:
    return "amp-only";
  case 2:
    return "cpu-only";
  case 3:
    return "cpu,amp";
  default:
    return "incompatible";
  }
}

/// Whether Clang's "reference to __device__ function" error is about a
/// reference that is not called (`&f`, `f` passed or bound to a reference):
/// the name is followed by neither `(` nor template arguments. Calls,
/// operators, constructors and destructors keep C3930.
static bool isAddressTaken(const Diagnostic &Info, const LangOptions &LO) {
  if (Info.getNumArgs() < 3 ||
      Info.getArgKind(2) != DiagnosticsEngine::ak_nameddecl ||
      !Info.hasSourceManager())
    return false;
  const auto *FD = dyn_cast_or_null<FunctionDecl>(
      reinterpret_cast<const NamedDecl *>(Info.getRawArg(2)));
  if (!FD || !FD->getIdentifier() || isa<CXXConstructorDecl>(FD) ||
      isa<CXXDestructorDecl>(FD))
    return false;
  const SourceManager &SM = Info.getSourceManager();
  SourceLocation Loc = Info.getLocation();
  if (Loc.isInvalid() || !Loc.isFileID())
    return false;
  Token Name;
  if (Lexer::getRawToken(Loc, Name, SM, LO, /*IgnoreWhiteSpace=*/false) ||
      !Name.is(tok::raw_identifier) ||
      Name.getRawIdentifier() != FD->getName())
    return false;
  std::optional<Token> Next = Lexer::findNextToken(Loc, SM, LO);
  return Next && !Next->isOneOf(tok::l_paren, tok::less);
}

/// For Clang's "no matching constructor for initialization of 'T[N]'": the
/// element class's default constructor when it is restricted to amp alone
/// (cpu code builds the elements through it implicitly: C3931), or null.
static const CXXConstructorDecl *
ampOnlyElementConstructor(const Diagnostic &Info) {
  if (Info.getID() != diag::err_ovl_no_viable_function_in_init ||
      Info.getNumArgs() < 1 ||
      Info.getArgKind(0) != DiagnosticsEngine::ak_qualtype)
    return nullptr;
  QualType T =
      QualType::getFromOpaquePtr(reinterpret_cast<void *>(Info.getRawArg(0)));
  if (!T->isArrayType())
    return nullptr;
  const CXXRecordDecl *RD = T->getBaseElementTypeUnsafe()->getAsCXXRecordDecl();
  if (!RD || !RD->hasDefinition())
    return nullptr;
  const CXXConstructorDecl *Found = nullptr;
  for (const CXXConstructorDecl *C : RD->getDefinition()->ctors()) {
    if (!C->isDefaultConstructor())
      continue;
    if (!C->hasAttr<CUDADeviceAttr>() || C->hasAttr<CUDAHostAttr>())
      return nullptr; // a cpu candidate: the failure is something else
    Found = C;
  }
  return Found;
}

/// Clang's own errors for C++ AMP rules, relabelled with the rule's row:
/// exceptions in amp code (C3594), overlapping restriction sets (C3935),
/// cpu code using amp-only functions (C3930; C3939 for a reference that
/// is not called), properties without the accessor a use needs (C2774,
/// C2775), restrict(amp) on a variable (`int (*p)(int) restrict(amp)`
/// declares a pointer to an amp function: the attribute makes Clang refuse
/// a local as a __device__ variable, C3939).
std::string relabelledAsAmpRule(const Diagnostic &Info, llvm::StringRef Text,
                                const LangOptions &LO) {
  unsigned ID = Info.getID();
  if (ID == diag::err_cuda_device_exceptions)
    return tableMessage(DiagId::ExceptionInAmp, argText(Info, 0));
  if (ID == diag::err_cuda_ovl_target)
    return tableMessage(DiagId::RestrictionOverlap, argText(Info, 1));
  if (ID == diag::err_cuda_nonstatic_constdev)
    return tableMessage(DiagId::AmpRestrictedVariable, "");
  if (ID == diag::err_typecheck_assign_const)
    return tableMessage(DiagId::ConstAssignment, Text);
  if (ID == diag::err_ref_bad_target &&
      Text.starts_with("reference to __device__ function") &&
      (Text.ends_with("in __host__ function") ||
       Text.ends_with("in __host__ __device__ function"))) {
    size_t B = Text.find('\''), E = Text.rfind('\'');
    if (B != llvm::StringRef::npos && E > B)
      return tableMessage(isAddressTaken(Info, LO)
                              ? DiagId::AmpFunctionAddress
                              : DiagId::AmpOnlyFromCpu,
                          Text.slice(B + 1, E));
  }
  if (const CXXConstructorDecl *C = ampOnlyElementConstructor(Info))
    return tableMessage(DiagId::ImplicitIncompatibleCall,
                        {"constructor of an array element",
                         C->getQualifiedNameAsString(), "amp", "cpu"});
  if (ID == diag::note_implicit_member_target_infer_collision)
    return "the implicit member would have to call both " +
           targetWords(Info, 1) + " and " + targetWords(Info, 2) +
           " functions of its bases and members";
  // A read-only property assigned (MSVC's C2774), a write-only one read
  // (C2775).
  if (ID == diag::err_no_accessor_for_property) {
    bool Setter = Info.getArgKind(0) == DiagnosticsEngine::ak_sint
                      ? Info.getArgSInt(0) != 0
                      : Info.getRawArg(0) != 0;
    return tableMessage(Setter ? DiagId::ReadOnlyProperty
                               : DiagId::WriteOnlyProperty,
                        argText(Info, 1));
  }
  if (ID == diag::note_ovl_candidate_bad_target &&
      Text.contains("call to __device__ function from __host__ function"))
    return "this candidate is restricted to amp and cannot be "
           "called from cpu code";
  return "";
}

/// Clang's errors that are C++ AMP rules when the parse is in amp code:
/// a cast from a pointer to a narrower integer (C3588; C3589 when the
/// pointer is a string literal's array).
std::string relabelledInAmpCode(const Diagnostic &Info,
                                const LangOptions &LangOpts,
                                const std::function<bool()> &InAmpCode) {
  if (Info.getID() != diag::err_bad_reinterpret_cast_small_int ||
      Info.getNumArgs() < 2 ||
      Info.getArgKind(1) != DiagnosticsEngine::ak_qualtype || !InAmpCode ||
      !InAmpCode())
    return "";
  QualType From = QualType::getFromOpaquePtr(
      reinterpret_cast<void *>(Info.getRawArg(1)));
  if (const auto *AT = dyn_cast<ArrayType>(From.getCanonicalType()))
    if (AT->getElementType()->isAnyCharacterType())
      return tableMessage(DiagId::StringLiteralInAmp, "");
  // The array has decayed by now: the operand as written tells.
  if (Info.getNumRanges() > 0 && Info.hasSourceManager()) {
    bool Invalid = false;
    llvm::StringRef Operand = Lexer::getSourceText(
        Info.getRange(0), Info.getSourceManager(), LangOpts, &Invalid);
    if (!Invalid && Operand.ends_with("\""))
      return tableMessage(DiagId::StringLiteralInAmp, "");
  }
  return tableMessage(DiagId::PointerIntegerCast, "");
}

} // namespace amp2hip
