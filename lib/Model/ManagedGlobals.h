//===- ManagedGlobals.h - HCC's variables shared with kernels ---*- C++ -*-===//
//
// HCC let kernels use namespace-scope and static member variables, and
// variables written with [[hc]]: on HSA the host and the GPU shared one
// memory. HIP's counterpart is a __managed__ variable, one object that both
// sides address. In HCC's dialect the model lists the project's variables
// that amp code uses (or that carry an amp attribute) and that a device
// variable can be: the output declares them __managed__.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MODEL_MANAGEDGLOBALS_H
#define AMP2HIP_MODEL_MANAGEDGLOBALS_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include <functional>
#include <vector>

namespace amp2hip {

struct AmpCode;

/// True when \p VD can live in device memory under HIP's rules for device
/// variables (a __managed__ global, a static local of device code): no
/// reference, not thread-local, not const (a managed variable may not be),
/// a type constructed and destroyed trivially, a constant initializer.
bool fitsDeviceVariable(const clang::VarDecl *VD);

/// The project's variables of static storage (not static locals, nor static
/// data members, on which nvcc takes no memory space) that the output makes
/// __managed__: used by amp code or written with an amp
/// restriction, every declaration in a project file outside macros.
std::vector<const clang::VarDecl *>
findManagedGlobals(const AmpCode &Code,
                   const std::function<bool(clang::SourceLocation)> &InProject);

/// True when the program names such variables by their names (hc's
/// accelerator::memcpy_symbol with a name, get_symbol_address): the output
/// then registers each one under its name with the runtime.
bool namesSymbols(const clang::ASTContext &Ctx);

} // namespace amp2hip

#endif
