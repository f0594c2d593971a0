//===- ImplicitIncludes.cpp -----------------------------------------------===//
#include "Model/ImplicitIncludes.h"

#include "Model/AmpModel.h"
#include "Model/IncludeGraph.h"
#include "Project/RealPath.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Lex/HeaderSearch.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/Support/Path.h"

using namespace clang;

namespace amp2hip {

namespace {

/// What HIP code reads from <hip/hip_runtime.h>, the parse declares in
/// amp2hip/parse_model.h.
constexpr llvm::StringLiteral HipRuntime = "<hip/hip_runtime.h>";

class Finder : public RecursiveASTVisitor<Finder> {
  using Base = RecursiveASTVisitor<Finder>;

public:
  Finder(ASTContext &Ctx, const Preprocessor &PP, const IncludeGraph &G,
         AmpModel &Model)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), PP(PP), G(G), Model(Model) {}

  bool shouldVisitTemplateInstantiations() const { return false; }
  bool shouldVisitImplicitCode() const { return false; }

  /// Only what project files declare is looked at.
  bool TraverseDecl(Decl *D) {
    if (!D || isa<TranslationUnitDecl>(D))
      return Base::TraverseDecl(D);
    SourceLocation L = D->getLocation();
    if (L.isInvalid() || !Model.InProject(SM.getFileID(SM.getExpansionLoc(L))))
      return true;
    return Base::TraverseDecl(D);
  }

  bool VisitDeclRefExpr(DeclRefExpr *E) {
    use({E->getFoundDecl()}, E->getLocation());
    return true;
  }

  bool VisitOverloadExpr(OverloadExpr *E) {
    std::vector<const NamedDecl *> Found(E->decls_begin(), E->decls_end());
    use(Found, E->getNameLoc());
    return true;
  }

  bool VisitTypedefTypeLoc(TypedefTypeLoc TL) {
    use({TL.getTypedefNameDecl()}, TL.getNameLoc());
    return true;
  }

  bool VisitTagTypeLoc(TagTypeLoc TL) {
    if (!TL.isDefinition())
      use({TL.getDecl()}, TL.getNameLoc());
    return true;
  }

  bool VisitUsingTypeLoc(UsingTypeLoc TL) {
    use({TL.getTypePtr()->getFoundDecl()}, TL.getNameLoc());
    return true;
  }

  bool VisitTemplateSpecializationTypeLoc(TemplateSpecializationTypeLoc TL) {
    TemplateName N = TL.getTypePtr()->getTemplateName();
    if (UsingShadowDecl *S = N.getAsUsingShadowDecl())
      use({S}, TL.getTemplateNameLoc());
    else if (TemplateDecl *T = N.getAsTemplateDecl())
      use({T}, TL.getTemplateNameLoc());
    return true;
  }

  /// Names amp2hip/msvc/c23_names.h undefined in the parse (Visual C++'s
  /// headers lack them) that a project file uses as its own: its output
  /// reads the header that defines the macro first, then undefines it, so
  /// that no later include brings it back.
  void freedNames() {
    std::map<std::string, std::string> Header; // name -> <cstdint> ...
    for (const auto &[II, State] : PP.macros()) {
      // The #undef of c23_names.h in the macro's history (the program may
      // define the name itself afterwards).
      const MacroDirective *MD = PP.getLocalMacroDirectiveHistory(II);
      for (; MD; MD = MD->getPrevious()) {
        if (MD->getKind() != MacroDirective::MD_Undefine)
          continue;
        PresumedLoc P = SM.getPresumedLoc(MD->getLocation());
        if (P.isValid() &&
            llvm::sys::path::filename(P.getFilename()) == "c23_names.h")
          break;
      }
      if (!MD)
        continue;
      const MacroDirective *Def = MD->getPrevious();
      if (!Def || Def->getKind() != MacroDirective::MD_Define)
        continue;
      PresumedLoc D = SM.getPresumedLoc(Def->getLocation());
      llvm::StringRef File =
          D.isValid() ? llvm::sys::path::filename(D.getFilename()) : "";
      Header[II->getName().str()] = File == "stdint.h"   ? "<cstdint>"
                                    : File == "limits.h" ? "<climits>"
                                                         : "<cmath>";
    }
    if (Header.empty())
      return;
    for (auto It = SM.fileinfo_begin(); It != SM.fileinfo_end(); ++It) {
      FileID F = SM.translateFile(It->first);
      if (F.isInvalid() || !Model.InProject(F))
        continue;
      llvm::StringRef Text = SM.getBufferData(F);
      Lexer L(SM.getLocForStartOfFile(F), Ctx.getLangOpts(), Text.begin(),
              Text.begin(), Text.end());
      Token T;
      while (true) {
        L.LexFromRawLexer(T);
        if (T.is(tok::eof))
          break;
        if (T.isNot(tok::raw_identifier))
          continue;
        auto H = Header.find(T.getRawIdentifier().str());
        if (H == Header.end())
          continue;
        auto [M, New] = Missing.try_emplace({F, H->second});
        MissingInclude &I = M->second;
        if (New) {
          I.File = F;
          I.Header = H->second;
          I.Name = H->first;
          I.FirstUse = T.getLocation();
        } else if (SM.isBeforeInTranslationUnit(T.getLocation(), I.FirstUse)) {
          I.FirstUse = T.getLocation();
        }
        if (!llvm::is_contained(I.Undefine, H->first))
          I.Undefine.push_back(H->first);
      }
    }
  }

  /// Macros of other files expanded where a project file names them.
  void macroUses() {
    for (const ImplicitMacroUse &U : G.MacroUses) {
      FileID Def = SM.getFileID(U.Definition);
      if (!isBuildVisible(Def, U.Expanded))
        missing(Def, U.Spelled, U.Expanded, U.Name);
    }
  }

private:
  /// Whether the build of the output reads the declaration at \p F before
  /// \p At (a file location). Declarations of the project itself, of
  /// amp2hip/msvc/crt.h (WindowsIncludeRewrite adds it) and of the parse's
  /// own companions (diagnosed where used) count as visible.
  bool isBuildVisible(FileID F, SourceLocation At) {
    if (Model.InProject(F))
      return true;
    OptionalFileEntryRef FE = SM.getFileEntryRefForID(F);
    if (!FE)
      return true; // a builtin, or the command line
    const FileEntry *K = &FE->getFileEntry();
    if (K == G.ParseModel)
      F = G.PlatformEntry; // hip_runtime.h comes with amp2hip/platform.h
    else if (K == G.Crt || (isAmpFile(*FE) && !isIncludedCompanion(*FE)))
      return true;
    auto It = G.InBuildAt.find(F);
    return It != G.InBuildAt.end() &&
           SM.isBeforeInTranslationUnit(It->second, At);
  }

  void use(std::vector<const NamedDecl *> Found, SourceLocation Loc) {
    if (Loc.isInvalid() || Found.empty())
      return;
    SourceLocation Spelled = SM.getSpellingLoc(Loc);
    if (!Model.InProject(SM.getFileID(Spelled)))
      return;
    SourceLocation At = SM.getExpansionLoc(Loc);
    FileID First;
    std::string Name;
    for (const NamedDecl *D : Found) {
      if (!D || !D->getDeclName().isIdentifier() || !atNamespaceScope(D))
        return;
      Name = D->getName().str();
      for (const Decl *R : D->redecls()) {
        if (R->getLocation().isInvalid())
          continue;
        FileID F = SM.getFileID(SM.getExpansionLoc(R->getLocation()));
        if (isBuildVisible(F, At))
          return;
        if (First.isInvalid() || R->isFirstDecl())
          First = F;
      }
    }
    if (First.isValid())
      missing(First, Spelled, At, Name);
  }

  bool isAmpFile(FileEntryRef FE) {
    auto [It, New] = AmpFiles.try_emplace(&FE.getFileEntry(), false);
    if (New)
      It->second = isUnder(realPath(FE.getName()), G.AmpDir);
    return It->second;
  }

  /// A Windows companion that Visual C++'s <amp.h> brought in
  /// (amp2hip/msvc/amp_includes.h): its names are visible to the build only
  /// where the output includes it.
  static bool isIncludedCompanion(FileEntryRef FE) {
    return llvm::is_contained(IncludedCompanions,
                              llvm::sys::path::filename(FE.getName()));
  }
  static bool isIncludedCompanion(llvm::StringRef Spelled) {
    return llvm::any_of(IncludedCompanions, [&](llvm::StringRef H) {
      return Spelled == ("<amp2hip/msvc/" + H + ">").str();
    });
  }
  static constexpr llvm::StringLiteral IncludedCompanions[] = {
      "windows.h",          "stdext.h",
      "ppl.h",              "concrt.h",
      "concurrent_queue.h", "concurrent_vector.h",
      "concurrent_unordered_map.h", "concurrent_unordered_set.h",
      "mmsystem.h"};

  static bool atNamespaceScope(const NamedDecl *D) {
    const DeclContext *DC = D->getDeclContext();
    if (isa<EnumDecl>(DC))
      DC = DC->getParent();
    return DC->getRedeclContext()->isFileContext();
  }

  /// The include that brought \p F into the parse through amp2hip's
  /// headers: what the output must include instead.
  std::string entryHeader(FileID F) {
    OptionalFileEntryRef FE = SM.getFileEntryRefForID(F);
    if (FE && &FE->getFileEntry() == G.ParseModel)
      return HipRuntime.str();
    while (FE) {
      SourceLocation Inc = SM.getIncludeLoc(F);
      if (Inc.isInvalid())
        return "";
      FileID Includer = SM.getFileID(Inc);
      OptionalFileEntryRef IE = SM.getFileEntryRefForID(Includer);
      if (!IE || Model.InProject(Includer) || isAmpFile(*IE)) {
        auto It = G.Spelled.find({Includer, &FE->getFileEntry()});
        if (It == G.Spelled.end() ||
            ((llvm::StringRef(It->second).starts_with("<amp2hip/") ||
              llvm::StringRef(It->second).starts_with("\"amp2hip/")) &&
             !isIncludedCompanion(It->second)))
          return "";
        // A library a companion is built on (<tbb/...> under <ppl.h>): the
        // build reads it through the companion, never alone. A standard
        // name first reached through it (`exit` when a project header
        // includes <concurrent_queue.h> first) is the standard header's.
        llvm::StringRef Spelled = It->second;
        if (IE && !Model.InProject(Includer) && isAmpFile(*IE) &&
            !Spelled.starts_with("<amp2hip/") && Spelled.contains('/'))
          return "";
        return It->second;
      }
      F = Includer;
      FE = IE;
    }
    return "";
  }

  void missing(FileID Decl, SourceLocation Spelled, SourceLocation At,
               llvm::StringRef Name) {
    std::string Header = entryHeader(Decl);
    if (Header.empty())
      return;
    FileID File = SM.getFileID(Spelled);
    auto [It, New] = Missing.try_emplace({File, Header});
    MissingInclude &M = It->second;
    if (New || SM.getFileOffset(Spelled) < SM.getFileOffset(M.FirstUse)) {
      M.File = File;
      M.Header = Header;
      M.Name = Name.str();
      M.FirstUse = Spelled;
    }
    (void)At;
  }

public:
  /// Where each include goes: after the last include of the file before
  /// its first use that stands at the top level (outside any #if but the
  /// include guard, and outside any declaration, namespaces and extern "C"
  /// included); else at the top of the file.
  void place() {
    std::map<FileID, std::vector<SourceRange>> TopLevel;
    for (const Decl *D : Ctx.getTranslationUnitDecl()->decls()) {
      SourceRange R = D->getSourceRange();
      if (R.isInvalid())
        continue;
      SourceLocation B = SM.getExpansionLoc(R.getBegin());
      SourceLocation E = SM.getExpansionRange(R.getEnd()).getEnd();
      if (SM.getFileID(B) == SM.getFileID(E))
        TopLevel[SM.getFileID(B)].push_back({B, E});
    }
    for (auto &[Key, M] : Missing) {
      auto A = G.Anchors.find(M.File);
      if (A != G.Anchors.end()) {
        std::string Guard = guardOf(M.File);
        for (const IncludeAnchor &I : A->second) {
          if (!SM.isBeforeInTranslationUnit(I.Hash, M.FirstUse))
            break;
          bool AtTop =
              I.Depth == 0 ||
              (I.Depth == 1 && !Guard.empty() &&
               llvm::StringRef(I.OuterCondition).contains(Guard));
          if (!AtTop)
            continue;
          bool InDecl = false;
          for (SourceRange R : TopLevel[M.File])
            InDecl |= !SM.isBeforeInTranslationUnit(I.Hash, R.getBegin()) &&
                      SM.isBeforeInTranslationUnit(I.Hash, R.getEnd());
          if (!InDecl)
            M.After = I.Hash;
        }
      }
      Model.MissingIncludes.push_back(M);
    }
  }

private:
  std::string guardOf(FileID F) {
    OptionalFileEntryRef FE = SM.getFileEntryRefForID(F);
    if (!FE)
      return "";
    const HeaderFileInfo *HFI =
        PP.getHeaderSearchInfo().getExistingFileInfo(*FE);
    if (!HFI)
      return "";
    const IdentifierInfo *II =
        const_cast<HeaderFileInfo *>(HFI)->getControllingMacro(nullptr);
    return II ? II->getName().str() : "";
  }

  ASTContext &Ctx;
  SourceManager &SM;
  const Preprocessor &PP;
  const IncludeGraph &G;
  AmpModel &Model;
  std::map<std::pair<FileID, std::string>, MissingInclude> Missing;
  std::map<const FileEntry *, bool> AmpFiles;
};

} // namespace

void buildImplicitIncludes(ASTContext &Ctx, const Preprocessor &PP,
                           const IncludeGraph &Graph, AmpModel &Model) {
  Finder F(Ctx, PP, Graph, Model);
  F.TraverseDecl(Ctx.getTranslationUnitDecl());
  F.macroUses();
  F.freedNames();
  F.place();
}

} // namespace amp2hip
