//===- Declspecs.cpp ------------------------------------------------------===//
#include "Model/Declspecs.h"

#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include <set>

using namespace clang;

namespace amp2hip {

namespace {

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

bool isDllLinkage(llvm::StringRef Name) {
  return Name == "dllexport" || Name == "dllimport";
}

std::vector<DeclspecUse> findDeclspecs(const SourceManager &SM,
                                       const LangOptions &LO,
                                       const AmpModel &Model) {
  std::vector<DeclspecUse> Uses;
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
      DeclspecUse U;
      U.Begin = T.getLocation();
      Token Open, Name;
      Raw.LexFromRawLexer(Open);
      Raw.LexFromRawLexer(Name);
      if (Open.isNot(tok::l_paren) || Name.isNot(tok::raw_identifier))
        continue;
      U.Name = Name.getRawIdentifier().str();
      U.End = Name.getEndLoc();
      int Depth = 1;
      Token Tok;
      while (Depth > 0 && !Raw.LexFromRawLexer(Tok) && Tok.isNot(tok::eof)) {
        if (Tok.is(tok::l_paren))
          ++Depth;
        else if (Tok.is(tok::r_paren) && --Depth == 0) {
          U.End = Tok.getEndLoc();
          break;
        }
        if (Depth >= 2 && !(Depth == 2 && Tok.is(tok::l_paren)))
          U.Arg += Lexer::getSpelling(Tok, SM, LO);
      }
      U.Skipped =
          llvm::any_of(Model.Msvc.Directives.Skipped, [&](SourceRange R) {
            return !SM.isBeforeInTranslationUnit(U.Begin, R.getBegin()) &&
                   SM.isBeforeInTranslationUnit(U.Begin, R.getEnd());
          });
      Uses.push_back(std::move(U));
    }
  }
  return Uses;
}

} // namespace amp2hip
