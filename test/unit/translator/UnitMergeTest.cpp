//===- UnitMergeTest.cpp - One translation of a header for many sources ---===//
#include "Driver/UnitMerge.h"
#include "EditOpMaking.h"

#include "gtest/gtest.h"

using namespace amp2hip;

namespace {

const char *const Header = "template <class T> T twice(T v) { return v; }\n";

EditOp insertBefore(unsigned Offset, std::string Text, std::string Origin) {
  return test::insert(EditOp::InsertBefore, Offset, std::move(Text),
                      std::move(Origin));
}

using test::replace;

/// A unit's result that edits "/p/shared.h" with \p Ops.
FileResult unitEditing(std::vector<EditOp> Ops) {
  FileResult R;
  TouchedFile &T = R.Files["/p/shared.h"];
  T.Original = Header;
  for (EditOp &Op : Ops)
    T.Edits.add(Op);
  return R;
}

TEST(UnitMerge, EditsThatAgreeMergeOnce) {
  std::map<std::string, MergedFile> Merged;
  EXPECT_TRUE(mergeUnit("a.cpp", unitEditing({insertBefore(19, "__device__ ",
                                                           "a")}),
                        Merged)
                  .empty());
  EXPECT_TRUE(mergeUnit("b.cpp", unitEditing({insertBefore(19, "__device__ ",
                                                           "b")}),
                        Merged)
                  .empty());
  const MergedFile &M = Merged.at("/p/shared.h");
  EXPECT_EQ(M.FirstUnit, "a.cpp");
  EXPECT_EQ(M.Edits.apply(M.Original),
            "template <class T> __device__ T twice(T v) { return v; }\n");
}

TEST(UnitMerge, EditsAtDifferentPlacesAddUp) {
  std::map<std::string, MergedFile> Merged;
  mergeUnit("a.cpp", unitEditing({insertBefore(19, "__device__ ", "a")}),
            Merged);
  EXPECT_TRUE(
      mergeUnit("b.cpp", unitEditing({insertBefore(19, "__device__ ", "b"),
                                      replace(41, 1, "2 * v")}),
                Merged)
          .empty());
  const MergedFile &M = Merged.at("/p/shared.h");
  EXPECT_EQ(M.Edits.apply(M.Original),
            "template <class T> __device__ T twice(T v) { return 2 * v; }\n");
}

TEST(UnitMerge, DifferentInsertionsAtOnePlaceDivergeAndTheFirstIsKept) {
  // Their sum ("__host__ __device__ __device__") would serve neither.
  std::map<std::string, MergedFile> Merged;
  mergeUnit("a.cpp", unitEditing({insertBefore(19, "__device__ ", "a")}),
            Merged);
  std::vector<Divergence> D = mergeUnit(
      "b.cpp", unitEditing({insertBefore(19, "__host__ __device__ ", "b"),
                            replace(41, 1, "2 * v")}),
      Merged);
  ASSERT_EQ(D.size(), 1u);
  EXPECT_EQ(D[0].Path, "/p/shared.h");
  EXPECT_EQ(D[0].Wanted.Text, "__host__ __device__ ");
  EXPECT_EQ(D[0].Kept.Text, "__device__ ");
  EXPECT_EQ(D[0].KeptUnit, "a.cpp");
  // None of b.cpp's edits of the file are taken: half of them could be
  // worse than either translation.
  const MergedFile &M = Merged.at("/p/shared.h");
  EXPECT_EQ(M.Edits.apply(M.Original),
            "template <class T> __device__ T twice(T v) { return v; }\n");
}

TEST(UnitMerge, OverlappingReplacementsDiverge) {
  std::map<std::string, MergedFile> Merged;
  mergeUnit("a.cpp", unitEditing({replace(41, 1, "v + v")}), Merged);
  std::vector<Divergence> D =
      mergeUnit("b.cpp", unitEditing({replace(41, 1, "2 * v")}), Merged);
  ASSERT_EQ(D.size(), 1u);
  EXPECT_EQ(D[0].Kept.Text, "v + v");
}

TEST(UnitMerge, DivergenceIsReportedAsAH1009WithACaret) {
  std::map<std::string, MergedFile> Merged;
  mergeUnit("a.cpp", unitEditing({insertBefore(19, "__device__ ", "a")}),
            Merged);
  std::vector<Divergence> D = mergeUnit(
      "b.cpp", unitEditing({insertBefore(19, "__host__ __device__ ", "b")}),
      Merged);
  std::string Text;
  llvm::raw_string_ostream OS(Text);
  EXPECT_FALSE(reportDivergences("b.cpp", D, OS));
  OS.flush();
  EXPECT_NE(Text.find("/p/shared.h:1:20: warning: AH1009: translating "
                      "'b.cpp' needs '__host__ __device__ ' here"),
            std::string::npos)
      << Text;
  EXPECT_NE(Text.find("note: what translating 'a.cpp' put here: "
                      "'__device__ '"),
            std::string::npos)
      << Text;
  EXPECT_NE(Text.find("^"), std::string::npos) << Text;
}

} // namespace
