//===- TranslateAction.cpp ------------------------------------------------===//
#include "Frontend/TranslateAction.h"
#include "Project/WindowsPath.h"
#include "Rewrite/ReviewNotes.h"

#include "Checks/AmpCheck.h"
#include "Diagnostics/DiagnosticRecorder.h"
#include "Diagnostics/HeldDiagnostics.h"
#include "Frontend/CompilerViewCollector.h"
#include "Frontend/ComponentUses.h"
#include "Frontend/IncludeGraphCollector.h"
#include "Frontend/LateTemplates.h"
#include "Frontend/MsvcCollector.h"
#include "Frontend/ProjectFiles.h"
#include "Model/AmpModel.h"
#include "Model/AmpSide.h"
#include "Model/ClangSide.h"
#include "Model/ElaboratedEnums.h"
#include "Model/IncludeGraph.h"
#include "Model/TilePacking.h"
#include "Model/VisualCppFormats.h"
#include "Rewrite/AmpRewrite.h"
#include "Rewrite/CommandLineMacros.h"
#include "Rewrite/IncludeRewrite.h"
#include "Rewrite/OptimizationPolicy.h"
#include "clang/AST/ASTConsumer.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Sema/Sema.h"
#include "clang/Sema/SemaConsumer.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include <set>

using namespace clang;

namespace amp2hip {

/// Whether the innermost amp body around \p Loc is amp only (HCC's
/// inference may have made it so after the parse).
static bool inAmpOnlyBody(const AmpCode &Code, const SourceManager &SM,
                          SourceLocation Loc) {
  Loc = SM.getExpansionLoc(Loc);
  const AmpBody *Inner = nullptr;
  unsigned InnerSize = 0;
  for (const AmpBody &B : Code.Bodies) {
    const Stmt *Body = B.FD->getBody();
    if (!Body)
      continue;
    SourceLocation Begin = SM.getExpansionLoc(Body->getBeginLoc());
    SourceLocation End = SM.getExpansionLoc(Body->getEndLoc());
    if (SM.getFileID(Begin) != SM.getFileID(Loc) ||
        SM.getFileID(End) != SM.getFileID(Loc))
      continue;
    unsigned B0 = SM.getFileOffset(Begin), E0 = SM.getFileOffset(End),
             L = SM.getFileOffset(Loc);
    if (L < B0 || L > E0 || (Inner && E0 - B0 >= InnerSize))
      continue;
    Inner = &B;
    InnerSize = E0 - B0;
  }
  return Inner && !Inner->Cpu;
}

/// Whether the device-side parse may tell something the host parse did not
/// (conservative: true when unsure).
static bool
ampSideMayTell(ASTContext &Ctx, const AmpModel &Model,
               const DiagnosticsEngine &Engine, const SourceManager &SM,
               const std::vector<std::pair<FileID, std::string>> &Files) {
  // HCC's inference gives restrictions Clang's attributes do not show; a
  // parse with errors may have resolved less than the device side would.
  if (Model.Dialect == SourceDialect::Hcc || Engine.hasErrorOccurred())
    return true;
  // hideOnlyCpuRivals reads which cpu overloads the amp side could pick.
  for (const auto &[FD, Role] : Model.Splits)
    if (Role == SplitRole::HostOnly)
      return true;
  // Project code that reads as other code in a device compile.
  for (const auto &[F, Path] : Files) {
    llvm::StringRef Text = SM.getBufferData(F);
    for (llvm::StringRef Macro :
         {"__CUDA_ARCH__", "__HIP_DEVICE_COMPILE__", "__HCC_ACCELERATOR__",
          "__KALMAR_ACCELERATOR__", "AMP2HIP_DEVICE_PASS"})
      if (Text.contains(Macro))
        return true;
  }
  return sidesMayDiffer(Ctx, Model.InProject);
}

namespace {

/// What the model found, by kind, for the run's report. The names are
/// documented in docs/translator.md ("Report").
std::map<std::string, unsigned> countConstructs(const AmpModel &Model) {
  std::map<std::string, unsigned> C;
  for (const KernelLaunch &L : Model.Launches)
    ++C[L.Domain.Tiled ? "parallel_for_each_tiled" : "parallel_for_each"];
  for (const RestrictedFunction &F : Model.Functions) {
    if (F.Inherited) {
      ++C["restrict_inherited"];
      continue;
    }
    if (F.Spelling == ClauseSpelling::UserMacro)
      ++C["restrict_macro_use"];
    ++C[F.R.Amp && F.R.Cpu ? "restrict_cpu_amp"
        : F.R.Amp          ? "restrict_amp"
                           : "restrict_cpu"];
  }
  C["tile_static"] += Model.TileStatics.size();
  for (const BarrierCall &B : Model.Barriers)
    ++C[B.Kind == BarrierKind::Wait ? "barrier" : "fence"];
  C["array_capture"] += Model.ArrayCaptures.size();
  C["array_reference_member"] += Model.ArrayRefMembers.size();
  C["overload_split"] += Model.Splits.size();
  C["amp_include"] += Model.Includes.size();
  C["property_use"] += Model.Properties.Uses.size();
  C["property_declaration"] += Model.Properties.Declarations.size();
  for (auto It = C.begin(); It != C.end();)
    It = It->second ? std::next(It) : C.erase(It);
  return C;
}

/// Records the project files' includes: of amp2hip's headers (rewritten to
/// the HIP includes) and of other project files (for the output layout).
class IncludeCollector : public PPCallbacks {
public:
  IncludeCollector(SourceManager &SM, ProjectFiles &Project,
                   std::vector<AmpInclude> &AmpIncludes,
                   std::vector<ProjectInclude> &Includes)
      : SM(SM), Project(Project), AmpIncludes(AmpIncludes), Includes(Includes) {
  }

  void InclusionDirective(SourceLocation HashLoc, const Token &, StringRef Name,
                          bool Angled, CharSourceRange FilenameRange,
                          OptionalFileEntryRef File, StringRef, StringRef,
                          const Module *, bool,
                          SrcMgr::CharacteristicKind) override {
    if (!File || HashLoc.isMacroID() ||
        !Project.contains(SM.getFileID(HashLoc)))
      return;
    std::string Target = Project.pathOf(*File);
    llvm::StringRef Base = llvm::sys::path::filename(Name);
    if (isRuntimeEntryHeader(Base) && isUnder(Target, Project.ampDir())) {
      AmpIncludes.push_back(
          {CharSourceRange::getCharRange(HashLoc, FilenameRange.getEnd()),
           Base.str()});
      return;
    }
    if (!Project.isProjectPath(Target) || FilenameRange.getBegin().isMacroID())
      return;
    ProjectInclude I;
    OptionalFileEntryRef Includer =
        SM.getFileEntryRefForID(SM.getFileID(HashLoc));
    if (!Includer)
      return;
    I.Includer = Project.pathOf(*Includer);
    I.Offset = SM.getFileOffset(FilenameRange.getBegin());
    I.Length = SM.getFileOffset(FilenameRange.getEnd()) - I.Offset;
    I.Spelled = Name.str();
    I.Angled = Angled;
    I.Target = Target;
    Includes.push_back(std::move(I));
  }

private:
  SourceManager &SM;
  ProjectFiles &Project;
  std::vector<AmpInclude> &AmpIncludes;
  std::vector<ProjectInclude> &Includes;
};

class TranslateConsumer : public SemaConsumer {
public:
  TranslateConsumer(CompilerInstance &CI, PrepassFileSystem &FS,
                    std::shared_ptr<ProjectFiles> Project,
                    std::vector<AmpInclude> &AmpIncludes, MsvcDirectives &Msvc,
                    IncludeGraph &Graph,
                    std::vector<CompilerViewDivergence> &Views,
                    FileResult &Result, const AmpSideParser &ParseAmpSide)
      : CI(CI), FS(FS), Project(std::move(Project)), AmpIncludes(AmpIncludes),
        Msvc(Msvc), Graph(Graph), Views(Views), Result(Result),
        ParseAmpSide(ParseAmpSide) {}

  /// Some of Clang's errors are C++ AMP rules only in amp code; the
  /// diagnostic recorder asks the parse where it is.
  void InitializeSema(Sema &S) override {
    TheSema = &S;
    reportComponentUses(S, Msvc);
    setAmpCodeProbe(CI.getDiagnostics(), [&S] {
      const FunctionDecl *FD = S.getCurFunctionDecl(/*AllowLambda=*/true);
      return FD && effectiveRestriction(FD).Amp;
    });
    holdCpuSideUses(CI.getDiagnostics(), FS.dialect() == SourceDialect::Hcc);
  }
  void ForgetSema() override {
    setAmpCodeProbe(CI.getDiagnostics(), nullptr);
    holdCpuSideUses(CI.getDiagnostics(), false);
  }

  void HandleTranslationUnit(ASTContext &Ctx) override {
    if (TheSema)
      parseLateTemplates(*TheSema,
                         [P = Project](FileID F) { return P->contains(F); });
    SourceManager &SM = Ctx.getSourceManager();
    DiagnosticsEngine &Engine = CI.getDiagnostics();
    AmpDiagnostics Diags(Engine);
    AmpModel Model;
    Model.Dialect = FS.dialect();
    Model.View = FS.compilerView();
    Model.Includes = AmpIncludes;
    auto InProject = [P = Project](FileID F) { return P->contains(F); };
    Model.InProject = InProject;
    std::vector<std::pair<FileID, std::string>> ProjectFileIDs;
    std::map<FileID, std::vector<std::pair<unsigned, std::string>>> Renames;
    for (auto It = SM.fileinfo_begin(); It != SM.fileinfo_end(); ++It) {
      FileID F = SM.translateFile(It->first);
      if (F.isInvalid() || !Project->contains(F))
        continue;
      ProjectFileIDs.push_back({F, Project->pathOf(It->first)});
      if (const PrepassResult *R = FS.resultFor(It->first.getUniqueID()))
        Model.Prepasses[F] = R;
      if (const DialectPrepassResult *D =
              FS.dialectFor(It->first.getUniqueID()))
      {
        for (const DialectRename &R : D->Renames)
          Renames[F].push_back({R.Offset, R.Original});
        SourceLocation Start = SM.getLocForStartOfFile(F);
        for (const DialectEdit &E : D->Edits)
          Model.Msvc.TextEdits.push_back(
              {CharSourceRange::getCharRange(
                   Start.getLocWithOffset(E.Offset),
                   Start.getLocWithOffset(E.Offset + E.Length)),
               E.Output});
      }
    }
    buildModel(Ctx, CI.getPreprocessor(), Model);
    // Uses of amp-only functions that the inference made amp code's.
    // The engine counted each when Clang reported it.
    unsigned HeldAway = 0;
    for (const HeldDiagnostic &D : takeHeldDiagnostics(Engine)) {
      ++HeldAway;
      if (!inAmpOnlyBody(Model.Code, SM, D.Loc))
        reportHeld(Engine, D);
    }
    // Calls of restrict(cpu,amp) code to overloads that differ in
    // restriction resolve differently on the amp side: ask a device parse,
    // unless it could only repeat the host parse (it costs a whole parse).
    if (Model.HasMixedOverloads && ParseAmpSide &&
        !Engine.hasFatalErrorOccurred() &&
        ampSideMayTell(Ctx, Model, Engine, SM, ProjectFileIDs))
      Model.AmpSide = ParseAmpSide();
    if (Model.AmpSide)
      hideOnlyCpuRivals(*Model.AmpSide, Model);
    Model.Msvc.Directives = Msvc;
    buildMsvcDialect(Ctx, Renames, Model);
    buildFallOffs(Ctx, Model);
    buildLaxOverrides(Ctx, Model);
    buildSplitDeclarations(Ctx, Model);
    buildConstFunctors(Ctx, Model);
    buildConstElementVectors(Ctx, Model);
    buildVisualCppFormats(Ctx, Model);
    buildElaboratedEnums(Ctx, Model);
    buildImplicitIncludes(Ctx, CI.getPreprocessor(), Graph, Model);
    buildTwoPhaseLookup(Ctx, Model);
    buildStdNameClashes(Ctx, Model);
    Model.CompilerViews = Views;

    if (Command && Command->Raised)
      Diags.report(SM.getLocForStartOfFile(SM.getMainFileID()),
                   DiagId::StandardRaised)
          << Command->Asked << Command->Parsed;
    CheckContext CC{Ctx, Diags};
    for (auto &Check : createChecks())
      Check->run(Model, CC);
    // Small tiles that may share a block, from the checks' call graph.
    if (optimizationPolicy().PackTiles && !Model.Launches.empty())
      planTilePacking(graph(Model, CC), Model);
    reportUntranslatedHeaders(SM, Diags);

    Edits Out(SM, Ctx.getLangOpts(), InProject);
    Out.allowCommandLineEdits(CI.getPreprocessor().getPredefinesFileID());
    // Relabelled Clang errors under --suppress, and those accepted as Visual
    // C++ accepted them, count for the engine only.
    const unsigned NotErrors =
        suppressedClangErrors() + acceptedClangErrorCount(SM) + HeldAway;
    std::map<FileID, FileEdits> Notes;
    if (!Engine.hasErrorOccurred() || Engine.getNumErrors() <= NotErrors) {
      RewriteContext RC{Out, Diags};
      for (auto &Rewrite : createRewrites())
        Rewrite->run(Model, RC);
      redefineCommandLineMacros(Out, Diags, RC);
      Notes = reviewNoteEdits(reviewWarnings(SM), Out);
    }
    Result.Parsed = true;
    Result.HasErrors =
        Engine.hasErrorOccurred() &&
        (Engine.hasFatalErrorOccurred() || Engine.getNumErrors() > NotErrors);
    Result.Rewrites = Out.counts();
    Result.Diagnostics = Diags.countsByCode();
    if (Msvc.ComponentUses)
      Result.Diagnostics[diagInfo(DiagId::WindowsComponentUse).Code] +=
          Msvc.ComponentUses;
    Result.Launches = Model.Launches.size();
    Result.Constructs = countConstructs(Model);
    Result.Root = Project->root();
    if (OptionalFileEntryRef Main = SM.getFileEntryRefForID(SM.getMainFileID()))
      Result.MainPath = Project->pathOf(*Main);
    collectDependencies(SM);
    for (const auto &[F, Path] : ProjectFileIDs) {
      TouchedFile &T = Result.Files[Path];
      T.Original = SM.getBufferData(F).str();
      T.IsMain = F == SM.getMainFileID();
      if (OptionalFileEntryRef FE = SM.getFileEntryRefForID(F))
        if (const DecodedSource *D = FS.decodedFor(FE->getUniqueID()))
          T.Encoding = encodingName(D->Encoding).str();
    }
    for (const auto &[F, FE] : Out.files()) {
      OptionalFileEntryRef Entry = SM.getFileEntryRefForID(F);
      if (!Entry)
        continue;
      TouchedFile &T = Result.Files[Project->pathOf(*Entry)];
      if (T.Original.empty())
        T.Original = SM.getBufferData(F).str();
      for (const EditOp &Op : FE.ops())
        T.Edits.add(Op);
    }
    for (const auto &[F, FE] : Notes)
      if (OptionalFileEntryRef Entry = SM.getFileEntryRefForID(F)) {
        TouchedFile &T = Result.Files[Project->pathOf(*Entry)];
        if (T.Original.empty())
          T.Original = SM.getBufferData(F).str();
        T.Notes = FE;
      }
  }

  void setCommand(const CommandReading *R) { Command = R; }

  /// -D definitions the rewrites edited are redefined at the top of the
  /// main file, since the build passes them again as they were.
  static void redefineCommandLineMacros(Edits &Out, AmpDiagnostics &Diags,
                                        RewriteContext &RC) {
    std::vector<CommandLineRedefinition> Redefined =
        commandLineRedefinitions(Out);
    if (Redefined.empty())
      return;
    SourceManager &SM = Out.sourceManager();
    SourceLocation Top = SM.getLocForStartOfFile(SM.getMainFileID());
    for (const CommandLineRedefinition &R : Redefined)
      Diags.report(Top, DiagId::CommandLineRedefined)
          << R.Name << R.Written << R.Rewritten;
    RC.require(Out.insertBefore(Top, redefinitionLines(Redefined)), Top,
               "the redefinition of a command-line macro");
  }

private:
  Sema *TheSema = nullptr;
  const CommandReading *Command = nullptr;

  /// The files a change to which may change the translation: those the
  /// parse read that are not system headers, and amp2hip's own headers
  /// (system headers to Clang, but part of what the output depends on).
  void collectDependencies(SourceManager &SM) {
    std::set<std::string> Seen;
    for (auto It = SM.fileinfo_begin(); It != SM.fileinfo_end(); ++It) {
      FileID F = SM.translateFile(It->first);
      if (F.isInvalid() || F == SM.getMainFileID())
        continue;
      std::string Path = Project->pathOf(It->first);
      if (!isUnder(Path, Project->ampDir()) &&
          SM.getFileCharacteristic(SM.getLocForStartOfFile(F)) !=
              SrcMgr::C_User)
        continue;
      Seen.insert(Path);
    }
    Result.Dependencies.assign(Seen.begin(), Seen.end()); // sorted: stable
  }

  /// Headers outside the project root are not translated; say so for those
  /// that hold C++ AMP code instead of leaving them silently untranslated.
  void reportUntranslatedHeaders(SourceManager &SM, AmpDiagnostics &Diags) {
    for (auto It = SM.fileinfo_begin(); It != SM.fileinfo_end(); ++It) {
      FileEntryRef FE = It->first;
      const PrepassResult *R = FS.resultFor(FE.getUniqueID());
      if (!R)
        continue;
      FileID FID = SM.translateFile(FE);
      if (FID.isInvalid() || Project->contains(FID) ||
          isUnder(Project->pathOf(FE), Project->ampDir()))
        continue;
      SourceLocation IncludedAt = SM.getIncludeLoc(FID);
      if (IncludedAt.isInvalid() || SM.isInSystemHeader(IncludedAt) ||
          SM.getFileCharacteristic(SM.getLocForStartOfFile(FID)) !=
              SrcMgr::C_User)
        continue;
      if (llvm::any_of(R->Clauses,
                       [](const RestrictClause &C) { return !C.InDirective; }))
        Diags.report(IncludedAt, DiagId::HeaderNotTranslated)
            << FE.getName() << Project->root();
    }
  }

  CompilerInstance &CI;
  PrepassFileSystem &FS;
  std::shared_ptr<ProjectFiles> Project;
  std::vector<AmpInclude> &AmpIncludes;
  MsvcDirectives &Msvc;
  IncludeGraph &Graph;
  std::vector<CompilerViewDivergence> &Views;
  FileResult &Result;
  const AmpSideParser &ParseAmpSide;
};

class TranslateAction : public ASTFrontendAction {
public:
  TranslateAction(PrepassFileSystem &FS, llvm::StringRef AmpDir,
                  llvm::StringRef InRoot,
                  std::map<std::string, FileResult> &Results,
                  const AmpSideParser &ParseAmpSide,
                  const CommandReading *Command)
      : FS(FS), AmpDir(AmpDir), InRoot(InRoot), Results(Results),
        ParseAmpSide(ParseAmpSide), Command(Command) {}

  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 StringRef File) override {
    FileResult &R = Results[File.str()];
    R = FileResult();
    installDiagnosticRecorder(CI.getDiagnostics());
    // "__declspec attribute 'dllexport' is not supported" on Linux: amp2hip
    // names every __declspec itself (AH1303) or rewrites it (dllexport and
    // dllimport, DeclspecRewrite), so Clang's warning would only repeat.
    CI.getDiagnostics().setSeverity(diag::warn_unhandled_ms_attribute_ignored,
                                    diag::Severity::Ignored, SourceLocation());
    std::string Root =
        InRoot.empty() ? realPath(llvm::sys::path::parent_path(File)) : InRoot;
    auto Project =
        std::make_shared<ProjectFiles>(CI.getSourceManager(), Root, AmpDir);
    CI.getPreprocessor().addPPCallbacks(std::make_unique<IncludeCollector>(
        CI.getSourceManager(), *Project, AmpIncludes, R.Includes));
    CI.getPreprocessor().addPPCallbacks(makeMsvcCollector(
        CI.getSourceManager(), CI.getDiagnostics(), AmpDir, Msvc, &FS,
        [P = Project](FileID F) { return P->contains(F); }));
    CI.getPreprocessor().addPPCallbacks(makeIncludeGraphCollector(
        CI.getSourceManager(), AmpDir,
        [P = Project](FileID F) { return P->contains(F); }, Graph));
    CI.getPreprocessor().addPPCallbacks(makeCompilerViewCollector(
        CI.getPreprocessor(),
        [P = Project](FileID F) { return P->contains(F); }, Views,
        [&FS = FS, &SM = CI.getSourceManager()](FileID F) {
          OptionalFileEntryRef FE = SM.getFileEntryRefForID(F);
          return FE && FS.isThirdParty(FE->getUniqueID());
        }));
    auto Consumer = std::make_unique<TranslateConsumer>(
        CI, FS, Project, AmpIncludes, Msvc, Graph, Views, R, ParseAmpSide);
    Consumer->setCommand(Command);
    return Consumer;
  }

private:
  PrepassFileSystem &FS;
  std::string AmpDir;
  std::string InRoot;
  std::map<std::string, FileResult> &Results;
  std::vector<AmpInclude> AmpIncludes;
  MsvcDirectives Msvc;
  const AmpSideParser &ParseAmpSide;
  const CommandReading *Command;
  IncludeGraph Graph;
  std::vector<CompilerViewDivergence> Views;
};

} // namespace

std::unique_ptr<FrontendAction> TranslateActionFactory::create() {
  return std::make_unique<TranslateAction>(FS, AmpIncludeDir, InRoot, Results,
                                           ParseAmpSide, Command);
}

} // namespace amp2hip
