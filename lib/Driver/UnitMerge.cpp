//===- UnitMerge.cpp ------------------------------------------------------===//
#include "Driver/UnitMerge.h"

#include "Diagnostics/AmpDiagnostics.h"
#include "clang/Basic/DiagnosticOptions.h"
#include "clang/Basic/FileManager.h"
#include "clang/Basic/LangOptions.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/TextDiagnosticPrinter.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/VirtualFileSystem.h"
#include <set>

namespace amp2hip {

namespace {

/// The insertions of \p E at \p Offset, as (kind, text) pairs.
std::set<std::pair<int, std::string>> insertionsAt(const FileEdits &E,
                                                   unsigned Offset) {
  std::set<std::pair<int, std::string>> S;
  for (const EditOp &Op : E.ops())
    if (Op.Kind != EditOp::Replace && Op.Offset == Offset)
      S.insert({Op.Kind, Op.Text});
  return S;
}

/// Where \p Mine (all of one unit's edits of a file) and \p Theirs (the
/// merged edits of the units before) cannot both hold: a clash, or other
/// insertions at a place where both insert (two units that insert different
/// text at one place want different translations, not their sum). Returns
/// false when they merge.
bool findDivergence(const FileEdits &Theirs, const FileEdits &Mine,
                    EditOp &Wanted, EditOp &Kept) {
  FileEdits Trial = Theirs;
  for (const EditOp &Op : Mine.ops()) {
    const EditOp *Clash = nullptr;
    if (Trial.add(Op, &Clash) == FileEdits::AddResult::Conflict) {
      Wanted = Op;
      Kept = *Clash;
      return true;
    }
  }
  for (const EditOp &Op : Mine.ops()) {
    if (Op.Kind == EditOp::Replace)
      continue;
    auto Before = insertionsAt(Theirs, Op.Offset);
    if (Before.empty() || Before == insertionsAt(Mine, Op.Offset))
      continue;
    Wanted = Op;
    for (const EditOp &T : Theirs.ops())
      if (T.Kind != EditOp::Replace && T.Offset == Op.Offset)
        Kept = T;
    return true;
  }
  return false;
}

/// One line of at most 60 characters of an edit's text, for messages.
std::string shown(const std::string &Text) {
  std::string S;
  for (char C : Text) {
    if (S.size() >= 60) {
      S += "...";
      break;
    }
    S += C == '\n' || C == '\t' ? ' ' : C;
  }
  return S.empty() ? std::string("nothing") : "'" + S + "'";
}

} // namespace

std::vector<Divergence> mergeUnit(llvm::StringRef Input, const FileResult &R,
                                  std::map<std::string, MergedFile> &Merged) {
  std::vector<Divergence> Out;
  for (const auto &[Path, T] : R.Files) {
    auto [It, New] = Merged.try_emplace(Path);
    MergedFile &M = It->second;
    if (New) {
      M.Original = T.Original;
      M.Encoding = T.Encoding;
      M.FirstUnit = Input.str();
      for (const EditOp &Op : T.Edits.ops())
        M.Edits.add(Op);
      for (const EditOp &Op : T.Notes.ops())
        M.Notes.add(Op);
      continue;
    }
    Divergence D;
    if (findDivergence(M.Edits, T.Edits, D.Wanted, D.Kept)) {
      D.Path = Path;
      D.Original = M.Original;
      D.KeptUnit = M.FirstUnit;
      Out.push_back(std::move(D));
      continue;
    }
    for (const EditOp &Op : T.Edits.ops())
      M.Edits.add(Op);
    for (const EditOp &Op : T.Notes.ops())
      M.Notes.add(Op);
  }
  return Out;
}

bool reportDivergences(llvm::StringRef Input,
                       const std::vector<Divergence> &Divergences,
                       llvm::raw_ostream &OS) {
  if (Divergences.empty())
    return false;
  auto FS = llvm::makeIntrusiveRefCnt<llvm::vfs::InMemoryFileSystem>();
  for (const Divergence &D : Divergences)
    FS->addFile(D.Path, 0, llvm::MemoryBuffer::getMemBufferCopy(D.Original));
  clang::FileManager Files(clang::FileSystemOptions(), FS);
  auto Opts = llvm::makeIntrusiveRefCnt<clang::DiagnosticOptions>();
  clang::TextDiagnosticPrinter Printer(OS, Opts.get());
  clang::DiagnosticsEngine Engine(
      llvm::makeIntrusiveRefCnt<clang::DiagnosticIDs>(), Opts, &Printer,
      /*ShouldOwnClient=*/false);
  clang::SourceManager SM(Engine, Files);
  clang::LangOptions LO;
  Printer.BeginSourceFile(LO, nullptr);
  AmpDiagnostics Diags(Engine);
  for (const Divergence &D : Divergences) {
    auto File = Files.getOptionalFileRef(D.Path);
    if (!File)
      continue;
    clang::FileID FID =
        SM.getOrCreateFileID(*File, clang::SrcMgr::C_User);
    auto Loc = [&](unsigned Offset) {
      return SM.getLocForStartOfFile(FID).getLocWithOffset(
          std::min<unsigned>(Offset, D.Original.size()));
    };
    Diags.report(Loc(D.Wanted.Offset), DiagId::SharedFileDiverges)
        << Input << D.KeptUnit << shown(D.Wanted.Text) << shown(D.Kept.Text);
    Diags.report(Loc(D.Kept.Offset), DiagId::NoteSharedFileKept)
        << D.KeptUnit << shown(D.Kept.Text);
  }
  Printer.EndSourceFile();
  return Engine.hasErrorOccurred();
}

} // namespace amp2hip
