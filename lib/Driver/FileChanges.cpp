//===- FileChanges.cpp ----------------------------------------------------===//
#include "Driver/FileChanges.h"

#include "llvm/ADT/STLExtras.h"
#include <algorithm>

namespace amp2hip {

std::vector<TextChange> changesFrom(llvm::StringRef OnDisk,
                                    llvm::StringRef Parsed,
                                    const FileEdits &Edits) {
  std::vector<TextChange> Out;
  if (OnDisk.size() != Parsed.size()) {
    // Not the text that was parsed: one change, the differing middle.
    std::string New = Edits.apply(Parsed);
    llvm::StringRef N(New);
    size_t Pre = 0;
    while (Pre < OnDisk.size() && Pre < N.size() && OnDisk[Pre] == N[Pre])
      ++Pre;
    size_t Suf = 0;
    while (Suf < OnDisk.size() - Pre && Suf < N.size() - Pre &&
           OnDisk[OnDisk.size() - 1 - Suf] == N[N.size() - 1 - Suf])
      ++Suf;
    if (Pre + Suf < OnDisk.size() || Pre + Suf < N.size())
      Out.push_back({unsigned(Pre), unsigned(OnDisk.size() - Pre - Suf),
                     N.substr(Pre, N.size() - Pre - Suf).str()});
    return Out;
  }
  // Ranges that must be rewritten: where the parsed text differs from the
  // disk, and every edit's range. Touching ranges merge, so that insertions
  // at a range's ends go with it.
  std::vector<std::pair<unsigned, unsigned>> Ranges;
  for (unsigned I = 0; I < OnDisk.size();) {
    if (OnDisk[I] == Parsed[I]) {
      ++I;
      continue;
    }
    unsigned B = I;
    while (I < OnDisk.size() && OnDisk[I] != Parsed[I])
      ++I;
    Ranges.push_back({B, I});
  }
  for (const EditOp &Op : Edits.ops()) {
    unsigned B = std::min<unsigned>(Op.Offset, Parsed.size());
    unsigned E = std::min<unsigned>(
        Op.Kind == EditOp::Replace ? B + Op.Length : B, Parsed.size());
    Ranges.push_back({B, E});
  }
  llvm::sort(Ranges);
  std::vector<std::pair<unsigned, unsigned>> Merged;
  for (const auto &R : Ranges) {
    if (!Merged.empty() && R.first <= Merged.back().second)
      Merged.back().second = std::max(Merged.back().second, R.second);
    else
      Merged.push_back(R);
  }
  for (const auto &[B, E] : Merged) {
    std::string Text = Edits.applyWithin(Parsed, B, E);
    if (Text != OnDisk.substr(B, E - B))
      Out.push_back({B, E - B, std::move(Text)});
  }
  return Out;
}

std::string applyChanges(llvm::StringRef Text,
                         const std::vector<TextChange> &Changes) {
  std::string Out;
  unsigned At = 0;
  for (const TextChange &C : Changes) {
    Out += Text.substr(At, C.Offset - At);
    Out += C.Text;
    At = C.Offset + C.Length;
  }
  Out += Text.substr(At);
  return Out;
}

unsigned linesTouched(llvm::StringRef OnDisk,
                      const std::vector<TextChange> &Changes) {
  // Changes are in order: count newlines once, from one change to the next.
  unsigned Count = 0;
  size_t Pos = 0, Line = 0;
  bool Any = false;
  size_t LastCounted = 0;
  for (const TextChange &C : Changes) {
    Line += OnDisk.slice(Pos, C.Offset).count('\n');
    Pos = C.Offset;
    size_t First = Line;
    size_t Last =
        First +
        OnDisk.substr(C.Offset, C.Length ? C.Length - 1 : 0).count('\n');
    if (Any && First <= LastCounted)
      First = LastCounted + 1;
    if (First <= Last) {
      Count += Last - First + 1;
      LastCounted = Last;
      Any = true;
    }
  }
  return Count;
}

} // namespace amp2hip
