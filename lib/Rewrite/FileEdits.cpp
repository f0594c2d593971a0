//===- FileEdits.cpp ------------------------------------------------------===//
#include "Rewrite/FileEdits.h"

#include "llvm/ADT/STLExtras.h"
#include <algorithm>
#include <map>

namespace amp2hip {

/// True when \p A and \p B touch the same original text in a way that makes
/// the result depend on both: overlapping replacements, an insertion strictly
/// inside a replaced range, or two different insertions at the same place
/// and of the same kind.
static bool clashes(const EditOp &A, const EditOp &B) {
  bool ARep = A.Kind == EditOp::Replace, BRep = B.Kind == EditOp::Replace;
  if (ARep && BRep) {
    if (A.Length == 0 || B.Length == 0)
      return A.Offset == B.Offset;
    return A.Offset < B.Offset + B.Length && B.Offset < A.Offset + A.Length;
  }
  if (ARep)
    return B.Offset > A.Offset && B.Offset < A.Offset + A.Length;
  if (BRep)
    return A.Offset > B.Offset && A.Offset < B.Offset + B.Length;
  return false; // insertions at one place are ordered, not conflicting
}

FileEdits::AddResult FileEdits::add(const EditOp &Op, const EditOp **Clash) {
  for (const EditOp &E : Ops) {
    if (E.sameEdit(Op))
      return AddResult::Duplicate;
    if (clashes(E, Op)) {
      if (Clash)
        *Clash = &E;
      return AddResult::Conflict;
    }
  }
  Ops.push_back(Op);
  return AddResult::Added;
}

bool FileEdits::touches(unsigned Begin, unsigned End) const {
  return llvm::any_of(Ops, [&](const EditOp &E) {
    if (E.Kind == EditOp::Replace)
      return E.Offset < End && E.Offset + E.Length > Begin;
    return E.Offset > Begin && E.Offset < End;
  });
}

std::string FileEdits::apply(llvm::StringRef Original) const {
  // At each offset: insertions made "before" (latest first), insertions made
  // "after" (earliest first), then the replacement that starts there.
  struct At {
    std::vector<const EditOp *> Before, After;
    const EditOp *Replace = nullptr;
  };
  std::map<unsigned, At> Points;
  for (const EditOp &E : Ops) {
    At &P = Points[std::min<unsigned>(E.Offset, Original.size())];
    switch (E.Kind) {
    case EditOp::Replace:
      P.Replace = &E;
      break;
    case EditOp::InsertBefore:
      P.Before.insert(P.Before.begin(), &E);
      break;
    case EditOp::InsertAfter:
      P.After.push_back(&E);
      break;
    }
  }
  std::string Out;
  Out.reserve(Original.size() + 256);
  unsigned Pos = 0;
  for (const auto &[Offset, P] : Points) {
    if (Offset < Pos)
      continue; // inside a replaced range; add() refuses such edits
    Out.append(Original.data() + Pos, Offset - Pos);
    Pos = Offset;
    for (const EditOp *E : P.Before)
      Out += E->Text;
    for (const EditOp *E : P.After)
      Out += E->Text;
    if (P.Replace) {
      Out += P.Replace->Text;
      Pos = std::min<unsigned>(Offset + P.Replace->Length, Original.size());
    }
  }
  Out.append(Original.data() + Pos, Original.size() - Pos);
  return Out;
}

static bool inside(const EditOp &E, unsigned Begin, unsigned End) {
  return E.Offset >= Begin && E.Offset + E.Length <= End &&
         (E.Kind != EditOp::Replace || E.Offset < End || E.Length == 0);
}

std::string FileEdits::applyWithin(llvm::StringRef Original, unsigned Begin,
                                   unsigned End) const {
  FileEdits Part;
  for (const EditOp &E : Ops)
    if (inside(E, Begin, End)) {
      EditOp Shifted = E;
      Shifted.Offset -= Begin;
      Part.Ops.push_back(Shifted);
    }
  return Part.apply(Original.slice(Begin, End));
}

bool FileEdits::replaceEnclosing(unsigned Begin, unsigned End,
                                 const std::string &Text) {
  for (const EditOp &E : Ops)
    if (!inside(E, Begin, End) && E.Kind == EditOp::Replace && E.Offset < End &&
        E.Offset + E.Length > Begin)
      return false;
  llvm::erase_if(Ops, [&](const EditOp &E) { return inside(E, Begin, End); });
  EditOp R;
  R.Kind = EditOp::Replace;
  R.Offset = Begin;
  R.Length = End - Begin;
  R.Text = Text;
  Ops.push_back(R);
  return true;
}

} // namespace amp2hip
