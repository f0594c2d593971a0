// A header of a Windows-only component no longer stops the file at its
// #include: the first name the file uses from the component does (AH1306,
// naming the name and the component, with a note at the include); nothing
// after it is reported. amp2hip's <atlbase.h> provides ATL's string
// conversions alone, so any other ATL name is refused there.
// RUN: %amp2hip --no-output %s -- -Xclang -verify

#include <amp.h>
#include <atlbase.h> // expected-note {{amp2hip's <atlbase.h> provides only ATL's string conversions (USES_CONVERSION, CA2W, CW2A, CT2A, A2W ...)}}

int converted_length() { return static_cast<int>(std::wcslen(CA2W("fine"))); }

static CComBSTR refused; // expected-error {{AH1306: 'CComBSTR' is part of ATL (the Active Template Library), not available on Linux; this file cannot be translated}}

CComPtr<IUnknown> never_reported;
