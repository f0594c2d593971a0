//===- ConstElementVectors.cpp --------------------------------------------===//
#include "Model/ConstElementVectors.h"

#include "Diagnostics/AcceptedErrors.h"
#include "Model/AmpModel.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Lex/Lexer.h"
#include <algorithm>
#include <set>

using namespace clang;

namespace amp2hip {

namespace {

bool isStdVector(const TemplateDecl *TD) {
  return TD && isa<ClassTemplateDecl>(TD) && TD->getIdentifier() &&
         TD->getName() == "vector" &&
         TD->getDeclContext()->getRedeclContext()->isStdNamespace();
}

class Visitor : public RecursiveASTVisitor<Visitor> {
public:
  Visitor(ASTContext &Ctx, AmpModel &Model)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), Model(Model) {}

  bool VisitTemplateSpecializationTypeLoc(TemplateSpecializationTypeLoc TL) {
    if (!isStdVector(TL.getTypePtr()->getTemplateName().getAsTemplateDecl()) ||
        TL.getNumArgs() == 0)
      return true;
    TemplateArgumentLoc Arg = TL.getArgLoc(0);
    if (Arg.getArgument().getKind() != TemplateArgument::Type ||
        !Arg.getTypeSourceInfo())
      return true;
    TypeLoc Element = Arg.getTypeSourceInfo()->getTypeLoc();
    auto Q = Element.getAs<QualifiedTypeLoc>();
    if (!Q)
      return true;
    Qualifiers Local = Element.getType().getLocalQualifiers();
    if (!Local.hasConst() && !Local.hasVolatile())
      return true;
    // Type locations do not record where cv-qualifiers are written: the
    // argument's tokens are read from after `<` to the first `,` or `>` at
    // its own level.
    SourceLocation LAngle = TL.getLAngleLoc();
    SourceRange Inner = Q.getUnqualifiedLoc().getSourceRange();
    bool Pointer = Q.getUnqualifiedLoc().getAs<PointerTypeLoc>() ||
                   Q.getUnqualifiedLoc().getAs<MemberPointerTypeLoc>() ||
                   Q.getUnqualifiedLoc().getAs<BlockPointerTypeLoc>();
    if (!LAngle.isFileID() || !Inner.getBegin().isFileID() ||
        !Inner.getEnd().isFileID() || !Model.InProject(SM.getFileID(LAngle)) ||
        !Seen.insert(LAngle.getRawEncoding()).second)
      return true;
    ConstElementEdit E;
    auto [File, From] = SM.getDecomposedLoc(LAngle);
    llvm::StringRef Buffer = SM.getBufferData(File);
    Lexer Lex(SM.getLocForStartOfFile(File), Ctx.getLangOpts(),
              Buffer.begin(), Buffer.begin() + From, Buffer.end());
    int Depth = 0;
    Token T;
    Lex.LexFromRawLexer(T); // `<`
    unsigned First = ~0u, Last = 0;
    while (!Lex.LexFromRawLexer(T)) {
      if (T.is(tok::eof))
        break;
      if (Depth == 0 && T.isOneOf(tok::comma, tok::greater, tok::greatergreater))
        break;
      unsigned Offset = SM.getFileOffset(T.getLocation());
      First = std::min(First, Offset);
      Last = Offset + T.getLength();
      if (T.isOneOf(tok::less, tok::l_paren, tok::l_square))
        ++Depth;
      else if (T.isOneOf(tok::greater, tok::r_paren, tok::r_square))
        --Depth;
      else if (Depth == 0 && T.is(tok::raw_identifier) &&
               (T.getRawIdentifier() == "const" ||
                T.getRawIdentifier() == "volatile")) {
        // A pointer's own qualifier follows it (`const char *const`); a
        // leading one belongs to what it points to. Otherwise the element's
        // qualifier may lead or follow (`const int`, `int const`).
        bool After = SM.isBeforeInTranslationUnit(Inner.getEnd(),
                                                  T.getLocation());
        bool Before = !Pointer && SM.isBeforeInTranslationUnit(
                                      T.getLocation(), Inner.getBegin());
        if (!After && !Before)
          continue;
        unsigned Start = SM.getFileOffset(T.getLocation());
        unsigned Stop = Start + T.getLength();
        if (Before)
          while (Stop < Buffer.size() &&
                 (Buffer[Stop] == ' ' || Buffer[Stop] == '\t'))
            ++Stop;
        else
          while (Start > 0 &&
                 (Buffer[Start - 1] == ' ' || Buffer[Start - 1] == '\t'))
            --Start;
        E.Qualifiers.push_back(CharSourceRange::getCharRange(
            SM.getComposedLoc(File, Start), SM.getComposedLoc(File, Stop)));
      }
    }
    if (First >= Last)
      return true;
    E.Element = SM.getComposedLoc(File, First);
    E.Written = Buffer.substr(First, Last - First).str();
    if (!E.Qualifiers.empty())
      Model.Msvc.ConstElements.push_back(std::move(E));
    return true;
  }

private:
  ASTContext &Ctx;
  SourceManager &SM;
  AmpModel &Model;
  std::set<unsigned> Seen;
};

} // namespace

void buildConstElementVectors(ASTContext &Ctx, AmpModel &Model) {
  if (llvm::none_of(acceptedClangErrors(Ctx.getSourceManager()),
                    [](const AcceptedClangError &E) {
                      return E.Kind == AcceptedClangError::ConstElementVector;
                    }))
    return;
  Visitor(Ctx, Model).TraverseAST(Ctx);
}

} // namespace amp2hip
