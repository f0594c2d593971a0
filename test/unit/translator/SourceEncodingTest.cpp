//===- SourceEncodingTest.cpp - UTF-16 sources, third-party folders -------===//
#include "Project/SourceEncoding.h"
#include "Model/VisualCppView.h"

#include "gtest/gtest.h"

using namespace amp2hip;

namespace {

std::string bytes(std::initializer_list<int> B) {
  std::string S;
  for (int C : B)
    S += char(C);
  return S;
}

TEST(SourceEncoding, Utf8IsReadAsItIs) {
  for (std::string S : {std::string("int x;\n"), std::string(""),
                        std::string("\xEF\xBB\xBFint x;\n")}) {
    DecodedSource D = decodeSource(S);
    EXPECT_EQ(D.Encoding, SourceEncoding::Utf8);
    EXPECT_EQ(D.Text, S);
    EXPECT_TRUE(D.Problem.empty());
  }
  // UTF-32's little-endian mark begins with UTF-16's: Clang names it.
  EXPECT_EQ(detectEncoding(bytes({0xFF, 0xFE, 0, 0, 'a', 0, 0, 0})),
            SourceEncoding::Utf8);
}

TEST(SourceEncoding, Utf16LittleEndianBecomesUtf8WithItsMark) {
  // "a\xC3\xA9\r\n" (a, U+00E9, CR LF) and U+4E8C.
  DecodedSource D = decodeSource(
      bytes({0xFF, 0xFE, 'a', 0, 0xE9, 0, '\r', 0, '\n', 0, 0x8C, 0x4E}));
  EXPECT_EQ(D.Encoding, SourceEncoding::Utf16LE);
  EXPECT_EQ(encodingName(D.Encoding), "UTF-16LE");
  EXPECT_EQ(D.Text, "\xEF\xBB\xBF"
                    "a\xC3\xA9\r\n\xE4\xBA\x8C");
  EXPECT_TRUE(D.Problem.empty());
}

TEST(SourceEncoding, Utf16BigEndianAndSurrogatePairs) {
  // U+1F600 is D83D DE00.
  DecodedSource D =
      decodeSource(bytes({0xFE, 0xFF, 0, 'x', 0xD8, 0x3D, 0xDE, 0x00, 0, 'y'}));
  EXPECT_EQ(D.Encoding, SourceEncoding::Utf16BE);
  EXPECT_EQ(encodingName(D.Encoding), "UTF-16BE");
  EXPECT_EQ(D.Text, "\xEF\xBB\xBFx\xF0\x9F\x98\x80y");
  EXPECT_TRUE(D.Problem.empty());
  // Only the mark: an empty file.
  EXPECT_EQ(decodeSource(bytes({0xFE, 0xFF})).Text, "\xEF\xBB\xBF");
}

TEST(SourceEncoding, DamageIsNamedWithItsPlace) {
  // A high surrogate followed by 'b': U+FFFD in its place, the rest kept.
  DecodedSource D =
      decodeSource(bytes({0xFF, 0xFE, 'a', 0, 0x3D, 0xD8, 'b', 0}));
  EXPECT_EQ(D.Problem, "an unpaired high surrogate");
  EXPECT_EQ(D.ProblemByte, 4u);
  EXPECT_EQ(D.ProblemOffset, 4u); // after the mark and 'a'
  EXPECT_EQ(D.Text, "\xEF\xBB\xBF"
                    "a\xEF\xBF\xBD"
                    "b");
  D = decodeSource(bytes({0xFF, 0xFE, 0x00, 0xDC}));
  EXPECT_EQ(D.Problem, "an unpaired low surrogate");
  EXPECT_EQ(D.ProblemByte, 2u);
  // The last byte lost: an odd number of bytes, at the end.
  D = decodeSource(bytes({0xFF, 0xFE, 'a', 0, 'b'}));
  EXPECT_EQ(D.Problem, "an odd number of bytes");
  EXPECT_EQ(D.ProblemByte, 4u);
  EXPECT_EQ(D.Text, "\xEF\xBB\xBF"
                    "a\xEF\xBF\xBD");
  // A high surrogate as the last unit.
  D = decodeSource(bytes({0xFE, 0xFF, 0xD8, 0x00}));
  EXPECT_EQ(D.Problem, "an unpaired high surrogate");
}

TEST(ThirdPartyFolders, FoldersNotFiles) {
  EXPECT_EQ(thirdPartyFolder("third_party/json/json.hpp"), "third_party");
  EXPECT_EQ(thirdPartyFolder("src/External/stb/stb_image.h"), "External");
  EXPECT_EQ(thirdPartyFolder("packages/lib.1.0/build/native/include/lib.h"),
            "packages");
  EXPECT_EQ(thirdPartyFolder("deps/x.h"), "deps");
  EXPECT_EQ(thirdPartyFolder("vendor.h"), "");
  EXPECT_EQ(thirdPartyFolder("src/externals.cpp"), "");
  EXPECT_EQ(thirdPartyFolder("src/myexternal/x.h"), "");
  EXPECT_EQ(thirdPartyFolder("include/json.hpp"), "");
  EXPECT_FALSE(thirdPartyFolderNames().empty());
}

} // namespace
