//===- XmlReader.h - A small XML reader for project files -------*- C++ -*-===//
//
// Visual Studio's project files are plain XML: elements, attributes, text,
// comments and the XML declaration. This reader builds a tree of them
// (entities and CDATA decoded, namespaces kept in the names as written)
// and reports the first syntax error with its line. LLVM has no XML
// reader of its own, and libxml2 would be one more dependency for this.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_PROJECT_XMLREADER_H
#define AMP2HIP_PROJECT_XMLREADER_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace amp2hip {

struct XmlElement {
  std::string Name;
  std::vector<std::pair<std::string, std::string>> Attributes;
  std::string Text; ///< The element's own text, concatenated, decoded.
  std::vector<std::unique_ptr<XmlElement>> Children;
  unsigned Line = 0;

  /// The attribute's value, or empty when absent.
  llvm::StringRef attribute(llvm::StringRef Key) const;
  bool hasAttribute(llvm::StringRef Key) const;
  /// The first child element named \p Name, or null.
  const XmlElement *child(llvm::StringRef Name) const;
};

/// Parses \p Text (UTF-8, an optional byte order mark) into its root
/// element. The error names \p Path and the line.
llvm::Expected<std::unique_ptr<XmlElement>> parseXml(llvm::StringRef Text,
                                                     llvm::StringRef Path);

} // namespace amp2hip

#endif
