//===- UnitTranslation.cpp ------------------------------------------------===//
#include "Driver/UnitTranslation.h"
#include "Diagnostics/DiagnosticRecorder.h"
#include "Driver/Translator.h"
#include "Frontend/AmpSideParse.h"
#include "Frontend/CompileCommand.h"
#include "Frontend/OpenMPHeader.h"
#include "Frontend/PplUse.h"
#include "Frontend/TranslateAction.h"
#include "Project/SourceEncoding.h"
#include "clang/Tooling/ArgumentsAdjusters.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

using namespace clang;
using namespace clang::tooling;

namespace amp2hip {

UnitResult translateUnit(PrepassFileSystem &FS, const UnitRequest &Req) {
  ClangTool Tool(*Req.Db, {Req.Source},
                 std::make_shared<PCHContainerOperations>(), &FS);
  std::vector<std::string> UnitArgs = Req.ParseArgs;
  if (unitNamesPpl(FS, Req.Source))
    UnitArgs.push_back("-DAMP2HIP_PARSE_PPL");
  // Visual C++'s headers lack the C23 names glibc's define (SIZE_WIDTH
  // ...): a project file may take them (Model/ImplicitIncludes.h).
  if (Req.View == CompilerViewKind::VisualCpp) {
    UnitArgs.push_back("-include");
    UnitArgs.push_back("amp2hip/msvc/c23_names.h");
  }
  // The command's own standard and options, as the parse takes them.
  CommandReading Command;
  Tool.appendArgumentsAdjuster(commandAdjuster(&Command));
  Tool.appendArgumentsAdjuster(
      getInsertArgumentAdjuster(UnitArgs, ArgumentInsertPosition::BEGIN));
  Tool.appendArgumentsAdjuster(
      getInsertArgumentAdjuster("-fsyntax-only", ArgumentInsertPosition::END));
  std::map<std::string, FileResult> Results;
  AmpSideRequest Side{Req.Db,     Req.Source, UnitArgs,         Req.Macros,
                      Req.AmpDir, Req.Root,   Req.ProjectRoots, Req.View,
                      FS.dialect()};
  TranslateActionFactory Factory(FS, Req.AmpDir, Req.Root, Results,
                                 [&Side] { return parseAmpSide(Side); });
  Factory.setCommand(&Command);
  UnitResult R;
  R.ToolStatus = Tool.run(&Factory);
  // Keyed by the file's name in its compile command, which may be
  // relative to the command's directory: one source, one result.
  auto It = Results.find(Req.Source);
  if (It == Results.end())
    It = Results.begin();
  if (It != Results.end())
    R.R = std::move(It->second);
  R.DiagnosticsJson = diagnosticsJson(recordedDiagnostics());
  return R;
}

SourceTranslation translateSource(llvm::StringRef Path,
                                  llvm::StringRef AmpIncludeDir,
                                  CompilerViewKind View) {
  clearRecordedDiagnostics();
  UnitRequest Req;
  Req.Source = Path.str();
  Req.AmpDir = realPath(AmpIncludeDir);
  Req.View = View;
  llvm::SmallString<256> Dir(realPath(Path));
  llvm::sys::path::remove_filename(Dir);
  Req.Root = std::string(Dir);
  Req.ProjectRoots = {Req.Root};
  bool ShowsHcc = false;
  if (auto Buffer = llvm::MemoryBuffer::getFile(Path)) {
    llvm::StringRef Text = (*Buffer)->getBuffer();
    std::string Decoded;
    if (detectEncoding(Text) != SourceEncoding::Utf8) {
      Decoded = decodeSource(Text).Text;
      Text = Decoded;
    }
    collectRestrictMacros(Text, Req.Macros);
    ShowsHcc = showsHccDialect(Text);
  }
  const SourceDialect Dialect =
      ShowsHcc ? SourceDialect::Hcc : SourceDialect::VisualCpp;
  Req.ParseArgs = parseModelArgs(Req.AmpDir, Dialect);
  FixedCompilationDatabase Db(".", {});
  Req.Db = &Db;
  auto FS = llvm::makeIntrusiveRefCnt<PrepassFileSystem>(parseBaseFileSystem());
  FS->setRestrictMacros(Req.Macros);
  FS->setProjectRoots(Req.ProjectRoots);
  FS->setCompilerView(View);
  FS->setDialect(Dialect);
  SourceTranslation T;
  T.Unit = translateUnit(*FS, Req);
  clearRecordedDiagnostics();
  if (T.Unit.R.Parsed)
    for (const auto &F : T.Unit.R.Files)
      if (F.second.IsMain)
        T.Output = F.second.Edits.apply(F.second.Original);
  return T;
}

} // namespace amp2hip
