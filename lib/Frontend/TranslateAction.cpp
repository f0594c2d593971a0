//===- TranslateAction.cpp ------------------------------------------------===//
#include "Frontend/TranslateAction.h"

#include "Checks/AmpCheck.h"
#include "Model/AmpModel.h"
#include "Rewrite/AmpRewrite.h"
#include "clang/AST/ASTConsumer.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/Support/Path.h"

using namespace clang;

namespace amp2hip {

namespace {

/// Records the main file's includes of amp2hip's parse-model headers.
class IncludeCollector : public PPCallbacks {
public:
  IncludeCollector(SourceManager &SM, llvm::StringRef AmpDir,
                   std::vector<AmpInclude> &Out)
      : SM(SM), AmpDir(AmpDir), Out(Out) {}

  void InclusionDirective(SourceLocation HashLoc, const Token &, StringRef Name,
                          bool, CharSourceRange FilenameRange,
                          OptionalFileEntryRef File, StringRef, StringRef,
                          const Module *, bool,
                          SrcMgr::CharacteristicKind) override {
    if (!File || !SM.isWrittenInMainFile(HashLoc))
      return;
    llvm::StringRef Base = llvm::sys::path::filename(Name);
    if (Base != "amp.h" && Base != "amp_math.h")
      return;
    // Only the headers amp2hip provides, not a user file of the same name.
    llvm::SmallString<256> Real;
    if (llvm::sys::fs::real_path(File->getName(), Real))
      return;
    if (!llvm::StringRef(Real).starts_with(AmpDir + "/"))
      return;
    Out.push_back(
        {CharSourceRange::getCharRange(HashLoc, FilenameRange.getEnd()),
         Base.str()});
  }

private:
  SourceManager &SM;
  std::string AmpDir;
  std::vector<AmpInclude> &Out;
};

class TranslateConsumer : public ASTConsumer {
public:
  TranslateConsumer(CompilerInstance &CI, PrepassFileSystem &FS,
                    std::vector<AmpInclude> &Includes, llvm::StringRef AmpDir,
                    FileResult &Result)
      : CI(CI), FS(FS), Includes(Includes), AmpDir(AmpDir), Result(Result) {}

  void HandleTranslationUnit(ASTContext &Ctx) override {
    SourceManager &SM = Ctx.getSourceManager();
    DiagnosticsEngine &Engine = CI.getDiagnostics();
    AmpDiagnostics Diags(Engine);
    AmpModel Model;
    Model.Includes = Includes;
    OptionalFileEntryRef Main = SM.getFileEntryRefForID(SM.getMainFileID());
    const PrepassResult *MainPrepass =
        Main ? FS.resultFor(Main->getUniqueID()) : nullptr;
    buildModel(Ctx, CI.getPreprocessor(), MainPrepass, Model);

    CheckContext CC{Ctx, Diags};
    for (auto &Check : createChecks())
      Check->run(Model, CC);
    reportUntranslatedHeaders(SM, Diags);

    Edits Out(SM, Ctx.getLangOpts());
    if (!Engine.hasErrorOccurred()) {
      RewriteContext RC{Out, Diags};
      for (auto &Rewrite : createRewrites())
        Rewrite->run(Model, RC);
    }
    Result.Parsed = true;
    Result.HasErrors = Engine.hasErrorOccurred();
    Result.Rewrites = Out.counts();
    Result.Diagnostics = Diags.countsByCode();
    Result.Launches = Model.Launches.size();
    if (!Result.HasErrors)
      Result.Output = Out.result();
  }

private:
  /// User headers with restrict clauses are not rewritten in single-file
  /// mode; say so instead of leaving them silently untranslated.
  void reportUntranslatedHeaders(SourceManager &SM, AmpDiagnostics &Diags) {
    for (auto It = SM.fileinfo_begin(); It != SM.fileinfo_end(); ++It) {
      FileEntryRef FE = It->first;
      const PrepassResult *R = FS.resultFor(FE.getUniqueID());
      if (!R || llvm::StringRef(FE.getName()).starts_with(AmpDir))
        continue;
      FileID FID = SM.translateFile(FE);
      if (FID.isInvalid() || FID == SM.getMainFileID())
        continue;
      SourceLocation IncludedAt = SM.getIncludeLoc(FID);
      if (IncludedAt.isInvalid() || SM.isInSystemHeader(IncludedAt) ||
          SM.getFileCharacteristic(SM.getLocForStartOfFile(FID)) !=
              SrcMgr::C_User)
        continue;
      if (llvm::any_of(R->Clauses,
                       [](const RestrictClause &C) { return !C.InDirective; }))
        Diags.report(IncludedAt, DiagId::HeaderNotTranslated) << FE.getName();
    }
  }

  CompilerInstance &CI;
  PrepassFileSystem &FS;
  std::vector<AmpInclude> &Includes;
  std::string AmpDir;
  FileResult &Result;
};

class TranslateAction : public ASTFrontendAction {
public:
  TranslateAction(PrepassFileSystem &FS, llvm::StringRef AmpDir,
                  std::map<std::string, FileResult> &Results)
      : FS(FS), AmpDir(AmpDir), Results(Results) {}

  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 StringRef File) override {
    FileResult &R = Results[File.str()];
    R = FileResult();
    CI.getPreprocessor().addPPCallbacks(std::make_unique<IncludeCollector>(
        CI.getSourceManager(), AmpDir, Includes));
    return std::make_unique<TranslateConsumer>(CI, FS, Includes, AmpDir, R);
  }

private:
  PrepassFileSystem &FS;
  std::string AmpDir;
  std::map<std::string, FileResult> &Results;
  std::vector<AmpInclude> Includes;
};

} // namespace

std::unique_ptr<FrontendAction> TranslateActionFactory::create() {
  return std::make_unique<TranslateAction>(FS, AmpIncludeDir, Results);
}

} // namespace amp2hip
