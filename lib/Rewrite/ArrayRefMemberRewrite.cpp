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
        CharSourceRange Pointee = RC.Out.fileRange(CharSourceRange::getTokenRange(
            RTL.getPointeeLoc().getSourceRange()));
        if (Whole.isValid() && Pointee.isValid()) {
          // A leading `const` is outside the pointee's TypeLoc range.
          SourceLocation From = Whole.getBegin();
          std::string Text =
              Lexer::getSourceText(
                  CharSourceRange::getCharRange(From, Pointee.getEnd()), SM,
                  RC.Out.langOpts())
                  .str();
          Ok = RC.Out.replace(Whole, (llvm::Twine(hipText(
                                          ApiMapId::ArrayRefMember)) +
                                      "<" + Text + ">")
                                         .str());
        }
      }
    }
    RC.require(Ok, M.Field->getLocation(), "array reference member");
  }
}

} // namespace amp2hip
