//===- PropertyCheck.h - Uses of __declspec(property) -----------*- C++ -*-===//
//
// What the property rewrite (Rewrite/PropertyRewrite.h) cannot serve, and
// the mistake MSVC reports about read-only properties that Clang accepts:
//   AH1302  a use that the instantiations of a template (or the expansions
//           of a macro) read as a property in one and as something else in
//           another: one text cannot call the getter for both;
//   C2774   assigning the copy a read-only property's getter returns
//           (`arr.get_accelerator_view() = av`), which changes nothing.
// Assigning a read-only property itself is Clang's own error, relabelled
// C2774 (Diagnostics/DiagnosticRecorder.cpp), as is reading a write-only
// one (C2775).
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_CHECKS_PROPERTYCHECK_H
#define AMP2HIP_CHECKS_PROPERTYCHECK_H

#include "Checks/AmpCheck.h"

namespace amp2hip {

class PropertyCheck : public AmpCheck {
public:
  llvm::StringRef name() const override { return "property"; }
  void run(const AmpModel &Model, CheckContext &CC) override;
};

} // namespace amp2hip

#endif
