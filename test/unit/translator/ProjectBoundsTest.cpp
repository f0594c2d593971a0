//===- ProjectBoundsTest.cpp - Containment, links, the output layout ------===//
#include "Driver/ProjectBounds.h"
#include "Driver/CopyList.h"
#include "Driver/SafeWrite.h"
#include "Frontend/TranslateAction.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"
#include <algorithm>

using namespace amp2hip;

namespace {

/// A scratch folder (real path), removed at the end of the test.
class ProjectBoundsOnDisk : public ::testing::Test {
protected:
  std::string Dir;
  void SetUp() override {
    llvm::SmallString<128> D;
    ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("amp2hip-bounds", D));
    Dir = realPath(D);
  }
  void TearDown() override { llvm::sys::fs::remove_directories(Dir); }
  std::string at(llvm::StringRef Rel) const { return Dir + "/" + Rel.str(); }
  void touch(llvm::StringRef Rel, llvm::StringRef Text = "x\n") {
    std::string P = at(Rel);
    llvm::sys::fs::create_directories(llvm::sys::path::parent_path(P));
    std::error_code EC;
    llvm::raw_fd_ostream(P, EC) << Text;
  }
  void link(llvm::StringRef Target, llvm::StringRef Rel) {
    std::string P = at(Rel);
    llvm::sys::fs::create_directories(llvm::sys::path::parent_path(P));
    ASSERT_FALSE(llvm::sys::fs::create_link(Target, P));
  }
};

TEST(ProjectBoundsTest, LexicalPathRemovesDotDotByTheSpelling) {
  EXPECT_EQ(lexicalPath("a/../b/./c.cpp", "/p"), "/p/b/c.cpp");
  EXPECT_EQ(lexicalPath("/q/x/../y", "/p"), "/q/y");
  EXPECT_TRUE(lexicallyInside("/p/a/../b", "/p"));
  EXPECT_TRUE(lexicallyInside("/p", "/p"));
  EXPECT_FALSE(lexicallyInside("/p/../q", "/p"));
  // A prefix of the name is not a folder.
  EXPECT_FALSE(lexicallyInside("/project2/a", "/project"));
}

TEST(ProjectBoundsTest, CommonFolder) {
  EXPECT_EQ(commonFolder({"/p/sln", "/p/shared/u.cpp"}), "/p");
  EXPECT_EQ(commonFolder({"/p/sln", "/p/sln/a.cpp"}), "/p/sln");
  EXPECT_EQ(commonFolder({"/home/u/p", "/opt/x"}), "/");
  EXPECT_EQ(commonFolder({"/ab/c", "/a/c"}), "/");
  EXPECT_EQ(commonFolder({}), "");
}

TEST(ProjectBoundsTest, RelativeLinkText) {
  EXPECT_EQ(relativeLinkText("/o/sub/l.h", "/o/lib/x.h"), "../lib/x.h");
  EXPECT_EQ(relativeLinkText("/o/l.h", "/o/x.h"), "x.h");
  EXPECT_EQ(relativeLinkText("sub/l.h", "a/x.h"), "../a/x.h");
}

TEST(ProjectBoundsTest, LayoutPlacesInsideAndOutside) {
  OutputLayout L{"/p/sln", "/p", "/out"};
  EXPECT_EQ(L.place("/p/sln/app/main.cpp"), "/out/app/main.cpp");
  EXPECT_EQ(L.place("/p/shared/u.cpp"), "/out/_outside/shared/u.cpp");
  EXPECT_EQ(L.placeRelative("/p/shared/u.cpp"), "_outside/shared/u.cpp");
  EXPECT_EQ(L.place("/p/sln"), "/out");
  EXPECT_EQ(L.place("/etc/passwd"), "");
  EXPECT_EQ(L.place("/p/slnx/a.cpp"), "/out/_outside/slnx/a.cpp");
  OutputLayout NoOutside{"/p/sln", "", "/out"};
  EXPECT_EQ(NoOutside.place("/p/shared/u.cpp"), "");
  EXPECT_TRUE(NoOutside.inRoot("/p/sln/a"));
  EXPECT_FALSE(NoOutside.inRoot("/p/slnx"));
}

TEST_F(ProjectBoundsOnDisk, RealContainmentFollowsLinks) {
  touch("root/a.cpp");
  touch("secret.txt");
  link("../secret.txt", "root/notes.txt");
  link(at("root/a.cpp"), "root/alias.cpp");
  std::string Root = at("root");
  EXPECT_TRUE(reallyInside(at("root/a.cpp"), Root));
  EXPECT_TRUE(reallyInside(at("root/alias.cpp"), Root));
  EXPECT_FALSE(reallyInside(at("root/notes.txt"), Root));
  // Lexically inside, really outside: the link decides.
  EXPECT_TRUE(lexicallyInside(at("root/notes.txt"), Root));
  EXPECT_FALSE(reallyInside(at("root/missing"), Root));
}

TEST_F(ProjectBoundsOnDisk, DotDotAfterALinkedFolder) {
  // root/linked -> elsewhere/deep: `linked/../a.cpp` is root/a.cpp in the
  // spelling (Windows, MSBuild) but elsewhere/a.cpp on disk (POSIX).
  touch("root/a.cpp", "inside\n");
  touch("elsewhere/a.cpp", "outside\n");
  touch("elsewhere/deep/x.h");
  link(at("elsewhere/deep"), "root/linked");
  std::string Root = at("root");
  std::string Spelled = lexicalPath("linked/../a.cpp", Root);
  EXPECT_EQ(Spelled, at("root/a.cpp"));
  EXPECT_TRUE(reallyInside(Spelled, Root));
  EXPECT_FALSE(reallyInside(Root + "/linked/../a.cpp", Root));
  EXPECT_FALSE(reallyInside(Root + "/linked/x.h", Root));
}

TEST_F(ProjectBoundsOnDisk, ClassifiesLinks) {
  touch("root/lib/x.h");
  touch("outside.txt");
  link("lib/x.h", "root/in.h");
  link("lib", "root/libdir");
  link("../outside.txt", "root/out.txt");
  link("/", "root/slash");
  link("nothing-here", "root/dangling");
  link("loop-b", "root/loop-a");
  link("loop-a", "root/loop-b");
  link("..", "root/lib/up");
  std::string Root = at("root");
  EXPECT_EQ(classifyLink(at("root/lib/x.h"), Root).Kind, LinkKind::NotALink);
  LinkInfo In = classifyLink(at("root/in.h"), Root);
  EXPECT_EQ(In.Kind, LinkKind::Inside);
  EXPECT_EQ(In.Text, "lib/x.h");
  EXPECT_EQ(In.Real, at("root/lib/x.h"));
  EXPECT_EQ(classifyLink(at("root/libdir"), Root).Kind, LinkKind::Inside);
  EXPECT_EQ(classifyLink(at("root/out.txt"), Root).Kind, LinkKind::Outside);
  EXPECT_EQ(classifyLink(at("root/slash"), Root).Kind, LinkKind::Outside);
  EXPECT_EQ(classifyLink(at("root/dangling"), Root).Kind, LinkKind::Dangling);
  EXPECT_EQ(classifyLink(at("root/loop-a"), Root).Kind, LinkKind::Loop);
  // A link to a folder above it, inside the root, is a link inside.
  EXPECT_EQ(classifyLink(at("root/lib/up"), Root).Kind, LinkKind::Inside);
  EXPECT_EQ(linkText(at("root/out.txt")), "../outside.txt");
  EXPECT_EQ(linkText(at("root/lib/x.h")), "");
}

TEST_F(ProjectBoundsOnDisk, TreeCopiesKeepLinksInsideAndLeaveTheRestOut) {
  touch("root/a.cpp");
  touch("root/Makefile");
  touch("root/data.bin");
  touch("root/lib/x.h");
  touch("secret.txt");
  link("lib/x.h", "root/in.h");
  link("../secret.txt", "root/out.txt");
  link("nothing", "root/dangling");
  CopyRequest R;
  R.Layout = {at("root"), "", at("out")};
  std::vector<BoundaryFinding> Findings;
  CopyList All = planCopies(R, Findings);
  ASSERT_EQ(All.Files.size(), 4u);
  for (const PlannedCopy &C : All.Files)
    EXPECT_EQ(C.Why, CopyReason::Mirrored);
  ASSERT_EQ(All.Links.size(), 1u);
  EXPECT_EQ(All.Links[0].At, at("out/in.h"));
  EXPECT_EQ(All.Links[0].Text, "lib/x.h");
  ASSERT_EQ(Findings.size(), 2u);
  EXPECT_EQ(Findings[0].Id, DiagId::LinkUnresolved);
  EXPECT_EQ(Findings[1].Id, DiagId::LinkLeavesRoot);

  // --copy=needed: sources, headers, build scripts; no data.
  R.Policy = CopyPolicy::Needed;
  Findings.clear();
  CopyList Needed = planCopies(R, Findings);
  std::vector<std::string> To;
  for (const PlannedCopy &C : Needed.Files)
    To.push_back(C.To);
  std::sort(To.begin(), To.end());
  EXPECT_EQ(To, (std::vector<std::string>{at("out/Makefile"), at("out/a.cpp"),
                                          at("out/lib/x.h")}));

  // --keep-links: the links that leave are written as they are.
  R.KeepLinks = true;
  Findings.clear();
  CopyList Kept = planCopies(R, Findings);
  ASSERT_EQ(Kept.Links.size(), 3u);
  EXPECT_EQ(Findings.size(), 2u);
}

TEST_F(ProjectBoundsOnDisk, ListedFilesOutsideTheRootAreNotCopied) {
  touch("p/sln/data.txt");
  touch("p/sln/App.vcxproj");
  touch("p/shared/readme.txt");
  touch("p/shared/Lib.vcxproj");
  touch("p/shared/util.h");
  CopyRequest R;
  R.Layout = {at("p/sln"), at("p"), at("out")};
  R.Policy = CopyPolicy::Needed;
  std::vector<ListedFile> Listed = {
      {at("p/sln/data.txt"), "App.vcxproj", CopyReason::Listed},
      {at("p/sln/App.vcxproj"), "Demo.sln", CopyReason::Build},
      {at("p/shared/readme.txt"), "App.vcxproj", CopyReason::Listed},
      {at("p/shared/Lib.vcxproj"), "Demo.sln", CopyReason::Build},
      {at("p/shared/util.h"), "App.vcxproj", CopyReason::Listed, true},
      {"/etc/hostname", "App.vcxproj", CopyReason::Listed},
  };
  R.Listed = &Listed;
  std::vector<BoundaryFinding> Findings;
  CopyList C = planCopies(R, Findings);
  ASSERT_EQ(C.Files.size(), 3u);
  EXPECT_EQ(C.Files[0].To, at("out/data.txt"));
  EXPECT_EQ(C.Files[1].To, at("out/App.vcxproj"));
  EXPECT_EQ(C.Files[2].To, at("out/_outside/shared/Lib.vcxproj"));
  // The readme and /etc/hostname are reported; the header is not (it is
  // written if the translation reaches it).
  ASSERT_EQ(Findings.size(), 2u);
  EXPECT_EQ(Findings[0].Id, DiagId::ListedFileOutside);
  EXPECT_EQ(Findings[1].Path, "/etc/hostname");
}

TEST_F(ProjectBoundsOnDisk, WritesStayInsideTheOutputTree) {
  touch("elsewhere/keep.txt", "theirs\n");
  llvm::sys::fs::create_directories(at("out"));
  link(at("elsewhere"), "out/escape");
  EXPECT_FALSE(
      llvm::errorToBool(writeWithin(at("out"), at("out/a/b.txt"), "ok")));
  EXPECT_TRUE(llvm::errorToBool(
      writeWithin(at("out"), at("out/escape/keep.txt"), "mine")));
  EXPECT_TRUE(llvm::errorToBool(
      writeWithin(at("out"), at("out/escape/new/x.txt"), "mine")));
  EXPECT_TRUE(llvm::errorToBool(
      writeWithin(at("out"), at("out/../elsewhere/keep.txt"), "mine")));
  EXPECT_FALSE(llvm::sys::fs::exists(at("elsewhere/new")));
  // A dangling link is not written through either.
  link(at("elsewhere/later"), "out/dangling");
  EXPECT_TRUE(llvm::errorToBool(
      writeWithin(at("out"), at("out/dangling/x.txt"), "mine")));
  EXPECT_FALSE(llvm::sys::fs::exists(at("elsewhere/later")));
  // A link written, then written again the same: nothing changes.
  EXPECT_FALSE(
      llvm::errorToBool(writeLinkWithin(at("out"), at("out/l.h"), "a/b.txt")));
  EXPECT_FALSE(
      llvm::errorToBool(writeLinkWithin(at("out"), at("out/l.h"), "a/b.txt")));
  EXPECT_EQ(linkText(at("out/l.h")), "a/b.txt");
  // Replacing a file with a link.
  EXPECT_FALSE(llvm::errorToBool(
      writeLinkWithin(at("out"), at("out/a/b.txt"), "../l.h")));
  EXPECT_EQ(linkText(at("out/a/b.txt")), "../l.h");
}

} // namespace
