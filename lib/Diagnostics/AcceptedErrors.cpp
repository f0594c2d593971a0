//===- AcceptedErrors.cpp -------------------------------------------------===//
#include "Diagnostics/AcceptedErrors.h"

#include "Diagnostics/AmpDiagnostics.h"
#include "clang/AST/PrettyPrinter.h"
#include "clang/AST/Type.h"
#include "clang/Basic/DiagnosticParse.h"
#include "clang/Basic/DiagnosticSema.h"
#include "llvm/ADT/SmallString.h"
#include <map>
#include <mutex>

using namespace clang;

namespace amp2hip {

namespace {

std::mutex AcceptedMutex;

/// The Clang errors accepted as Visual C++ accepted them, per source
/// manager.
std::map<const void *, std::vector<AcceptedClangError>> &accepted() {
  static std::map<const void *, std::vector<AcceptedClangError>> M;
  return M;
}

/// A scoped enumeration's type and the integer type it had to become, when
/// \p Info is Clang's "not implicitly convertible" of a converted constant.
bool scopedEnumConversion(const Diagnostic &Info, std::string &To) {
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

/// The text between the \p N-th pair of quotes of \p Info's message.
std::string quoted(const Diagnostic &Info, unsigned N = 0) {
  llvm::SmallString<128> Clang;
  Info.FormatDiagnostic(Clang);
  llvm::StringRef Rest = Clang;
  for (unsigned I = 0; I < N; ++I)
    Rest = Rest.split('\'').second.split('\'').second;
  return Rest.split('\'').second.split('\'').first.str();
}

/// The name in Clang's "missing 'typename' prior to dependent type name
/// X" (quoted in the error, bare in the C++20 extension's warning).
std::string dependentName(const Diagnostic &Info) {
  llvm::SmallString<128> Clang;
  Info.FormatDiagnostic(Clang);
  llvm::StringRef Name =
      llvm::StringRef(Clang).split("dependent type name ").second;
  Name = Name.split(';').first.trim();
  if (Name.size() >= 2 && Name.front() == '\'' && Name.back() == '\'')
    Name = Name.drop_front().drop_back();
  return Name.str();
}

/// The place of the insertion among \p Info's fix-its that inserts
/// \p Text, or an invalid range.
CharSourceRange insertionOf(const Diagnostic &Info, llvm::StringRef Text) {
  for (const FixItHint &F : Info.getFixItHints())
    if (llvm::StringRef(F.CodeToInsert).trim() == Text.trim() &&
        F.RemoveRange.isValid() && F.RemoveRange.getBegin().isFileID())
      return CharSourceRange::getCharRange(F.RemoveRange.getBegin(),
                                           F.RemoveRange.getBegin());
  return {};
}

VisualCppAcceptance shown(AcceptedClangError E, std::string Message) {
  VisualCppAcceptance A;
  A.How = VisualCppAcceptance::Shown;
  A.Error = std::move(E);
  A.Message = std::move(Message);
  return A;
}

} // namespace

VisualCppAcceptance acceptedAsVisualCpp(const Diagnostic &Info) {
  unsigned ID = Info.getID();
  if (!Info.hasSourceManager() || Info.getLocation().isInvalid())
    return {};
  // `X::f` declared inside class X; Clang recovers as if it were `f`, the
  // output drops the qualifier.
  if (ID == diag::err_member_extra_qualification) {
    CharSourceRange Qualifier;
    for (const FixItHint &F : Info.getFixItHints())
      if (F.CodeToInsert.empty() && F.RemoveRange.isValid())
        Qualifier = F.RemoveRange;
    llvm::SmallString<128> Clang;
    Info.FormatDiagnostic(Clang); // extra qualification on member 'f'
    llvm::StringRef Member = llvm::StringRef(Clang).rsplit('\'').first;
    return shown(
        {AcceptedClangError::ExtraQualification, Qualifier, ""},
        tableMessage(DiagId::ExtraQualification, Member.rsplit('\'').second));
  }
  // An override's exception specification was not compared with the
  // overridden function's; the output adds the noexcept.
  if (ID == diag::err_override_exception_spec)
    return shown({AcceptedClangError::LaxOverride,
                  CharSourceRange::getTokenRange(Info.getLocation()), ""},
                 tableMessage(DiagId::LaxOverride, ""));
  // Names were looked up in a template's dependent bases when the template
  // was used; Clang recovers as if `this->` were written.
  if (ID == diag::err_found_in_dependent_base)
    return shown({AcceptedClangError::DependentBaseMember,
                  CharSourceRange::getCharRange(Info.getLocation(),
                                                Info.getLocation()),
                  "this->"},
                 tableMessage(DiagId::DependentBaseMember, quoted(Info)));
  // A member template of a dependent type called without `template`, a
  // dependent type named without `typename`: Visual C++ parsed template
  // bodies only when they were used, and knew then. Clang recovers as if
  // the keyword were there and says where it goes.
  if (ID == diag::err_missing_dependent_template_keyword)
    if (CharSourceRange At = insertionOf(Info, "template"); At.isValid())
      return shown({AcceptedClangError::MissingTemplateKeyword, At,
                    "template "},
                   tableMessage(DiagId::MissingTemplateKeyword,
                                quoted(Info, 1)));
  if (ID == diag::err_typename_missing || ID == diag::ext_implicit_typename) {
    CharSourceRange At = insertionOf(Info, "typename");
    // In an expression (`v[T::index_type()]`) Clang gives no fix-it: it
    // learns that the name is a type only at an instantiation, and drops
    // that expression there. The error stands where the keyword goes.
    if (At.isInvalid() && ID == diag::err_typename_missing &&
        Info.getLocation().isFileID())
      At = CharSourceRange::getCharRange(Info.getLocation(),
                                         Info.getLocation());
    if (At.isValid())
      return shown({AcceptedClangError::MissingTypename, At, "typename "},
                   tableMessage(DiagId::MissingTypename, dependentName(Info)));
  }
  // An unordered container's hash or equality function whose operator() is
  // not const: libstdc++ asserts, then fails the call. Both are dropped;
  // Model/ConstFunctors reports AH1313 at the operator and the output makes
  // it const.
  if (ID == diag::err_static_assert_requirement_failed) {
    llvm::SmallString<256> Clang;
    Info.FormatDiagnostic(Clang);
    llvm::StringRef File = Info.getSourceManager().getFilename(
        Info.getSourceManager().getFileLoc(Info.getLocation()));
    if (File.ends_with("bits/stl_vector.h") &&
        llvm::StringRef(Clang).contains("non-const, non-volatile value_type")) {
      VisualCppAcceptance A;
      A.How = VisualCppAcceptance::Hidden;
      A.Error = {AcceptedClangError::ConstElementVector,
                 CharSourceRange::getTokenRange(Info.getLocation()), ""};
      return A;
    }
  }
  if (ID == diag::err_static_assert_requirement_failed ||
      ID == diag::err_ovl_no_viable_object_call ||
      ID == diag::err_ovl_no_viable_member_function_in_call) {
    llvm::SmallString<256> Clang;
    Info.FormatDiagnostic(Clang);
    llvm::StringRef File = Info.getSourceManager().getFilename(
        Info.getSourceManager().getFileLoc(Info.getLocation()));
    // The lookups of the table itself (find, count) call the hash through
    // _M_hash_code, which has no overload left for a non-const one.
    bool TableLookup = File.ends_with("bits/hashtable.h") &&
                       ID == diag::err_ovl_no_viable_member_function_in_call &&
                       llvm::StringRef(Clang).contains("'_M_hash_code'");
    if ((File.ends_with("bits/hashtable_policy.h") || TableLookup) &&
        (ID != diag::err_static_assert_requirement_failed ||
         llvm::StringRef(Clang).contains("function must be invocable") ||
         llvm::StringRef(Clang).contains("predicate must be invocable"))) {
      VisualCppAcceptance A;
      A.How = VisualCppAcceptance::Hidden;
      A.Error = {AcceptedClangError::NonConstFunctor,
                 CharSourceRange::getTokenRange(Info.getLocation()), ""};
      return A;
    }
  }
  // `throw(E)` in C++17: Visual C++ read it as noexcept(false), which is
  // what the output writes. Clang's note that follows says the same.
  if (ID == diag::ext_dynamic_exception_spec && Info.getNumRanges() > 0) {
    CharSourceRange Spec = Info.getRange(0);
    Spec.setTokenRange(true);
    return shown(
        {AcceptedClangError::DynamicExceptionSpec, Spec, "noexcept(false)"},
        tableMessage(DiagId::DynamicExceptionSpec, ""));
  }
  // `register` in C++17: Visual C++ ignored the word, as g++ and nvcc do
  // with a warning; Clang refuses it, so the output drops it.
  if (ID == diag::ext_register_storage_class)
    return shown({AcceptedClangError::RegisterStorageClass,
                  CharSourceRange::getTokenRange(Info.getLocation()), ""},
                 tableMessage(DiagId::RegisterStorageClass, ""));
  // `auto a = 3, f() -> int;`: Visual C++ declared both; Clang recovers so
  // too, and the output splits the declaration.
  if (ID == diag::err_auto_non_deduced_not_alone)
    return shown({AcceptedClangError::SharedTrailingReturn,
                  CharSourceRange::getTokenRange(Info.getLocation()), ""},
                 tableMessage(DiagId::DeclarationGroupSplit, ""));
  // A scoped enumeration's value in a constant of integer type (an
  // enumerator's value) without a cast; the output casts.
  if (std::string To; scopedEnumConversion(Info, To)) {
    CharSourceRange Value = Info.getRange(0);
    Value.setTokenRange(true);
    return shown({AcceptedClangError::ScopedEnumConversion, Value, To},
                 tableMessage(DiagId::ScopedEnumConversion, quoted(Info),
                              To));
  }
  return {};
}

void keepAcceptedError(const SourceManager &SM, AcceptedClangError E) {
  std::lock_guard<std::mutex> Lock(AcceptedMutex);
  accepted()[&SM].push_back(std::move(E));
}

void forgetAcceptedErrors(const SourceManager &SM) {
  std::lock_guard<std::mutex> Lock(AcceptedMutex);
  accepted().erase(&SM);
}

void forgetAllAcceptedErrors() {
  std::lock_guard<std::mutex> Lock(AcceptedMutex);
  accepted().clear();
}

std::vector<AcceptedClangError> acceptedClangErrors(const SourceManager &SM) {
  std::lock_guard<std::mutex> Lock(AcceptedMutex);
  auto It = accepted().find(&SM);
  return It == accepted().end() ? std::vector<AcceptedClangError>()
                                : It->second;
}

unsigned acceptedClangErrorCount(const SourceManager &SM) {
  std::lock_guard<std::mutex> Lock(AcceptedMutex);
  auto It = accepted().find(&SM);
  return It == accepted().end() ? 0 : It->second.size();
}

} // namespace amp2hip
