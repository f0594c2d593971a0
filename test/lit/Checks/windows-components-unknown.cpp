// How a use of a left-out Windows component is recognised: a name Clang
// cannot resolve after the component's #include (before it, or as a member
// or a name qualified by the program's own namespace, it is Clang's own
// error). A name amp2hip's table does not know is attributed to every
// component included before it, each with a note. An include in a branch
// the parse does not take (#ifdef _WIN32) is not seen at all.
// RUN: %amp2hip --no-output %s -- -Xclang -verify

#include <amp.h>
#ifdef _WIN32
#include <d3d12.h>
#endif

int before = undeclared_before; // expected-error {{use of undeclared identifier 'undeclared_before'}}

#include <d2d1.h>  // expected-note {{<d2d1.h> is left out here: Direct2D is not available on Linux}}
#include "DXGI.h"  // expected-note {{"DXGI.h" is left out here: DXGI (the DirectX graphics infrastructure) is not available on Linux}}

namespace app {
struct Scene {
  int width;
};
} // namespace app

int member(app::Scene s) { return s.hieght_typo_zz; } // expected-error {{no member named 'hieght_typo_zz' in 'app::Scene'}}
int qualified() { return app::nothing_here_zz; }       // expected-error {{no member named 'nothing_here_zz' in namespace 'app'}}

RenderTargetHelper *target; // expected-error {{AH1306: 'RenderTargetHelper' is not declared; it may be a name of Direct2D or DXGI (the DirectX graphics infrastructure), not available on Linux and left out of the parse; this file cannot be translated}}

ID2D1Factory *never_reported;
