//===- ProjectBounds.cpp --------------------------------------------------===//
#include "Driver/ProjectBounds.h"
#include "Driver/DriverPaths.h"
#include "Frontend/TranslateAction.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include <unistd.h>

namespace amp2hip {

const char *const OutsideFolder = "_outside";

std::string lexicalPath(llvm::StringRef Path, llvm::StringRef Base) {
  llvm::SmallString<256> P;
  if (!llvm::sys::path::is_absolute(Path) && !Base.empty())
    P = Base;
  llvm::sys::path::append(P, Path);
  llvm::sys::fs::make_absolute(P);
  llvm::sys::path::remove_dots(P, /*remove_dot_dot=*/true);
  return std::string(P);
}

bool lexicallyInside(llvm::StringRef Path, llvm::StringRef Root) {
  std::string P = lexicalPath(Path), R = lexicalPath(Root);
  return P == R || isUnder(P, R);
}

bool reallyInside(llvm::StringRef Path, llvm::StringRef RealRoot) {
  llvm::SmallString<256> Real;
  if (llvm::sys::fs::real_path(Path, Real))
    return false;
  return Real == RealRoot || isUnder(Real, RealRoot);
}

std::string commonFolder(const std::vector<std::string> &Paths) {
  std::string Common;
  bool First = true;
  for (const std::string &P : Paths) {
    if (First) {
      Common = P;
      First = false;
      continue;
    }
    while (Common != "/" && !Common.empty() && P != Common &&
           !isUnder(P, Common))
      Common = llvm::sys::path::parent_path(Common).str();
    if (Common.empty())
      Common = "/";
  }
  return Common;
}

std::string linkText(llvm::StringRef Path) {
  std::string P = Path.str();
  char Buf[4096];
  ssize_t N = ::readlink(P.c_str(), Buf, sizeof(Buf));
  return N > 0 ? std::string(Buf, N) : std::string();
}

LinkInfo classifyLink(llvm::StringRef Path, llvm::StringRef RealRoot) {
  LinkInfo L;
  llvm::sys::fs::file_status S;
  if (llvm::sys::fs::status(Path, S, /*follow=*/false) ||
      S.type() != llvm::sys::fs::file_type::symlink_file)
    return L;
  L.Text = linkText(Path);
  llvm::SmallString<256> Real;
  if (std::error_code EC = llvm::sys::fs::real_path(Path, Real)) {
    L.Kind = EC == std::errc::too_many_symbolic_link_levels
                 ? LinkKind::Loop
                 : LinkKind::Dangling;
    return L;
  }
  L.Real = std::string(Real);
  L.Kind = L.Real == RealRoot || isUnder(L.Real, RealRoot) ? LinkKind::Inside
                                                           : LinkKind::Outside;
  return L;
}

std::string relativeLinkText(llvm::StringRef LinkPath, llvm::StringRef Target) {
  std::string Rel = relativeTo(Target, llvm::sys::path::parent_path(LinkPath));
  return Rel.empty() ? "." : Rel;
}

bool OutputLayout::inRoot(llvm::StringRef Real) const {
  return Real == Root || isUnder(Real, Root);
}

std::string OutputLayout::placeRelative(llvm::StringRef Real) const {
  if (inRoot(Real))
    return relativeTo(Real, Root);
  if (!Outside.empty() && (Real == Outside || isUnder(Real, Outside))) {
    llvm::SmallString<256> Rel(OutsideFolder);
    llvm::sys::path::append(Rel, relativeTo(Real, Outside));
    return std::string(Rel);
  }
  return "";
}

std::string OutputLayout::place(llvm::StringRef Real) const {
  if (OutRoot.empty())
    return "";
  if (Real == Root)
    return OutRoot;
  std::string Rel = placeRelative(Real);
  if (Rel.empty())
    return "";
  llvm::SmallString<256> Out(OutRoot);
  llvm::sys::path::append(Out, Rel);
  return std::string(Out);
}

} // namespace amp2hip
