"""Writes malformed and hostile C++ AMP inputs into the directory argv[1]."""
import os
import random
import sys

out = sys.argv[1]
os.makedirs(out, exist_ok=True)
amp = "#include <amp.h>\n"


def write(name, text):
    mode = "wb" if isinstance(text, bytes) else "w"
    with open(os.path.join(out, name), mode) as f:
        f.write(text)


write("truncated.cpp", amp + "void f(concurrency::array_view<int, 1> a) {\n"
      "  concurrency::parallel_for_each(a.extent, [=](concurrency::index<1> i)"
      " restrict(amp) {\n    a[i] = ")
write("deep_parens.cpp",
      amp + "int f() restrict(amp) { return " + "(" * 5000 + "1" + ")" * 5000
      + "; }\n")
write("deep_blocks.cpp", amp + "void f() restrict(amp) " + "{" * 3000 +
      "}" * 3000 + "\n")
write("deep_sum.cpp", amp + "int f(int x) restrict(amp) { return " +
      "+".join(["x"] * 50000) + "; }\n")
write("deep_templates.cpp", amp +
      "template <int N> struct R { static int v() restrict(cpu, amp) "
      "{ return R<N - 1>::v() + 1; } };\n"
      "template <> struct R<0> { static int v() restrict(cpu, amp) "
      "{ return 0; } };\nint g() restrict(amp) { return R<5000>::v(); }\n")
write("huge_literal.cpp", amp + 'const char *s = "' + "x" * 2000000 +
      '";\nint f() restrict(amp) { return 1; }\n')
write("huge_integer.cpp", amp +
      "int f() restrict(amp) { return 99999999999999999999999999999999; }\n")
rng = random.Random(7)
write("random.cpp", bytes(rng.getrandbits(8) for _ in range(20000)))
write("nul.cpp", (amp + "int f() restrict(amp) { return 1; }\n").encode() +
      b"\0" + b"int g() restrict(amp) { return 2; }\n")
write("empty.cpp", "")
os.makedirs(os.path.join(out, "named_like_a_source.cpp"), exist_ok=True)
write("named_like_a_source.cpp/notes.txt", "a directory, not a source\n")
# Crashes of the front end itself (Clang's debugging pragmas).
write("crash.cpp", amp + "#pragma clang __debug crash\n"
      "int f() restrict(amp) { return 1; }\n")
write("fatal.cpp", "#pragma clang __debug llvm_fatal_error\n")
write("good.cpp", amp + "int f() restrict(amp) { return 1; }\n")
