//===- PrepassTest.cpp - The token pre-pass keeps offsets -----------------===//
#include "Frontend/Prepass.h"

#include "gtest/gtest.h"

using namespace amp2hip;

namespace {

PrepassResult run(llvm::StringRef S) {
  PrepassResult R = runPrepass(S);
  EXPECT_EQ(R.Text.size(), S.size()) << "the pre-pass must keep the length";
  return R;
}

TEST(Prepass, LeavesOrdinaryPositionsAlone) {
  const char *S = "int f(int x) restrict(amp) { return x; }";
  PrepassResult R = run(S);
  EXPECT_EQ(R.Text, S);
  EXPECT_FALSE(R.Changed);
  ASSERT_EQ(R.Clauses.size(), 1u);
  EXPECT_TRUE(R.Clauses[0].HasAmp);
  EXPECT_FALSE(R.Clauses[0].HasCpu);
  EXPECT_EQ(R.Clauses[0].Begin, 13u);
  EXPECT_EQ(R.Clauses[0].End, 26u);
}

TEST(Prepass, MovesClauseBeforeMutableInLambdas) {
  PrepassResult R = run("auto l = [=](int i) mutable  restrict(amp) { };");
  EXPECT_EQ(R.Text, "auto l = [=](int i) restrict(amp)  mutable { };");
  ASSERT_EQ(R.Clauses.size(), 1u);
  EXPECT_EQ(R.Clauses[0].Begin, 20u); // where the clause now is
}

TEST(Prepass, MovesExceptionSpecBeforeClauseInFunctions) {
  PrepassResult R = run("int f() restrict(cpu,amp) noexcept(true);");
  EXPECT_EQ(R.Text, "int f() noexcept(true) restrict(cpu,amp);");
  ASSERT_EQ(R.Clauses.size(), 1u);
  EXPECT_EQ(
      R.Text.substr(R.Clauses[0].Begin, R.Clauses[0].End - R.Clauses[0].Begin),
      "restrict(cpu,amp)");
  EXPECT_TRUE(R.Clauses[0].HasCpu && R.Clauses[0].HasAmp);
}

TEST(Prepass, KeepsLambdaClauseBeforeNoexcept) {
  const char *S = "auto l = [](int i) restrict(amp) noexcept { };";
  EXPECT_EQ(run(S).Text, S);
}

TEST(Prepass, MovesClauseBeforeNameWithTrailingReturn) {
  PrepassResult R = run("auto f(int x) restrict(amp) -> int;");
  EXPECT_EQ(R.Text, "auto restrict(amp) f(int x) -> int;");
  ASSERT_EQ(R.Clauses.size(), 1u);
  EXPECT_EQ(R.Clauses[0].Begin, 5u);
  EXPECT_EQ(run("auto S::f() const restrict(cpu,amp) noexcept -> int;").Text,
            "auto restrict(cpu,amp) S::f() const noexcept -> int;");
  EXPECT_EQ(run("auto ::N::C<T>::operator()(int) restrict(amp) -> int;").Text,
            "auto restrict(amp) ::N::C<T>::operator()(int) -> int;");
  EXPECT_EQ(run("template <> auto g<int>(int x) restrict(amp) -> int;").Text,
            "template <> auto restrict(amp) g<int>(int x) -> int;");
  // A declarator it cannot take apart keeps the clause, renamed.
  EXPECT_EQ(run("auto (f)(int x) restrict(amp) -> int;").Text,
            "auto (f)(int x) __rstr__(amp) -> int;");
  // Lambdas accept the attribute there.
  const char *L = "auto g = [](int x) restrict(amp) -> int { return x; };";
  EXPECT_EQ(run(L).Text, L);
}

TEST(Prepass, MovesClauseAfterTemplateInExplicitInstantiations) {
  PrepassResult R = run("template int g<int>(int) restrict(amp);");
  EXPECT_EQ(R.Text, "template restrict(amp) int g<int>(int);");
  ASSERT_EQ(R.Clauses.size(), 1u);
  EXPECT_TRUE(R.Clauses[0].ExplicitInstantiation);
  EXPECT_EQ(
      run("extern template auto h<long>(long) restrict(amp) -> long;").Text,
      "extern template restrict(amp) auto h<long>(long) -> long;");
  // Specializations and templates are no instantiations.
  const char *S = "template <> int g<int>(int) restrict(amp);";
  EXPECT_EQ(run(S).Text, S);
  EXPECT_FALSE(run(S).Clauses[0].ExplicitInstantiation);
}

TEST(Prepass, BlanksRepeatedWords) {
  PrepassResult R = run("int f() restrict(cpu, cpu, amp, amp);");
  EXPECT_EQ(R.Text, "int f() restrict(cpu     , amp     );");
  ASSERT_EQ(R.Clauses.size(), 1u);
  EXPECT_TRUE(R.Clauses[0].HasCpu && R.Clauses[0].HasAmp);
}

TEST(Prepass, GroupsAdjacentClauses) {
  PrepassResult R =
      run("auto l = [](int) mutable restrict(cpu) restrict(amp) {};");
  EXPECT_EQ(R.Text, "auto l = [](int) restrict(cpu) restrict(amp) mutable {};");
  ASSERT_EQ(R.Clauses.size(), 2u);
  EXPECT_TRUE(R.Clauses[0].HasCpu);
  EXPECT_TRUE(R.Clauses[1].HasAmp);
  EXPECT_EQ(R.Clauses[0].Group, R.Clauses[1].Group);
}

TEST(Prepass, ReportsUnknownAndEmptyClauses) {
  PrepassResult R = run("int f() restrict(gpu);\nint g() restrict();");
  ASSERT_EQ(R.Findings.size(), 2u);
  EXPECT_EQ(R.Findings[0].Id, DiagId::UnknownRestriction);
  EXPECT_EQ(R.Findings[0].Arg, "gpu");
  EXPECT_EQ(R.Findings[0].Offset, 17u);
  EXPECT_EQ(R.Findings[1].Id, DiagId::EmptyRestriction);
  // Invalid clauses are blanked so the parse can go on.
  EXPECT_EQ(R.Text, "int f()              ;\nint g()           ;");
}

TEST(Prepass, LeavesMacroDefinitionsAlone) {
  const char *S = "#define GPU mutable restrict(amp)\nint x;";
  PrepassResult R = run(S);
  EXPECT_EQ(R.Text, S);
  ASSERT_EQ(R.Clauses.size(), 1u);
  EXPECT_TRUE(R.Clauses[0].InDirective);
}

TEST(Prepass, IgnoresCommentsStringsAndOtherRestricts) {
  const char *S = "// restrict(amp) mutable\nconst char *s = \"mutable "
                  "restrict(amp)\"; int restrict = 1; int *__restrict p;";
  PrepassResult R = run(S);
  // Comments and strings are left; a variable named restrict is read as
  // the parse's name for it (the output keeps the user's).
  std::string Expected(S);
  Expected.replace(Expected.find("int restrict"), 12, "int __rsid__");
  EXPECT_EQ(R.Text, Expected);
  EXPECT_EQ(R.RestrictNames.size(), 1u);
  EXPECT_TRUE(R.Clauses.empty());
}

TEST(Prepass, ReadsRestrictAsANameWhereNoClauseStands) {
  // A member function named restrict, declared and called: the parse reads
  // another name of the same length, which the restrict(...) macro leaves.
  PrepassResult R = run("struct F { int restrict() const restrict(amp); };\n"
                        "int g(F f, F *p) { return f.restrict() + "
                        "p->restrict() + F::restrict(); }");
  EXPECT_EQ(R.Text, "struct F { int __rsid__() const restrict(amp); };\n"
                    "int g(F f, F *p) { return f.__rsid__() + "
                    "p->__rsid__() + F::__rsid__(); }");
  ASSERT_EQ(R.Clauses.size(), 1u);
  EXPECT_TRUE(R.Findings.empty());
  // A data member named restrict and its initialiser read as one name.
  PrepassResult D = run("struct G { int restrict; G(int x) : restrict(x) {}\n"
                        "  int get() const restrict(amp) { return restrict; } };");
  EXPECT_EQ(D.Text, "struct G { int __rsid__; G(int x) : __rsid__(x) {}\n"
                    "  int get() const restrict(amp) { return __rsid__; } };");
  EXPECT_EQ(D.RestrictNames.size(), 3u);
  // A clause out of its place is still a clause, and still reported.
  PrepassResult M = run("auto f() -> int restrict(amp);");
  ASSERT_EQ(M.Findings.size(), 1u);
  EXPECT_EQ(M.Findings[0].Id, DiagId::RestrictAfterTrailingReturn);
}

TEST(Prepass, BlanksDestructorOverloadedOnRestriction) {
  const char *S = "struct S { ~S() restrict(cpu) {}\n"
                  "  virtual ~S() restrict(amp) { int x; } };";
  PrepassResult R = run(S);
  EXPECT_EQ(R.Text.find("restrict(amp)"), std::string::npos);
  EXPECT_NE(R.Text.find("~S() restrict(cpu) {}"), std::string::npos);
  EXPECT_EQ(R.Text.find("virtual"), std::string::npos);
  ASSERT_EQ(R.Findings.size(), 1u);
  EXPECT_EQ(R.Findings[0].Id, DiagId::DestructorOverloaded);
  EXPECT_EQ(R.Findings[0].Arg, "S");
  EXPECT_EQ(R.Findings[0].Offset, std::string(S).find("~S() restrict(amp)"));
}

TEST(Prepass, KeepsDestructorsOfOtherScopesAndConfigurations) {
  const char *S = "struct A { ~A() restrict(cpu, amp) {} };\n"
                  "struct B { struct A { ~A() restrict(amp); }; };\n"
                  "struct C {\n#ifdef X\n ~C() restrict(amp) {}\n#else\n"
                  " ~C() restrict(cpu) {}\n#endif\n};\n"
                  "void f(A *a) { a->~A(); }";
  PrepassResult R = run(S);
  EXPECT_EQ(R.Text, S);
  EXPECT_TRUE(R.Findings.empty());
}

TEST(Prepass, ReportsClausesOutOfTheirPlace) {
  struct Case {
    const char *Source;
    DiagId Id;
  } Cases[] = {
      {"auto a = [](int x) restrict(amp) mutable { return x; };",
       DiagId::RestrictBeforeMutable},
      {"auto b = [](int x) -> int restrict(amp) { return x; };",
       DiagId::RestrictAfterTrailingReturn},
      {"auto c = [](int x) -> decltype(x + 1) restrict(amp) { return x; };",
       DiagId::RestrictAfterTrailingReturn},
      {"int f() throw(int) restrict(cpu);", DiagId::RestrictAfterExceptionSpec},
      {"int g() noexcept restrict(amp);", DiagId::RestrictAfterExceptionSpec},
  };
  for (const Case &C : Cases) {
    PrepassResult R = run(C.Source);
    ASSERT_EQ(R.Findings.size(), 1u) << C.Source;
    EXPECT_EQ(R.Findings[0].Id, C.Id) << C.Source;
    EXPECT_EQ(R.Findings[0].Offset, std::string(C.Source).find("restrict"));
  }
  for (const char *S :
       {"auto a = [](int x) mutable restrict(amp) -> int { return x; };",
        "int f() restrict(amp) noexcept;", "auto g() restrict(amp) -> int;",
        "int (*p)(int) restrict(cpu) = nullptr;",
        "auto h(int x) -> decltype(x) { return x; } int k() restrict(amp);"})
    EXPECT_TRUE(run(S).Findings.empty()) << S;
}

TEST(Prepass, BlanksMicrosoftAsm) {
  const char *S = "int f() restrict(amp) {\n  __asm { mov eax, 1 }\n"
                  "  _asm nop\n  __asm__(\"nop\");\n  return 0;\n}";
  PrepassResult R = run(S);
  ASSERT_EQ(R.Findings.size(), 2u);
  EXPECT_EQ(R.Findings[0].Id, DiagId::AsmInAmp);
  EXPECT_EQ(R.Findings[0].Offset, std::string(S).find("__asm {"));
  EXPECT_EQ(R.Findings[1].Offset, std::string(S).find("_asm nop"));
  EXPECT_EQ(R.Text.find("mov"), std::string::npos);
  EXPECT_EQ(R.Text.find("nop\n"), std::string::npos);
  EXPECT_NE(R.Text.find("__asm__(\"nop\");"), std::string::npos)
      << "GNU asm parses and is judged on the AST";
  EXPECT_NE(R.Text.find("return 0;\n}"), std::string::npos);
}

} // namespace

TEST(RestrictMacros, CollectsObjectLikeMacrosOfClausesOnly) {
  RestrictMacroTable T;
  collectRestrictMacros("#define GPU restrict(amp)\n"
                        "#define BOTH restrict(cpu) restrict(amp)\n"
                        "#define FN(x) restrict(x)\n"
                        "#define MORE inline restrict(amp)\n"
                        "#define PLAIN 1\n",
                        T);
  ASSERT_EQ(T.size(), 2u);
  EXPECT_TRUE(T["GPU"].HasAmp);
  EXPECT_FALSE(T["GPU"].HasCpu);
  EXPECT_TRUE(T["BOTH"].HasAmp && T["BOTH"].HasCpu);
}

TEST(RestrictMacros, AMacroUseMovesLikeAClause) {
  RestrictMacroTable T;
  T["GPU"].HasAmp = true;
  std::string S = "auto f(int x) GPU -> int { return x; }\n"
                  "auto k = [=](int i) mutable GPU { return i; };\n";
  PrepassResult R = runPrepass(S, T);
  EXPECT_EQ(R.Text.size(), S.size());
  EXPECT_NE(R.Text.find("auto GPU f(int x)"), std::string::npos);
  EXPECT_NE(R.Text.find("(int i) GPU mutable {"), std::string::npos);
  ASSERT_EQ(R.Clauses.size(), 2u);
  EXPECT_TRUE(R.Clauses[0].IsMacro && R.Clauses[0].HasAmp);
}

TEST(RestrictMacros, ClassifiesDeclaratorPartsOfTheCommandLine) {
  using Part = RestrictMacro::DeclaratorPart;
  RestrictMacroTable T;
  collectCommandLineRestrictWords(
      {"-DSPEC=throw(int)", "-DNOEXC=noexcept(sizeof(int) > 2)",
       "-DCV=", "-DREF=&&", "-DMUT=mutable", "-DQ=const volatile", "-DONE",
       "-DWORDS=cpu,amp", "-DTYPE=int", "-DTWO=throw(int) const"},
      T);
  EXPECT_EQ(T["SPEC"].Part, Part::ExceptionSpec);
  EXPECT_EQ(T["NOEXC"].Part, Part::ExceptionSpec);
  EXPECT_EQ(T["CV"].Part, Part::Nothing);
  EXPECT_EQ(T["REF"].Part, Part::Qualifiers);
  EXPECT_EQ(T["Q"].Part, Part::Qualifiers);
  EXPECT_EQ(T["MUT"].Part, Part::Mutable);
  EXPECT_TRUE(T["WORDS"].Words && T["WORDS"].isRestriction());
  EXPECT_FALSE(T["SPEC"].isRestriction());
  EXPECT_EQ(T.count("ONE"), 0u); // -DONE is ONE 1
  EXPECT_EQ(T.count("TYPE"), 0u);
  EXPECT_EQ(T.count("TWO"), 0u);
}

TEST(RestrictMacros, FileMacrosOfDeclaratorPartsButEmptyOnes) {
  using Part = RestrictMacro::DeclaratorPart;
  RestrictMacroTable T;
  collectRestrictMacros("#ifndef GUARD_H\n#define GUARD_H\n"
                        "#define NOTHROW throw()\n#define CQ const\n#endif\n",
                        T);
  EXPECT_EQ(T["NOTHROW"].Part, Part::ExceptionSpec);
  EXPECT_EQ(T["CQ"].Part, Part::Qualifiers);
  EXPECT_EQ(T.count("GUARD_H"), 0u);
  // Such macros alone never make a file need the pre-pass.
  EXPECT_FALSE(mayNeedPrepass("int f() CQ NOTHROW;", T));
}

TEST(RestrictMacros, SeesThroughDeclaratorPartMacros) {
  RestrictMacroTable T;
  T["CPU"].HasCpu = true;
  collectCommandLineRestrictWords(
      {"-DSPEC=throw(int)", "-DCV=", "-DREF=&&", "-DMUT=mutable"}, T);
  std::string S = "struct A { int f(int x) CV REF CPU SPEC; };\n"
                  "auto g(int x) CV CPU SPEC -> int;\n"
                  "auto h(int x) CPU UNKNOWN -> int;\n"
                  "auto l = [](int i) MUT CPU SPEC { return i; };\n";
  PrepassResult R = runPrepass(S, T);
  EXPECT_EQ(R.Text.size(), S.size());
  EXPECT_NE(R.Text.find("int f(int x) CV REF SPEC CPU;"), std::string::npos)
      << R.Text;
  // Before `->`, a name can only stand for a specification or nothing.
  EXPECT_NE(R.Text.find("auto CPU g(int x) CV SPEC -> int;"), std::string::npos)
      << R.Text;
  EXPECT_NE(R.Text.find("auto CPU h(int x) UNKNOWN -> int;"), std::string::npos)
      << R.Text;
  EXPECT_NE(R.Text.find("(int i) CPU MUT SPEC {"), std::string::npos) << R.Text;
  ASSERT_EQ(R.Clauses.size(), 4u);
  for (const RestrictClause &C : R.Clauses)
    EXPECT_EQ(R.Text.substr(C.Begin, C.End - C.Begin), "CPU");
}

TEST(RestrictMacros, ALambdaIntroducedByAMacroKeepsItsOrder) {
  RestrictMacroTable T;
  T["CPU"].HasCpu = true;
  collectCommandLineRestrictWords(
      {"-DCAP=[&, n]", "-DMUT=", "-DSPEC=throw(int)", "-DTR="}, T);
  EXPECT_EQ(T["CAP"].Part, RestrictMacro::DeclaratorPart::LambdaIntroducer);
  std::string S = "auto l = CAP () MUT CPU SPEC TR { return 1; };";
  PrepassResult R = runPrepass(S, T);
  // A lambda's clause may stand before its specification: nothing moves.
  EXPECT_EQ(R.Text, S);
}

TEST(Prepass, FunctionTypesAmongTemplateArgumentsKeepTheirClauses) {
  // The instantiated function has no clause: those of its template
  // argument's and parameter's function types stay there, and one that
  // ends a template argument gets the spelling a type-id takes.
  std::string S = "template void f<int (*)(int) restrict(cpu)>("
                  "int (*p)(int) restrict(cpu));\n"
                  "S<int (int) restrict(cpu)> s;\n";
  PrepassResult R = run(S);
  EXPECT_EQ(R.Text, "template void f<int (*)(int) __rstr__(cpu)>("
                    "int (*p)(int) restrict(cpu));\n"
                    "S<int (int) __rstr__(cpu)> s;\n");
  for (const RestrictClause &C : R.Clauses)
    EXPECT_FALSE(C.ExplicitInstantiation);
}

TEST(Prepass, HccAttributeBeforeALambdaIsBlankedAndRecorded) {
  // HCC took its attribute in front of a lambda's introducer, written or
  // through a macro; C++ has no place for it there.
  std::string S = "#define KERNEL __attribute__((amp))\n"
                  "auto a = KERNEL [=](int i) { return i; };\n"
                  "auto b = __attribute__((hc)) [](int i) { return i; };\n";
  PrepassResult R = runPrepass(S, {}, SourceDialect::Hcc);
  EXPECT_EQ(R.Text, "#define KERNEL __attribute__((amp))\n"
                    "auto a =        [=](int i) { return i; };\n"
                    "auto b =                     [](int i) { return i; };\n");
  unsigned Before = 0;
  for (const RestrictClause &C : R.Clauses)
    if (C.BeforeLambda) {
      ++Before;
      EXPECT_TRUE(C.HasAmp);
      EXPECT_FALSE(C.HasCpu);
    }
  EXPECT_EQ(Before, 2u);
  // Visual C++'s dialect has no such attribute.
  EXPECT_EQ(runPrepass(S).Text, S);
}
