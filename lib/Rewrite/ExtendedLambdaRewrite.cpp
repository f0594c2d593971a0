//===- ExtendedLambdaRewrite.cpp ------------------------------------------===//
#include "Rewrite/ExtendedLambdaRewrite.h"

#include "Model/ExtendedLambdas.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace amp2hip {

namespace {

/// Line-oriented views of one file around a location.
class Lines {
public:
  Lines(Edits &Out, FileID File)
      : SM(Out.sourceManager()), LO(Out.langOpts()), File(File) {
    Text = SM.getBufferData(File);
  }

  unsigned offset(SourceLocation Loc) const { return SM.getFileOffset(Loc); }
  SourceLocation at(unsigned Offset) const {
    return SM.getLocForStartOfFile(File).getLocWithOffset(Offset);
  }
  unsigned lineStart(unsigned Off) const {
    size_t NL = Text.rfind('\n', Off == 0 ? 0 : Off - 1);
    return Off == 0 || NL == llvm::StringRef::npos ? 0 : NL + 1;
  }
  /// Only spaces and tabs between the line's start and \p Off.
  bool startsLine(unsigned Off) const {
    return Text.substr(lineStart(Off), Off - lineStart(Off))
               .find_first_not_of(" \t") == llvm::StringRef::npos;
  }
  llvm::StringRef indentOf(unsigned Off) const {
    llvm::StringRef Line = Text.substr(lineStart(Off));
    return Line.take_while([](char C) { return C == ' ' || C == '\t'; });
  }
  /// The offset past the newline ending \p Off's line when only spaces
  /// follow \p Off on it; 0 otherwise.
  unsigned restOfLineBlank(unsigned Off) const {
    size_t NL = Text.find('\n', Off);
    if (NL == llvm::StringRef::npos ||
        Text.substr(Off, NL - Off).find_first_not_of(" \t\r") !=
            llvm::StringRef::npos)
      return 0;
    return NL + 1;
  }
  /// Past the token at the file location \p Loc, and past a `;` right
  /// after it.
  unsigned endWithSemi(SourceLocation Loc, bool &Semi) const {
    SourceLocation End = Lexer::getLocForEndOfToken(Loc, 0, SM, LO);
    std::optional<Token> Next = Lexer::findNextToken(Loc, SM, LO);
    Semi = Next && Next->is(tok::semi);
    return offset(Semi ? Next->getEndLoc() : End);
  }

  llvm::StringRef Text;

private:
  SourceManager &SM;
  const LangOptions &LO;
  FileID File;
};

llvm::StringRef accessText(AccessSpecifier A) {
  return A == AS_protected ? "protected:" : "private:";
}

/// Where a member's declaration is written, as file locations of its first
/// and last tokens; \p InDefinition is set when that is inside a macro
/// definition (the whole class is written in the macro).
bool placeOfMember(const PublicAccessFix &F, SourceManager &SM,
                   SourceLocation &B, SourceLocation &E, bool &InDefinition) {
  B = F.D->getBeginLoc();
  E = F.D->getEndLoc();
  InDefinition = false;
  if (B.isFileID() && E.isFileID())
    return true;
  SourceLocation Brace = F.Parent->getBraceRange().getBegin();
  if (Brace.isMacroID() &&
      SM.getExpansionLoc(Brace) == SM.getExpansionLoc(B)) {
    // The class itself comes out of the macro: edit the definition, where
    // the access around the member is the same for every use.
    B = SM.getSpellingLoc(B);
    E = SM.getSpellingLoc(E);
    InDefinition = true;
  } else {
    // A macro used in the class body declares the member: widen the access
    // around the macro's use (whatever else it declares is widened too).
    B = SM.getExpansionRange(B).getBegin();
    E = SM.getExpansionRange(E).getEnd();
  }
  return B.isFileID() && E.isFileID() && SM.getFileID(B) == SM.getFileID(E) &&
         SM.getFileOffset(B) <= SM.getFileOffset(E);
}

bool makePublic(const PublicAccessFix &F, Edits &Out) {
  SourceManager &SM = Out.sourceManager();
  SourceLocation B, E;
  bool InDefinition = false;
  if (!placeOfMember(F, SM, B, E, InDefinition) || !Out.isEditable(B))
    return false;
  Lines L(Out, SM.getFileID(B));
  unsigned Begin = L.offset(B);
  bool Semi = false;
  unsigned End = L.endWithSemi(E, Semi);
  unsigned NextLine = InDefinition ? 0 : L.restOfLineBlank(End);
  // No restoring needed where an access specifier or the class's end follows.
  std::optional<Token> Next =
      Lexer::findNextToken(L.at(End).getLocWithOffset(-1), SM, Out.langOpts());
  bool Restore = Next && !Next->is(tok::r_brace) &&
                 !(Next->is(tok::raw_identifier) &&
                   llvm::is_contained({"public", "private", "protected"},
                                      Next->getRawIdentifier()));
  if (L.startsLine(Begin) && NextLine) {
    SourceLocation ClassBegin = SM.getExpansionLoc(F.Parent->getBeginLoc());
    std::string Indent =
        SM.getFileID(ClassBegin) == SM.getFileID(B)
            ? L.indentOf(L.offset(ClassBegin)).str()
            : L.indentOf(Begin).str();
    return Out.insertAdjacent(
               L.at(L.lineStart(Begin)),
               Indent + "public: // amp2hip: nvcc wants public access "
                        "around a __device__ lambda\n") &&
           (!Restore ||
            Out.insertBefore(L.at(NextLine),
                             (Indent + accessText(F.Access) + "\n").str()));
  }
  return Out.insertBefore(B, "public: /* amp2hip: for nvcc */ ") &&
         (!Restore ||
          Out.insertAdjacent(L.at(End), (" " + accessText(F.Access)).str()));
}

/// Drops up to \p Width leading spaces or tabs from each line of \p Text.
std::string dedent(llvm::StringRef Text, size_t Width) {
  std::string Result;
  while (!Text.empty()) {
    auto [Line, Rest] = Text.split('\n');
    size_t Drop = 0;
    while (Drop < Width && Drop < Line.size() &&
           (Line[Drop] == ' ' || Line[Drop] == '\t'))
      ++Drop;
    Result += Line.drop_front(Drop).str();
    if (Text.size() > Line.size())
      Result += '\n';
    Text = Rest;
  }
  return Result;
}

bool moveType(const LocalTypeMove &M, Edits &Out) {
  SourceManager &SM = Out.sourceManager();
  SourceLocation B = M.Type->getBeginLoc();
  SourceLocation Brace = M.Type->getBraceRange().getEnd();
  SourceLocation OB = M.Outer->getBeginLoc();
  if (B.isMacroID() || Brace.isInvalid() || Brace.isMacroID() ||
      OB.isMacroID() || !Out.isEditable(B) || !Out.isEditable(OB) ||
      SM.getFileID(B) != SM.getFileID(OB))
    return false;
  Lines L(Out, SM.getFileID(B));
  unsigned Begin = L.offset(B);
  bool Semi = false;
  unsigned End = L.endWithSemi(Brace, Semi);
  std::string Moved;
  std::string LeftBehind;
  unsigned NextLine = Semi ? L.restOfLineBlank(End) : 0;
  if (NextLine && L.startsLine(Begin)) {
    // Whole lines: take them, re-indented for namespace scope.
    unsigned From = L.lineStart(Begin);
    CharSourceRange R =
        CharSourceRange::getCharRange(L.at(From), L.at(NextLine));
    Moved = dedent(Out.rewrittenText(R), L.indentOf(Begin).size());
    if (!Out.replaceEnclosing(R, ""))
      return false;
  } else {
    CharSourceRange R = CharSourceRange::getCharRange(B, L.at(End));
    Moved = dedent(Out.rewrittenText(R), L.indentOf(Begin).size()) +
            (Semi ? "\n" : ";\n");
    // `struct P {...} p;` keeps declaring p: `P p;`.
    if (!Semi)
      LeftBehind = M.Type->getName().str();
    if (!Out.replaceEnclosing(R, LeftBehind))
      return false;
  }
  unsigned OuterBegin = L.offset(OB);
  std::string Indent = L.indentOf(OuterBegin).str();
  std::string Text = Indent + "// amp2hip: moved out of '" +
                     M.Function->getNameAsString() +
                     "': nvcc's __device__ lambdas cannot capture '" +
                     M.Var->getName().str() + "' of a local type\n";
  llvm::StringRef Rest = Moved;
  while (!Rest.empty()) {
    auto [Line, Tail] = Rest.split('\n');
    Text += (Line.empty() ? "" : Indent) + Line.str() + "\n";
    Rest = Tail;
  }
  if (L.startsLine(OuterBegin))
    return Out.insertBefore(L.at(L.lineStart(OuterBegin)), Text);
  return Out.insertBefore(OB, Text);
}

} // namespace

void ExtendedLambdaRewrite::run(const AmpModel &Model, RewriteContext &RC) {
  ExtendedLambdaFixes Fixes = analyzeExtendedLambdas(Model);
  if (Fixes.Public.empty() && Fixes.Moves.empty())
    return;
  for (const PublicAccessFix &F : Fixes.Public)
    RC.require(makePublic(F, RC.Out), F.D->getLocation(),
               "public access for nvcc's __device__ lambda");
  for (const LocalTypeMove &M : Fixes.Moves)
    RC.require(moveType(M, RC.Out), M.Type->getLocation(),
               "local type moved out for nvcc's __device__ lambda");
}

} // namespace amp2hip
