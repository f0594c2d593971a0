//===- ImplicitIncludeRewrite.cpp -----------------------------------------===//
#include "Rewrite/ImplicitIncludeRewrite.h"

#include "Rewrite/ApiMap.h"

using namespace clang;

namespace amp2hip {

void ImplicitIncludeRewrite::run(const AmpModel &Model, RewriteContext &RC) {
  SourceManager &SM = RC.Out.sourceManager();
  // The headers that go to one place, in a stable order.
  std::map<std::pair<FileID, unsigned>, std::vector<const MissingInclude *>>
      Places;
  for (const MissingInclude &M : Model.MissingIncludes)
    Places[{M.File, M.After.isValid() ? SM.getFileOffset(M.After) + 1 : 0}]
        .push_back(&M);
  llvm::StringRef Pattern = hipText(ApiMapId::ImplicitInclude);
  for (auto &[Key, List] : Places) {
    llvm::sort(List, [](const MissingInclude *A, const MissingInclude *B) {
      return A->Header < B->Header;
    });
    SourceLocation At = SM.getLocForStartOfFile(Key.first);
    std::string Lead;
    if (List.front()->After.isValid()) {
      // The start of the line after the anchoring #include.
      llvm::StringRef Buf = SM.getBufferData(Key.first);
      size_t Off = SM.getFileOffset(List.front()->After);
      size_t NL = Buf.find('\n', Off);
      while (NL != llvm::StringRef::npos && NL > 0 && Buf[NL - 1] == '\\')
        NL = Buf.find('\n', NL + 1);
      if (NL == llvm::StringRef::npos) {
        At = At.getLocWithOffset(Buf.size());
        Lead = "\n";
      } else {
        At = At.getLocWithOffset(NL + 1);
      }
    }
    std::string Text = Lead;
    for (const MissingInclude *M : List) {
      std::string Line = Pattern.str();
      Line.replace(Line.find("<HEADER>"), 8, M->Header);
      Text += Line + "\n";
      std::vector<std::string> Names = M->Undefine;
      llvm::sort(Names);
      for (const std::string &N : Names) {
        std::string Undef = hipText(ApiMapId::FreedMacro).str();
        Undef.replace(Undef.find("NAME"), 4, N);
        Text += Undef + "\n";
      }
    }
    RC.require(RC.Out.insertBefore(At, Text), List.front()->FirstUse,
               "#include for names declared implicitly in the parse");
  }
}

} // namespace amp2hip
