//===- AcceptedErrorsRewrite.cpp ------------------------------------------===//
#include "Rewrite/AcceptedErrorsRewrite.h"

#include "Diagnostics/DiagnosticRecorder.h"
#include "clang/Lex/Lexer.h"

#include <cstring>
#include <set>

using namespace clang;

namespace amp2hip {

void AcceptedErrorsRewrite::run(const AmpModel &Model, RewriteContext &RC) {
  const SourceManager &SM = RC.Out.sourceManager();
  auto InsertAfterToken = [&](SourceLocation Tok, llvm::StringRef Text) {
    SourceLocation End = Lexer::getLocForEndOfToken(SM.getFileLoc(Tok), 0, SM,
                                                    RC.Out.langOpts());
    return End.isValid() && RC.Out.insertAdjacent(End, Text);
  };
  for (const AcceptedClangError &E : acceptedClangErrors(SM)) {
    if (E.Kind == AcceptedClangError::LaxOverride ||
        E.Kind == AcceptedClangError::SharedTrailingReturn ||
        E.Kind == AcceptedClangError::NonConstFunctor ||
        E.Kind == AcceptedClangError::ConstElementVector || E.Range.isInvalid())
      continue;
    if (E.Kind == AcceptedClangError::DynamicExceptionSpec) {
      // `throw(E)` becomes `noexcept(false) /* throw(E) */`: the list stays
      // for the reader, and edits inside it (a renamed name) still apply.
      // Edits apply to the text as parsed, where a specification written
      // after a restriction clause already comes first. One written in a
      // macro's definition is edited there, once for every expansion.
      SourceLocation Begin = SM.getSpellingLoc(E.Range.getBegin());
      SourceLocation End = Lexer::getLocForEndOfToken(
          SM.getSpellingLoc(E.Range.getEnd()), 0, SM, RC.Out.langOpts());
      if (!Seen.insert(Begin.getRawEncoding()).second)
        continue;
      RC.require(End.isValid() &&
                     RC.Out.insertBefore(Begin, E.Type + " /* ") &&
                     RC.Out.insertAdjacent(End, " */"),
                 E.Range.getBegin(), "a dynamic exception specification");
      continue;
    }
    if (E.Kind == AcceptedClangError::RegisterStorageClass) {
      // The word goes with the blanks after it: `f(register int x)` becomes
      // `f(int x)`. Where a macro's definition spells it, it goes there.
      SourceLocation Begin = SM.getSpellingLoc(E.Range.getBegin());
      if (!Seen.insert(Begin.getRawEncoding()).second)
        continue;
      bool Invalid = false;
      const char *Word = SM.getCharacterData(Begin, &Invalid);
      unsigned Length = 0;
      if (!Invalid && std::strncmp(Word, "register", 8) == 0) {
        Length = 8;
        while (Word[Length] == ' ' || Word[Length] == '\t')
          ++Length;
      }
      RC.require(Length &&
                     RC.Out.replace(CharSourceRange::getCharRange(
                                        Begin, Begin.getLocWithOffset(Length)),
                                    ""),
                 E.Range.getBegin(), "the register storage class");
      continue;
    }
    // A class template's instantiation reports the same place once more:
    // one edit.
    if (!Seen.insert(SM.getFileLoc(E.Range.getBegin()).getRawEncoding()).second)
      continue;
    if (E.Kind == AcceptedClangError::DependentBaseMember) {
      RC.require(RC.Out.insertAdjacent(E.Range.getBegin(), E.Type),
                 E.Range.getBegin(), "this-> for a dependent base's member");
      continue;
    }
    if (E.Kind == AcceptedClangError::MissingTemplateKeyword ||
        E.Kind == AcceptedClangError::MissingTypename) {
      RC.require(RC.Out.insertAdjacent(E.Range.getBegin(), E.Type),
                 E.Range.getBegin(), "a keyword before a dependent name");
      continue;
    }
    if (E.Kind == AcceptedClangError::ExtraQualification) {
      RC.require(RC.Out.replace(E.Range, ""), E.Range.getBegin(),
                 "extra qualification");
      continue;
    }
    RC.require(RC.Out.insertBefore(E.Range.getBegin(),
                                   "static_cast<" + E.Type + ">(") &&
                   InsertAfterToken(E.Range.getEnd(), ")"),
               E.Range.getBegin(), "scoped enumeration cast");
  }
  for (const ConstFunctorEdit &F : Model.Msvc.ConstFunctors)
    RC.require(InsertAfterToken(F.After, " const"), F.Operator,
               "const call operator");
  for (const ConstElementEdit &C : Model.Msvc.ConstElements)
    for (const CharSourceRange &Q : C.Qualifiers)
      RC.require(RC.Out.replace(Q, ""), C.Element,
                 "a std::vector element type's qualifier");
  // `auto a = 3, f() -> int;` becomes `auto a = 3; auto f() -> int;`. A
  // comma in a macro's definition is edited there (a -D one: AH1347).
  std::set<unsigned> Commas;
  for (const DeclarationSplitEdit &D : Model.Msvc.SplitDeclarations) {
    if (D.Comma.isValid() &&
        !Commas.insert(D.Comma.getBegin().getRawEncoding()).second)
      continue;
    RC.require(D.Comma.isValid() && RC.Out.replace(D.Comma, D.Text),
               D.Declaration, "a declaration split at its commas");
  }
  for (const LaxOverrideEdit &L : Model.Msvc.LaxOverrides)
    RC.require(L.Replace.isValid() ? RC.Out.replace(L.Replace, "noexcept")
                                   : InsertAfterToken(L.After, " noexcept"),
               L.After.isValid() ? L.After : L.Replace.getBegin(),
               "noexcept override");
}

} // namespace amp2hip
