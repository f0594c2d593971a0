//===- FileEditsTest.cpp - Merging and applying edits of one file ---------===//
#include "Rewrite/FileEdits.h"
#include "EditOpMaking.h"

#include "gtest/gtest.h"

using namespace amp2hip;
using amp2hip::test::insert;
using amp2hip::test::replace;

namespace {

TEST(FileEdits, AppliesReplacementsAndInsertions) {
  FileEdits E;
  // "int f() restrict(amp) {}": remove the clause, add __device__.
  EXPECT_EQ(E.add(replace(7, 14, "")), FileEdits::AddResult::Added);
  EXPECT_EQ(E.add(insert(EditOp::InsertBefore, 0, "__device__ ")),
            FileEdits::AddResult::Added);
  EXPECT_EQ(E.apply("int f() restrict(amp) {}"), "__device__ int f() {}");
}

TEST(FileEdits, IdenticalEditsAreMergedOnce) {
  // A macro body edited for each expansion, or a header edited by two
  // translation units.
  FileEdits E;
  EXPECT_EQ(E.add(replace(4, 11, "__shared__")), FileEdits::AddResult::Added);
  EXPECT_EQ(E.add(replace(4, 11, "__shared__")),
            FileEdits::AddResult::Duplicate);
  EXPECT_EQ(E.ops().size(), 1u);
  EXPECT_EQ(E.apply("int tile_static;"), "int __shared__;");
}

TEST(FileEdits, OverlappingDifferentEditsConflict) {
  FileEdits E;
  E.add(replace(0, 5, "a"));
  const EditOp *Clash = nullptr;
  EXPECT_EQ(E.add(replace(3, 4, "b"), &Clash), FileEdits::AddResult::Conflict);
  ASSERT_NE(Clash, nullptr);
  EXPECT_EQ(Clash->Text, "a");
  // Same range, other text.
  EXPECT_EQ(E.add(replace(0, 5, "c")), FileEdits::AddResult::Conflict);
  // An insertion strictly inside a replaced range.
  EXPECT_EQ(E.add(insert(EditOp::InsertBefore, 2, "x")),
            FileEdits::AddResult::Conflict);
  // Adjacent edits do not conflict.
  EXPECT_EQ(E.add(replace(5, 1, "d")), FileEdits::AddResult::Added);
  EXPECT_EQ(E.apply("012345678"), "ad678");
}

TEST(FileEdits, InsertionsAtOnePlaceKeepTheirOrder) {
  FileEdits E;
  E.add(insert(EditOp::InsertBefore, 3, "B1 "));
  E.add(insert(EditOp::InsertBefore, 3, "B2 "));
  E.add(insert(EditOp::InsertAfter, 3, "A1 "));
  E.add(insert(EditOp::InsertAfter, 3, "A2 "));
  // Later "before" insertions come first; "after" ones touch the text.
  EXPECT_EQ(E.apply("ab cd"), "ab B2 B1 A1 A2 cd");
}

TEST(FileEdits, EditsAtTheEndOfTheText) {
  FileEdits E;
  E.add(insert(EditOp::InsertAfter, 3, "\n"));
  E.add(replace(1, 2, "Z"));
  EXPECT_EQ(E.apply("abc"), "aZ\n");
}

} // namespace
