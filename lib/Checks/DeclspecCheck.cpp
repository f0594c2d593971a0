//===- DeclspecCheck.cpp --------------------------------------------------===//
#include "Checks/DeclspecCheck.h"

#include "Model/Declspecs.h"
#include "llvm/ADT/StringSwitch.h"

using namespace clang;

namespace amp2hip {

namespace {

/// The portable spelling of `__declspec(Name(Arg))`; empty: none, or the
/// attribute only matters on Windows (the fix removes it).
std::string portableSpelling(llvm::StringRef Name, llvm::StringRef Arg) {
  if (Name == "align")
    return "alignas(" + Arg.str() + ")";
  return llvm::StringSwitch<std::string>(Name)
      .Case("noinline", "__attribute__((noinline))")
      .Case("noreturn", "[[noreturn]]")
      .Case("deprecated", "[[deprecated]]")
      .Case("thread", "thread_local")
      .Default("");
}

/// Attributes with no meaning outside Windows' linker and COM.
bool windowsOnly(llvm::StringRef Name) {
  return llvm::is_contained(
      {"selectany", "novtable", "uuid", "restrict", "noalias", "nothrow"},
      Name);
}

} // namespace

void DeclspecCheck::run(const AmpModel &Model, CheckContext &CC) {
  const SourceManager &SM = CC.Ctx.getSourceManager();
  for (const DeclspecUse &U : findDeclspecs(SM, CC.Ctx.getLangOpts(), Model)) {
    // Properties are rewritten (Rewrite/PropertyRewrite.h), what cannot be
    // is AH1302 there; dllexport and dllimport become default visibility
    // (Rewrite/DllLinkageRewrite.h).
    if (U.Skipped || U.Name == "property" || isDllLinkage(U.Name))
      continue;
    CharSourceRange Whole = CharSourceRange::getCharRange(U.Begin, U.End);
    std::string Portable = portableSpelling(U.Name, U.Arg);
    auto D = CC.Diags.report(U.Begin, DiagId::DeclspecAttribute);
    D << U.Name << SourceRange(U.Begin, U.End);
    if (!Portable.empty())
      D << FixItHint::CreateReplacement(Whole, Portable);
    else if (windowsOnly(U.Name))
      D << FixItHint::CreateRemoval(Whole);
  }
}

} // namespace amp2hip
