//===- DiagnosticRecorder.cpp ---------------------------------------------===//
#include "Diagnostics/DiagnosticRecorder.h"
#include "clang/AST/PrettyPrinter.h"
#include "clang/AST/Type.h"

#include "Diagnostics/AmpDiagnostics.h"
#include "Diagnostics/DiagnosticPolicy.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclarationName.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <map>
#include <mutex>
#include <set>

using namespace clang;

namespace amp2hip {

static std::mutex LogMutex;
static std::vector<RecordedDiagnostic> &log() {
  static std::vector<RecordedDiagnostic> L;
  return L;
}

std::vector<RecordedDiagnostic> recordedDiagnostics() {
  std::lock_guard<std::mutex> Lock(LogMutex);
  return log();
}

void appendRecordedDiagnostics(std::vector<RecordedDiagnostic> Ds) {
  std::lock_guard<std::mutex> Lock(LogMutex);
  for (RecordedDiagnostic &D : Ds)
    log().push_back(std::move(D));
}

/// The message of a table row with %0 (and %1) replaced.
static std::string tableMessage(DiagId Id, llvm::StringRef Arg,
                                llvm::StringRef Arg1 = "") {
  const DiagInfo &D = diagInfo(Id);
  std::string M = std::string(D.Code) + ": " + D.Message;
  for (size_t P; (P = M.find("%0")) != std::string::npos;)
    M.replace(P, 2, Arg.str());
  for (size_t P; (P = M.find("%1")) != std::string::npos;)
    M.replace(P, 2, Arg1.str());
  return M;
}

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
static std::string invalidTargetMessage(const Diagnostic &Info) {
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
static const CXXRecordDecl *invalidTargetClass(const Diagnostic &Info) {
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

/// The recorders installed, so that a probe reaches only one of them.
static std::mutex RecordersMutex;
static llvm::SmallPtrSet<const DiagnosticConsumer *, 4> &recorders() {
  static llvm::SmallPtrSet<const DiagnosticConsumer *, 4> S;
  return S;
}

/// Clang's relabelled errors of this process: where they point, and how
/// many a --suppress dropped.
static std::set<std::pair<const void *, unsigned>> &relabelledAt() {
  static std::set<std::pair<const void *, unsigned>> S;
  return S;
}
static unsigned DroppedErrors = 0;

bool clangReported(const SourceManager &SM, SourceLocation Loc) {
  std::lock_guard<std::mutex> Lock(LogMutex);
  return relabelledAt().count({&SM, SM.getFileLoc(Loc).getRawEncoding()});
}

unsigned suppressedClangErrors() {
  std::lock_guard<std::mutex> Lock(LogMutex);
  return DroppedErrors;
}

/// Where Clang's -Wreturn-type warnings point: the ends of function bodies.
static std::set<std::pair<const void *, unsigned>> &fallOffEnds() {
  static std::set<std::pair<const void *, unsigned>> Ends;
  return Ends;
}

bool fallsOffAt(const SourceManager &SM, SourceLocation RBrace) {
  std::lock_guard<std::mutex> Lock(LogMutex);
  return fallOffEnds().count({&SM, SM.getFileLoc(RBrace).getRawEncoding()});
}

/// The Clang errors accepted as Visual C++ accepted them, per source
/// manager (cleared when a unit begins: a new unit may reuse the address).
static std::map<const void *, std::vector<AcceptedClangError>> &accepted() {
  static std::map<const void *, std::vector<AcceptedClangError>> M;
  return M;
}

std::vector<AcceptedClangError> acceptedClangErrors(const SourceManager &SM) {
  std::lock_guard<std::mutex> Lock(LogMutex);
  auto It = accepted().find(&SM);
  return It == accepted().end() ? std::vector<AcceptedClangError>()
                                : It->second;
}

unsigned acceptedClangErrorCount(const SourceManager &SM) {
  std::lock_guard<std::mutex> Lock(LogMutex);
  auto It = accepted().find(&SM);
  return It == accepted().end() ? 0 : It->second.size();
}

/// Accepts Clang's error \p Info as a warning with \p Message; \p E is what
/// the output mends.
/// The warnings that ask for a review, per source manager (cleared when a
/// unit begins, like accepted()).
static std::map<const void *, std::vector<ReviewWarning>> &reviews() {
  static std::map<const void *, std::vector<ReviewWarning>> M;
  return M;
}

std::vector<ReviewWarning> reviewWarnings(const SourceManager &SM) {
  std::lock_guard<std::mutex> Lock(LogMutex);
  auto It = reviews().find(&SM);
  return It == reviews().end() ? std::vector<ReviewWarning>() : It->second;
}

static void accept(const Diagnostic &Info, AcceptedClangError E) {
  std::lock_guard<std::mutex> Lock(LogMutex);
  accepted()[&Info.getSourceManager()].push_back(std::move(E));
}

/// A scoped enumeration's type and the integer type it had to become, when
/// \p Info is Clang's "not implicitly convertible" of a converted constant.
static bool scopedEnumConversion(const Diagnostic &Info, std::string &To) {
  if (Info.getID() != diag::err_typecheck_converted_constant_expression ||
      Info.getNumArgs() < 2 ||
      Info.getArgKind(0) != DiagnosticsEngine::ak_qualtype ||
      Info.getArgKind(1) != DiagnosticsEngine::ak_qualtype ||
      Info.getNumRanges() < 1)
    return false;
  QualType From =
      QualType::getFromOpaquePtr(reinterpret_cast<void *>(Info.getRawArg(0)));
  QualType Target =
      QualType::getFromOpaquePtr(reinterpret_cast<void *>(Info.getRawArg(1)));
  if (From.isNull() || Target.isNull() || !From->isScopedEnumeralType() ||
      !Target->isIntegralOrUnscopedEnumerationType())
    return false;
  PrintingPolicy Policy{LangOptions()};
  Policy.adjustForCPlusPlus();
  To = Target.getUnqualifiedType().getAsString(Policy);
  return true;
}

namespace {

class Recorder : public DiagnosticConsumer {
public:
  Recorder(DiagnosticConsumer *Inner, std::unique_ptr<DiagnosticConsumer> Own)
      : Inner(Inner), Owned(std::move(Own)) {
    std::lock_guard<std::mutex> Lock(RecordersMutex);
    recorders().insert(this);
  }
  ~Recorder() override {
    std::lock_guard<std::mutex> Lock(RecordersMutex);
    recorders().erase(this);
  }

  void BeginSourceFile(const LangOptions &LO, const Preprocessor *PP) override {
    LangOpts = LO;
    if (PP) { // a new unit may reuse an old source manager's address
      std::lock_guard<std::mutex> Lock(LogMutex);
      const void *SM = &PP->getSourceManager();
      accepted().erase(SM);
      reviews().erase(SM);
      auto &Ends = fallOffEnds();
      Ends.erase(Ends.lower_bound({SM, 0}), Ends.upper_bound({SM, ~0u}));
    }
    Inner->BeginSourceFile(LO, PP);
  }
  void EndSourceFile() override {
    Inner->EndSourceFile();
    syncCounts();
  }
  void finish() override {
    Inner->finish();
    syncCounts();
  }
  void clear() override {
    Inner->clear();
    syncCounts();
  }
  bool IncludeInDiagnosticCounts() const override {
    return Inner->IncludeInDiagnosticCounts();
  }

  /// Shows Clang's error \p Info as amp2hip's warning \p Message, and keeps
  /// \p E for the output.
  void acceptAs(const Diagnostic &Info, AcceptedClangError E,
                const std::string &Message) {
    accept(Info, std::move(E));
    Diagnostic Renamed(Info.getDiags(), Message);
    Inner->HandleDiagnostic(DiagnosticsEngine::Warning, Renamed);
    record(DiagnosticsEngine::Warning, Info, Message);
    syncCounts();
  }

  void HandleDiagnostic(DiagnosticsEngine::Level Level,
                        const Diagnostic &Info) override {
    // The notes of a dropped error (a repeat, or a suppressed number) go
    // with it.
    if (Level == DiagnosticsEngine::Note && Dropping)
      return;
    Dropping = false;
    unsigned ID = Info.getID();
    if ((ID == diag::warn_falloff_nonvoid_function ||
         ID == diag::warn_maybe_falloff_nonvoid_function ||
         ID == diag::warn_falloff_nonvoid_lambda ||
         ID == diag::warn_maybe_falloff_nonvoid_lambda) &&
        Info.hasSourceManager() && Info.getLocation().isValid()) {
      const SourceManager &SM = Info.getSourceManager();
      std::lock_guard<std::mutex> Lock(LogMutex);
      fallOffEnds().insert(
          {&SM, SM.getFileLoc(Info.getLocation()).getRawEncoding()});
      Dropping = true; // with its notes (an instantiation's)
      return;          // AH1402 says it, naming the function
    }
    // Visual C++ accepted `X::f` declared inside class X; Clang recovers as
    // if it were `f`. A warning here, and the output drops the qualifier.
    if (ID == diag::err_member_extra_qualification && Info.hasSourceManager()) {
      CharSourceRange Qualifier;
      for (const FixItHint &F : Info.getFixItHints())
        if (F.CodeToInsert.empty() && F.RemoveRange.isValid())
          Qualifier = F.RemoveRange;
      llvm::SmallString<128> Clang;
      Info.FormatDiagnostic(Clang); // extra qualification on member 'f'
      llvm::StringRef Member = llvm::StringRef(Clang).rsplit('\'').first;
      acceptAs(
          Info, {AcceptedClangError::ExtraQualification, Qualifier, ""},
          tableMessage(DiagId::ExtraQualification, Member.rsplit('\'').second));
      return;
    }
    // Visual C++ did not compare an override's exception specification
    // with the overridden function's; the output adds the noexcept.
    if (ID == diag::err_override_exception_spec && Info.hasSourceManager()) {
      acceptAs(Info,
               {AcceptedClangError::LaxOverride,
                CharSourceRange::getTokenRange(Info.getLocation()), ""},
               tableMessage(DiagId::LaxOverride, ""));
      return;
    }
    // Visual C++ looked names up in a template's dependent bases when the
    // template was used; Clang recovers as if `this->` were written.
    if (ID == diag::err_found_in_dependent_base && Info.hasSourceManager() &&
        Info.getLocation().isValid()) {
      llvm::SmallString<128> Clang;
      Info.FormatDiagnostic(Clang); // ... use member 'init' from ...
      llvm::StringRef Name =
          llvm::StringRef(Clang).split('\'').second.split('\'').first;
      acceptAs(Info,
               {AcceptedClangError::DependentBaseMember,
                CharSourceRange::getCharRange(Info.getLocation(),
                                              Info.getLocation()),
                "this->"},
               tableMessage(DiagId::DependentBaseMember, Name));
      return;
    }
    // Visual C++'s unordered containers called a hash or equality function
    // whose operator() is not const; libstdc++ asserts, then fails the
    // call. Both are dropped here; Model/ConstFunctors reports AH1313 at
    // the operator and the output makes it const.
    if (Info.hasSourceManager() && Info.getLocation().isValid() &&
        (ID == diag::err_static_assert_requirement_failed ||
         ID == diag::err_ovl_no_viable_object_call ||
         ID == diag::err_ovl_no_viable_member_function_in_call)) {
      llvm::SmallString<256> Clang;
      Info.FormatDiagnostic(Clang);
      llvm::StringRef File = Info.getSourceManager().getFilename(
          Info.getSourceManager().getFileLoc(Info.getLocation()));
      if (File.ends_with("bits/hashtable_policy.h") &&
          (ID != diag::err_static_assert_requirement_failed ||
           llvm::StringRef(Clang).contains("function must be invocable") ||
           llvm::StringRef(Clang).contains("predicate must be invocable"))) {
        accept(Info, {AcceptedClangError::NonConstFunctor,
                      CharSourceRange::getTokenRange(Info.getLocation()), ""});
        Dropping = true; // with its notes
        return;
      }
    }
    // Nor did it insist on a cast from a scoped enumeration to an integer
    // in a constant (an enumerator's value); the output casts.
    if (std::string To;
        Info.hasSourceManager() && scopedEnumConversion(Info, To)) {
      CharSourceRange Value = Info.getRange(0);
      Value.setTokenRange(true);
      llvm::SmallString<128> Clang;
      Info.FormatDiagnostic(Clang); // value of type 'E' is not ...
      llvm::StringRef Enum =
          llvm::StringRef(Clang).split('\'').second.split('\'').first;
      acceptAs(Info, {AcceptedClangError::ScopedEnumConversion, Value, To},
               tableMessage(DiagId::ScopedEnumConversion, Enum, To));
      return;
    }
    if (followsInvalidTarget(Info)) {
      Dropping = true;
      return;
    }
    // Checked before formatting: Clang cannot format it.
    std::string Message = invalidTargetMessage(Info);
    llvm::SmallString<256> Text;
    if (!Message.empty()) {
      LastInvalidUse = Info.getLocation();
      if (const CXXRecordDecl *RD = invalidTargetClass(Info))
        InvalidTargetClasses.insert(RD->getLocation().getRawEncoding());
    } else {
      Info.FormatDiagnostic(Text);
      // restrict(cpu) on a pointer variable is valid C++ AMP that says
      // nothing: the __host__ it becomes has no meaning there either.
      if ((Info.getID() == diag::warn_attribute_wrong_decl_type ||
           Info.getID() == diag::warn_attribute_wrong_decl_type_str) &&
          Text.starts_with("'host' attribute only applies to functions"))
        return;
      Message = remapped(Info, Text, LangOpts);
      if (Message.empty() && InAmpCode)
        Message = remappedInAmpCode(Info);
    }
    // A relabelled error whose number is suppressed goes, with its notes.
    if (!Message.empty() && Level >= DiagnosticsEngine::Error &&
        diagnosticPolicy().Suppressed.count(
            llvm::StringRef(Message).split(':').first.str())) {
      Dropping = true;
      std::lock_guard<std::mutex> Lock(LogMutex);
      ++DroppedErrors;
      return;
    }
    if (!Message.empty() && Level >= DiagnosticsEngine::Error &&
        Info.hasSourceManager() && Info.getLocation().isValid()) {
      std::lock_guard<std::mutex> Lock(LogMutex);
      relabelledAt().insert(
          {&Info.getSourceManager(),
           Info.getSourceManager().getFileLoc(Info.getLocation())
               .getRawEncoding()});
    }
    if (Message.empty()) {
      Inner->HandleDiagnostic(Level, Info);
      record(Level, Info, Text.str().str());
      syncCounts();
      return;
    }
    Diagnostic Renamed(Info.getDiags(), Message);
    Inner->HandleDiagnostic(Level, Renamed);
    record(Level, Info, Message);
    syncCounts();
  }

private:
  /// The compiler reads the counts of the consumer in front (-verify
  /// replaces them with its own verdict): they are the inner one's.
  void syncCounts() {
    NumErrors = Inner->getNumErrors();
    NumWarnings = Inner->getNumWarnings();
  }

  /// Clang's own errors for C++ AMP rules, relabelled with the rule's row:
  /// exceptions in amp code (C3594), overlapping restriction sets (C3935),
  /// cpu code using amp-only functions (C3930; C3939 for a reference that
  /// is not called), properties without the accessor a use needs (C2774,
  /// C2775), restrict(amp) on a variable (`int (*p)(int) restrict(amp)`
  /// declares a pointer to an amp function: the attribute makes Clang refuse
  /// a local as a __device__ variable, C3939).
  static std::string remapped(const Diagnostic &Info, llvm::StringRef Text,
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

  /// The errors that only repeat an invalid-target error reported at the
  /// same use (C3933): "attempt to use a deleted function" there, and the
  /// errors of the implicit destructor's own body (at its class), which
  /// calls both a cpu-only and an amp-only destructor.
  bool followsInvalidTarget(const Diagnostic &Info) const {
    if (Info.getID() == diag::err_deleted_function_use)
      return LastInvalidUse.isValid() && Info.getLocation() == LastInvalidUse;
    if (Info.getID() == diag::err_ref_bad_target)
      return Info.getLocation().isValid() &&
             InvalidTargetClasses.count(Info.getLocation().getRawEncoding());
    return false;
  }

  /// Clang's errors that are C++ AMP rules when the parse is in amp code:
  /// a cast from a pointer to a narrower integer (C3588; C3589 when the
  /// pointer is a string literal's array).
  std::string remappedInAmpCode(const Diagnostic &Info) {
    if (Info.getID() != diag::err_bad_reinterpret_cast_small_int ||
        Info.getNumArgs() < 2 ||
        Info.getArgKind(1) != DiagnosticsEngine::ak_qualtype || !InAmpCode())
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

public:
  void setProbe(std::function<bool()> Probe) { InAmpCode = std::move(Probe); }

private:
  void record(DiagnosticsEngine::Level Level, const Diagnostic &Info,
              const std::string &Message) {
    RecordedDiagnostic D;
    switch (Level) {
    case DiagnosticsEngine::Note:
      D.Level = "note";
      break;
    case DiagnosticsEngine::Remark:
      D.Level = "remark";
      break;
    case DiagnosticsEngine::Warning:
      D.Level = "warning";
      break;
    default:
      D.Level = "error";
    }
    D.Message = Message;
    llvm::StringRef M(Message);
    size_t Colon = M.find(": ");
    if (Colon != llvm::StringRef::npos && Colon <= 6 &&
        (M.starts_with("C") || M.starts_with("AH")) &&
        llvm::all_of(
            M.take_front(Colon).drop_front(M.starts_with("AH") ? 2 : 1),
            [](char C) { return C >= '0' && C <= '9'; }))
      D.Code = M.take_front(Colon).str();
    if (Info.hasSourceManager() && Info.getLocation().isValid()) {
      const SourceManager &SM = Info.getSourceManager();
      PresumedLoc P = SM.getPresumedLoc(SM.getFileLoc(Info.getLocation()));
      if (P.isValid()) {
        llvm::SmallString<256> Abs(P.getFilename());
        llvm::sys::fs::make_absolute(Abs);
        llvm::sys::path::remove_dots(Abs, true);
        D.Loc = {std::string(Abs), P.getLine(), P.getColumn()};
      }
    }
    std::lock_guard<std::mutex> Lock(LogMutex);
    if (Level == DiagnosticsEngine::Warning && !D.Code.empty() &&
        Info.hasSourceManager() && Info.getLocation().isValid() &&
        reviewCheck(D.Code))
      reviews()[&Info.getSourceManager()].push_back(
          {Info.getLocation(), D.Code,
           llvm::StringRef(D.Message).drop_front(D.Code.size() + 2).str()});
    if (Level == DiagnosticsEngine::Note && !log().empty())
      log().back().Notes.push_back(std::move(D));
    else if (Level != DiagnosticsEngine::Ignored)
      log().push_back(std::move(D));
  }

  DiagnosticConsumer *Inner;
  std::unique_ptr<DiagnosticConsumer> Owned;
  LangOptions LangOpts;
  std::function<bool()> InAmpCode;
  /// The notes of a dropped error (a repeat, or a suppressed number) are
  /// dropped with it.
  bool Dropping = false;
  SourceLocation LastInvalidUse;
  llvm::DenseSet<SourceLocation::UIntTy> InvalidTargetClasses;
};

} // namespace

void installDiagnosticRecorder(DiagnosticsEngine &Engine) {
  DiagnosticConsumer *Inner = Engine.getClient();
  if (!Inner)
    return;
  std::unique_ptr<DiagnosticConsumer> Own =
      Engine.ownsClient() ? Engine.takeClient() : nullptr;
  Engine.setClient(new Recorder(Inner, std::move(Own)), /*ShouldOwn=*/true);
}

void setAmpCodeProbe(DiagnosticsEngine &Engine,
                     std::function<bool()> InAmpCode) {
  DiagnosticConsumer *C = Engine.getClient();
  {
    std::lock_guard<std::mutex> Lock(RecordersMutex);
    if (!C || !recorders().count(C))
      return;
  }
  static_cast<Recorder *>(C)->setProbe(std::move(InAmpCode));
}

static llvm::json::Object sarifLocation(const RecordedLocation &L) {
  llvm::SmallString<256> Uri("file://");
  Uri += L.File;
  llvm::json::Object Region{{"startLine", L.Line ? L.Line : 1}};
  if (L.Column)
    Region["startColumn"] = L.Column;
  return llvm::json::Object{
      {"physicalLocation",
       llvm::json::Object{
           {"artifactLocation", llvm::json::Object{{"uri", std::string(Uri)}}},
           {"region", std::move(Region)}}}};
}

std::string diagnosticsSarif(const std::vector<RecordedDiagnostic> &Ds) {
  llvm::json::Array Rules;
  for (const DiagInfo &D : allDiagnostics()) {
    if (!D.Code[0] || llvm::any_of(Rules, [&](const llvm::json::Value &V) {
          return *V.getAsObject()->getString("id") == D.Code;
        }))
      continue;
    Rules.push_back(llvm::json::Object{
        {"id", D.Code},
        {"shortDescription", llvm::json::Object{{"text", D.Message}}},
        {"help", llvm::json::Object{{"text", D.Help}}}});
  }
  llvm::json::Array Results;
  for (const RecordedDiagnostic &D : Ds) {
    llvm::json::Object R{{"level", D.Level == "warning" ? "warning"
                                   : D.Level == "error" ? "error"
                                                        : "note"},
                         {"message", llvm::json::Object{{"text", D.Message}}}};
    if (!D.Code.empty())
      R["ruleId"] = D.Code;
    if (!D.Loc.File.empty())
      R["locations"] = llvm::json::Array{sarifLocation(D.Loc)};
    llvm::json::Array Related;
    int Id = 0;
    for (const RecordedDiagnostic &N : D.Notes) {
      if (N.Loc.File.empty())
        continue;
      llvm::json::Object L = sarifLocation(N.Loc);
      L["id"] = Id++;
      L["message"] = llvm::json::Object{{"text", N.Message}};
      Related.push_back(std::move(L));
    }
    if (!Related.empty())
      R["relatedLocations"] = std::move(Related);
    Results.push_back(std::move(R));
  }
  llvm::json::Object Doc{
      {"$schema", "https://json.schemastore.org/sarif-2.1.0.json"},
      {"version", "2.1.0"},
      {"runs",
       llvm::json::Array{llvm::json::Object{
           {"tool",
            llvm::json::Object{
                {"driver", llvm::json::Object{{"name", "amp2hip"},
                                              {"version", "0.1.0"},
                                              {"rules", std::move(Rules)}}}}},
           {"results", std::move(Results)}}}}};
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  OS << llvm::formatv("{0:2}", llvm::json::Value(std::move(Doc))) << "\n";
  return Out;
}

static llvm::json::Object jsonOf(const RecordedDiagnostic &D) {
  llvm::json::Object O{{"level", D.Level},
                       {"message", D.Message},
                       {"file", D.Loc.File},
                       {"line", D.Loc.Line},
                       {"column", D.Loc.Column}};
  if (!D.Code.empty())
    O["code"] = D.Code;
  llvm::json::Array Notes;
  for (const RecordedDiagnostic &N : D.Notes)
    Notes.push_back(jsonOf(N));
  O["notes"] = std::move(Notes);
  return O;
}

static bool fromJson(const llvm::json::Value &V, RecordedDiagnostic &D) {
  const llvm::json::Object *O = V.getAsObject();
  if (!O)
    return false;
  auto Str = [&](llvm::StringRef Key, std::string &Out) {
    if (std::optional<llvm::StringRef> S = O->getString(Key))
      Out = S->str();
  };
  Str("level", D.Level);
  Str("message", D.Message);
  Str("file", D.Loc.File);
  Str("code", D.Code);
  D.Loc.Line = O->getInteger("line").value_or(0);
  D.Loc.Column = O->getInteger("column").value_or(0);
  if (const llvm::json::Array *Notes = O->getArray("notes"))
    for (const llvm::json::Value &N : *Notes)
      if (!fromJson(N, D.Notes.emplace_back()))
        return false;
  return true;
}

bool parseDiagnosticsJson(llvm::StringRef Text,
                          std::vector<RecordedDiagnostic> &Ds) {
  llvm::Expected<llvm::json::Value> V = llvm::json::parse(Text);
  if (!V) {
    llvm::consumeError(V.takeError());
    return false;
  }
  const llvm::json::Array *A = V->getAsArray();
  if (!A)
    return false;
  for (const llvm::json::Value &E : *A)
    if (!fromJson(E, Ds.emplace_back()))
      return false;
  return true;
}

std::string diagnosticsJson(const std::vector<RecordedDiagnostic> &Ds) {
  llvm::json::Array A;
  for (const RecordedDiagnostic &D : Ds)
    A.push_back(jsonOf(D));
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  OS << llvm::formatv("{0:2}", llvm::json::Value(std::move(A))) << "\n";
  return Out;
}

llvm::Error exportDiagnostics(llvm::StringRef Path, llvm::StringRef Format) {
  std::vector<RecordedDiagnostic> Ds = recordedDiagnostics();
  std::string Text;
  if (Format == "sarif")
    Text = diagnosticsSarif(Ds);
  else if (Format == "json")
    Text = diagnosticsJson(Ds);
  else
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "unknown diagnostics format '%s' (sarif, "
                                   "json)",
                                   Format.str().c_str());
  std::error_code EC;
  llvm::raw_fd_ostream OS(Path, EC);
  if (EC)
    return llvm::createStringError(EC, "cannot write '%s': %s",
                                   Path.str().c_str(), EC.message().c_str());
  OS << Text;
  return llvm::Error::success();
}

} // namespace amp2hip
