//===- amp2hip/msvc/windows.h - The portable part of <windows.h> ----------===//
//
// What C++ AMP programs take from <windows.h> to time and pace themselves,
// on <chrono>, <thread> and <mutex>: the basic types (DWORD, BOOL, ...),
// QueryPerformanceCounter/Frequency (a steady clock counting nanoseconds),
// GetTickCount(64), Sleep, critical sections (a recursive mutex, as Win32's),
// Interlocked* operations, ZeroMemory/CopyMemory, OutputDebugString (stderr),
// and what a DLL's DllMain names (HMODULE, DLL_PROCESS_ATTACH ...).
// Types keep their Windows widths: DWORD and LONG are 32 bits.
//
// The rest of the Windows API has no portable meaning here. In the
// translator's parse a few of its common names are declared so that a use
// gets amp2hip's diagnostic AH1300, which names it, instead of an
// undeclared-identifier error; docs/windows-dialect.md lists what to use.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MSVC_WINDOWS_H
#define AMP2HIP_MSVC_WINDOWS_H

#include <amp2hip/msvc/crt.h>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <mutex>
#include <thread>
#include <type_traits>

typedef std::uint32_t DWORD;
typedef std::uint64_t DWORD64;
typedef std::uint64_t DWORDLONG;
typedef int BOOL;
typedef unsigned char BYTE;
typedef unsigned char byte;
typedef unsigned char BOOLEAN;
typedef unsigned short WORD;
typedef int INT;
typedef unsigned int UINT;
typedef std::int32_t LONG;
typedef std::uint32_t ULONG;
typedef std::int64_t LONGLONG;
typedef std::uint64_t ULONGLONG;
typedef std::int64_t LONG64;
typedef std::uint64_t ULONG64;
typedef float FLOAT;
typedef double DOUBLE;
typedef char CHAR;
typedef wchar_t WCHAR;
typedef void VOID;
typedef void *PVOID;
typedef void *LPVOID;
typedef const void *LPCVOID;
typedef char *LPSTR;
typedef const char *LPCSTR;
typedef wchar_t *LPWSTR;
typedef const wchar_t *LPCWSTR;
typedef DWORD *LPDWORD;
typedef DWORD *PDWORD;
typedef BOOL *LPBOOL;
typedef std::size_t SIZE_T;
typedef std::intptr_t INT_PTR;
typedef std::uintptr_t UINT_PTR;
typedef std::intptr_t LONG_PTR;
typedef std::uintptr_t ULONG_PTR;
typedef std::uintptr_t DWORD_PTR;
typedef LONG HRESULT;

// A DLL's entry point (dllmain.cpp) builds as it is: its handle types are
// opaque and the function is never called, since a Linux shared library has
// no entry point (static constructors do what DLL_PROCESS_ATTACH did).
typedef struct HINSTANCE__ *HINSTANCE;
typedef HINSTANCE HMODULE;
#define DLL_PROCESS_ATTACH 1
#define DLL_THREAD_ATTACH 2
#define DLL_THREAD_DETACH 3
#define DLL_PROCESS_DETACH 0

#define TRUE 1
#define FALSE 0
#define WINAPI
#define APIENTRY
// TEXT("x") is wide only when UNICODE is defined, as in Visual C++.
#ifndef TEXT
#ifdef UNICODE
#define AMP2HIP_WIDE_TEXT(x) L##x
#define TEXT(x) AMP2HIP_WIDE_TEXT(x)
#else
#define TEXT(x) x
#endif
#endif
#define CALLBACK
#define UNREFERENCED_PARAMETER(P) ((void)(P))
#define CONST const
#define MAX_PATH 260
#define INFINITE 0xFFFFFFFFu
#define S_OK ((HRESULT)0L)
#define S_FALSE ((HRESULT)1L)
#define E_FAIL ((HRESULT)0x80004005L)
#define SUCCEEDED(hr) (((HRESULT)(hr)) >= 0)
#define FAILED(hr) (((HRESULT)(hr)) < 0)

typedef union _LARGE_INTEGER {
  struct {
    DWORD LowPart;
    LONG HighPart;
  };
  struct {
    DWORD LowPart;
    LONG HighPart;
  } u;
  LONGLONG QuadPart;
} LARGE_INTEGER, *PLARGE_INTEGER;

typedef union _ULARGE_INTEGER {
  struct {
    DWORD LowPart;
    DWORD HighPart;
  };
  struct {
    DWORD LowPart;
    DWORD HighPart;
  } u;
  ULONGLONG QuadPart;
} ULARGE_INTEGER, *PULARGE_INTEGER;

namespace amp2hip {
namespace msvc {
inline std::chrono::steady_clock::duration since_start() {
  return std::chrono::steady_clock::now().time_since_epoch();
}
} // namespace msvc
} // namespace amp2hip

/// Ticks of a steady clock, in nanoseconds (QueryPerformanceFrequency).
inline BOOL QueryPerformanceCounter(LARGE_INTEGER *count) {
  if (!count)
    return FALSE;
  count->QuadPart = std::chrono::duration_cast<std::chrono::nanoseconds>(
                        amp2hip::msvc::since_start())
                        .count();
  return TRUE;
}

inline BOOL QueryPerformanceFrequency(LARGE_INTEGER *frequency) {
  if (!frequency)
    return FALSE;
  frequency->QuadPart = 1000000000LL;
  return TRUE;
}

/// Milliseconds of a steady clock; wraps after 2^32 ms as on Windows.
inline DWORD GetTickCount() {
  return static_cast<DWORD>(
      std::chrono::duration_cast<std::chrono::milliseconds>(
          amp2hip::msvc::since_start())
          .count());
}

inline ULONGLONG GetTickCount64() {
  return static_cast<ULONGLONG>(
      std::chrono::duration_cast<std::chrono::milliseconds>(
          amp2hip::msvc::since_start())
          .count());
}

inline void Sleep(DWORD milliseconds) {
  std::this_thread::sleep_for(std::chrono::milliseconds(milliseconds));
}

inline DWORD GetCurrentThreadId() {
  return static_cast<DWORD>(
      std::hash<std::thread::id>()(std::this_thread::get_id()));
}

#define ZeroMemory(dest, length) std::memset((dest), 0, (length))
#define SecureZeroMemory(dest, length) std::memset((dest), 0, (length))
#define FillMemory(dest, length, fill) std::memset((dest), (fill), (length))
#define CopyMemory(dest, src, length) std::memcpy((dest), (src), (length))
#define MoveMemory(dest, src, length) std::memmove((dest), (src), (length))

inline void OutputDebugStringA(LPCSTR text) { std::fputs(text, stderr); }
#define OutputDebugString OutputDebugStringA

/// Win32 critical sections are recursive: a thread may enter again.
typedef struct _CRITICAL_SECTION {
  std::recursive_mutex mutex;
} CRITICAL_SECTION, *LPCRITICAL_SECTION;

inline void InitializeCriticalSection(LPCRITICAL_SECTION) {}
inline BOOL InitializeCriticalSectionAndSpinCount(LPCRITICAL_SECTION, DWORD) {
  return TRUE;
}
inline void DeleteCriticalSection(LPCRITICAL_SECTION) {}
inline void EnterCriticalSection(LPCRITICAL_SECTION cs) { cs->mutex.lock(); }
inline BOOL TryEnterCriticalSection(LPCRITICAL_SECTION cs) {
  return cs->mutex.try_lock() ? TRUE : FALSE;
}
inline void LeaveCriticalSection(LPCRITICAL_SECTION cs) { cs->mutex.unlock(); }

// Interlocked operations: sequentially consistent, as on Windows.
inline LONG InterlockedIncrement(LONG volatile *target) {
  return __atomic_add_fetch(target, 1, __ATOMIC_SEQ_CST);
}
inline LONG InterlockedDecrement(LONG volatile *target) {
  return __atomic_sub_fetch(target, 1, __ATOMIC_SEQ_CST);
}
inline LONG InterlockedExchange(LONG volatile *target, LONG value) {
  return __atomic_exchange_n(target, value, __ATOMIC_SEQ_CST);
}
inline LONG InterlockedExchangeAdd(LONG volatile *target, LONG value) {
  return __atomic_fetch_add(target, value, __ATOMIC_SEQ_CST);
}
inline LONG InterlockedCompareExchange(LONG volatile *target, LONG exchange,
                                       LONG comparand) {
  __atomic_compare_exchange_n(target, &comparand, exchange, false,
                              __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
  return comparand;
}
inline LONGLONG InterlockedIncrement64(LONGLONG volatile *target) {
  return __atomic_add_fetch(target, 1, __ATOMIC_SEQ_CST);
}
inline LONGLONG InterlockedExchangeAdd64(LONGLONG volatile *target,
                                         LONGLONG value) {
  return __atomic_fetch_add(target, value, __ATOMIC_SEQ_CST);
}

// <windows.h> defines min and max as macros unless NOMINMAX is defined.
// Macros would break std::min and std::numeric_limits<T>::max(), so they are
// function templates here: a call with two arguments of one type still finds
// the more specialised std::min where `using namespace std;` brings it, and
// mixed types (`max(0, 55 - s.length())`) get the common type, as the
// macro's conditional expression did. Callable from amp code, as the macros
// were.
#ifndef NOMINMAX
#if defined(__HIP__) || defined(__CUDACC__)
#define AMP2HIP_MSVC_HOST_DEVICE __attribute__((host, device))
#else
#define AMP2HIP_MSVC_HOST_DEVICE
#endif
template <typename A, typename B>
AMP2HIP_MSVC_HOST_DEVICE inline typename std::common_type<A, B>::type
min(const A &a, const B &b) {
  return a < b ? a : b;
}
template <typename A, typename B>
AMP2HIP_MSVC_HOST_DEVICE inline typename std::common_type<A, B>::type
max(const A &a, const B &b) {
  return a > b ? a : b;
}
#undef AMP2HIP_MSVC_HOST_DEVICE
#endif

#ifdef AMP2HIP_PARSE_MODEL
#include <amp2hip/msvc/unsupported.h>
#endif

#endif // AMP2HIP_MSVC_WINDOWS_H
