//===- FuzzTranslate.cpp - libFuzzer target: translate one source ---------===//
//
// Each input is written to a file of its own folder and translated by the
// library's in-process entry point (Driver/UnitTranslation.h), the whole
// way: pre-pass, host and device-side parses, checks, rewrites and the
// edits applied. Any crash, sanitizer report, hang or failed invariant is a
// finding. The parse-model headers are found next to the executable
// (<bin>/../share/amp2hip/include) or in $AMP2HIP_FUZZ_INCLUDE.
//
//===----------------------------------------------------------------------===//
#include "Driver/Translator.h"
#include "Driver/UnitTranslation.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdint>
#include <cstdlib>
#include <string>

namespace {

struct FuzzSetup {
  std::string AmpDir;
  std::string Input; ///< The file each input is written to.
};

FuzzSetup &setup() {
  static FuzzSetup S;
  return S;
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *Argc, char ***Argv) {
  FuzzSetup &S = setup();
  if (const char *Dir = std::getenv("AMP2HIP_FUZZ_INCLUDE"))
    S.AmpDir = Dir;
  else
    S.AmpDir = amp2hip::findAmpIncludeDir(
        (*Argv)[0], reinterpret_cast<void *>(&LLVMFuzzerInitialize));
  if (S.AmpDir.empty()) {
    llvm::errs() << "amp2hip-fuzz: amp2hip's headers not found; set "
                    "AMP2HIP_FUZZ_INCLUDE\n";
    std::exit(2);
  }
  llvm::SmallString<128> Dir;
  if (llvm::sys::fs::createUniqueDirectory("amp2hip-fuzz", Dir)) {
    llvm::errs() << "amp2hip-fuzz: cannot create a temporary folder\n";
    std::exit(2);
  }
  llvm::sys::path::append(Dir, "input.cpp");
  S.Input = std::string(Dir);
  (void)Argc;
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  const FuzzSetup &S = setup();
  {
    std::error_code EC;
    llvm::raw_fd_ostream Out(S.Input, EC);
    if (EC)
      std::abort();
    Out.write(reinterpret_cast<const char *>(Data), Size);
  }
  amp2hip::SourceTranslation T = amp2hip::translateSource(S.Input, S.AmpDir);
  // A translation without errors has an output: the original, at least.
  if (T.Unit.R.Parsed && !T.Unit.R.HasErrors && Size > 0 && T.Output.empty())
    std::abort();
  return 0;
}
