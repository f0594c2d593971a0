// A header of a Windows-only component (here ATL) stops the file with
// AH1306, which names the component, instead of Clang's "file not found";
// nothing after it is reported.
// RUN: %amp2hip --no-output %s -- -Xclang -verify

#include <amp.h>
#include <atlbase.h> // expected-error {{AH1306: 'atlbase.h' is part of ATL (the Active Template Library), which does not exist on Linux; this file cannot be translated}}

CComPtr<IUnknown> never_reported;
