// A Windows component named by its folder, with either separator: the
// Windows Runtime C++ Template Library's <wrl\client.h> is left out of the
// parse like the others, and its first name used is AH1306, with a note at
// each include of the component.
// RUN: %amp2hip --no-output %s -- -Xclang -verify

#include <amp.h>
#include <wrl\client.h> // expected-note {{<wrl\client.h> is left out here: the Windows Runtime C++ Template Library is not available on Linux}}
#include <wrl/wrappers/corewrappers.h> // expected-note {{<wrl/wrappers/corewrappers.h> is left out here: the Windows Runtime C++ Template Library is not available on Linux}}

Microsoft::WRL::ComPtr<IUnknown> reported; // expected-error {{AH1306: 'Microsoft' is part of the Windows Runtime C++ Template Library, not available on Linux; this file cannot be translated}}
