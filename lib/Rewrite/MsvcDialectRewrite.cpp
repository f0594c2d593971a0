//===- MsvcDialectRewrite.cpp ---------------------------------------------===//
#include "Rewrite/MsvcDialectRewrite.h"

#include "Rewrite/ApiMap.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Lex/Lexer.h"
#include <optional>

using namespace clang;

namespace amp2hip {

namespace {

/// The `return;` statements of one function, not of lambdas or local
/// classes inside it.
class BareReturns : public RecursiveASTVisitor<BareReturns> {
public:
  bool VisitReturnStmt(ReturnStmt *R) {
    if (!R->getRetValue())
      Found.push_back(R);
    return true;
  }
  bool TraverseLambdaExpr(LambdaExpr *) { return true; }
  bool TraverseCXXRecordDecl(CXXRecordDecl *) { return true; }

  std::vector<const ReturnStmt *> Found;
};

void rewriteMain(const MainRename &Main, RewriteContext &RC) {
  Edits &Out = RC.Out;
  SourceManager &SM = Out.sourceManager();
  // The text may hold the parse's name: always write the user's back.
  CharSourceRange Name = CharSourceRange::getCharRange(
      Main.Name, Main.Name.getLocWithOffset(Main.Original.size()));
  RC.require(Out.replace(Name, Main.Original), Main.Name, "void main");
  const FunctionDecl *FD = Main.Function;
  if (!FD)
    return;
  SourceRange Ret = FD->getReturnTypeSourceRange();
  if (Ret.isValid())
    RC.require(
        Out.replace(
            CharSourceRange::getTokenRange(Ret),
            llvm::StringRef(hipText(ApiMapId::VoidMain)).split(' ').first),
        Ret.getBegin(), "void main");
  if (!FD->doesThisDeclarationHaveABody())
    return;
  BareReturns Returns;
  Returns.TraverseStmt(FD->getBody());
  llvm::StringRef ReturnZero = hipText(ApiMapId::VoidMainReturn);
  for (const ReturnStmt *R : Returns.Found) {
    SourceLocation Loc = R->getReturnLoc();
    if (Loc.isMacroID())
      Loc = SM.getExpansionLoc(Loc);
    CharSourceRange Word = CharSourceRange::getTokenRange(Loc, Loc);
    RC.require(Out.replace(Word, ReturnZero.drop_back()), Loc,
               "return; in void main");
  }
  // Falling off main returns 0, but not off the same function compiled
  // under another name (a unity build's `#define main ...`): say it.
  const auto *Body = dyn_cast<CompoundStmt>(FD->getBody());
  if (!Body || (!Body->body_empty() && isa<ReturnStmt>(Body->body_back())))
    return;
  SourceLocation Close = Body->getRBracLoc();
  if (Close.isMacroID())
    return;
  // The indentation before a token that begins its line, or none.
  auto IndentOf = [&](SourceLocation Loc) -> std::optional<std::string> {
    Loc = SM.getExpansionLoc(Loc);
    SourceLocation LineStart = Out.startOfLine(Loc);
    llvm::StringRef Before(SM.getCharacterData(LineStart),
                           SM.getFileOffset(Loc) - SM.getFileOffset(LineStart));
    if (Before.find_first_not_of(" \t") != llvm::StringRef::npos)
      return std::nullopt;
    return Before.str();
  };
  std::optional<std::string> CloseIndent = IndentOf(Close);
  std::optional<std::string> StmtIndent =
      Body->body_empty() ? std::nullopt
                         : IndentOf(Body->body_back()->getBeginLoc());
  if (!CloseIndent) {
    RC.require(Out.insertBefore(Close, " " + ReturnZero.str() + " "), Close,
               "void main");
    return;
  }
  // On a line of its own, before the line of the closing brace.
  std::string Line = (StmtIndent ? *StmtIndent : *CloseIndent + "    ") +
                     ReturnZero.str() + "\n";
  RC.require(Out.insertBefore(Out.startOfLine(SM.getExpansionLoc(Close)), Line),
             Close, "void main");
}

} // namespace

void MsvcDialectRewrite::run(const AmpModel &Model, RewriteContext &RC) {
  const MsvcDialect &M = Model.Msvc;
  SourceManager &SM = RC.Out.sourceManager();
  for (const MainRename &Main : M.Mains)
    rewriteMain(Main, RC);
  for (const auto &[Range, Text] : M.TextEdits)
    RC.require(RC.Out.replace(Range, Text), Range.getBegin(),
               "Visual C++ dialect");

  llvm::StringRef RuntimeError =
      llvm::StringRef(hipText(ApiMapId::MessageException)).split('(').first;
  for (SourceRange R : M.MessageExceptions)
    RC.require(RC.Out.replace(CharSourceRange::getTokenRange(R), RuntimeError),
               R.getBegin(), "std::exception(message)");

  llvm::StringRef Wrap = hipText(ApiMapId::PragmaWarning);
  for (CharSourceRange P : M.Directives.PragmaWarnings) {
    if (!Model.InProject(SM.getFileID(P.getBegin())))
      continue;
    std::string Line = Lexer::getSourceText(P, SM, RC.Out.langOpts()).str();
    std::string Text = Wrap.str();
    Text.replace(Text.find("#pragma warning(...)"),
                 llvm::StringRef("#pragma warning(...)").size(), Line);
    RC.require(RC.Out.replace(P, Text), P.getBegin(), "#pragma warning");
  }
}

} // namespace amp2hip
