//===- WindowsComponentsTest.cpp - Windows-only components and names ------===//
#include "Frontend/WindowsComponents.h"

#include "llvm/ADT/STLExtras.h"
#include "gtest/gtest.h"

using namespace amp2hip;

namespace {

const char *const Atl = "ATL (the Active Template Library)";

TEST(WindowsComponents, HeadersByNameOrFolderInAnyCase) {
  EXPECT_EQ(windowsComponentOf("atlbase.h"), Atl);
  EXPECT_EQ(windowsComponentOf("D2D1.h"), "Direct2D");
  EXPECT_EQ(windowsComponentOf("d3d11_1.h"), "Direct3D 11");
  EXPECT_EQ(windowsComponentOf("wrl\\client.h"),
            "the Windows Runtime C++ Template Library");
  EXPECT_EQ(windowsComponentOf("wrl/wrappers/corewrappers.h"),
            "the Windows Runtime C++ Template Library");
  EXPECT_EQ(windowsComponentOf("d3dcsx.h"),
            "D3DCSX (the DirectCompute FFT of D3DX 11)");
  EXPECT_EQ(windowsComponentOf("CppUnitTest.h"),
            "the Visual Studio C++ unit test framework");
  EXPECT_EQ(windowsComponentOf("agile.h"),
            "the Windows Runtime's C++/CX support");
  // Provided by amp2hip: <d3d11.h> for the parse, <mmsystem.h> for winmm.
  EXPECT_EQ(windowsComponentOf("d3d11.h"), "");
  EXPECT_EQ(windowsComponentOf("mmsystem.h"), "");
  EXPECT_EQ(windowsComponentOf("atlas/geometry.h"), ""); // a folder: its stem
}

TEST(WindowsComponents, NamesTheTableKnows) {
  EXPECT_TRUE(llvm::is_contained(windowsComponentsOfName("CComPtr"), Atl));
  EXPECT_TRUE(llvm::is_contained(windowsComponentsOfName("ID2D1Factory"),
                                 "Direct2D"));
  EXPECT_TRUE(llvm::is_contained(windowsComponentsOfName("D2D1_COLOR_F"),
                                 "Direct2D"));
  // One name, two components: either may be the one a unit included.
  EXPECT_EQ(windowsComponentsOfName("XMVECTOR").size(), 2u);
  EXPECT_TRUE(windowsComponentsOfName("RenderTarget").empty());
  EXPECT_TRUE(windowsComponentsOfName("CComPt").empty());
}

TEST(WindowsComponents, PartsAmp2hipProvides) {
  EXPECT_NE(providedPartOf("atlbase.h").find("string conversions"),
            llvm::StringRef::npos);
  EXPECT_NE(providedPartOf("AtlBase.h"), "");
  EXPECT_EQ(providedPartOf("atlcomcli.h"), "");
  EXPECT_EQ(providedPartOf("d2d1.h"), "");
}

} // namespace
