//===- DepFile.cpp --------------------------------------------------------===//
#include "Driver/DepFile.h"

namespace amp2hip {

std::string escapeForMake(llvm::StringRef Path) {
  std::string Out;
  for (char C : Path) {
    if (C == ' ' || C == '#' || C == '\t')
      Out += '\\';
    else if (C == '$')
      Out += '$';
    Out += C;
  }
  return Out;
}

std::string makeDepfile(llvm::StringRef Target, llvm::StringRef Input,
                        llvm::ArrayRef<std::string> Deps) {
  std::string Out = escapeForMake(Target) + ": " + escapeForMake(Input);
  for (const std::string &D : Deps)
    Out += " \\\n  " + escapeForMake(D);
  return Out + "\n";
}

} // namespace amp2hip
