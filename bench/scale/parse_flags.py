"""The flags amp2hip parses a C++ AMP file with (keep in step with
parseModelArgs in lib/Driver/Translator.cpp, Visual C++'s dialect), for the
benchmarks' clang++ -fsyntax-only baseline."""


def parse_flags(include):
    return ["-x", "hip", "--cuda-host-only", "-nogpulib", "-nogpuinc",
            "-std=c++17", "-Wno-cuda-compat", "-Wno-unknown-cuda-version",
            "-DAMP2HIP_PARSE_MODEL", "-isystem", include,
            "-Xclang", "--hipstdpar",
            "-Xclang", "-fgpu-exclude-wrong-side-overloads",
            "-include", "amp2hip/parse_model.h", "-fdeclspec",
            "-Wno-nonportable-include-path",
            "-isystem", include + "/amp2hip/msvc",
            "-include", "amp2hip/msvc/crt.h",
            "-include", "amp2hip/msvc/d3d_interop.h",
            "-Wno-elaborated-enum-class", "-fdelayed-template-parsing",
            "-fsyntax-only"]
