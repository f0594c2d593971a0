//===- WindowsIncludeRewrite.cpp ------------------------------------------===//
#include "Rewrite/WindowsIncludeRewrite.h"

#include "Rewrite/ApiMap.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace amp2hip {

void WindowsIncludeRewrite::run(const AmpModel &Model, RewriteContext &RC) {
  const MsvcDialect &M = Model.Msvc;
  SourceManager &SM = RC.Out.sourceManager();
  // "#include <amp2hip/msvc/NAME>": the file name as written in the output.
  llvm::StringRef Companion =
      llvm::StringRef(hipText(ApiMapId::CompanionInclude))
          .drop_front(llvm::StringRef("#include ").size());
  for (const CompanionInclude &I : M.Directives.Includes) {
    if (!Model.InProject(SM.getFileID(I.Filename.getBegin())))
      continue;
    std::string Text = Companion.str();
    Text.replace(Text.find("NAME"), 4, I.Header);
    RC.require(RC.Out.replace(I.Filename, Text), I.Filename.getBegin(),
               "#include <" + I.Header + ">");
  }

  // A Windows-only component's header that nothing uses (a use stopped
  // the parse: AH1306): commented out, saying why.
  for (const ComponentInclude &C : M.Directives.Components) {
    if (!C.Provided.empty() || !Model.InProject(SM.getFileID(C.Hash)))
      continue;
    std::string Text = hipText(ApiMapId::ComponentIncludeLeftOut).str();
    Text.replace(Text.find("NAME"), 4, C.Spelled);
    Text.replace(Text.find("COMPONENT"), 9, C.Component);
    RC.require(RC.Out.replace(C.Directive, Text), C.Hash, C.Spelled);
  }

  // Before the file's first #include, when that comes before the use;
  // else at the top of the file.
  auto AddBeforeFirstInclude = [&](FileID F, SourceLocation Use,
                                   const std::string &Line,
                                   llvm::StringRef What) {
    SourceLocation At = SM.getLocForStartOfFile(F);
    auto First = M.Directives.FirstInclude.find(F);
    if (First != M.Directives.FirstInclude.end() &&
        SM.isBeforeInTranslationUnit(First->second, Use))
      At = First->second;
    RC.require(RC.Out.insertBefore(At, Line), Use, What);
  };
  std::string CrtLine = (hipText(ApiMapId::CrtInclude) + "\n").str();
  for (const auto &[F, Use] : M.CrtUses)
    if (Model.InProject(F) && !M.Directives.IncludesCrt.count(F))
      AddBeforeFirstInclude(F, Use, CrtLine, "MSVC CRT names (crt.h)");
  std::string WideLine = (hipText(ApiMapId::WideConsoleInclude) + "\n").str();
  for (const auto &[F, Use] : M.WideStreamUses)
    if (Model.InProject(F))
      AddBeforeFirstInclude(F, Use, WideLine, "std::wcout");

  if (const FunctionDecl *W = M.WMain) {
    SourceLocation End = SM.getExpansionRange(W->getEndLoc()).getEnd();
    SourceLocation After = Lexer::getLocForEndOfToken(
        End, 0, SM, RC.Out.langOpts());
    std::string Text = "\n\n" + hipText(ApiMapId::WMainEntry).str() + "\n";
    if (M.WMainSpelledTMain)
      Text = "\n\n#if defined(_UNICODE)" + Text.substr(1) + "#endif\n";
    RC.require(RC.Out.insertBefore(After, Text), W->getLocation(), "wmain");
  }
}

} // namespace amp2hip
