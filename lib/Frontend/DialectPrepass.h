//===- DialectPrepass.h - MSVC dialect for the parse ------------*- C++ -*-===//
//
// Two constructs of Visual C++ programs that stock Clang refuses before any
// AST exists, read here as MSVC reads them:
//
// - `void main()` (and `void _tmain()`): the function is renamed, keeping
//   the text's length (`main` -> `__am`), so it parses as an ordinary void
//   function, `return;` included. The MSVC dialect rewrite writes it back as
//   `int main` (returns get a value) and restores every renamed spelling.
// - `std::exception("message")`: MSVC's std::exception has a constructor
//   taking a message. libstdc++'s <bits/exception.h> gets that constructor
//   in the parse only; the rewrite turns each use into std::runtime_error.
//
// In project files only, the compiler's identity as Visual C++'s in
// conditionals (Frontend/CompilerViewPrepass.h), and five more (DialectEdit:
// the parse reads one text, the output writes another):
// - `typename` before a plain name (`typedef typename T type;`,
//   `typename int`): blanked; the output drops it.
// - functional casts of multi-word types (`unsigned int(x)`, `__int64(x)`,
//   `unsigned __int64(x)`): the type becomes a typedef of crt.h
//   (`__ahui`) in the parse and `(unsigned int)` in the output.
// - `__declspec(thread)`, which Clang ignores outside Windows: the parse
//   reads and the output writes `thread_local`.
// - `array<T, N>` unqualified in a file that uses `namespace std` and
//   `namespace concurrency` both (std::array came with libstdc++'s headers,
//   not with Visual C++'s <amp.h>): amp.h's parse-only alias `__aAR` in the
//   parse, `Concurrency::array` in the output.
// - a program's own `typedef long long __int64;` (portability headers'
//   GNU branch): crt.h's macros own __int8..__int64, so the parse blanks
//   the declaration and the output comments it out.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_FRONTEND_DIALECTPREPASS_H
#define AMP2HIP_FRONTEND_DIALECTPREPASS_H

#include "Model/VisualCppView.h"
#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace amp2hip {

/// A name the pre-pass replaced by another of the same length.
struct DialectRename {
  unsigned Offset;
  std::string Original; ///< `main` or `_tmain`.
};

/// A span the parse reads blanked or renamed (same length) and the output
/// writes as \c Output.
struct DialectEdit {
  unsigned Offset;
  unsigned Length;
  std::string Output;
};

struct DialectPrepassResult {
  std::string Text; ///< Same length and lines as the input.
  std::vector<DialectRename> Renames;
  std::vector<DialectEdit> Edits;
  bool Changed = false;
};


/// Runs the dialect pre-pass over the file \p Path with text \p Source;
/// the DialectEdit forms only where \p InProject, and there the Visual C++
/// view \p View of the compiler's identity (Frontend/CompilerViewPrepass.h).
DialectPrepassResult
runDialectPrepass(llvm::StringRef Path, llvm::StringRef Source,
                  bool InProject = false,
                  CompilerViewKind View = CompilerViewKind::VisualCpp);

} // namespace amp2hip

#endif
