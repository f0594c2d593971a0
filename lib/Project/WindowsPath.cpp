//===- WindowsPath.cpp ----------------------------------------------------===//
#include "Project/WindowsPath.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

namespace amp2hip {

std::string withSlashes(llvm::StringRef Path) {
  std::string S = Path.str();
  std::replace(S.begin(), S.end(), '\\', '/');
  return S;
}

bool isWindowsAbsolute(llvm::StringRef Path) {
  return (Path.size() >= 2 && llvm::isAlpha(Path[0]) && Path[1] == ':') ||
         Path.starts_with("\\\\");
}

std::string findAsWindowsWould(llvm::StringRef Base, llvm::StringRef Spelled,
                               bool *Ambiguous,
                               std::vector<std::string> *Twins) {
  if (Ambiguous)
    *Ambiguous = false;
  std::string Rel = withSlashes(Spelled.trim());
  if (Rel.empty() || isWindowsAbsolute(Rel))
    return "";
  llvm::SmallString<256> Full;
  if (!llvm::sys::path::is_absolute(Rel))
    Full = Base;
  llvm::sys::path::append(Full, Rel);
  llvm::sys::path::remove_dots(Full, /*remove_dot_dot=*/true);
  if (llvm::sys::fs::exists(Full))
    return std::string(Full);
  // Walk from the root, matching each missing component without case.
  llvm::SmallVector<llvm::StringRef, 16> Parts;
  llvm::StringRef(Full).split(Parts, '/', -1, false);
  llvm::SmallString<256> At("/");
  for (llvm::StringRef Part : Parts) {
    llvm::SmallString<256> Exact(At);
    llvm::sys::path::append(Exact, Part);
    if (llvm::sys::fs::exists(Exact)) {
      At = Exact;
      continue;
    }
    std::vector<std::string> Matches;
    std::error_code EC;
    for (llvm::sys::fs::directory_iterator It(At, EC), End; It != End && !EC;
         It.increment(EC))
      if (llvm::sys::path::filename(It->path()).equals_insensitive(Part))
        Matches.push_back(It->path());
    if (Matches.size() > 1) {
      if (Ambiguous)
        *Ambiguous = true;
      if (Twins) {
        llvm::sort(Matches);
        *Twins = std::move(Matches);
      }
      return "";
    }
    if (Matches.empty())
      return "";
    At = Matches.front();
  }
  return std::string(At);
}

std::string spellingAsOnDisk(llvm::StringRef Spelled, llvm::StringRef Target) {
  llvm::SmallVector<llvm::StringRef, 16> Parts, Real;
  for (size_t Start = 0, I = 0; I <= Spelled.size(); ++I)
    if (I == Spelled.size() || Spelled[I] == '/' || Spelled[I] == '\\') {
      Parts.push_back(Spelled.slice(Start, I));
      Start = I + 1;
    }
  Target.split(Real, '/', -1, false);
  size_t R = Real.size();
  std::string Out;
  for (size_t I = Parts.size(); I-- > 0;) {
    llvm::StringRef P = Parts[I];
    std::string Part = P.str();
    if (!P.empty() && P != "." && P != ".." && R > 0) {
      llvm::StringRef OnDisk = Real[--R];
      if (OnDisk.equals_insensitive(P))
        Part = OnDisk.str();
    }
    Out = I + 1 == Parts.size() ? Part : Part + "/" + Out;
  }
  return Out;
}

} // namespace amp2hip
