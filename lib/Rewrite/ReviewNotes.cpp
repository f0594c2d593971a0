//===- ReviewNotes.cpp ----------------------------------------------------===//
#include "Rewrite/ReviewNotes.h"
#include "clang/Lex/Lexer.h"
#include <set>
#include <tuple>

using namespace clang;

namespace amp2hip {

std::string reviewNoteText(llvm::StringRef Code, llvm::StringRef Message) {
  std::string Line = "// amp2hip " + Code.str() + ": ";
  // One line, whatever the message holds.
  for (char C : Message)
    Line += C == '\n' || C == '\r' ? ' ' : C;
  return Line + " (see docs/diagnostics/" + Code.str() + ".md)";
}

bool canInsertLineAt(llvm::StringRef Text, unsigned Offset,
                     const LangOptions &LO) {
  if (Offset > Text.size())
    return false;
  // A backslash at the end of the line before joins the two lines.
  llvm::StringRef Before = Text.take_front(Offset);
  if (Before.consume_back("\n")) {
    Before.consume_back("\r");
    if (Before.ends_with("\\"))
      return false;
  }
  // A token (comment, string literal) that spans the line start.
  Lexer Raw(SourceLocation(), LO, Text.begin(), Text.begin(), Text.end());
  Raw.SetCommentRetentionState(true);
  Token Tok;
  while (!Raw.LexFromRawLexer(Tok)) {
    unsigned Begin = Raw.getCurrentBufferOffset() - Tok.getLength();
    if (Begin >= Offset)
      return true;
    if (Begin + Tok.getLength() > Offset)
      return false;
  }
  unsigned Begin = Raw.getCurrentBufferOffset() - Tok.getLength();
  return Begin >= Offset || Begin + Tok.getLength() <= Offset;
}

std::map<FileID, FileEdits>
reviewNoteEdits(const std::vector<ReviewWarning> &Warnings, Edits &Out) {
  std::map<FileID, FileEdits> Notes;
  SourceManager &SM = Out.sourceManager();
  std::set<std::tuple<FileID, unsigned, std::string>> Done;
  for (const ReviewWarning &W : Warnings) {
    // At the macro's use, never inside its definition.
    SourceLocation Loc = SM.getExpansionLoc(W.Loc);
    if (Loc.isInvalid() || !Out.isEditable(Loc))
      continue;
    auto [File, Offset] = SM.getDecomposedLoc(Loc);
    llvm::StringRef Text = SM.getBufferData(File);
    unsigned LineStart = Offset;
    while (LineStart > 0 && Text[LineStart - 1] != '\n')
      --LineStart;
    // A byte-order mark stays the file's first bytes.
    if (LineStart == 0 && Text.starts_with("\xEF\xBB\xBF"))
      LineStart = 3;
    if (!Done.insert({File, LineStart, W.Code}).second ||
        !canInsertLineAt(Text, LineStart, Out.langOpts()))
      continue;
    size_t LineEnd = Text.find('\n', LineStart);
    bool Crlf = LineEnd != llvm::StringRef::npos && LineEnd > LineStart &&
                Text[LineEnd - 1] == '\r';
    llvm::StringRef Line = Text.slice(LineStart, LineEnd);
    llvm::StringRef Indent =
        Line.take_while([](char C) { return C == ' ' || C == '\t'; });
    EditOp Op;
    Op.Kind = EditOp::InsertBefore;
    Op.Offset = LineStart;
    Op.Text = Indent.str() + reviewNoteText(W.Code, W.Message) +
              (Crlf ? "\r\n" : "\n");
    // Text the rewrites replaced or moved keeps no note.
    auto It = Out.files().find(File);
    FileEdits Trial = It == Out.files().end() ? FileEdits() : It->second;
    if (Trial.add(Op) == FileEdits::AddResult::Conflict)
      continue;
    Notes[File].add(Op);
  }
  return Notes;
}

FileEdits withReviewNotes(const FileEdits &Edits, const FileEdits &Notes) {
  FileEdits All = Edits;
  for (const EditOp &Op : Notes.ops())
    All.add(Op);
  return All;
}

} // namespace amp2hip
