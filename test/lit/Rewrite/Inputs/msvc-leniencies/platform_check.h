// A Visual C++ project's platform header: it accepts only Visual C++, and
// spells attributes and integer types the Microsoft way in that branch.
#pragma once

#ifdef _MSC_VER
#if _MSC_VER < 1700
#error C++ AMP needs Visual Studio 2012 or later.
#endif
#define PC_COMPILER_MSVC 1
#define PC_CALL __cdecl
#define PC_ALIGN(n) __declspec(align(n))
#define PC_NOINLINE __declspec(noinline)
typedef unsigned __int64 pc_u64;
#elif defined(__GNUC__) || defined(__clang__)
#define PC_COMPILER_MSVC 0
#define PC_CALL
#define PC_ALIGN(n) __attribute__((aligned(n)))
#define PC_NOINLINE __attribute__((noinline))
typedef unsigned long long pc_u64;
#else
#error Unrecognized compiler.
#endif

#if defined(_M_X64) || defined(_M_AMD64)
#define PC_POINTER_BITS 64
#else
#define PC_POINTER_BITS 32
#endif

#ifndef __GNUC__
#define PC_FULL_VERSION _MSC_FULL_VER
#endif

#ifdef PC_EXPORTS
#define PC_API __declspec(dllexport)
#else
#define PC_API __declspec(dllimport)
#endif
