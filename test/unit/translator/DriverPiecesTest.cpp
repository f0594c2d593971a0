//===- DriverPiecesTest.cpp - The driver's pure pieces --------------------===//
#include "Diagnostics/DiagnosticRecorder.h"
#include "Driver/DepFile.h"
#include "Driver/FileChanges.h"
#include "Driver/Report.h"
#include "Driver/ResultCodec.h"
#include "Driver/SourceList.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"

using namespace amp2hip;

namespace {

EditOp op(EditOp::OpKind K, unsigned Offset, unsigned Length, const char *T) {
  EditOp Op;
  Op.Kind = K;
  Op.Offset = Offset;
  Op.Length = Length;
  Op.Text = T;
  Op.Origin = "f.cpp:1:1";
  return Op;
}

TEST(ResultCodecTest, RoundTripsEveryField) {
  UnitResult U;
  U.ToolStatus = 1;
  U.DiagnosticsJson = "[{\"level\": \"error\"}]";
  FileResult &R = U.R;
  R.Parsed = true;
  R.HasErrors = false;
  R.MainPath = "/p/a.cpp";
  R.Root = "/p";
  TouchedFile &T = R.Files["/p/a.cpp"];
  T.Original = std::string("int\0x;", 6);
  T.IsMain = true;
  T.Edits.add(op(EditOp::Replace, 0, 3, "long"));
  T.Edits.add(op(EditOp::InsertAfter, 5, 0, " = 1"));
  T.Notes.add(op(EditOp::InsertBefore, 0, 0, "// amp2hip AH1102: x\n"));
  R.Files["/p/h.h"].Original = "h";
  ProjectInclude I;
  I.Includer = "/p/a.cpp";
  I.Offset = 9;
  I.Length = 5;
  I.Spelled = "h.h";
  I.Angled = true;
  I.Target = "/p/h.h";
  R.Includes.push_back(I);
  R.Rewrites["tile_static"] = 2;
  R.Diagnostics["AH1005"] = 1;
  R.Constructs["barrier"] = 3;
  R.Launches = 4;
  R.Dependencies = {"/p/h.h", "/amp/amp.h"};

  UnitResult D;
  ASSERT_TRUE(decodeUnitResult(encodeUnitResult(U), D));
  EXPECT_EQ(D.ToolStatus, 1);
  EXPECT_EQ(D.DiagnosticsJson, U.DiagnosticsJson);
  EXPECT_TRUE(D.R.Parsed);
  EXPECT_FALSE(D.R.HasErrors);
  EXPECT_EQ(D.R.MainPath, "/p/a.cpp");
  EXPECT_EQ(D.R.Root, "/p");
  ASSERT_EQ(D.R.Files.size(), 2u);
  const TouchedFile &DT = D.R.Files["/p/a.cpp"];
  EXPECT_EQ(DT.Original, T.Original);
  EXPECT_TRUE(DT.IsMain);
  ASSERT_EQ(DT.Edits.ops().size(), 2u);
  EXPECT_TRUE(DT.Edits.ops()[1].sameEdit(T.Edits.ops()[1]));
  EXPECT_EQ(DT.Edits.ops()[1].Origin, "f.cpp:1:1");
  // The review notes travel apart from the edits.
  ASSERT_EQ(DT.Notes.ops().size(), 1u);
  EXPECT_TRUE(DT.Notes.ops()[0].sameEdit(T.Notes.ops()[0]));
  EXPECT_TRUE(D.R.Files["/p/h.h"].Notes.empty());
  ASSERT_EQ(D.R.Includes.size(), 1u);
  EXPECT_EQ(D.R.Includes[0].Offset, 9u);
  EXPECT_TRUE(D.R.Includes[0].Angled);
  EXPECT_EQ(D.R.Includes[0].Target, "/p/h.h");
  EXPECT_EQ(D.R.Rewrites, R.Rewrites);
  EXPECT_EQ(D.R.Diagnostics, R.Diagnostics);
  EXPECT_EQ(D.R.Constructs, R.Constructs);
  EXPECT_EQ(D.R.Launches, 4u);
  EXPECT_EQ(D.R.Dependencies, R.Dependencies);
}

TEST(ResultCodecTest, WorkerDiagnosticsSurviveTheJsonTrip) {
  RecordedDiagnostic E;
  E.Level = "error";
  E.Code = "C3930";
  E.Message = "C3930: 'f' is restricted to cpu";
  E.Loc = {"/p/a.cpp", 7, 3};
  RecordedDiagnostic N;
  N.Level = "note";
  N.Message = "called here";
  N.Loc = {"/p/a.cpp", 9, 1};
  E.Notes.push_back(N);
  std::vector<RecordedDiagnostic> Back;
  ASSERT_TRUE(parseDiagnosticsJson(diagnosticsJson({E}), Back));
  ASSERT_EQ(Back.size(), 1u);
  EXPECT_EQ(Back[0].Code, "C3930");
  EXPECT_EQ(Back[0].Message, E.Message);
  EXPECT_EQ(Back[0].Loc.Line, 7u);
  EXPECT_EQ(Back[0].Loc.Column, 3u);
  ASSERT_EQ(Back[0].Notes.size(), 1u);
  EXPECT_EQ(Back[0].Notes[0].Level, "note");
  EXPECT_TRUE(Back[0].Notes[0].Code.empty());
  std::vector<RecordedDiagnostic> Bad;
  EXPECT_FALSE(parseDiagnosticsJson("{not json", Bad));
}

TEST(ResultCodecTest, RefusesTruncatedOrForeignData) {
  UnitResult U;
  U.R.MainPath = "/p/a.cpp";
  std::string E = encodeUnitResult(U);
  UnitResult D;
  for (size_t N : {size_t(0), size_t(3), E.size() / 2, E.size() - 1})
    EXPECT_FALSE(decodeUnitResult(llvm::StringRef(E).take_front(N), D)) << N;
  EXPECT_FALSE(decodeUnitResult(E + "x", D));
  EXPECT_FALSE(decodeUnitResult("garbage that is long enough", D));
}

TEST(FileChangesTest, EditsOnUnchangedText) {
  std::string Disk = "int f() restrict(amp);\nint g();\n";
  FileEdits E;
  E.add(op(EditOp::Replace, 8, 13, ""));
  E.add(op(EditOp::InsertBefore, 0, 0, "__device__ "));
  std::vector<TextChange> C = changesFrom(Disk, Disk, E);
  EXPECT_EQ(applyChanges(Disk, C), E.apply(Disk));
  EXPECT_EQ(linesTouched(Disk, C), 1u);
}

TEST(FileChangesTest, PrepassPermutationsBecomeChanges) {
  // The parsed text permutes tokens (same length); the changes must turn
  // the text on disk into the edited parsed text, not into the edits alone.
  std::string Disk = "auto l = [] mutable restrict(amp) {};\nint x;\n";
  std::string Parsed = "auto l = [] restrict(amp) mutable {};\nint x;\n";
  ASSERT_EQ(Disk.size(), Parsed.size());
  FileEdits E;
  E.add(op(EditOp::Replace, 12, 13, "__device__   "));
  E.add(op(EditOp::Replace, 43, 1, "y"));
  std::vector<TextChange> C = changesFrom(Disk, Parsed, E);
  EXPECT_EQ(applyChanges(Disk, C), E.apply(Parsed));
  EXPECT_EQ(linesTouched(Disk, C), 2u);
}

TEST(FileChangesTest, InsertionsAtARangeEndStayWithIt) {
  std::string Disk = "abcdef";
  FileEdits E;
  E.add(op(EditOp::Replace, 1, 2, "X"));
  E.add(op(EditOp::InsertAfter, 3, 0, "+"));
  E.add(op(EditOp::InsertBefore, 1, 0, "-"));
  std::vector<TextChange> C = changesFrom(Disk, Disk, E);
  EXPECT_EQ(applyChanges(Disk, C), E.apply(Disk));
  EXPECT_EQ(C.size(), 1u);
}

TEST(FileChangesTest, ChangedLengthFallsBackToOneChange) {
  std::string Disk = "one\ntwo\nthree\n";
  std::string Parsed = "one\ntwo!\nthree\n";
  FileEdits E;
  std::vector<TextChange> C = changesFrom(Disk, Parsed, E);
  ASSERT_EQ(C.size(), 1u);
  EXPECT_EQ(applyChanges(Disk, C), Parsed);
  EXPECT_EQ(linesTouched(Disk, C), 1u);
}

TEST(FileChangesTest, NoEditsNoChanges) {
  FileEdits E;
  EXPECT_TRUE(changesFrom("same", "same", E).empty());
}

TEST(DepFileTest, EscapesForMake) {
  EXPECT_EQ(escapeForMake("a b#c$d"), "a\\ b\\#c$$d");
  EXPECT_EQ(makeDepfile("out dir/x.cpp", "in.cpp", {"/h 1.h", "/h2.h"}),
            "out\\ dir/x.cpp: in.cpp \\\n  /h\\ 1.h \\\n  /h2.h\n");
}

TEST(SourceListTest, PicksSourcesButNotOwnOutputs) {
  EXPECT_TRUE(isSourceName("a.cpp"));
  EXPECT_TRUE(isSourceName("dir/a.cu"));
  EXPECT_TRUE(isSourceName("a.c++"));
  EXPECT_FALSE(isSourceName("a.hip.cpp"));
  EXPECT_FALSE(isSourceName("a.h"));
  EXPECT_FALSE(isSourceName("a.cpp.amp2hip-orig"));
}

TEST(SourceListTest, SkipsHiddenOutRootAndTranslatedCopies) {
  llvm::SmallString<128> Dir;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("amp2hip-walk", Dir));
  auto Touch = [&](llvm::StringRef Rel) {
    llvm::SmallString<128> P(Dir);
    llvm::sys::path::append(P, Rel);
    llvm::sys::fs::create_directories(llvm::sys::path::parent_path(P));
    std::error_code EC;
    llvm::raw_fd_ostream(P, EC) << "int x;\n";
  };
  Touch("src/a.cpp");
  Touch(".git/b.cpp");
  Touch("build/a.cpp.o.amp2hip/src/a.cpp");
  Touch("out/a.cpp");
  llvm::SmallString<128> Out(Dir);
  llvm::sys::path::append(Out, "out");
  std::vector<std::string> Files = filesUnder(Dir, Out);
  ASSERT_EQ(Files.size(), 1u);
  EXPECT_TRUE(llvm::StringRef(Files[0]).ends_with("src/a.cpp"));
  llvm::sys::fs::remove_directories(Dir);
}

TEST(ReportTest, FirstErrorLine) {
  EXPECT_EQ(firstErrorLine("x.cpp:1:2: warning: w\nx.cpp:3:4: error: e\n"),
            "x.cpp:3:4: error: e");
  EXPECT_EQ(firstErrorLine("f.cpp:1:1: fatal error: 'h' file not found"),
            "f.cpp:1:1: fatal error: 'h' file not found");
  EXPECT_EQ(firstErrorLine("no problems here\n"), "");
}

} // namespace
