//===- CopyList.cpp -------------------------------------------------------===//
#include "Driver/CopyList.h"
#include "Driver/DriverPaths.h"
#include "Driver/SourceList.h"
#include "Frontend/TranslateAction.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include <set>

namespace amp2hip {

const char *copyReasonName(CopyReason R) {
  switch (R) {
  case CopyReason::Listed:
    return "listed";
  case CopyReason::Build:
    return "build";
  case CopyReason::Source:
    return "source";
  case CopyReason::Mirrored:
    return "mirrored";
  }
  return "listed";
}

bool isBuildFileName(llvm::StringRef Name) {
  llvm::StringRef Ext = llvm::sys::path::extension(Name);
  return llvm::is_contained({"Makefile", "makefile", "GNUmakefile",
                             "CMakeLists.txt", "CMakePresets.json"},
                            Name) ||
         llvm::is_contained({".mk", ".cmake", ".sln", ".vcxproj", ".props",
                             ".targets", ".filters"},
                            Ext);
}

bool isHeaderName(llvm::StringRef Name) {
  return llvm::is_contained(
      {".h", ".hh", ".hpp", ".hxx", ".inl", ".ipp", ".tcc", ".cuh", ".H"},
      llvm::sys::path::extension(Name));
}

BoundaryFinding linkFinding(llvm::StringRef Path, const LinkInfo &L,
                            llvm::StringRef Root, bool KeepLinks) {
  BoundaryFinding F;
  F.Path = displayPath(Path);
  std::string Fate =
      KeepLinks ? "kept as it is (--keep-links)" : "left out of the output";
  if (L.Kind == LinkKind::Outside) {
    F.Id = DiagId::LinkLeavesRoot;
    F.Args = {Root.str(), L.Text, Fate};
  } else {
    F.Id = DiagId::LinkUnresolved;
    F.Args = {L.Kind == LinkKind::Loop ? "loops" : "dangles", L.Text, Fate};
  }
  return F;
}

namespace {

class Planner {
public:
  Planner(const CopyRequest &R, std::vector<BoundaryFinding> &Findings)
      : R(R), L(R.Layout), Findings(Findings) {}

  CopyList run() {
    if (R.Listed)
      for (const ListedFile &F : *R.Listed)
        listed(F);
    if (!R.Listed || R.Policy == CopyPolicy::All)
      walkRoot();
    return std::move(Out);
  }

private:
  const CopyRequest &R;
  const OutputLayout &L;
  std::vector<BoundaryFinding> &Findings;
  CopyList Out;
  std::set<std::string> Planned; ///< Destinations already planned.

  /// Where \p Real goes: under the out-root, or relative to it when there
  /// is none (--no-output); empty when it has no place there.
  std::string dest(llvm::StringRef Real) const {
    if (Real == L.Root)
      return L.OutRoot.empty() ? "." : L.OutRoot;
    return L.OutRoot.empty() ? L.placeRelative(Real) : L.place(Real);
  }

  void copy(const std::string &Real, CopyReason Why) {
    std::string To = dest(Real);
    if (!To.empty() && Planned.insert(To).second)
      Out.Files.push_back({Real, To, Why});
  }

  /// A link at \p Path (whose folder's real path is \p RealDir).
  void link(llvm::StringRef Path, const std::string &RealDir) {
    LinkInfo Info = classifyLink(Path, L.Root);
    llvm::SmallString<256> RealAt(RealDir);
    llvm::sys::path::append(RealAt, llvm::sys::path::filename(Path));
    std::string At = dest(RealAt);
    // A link into the out-root belongs to no project.
    bool IntoOut = Info.Kind == LinkKind::Inside && !L.OutRoot.empty() &&
                   isUnder(Info.Real, realPath(L.OutRoot));
    if (At.empty() || IntoOut || !Planned.insert(At).second)
      return;
    if (Info.Kind == LinkKind::Inside) {
      std::string Target = dest(Info.Real);
      if (!Target.empty())
        Out.Links.push_back({At, relativeLinkText(At, Target)});
      return;
    }
    Findings.push_back(linkFinding(Path, Info, L.Root, R.KeepLinks));
    if (R.KeepLinks)
      Out.Links.push_back({At, Info.Text});
  }

  void walkRoot() {
    TreeEntries Tree =
        walkTree(L.Root, L.OutRoot.empty() ? "" : realPath(L.OutRoot));
    for (const std::string &F : Tree.Files) {
      llvm::StringRef Name = llvm::sys::path::filename(F);
      if (R.Policy == CopyPolicy::All || R.Listed)
        copy(F, CopyReason::Mirrored);
      else if (isBuildFileName(Name))
        copy(F, CopyReason::Build);
      else if (isSourceName(Name) || isHeaderName(Name) ||
               llvm::sys::path::extension(Name) == ".c")
        copy(F, CopyReason::Source);
    }
    for (const std::string &Link : Tree.Links)
      link(Link, llvm::sys::path::parent_path(Link).str());
  }

  void listed(const ListedFile &F) {
    std::string RealDir = realPath(llvm::sys::path::parent_path(F.Path));
    LinkInfo Info = classifyLink(F.Path, L.Root);
    if (Info.Kind != LinkKind::NotALink &&
        (RealDir == L.Root || isUnder(RealDir, L.Root))) {
      link(F.Path, RealDir);
      if (Info.Kind == LinkKind::Inside &&
          llvm::sys::fs::is_regular_file(Info.Real))
        copy(Info.Real, F.Why);
      return;
    }
    std::string Real = realPath(F.Path);
    if (L.inRoot(Real) || (F.Why == CopyReason::Build && !dest(Real).empty())) {
      copy(Real, F.Why);
      return;
    }
    // Outside the root: a header is written when the translation reaches
    // it; anything else stays where it is.
    if (!F.Header)
      Findings.push_back(
          {DiagId::ListedFileOutside, displayPath(F.Path), {F.Owner, L.Root}});
  }
};

} // namespace

CopyList planCopies(const CopyRequest &R,
                    std::vector<BoundaryFinding> &Findings) {
  return Planner(R, Findings).run();
}

} // namespace amp2hip
