//===- TileStaticPadding.h - When a tile_static array gains a column -*-C++-*-//
//
// A 2-D tile_static array of 4-byte elements whose rows hold an even number
// of elements puts every element of a column in a few of the 32 memory
// banks, so a warp that reads or writes down a column (the row subscript
// follows the fastest-varying thread index) waits once per conflict. One
// more element per row spreads a column over all the banks.
//
// Padding changes no result when the array is only ever used through both
// subscripts (a[i][j], read, assigned, stepped or passed as a const T &):
// no address, no row, no sizeof escapes, so the only elements the program
// can name are the ones it always named. Other uses
// leave the array as written.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MODEL_TILESTATICPADDING_H
#define AMP2HIP_MODEL_TILESTATICPADDING_H

#include "clang/AST/Decl.h"
#include <optional>

namespace amp2hip {

/// Where to write " + 1" (just after the row length in \p VD's declarator)
/// when padding \p VD is safe and removes bank conflicts; nothing otherwise.
std::optional<clang::SourceLocation>
tileStaticPaddingPoint(const clang::VarDecl &VD);

} // namespace amp2hip

#endif
