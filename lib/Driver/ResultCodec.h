//===- ResultCodec.h - A file's result across a process boundary -*- C++ -*-=//
#ifndef AMP2HIP_DRIVER_RESULTCODEC_H
#define AMP2HIP_DRIVER_RESULTCODEC_H

#include "Frontend/TranslateAction.h"
#include <string>

namespace amp2hip {

/// What a worker sends back for one source file.
struct UnitResult {
  FileResult R;
  int ToolStatus = 1; ///< ClangTool::run's status (-verify's verdict).
  /// The file's diagnostics for --export-diagnostics (diagnosticsJson).
  std::string DiagnosticsJson;
};

/// Length-prefixed binary encoding; decode(encode(U)) == U.
std::string encodeUnitResult(const UnitResult &U);
/// False (and \p U unspecified) when \p Data is not a whole encoding.
bool decodeUnitResult(llvm::StringRef Data, UnitResult &U);

} // namespace amp2hip

#endif
