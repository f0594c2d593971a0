//===- Report.cpp ---------------------------------------------------------===//
#include "Driver/Report.h"

#include "llvm/Support/Format.h"
#include "llvm/Support/JSON.h"

namespace amp2hip {

const char *statusName(FileReport::StatusKind K) {
  switch (K) {
  case FileReport::Translated:
    return "translated";
  case FileReport::Unchanged:
    return "unchanged";
  case FileReport::Checked:
    return "checked";
  case FileReport::Failed:
    return "failed";
  }
  return "failed";
}

unsigned RunReport::count(FileReport::StatusKind K) const {
  return llvm::count_if(Files,
                        [K](const FileReport &F) { return F.Status == K; });
}

static CountMap total(const std::vector<FileReport> &Files,
                      CountMap FileReport::*Field) {
  CountMap Sum;
  for (const FileReport &F : Files)
    for (const auto &[K, N] : F.*Field)
      Sum[K] += N;
  return Sum;
}

CountMap RunReport::totalDiagnostics() const {
  CountMap Sum = total(Files, &FileReport::Diagnostics);
  for (const auto &[K, N] : RunDiagnostics)
    Sum[K] += N;
  return Sum;
}
CountMap RunReport::totalConstructs() const {
  return total(Files, &FileReport::Constructs);
}
CountMap RunReport::totalRewrites() const {
  return total(Files, &FileReport::Rewrites);
}

static unsigned sum(const CountMap &M) {
  unsigned N = 0;
  for (const auto &KV : M)
    N += KV.second;
  return N;
}

void printSummary(llvm::raw_ostream &OS, const RunReport &R) {
  OS << "amp2hip: " << R.Files.size()
     << " file(s): " << R.count(FileReport::Translated) << " translated, "
     << R.count(FileReport::Unchanged) << " unchanged, ";
  if (unsigned C = R.count(FileReport::Checked))
    OS << C << " checked, ";
  OS << R.count(FileReport::Failed) << " failed";
  if (R.HeadersWritten)
    OS << "; " << R.HeadersWritten << " header(s)";
  if (R.FilesCopied) {
    OS << "; " << R.FilesCopied << " other file(s) copied (";
    const char *Sep = "";
    for (const auto &[Why, N] : R.CopiedBy) {
      OS << Sep << N << " " << Why;
      Sep = ", ";
    }
    OS << ")";
  }
  if (R.LinksWritten)
    OS << "; " << R.LinksWritten << " link(s)";
  if (!R.Outside.empty())
    OS << "; " << R.Outside.size() << " file(s) from outside the root";
  if (R.LeftOut)
    OS << "; " << R.LeftOut << " left out";
  OS << "; " << R.LinesChanged << " line(s) changed; "
     << llvm::format("%.2f", R.Seconds) << " s";
  if (R.NoOutput)
    OS << " (no output written: --no-output)";
  OS << "\n";
  for (const FileReport &F : R.Files)
    if (F.Status == FileReport::Failed)
      OS << "amp2hip:   failed: " << F.Path << ": " << F.FirstError << "\n";
}

static void printCounts(llvm::raw_ostream &OS, llvm::StringRef Title,
                        const CountMap &M) {
  if (M.empty())
    return;
  OS << "  " << Title << ":\n";
  for (const auto &[K, N] : M)
    OS << "    " << K << ": " << N << "\n";
}

void printStatsText(llvm::raw_ostream &OS, const RunReport &R) {
  for (const FileReport &F : R.Files) {
    OS << "amp2hip: " << F.Path << ": " << statusName(F.Status)
       << llvm::format(" (%.2f s)", F.Seconds) << "\n";
    if (F.Status == FileReport::Failed)
      OS << "  first error: " << F.FirstError << "\n";
    OS << "  lines changed: " << F.LinesChanged << "\n";
    printCounts(OS, "found", F.Constructs);
    printCounts(OS, "rewritten", F.Rewrites);
    printCounts(OS, "diagnostics", F.Diagnostics);
  }
  for (const auto &[Path, Why] : R.Copied)
    OS << "amp2hip: copied: " << Path << " (" << Why << ")\n";
  for (const std::string &Path : R.Outside)
    OS << "amp2hip: from outside the root: " << Path << "\n";
  OS << "amp2hip: total:\n";
  printCounts(OS, "found", R.totalConstructs());
  printCounts(OS, "rewritten", R.totalRewrites());
  printCounts(OS, "diagnostics", R.totalDiagnostics());
}

/// A CSV field: quoted when it holds a comma, quote or newline.
static std::string csv(llvm::StringRef S) {
  if (S.find_first_of(",\"\n\r") == llvm::StringRef::npos)
    return S.str();
  std::string Out = "\"";
  for (char C : S) {
    if (C == '"')
      Out += '"';
    Out += C;
  }
  return Out + "\"";
}

/// "AH1005=1;C3584=2".
static std::string joined(const CountMap &M) {
  std::string Out;
  for (const auto &[K, N] : M)
    Out += (Out.empty() ? "" : ";") + K + "=" + std::to_string(N);
  return Out;
}

void printStatsCsv(llvm::raw_ostream &OS, const RunReport &R) {
  OS << "file,status,seconds,lines_changed,diagnostics,constructs,rewrites,"
        "first_error\n";
  for (const FileReport &F : R.Files)
    OS << csv(F.Path) << "," << statusName(F.Status) << ","
       << llvm::format("%.3f", F.Seconds) << "," << F.LinesChanged << ","
       << csv(joined(F.Diagnostics)) << "," << csv(joined(F.Constructs)) << ","
       << csv(joined(F.Rewrites)) << "," << csv(F.FirstError) << "\n";
  OS << "TOTAL," << R.count(FileReport::Failed) << " failed,"
     << llvm::format("%.3f", R.Seconds) << "," << R.LinesChanged << ","
     << csv(joined(R.totalDiagnostics())) << ","
     << csv(joined(R.totalConstructs())) << ","
     << csv(joined(R.totalRewrites())) << ",\n";
}

static void countsJson(llvm::json::OStream &J, llvm::StringRef Key,
                       const CountMap &M) {
  J.attributeObject(Key, [&] {
    for (const auto &[K, N] : M)
      J.attribute(K, N);
  });
}

void printStatsJson(llvm::raw_ostream &OS, const RunReport &R) {
  llvm::json::OStream J(OS, 2);
  J.object([&] {
    J.attributeArray("files", [&] {
      for (const FileReport &F : R.Files)
        J.object([&] {
          J.attribute("file", F.Path);
          J.attribute("status", statusName(F.Status));
          J.attribute("seconds", F.Seconds);
          J.attribute("lines_changed", F.LinesChanged);
          countsJson(J, "diagnostics", F.Diagnostics);
          countsJson(J, "constructs", F.Constructs);
          countsJson(J, "rewrites", F.Rewrites);
          if (F.Status == FileReport::Failed)
            J.attribute("first_error", F.FirstError);
        });
    });
    J.attributeObject("total", [&] {
      J.attribute("files", R.Files.size());
      J.attribute("translated", R.count(FileReport::Translated));
      J.attribute("unchanged", R.count(FileReport::Unchanged));
      J.attribute("checked", R.count(FileReport::Checked));
      J.attribute("failed", R.count(FileReport::Failed));
      J.attribute("headers_written", R.HeadersWritten);
      J.attribute("headers_changed", R.HeadersChanged);
      J.attribute("files_copied", R.FilesCopied);
      countsJson(J, "copied", R.CopiedBy);
      J.attribute("links_written", R.LinksWritten);
      J.attribute("outside_files", R.Outside.size());
      J.attribute("left_out", R.LeftOut);
      J.attribute("lines_changed", R.LinesChanged);
      J.attribute("seconds", R.Seconds);
      J.attribute("worker_seconds", R.WorkerSeconds);
      J.attribute("jobs", R.Jobs);
      countsJson(J, "diagnostics", R.totalDiagnostics());
      countsJson(J, "constructs", R.totalConstructs());
      countsJson(J, "rewrites", R.totalRewrites());
      J.attribute("diagnostics_count", sum(R.totalDiagnostics()));
    });
  });
  OS << "\n";
}

std::string firstErrorLine(llvm::StringRef Log) {
  while (!Log.empty()) {
    auto [Line, Rest] = Log.split('\n');
    if (Line.contains("error: "))
      return Line.trim().str();
    Log = Rest;
  }
  return "";
}

} // namespace amp2hip
