//===- CommandLineMacros.cpp ----------------------------------------------===//
#include "Rewrite/CommandLineMacros.h"

#include <set>

using namespace clang;

namespace amp2hip {

std::vector<CommandLineRedefinition>
commandLineRedefinitions(const Edits &Out) {
  std::vector<CommandLineRedefinition> Result;
  FileID Buffer = Out.commandLineBuffer();
  auto It = Out.files().find(Buffer);
  if (Buffer.isInvalid() || It == Out.files().end())
    return Result;
  const SourceManager &SM = Out.sourceManager();
  llvm::StringRef Text = SM.getBufferData(Buffer);
  // The lines that hold an edit, each once.
  std::set<std::pair<unsigned, unsigned>> Lines;
  for (const EditOp &Op : It->second.ops()) {
    size_t Begin = Text.rfind('\n', Op.Offset ? Op.Offset - 1 : 0);
    Begin = Begin == llvm::StringRef::npos || Op.Offset == 0 ? 0 : Begin + 1;
    size_t End = Text.find('\n', Op.Offset);
    End = End == llvm::StringRef::npos ? Text.size() : End;
    Lines.insert({unsigned(Begin), unsigned(End)});
  }
  for (auto [Begin, End] : Lines) {
    llvm::StringRef Line = Text.slice(Begin, End);
    if (!Line.consume_front("#define "))
      continue; // only definitions can be edited (a use is a file's)
    unsigned BodyAt = Begin + 8;
    // The name runs to the first blank, or past its parameter list.
    size_t NameEnd = Line.find_first_of(" (");
    if (NameEnd != llvm::StringRef::npos && Line[NameEnd] == '(')
      NameEnd = Line.find(')', NameEnd) + 1;
    if (NameEnd == llvm::StringRef::npos || NameEnd > Line.size())
      NameEnd = Line.size();
    CommandLineRedefinition R;
    R.Name = Line.take_front(NameEnd).str();
    unsigned BodyBegin = BodyAt + NameEnd;
    if (BodyBegin < End && Text[BodyBegin] == ' ')
      ++BodyBegin;
    R.Written = Text.slice(BodyBegin, End).str();
    R.Rewritten = It->second.applyWithin(Text, BodyBegin, End);
    if (R.Rewritten != R.Written)
      Result.push_back(std::move(R));
  }
  return Result;
}

std::string
redefinitionLines(const std::vector<CommandLineRedefinition> &Redefinitions) {
  std::string S;
  for (const CommandLineRedefinition &R : Redefinitions) {
    llvm::StringRef Name = llvm::StringRef(R.Name).split('(').first;
    S += "// amp2hip (AH1347): the command line defines " + Name.str() +
         " as '" + R.Written + "'; the output needs it rewritten.\n";
    S += "#undef " + Name.str() + "\n#define " + R.Name + " " + R.Rewritten +
         "\n";
  }
  return S;
}

} // namespace amp2hip
