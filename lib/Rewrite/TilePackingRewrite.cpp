//===- TilePackingRewrite.cpp ---------------------------------------------===//
#include "Rewrite/TilePackingRewrite.h"

#include "Rewrite/CheckedBuild.h"
#include "Rewrite/OptimizationPolicy.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace amp2hip {

namespace {

/// The places one packed launch edits, all checked editable before any
/// edit is made: a launch is packed whole or not at all.
struct PackPlaces {
  struct Slice {
    const VarDecl *VD;
    SourceLocation AfterName, AfterSemi;
  };
  std::vector<Slice> Slices;
  CharSourceRange Domain;
};

std::optional<PackPlaces> placesOf(const TilePack &P, Edits &Out) {
  SourceManager &SM = Out.sourceManager();
  const LangOptions &LO = Out.langOpts();
  PackPlaces Places;
  for (const VarDecl *VD : P.TileStatics) {
    SourceLocation AfterName =
        Lexer::getLocForEndOfToken(VD->getLocation(), 0, SM, LO);
    std::optional<Token> Semi = Lexer::findNextToken(VD->getEndLoc(), SM, LO);
    if (AfterName.isInvalid() || !Semi || !Semi->is(tok::semi))
      return std::nullopt;
    SourceLocation AfterSemi = Semi->getEndLoc();
    if (!Out.isEditable(VD->getLocation()) || !Out.isEditable(AfterName) ||
        !Out.isEditable(AfterSemi))
      return std::nullopt;
    Places.Slices.push_back({VD, AfterName, AfterSemi});
  }
  Places.Domain =
      Out.fileRange(CharSourceRange::getTokenRange(P.Domain->getSourceRange()));
  if (Places.Domain.isInvalid() || !Out.isEditable(Places.Domain.getBegin()))
    return std::nullopt;
  return Places;
}

} // namespace

void TilePackingRewrite::run(const AmpModel &Model, RewriteContext &RC) {
  // A checked build reports the tile of a bad access from the block.
  if (!optimizationPolicy().PackTiles || checkedBuild().Enabled)
    return;
  for (const TilePack &P : Model.TilePacks) {
    std::optional<PackPlaces> Places = placesOf(P, RC.Out);
    if (!Places)
      continue; // not packed: the kernel stays as written
    const std::string Index = P.IndexName;
    bool Ok = true;
    for (const PackPlaces::Slice &S : Places->Slices) {
      std::string Name = S.VD->getName().str();
      std::string Slices = "amp2hip_tiles_" + Name;
      Ok &= RC.Out.insertBefore(S.VD->getLocation(), "amp2hip_tiles_");
      Ok &= RC.Out.insertBefore(S.AfterName, "[amp2hip::tile_pack<decltype(" +
                                                 Index + ")>::tiles]");
      Ok &= RC.Out.insertBefore(S.AfterSemi, " auto &" + Name + " = " + Slices +
                                                 "[amp2hip::tile_slot(" +
                                                 Index + ")];");
    }
    // Only a kernel whose every variable is sliced may share its block.
    if (Ok) {
      Ok &= RC.Out.insertBefore(Places->Domain.getBegin(), "amp2hip::packed(");
      Ok &= RC.Out.insertBefore(Places->Domain.getEnd(), ")");
    }
    RC.require(Ok, P.Launch->getBeginLoc(), "tile packing");
  }
}

} // namespace amp2hip
