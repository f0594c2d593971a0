//===- ForwardDeclarations.h - Declare late functions early -----*- C++ -*-===//
//
// A template that calls a free function declared only after it compiled
// with Visual C++, which looked the name up when the template was used;
// standard compilers look it up where the template is written. When the
// function's declaration can stand before the template (the same namespace
// and file, every type it names declared there, no C++ AMP restriction to
// translate), the output repeats it there, with its default arguments
// moved to that first declaration (AH1343). Anything else stays AH1307.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MODEL_FORWARDDECLARATIONS_H
#define AMP2HIP_MODEL_FORWARDDECLARATIONS_H

namespace clang {
class ASTContext;
} // namespace clang

namespace amp2hip {

struct TwoPhaseLookup;

/// Fills Lookup.Forward and marks the late uses it mends.
void planForwardDeclarations(clang::ASTContext &Ctx, TwoPhaseLookup &Lookup);

} // namespace amp2hip

#endif
