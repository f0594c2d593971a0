//===- OutputWriter.cpp ---------------------------------------------------===//
#include "Driver/OutputWriter.h"
#include "Driver/DepFile.h"
#include "Driver/DriverPaths.h"
#include "Driver/ExportFixes.h"
#include "Driver/FileChanges.h"
#include "Driver/LineMarkers.h"
#include "Driver/SafeWrite.h"
#include "Driver/SourceList.h"
#include "Project/SourceEncoding.h"
#include "Rewrite/CheckedBuild.h"
#include "Rewrite/ReviewNotes.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

namespace amp2hip {
namespace {

/// The text on disk of \p M's file, decoded as the parse read it (a file
/// saved as UTF-16).
std::string diskText(const std::string &Path, const MergedFile &M) {
  std::string Disk = readFile(Path);
  return M.Encoding.empty() ? Disk : decodeSource(Disk).Text;
}

/// The changes to each file, from the text on disk (what --export-fixes
/// exports and the report counts), computed once per file.
class ChangeTable {
public:
  explicit ChangeTable(OutputPlan &Out) : Out(Out) {}
  const std::vector<TextChange> &of(const std::string &Path) {
    auto [It, New] = Changes.try_emplace(Path);
    if (New) {
      const MergedFile &M = Out.Merged[Path];
      std::string Disk = diskText(Path, M);
      It->second = changesFrom(Disk, M.Original, M.Edits);
      Lines[Path] = linesTouched(Disk, It->second);
    }
    return It->second;
  }
  unsigned linesOf(const std::string &Path) {
    of(Path);
    return Lines[Path];
  }

private:
  OutputPlan &Out;
  std::map<std::string, std::vector<TextChange>> Changes;
  std::map<std::string, unsigned> Lines;
};

/// Writes the files of one unit; false (with U.Failure) on the first error.
bool writeUnitFiles(Unit &U, const RunPlan &Plan, OutputPlan &Out,
                    const TranslatorOptions &Opts,
                    std::set<std::string> &Written, llvm::raw_ostream &Log) {
  for (const auto &[Path, T] : U.Result.R.Files) {
    MergedFile &M = Out.Merged[Path];
    if (M.Output.empty() || !Written.insert(M.Output).second)
      continue;
    FileEdits Edits =
        Opts.ReviewNotes ? withReviewNotes(M.Edits, M.Notes) : M.Edits;
    // A checked build's reports name the C++ AMP file and line
    // (docs/checked-build.md). A file left as it is in place needs none.
    if (checkedBuild().Enabled && !(Opts.InPlace && Edits.empty())) {
      std::string Given =
          Path == U.Result.R.MainPath ? U.Display : displayPath(Path);
      Edits = withLineMarkers(M.Original, Edits,
                              lineMarkerName(Path, Plan.InRoot, Given));
    }
    std::string Text = Edits.apply(M.Original);
    llvm::Error E = llvm::Error::success();
    if (Opts.InPlace) {
      // A UTF-16 file is written as UTF-8 even when nothing else changed,
      // so that hipcc and nvcc can read it; its backup keeps the bytes.
      std::string Disk = readFile(Path);
      std::string Decoded = M.Encoding.empty() ? Disk : diskText(Path, M);
      if (Disk == Text)
        continue;
      if (Decoded.size() != M.Original.size())
        E = llvm::createStringError(
            std::make_error_code(std::errc::io_error),
            "'%s' changed while it was translated; left as it is",
            Path.c_str());
      else
        E = replaceInPlace(Path, Disk, Text, Opts.Backup);
    } else if (!Plan.OutRoot.empty()) {
      E = writeWithin(Plan.OutRoot, M.Output, Text);
    } else {
      E = writeAtomically(M.Output, Text);
    }
    if (E) {
      U.Failure = llvm::toString(std::move(E));
      Log << "amp2hip: error: " << U.Failure << "\n";
      return false;
    }
  }
  return true;
}

void writeDepFile(Unit &U, const RunPlan &Plan, const TranslatorOptions &Opts,
                  llvm::raw_ostream &Log) {
  // The output as the user named it, as Clang's -MF does.
  std::string Target = !Opts.Output.empty()    ? Opts.Output
                       : !Plan.OutRoot.empty() ? U.MainOut
                                               : defaultOutputPath(U.Display);
  if (llvm::Error E =
          writeAtomically(Opts.DepFile, makeDepfile(Target, U.Display,
                                                    U.Result.R.Dependencies))) {
    U.Failure = llvm::toString(std::move(E));
    Log << "amp2hip: error: " << U.Failure << "\n";
  }
}

FileReport reportUnit(const Unit &U, OutputPlan &Out, ChangeTable &Changes,
                      const TranslatorOptions &Opts,
                      std::set<std::string> &Counted, RunReport &Report,
                      llvm::raw_ostream &Log) {
  FileReport F;
  F.Path = U.Display;
  F.Source = absolute(U.Source);
  F.Seconds = U.Seconds;
  F.Diagnostics = U.Result.R.Diagnostics;
  F.Constructs = U.Result.R.Constructs;
  F.Rewrites = U.Result.R.Rewrites;
  if (!U.ok()) {
    F.Status = FileReport::Failed;
    F.FirstError = U.Failure;
    Log << "amp2hip: error: " << U.Display << ": not translated"
        << (U.Crashed           ? " (the translator crashed on it)"
            : U.Result.R.Parsed ? " (see the errors above)"
                                : " (it did not parse)")
        << "; no output written\n";
    return F;
  }
  for (const auto &[Path, T] : U.Result.R.Files) {
    const MergedFile &M = Out.Merged[Path];
    if (M.Output.empty() && !T.IsMain)
      continue;
    unsigned Lines = Changes.linesOf(Path);
    if (T.IsMain)
      F.LinesChanged = Lines;
    if (!Counted.insert(Path).second)
      continue;
    Report.LinesChanged += Lines;
    if (!T.IsMain) {
      ++Report.HeadersWritten;
      Report.HeadersChanged += !Changes.of(Path).empty();
    }
  }
  F.Status = Opts.NoOutput                             ? FileReport::Checked
             : Changes.of(U.Result.R.MainPath).empty() ? FileReport::Unchanged
                                                       : FileReport::Translated;
  return F;
}

/// --out-root: the files and links planned in phase 1 (CopyList.h) come
/// along, so that it builds; what an earlier run translated there is not
/// overwritten by its original.
void copyPlanned(const RunPlan &Plan, const OutputPlan &Out,
                 const std::set<std::string> &Written, RunReport &Report,
                 llvm::raw_ostream &Log) {
  auto Failed = [&](llvm::Error E, llvm::StringRef Path) {
    Log << "amp2hip: error: " << llvm::toString(std::move(E)) << "\n";
    Report.Files.push_back({});
    Report.Files.back().Path = displayPath(Path);
    Report.Files.back().FirstError = "cannot copy it to --out-root";
  };
  for (const PlannedCopy &C : Plan.Copies.Files) {
    if (Written.count(C.To) || Out.SourcePaths.count(C.From))
      continue;
    const std::string &Path = C.From, &Dest = C.To;
    auto Copied = [&] {
      ++Report.FilesCopied;
      ++Report.CopiedBy[copyReasonName(C.Why)];
      Report.Copied.push_back(
          {relativeTo(Dest, Plan.OutRoot), copyReasonName(C.Why)});
    };
    // A file written after its source last changed is an earlier run's
    // translation (`--out-root` given one source at a time) or an
    // identical copy: it stays.
    llvm::sys::fs::file_status SrcStat, DestStat;
    if (!llvm::sys::fs::status(Path, SrcStat) &&
        !llvm::sys::fs::status(Dest, DestStat, /*follow=*/false) &&
        DestStat.type() == llvm::sys::fs::file_type::regular_file &&
        DestStat.getLastModificationTime() >=
            SrcStat.getLastModificationTime()) {
      Copied();
      continue;
    }
    std::string Text = readFile(Path);
    if (!llvm::sys::fs::is_symlink_file(Dest) && llvm::sys::fs::exists(Dest) &&
        readFile(Dest) == Text) {
      Copied();
      continue;
    }
    if (llvm::Error E = writeWithin(Plan.OutRoot, Dest, Text, Path)) {
      Failed(std::move(E), Path);
      continue;
    }
    Copied();
  }
  for (const PlannedLink &L : Plan.Copies.Links) {
    if (Written.count(L.At))
      continue;
    if (llvm::Error E = writeLinkWithin(Plan.OutRoot, L.At, L.Text)) {
      Failed(std::move(E), L.At);
      continue;
    }
    ++Report.LinksWritten;
  }
}

} // namespace

bool writeOutputs(RunPlan &Plan, OutputPlan &Out, const TranslatorOptions &Opts,
                  RunReport &Report, llvm::raw_ostream &Log) {
  ChangeTable Changes(Out);
  // Before anything is written: --inplace replaces the text on disk.
  for (const Unit &U : Plan.Units)
    if (U.ok())
      for (const auto &[Path, T] : U.Result.R.Files)
        if (T.IsMain || !Out.Merged[Path].Output.empty() || Out.InPlaceEdits)
          Changes.of(Path);

  Report.NoOutput = Opts.NoOutput;
  std::set<std::string> Written, Counted;
  bool WriteFiles = !Opts.NoOutput && Opts.ExportFixes.empty();
  for (Unit &U : Plan.Units) {
    if (U.ok() && WriteFiles)
      writeUnitFiles(U, Plan, Out, Opts, Written, Log);
    if (U.ok() && !Opts.DepFile.empty() && WriteFiles)
      writeDepFile(U, Plan, Opts, Log);
    Report.Files.push_back(
        reportUnit(U, Out, Changes, Opts, Counted, Report, Log));
  }

  if (WriteFiles && !Plan.OutRoot.empty())
    copyPlanned(Plan, Out, Written, Report, Log);
  Report.LeftOut = Plan.LeftOut;
  Report.RunDiagnostics = Plan.BoundaryDiagnostics;
  if (!Plan.Layout.Outside.empty() && !Plan.OutRoot.empty()) {
    std::set<std::string> Outside;
    for (const auto &[Path, M] : Out.Merged)
      if (!M.Output.empty() && !Plan.Layout.inRoot(Path))
        Outside.insert(relativeTo(M.Output, Plan.OutRoot));
    for (const PlannedCopy &C : Plan.Copies.Files)
      if (!Plan.Layout.inRoot(C.From))
        Outside.insert(relativeTo(C.To, Plan.OutRoot));
    Report.Outside.assign(Outside.begin(), Outside.end());
  }

  if (Opts.ExportFixes.empty())
    return true;
  std::map<std::string, std::vector<TextChange>> Fixes;
  for (const Unit &U : Plan.Units)
    if (U.ok())
      for (const auto &[Path, T] : U.Result.R.Files)
        if (!Changes.of(Path).empty())
          Fixes[Path] = Changes.of(Path);
  if (llvm::Error E = writeAtomically(
          Opts.ExportFixes,
          exportFixesYaml(Plan.Units.empty() ? ""
                                             : realPath(Plan.Units[0].Source),
                          Fixes))) {
    Log << "amp2hip: error: " << llvm::toString(std::move(E)) << "\n";
    return false;
  }
  return true;
}

} // namespace amp2hip
