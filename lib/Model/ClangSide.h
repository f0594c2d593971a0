//===- ClangSide.h - Clang's side of a function, host or device -*- C++ -*-===//
//
// The translator's parse is Clang's HIP host side; a second, device-side
// parse (Model/AmpSide.h) tells how amp code resolves its calls. The two
// resolve a reference alike when the function that makes it is one-sided
// and the host parse chose a function that the device side can call too
// (Clang's SemaCUDA: the preference of a candidate depends on the mode only
// for host-and-device callers). This file classifies functions as Clang
// does, for the model to tell when the second parse can be left out.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MODEL_CLANGSIDE_H
#define AMP2HIP_MODEL_CLANGSIDE_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include <functional>

namespace amp2hip {

/// Clang's target of a function (SemaCUDA::IdentifyTarget), with Unknown for
/// what this file does not judge: no function (code outside any), kernels,
/// invalid targets.
enum class ClangSide { Host, Device, Both, Unknown };

ClangSide clangSide(const clang::FunctionDecl *FD);

/// Whether a reference made in \p Caller to \p Callee may resolve otherwise
/// in the device-side parse (conservative: true when unsure).
bool mayResolveOtherwiseOnDevice(const clang::FunctionDecl *Caller,
                                 const clang::FunctionDecl *Callee);

/// Whether some reference written in the project files of \p Ctx (the host
/// parse) may resolve otherwise in the device-side parse.
bool sidesMayDiffer(clang::ASTContext &Ctx,
                    std::function<bool(clang::FileID)> InProject);

} // namespace amp2hip

#endif
