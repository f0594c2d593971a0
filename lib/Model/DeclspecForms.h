//===- DeclspecForms.h - Access to DeclspecForms.def ------------*- C++ -*-===//
#ifndef AMP2HIP_MODEL_DECLSPECFORMS_H
#define AMP2HIP_MODEL_DECLSPECFORMS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>

namespace amp2hip {

struct DeclspecForm {
  llvm::StringRef Name;
  llvm::StringRef Portable; ///< With %a and %p (DeclspecForms.def).
  llvm::StringRef Note;
};

llvm::ArrayRef<DeclspecForm> declspecForms();

/// The text `__declspec(Name(Arg))` is written as (empty: removed), or
/// nullopt when amp2hip has no portable form for it.
std::optional<std::string> portableDeclspec(llvm::StringRef Name,
                                            llvm::StringRef Arg);

} // namespace amp2hip

#endif
