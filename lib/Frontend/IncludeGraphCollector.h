//===- IncludeGraphCollector.h - Which files the output build reads -*- C++ -*-//
//
// Records, while Clang preprocesses, every include directive and which of
// them the build of the translated output performs too, the includes of the
// project files (places where an include can be added) and the macros that
// project files use from other files (Model/IncludeGraph.h).
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_FRONTEND_INCLUDEGRAPHCOLLECTOR_H
#define AMP2HIP_FRONTEND_INCLUDEGRAPHCOLLECTOR_H

#include "Model/IncludeGraph.h"
#include "clang/Lex/PPCallbacks.h"
#include <functional>
#include <memory>

namespace clang {
class SourceManager;
}

namespace amp2hip {

std::unique_ptr<clang::PPCallbacks>
makeIncludeGraphCollector(clang::SourceManager &SM,
                          llvm::StringRef AmpIncludeDir,
                          std::function<bool(clang::FileID)> InProject,
                          IncludeGraph &Out);

} // namespace amp2hip

#endif
