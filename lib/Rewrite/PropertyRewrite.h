//===- PropertyRewrite.h - Properties become accessor calls -----*- C++ -*-===//
//
// g++ and nvcc have no __declspec(property), so every use of one, C++ AMP's
// (`a.accelerator_view`, `v.xy = w`) or the program's own, becomes the call
// Clang's parse says it stands for, with the accessor names of the property's
// declaration:
//
//   a.p                 a.get_p()
//   a.p = e             a.set_p(e)
//   a.p += e            a.set_p(a.get_p() + (e))
//   ++a.p, a.p++        a.set_p(a.get_p() + 1)        (value of a.p++ unused)
//   a.p[i] = e          a.set_p(i, e)                 (indexed properties)
//
// When the object (or an index) is not a name, a member of one or `this`,
// writing it twice would evaluate it twice; and a.p++ whose value is used
// must yield the old value. Those become a lambda called on the spot, whose
// init-capture evaluates the object once, where it was written:
//
//   f().p += e          [&, &amp2hip_obj = f()]() { return amp2hip_obj
//                         .set_p(amp2hip_obj.get_p() + (e)); }()
//
// The program's own property declarations are removed (nothing in the output
// names them any more). Edits go where the text is: a use written inside a
// macro definition is edited there, once for every expansion; one spread
// over a macro's definition and its use, or built by token pasting, is
// AH1302.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_REWRITE_PROPERTYREWRITE_H
#define AMP2HIP_REWRITE_PROPERTYREWRITE_H

#include "Rewrite/AmpRewrite.h"

namespace amp2hip {

class PropertyRewrite : public AmpRewrite {
public:
  llvm::StringRef name() const override { return "property"; }
  void run(const AmpModel &Model, RewriteContext &RC) override;
};

} // namespace amp2hip

#endif
