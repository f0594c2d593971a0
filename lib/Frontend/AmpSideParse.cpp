//===- AmpSideParse.cpp ---------------------------------------------------===//
#include "Frontend/AmpSideParse.h"
#include "Frontend/CompileCommand.h"

#include "Frontend/LateTemplates.h"
#include "Frontend/OpenMPHeader.h"
#include "Frontend/PrepassFileSystem.h"
#include "Frontend/ProjectFiles.h"
#include "Frontend/WindowsComponents.h"
#include "clang/AST/ASTConsumer.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Sema/SemaConsumer.h"
#include "clang/Tooling/ArgumentsAdjusters.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <functional>

using namespace clang;
using namespace clang::tooling;

namespace amp2hip {

std::vector<std::string>
deviceSideArgs(const std::vector<std::string> &HostArgs) {
  std::vector<std::string> Out;
  for (size_t I = 0; I < HostArgs.size(); ++I) {
    const std::string &A = HostArgs[I];
    if (A == "--cuda-host-only") {
      // Any AMD target will do: only the resolution of calls is read.
      Out.push_back("--cuda-device-only");
      Out.push_back("--offload-arch=gfx90a");
      continue;
    }
    // The host parse lets amp code name cpu functions (for C3930 with the
    // call graph); here a cpu function is no candidate for amp code at all.
    if (A == "-Xclang" && I + 1 < HostArgs.size() &&
        HostArgs[I + 1] == "--hipstdpar") {
      ++I;
      continue;
    }
    Out.push_back(A);
  }
  Out.push_back("-ferror-limit=0");
  return Out;
}

namespace {

/// Keeps the overload failures, shows nothing.
class FailureCollector : public DiagnosticConsumer {
public:

  void HandleDiagnostic(DiagnosticsEngine::Level Level,
                        const Diagnostic &Info) override {
    DiagnosticConsumer::HandleDiagnostic(Level, Info);
    Fatal |= Level == DiagnosticsEngine::Fatal;
    if (Level == DiagnosticsEngine::Note) {
      if (InFailure && isWrongSideCandidate(Info) &&
          Info.getLocation().isValid())
        Failures.back().WrongSideCandidates.push_back(Info.getLocation());
      return;
    }
    InFailure = Level >= DiagnosticsEngine::Error && Info.hasSourceManager() &&
                Info.getLocation().isValid() && isOverloadFailure(Info);
    if (!InFailure)
      return;
    OverloadFailure F;
    F.Loc = Info.getLocation();
    for (unsigned I = 0; I < Info.getNumArgs(); ++I)
      if (Info.getArgKind(I) == DiagnosticsEngine::ak_nameddecl)
        F.Referenced = reinterpret_cast<const NamedDecl *>(Info.getRawArg(I));
    Failures.push_back(F);
  }

  bool Fatal = false;
  std::vector<OverloadFailure> Failures;

private:
  bool InFailure = false;
};

/// Calls \p Done with the parsed translation unit.
class CallbackConsumer : public SemaConsumer {
public:
  CallbackConsumer(std::function<void(ASTContext &)> Done,
                   std::function<bool(FileID)> InProject)
      : Done(std::move(Done)), InProject(std::move(InProject)) {}
  void InitializeSema(Sema &S) override { TheSema = &S; }
  void ForgetSema() override { TheSema = nullptr; }
  void HandleTranslationUnit(ASTContext &Ctx) override {
    if (TheSema)
      parseLateTemplates(*TheSema, InProject); // as the host parse does
    Done(Ctx);
  }

private:
  std::function<void(ASTContext &)> Done;
  std::function<bool(FileID)> InProject;
  Sema *TheSema = nullptr;
};

class AmpSideAction : public ASTFrontendAction {
public:
  AmpSideAction(const AmpSideRequest &R, const FailureCollector &Diags,
                AmpSideCalls &Out)
      : R(R), Diags(Diags), Out(Out) {}

  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 StringRef File) override {
    CI.setVerboseOutputStream(llvm::nulls()); // no "N errors generated"
    std::string Root =
        R.Root.empty() ? realPath(llvm::sys::path::parent_path(File)) : R.Root;
    auto Project = std::make_shared<ProjectFiles>(CI.getSourceManager(), Root,
                                                  R.AmpIncludeDir);
    CI.getPreprocessor().addPPCallbacks(makeComponentSkipper());
    return std::make_unique<CallbackConsumer>(
        [Project, this](ASTContext &Ctx) {
          collectAmpSideCalls(
              Ctx, [Project](FileID F) { return Project->contains(F); },
              Diags.Failures, Out);
        },
        [Project](FileID F) { return Project->contains(F); });
  }

private:
  const AmpSideRequest &R;
  const FailureCollector &Diags;
  AmpSideCalls &Out;
};

/// Makes each action with \p Make.
class CallbackFactory : public FrontendActionFactory {
public:
  explicit CallbackFactory(
      std::function<std::unique_ptr<FrontendAction>()> Make)
      : Make(std::move(Make)) {}
  std::unique_ptr<FrontendAction> create() override { return Make(); }

private:
  std::function<std::unique_ptr<FrontendAction>()> Make;
};

/// -verify belongs to the host parse, whose diagnostics are the test.
ArgumentsAdjuster withoutVerify() {
  return [](const CommandLineArguments &Args, StringRef) {
    CommandLineArguments Out;
    for (size_t I = 0; I < Args.size(); ++I) {
      if (Args[I] == "-Xclang" && I + 1 < Args.size() &&
          StringRef(Args[I + 1]).starts_with("-verify")) {
        ++I;
        continue;
      }
      if (StringRef(Args[I]).starts_with("-verify"))
        continue;
      Out.push_back(Args[I]);
    }
    return Out;
  };
}

} // namespace

std::shared_ptr<AmpSideCalls> parseAmpSide(const AmpSideRequest &R) {
  if (!R.Db)
    return nullptr;
  // A file system of its own: the host parse's keeps the pre-pass results
  // its model points into.
  auto FS = llvm::makeIntrusiveRefCnt<PrepassFileSystem>(parseBaseFileSystem());
  FS->setRestrictMacros(R.Macros);
  FS->setProjectRoots(R.ProjectRoots);
  FS->setCompilerView(R.CompilerView);
  FS->setDialect(R.Dialect);
  ClangTool Tool(*R.Db, {R.Source}, std::make_shared<PCHContainerOperations>(),
                 FS);
  Tool.appendArgumentsAdjuster(commandAdjuster(nullptr));
  Tool.appendArgumentsAdjuster(getInsertArgumentAdjuster(
      deviceSideArgs(R.ParseArgs), ArgumentInsertPosition::BEGIN));
  Tool.appendArgumentsAdjuster(
      getInsertArgumentAdjuster("-fsyntax-only", ArgumentInsertPosition::END));
  Tool.appendArgumentsAdjuster(withoutVerify());
  auto Out = std::make_shared<AmpSideCalls>();
  FailureCollector Diags;
  Tool.setDiagnosticConsumer(&Diags);
  Tool.setPrintErrorMessage(false);
  CallbackFactory Factory(
      [&] { return std::make_unique<AmpSideAction>(R, Diags, *Out); });
  Tool.run(&Factory);
  // A parse that stopped early resolved only part of the file.
  return Diags.Fatal ? nullptr : Out;
}

} // namespace amp2hip
