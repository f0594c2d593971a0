// _tmain keeps its name: amp2hip's <tchar.h> maps it to main. A void _tmain
// returns int like a void main.
// RUN: %strip %s > %t.cpp
// RUN: %amp2hip %t.cpp -o %t.hip.cpp
// RUN: %FileCheck %s --match-full-lines < %t.hip.cpp

#include <tchar.h>

void _tmain(int argc, _TCHAR *argv[]) { _tprintf(_T("%d\n"), argc); }
// CHECK: #include <amp2hip/msvc/tchar.h>
// CHECK: int _tmain(int argc, _TCHAR *argv[]) { _tprintf(_T("%d\n"), argc); return 0; }
