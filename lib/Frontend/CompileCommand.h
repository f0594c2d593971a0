//===- CompileCommand.h - A compile command as the parse takes it -*- C++ -*-=//
//
// A compile database names the compiler each source was built with and the
// standard it was built in. The translator parses each source as that
// compiler would have: in the command's C++ standard (Visual C++, `cl` and
// `clang-cl`, compile as C++14 unless told otherwise with /std:; GCC and
// Clang as C++17 unless -std= says otherwise), at least C++14, which
// amp2hip's runtime headers need; and with the compiler view of that
// compiler (Model/VisualCppView.h): Visual C++'s for cl and clang-cl, the
// GNU one for gcc, g++, clang, clang++, c++, hipcc, nvcc ... A cl-style
// command (/I, /D, /FI, /std:c++14 ...) is rewritten into the GNU options
// the parse takes.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_FRONTEND_COMPILECOMMAND_H
#define AMP2HIP_FRONTEND_COMPILECOMMAND_H

#include "Model/VisualCppView.h"
#include "clang/Tooling/ArgumentsAdjusters.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace amp2hip {

/// What one compile command says about the compiler and the standard.
struct CommandReading {
  /// cl, cl.exe, clang-cl (or --driver-mode=cl): options are cl's.
  bool VisualCpp = false;
  /// The standard the command asks for, as written ("c++11", "gnu++14",
  /// "c++latest"); empty when it names none.
  std::string Asked;
  /// The standard the parse uses ("c++14", "gnu++17" ...); empty: the
  /// parse's default (C++17).
  std::string Parsed;
  /// The command asked for a standard older than C++14.
  bool Raised = false;
};

/// The compiler view that fits the compiler \p Args[0] names (and a
/// --driver-mode= among \p Args).
CompilerViewKind compilerViewOf(llvm::ArrayRef<std::string> Args);

/// Whether the command runs AMD's HCC: `hcc`, `clamp++`, a compiler under
/// `hcc/bin/`, or a Clang given
/// HCC's `-hc` or `-std=c++amp` (Model/SourceDialect.h).
bool isHccCommand(llvm::ArrayRef<std::string> Args);

/// The year of a -std= or /std: value (98, 11, 14, 17, 20, 23, 26), 0 when
/// it names no C++ standard.
unsigned standardYear(llvm::StringRef Value);

/// \p Args (argv[0] first) as the parse takes them: cl-style options made
/// GNU ones, and the standard set as CommandReading describes it. \p File,
/// the command's source, is never read as a cl option.
std::vector<std::string> parseCommand(llvm::ArrayRef<std::string> Args,
                                      CommandReading *Reading = nullptr,
                                      llvm::StringRef File = "");

/// An adjuster that applies parseCommand, recording what it read in
/// \p Reading (which must outlive the tool's run); apply it first.
clang::tooling::ArgumentsAdjuster commandAdjuster(CommandReading *Reading);

} // namespace amp2hip

#endif
