// A Windows component named by its folder, with either separator: the
// Windows Runtime C++ Template Library's <wrl\client.h> is AH1306 too.
// RUN: %amp2hip --no-output %s -- -Xclang -verify

#include <amp.h>
#include <wrl\client.h> // expected-error {{AH1306: 'wrl\client.h' is part of the Windows Runtime C++ Template Library, which does not exist on Linux; this file cannot be translated}}

Microsoft::WRL::ComPtr<IUnknown> never_reported;
