//===- LineMarkers.cpp ----------------------------------------------------===//
#include "Driver/LineMarkers.h"

#include "Frontend/RawTokens.h"
#include <algorithm>
#include <cstdint>
#include <map>

namespace amp2hip {
namespace {

enum class Conditional { None, Open, Next, Close };

Conditional conditionalOf(llvm::StringRef Word) {
  if (Word == "if" || Word == "ifdef" || Word == "ifndef")
    return Conditional::Open;
  if (Word == "elif" || Word == "elifdef" || Word == "elifndef" ||
      Word == "else")
    return Conditional::Next;
  if (Word == "endif")
    return Conditional::Close;
  return Conditional::None;
}

/// An edit's change of the line count, or a conditional directive, at a
/// place in the output: an insertion at offset O comes before a marker at O
/// (key 2*O - 1), a replacement starting at O after it (2*O + 1), and a
/// directive whose `#` is at O at the marker's place (2*O), processed after
/// a marker there.
struct Event {
  int64_t Key;
  int Delta = 0;
  Conditional Cond = Conditional::None;
};

std::string quoted(llvm::StringRef Name) {
  std::string Out;
  for (char C : Name) {
    if (C == '\\' || C == '"')
      Out += '\\';
    Out += C;
  }
  return Out;
}

class MarkerPlacer {
public:
  MarkerPlacer(llvm::StringRef Original, const FileEdits &Edits)
      : Original(Original), Size(Original.size()),
        Top(Original.starts_with("\xEF\xBB\xBF") ? 3 : 0),
        Blocked(Size + 1, false) {
    for (const EditOp &E : Edits.ops())
      addEdit(E);
    Tokens = lexRawTokens(Original, /*KeepComments=*/true);
    for (size_t I = 0; I < Tokens.size(); ++I) {
      const RawToken &T = Tokens[I];
      // A line start inside a comment or literal is no line start.
      if (T.Text.contains('\n'))
        std::fill(Blocked.begin() + T.Begin + 1, Blocked.begin() + T.End, true);
      if (T.AtLineStart && T.is(clang::tok::hash) && I + 1 < Tokens.size() &&
          !Tokens[I + 1].AtLineStart &&
          Tokens[I + 1].is(clang::tok::raw_identifier)) {
        Conditional C = conditionalOf(Tokens[I + 1].Text);
        if (C != Conditional::None)
          Events.push_back({2 * int64_t(T.Begin), 0, C});
      }
    }
    std::stable_sort(
        Events.begin(), Events.end(),
        [](const Event &A, const Event &B) { return A.Key < B.Key; });
  }

  FileEdits place(const FileEdits &Edits, llvm::StringRef Name) {
    FileEdits Out = Edits;
    const std::string Q = quoted(Name);
    size_t FirstEnd = Original.find('\n');
    bool CrlfFirst = FirstEnd != llvm::StringRef::npos && FirstEnd > 0 &&
                     Original[FirstEnd - 1] == '\r';
    // Before everything else written at the top: the inserted lines are
    // then counted from 1 too, with the file's name.
    addMarker(Out, EditOp::InsertBefore, Top, 1, Q, CrlfFirst);

    std::vector<unsigned> Starts{Top};
    for (unsigned I = Top; I < Size; ++I)
      if (Original[I] == '\n' && I + 1 < Size)
        Starts.push_back(I + 1);

    size_t EI = 0, TI = 0;
    int64_t Shift = 0;  // Lines added since the last marker.
    bool Force = false; // A conditional group needs a marker.
    for (size_t LI = 0; LI < Starts.size(); ++LI) {
      unsigned L = Starts[LI];
      for (; EI < Events.size() && Events[EI].Key < 2 * int64_t(L); ++EI)
        process(Events[EI], Shift, Force);
      for (; TI < Tokens.size() && Tokens[TI].Begin < L; ++TI)
        bracket(Tokens[TI]);
      if ((Shift == 0 && !Force) || !canMark(L, LI == 0))
        continue;
      addMarker(Out, EditOp::InsertAfter, L, LI + 1, Q,
                LI == 0 ? CrlfFirst : L >= 2 && Original[L - 2] == '\r');
      // A marker is a line too: in a skipped branch it moves the lines
      // after the group.
      changedBranch();
      Shift = 0;
      Force = false;
    }
    return Out;
  }

private:
  struct Group {
    bool Branch = false; ///< The current branch changed lines.
    bool Any = false;    ///< An earlier branch did.
  };

  void addEdit(const EditOp &E) {
    unsigned Off = std::min<unsigned>(E.Offset, Size);
    int Delta = llvm::StringRef(E.Text).count('\n');
    if (E.Kind == EditOp::Replace) {
      unsigned End = std::min<unsigned>(Off + E.Length, Size);
      Delta -= Original.slice(Off, End).count('\n');
      for (unsigned I = Off + 1; I < End; ++I)
        Blocked[I] = true;
      if (End > Off)
        ReplaceEnds[End] = &E;
      Events.push_back({2 * int64_t(Off) + 1, Delta});
      return;
    }
    if (E.Kind == EditOp::InsertBefore)
      Before[Off].insert(Before[Off].begin(), &E);
    else
      After[Off].push_back(&E);
    Events.push_back({2 * int64_t(Off) - 1, Delta});
  }

  void changedBranch() {
    if (!Groups.empty())
      Groups.back().Branch = true;
  }

  void process(const Event &E, int64_t &Shift, bool &Force) {
    switch (E.Cond) {
    case Conditional::None:
      Shift += E.Delta;
      if (E.Delta != 0)
        changedBranch();
      return;
    case Conditional::Open:
      Groups.emplace_back();
      return;
    case Conditional::Next:
      // The branch may be taken while the ones before it were skipped,
      // with their markers.
      if (!Groups.empty()) {
        Group &G = Groups.back();
        G.Any |= G.Branch;
        G.Branch = false;
        Force |= G.Any;
      }
      return;
    case Conditional::Close:
      // The last branch may have been skipped, with its markers.
      if (!Groups.empty()) {
        Group G = Groups.back();
        Groups.pop_back();
        Force |= G.Branch;
        if (G.Branch || G.Any)
          changedBranch();
      }
      return;
    }
  }

  void bracket(const RawToken &T) {
    if (T.InDirective)
      return;
    auto Close = [&](char Open) {
      auto It = std::find(Brackets.rbegin(), Brackets.rend(), Open);
      if (It != Brackets.rend())
        Brackets.erase(std::prev(It.base()), Brackets.end());
    };
    switch (T.Kind) {
    case clang::tok::l_paren:
      Brackets.push_back('(');
      break;
    case clang::tok::l_square:
      Brackets.push_back('[');
      break;
    case clang::tok::l_brace:
      Brackets.push_back('{');
      break;
    case clang::tok::r_paren:
      Close('(');
      break;
    case clang::tok::r_square:
      Close('[');
      break;
    case clang::tok::r_brace:
      Close('{');
      break;
    default:
      break;
    }
  }

  /// The insertions at \p Off, as FileEdits::apply writes them.
  std::string insertedAt(unsigned Off) const {
    std::string Text;
    if (auto It = Before.find(Off); It != Before.end())
      for (const EditOp *E : It->second)
        Text += E->Text;
    if (auto It = After.find(Off); It != After.end())
      for (const EditOp *E : It->second)
        Text += E->Text;
    return Text;
  }

  /// The last character written before the original text at \p Off.
  char lastWrittenBefore(unsigned Off) const {
    while (true) {
      std::string Text = insertedAt(Off);
      if (!Text.empty())
        return Text.back();
      auto It = ReplaceEnds.find(Off);
      if (It == ReplaceEnds.end())
        break;
      if (!It->second->Text.empty())
        return It->second->Text.back();
      Off = std::min<unsigned>(It->second->Offset, Size);
    }
    return Off <= Top ? '\n' : Original[Off - 1];
  }

  bool canMark(unsigned L, bool First) const {
    if (Blocked[L])
      return false;
    // A directive inside a macro's arguments is undefined behaviour; a
    // parenthesis or bracket left open may be one.
    if (!Brackets.empty() && Brackets.back() != '{')
      return false;
    if (!First) {
      unsigned End = L - 1; // the '\n'
      if (End > 0 && Original[End - 1] == '\r')
        --End;
      if (End > 0 && Original[End - 1] == '\\')
        return false; // a continued line
    }
    return lastWrittenBefore(L) == '\n';
  }

  static void addMarker(FileEdits &Out, EditOp::OpKind Kind, unsigned Off,
                        size_t Line, const std::string &Q, bool Crlf) {
    EditOp Op;
    Op.Kind = Kind;
    Op.Offset = Off;
    Op.Text = "#line " + std::to_string(Line) + " \"" + Q + "\"" +
              (Crlf ? "\r\n" : "\n");
    Op.Origin = "#line marker";
    Out.add(Op);
  }

  llvm::StringRef Original;
  unsigned Size;
  unsigned Top; ///< Where the text starts, after a byte-order mark.
  std::vector<bool> Blocked;
  std::vector<RawToken> Tokens;
  std::vector<Event> Events;
  /// The insertions at each offset in the order apply() writes them:
  /// InsertBefore edits latest first, then InsertAfter edits.
  std::map<unsigned, std::vector<const EditOp *>> Before, After;
  std::map<unsigned, const EditOp *> ReplaceEnds; ///< By end offset.
  std::vector<Group> Groups;
  std::vector<char> Brackets;
};

} // namespace

FileEdits withLineMarkers(llvm::StringRef Original, const FileEdits &Edits,
                          llvm::StringRef Name) {
  return MarkerPlacer(Original, Edits).place(Edits, Name);
}

std::string lineMarkerName(llvm::StringRef Path, llvm::StringRef Root,
                           llvm::StringRef Given) {
  llvm::StringRef R = Root.rtrim('/');
  if (!Root.empty() && Path.size() > R.size() + 1 && Path.starts_with(R) &&
      Path[R.size()] == '/')
    return Path.drop_front(R.size() + 1).str();
  return Given.str();
}

} // namespace amp2hip
