//===- OutputPlan.cpp -----------------------------------------------------===//
#include "Driver/OutputPlan.h"
#include "Driver/DriverPaths.h"
#include "Driver/ProjectBounds.h"
#include "Project/WindowsPath.h"
#include "llvm/Support/Path.h"

namespace amp2hip {
namespace {

/// h.h -> h.hip.h in an #include's spelling.
std::string renamedSpelling(llvm::StringRef Spelled) {
  llvm::StringRef Dir = llvm::sys::path::parent_path(Spelled);
  std::string File = defaultOutputPath(llvm::sys::path::filename(Spelled));
  return Dir.empty() ? File : (Dir + "/" + File).str();
}

/// Under --out-root, where the project file \p Real (reached by a unit
/// translated against \p UnitRoot) goes: by the layout when the run has a
/// root, else at its path relative to the unit's root; empty when that
/// would leave the out-root.
std::string outRootPlace(const RunPlan &Plan, llvm::StringRef Real,
                         llvm::StringRef UnitRoot) {
  if (!Plan.Layout.Root.empty())
    return Plan.Layout.place(Real);
  std::string Rel = relativeTo(Real, UnitRoot);
  if (llvm::StringRef(Rel).starts_with(".."))
    return "";
  llvm::SmallString<256> P(Plan.OutRoot);
  llvm::sys::path::append(P, Rel);
  return std::string(P);
}

/// Merges each unit's edits and decides where its source goes.
void mergeUnits(RunPlan &Plan, const TranslatorOptions &Opts, OutputPlan &Out,
                llvm::raw_ostream &Log) {
  for (Unit &U : Plan.Units) {
    if (!U.ok())
      continue;
    const FileResult &R = U.Result.R;
    std::vector<Divergence> Divergences = mergeUnit(U.Display, R, Out.Merged);
    if (!Divergences.empty())
      U.Result.R.Diagnostics["AH1009"] += Divergences.size();
    if (reportDivergences(U.Display, Divergences, Log)) {
      U.Failure = "a shared file needs a different translation (AH1009)";
      continue;
    }
    if (!Plan.OutRoot.empty()) {
      U.MainOut = outRootPlace(Plan, R.MainPath, R.Root);
      if (U.MainOut.empty()) {
        U.Failure = "it has no place under --out-root";
        Log << "amp2hip: error: " << U.Display << ": " << U.Failure << "\n";
      }
    } else if (Out.InPlaceEdits) {
      U.MainOut = R.MainPath;
    } else {
      U.MainOut = absolute(Opts.Output.empty() ? defaultOutputPath(U.Source)
                                               : Opts.Output);
    }
  }
}

/// Without mirroring, headers are written beside their sources as
/// NAME.hip.h, with the includes that reach them renamed, and only where
/// they (or what they include) changed.
std::set<std::string> renamedHeaders(const RunPlan &Plan,
                                     const OutputPlan &Out) {
  std::set<std::string> Renamed;
  if (Out.Mirror)
    return Renamed;
  // A header read from UTF-16 is written (as UTF-8) even unedited.
  for (auto &[Path, M] : Out.Merged)
    if ((!M.Edits.empty() || !M.Encoding.empty()) &&
        !Out.SourcePaths.count(Path))
      Renamed.insert(Path);
  for (bool Grew = true; Grew;) {
    Grew = false;
    for (const Unit &U : Plan.Units)
      if (U.ok())
        for (const ProjectInclude &Inc : U.Result.R.Includes)
          if (Renamed.count(Inc.Target) &&
              !Out.SourcePaths.count(Inc.Includer) &&
              Renamed.insert(Inc.Includer).second)
            Grew = true;
  }
  return Renamed;
}

/// An include that names its file relative to the includer, when the two
/// are placed differently in the output (one inside the root, the other
/// under _outside): the spelling that reaches it there. Empty otherwise.
std::string crossingSpelling(const RunPlan &Plan, const OutputPlan &Out,
                             const ProjectInclude &Inc) {
  if (Plan.Layout.Outside.empty() || Plan.OutRoot.empty() || Inc.Angled)
    return "";
  auto Includer = Out.Merged.find(Inc.Includer);
  auto Target = Out.Merged.find(Inc.Target);
  if (Includer == Out.Merged.end() || Target == Out.Merged.end() ||
      Includer->second.Output.empty() || Target->second.Output.empty())
    return "";
  llvm::StringRef Dir = llvm::sys::path::parent_path(Inc.Includer);
  if (realPath(lexicalPath(withSlashes(Inc.Spelled), Dir)) != Inc.Target)
    return ""; // found through an include directory
  std::string InInput = relativeTo(Inc.Target, Dir);
  std::string InOutput =
      relativeTo(Target->second.Output,
                 llvm::sys::path::parent_path(Includer->second.Output));
  return InInput == InOutput ? "" : InOutput;
}

void placeFiles(const RunPlan &Plan, const std::set<std::string> &Renamed,
                OutputPlan &Out) {
  for (const Unit &U : Plan.Units) {
    if (!U.ok())
      continue;
    const FileResult &R = U.Result.R;
    for (const auto &[Path, T] : R.Files) {
      MergedFile &M = Out.Merged[Path];
      if (T.IsMain)
        M.Output = U.MainOut;
      else if (!Plan.OutRoot.empty())
        M.Output = outRootPlace(Plan, Path, R.Root);
      else if (Out.InPlaceEdits)
        M.Output = Path;
      else if (Out.Mirror)
        M.Output = mirroredPath(Path, R.MainPath, U.MainOut);
      else if (Renamed.count(Path))
        M.Output = defaultOutputPath(Path);
    }
  }
  for (const Unit &U : Plan.Units) {
    if (!U.ok())
      continue;
    const FileResult &R = U.Result.R;
    // An include written as Windows found it (`..\Scan\scan.H`) names the
    // file as it is spelled, with `/`; a renamed header's new name.
    for (const ProjectInclude &Inc : R.Includes) {
      std::string Spelling = spellingAsOnDisk(Inc.Spelled, Inc.Target);
      bool Rename = !Out.Mirror && Renamed.count(Inc.Target);
      if (Rename)
        Spelling = renamedSpelling(Spelling);
      // Between the root and the files outside it, relative to the output.
      if (std::string Crossing = crossingSpelling(Plan, Out, Inc);
          !Crossing.empty())
        Spelling = Crossing;
      if (Spelling == Inc.Spelled)
        continue;
      EditOp Op;
      Op.Offset = Inc.Offset;
      Op.Length = Inc.Length;
      Op.Text =
          (Inc.Angled ? "<" : "\"") + Spelling + (Inc.Angled ? ">" : "\"");
      Out.Merged[Inc.Includer].Edits.add(Op);
    }
  }
}

/// Never write over a source (but --inplace): refuse the whole unit.
void refuseOverwrites(RunPlan &Plan, OutputPlan &Out, llvm::raw_ostream &Log) {
  if (Out.InPlaceEdits)
    return;
  for (Unit &U : Plan.Units) {
    if (!U.ok())
      continue;
    for (const auto &[Path, T] : U.Result.R.Files) {
      const std::string &Dest = Out.Merged[Path].Output;
      if (!Dest.empty() &&
          (realPath(Dest) == Path || Out.SourcePaths.count(Dest) ||
           Out.SourcePaths.count(realPath(Dest)))) {
        U.Failure = "output '" + Dest + "' would overwrite its input";
        Log << "amp2hip: error: " << U.Failure << "\n";
      }
    }
  }
}

/// --export-fixes gives replacements of the bytes on disk, and a file read
/// from UTF-16 changes its encoding as a whole (clang-apply-replacements
/// cannot read it either): such a unit is refused.
void refuseDecodedFixes(RunPlan &Plan, OutputPlan &Out,
                        const TranslatorOptions &Opts, llvm::raw_ostream &Log) {
  if (Opts.ExportFixes.empty())
    return;
  for (Unit &U : Plan.Units) {
    if (!U.ok())
      continue;
    // The source first, then its headers.
    std::vector<const std::pair<const std::string, TouchedFile> *> Files;
    for (const auto &F : U.Result.R.Files)
      Files.insert(F.second.IsMain ? Files.begin() : Files.end(), &F);
    for (const auto *F : Files) {
      const auto &[Path, T] = *F;
      if (T.Encoding.empty())
        continue;
      U.Failure = "'" + Path + "' is " + T.Encoding +
                  ": --export-fixes cannot express its translation, which "
                  "is UTF-8; translate it with -o, --out-root or --inplace, "
                  "or convert it first (iconv -f " +
                  T.Encoding + " -t UTF-8)";
      Log << "amp2hip: error: " << U.Failure << "\n";
      break;
    }
  }
}

} // namespace

OutputPlan planOutputs(RunPlan &Plan, const TranslatorOptions &Opts,
                       llvm::raw_ostream &Log) {
  OutputPlan Out;
  Out.Mirror = !Plan.OutRoot.empty() || !Opts.Output.empty() || Opts.InPlace ||
               !Opts.ExportFixes.empty();
  Out.InPlaceEdits = Opts.InPlace || !Opts.ExportFixes.empty();
  for (const Unit &U : Plan.Units)
    Out.SourcePaths.insert(realPath(U.Source));
  mergeUnits(Plan, Opts, Out, Log);
  placeFiles(Plan, renamedHeaders(Plan, Out), Out);
  refuseOverwrites(Plan, Out, Log);
  refuseDecodedFixes(Plan, Out, Opts, Log);
  return Out;
}

} // namespace amp2hip
