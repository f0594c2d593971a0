//===- CompileCommand.cpp -------------------------------------------------===//
#include "Frontend/CompileCommand.h"

#include "clang/Driver/Options.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Option/ArgList.h"
#include "llvm/Option/OptTable.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include <optional>

using namespace clang::driver;

namespace amp2hip {

namespace {

/// The compiler's name without directory, extension and version suffix:
/// "/usr/bin/g++-12" -> "g++", "CL.EXE" -> "cl".
std::string compilerName(llvm::StringRef Argv0) {
  std::string Name = llvm::sys::path::filename(Argv0).lower();
  llvm::StringRef N(Name);
  N.consume_back(".exe");
  // A version suffix: -12, -19.1.
  size_t Dash = N.rfind('-');
  if (Dash != llvm::StringRef::npos && Dash + 1 < N.size() &&
      llvm::all_of(N.substr(Dash + 1),
                   [](char C) { return llvm::isDigit(C) || C == '.'; }))
    N = N.take_front(Dash);
  return N.str();
}

bool clDriverMode(llvm::ArrayRef<std::string> Args) {
  for (const std::string &A : Args.drop_front())
    if (llvm::StringRef(A).starts_with("--driver-mode="))
      return A == "--driver-mode=cl";
  std::string Name = Args.empty() ? "" : compilerName(Args.front());
  return Name == "cl" || Name == "clang-cl";
}

/// The GNU options of a cl-style command: what the parse needs (include
/// directories, definitions, forced includes, OpenMP, the standard and the
/// sources); code generation, warnings and output options are dropped.
std::vector<std::string> gnuArgsOfCl(llvm::ArrayRef<std::string> Args,
                                     llvm::StringRef File) {
  const llvm::opt::OptTable &Table = getDriverOptTable();
  // Sources first: the command's own file, what follows `--`, and absolute
  // paths of sources, which cl's option table would take for options
  // (`/work/a.cpp` reads as /wo, `/Users/...` as /U).
  std::vector<std::string> Sources;
  std::vector<const char *> Argv;
  bool AfterDashDash = false;
  for (const std::string &A : Args.drop_front()) {
    llvm::StringRef Ext = llvm::sys::path::extension(A);
    bool Source = AfterDashDash || (!File.empty() && A == File) ||
                  (llvm::StringRef(A).starts_with("/") &&
                   llvm::is_contained({".cpp", ".cc", ".cxx", ".c++", ".c",
                                       ".cu", ".cp", ".C"},
                                      Ext) &&
                   llvm::sys::fs::exists(A));
    if (A == "--" && !AfterDashDash)
      AfterDashDash = true;
    else if (Source)
      Sources.push_back(A);
    else
      Argv.push_back(A.c_str());
  }
  unsigned MissingIndex = 0, MissingCount = 0;
  llvm::opt::InputArgList List =
      Table.ParseArgs(Argv, MissingIndex, MissingCount,
                      llvm::opt::Visibility(options::CLOption));
  std::vector<std::string> Out = {"clang++"};
  std::string Std;
  for (const llvm::opt::Arg *A : List) {
    const llvm::opt::Option &O = A->getOption();
    auto Value = [&] { return std::string(A->getValue()); };
    if (O.matches(options::OPT_INPUT) || O.matches(options::OPT__SLASH_Tp)) {
      Out.push_back(Value());
    } else if (O.matches(options::OPT_U)) {
      Out.push_back("-U" + Value());
    } else if (O.matches(options::OPT_D)) {
      Out.push_back("-D" + Value());
    } else if (O.matches(options::OPT_I)) {
      Out.push_back("-I" + Value());
    } else if (O.matches(options::OPT_isystem)) {
      Out.push_back("-isystem");
      Out.push_back(Value());
    } else if (O.matches(options::OPT_include)) {
      Out.push_back("-include");
      Out.push_back(Value());
    } else if (O.matches(options::OPT_fopenmp)) {
      Out.push_back("-fopenmp");
    } else if (O.matches(options::OPT__SLASH_std)) {
      Std = Value();
    } else if (O.matches(options::OPT_Xclang)) {
      // -Xclang -verify (tests) and the like pass through.
      Out.push_back("-Xclang");
      Out.push_back(Value());
    }
  }
  Out.insert(Out.end(), Sources.begin(), Sources.end());
  if (!Std.empty())
    Out.push_back("-std=" + Std);
  return Out;
}

} // namespace

bool isHccCommand(llvm::ArrayRef<std::string> Args) {
  if (Args.empty())
    return false;
  // HCC: its C++ AMP and hc modes, its driver names, its install folder.
  if (llvm::any_of(Args.drop_front(), [](const std::string &A) {
        return A == "-hc" || A == "-std=c++amp";
      }))
    return true;
  std::string Name = compilerName(Args.front());
  return Name == "hcc" || Name == "clamp++" || Name == "clamp" ||
         llvm::StringRef(llvm::sys::path::convert_to_slash(Args.front()))
             .contains("/hcc/bin/");
}

CompilerViewKind compilerViewOf(llvm::ArrayRef<std::string> Args) {
  if (Args.empty())
    return CompilerViewKind::VisualCpp;
  for (const std::string &A : Args.drop_front())
    if (llvm::StringRef(A).starts_with("--driver-mode="))
      return A == "--driver-mode=cl" ? CompilerViewKind::VisualCpp
                                     : CompilerViewKind::Gnu;
  if (clDriverMode(Args))
    return CompilerViewKind::VisualCpp;
  if (isHccCommand(Args))
    return llvm::is_contained(Args, "-hc") ? CompilerViewKind::HccHc
                                           : CompilerViewKind::Hcc;
  // gcc, g++, cc, c++, clang, clang++, x86_64-linux-gnu-g++, hipcc, nvcc,
  // amp2hip-cxx, Intel's icpx ...; any other name keeps Visual C++'s.
  std::string Name = compilerName(Args.front());
  llvm::StringRef L(Name);
  if (L.ends_with("g++") || L.ends_with("gcc") || L.ends_with("c++") ||
      L.ends_with("cc") || L.ends_with("clang") || L.ends_with("clang++") ||
      L == "hipcc" || L == "hipcc.pl" || L == "nvcc" || L == "amp2hip-cxx" ||
      L == "icpx" || L == "icpc" || L == "icx")
    return CompilerViewKind::Gnu;
  return CompilerViewKind::VisualCpp;
}

unsigned standardYear(llvm::StringRef Value) {
  std::string Lower = Value.trim().lower();
  llvm::StringRef V = Lower;
  if (!V.consume_front("c++") && !V.consume_front("gnu++"))
    return 0;
  return llvm::StringSwitch<unsigned>(V)
      .Cases("98", "03", 98)
      .Cases("11", "0x", 11)
      .Cases("14", "1y", 14)
      .Cases("17", "1z", 17)
      .Cases("20", "2a", 20)
      .Case("latest", 20) // Visual C++'s /std:c++latest
      .Cases("23", "2b", 23)
      .Cases("26", "2c", 26)
      .Default(0);
}

/// \p Args without what would change the parse's language or library:
/// `-x c`/`-x c++` (HCC's Makefiles compile .c files as C++; the parse reads
/// every source as HIP), and HCC's own modes and options (`-hc`,
/// `-std=c++amp`, `-stdlib=libc++`, `-Xclang -fhsa-ext`,
/// `-hc-function-calls`, `--amdgpu-target=`), which stock Clang refuses.
static std::vector<std::string>
withoutForeignModes(llvm::ArrayRef<std::string> Args) {
  auto Language = [](llvm::StringRef L) {
    return L == "c" || L == "c++" || L == "c++-header" || L == "c-header";
  };
  std::vector<std::string> Out;
  for (size_t I = 0; I < Args.size(); ++I) {
    llvm::StringRef A = Args[I];
    if (I == 0) {
      Out.push_back(A.str());
      continue;
    }
    if (A == "-x" && I + 1 < Args.size() && Language(Args[I + 1])) {
      ++I;
      continue;
    }
    if (A.starts_with("-x") && Language(A.drop_front(2)))
      continue;
    if (A == "-hc" || A == "-std=c++amp" || A == "-stdlib=libc++" ||
        A == "-hc-function-calls" || A.starts_with("--amdgpu-target=") ||
        A.starts_with("-amdgpu-target="))
      continue;
    if (A == "-Xclang" && I + 1 < Args.size() &&
        llvm::StringRef(Args[I + 1]).starts_with("-fhsa")) {
      ++I;
      continue;
    }
    Out.push_back(A.str());
  }
  return Out;
}

std::vector<std::string> parseCommand(llvm::ArrayRef<std::string> Args,
                                      CommandReading *Reading,
                                      llvm::StringRef File) {
  CommandReading R;
  R.VisualCpp = !Args.empty() && clDriverMode(Args);
  std::vector<std::string> Out =
      R.VisualCpp ? gnuArgsOfCl(Args, File) : withoutForeignModes(Args);
  // The last -std= decides, as with the compilers.
  std::optional<size_t> Std;
  for (size_t I = 1; I < Out.size(); ++I)
    if (llvm::StringRef(Out[I]).starts_with("-std="))
      Std = I;
  if (Std) {
    llvm::StringRef Value = llvm::StringRef(Out[*Std]).drop_front(5);
    R.Asked = Value.str();
    unsigned Year = standardYear(Value);
    bool Gnu = Value.starts_with("gnu");
    std::string Parsed = Value.str();
    if (Year == 20 && Value.ends_with("latest"))
      Parsed = "c++20";
    if (Year && Year < 14) {
      R.Raised = true;
      Parsed = Gnu ? "gnu++14" : "c++14";
    }
    R.Parsed = Parsed;
    Out[*Std] = "-std=" + Parsed;
  } else if (R.VisualCpp) {
    // Visual C++ compiles as C++14 unless /std: says otherwise.
    R.Parsed = "c++14";
    Out.push_back("-std=c++14");
  }
  if (Reading)
    *Reading = R;
  return Out;
}

clang::tooling::ArgumentsAdjuster commandAdjuster(CommandReading *Reading) {
  return [Reading](const clang::tooling::CommandLineArguments &Args,
                   llvm::StringRef File) {
    return parseCommand(Args, Reading, File);
  };
}

} // namespace amp2hip
