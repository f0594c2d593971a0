//===- DeclspecCheck.cpp --------------------------------------------------===//
#include "Checks/DeclspecCheck.h"

#include "clang/Lex/Lexer.h"
#include "llvm/ADT/StringSwitch.h"
#include <set>

using namespace clang;

namespace amp2hip {

namespace {

/// The portable spelling of `__declspec(Name(Arg))`; empty: none, or the
/// attribute only matters on Windows (the fix removes it).
std::string portableSpelling(llvm::StringRef Name, llvm::StringRef Arg) {
  if (Name == "align")
    return "alignas(" + Arg.str() + ")";
  return llvm::StringSwitch<std::string>(Name)
      .Case("noinline", "__attribute__((noinline))")
      .Case("noreturn", "[[noreturn]]")
      .Case("deprecated", "[[deprecated]]")
      .Case("thread", "thread_local")
      .Default("");
}

/// Attributes with no meaning outside Windows' linker and COM.
bool windowsOnly(llvm::StringRef Name) {
  return llvm::is_contained({"dllexport", "dllimport", "selectany", "novtable",
                             "uuid", "restrict", "noalias", "nothrow"},
                            Name);
}

/// The files of the project (main file and project headers), once each.
std::vector<FileID> projectFiles(const SourceManager &SM,
                                 const AmpModel &Model) {
  std::vector<FileID> Files;
  std::set<const void *> Seen;
  for (unsigned I = 0, N = SM.local_sloc_entry_size(); I < N; ++I) {
    const SrcMgr::SLocEntry &E = SM.getLocalSLocEntry(I);
    if (!E.isFile())
      continue;
    FileID F = SM.getFileID(SourceLocation::getFromRawEncoding(E.getOffset()));
    OptionalFileEntryRef FE = SM.getFileEntryRefForID(F);
    if (!FE || !Model.InProject || !Model.InProject(F) ||
        !Seen.insert(&FE->getFileEntry()).second)
      continue;
    Files.push_back(F);
  }
  return Files;
}

} // namespace

void DeclspecCheck::run(const AmpModel &Model, CheckContext &CC) {
  const SourceManager &SM = CC.Ctx.getSourceManager();
  const LangOptions &LO = CC.Ctx.getLangOpts();
  for (FileID F : projectFiles(SM, Model)) {
    llvm::StringRef Text = SM.getBufferData(F);
    if (!Text.contains("__declspec"))
      continue;
    Lexer Raw(F, SM.getBufferOrFake(F), SM, LO);
    Token T;
    // Tokens after `__declspec`: '(' NAME ['(' ARG... ')'] ')'.
    while (!Raw.LexFromRawLexer(T) || T.isNot(tok::eof)) {
      if (T.isNot(tok::raw_identifier) || T.getRawIdentifier() != "__declspec")
        continue;
      SourceLocation Begin = T.getLocation();
      Token Open, Name;
      Raw.LexFromRawLexer(Open);
      Raw.LexFromRawLexer(Name);
      if (Open.isNot(tok::l_paren) || Name.isNot(tok::raw_identifier))
        continue;
      // The argument text and the closing ')' of the __declspec.
      std::string Arg;
      SourceLocation End = Name.getEndLoc();
      int Depth = 1;
      Token Tok;
      while (Depth > 0 && !Raw.LexFromRawLexer(Tok) && Tok.isNot(tok::eof)) {
        if (Tok.is(tok::l_paren))
          ++Depth;
        else if (Tok.is(tok::r_paren) && --Depth == 0) {
          End = Tok.getEndLoc();
          break;
        }
        if (Depth >= 2 && !(Depth == 2 && Tok.is(tok::l_paren)))
          Arg += Lexer::getSpelling(Tok, SM, LO);
      }
      if (llvm::any_of(Model.Msvc.Directives.Skipped, [&](SourceRange R) {
            return !SM.isBeforeInTranslationUnit(Begin, R.getBegin()) &&
                   SM.isBeforeInTranslationUnit(Begin, R.getEnd());
          }))
        continue;
      llvm::StringRef AttrName = Name.getRawIdentifier();
      CharSourceRange Whole = CharSourceRange::getCharRange(Begin, End);
      // Properties are rewritten (Rewrite/PropertyRewrite.h); what cannot
      // be is AH1302 there.
      if (AttrName == "property")
        continue;
      std::string Portable = portableSpelling(AttrName, Arg);
      auto D = CC.Diags.report(Begin, DiagId::DeclspecAttribute);
      D << AttrName << SourceRange(Begin, End);
      if (!Portable.empty())
        D << FixItHint::CreateReplacement(Whole, Portable);
      else if (windowsOnly(AttrName))
        D << FixItHint::CreateRemoval(Whole);
    }
  }
}

} // namespace amp2hip
