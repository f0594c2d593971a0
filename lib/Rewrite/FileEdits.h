//===- FileEdits.h - Text edits of one file, mergeable -----------*- C++
//-*-===//
//
// The edits of one file as plain data (offsets into the original text), so
// that edits made by several translation units to one header can be merged,
// checked for conflicts, and applied once.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_REWRITE_FILEEDITS_H
#define AMP2HIP_REWRITE_FILEEDITS_H

#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace amp2hip {

struct EditOp {
  enum OpKind {
    Replace,      ///< Replace [Offset, Offset + Length) with Text.
    InsertBefore, ///< Insert at Offset, before text inserted there earlier.
    InsertAfter,  ///< Insert at Offset, after text inserted there earlier.
  };
  OpKind Kind = Replace;
  unsigned Offset = 0;
  unsigned Length = 0;
  std::string Text;
  /// Where the edit came from, for conflict messages ("file:line:col").
  std::string Origin;

  bool sameEdit(const EditOp &O) const {
    return Kind == O.Kind && Offset == O.Offset && Length == O.Length &&
           Text == O.Text;
  }
};

/// The edits of one file. Adding an edit identical to one already present
/// does nothing (a macro body edited once per expansion, a header edited by
/// several translation units); adding one that overlaps a different edit is
/// a conflict.
class FileEdits {
public:
  enum class AddResult { Added, Duplicate, Conflict };

  /// Adds \p Op. On a conflict, \p Clash (if given) is the edit it meets.
  AddResult add(const EditOp &Op, const EditOp **Clash = nullptr);

  bool empty() const { return Ops.empty(); }
  const std::vector<EditOp> &ops() const { return Ops; }

  /// Whether an edit changes text in [Begin, End) or inserts inside it.
  bool touches(unsigned Begin, unsigned End) const;
  /// \p Original with every edit applied.
  std::string apply(llvm::StringRef Original) const;
  /// The text of [Begin, End) of \p Original with the edits inside it
  /// applied (insertions at both ends included).
  std::string applyWithin(llvm::StringRef Original, unsigned Begin,
                          unsigned End) const;
  /// Replaces [Begin, End), and every edit inside it, with \p Text (text
  /// moved elsewhere). False when an edit straddles an end.
  bool replaceEnclosing(unsigned Begin, unsigned End, const std::string &Text);

private:
  std::vector<EditOp> Ops; // in the order they were added
};

} // namespace amp2hip

#endif
