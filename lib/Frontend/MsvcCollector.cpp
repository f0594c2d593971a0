//===- MsvcCollector.cpp --------------------------------------------------===//
#include "Frontend/MsvcCollector.h"

#include "Diagnostics/AmpDiagnostics.h"
#include "Frontend/PrepassFileSystem.h"
#include "Frontend/TranslateAction.h"
#include "Frontend/WindowsComponents.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/Token.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Path.h"

using namespace clang;

namespace amp2hip {

std::string companionDir(llvm::StringRef AmpIncludeDir) {
  return (AmpIncludeDir + "/amp2hip/msvc").str();
}

namespace {

class MsvcCollector : public PPCallbacks {
public:
  MsvcCollector(SourceManager &SM, DiagnosticsEngine &Engine,
                llvm::StringRef AmpIncludeDir, MsvcDirectives &Out,
                const PrepassFileSystem *FS,
                std::function<bool(FileID)> InProject)
      : SM(SM), Engine(Engine), Dir(companionDir(AmpIncludeDir)), Out(Out),
        FS(FS), InProject(std::move(InProject)) {}

  /// A Windows-only component's header is left out of the parse (recorded
  /// below); a use of its names is AH1306 (Frontend/ComponentUses). Twins
  /// are AH1310, below, instead of Clang's "file not found".
  bool FileNotFound(StringRef FileName) override {
    return !windowsComponentOf(FileName).empty() ||
           (FS && !FS->caseTwins(FileName).empty());
  }

  void InclusionDirective(SourceLocation HashLoc, const Token &, StringRef Name,
                          bool Angled, CharSourceRange FilenameRange,
                          OptionalFileEntryRef File, StringRef, StringRef,
                          const Module *, bool,
                          SrcMgr::CharacteristicKind) override {
    if (HashLoc.isMacroID())
      return;
    if (!File) {
      std::vector<std::string> Twins =
          FS ? FS->caseTwins(Name) : std::vector<std::string>();
      if (!Twins.empty() && !Engine.hasFatalErrorOccurred()) {
        AmpDiagnostics(Engine).report(FilenameRange.getBegin(),
                                      DiagId::IncludeCaseTwins)
            << Name << unsigned(Twins.size()) << llvm::join(Twins, ", ")
            << FilenameRange;
        return;
      }
      llvm::StringRef Component = windowsComponentOf(Name);
      if (Component.empty())
        return;
      if (!InProject || InProject(SM.getFileID(HashLoc))) {
        recordComponent(HashLoc, Name, Angled, FilenameRange, Component, "");
        return;
      }
      // A header amp2hip does not translate keeps its include, which the
      // build cannot find.
      if (!Engine.hasFatalErrorOccurred()) {
        AmpDiagnostics(Engine).report(FilenameRange.getBegin(),
                                      DiagId::WindowsComponentOutsideProject)
            << Name << Component << FilenameRange;
        ++Out.ComponentUses;
      }
      return;
    }
    FileID Includer = SM.getFileID(HashLoc);
    Out.FirstInclude.try_emplace(Includer, HashLoc);
    if (!File || Name.starts_with("amp2hip/") ||
        FilenameRange.getBegin().isMacroID() ||
        !isUnder(realPath(File->getName()), Dir))
      return;
    if (llvm::StringRef Part = providedPartOf(Name); !Part.empty())
      recordComponent(HashLoc, Name, Angled, FilenameRange,
                      windowsComponentOf(Name), Part);
    std::string Header = llvm::sys::path::filename(Name).str();
    Out.Includes.push_back({FilenameRange, Header});
    llvm::StringRef H = llvm::StringRef(Header).lower() == "windows.h"
                            ? "windows.h"
                            : llvm::StringRef(Header);
    if (H == "windows.h" || H == "tchar.h")
      Out.IncludesCrt[Includer] = true;
  }

  /// A file saved as UTF-16 that does not decode (PrepassFileSystem read
  /// it as UTF-8, the damage as U+FFFD): AH1335 where the damage is.
  void FileChanged(SourceLocation Loc, FileChangeReason Reason,
                   SrcMgr::CharacteristicKind, FileID) override {
    if (Reason != EnterFile || !FS || Engine.hasFatalErrorOccurred())
      return;
    FileID F = SM.getFileID(Loc);
    OptionalFileEntryRef FE = SM.getFileEntryRefForID(F);
    const DecodedSource *D = FE ? FS->decodedFor(FE->getUniqueID()) : nullptr;
    if (!D || D->Problem.empty())
      return;
    AmpDiagnostics(Engine).report(
        SM.getLocForStartOfFile(F).getLocWithOffset(D->ProblemOffset),
        DiagId::InvalidUtf16)
        << FE->getName() << D->Problem << unsigned(D->ProblemByte);
  }

  void MacroExpands(const Token &NameTok, const MacroDefinition &MD,
                    SourceRange, const MacroArgs *) override {
    const MacroInfo *MI = MD.getMacroInfo();
    if (!MI || !isCrtFile(SM.getFileID(MI->getDefinitionLoc())))
      return;
    SourceLocation Spelled = SM.getSpellingLoc(NameTok.getLocation());
    Out.CrtMacroUses.try_emplace(SM.getFileID(Spelled), Spelled);
  }

  void SourceRangeSkipped(SourceRange Range, SourceLocation) override {
    Out.Skipped.push_back(Range);
  }

  void PragmaDirective(SourceLocation Loc, PragmaIntroducerKind Kind) override {
    if (Kind != PIK_HashPragma || Loc.isMacroID())
      return;
    bool Invalid = false;
    llvm::StringRef Rest = SM.getCharacterData(Loc, &Invalid);
    if (Invalid)
      return;
    llvm::StringRef Line = Rest.substr(0, lineLength(Rest));
    llvm::StringRef Words = Line.drop_front(1).ltrim();
    if (!Words.consume_front("pragma"))
      return;
    Words = Words.ltrim();
    if (!Words.consume_front("warning") ||
        (!Words.empty() && (llvm::isAlnum(Words[0]) || Words[0] == '_')))
      return;
    Out.PragmaWarnings.push_back(
        CharSourceRange::getCharRange(Loc, Loc.getLocWithOffset(Line.size())));
  }

private:
  void recordComponent(SourceLocation HashLoc, StringRef Name, bool Angled,
                       CharSourceRange FilenameRange, StringRef Component,
                       StringRef Provided) {
    ComponentInclude C;
    C.Hash = HashLoc;
    SourceLocation End = SM.getExpansionRange(FilenameRange).getEnd();
    C.Directive = CharSourceRange::getCharRange(HashLoc, End);
    C.Spelled = Angled ? ("<" + Name + ">").str() : ("\"" + Name + "\"").str();
    C.Component = Component.str();
    C.Provided = Provided.str();
    Out.Components.push_back(std::move(C));
  }

  /// The length of the directive line at \p Text (continuations included,
  /// the newline not).
  static size_t lineLength(llvm::StringRef Text) {
    size_t I = 0;
    while (I < Text.size() && Text[I] != '\n') {
      if (Text[I] == '\\' && I + 1 < Text.size() && Text[I + 1] == '\n')
        ++I;
      ++I;
    }
    while (I > 0 && Text[I - 1] == '\r')
      --I;
    return I;
  }

  bool isCrtFile(FileID F) {
    if (F.isInvalid())
      return false;
    auto [It, New] = CrtFiles.try_emplace(F, false);
    if (New)
      if (OptionalFileEntryRef FE = SM.getFileEntryRefForID(F))
        It->second = realPath(FE->getName()) == Dir + "/crt.h";
    return It->second;
  }

  SourceManager &SM;
  DiagnosticsEngine &Engine;
  std::string Dir;
  MsvcDirectives &Out;
  const PrepassFileSystem *FS;
  std::function<bool(FileID)> InProject;
  std::map<FileID, bool> CrtFiles;
};

} // namespace

std::unique_ptr<PPCallbacks>
makeMsvcCollector(SourceManager &SM, DiagnosticsEngine &Engine,
                  llvm::StringRef AmpIncludeDir, MsvcDirectives &Out,
                  const PrepassFileSystem *FS,
                  std::function<bool(FileID)> InProject) {
  return std::make_unique<MsvcCollector>(SM, Engine, AmpIncludeDir, Out, FS,
                                         std::move(InProject));
}

} // namespace amp2hip
