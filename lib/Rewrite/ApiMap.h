//===- ApiMap.h - Access to ApiMap.def ---------------------------*- C++
//-*-===//
#ifndef AMP2HIP_REWRITE_APIMAP_H
#define AMP2HIP_REWRITE_APIMAP_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <string>

namespace amp2hip {

enum class ApiMapId {
#define AMP2HIP_MAP(Name, Amp, Hip, Note) Name,
#include "Rewrite/ApiMap.def"
};

struct ApiMapping {
  const char *Name;
  const char *Amp;
  const char *Hip;
  const char *Note;
};

llvm::ArrayRef<ApiMapping> allMappings();
/// The HIP text for \p Id.
llvm::StringRef hipText(ApiMapId Id);
/// The table as a Markdown document (docs/api-mapping.md).
std::string mappingsMarkdown();

} // namespace amp2hip

#endif
