//===- MsvcDialect.h - What a Visual C++ program uses -----------*- C++ -*-===//
//
// The MSVC dialect and Windows constructs found in one translation unit:
// includes of amp2hip's Windows companions (<windows.h>, <tchar.h>,
// <ppl.h>, ...), uses of the CRT and dialect names MSVC declares without
// an include (sprintf_s, _countof, __int64, ...), `void main`,
// std::exception built from a message, `#pragma warning`, and uses of
// Windows or Direct3D names amp2hip does not provide. docs/windows-dialect.md
// says what becomes of each.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MODEL_MSVCDIALECT_H
#define AMP2HIP_MODEL_MSVCDIALECT_H

#include "Model/ConstElementVectors.h"
#include "Model/ConstFunctors.h"
#include "Model/VisualCppFormats.h"
#include "Model/LaxOverrides.h"
#include "Model/SplitDeclarations.h"
#include "clang/AST/Decl.h"
#include "clang/AST/TypeLoc.h"
#include "clang/Basic/SourceLocation.h"
#include <map>
#include <string>
#include <vector>

namespace clang {
class ASTContext;
class Preprocessor;
} // namespace clang

namespace amp2hip {

struct AmpModel;

/// `#include <windows.h>` that resolved to amp2hip's companion.
struct CompanionInclude {
  clang::CharSourceRange Filename; ///< `<windows.h>` or `"targetver.h"`.
  std::string Header;              ///< windows.h, tchar.h, ...
};

/// `#include <atlbase.h>`: a header of a Windows-only component
/// (Frontend/WindowsComponents). The parse goes on without it, the output
/// comments it out, and a use of a name the unit cannot resolve after it is
/// AH1306 (Frontend/ComponentUses).
struct ComponentInclude {
  clang::SourceLocation Hash;       ///< The directive's '#'.
  clang::CharSourceRange Directive; ///< From '#' to the end of the name.
  std::string Spelled;              ///< <atlbase.h>, "wrl\client.h"
  std::string Component;            ///< ATL (the Active Template Library)
  /// What amp2hip's companion of that name provides (<atlbase.h>: ATL's
  /// string conversions): the include resolved to it and stays. Empty for
  /// an include that was left out.
  std::string Provided;
};

/// A renamed `void main` (see Frontend/DialectPrepass.h).
struct MainRename {
  clang::SourceLocation Name;
  std::string Original;
  const clang::FunctionDecl *Function = nullptr; ///< Null in dead code.
};

enum class UnsupportedKind { WindowsApi, Direct3DInterop, PplTasks };

struct UnsupportedUse {
  clang::SourceLocation Loc;
  std::string Name;
  UnsupportedKind Kind;
};

/// What the preprocessor saw (Frontend/MsvcCollector).
struct MsvcDirectives {
  std::vector<CompanionInclude> Includes;
  /// The first #include of each file: where a companion include is added.
  std::map<clang::FileID, clang::SourceLocation> FirstInclude;
  /// Files that include a companion that brings crt.h in.
  std::map<clang::FileID, bool> IncludesCrt;
  /// The first use, per file, of a macro of amp2hip/msvc/crt.h.
  std::map<clang::FileID, clang::SourceLocation> CrtMacroUses;
  /// `#pragma warning(...)`: from '#' to the end of the line.
  std::vector<clang::CharSourceRange> PragmaWarnings;
  /// Text the preprocessor skipped (#if 0 ...): no construct there counts.
  std::vector<clang::SourceRange> Skipped;
  /// Includes of Windows-only components, in the order of the parse.
  std::vector<ComponentInclude> Components;
  /// Uses of their names reported (AH1306).
  unsigned ComponentUses = 0;
};

struct MsvcDialect {
  MsvcDirectives Directives;
  /// The first use, per file, of anything amp2hip/msvc/crt.h provides (a
  /// macro, a function, a type, or std::runtime_error written for
  /// std::exception): the file includes <amp2hip/msvc/crt.h>.
  std::map<clang::FileID, clang::SourceLocation> CrtUses;
  std::vector<MainRename> Mains;
  /// What the dialect pre-pass read otherwise (Frontend/DialectPrepass.h:
  /// `typename T`, `unsigned int(x)`, `typedef long long __int64;`): the
  /// span of the file and what the output writes there.
  std::vector<std::pair<clang::CharSourceRange, std::string>> TextEdits;
  /// Spellings of std::exception to be written std::runtime_error.
  std::vector<clang::SourceRange> MessageExceptions;
  /// Overrides that lack their base's noexcept (AH1309).
  std::vector<LaxOverrideEdit> LaxOverrides;
  /// Unordered containers' functors whose operator() is not const (AH1313).
  std::vector<ConstFunctorEdit> ConstFunctors;
  /// Commas of declarations the output splits (AH1348).
  std::vector<DeclarationSplitEdit> SplitDeclarations;
  /// std::vector element types written const or volatile (AH1344).
  std::vector<ConstElementEdit> ConstElements;
  /// printf conversions as Visual C++ read them (AH1342).
  std::vector<FormatFix> FormatFixes;
  std::vector<UnsupportedUse> Unsupported;
  /// The first use, per file, of std::wcout, std::wcerr or std::wclog: the
  /// file includes <amp2hip/msvc/wide_console.h>.
  std::map<clang::FileID, clang::SourceLocation> WideStreamUses;
  /// A program's wmain definition (also `_tmain` under _UNICODE), when the
  /// translation unit defines no main: the output gets a main calling it.
  const clang::FunctionDecl *WMain = nullptr;
  bool WMainSpelledTMain = false; ///< Written `_tmain`.
};

/// Fills Model.Msvc from the AST (Model.Msvc.Directives and
/// Model.InProject set by the caller); \p Renames: per project file, the
/// names the dialect pre-pass renamed (offset, original spelling).
void buildMsvcDialect(
    clang::ASTContext &Ctx,
    const std::map<clang::FileID, std::vector<std::pair<unsigned, std::string>>>
        &Renames,
    AmpModel &Model);

/// True when \p D is declared in amp2hip's companion header \p Header
/// (e.g. "crt.h").
bool isDeclaredInCompanion(const clang::Decl *D, llvm::StringRef Header);

/// The parse-time names of a renamed `void main` and `void _tmain`.
llvm::StringRef renamedMain();
llvm::StringRef renamedTMain();

} // namespace amp2hip

#endif
