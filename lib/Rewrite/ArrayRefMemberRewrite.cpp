//===- ArrayRefMemberRewrite.cpp ------------------------------------------===//
#include "Rewrite/ArrayRefMemberRewrite.h"

#include "Rewrite/ApiMap.h"
#include "clang/AST/TypeLoc.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace amp2hip {

void ArrayRefMemberRewrite::run(const AmpModel &Model, RewriteContext &RC) {
  SourceManager &SM = RC.Out.sourceManager();
  for (const ArrayRefMember &M : Model.ArrayRefMembers) {
    const TypeSourceInfo *TSI = M.Field->getTypeSourceInfo();
    bool Ok = false;
    if (TSI) {
      TypeLoc TL = TSI->getTypeLoc();
      if (auto RTL = TL.getAs<ReferenceTypeLoc>()) {
        // `const A &` / `A const &`: the qualifiers are part of the pointee.
        CharSourceRange Whole = RC.Out.fileRange(
            CharSourceRange::getTokenRange(TL.getSourceRange()));
        CharSourceRange Pointee =
            RC.Out.fileRange(CharSourceRange::getTokenRange(
                RTL.getPointeeLoc().getSourceRange()));
        if (Whole.isValid() && Pointee.isValid()) {
          // A leading `const` belongs to the declaration, before the
          // reference's TypeLoc: take the text from the field's start.
          CharSourceRange Start = RC.Out.fileRange(
              CharSourceRange::getTokenRange(M.Field->getBeginLoc()));
          SourceLocation From = Whole.getBegin();
          if (Start.isValid() &&
              SM.isBeforeInTranslationUnit(Start.getBegin(), From) &&
              Lexer::getSourceText(Start, SM, RC.Out.langOpts()) == "const")
            From = Start.getBegin();
          std::string Text = Lexer::getSourceText(CharSourceRange::getCharRange(
                                                      From, Pointee.getEnd()),
                                                  SM, RC.Out.langOpts())
                                 .str();
          // An unqualified texture would clash with HIP's ::texture.
          if (isConcurrencyTextureType(M.Field->getType()))
            for (llvm::StringRef Lead : {"const texture", "texture"})
              if (llvm::StringRef(Text).starts_with(Lead)) {
                Text.insert(Lead.size() - 7, "Concurrency::graphics::");
                break;
              }
          bool Invalid = false;
          const char *After = SM.getCharacterData(Whole.getEnd(), &Invalid);
          bool Space = !Invalid && (*After == ' ' || *After == '\t');
          Ok = RC.Out.replace(
              CharSourceRange::getCharRange(From, Whole.getEnd()),
              (llvm::Twine(hipText(ApiMapId::ArrayRefMember)) + "<" + Text +
               ">" + (Space ? "" : " "))
                  .str());
        }
      }
    }
    RC.require(Ok, M.Field->getLocation(), "array reference member");
  }
}

} // namespace amp2hip
