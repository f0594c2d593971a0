//===- ProjectFilesTest.cpp - Reading Visual Studio projects --------------===//
#include "Project/CMakeProjectWriter.h"
#include "Project/MsBuildCondition.h"
#include "Project/VcxProject.h"
#include "Project/VsSolution.h"
#include "Project/WindowsPath.h"
#include "Project/XmlReader.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"

using namespace amp2hip;

namespace {

TEST(XmlReaderTest, ElementsAttributesTextAndEntities) {
  auto Root = parseXml("\xEF\xBB\xBF<?xml version=\"1.0\"?>\n<!-- c -->\n"
                       "<P a='1' b=\"x &amp; y\"><Q>t&lt;1&#65;&#x42;</Q>"
                       "<R/><![CDATA[<raw>]]></P>",
                       "p.xml");
  ASSERT_TRUE(!!Root) << llvm::toString(Root.takeError());
  EXPECT_EQ((*Root)->Name, "P");
  EXPECT_EQ((*Root)->attribute("a"), "1");
  EXPECT_EQ((*Root)->attribute("b"), "x & y");
  EXPECT_FALSE((*Root)->hasAttribute("c"));
  ASSERT_EQ((*Root)->Children.size(), 2u);
  EXPECT_EQ((*Root)->child("Q")->Text, "t<1AB");
  EXPECT_EQ((*Root)->Text, "<raw>");
}

TEST(XmlReaderTest, ErrorsNameTheFileAndLine) {
  auto Root = parseXml("<P>\n<Q>\n</P>", "bad.vcxproj");
  ASSERT_FALSE(!!Root);
  std::string Message = llvm::toString(Root.takeError());
  EXPECT_NE(Message.find("bad.vcxproj:3:"), std::string::npos) << Message;
  EXPECT_NE(Message.find("</P> closes <Q>"), std::string::npos) << Message;
  auto Unclosed = parseXml("<P><Q></Q>", "u.xml");
  ASSERT_FALSE(!!Unclosed);
  EXPECT_NE(llvm::toString(Unclosed.takeError()).find("not closed"),
            std::string::npos);
  auto Entity = parseXml("<P>&nbsp;</P>", "e.xml");
  ASSERT_FALSE(!!Entity);
  EXPECT_NE(llvm::toString(Entity.takeError()).find("unknown entity"),
            std::string::npos);
}

bool eval(llvm::StringRef C, bool *Bad = nullptr) {
  auto Expand = [](llvm::StringRef S) {
    std::string Out = S.str();
    auto Sub = [&](const std::string &From, const std::string &To) {
      for (size_t At; (At = Out.find(From)) != std::string::npos;)
        Out.replace(At, From.size(), To);
    };
    Sub("$(Configuration)", "Release");
    Sub("$(Platform)", "Win32");
    Sub("$(Empty)", "");
    return Out;
  };
  return evaluateCondition(
      C, Expand, [](llvm::StringRef P) { return P == "there.props"; }, Bad);
}

TEST(MsBuildConditionTest, TheFormsProjectsUse) {
  EXPECT_TRUE(eval("'$(Configuration)|$(Platform)'=='Release|Win32'"));
  EXPECT_FALSE(eval("'$(Configuration)|$(Platform)'=='Debug|Win32'"));
  EXPECT_TRUE(eval("'$(Configuration)' == 'release'")); // case-insensitive
  EXPECT_TRUE(eval("'$(Configuration)' != 'Debug'"));
  EXPECT_FALSE(eval("'$(Empty)' != '' and '$(Platform)' == 'Win32'"));
  EXPECT_TRUE(eval("'$(Empty)' != '' or '$(Platform)' == 'Win32'"));
  EXPECT_TRUE(eval("!('$(Platform)' == 'x64')"));
  EXPECT_TRUE(eval("Exists('there.props')"));
  EXPECT_FALSE(eval("exists('elsewhere.props')"));
  EXPECT_TRUE(eval(""));
  EXPECT_TRUE(eval("true"));
  bool Bad = false;
  EXPECT_FALSE(eval("'a' === 'a'", &Bad));
  EXPECT_TRUE(Bad);
}

/// A scratch directory with files, removed at the end.
class ScratchTree : public ::testing::Test {
protected:
  llvm::SmallString<128> Dir;
  void SetUp() override {
    ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("amp2hip-vs", Dir));
  }
  void TearDown() override { llvm::sys::fs::remove_directories(Dir); }
  std::string path(llvm::StringRef Rel) { return (Dir + "/" + Rel).str(); }
  void write(llvm::StringRef Rel, llvm::StringRef Text) {
    std::string P = path(Rel);
    llvm::sys::fs::create_directories(llvm::sys::path::parent_path(P));
    std::error_code EC;
    llvm::raw_fd_ostream OS(P, EC);
    ASSERT_FALSE(EC);
    OS << Text;
  }
};

using WindowsPathTest = ScratchTree;

TEST_F(WindowsPathTest, BackslashesAndLetterCase) {
  write("Src/Math/Vec.H", "");
  write("inc/a.h", "");
  write("inc/A.h", "");
  EXPECT_EQ(findAsWindowsWould(Dir, "src\\math\\vec.h"),
            path("Src/Math/Vec.H"));
  EXPECT_EQ(findAsWindowsWould(path("inc"), "..\\SRC\\Math"), path("Src/Math"));
  EXPECT_EQ(findAsWindowsWould(Dir, "inc/a.h"), path("inc/a.h")); // exact wins
  bool Ambiguous = false;
  EXPECT_EQ(findAsWindowsWould(Dir, "INC\\a.H", &Ambiguous), "");
  EXPECT_TRUE(Ambiguous);
  EXPECT_EQ(findAsWindowsWould(Dir, "C:\\Program Files\\x"), "");
  EXPECT_TRUE(isWindowsAbsolute("c:/x"));
  EXPECT_TRUE(isWindowsAbsolute("\\\\server\\share"));
  EXPECT_FALSE(isWindowsAbsolute("..\\x"));
}

TEST(WindowsPathSpellingTest, IncludeNamesAsOnDisk) {
  EXPECT_EQ(spellingAsOnDisk("..\\Scan\\scan.H", "/p/Scan/Scan.h"),
            "../Scan/Scan.h");
  EXPECT_EQ(spellingAsOnDisk("UTIL.H", "/p/src/util.h"), "util.h");
  EXPECT_EQ(spellingAsOnDisk("a/b.h", "/p/a/b.h"), "a/b.h");
  EXPECT_EQ(spellingAsOnDisk(".\\x\\..\\Y.h", "/p/y.h"), "./x/../y.h");
}

using VcxProjectTest = ScratchTree;

constexpr const char *LibProject = R"(<?xml version="1.0" encoding="utf-8"?>
<Project DefaultTargets="Build" xmlns="http://schemas.microsoft.com/developer/msbuild/2003">
  <ItemGroup Label="ProjectConfigurations">
    <ProjectConfiguration Include="Debug|x64"><Configuration>Debug</Configuration><Platform>x64</Platform></ProjectConfiguration>
    <ProjectConfiguration Include="Release|x64"><Configuration>Release</Configuration><Platform>x64</Platform></ProjectConfiguration>
  </ItemGroup>
  <PropertyGroup Label="Globals">
    <ProjectGuid>{11111111-2222-3333-4444-555555555555}</ProjectGuid>
    <ProjectName>Kernels</ProjectName>
  </PropertyGroup>
  <Import Project="$(VCTargetsPath)\Microsoft.Cpp.Default.props" />
  <PropertyGroup Condition="'$(Configuration)|$(Platform)'=='Release|x64'" Label="Configuration">
    <ConfigurationType>StaticLibrary</ConfigurationType>
    <CharacterSet>MultiByte</CharacterSet>
  </PropertyGroup>
  <PropertyGroup Condition="'$(Configuration)|$(Platform)'=='Debug|x64'" Label="Configuration">
    <ConfigurationType>Application</ConfigurationType>
  </PropertyGroup>
  <ImportGroup Label="PropertySheets">
    <Import Project="..\Shared.props" />
  </ImportGroup>
  <ItemDefinitionGroup Condition="'$(Configuration)|$(Platform)'=='Release|x64'">
    <ClCompile>
      <PreprocessorDefinitions>NDEBUG;LEVEL=$(Level);%(PreprocessorDefinitions)</PreprocessorDefinitions>
      <AdditionalIncludeDirectories>$(SolutionDir)common;..\Missing;C:\SDK\inc;$(DXSDK_DIR)Include;%(AdditionalIncludeDirectories)</AdditionalIncludeDirectories>
      <PrecompiledHeader>Use</PrecompiledHeader>
      <OpenMPSupport>true</OpenMPSupport>
      <LanguageStandard>stdcpp20</LanguageStandard>
      <ForcedIncludeFiles>Config.h</ForcedIncludeFiles>
    </ClCompile>
  </ItemDefinitionGroup>
  <ItemGroup>
    <ClCompile Include="src\scale.cpp" />
    <ClCompile Include="stdafx.cpp"><PrecompiledHeader>Create</PrecompiledHeader></ClCompile>
    <ClCompile Include="debug_only.cpp">
      <ExcludedFromBuild Condition="'$(Configuration)|$(Platform)'=='Release|x64'">true</ExcludedFromBuild>
    </ClCompile>
    <ClCompile Include="gone.cpp" />
    <ClInclude Include="STDAFX.H" />
  </ItemGroup>
</Project>
)";

TEST_F(VcxProjectTest, ReadsOneConfiguration) {
  write("Shared.props", "<Project><PropertyGroup><Level>3</Level>"
                        "</PropertyGroup></Project>");
  write("common/Config.h", "");
  write("lib/Kernels.vcxproj", LibProject);
  write("lib/Src/Scale.cpp", "");
  write("lib/stdafx.cpp", "");
  write("lib/stdafx.h", "");
  write("lib/debug_only.cpp", "");
  auto P = readVcxProject(path("lib/Kernels.vcxproj"), {"Release", ""}, Dir);
  ASSERT_TRUE(!!P) << llvm::toString(P.takeError());
  EXPECT_EQ(P->Name, "Kernels");
  EXPECT_EQ(P->Guid, "{11111111-2222-3333-4444-555555555555}");
  EXPECT_EQ(P->Config.str(), "Release|x64");
  EXPECT_EQ(P->Kind, VsTargetKind::StaticLibrary);
  EXPECT_EQ(P->Sources, (std::vector<std::string>{path("lib/Src/Scale.cpp"),
                                                  path("lib/stdafx.cpp")}));
  EXPECT_EQ(P->Headers, std::vector<std::string>{path("lib/stdafx.h")});
  EXPECT_EQ(P->Defines,
            (std::vector<std::string>{"NDEBUG", "LEVEL=3", "_MBCS"}));
  EXPECT_EQ(P->IncludeDirs, std::vector<std::string>{path("common")});
  EXPECT_EQ(P->ForcedIncludes,
            std::vector<std::string>{path("common/Config.h")});
  EXPECT_EQ(P->PrecompiledHeader, "stdafx.h");
  EXPECT_TRUE(P->OpenMP);
  EXPECT_FALSE(P->Unicode);
  EXPECT_TRUE(P->MultiByte);
  std::string Notes;
  for (const std::string &N : P->Notes)
    Notes += N + "\n";
  EXPECT_NE(Notes.find("not found: gone.cpp"), std::string::npos) << Notes;
  EXPECT_NE(Notes.find("..\\Missing does not exist"), std::string::npos)
      << Notes;
  EXPECT_NE(Notes.find("C:\\SDK\\inc is a path of a Windows machine"),
            std::string::npos)
      << Notes;
  EXPECT_NE(Notes.find("$(DXSDK_DIR)Include names a Visual Studio or SDK"),
            std::string::npos)
      << Notes;
  std::vector<std::string> Args = P->compilerArgs();
  EXPECT_EQ(Args.front(), "-std=c++20");
  EXPECT_NE(std::find(Args.begin(), Args.end(), "-DLEVEL=3"), Args.end());
  EXPECT_NE(std::find(Args.begin(), Args.end(), "-include"), Args.end());
  // OpenMPSupport: the parse sees _OPENMP and the pragmas.
  EXPECT_NE(std::find(Args.begin(), Args.end(), "-fopenmp"), Args.end());

  auto Debug = readVcxProject(path("lib/Kernels.vcxproj"), {"Debug", "x64"});
  ASSERT_TRUE(!!Debug);
  EXPECT_EQ(Debug->Kind, VsTargetKind::Application);
  EXPECT_EQ(Debug->Sources.size(), 3u); // debug_only.cpp is built in Debug
}

TEST_F(VcxProjectTest, DllDefinesWhatMsBuildDefines) {
  write("dll/Dll.vcxproj", R"(<?xml version="1.0" encoding="utf-8"?>
<Project xmlns="http://schemas.microsoft.com/developer/msbuild/2003">
  <ItemGroup Label="ProjectConfigurations">
    <ProjectConfiguration Include="Release|x64">
      <Configuration>Release</Configuration>
      <Platform>x64</Platform>
    </ProjectConfiguration>
  </ItemGroup>
  <PropertyGroup Label="Configuration">
    <ConfigurationType>DynamicLibrary</ConfigurationType>
  </PropertyGroup>
  <ItemDefinitionGroup>
    <ClCompile>
      <PreprocessorDefinitions>DLL_EXPORTS;_USRDLL;%(PreprocessorDefinitions)</PreprocessorDefinitions>
    </ClCompile>
  </ItemDefinitionGroup>
  <ItemGroup><ClCompile Include="dllmain.cpp" /></ItemGroup>
</Project>
)");
  write("dll/dllmain.cpp", "");
  auto P = readVcxProject(path("dll/Dll.vcxproj"), {"Release", ""}, Dir);
  ASSERT_TRUE(!!P) << llvm::toString(P.takeError());
  EXPECT_EQ(P->Kind, VsTargetKind::DynamicLibrary);
  // The project's <NAME>_EXPORTS as written, and _WINDLL as MSBuild adds it.
  EXPECT_EQ(P->Defines, (std::vector<std::string>{"DLL_EXPORTS", "_USRDLL",
                                                  "_WINDLL"}));
  std::vector<std::string> Args = P->compilerArgs();
  EXPECT_EQ(std::find(Args.begin(), Args.end(), "-fopenmp"), Args.end());
  // No LanguageStandard: C++14, as Visual Studio 2015-2019 compile.
  EXPECT_EQ(P->cxxStandard(), 14u);
  EXPECT_EQ(Args.front(), "-std=c++14");
}

TEST(VcxProjectStandardTest, LanguageStandardValues) {
  VcxProject P;
  for (auto [Value, Year] : std::vector<std::pair<std::string, unsigned>>{
           {"", 14},
           {"default", 14},
           {"stdcpp14", 14},
           {"stdcpp17", 17},
           {"stdcpp20", 20},
           {"stdcpplatest", 20},
           {"stdcpp23", 23},
           {"stdcpp11", 14}}) {
    P.LanguageStandard = Value;
    EXPECT_EQ(P.cxxStandard(), Year) << Value;
    EXPECT_EQ(P.compilerArgs().front(), "-std=c++" + std::to_string(Year))
        << Value;
  }
}

TEST_F(VcxProjectTest, SolutionChoosesProjectsAndConfigurations) {
  write("Shared.props", "<Project/>");
  write("lib/Kernels.vcxproj", LibProject);
  write("lib/Src/Scale.cpp", "");
  write("lib/stdafx.cpp", "");
  write(
      "Demo.sln",
      "Microsoft Visual Studio Solution File, Format Version 12.00\r\n"
      "Project(\"{2150E333-8FDC-42A3-9474-1A3956D46DE8}\") = \"Folder\", "
      "\"Folder\", \"{AAAAAAAA-0000-0000-0000-000000000000}\"\r\nEndProject\r\n"
      "Project(\"{8BC9CEB8-8B4A-11D0-8D11-00A0C91BC942}\") = \"Kernels\", "
      "\"LIB\\kernels.vcxproj\", \"{11111111-2222-3333-4444-555555555555}\""
      "\r\nEndProject\r\n"
      "Project(\"{FAE04EC0-301F-11D3-BF4B-00C04F79EFBC}\") = \"Tool\", "
      "\"Tool\\Tool.csproj\", \"{BBBBBBBB-0000-0000-0000-000000000000}\""
      "\r\nEndProject\r\n"
      "Global\r\n"
      "\tGlobalSection(SolutionConfigurationPlatforms) = preSolution\r\n"
      "\t\tDebug|Win32 = Debug|Win32\r\n\t\tRelease|Win32 = Release|Win32\r\n"
      "\tEndGlobalSection\r\n"
      "\tGlobalSection(ProjectConfigurationPlatforms) = postSolution\r\n"
      "\t\t{11111111-2222-3333-4444-555555555555}.Release|Win32.ActiveCfg = "
      "Release|x64\r\n"
      "\t\t{11111111-2222-3333-4444-555555555555}.Release|Win32.Build.0 = "
      "Release|x64\r\n"
      "\t\t{11111111-2222-3333-4444-555555555555}.Debug|Win32.ActiveCfg = "
      "Debug|x64\r\n"
      "\tEndGlobalSection\r\nEndGlobal\r\n");
  auto S = readVsSolution(path("Demo.sln"), "");
  ASSERT_TRUE(!!S) << llvm::toString(S.takeError());
  EXPECT_EQ(S->Config.str(), "Release|Win32");
  ASSERT_EQ(S->Projects.size(), 1u);
  EXPECT_EQ(S->Projects[0].Config.str(), "Release|x64");
  ASSERT_EQ(S->Notes.size(), 1u);
  EXPECT_NE(S->Notes[0].find("Tool"), std::string::npos);

  auto Debug = readVsSolution(path("Demo.sln"), "Debug|Win32");
  ASSERT_FALSE(!!Debug); // Kernels is not built in Debug: nothing left
  EXPECT_NE(llvm::toString(Debug.takeError()).find("no Visual C++ project"),
            std::string::npos);
  auto Missing = readVsSolution(path("Demo.sln"), "Profile");
  ASSERT_FALSE(!!Missing);
  EXPECT_NE(llvm::toString(Missing.takeError())
                .find("has no configuration Profile (it has Debug|Win32, "
                      "Release|Win32)"),
            std::string::npos);
}

TEST(CMakeProjectWriterTest, TargetsSettingsReferencesAndLeftOut) {
  VsSolution S;
  S.Path = "/r/Demo.sln";
  S.Name = "Demo";
  S.Config = {"Release", "Win32"};
  VcxProject Lib;
  Lib.Path = "/r/lib/Kernels.vcxproj";
  Lib.Dir = "/r/lib";
  Lib.Name = "Kernels";
  Lib.Kind = VsTargetKind::DynamicLibrary;
  Lib.Sources = {"/r/lib/a.cpp"};
  Lib.Defines = {"NAME=\"x y\"", "_UNICODE"};
  Lib.OpenMP = true;
  VcxProject App;
  App.Path = "/r/app/App.vcxproj";
  App.Dir = "/r/app";
  App.Name = "My App";
  App.Sources = {"/r/app/main.cpp"};
  App.IncludeDirs = {"/r/common"};
  App.References = {Lib.Path};
  VcxProject Gui = App;
  Gui.Path = "/r/gui/Gui.vcxproj";
  Gui.Name = "Gui";
  S.Projects = {Lib, App, Gui};
  std::string Text = cmakeListsFor(S, "/r", {{Gui.Path, "MFC"}});
  EXPECT_EQ(Text.rfind(GeneratedCMakeMarker, 0), 0u);
  EXPECT_NE(Text.find("find_package(amp2hip REQUIRED)"), std::string::npos);
  EXPECT_NE(Text.find("add_library(Kernels SHARED\n  "
                      "\"${CMAKE_CURRENT_SOURCE_DIR}/lib/a.cpp\")"),
            std::string::npos)
      << Text;
  EXPECT_NE(Text.find("\"NAME=\\\"x y\\\"\""), std::string::npos) << Text;
  EXPECT_NE(Text.find("amp2hip_hip_target(Kernels OPENMP)"), std::string::npos);
  EXPECT_NE(Text.find("add_executable(My_App"), std::string::npos);
  EXPECT_NE(Text.find("OUTPUT_NAME \"My App\""), std::string::npos);
  EXPECT_NE(Text.find("\"${CMAKE_CURRENT_SOURCE_DIR}/common\""),
            std::string::npos);
  EXPECT_NE(Text.find("target_link_libraries(My_App PRIVATE\n  Kernels)"),
            std::string::npos)
      << Text;
  EXPECT_NE(Text.find("# Not built here: MFC"), std::string::npos);
  EXPECT_EQ(Text.find("add_executable(Gui"), std::string::npos);
  // Each target builds in its project's standard (C++14 by default).
  EXPECT_NE(Text.find("set_target_properties(Kernels PROPERTIES CXX_STANDARD "
                      "14 CXX_STANDARD_REQUIRED ON)"),
            std::string::npos)
      << Text;
  S.Projects[0].LanguageStandard = "stdcpp17";
  Text = cmakeListsFor(S, "/r", {{Gui.Path, "MFC"}});
  EXPECT_NE(Text.find("set_target_properties(Kernels PROPERTIES CXX_STANDARD "
                      "17 CXX_STANDARD_REQUIRED ON)"),
            std::string::npos)
      << Text;
}

} // namespace
