//===- IncludeGraphCollector.cpp ------------------------------------------===//
#include "Frontend/IncludeGraphCollector.h"

#include "Frontend/TranslateAction.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/Token.h"

using namespace clang;

namespace amp2hip {

namespace {

/// One open #if (#ifdef, #ifndef) of a file.
struct OpenConditional {
  std::string Text; ///< The conditions of the chain so far.
};

class IncludeGraphCollector : public PPCallbacks {
public:
  IncludeGraphCollector(SourceManager &SM, llvm::StringRef AmpIncludeDir,
                        std::function<bool(FileID)> InProject,
                        IncludeGraph &Out)
      : SM(SM), InProject(std::move(InProject)), Out(Out) {
    Out.AmpDir = realPath(AmpIncludeDir);
  }

  void FileChanged(SourceLocation Loc, FileChangeReason Reason,
                   SrcMgr::CharacteristicKind, FileID Prev) override {
    if (Reason == ExitFile && Prev.isValid())
      exited(Prev);
    if (Reason != EnterFile)
      return;
    FileID F = SM.getFileID(Loc);
    OptionalFileEntryRef FE = SM.getFileEntryRefForID(F);
    if (!FE)
      return;
    FirstEntry.try_emplace(&FE->getFileEntry(), F);
    if (F == SM.getMainFileID()) {
      Out.InBuildAt.try_emplace(F, Loc);
      return;
    }
    if (&FE->getFileEntry() == Platform)
      Out.PlatformEntry = FirstEntry[Platform];
    SourceLocation IncludedAt = SM.getIncludeLoc(F);
    if (IncludedAt.isInvalid())
      return;
    FileID Includer = SM.getFileID(IncludedAt);
    auto It = Pending.find({Includer, &FE->getFileEntry()});
    if (It == Pending.end() || !It->second.Performed)
      return;
    Children[Includer].push_back(F);
    if (!It->second.InBuild)
      return;
    reach(F, It->second.Hash);
  }

  void SourceRangeSkipped(SourceRange Range, SourceLocation EndifLoc) override {
    SourceLocation B = SM.getExpansionLoc(Range.getBegin());
    Skipped.try_emplace(SM.getFileID(B), B, SM.getExpansionLoc(EndifLoc));
  }

  void FileSkipped(const FileEntryRef &File, const Token &FilenameTok,
                   SrcMgr::CharacteristicKind) override {
    FileID Includer = SM.getFileID(SM.getExpansionLoc(FilenameTok.getLocation()));
    auto It = Pending.find({Includer, &File.getFileEntry()});
    auto First = FirstEntry.find(&File.getFileEntry());
    if (It == Pending.end() || !It->second.Performed ||
        First == FirstEntry.end())
      return;
    Children[Includer].push_back(First->second);
    if (It->second.InBuild)
      reach(First->second, It->second.Hash);
  }

  void InclusionDirective(SourceLocation HashLoc, const Token &,
                          StringRef Name, bool Angled,
                          CharSourceRange FilenameRange,
                          OptionalFileEntryRef File, StringRef, StringRef,
                          const Module *, bool,
                          SrcMgr::CharacteristicKind) override {
    if (!File)
      return;
    FileID Includer = SM.getFileID(SM.getExpansionLoc(HashLoc));
    IncludeGraph::FileKey Target = &File->getFileEntry();
    noteAmpFile(*File);
    Out.Spelled[{Includer, Target}] =
        Angled ? ("<" + Name + ">").str() : ("\"" + Name + "\"").str();
    OptionalFileEntryRef From = SM.getFileEntryRefForID(Includer);
    bool ParseOnly = !From || Target == Out.ParseModel ||
                     (isAmpFile(*From) && inParseOnlyConditional(Includer));
    Pending[{Includer, Target}] = {HashLoc, !ParseOnly,
                                   !ParseOnly && Out.InBuildAt.count(Includer)};
    if (!HashLoc.isFileID() || !InProject(Includer))
      return;
    IncludeAnchor A;
    A.Hash = HashLoc;
    auto S = Stacks.find(Includer);
    if (S != Stacks.end() && !S->second.empty()) {
      A.Depth = S->second.size();
      A.OuterCondition = S->second.front().Text;
    }
    Out.Anchors[Includer].push_back(std::move(A));
    (void)FilenameRange;
  }

  void MacroExpands(const Token &NameTok, const MacroDefinition &MD,
                    SourceRange, const MacroArgs *) override {
    const MacroInfo *MI = MD.getMacroInfo();
    if (!MI || MI->isBuiltinMacro() || MI->getDefinitionLoc().isInvalid())
      return;
    FileID Def = SM.getFileID(MI->getDefinitionLoc());
    if (!SM.getFileEntryRefForID(Def) || InProject(Def))
      return;
    SourceLocation Spelled = SM.getSpellingLoc(NameTok.getLocation());
    if (!InProject(SM.getFileID(Spelled)))
      return;
    Out.MacroUses.push_back(
        {Spelled, SM.getExpansionLoc(NameTok.getLocation()),
         MI->getDefinitionLoc(), NameTok.getIdentifierInfo()->getName().str()});
  }

  void If(SourceLocation Loc, SourceRange Cond, ConditionValueKind) override {
    open(Loc, text(Cond));
  }
  void Ifdef(SourceLocation Loc, const Token &Name,
             const MacroDefinition &) override {
    open(Loc, Name.getIdentifierInfo()->getName());
  }
  void Ifndef(SourceLocation Loc, const Token &Name,
              const MacroDefinition &) override {
    open(Loc, Name.getIdentifierInfo()->getName());
  }
  void Elif(SourceLocation Loc, SourceRange Cond, ConditionValueKind,
            SourceLocation) override {
    extend(Loc, text(Cond));
  }
  void Elifdef(SourceLocation Loc, const Token &Name,
               const MacroDefinition &) override {
    extend(Loc, Name.getIdentifierInfo()->getName());
  }
  void Elifdef(SourceLocation Loc, SourceRange Cond, SourceLocation) override {
    extend(Loc, text(Cond));
  }
  void Elifndef(SourceLocation Loc, const Token &Name,
                const MacroDefinition &) override {
    extend(Loc, Name.getIdentifierInfo()->getName());
  }
  void Elifndef(SourceLocation Loc, SourceRange Cond,
                SourceLocation) override {
    extend(Loc, text(Cond));
  }
  void Endif(SourceLocation Loc, SourceLocation) override {
    auto &S = Stacks[SM.getFileID(SM.getExpansionLoc(Loc))];
    if (!S.empty())
      S.pop_back();
  }

private:
  /// A file entered again whose guard the preprocessor does not see as one
  /// (libstdc++'s <cstdio>, whose #ifndef follows its #include lines;
  /// Clang's <__stddef_size_t.h>, an #if with __has_feature) declares its
  /// names only in its first entry: where the build reads such an entry,
  /// it reads what the first one declared. An entry is taken as such when
  /// its first skipped conditional starts at the top level after nothing
  /// but directives and runs to the end of the file. (Entries of headers
  /// read for a part, as <stdarg.h> with __need_va_list, skip less.)
  void exited(FileID K) {
    OptionalFileEntryRef FE = SM.getFileEntryRefForID(K);
    auto S = Skipped.find(K);
    if (!FE || S == Skipped.end())
      return;
    auto First = FirstEntry.find(&FE->getFileEntry());
    if (First == FirstEntry.end() || First->second == K ||
        !guardedToEnd(K, S->second))
      return;
    Children[K].push_back(First->second);
    auto In = Out.InBuildAt.find(K);
    if (In != Out.InBuildAt.end())
      reach(First->second, In->second);
  }

  bool guardedToEnd(FileID K, std::pair<SourceLocation, SourceLocation> R) {
    llvm::StringRef Buf = SM.getBufferData(K);
    unsigned IfOff = SM.getFileOffset(R.first);
    Lexer L(SM.getLocForStartOfFile(K), LangOptions(), Buf.begin(),
            Buf.begin(), Buf.end());
    Token T;
    int Depth = 0;
    // Nothing but directives, outside any conditional, before the #if.
    while (!L.LexFromRawLexer(T) &&
           SM.getFileOffset(T.getLocation()) < IfOff) {
      if (!T.is(tok::hash) || !T.isAtStartOfLine())
        return false;
      Token D;
      L.LexFromRawLexer(D);
      llvm::StringRef Name =
          D.is(tok::raw_identifier) ? D.getRawIdentifier() : "";
      if (Name.starts_with("if"))
        ++Depth;
      else if (Name == "endif")
        --Depth;
      skipLine(L);
    }
    if (Depth != 0 || R.second.isInvalid() ||
        SM.getFileID(R.second) != K)
      return false;
    // The skip ends at an #endif that closes the file.
    unsigned EndOff = SM.getFileOffset(R.second);
    Lexer E(SM.getLocForStartOfFile(K), LangOptions(), Buf.begin(),
            Buf.begin() + EndOff, Buf.end());
    // EndifLoc is the directive's name or its '#'.
    if (E.LexFromRawLexer(T))
      return false;
    if (T.is(tok::hash) && E.LexFromRawLexer(T))
      return false;
    if (!T.is(tok::raw_identifier) || T.getRawIdentifier() != "endif")
      return false;
    skipLine(E);
    return E.LexFromRawLexer(T) || T.is(tok::eof);
  }

  static void skipLine(Lexer &L) {
    Token T;
    L.setParsingPreprocessorDirective(true);
    while (!L.LexFromRawLexer(T) && !T.is(tok::eod))
      ;
    L.setParsingPreprocessorDirective(false);
  }

  /// Marks entry \p F, and every entry it made (or found already read),
  /// as read by the build from \p At on.
  void reach(FileID F, SourceLocation At) {
    std::vector<FileID> Work{F};
    while (!Work.empty()) {
      FileID K = Work.back();
      Work.pop_back();
      if (!Out.InBuildAt.try_emplace(K, At).second)
        continue;
      auto C = Children.find(K);
      if (C != Children.end())
        Work.insert(Work.end(), C->second.begin(), C->second.end());
    }
  }

  void noteAmpFile(FileEntryRef FE) {
    if (!isAmpFile(FE))
      return;
    std::string Path = realPath(FE.getName());
    if (Path == Out.AmpDir + "/amp2hip/parse_model.h")
      Out.ParseModel = &FE.getFileEntry();
    else if (Path == Out.AmpDir + "/amp2hip/platform.h")
      Platform = &FE.getFileEntry();
    else if (Path == Out.AmpDir + "/amp2hip/msvc/crt.h")
      Out.Crt = &FE.getFileEntry();
  }

  bool isAmpFile(FileEntryRef FE) {
    auto [It, New] = AmpFiles.try_emplace(&FE.getFileEntry(), false);
    if (New)
      It->second = isUnder(realPath(FE.getName()), Out.AmpDir);
    return It->second;
  }

  /// Inside an #if of amp2hip's headers that selects the parse's own code.
  bool inParseOnlyConditional(FileID F) {
    auto S = Stacks.find(F);
    if (S == Stacks.end())
      return false;
    for (const OpenConditional &C : S->second)
      if (llvm::StringRef(C.Text).contains("AMP2HIP_PARSE_MODEL") ||
          llvm::StringRef(C.Text).contains("AMP2HIP_MODE_PARSE"))
        return true;
    return false;
  }

  std::string text(SourceRange R) {
    if (R.isInvalid())
      return "";
    bool Invalid = false;
    llvm::StringRef T = Lexer::getSourceText(
        CharSourceRange::getCharRange(SM.getExpansionLoc(R.getBegin()),
                                      SM.getExpansionLoc(R.getEnd())),
        SM, LangOptions(), &Invalid);
    return Invalid ? "" : T.str();
  }

  void open(SourceLocation Loc, llvm::StringRef Text) {
    Stacks[SM.getFileID(SM.getExpansionLoc(Loc))].push_back({Text.str()});
  }

  void extend(SourceLocation Loc, llvm::StringRef Text) {
    auto &S = Stacks[SM.getFileID(SM.getExpansionLoc(Loc))];
    if (!S.empty())
      S.back().Text += " " + Text.str();
  }

  SourceManager &SM;
  std::function<bool(FileID)> InProject;
  IncludeGraph &Out;
  /// An include directive seen, until its file is entered or skipped.
  struct Directive {
    SourceLocation Hash;
    bool Performed = false; ///< The output build performs it too.
    bool InBuild = false;   ///< ... and reads the file holding it.
  };
  std::map<std::pair<FileID, IncludeGraph::FileKey>, Directive> Pending;
  /// The entries each entry made, or found already read (their first).
  std::map<FileID, std::vector<FileID>> Children;
  std::map<IncludeGraph::FileKey, FileID> FirstEntry;
  /// The first skipped conditional of each entry: its #if and the
  /// directive that ends the skip.
  std::map<FileID, std::pair<SourceLocation, SourceLocation>> Skipped;
  IncludeGraph::FileKey Platform = nullptr;
  std::map<FileID, std::vector<OpenConditional>> Stacks;
  std::map<const FileEntry *, bool> AmpFiles;
};

} // namespace

std::unique_ptr<PPCallbacks>
makeIncludeGraphCollector(SourceManager &SM, llvm::StringRef AmpIncludeDir,
                          std::function<bool(FileID)> InProject,
                          IncludeGraph &Out) {
  return std::make_unique<IncludeGraphCollector>(SM, AmpIncludeDir,
                                                 std::move(InProject), Out);
}

} // namespace amp2hip
