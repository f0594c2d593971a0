//===- MsBuildCondition.cpp -----------------------------------------------===//
#include "Project/MsBuildCondition.h"
#include "llvm/ADT/StringExtras.h"

namespace amp2hip {
namespace {

class ConditionParser {
public:
  ConditionParser(llvm::StringRef Text, const PropertyExpander &Expand,
                  const std::function<bool(llvm::StringRef)> &Exists)
      : S(Text), Expand(Expand), Exists(Exists) {}

  bool run(bool &Bad) {
    bool V = orExpr();
    skip();
    Bad = Failed || Pos != S.size();
    return !Bad && V;
  }

private:
  llvm::StringRef S;
  const PropertyExpander &Expand;
  const std::function<bool(llvm::StringRef)> &Exists;
  size_t Pos = 0;
  bool Failed = false;

  void skip() {
    while (Pos < S.size() && llvm::isSpace(S[Pos]))
      ++Pos;
  }
  bool word(llvm::StringRef W) {
    skip();
    if (!S.substr(Pos).starts_with_insensitive(W))
      return false;
    size_t End = Pos + W.size();
    if (End < S.size() && (llvm::isAlnum(S[End]) || S[End] == '_'))
      return false;
    Pos = End;
    return true;
  }
  bool punct(llvm::StringRef P) {
    skip();
    if (!S.substr(Pos).starts_with(P))
      return false;
    Pos += P.size();
    return true;
  }
  bool orExpr() {
    bool V = andExpr();
    while (word("or"))
      V = andExpr() || V;
    return V;
  }
  bool andExpr() {
    bool V = unary();
    while (word("and"))
      V = unary() && V;
    return V;
  }
  bool unary() {
    if (punct("!"))
      return !unary();
    return comparison();
  }
  /// A quoted string or a bare word, expanded.
  bool operand(std::string &Out) {
    skip();
    if (Pos < S.size() && (S[Pos] == '\'' || S[Pos] == '"')) {
      char Q = S[Pos++];
      size_t End = S.find(Q, Pos);
      if (End == llvm::StringRef::npos)
        return false;
      Out = Expand(S.slice(Pos, End));
      Pos = End + 1;
      return true;
    }
    size_t Start = Pos;
    while (Pos < S.size() &&
           (llvm::isAlnum(S[Pos]) || llvm::is_contained("_.$()-", S[Pos])))
      ++Pos;
    if (Start == Pos)
      return false;
    Out = Expand(S.slice(Start, Pos));
    return true;
  }
  bool comparison() {
    skip();
    if (punct("(")) {
      bool V = orExpr();
      if (!punct(")"))
        Failed = true;
      return V;
    }
    if (word("exists")) {
      std::string Path;
      if (!punct("(") || !operand(Path) || !punct(")")) {
        Failed = true;
        return false;
      }
      return Exists(llvm::StringRef(Path).trim());
    }
    std::string L, R;
    if (!operand(L)) {
      Failed = true;
      return false;
    }
    if (punct("==")) {
      if (!operand(R))
        Failed = true;
      return llvm::StringRef(L).trim().equals_insensitive(
          llvm::StringRef(R).trim());
    }
    if (punct("!=")) {
      if (!operand(R))
        Failed = true;
      return !llvm::StringRef(L).trim().equals_insensitive(
          llvm::StringRef(R).trim());
    }
    if (llvm::StringRef(L).equals_insensitive("true"))
      return true;
    if (llvm::StringRef(L).equals_insensitive("false"))
      return false;
    Failed = true;
    return false;
  }
};

} // namespace

bool evaluateCondition(llvm::StringRef Condition,
                       const PropertyExpander &Expand,
                       const std::function<bool(llvm::StringRef)> &Exists,
                       bool *Unreadable) {
  if (Condition.trim().empty())
    return true;
  bool Bad = false;
  bool V = ConditionParser(Condition, Expand, Exists).run(Bad);
  if (Unreadable)
    *Unreadable = Bad;
  return V;
}

} // namespace amp2hip
