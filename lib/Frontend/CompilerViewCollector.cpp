//===- CompilerViewCollector.cpp ------------------------------------------===//
#include "Frontend/CompilerViewCollector.h"

#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/StringSwitch.h"

using namespace clang;

namespace amp2hip {

std::optional<long long> buildViewMacro(unsigned View, llvm::StringRef Name,
                                        bool &IsIdentity) {
  using V = std::optional<long long>;
  IsIdentity = true;
  const bool Hipcc = View & (HipccHost | HipccDevice);
  const bool Nvcc = View & (NvccHost | NvccDevice);
  const bool Device = View & (HipccDevice | NvccDevice);
  // hipcc: Clang (the values of the toolchain amp2hip is tested with: HIP
  // on Clang 15); nvcc: GCC 12 as the host compiler, CUDA 13.
  return llvm::StringSwitch<std::function<V()>>(Name)
      .Cases("__clang__", "__llvm__", [&]() -> V { return Hipcc ? V(1) : V(); })
      .Case("__clang_major__", [&]() -> V { return Hipcc ? V(15) : V(); })
      .Case("__clang_minor__", [&]() -> V { return Hipcc ? V(0) : V(); })
      .Case("__clang_patchlevel__", [&]() -> V { return Hipcc ? V(6) : V(); })
      .Cases("__GNUC__", "__GNUG__", [&]() -> V { return Hipcc ? 4 : 12; })
      .Case("__GNUC_MINOR__", [&]() -> V { return 2; })
      .Case("__GNUC_PATCHLEVEL__", [&]() -> V { return Hipcc ? 1 : 0; })
      .Cases("__HIP__", "__HIPCC__", "__HIP_PLATFORM_AMD__",
             "__HIP_PLATFORM_HCC__",
             [&]() -> V { return Hipcc ? V(1) : V(); })
      .Cases("__HIP_DEVICE_COMPILE__", "__AMDGCN__", "__AMDGPU__",
             [&]() -> V { return Hipcc && Device ? V(1) : V(); })
      .Cases("__CUDACC__", "__NVCC__", "__CUDACC_EXTENDED_LAMBDA__",
             "__HIP_PLATFORM_NVIDIA__",
             [&]() -> V { return Nvcc ? V(1) : V(); })
      .Case("__CUDACC_VER_MAJOR__", [&]() -> V { return Nvcc ? V(13) : V(); })
      .Case("__CUDACC_VER_MINOR__", [&]() -> V { return Nvcc ? V(0) : V(); })
      .Case("__CUDA_ARCH__", [&]() -> V { return Nvcc && Device ? V(900) : V(); })
      .Cases("_MSC_VER", "_MSC_FULL_VER", "_MSC_BUILD", "_MSC_EXTENSIONS",
             "__INTEL_COMPILER", "__INTEL_LLVM_COMPILER", "__NVCOMPILER",
             "__CUDA__", "__HIP_PLATFORM_NVCC__",
             [&]() -> V { return V(); })
      .Default([&]() -> V {
        IsIdentity = false;
        return V();
      })();
}

namespace {

using Value = std::optional<long long>;

/// An #if expression, evaluated over raw tokens. A value that cannot be
/// known here (a function-like macro, __has_include ...) is nullopt.
class Evaluator {
public:
  Evaluator(const std::vector<Token> &T,
            std::function<Value(llvm::StringRef)> Ident,
            std::function<std::optional<bool>(llvm::StringRef)> Defined)
      : T(T), Ident(std::move(Ident)), Defined(std::move(Defined)) {}

  Value run() {
    Value V = conditional();
    return Failed || P != T.size() ? Value() : V;
  }

private:
  bool is(tok::TokenKind K) const { return P < T.size() && T[P].is(K); }
  bool take(tok::TokenKind K) {
    if (!is(K))
      return false;
    ++P;
    return true;
  }
  llvm::StringRef ident() const {
    return P < T.size() && T[P].is(tok::raw_identifier)
               ? T[P].getRawIdentifier()
               : "";
  }

  Value conditional() {
    Value C = logicalOr();
    if (!take(tok::question))
      return C;
    Value A = conditional();
    if (!take(tok::colon))
      Failed = true;
    Value B = conditional();
    if (!C)
      return A && B && *A == *B ? A : Value();
    return *C ? A : B;
  }
  Value logicalOr() {
    Value L = logicalAnd();
    while (take(tok::pipepipe)) {
      Value R = logicalAnd();
      L = (L && *L) || (R && *R) ? Value(1) : L && R ? Value(0) : Value();
    }
    return L;
  }
  Value logicalAnd() {
    Value L = binary(0);
    while (take(tok::ampamp)) {
      Value R = binary(0);
      L = (L && !*L) || (R && !*R) ? Value(0) : L && R ? Value(1) : Value();
    }
    return L;
  }
  /// Binary operators by precedence level, from | down to *.
  Value binary(int Level) {
    static const std::vector<std::vector<tok::TokenKind>> Levels = {
        {tok::pipe},
        {tok::caret},
        {tok::amp},
        {tok::equalequal, tok::exclaimequal},
        {tok::less, tok::greater, tok::lessequal, tok::greaterequal},
        {tok::lessless, tok::greatergreater},
        {tok::plus, tok::minus},
        {tok::star, tok::slash, tok::percent}};
    if (Level == (int)Levels.size())
      return unary();
    Value L = binary(Level + 1);
    while (true) {
      tok::TokenKind Op = tok::unknown;
      for (tok::TokenKind K : Levels[Level])
        if (is(K))
          Op = K;
      if (Op == tok::unknown)
        return L;
      ++P;
      Value R = binary(Level + 1);
      if (!L || !R) {
        L = Value();
        continue;
      }
      long long A = *L, B = *R;
      switch (Op) {
      case tok::pipe: L = A | B; break;
      case tok::caret: L = A ^ B; break;
      case tok::amp: L = A & B; break;
      case tok::equalequal: L = A == B; break;
      case tok::exclaimequal: L = A != B; break;
      case tok::less: L = A < B; break;
      case tok::greater: L = A > B; break;
      case tok::lessequal: L = A <= B; break;
      case tok::greaterequal: L = A >= B; break;
      case tok::lessless: L = B >= 0 && B < 63 ? A << B : Value(); break;
      case tok::greatergreater: L = B >= 0 && B < 63 ? A >> B : Value(); break;
      case tok::plus: L = A + B; break;
      case tok::minus: L = A - B; break;
      case tok::star: L = A * B; break;
      case tok::slash: L = B ? Value(A / B) : Value(); break;
      case tok::percent: L = B ? Value(A % B) : Value(); break;
      default: L = Value();
      }
    }
  }
  Value unary() {
    if (take(tok::exclaim)) {
      Value V = unary();
      return V ? Value(!*V) : V;
    }
    if (take(tok::tilde)) {
      Value V = unary();
      return V ? Value(~*V) : V;
    }
    if (take(tok::minus)) {
      Value V = unary();
      return V ? Value(-*V) : V;
    }
    if (take(tok::plus))
      return unary();
    return primary();
  }
  Value primary() {
    if (take(tok::l_paren)) {
      Value V = conditional();
      if (!take(tok::r_paren))
        Failed = true;
      return V;
    }
    if (is(tok::numeric_constant)) {
      Value V = number(llvm::StringRef(T[P].getLiteralData(), T[P].getLength()));
      ++P;
      return V;
    }
    llvm::StringRef Name = ident();
    if (Name.empty()) {
      Failed = true;
      return Value();
    }
    ++P;
    if (Name == "defined") {
      bool Paren = take(tok::l_paren);
      llvm::StringRef M = ident();
      if (M.empty()) {
        Failed = true;
        return Value();
      }
      ++P;
      if (Paren && !take(tok::r_paren))
        Failed = true;
      std::optional<bool> D = Defined(M);
      return D ? Value(*D) : Value();
    }
    if (Name == "true")
      return 1;
    if (Name == "false")
      return 0;
    if (is(tok::l_paren)) { // __has_include(...), a function-like macro
      skipParens();
      return Value();
    }
    return Ident(Name);
  }
  void skipParens() {
    int Depth = 0;
    do {
      if (is(tok::l_paren))
        ++Depth;
      else if (is(tok::r_paren))
        --Depth;
      ++P;
    } while (P < T.size() && Depth > 0);
  }

public:
  static Value number(llvm::StringRef S) {
    std::string Digits;
    for (char C : S)
      if (C != '\'')
        Digits += C;
    llvm::StringRef D(Digits);
    D = D.rtrim("uUlLzZ");
    unsigned long long N;
    if (D.getAsInteger(0, N))
      return Value();
    return static_cast<long long>(N);
  }

private:
  const std::vector<Token> &T;
  size_t P = 0;
  bool Failed = false;
  std::function<Value(llvm::StringRef)> Ident;
  std::function<std::optional<bool>(llvm::StringRef)> Defined;
};

constexpr unsigned Views[] = {HipccHost, HipccDevice, NvccHost, NvccDevice};

/// One #if ... #endif chain of a project file.
struct Chain {
  SourceLocation If;
  FileID File;
  bool Relevant = false; ///< A condition names a compiler-identity macro.
  bool Known = true;     ///< Every relevant condition could be evaluated.
  /// The passes that follow the parse into this chain.
  unsigned Active = AllBuildViews;
  int ParseBranch = -1;
  /// The branch each pass takes (-1: none yet), and whether it has chosen.
  int Branch[4] = {-1, -1, -1, -1};
  bool Chosen[4] = {false, false, false, false};
  bool Unknown[4] = {false, false, false, false};
  /// Where each branch's directive is.
  std::vector<SourceLocation> Starts;
};

class CompilerViewCollector : public PPCallbacks {
public:
  CompilerViewCollector(Preprocessor &PP, std::function<bool(FileID)> InProject,
                        std::vector<CompilerViewDivergence> &Out,
                        std::function<bool(FileID)> ThirdParty)
      : PP(PP), SM(PP.getSourceManager()), InProject(std::move(InProject)),
        ThirdParty(std::move(ThirdParty)), Out(Out) {}

  void If(SourceLocation Loc, SourceRange Cond,
          ConditionValueKind V) override {
    if (!open(Loc))
      return;
    branch(Loc, tokens(Cond), V == CVK_True, V == CVK_NotEvaluated);
  }
  void Ifdef(SourceLocation Loc, const Token &Name,
             const MacroDefinition &MD) override {
    if (!open(Loc))
      return;
    branch(Loc, definedTokens(Name, false), bool(MD), false);
  }
  void Ifndef(SourceLocation Loc, const Token &Name,
              const MacroDefinition &MD) override {
    if (!open(Loc))
      return;
    branch(Loc, definedTokens(Name, true), !MD, false);
  }
  void Elif(SourceLocation Loc, SourceRange Cond, ConditionValueKind V,
            SourceLocation) override {
    if (current(Loc))
      branch(Loc, tokens(Cond), V == CVK_True, V == CVK_NotEvaluated);
  }
  void Elifdef(SourceLocation Loc, const Token &Name,
               const MacroDefinition &MD) override {
    if (current(Loc))
      branch(Loc, definedTokens(Name, false), bool(MD), false);
  }
  void Elifdef(SourceLocation Loc, SourceRange Cond, SourceLocation) override {
    if (current(Loc))
      branch(Loc, tokens(Cond), false, true);
  }
  void Elifndef(SourceLocation Loc, const Token &Name,
                const MacroDefinition &MD) override {
    if (current(Loc))
      branch(Loc, definedTokens(Name, true), !MD, false);
  }
  void Elifndef(SourceLocation Loc, SourceRange Cond,
                SourceLocation) override {
    if (current(Loc))
      branch(Loc, tokens(Cond), false, true);
  }
  void Else(SourceLocation Loc, SourceLocation) override {
    if (current(Loc))
      onElse(Loc);
  }
  void Endif(SourceLocation Loc, SourceLocation) override {
    if (!current(Loc))
      return;
    // Clang reports no #else that follows a skipped #elif of a chain whose
    // branch was already taken: find it in the text.
    Chain &Open = Stack.back();
    SourceLocation Missed = elseIn(Open.Starts.back(), Loc);
    if (Missed.isValid())
      onElse(Missed);
    endChain(Loc);
  }

private:
  void onElse(SourceLocation Loc) {
    Chain &C = Stack.back();
    C.Starts.push_back(Loc);
    int Index = C.Starts.size() - 1;
    if (C.ParseBranch < 0)
      C.ParseBranch = Index;
    for (unsigned I = 0; I < 4; ++I)
      if (!C.Chosen[I] && !C.Unknown[I]) {
        C.Chosen[I] = true;
        C.Branch[I] = Index;
      }
  }
  void endChain(SourceLocation Loc) {
    Chain C = std::move(Stack.back());
    Stack.pop_back();
    if (!C.Relevant || !C.Known)
      return;
    C.Starts.push_back(Loc);
    CompilerViewDivergence D;
    D.If = C.If;
    for (unsigned I = 0; I < 4; ++I) {
      if (!(C.Active & Views[I]) || C.Unknown[I] ||
          C.Branch[I] == C.ParseBranch)
        continue;
      D.Views |= Views[I];
      if (C.Branch[I] < 0)
        continue;
      SourceLocation E = errorIn(C.Starts[C.Branch[I]],
                                 C.Starts[C.Branch[I] + 1]);
      if (E.isValid()) {
        D.Error = E;
        D.ErrorViews |= Views[I];
      }
    }
    if (D.Views && ThirdParty && ThirdParty(C.File))
      D.Views = D.ErrorViews;
    if (D.Views)
      Out.push_back(D);
  }

  /// The name of an #else directive of [B, E) outside nested conditionals.
  SourceLocation elseIn(SourceLocation B, SourceLocation E) {
    return topLevelDirective(B, E, "else").second;
  }

  /// Opens a chain; false when it is not in a project file (then nothing
  /// of it is tracked: the stack is per translation unit, but only project
  /// files' chains are pushed, and their directives are in their files).
  bool open(SourceLocation Loc) {
    FileID F = SM.getFileID(SM.getExpansionLoc(Loc));
    if (!InProject(F))
      return false;
    Chain C;
    C.If = Loc;
    C.File = F;
    // Passes that took another branch of an enclosing chain of this file
    // (or of the file that includes it) do not see this one.
    for (const Chain &Outer : Stack) {
      int Cur = Outer.Starts.size() - 1;
      for (unsigned I = 0; I < 4; ++I)
        if (Outer.Relevant &&
            (!Outer.Known || Outer.Unknown[I] || Outer.Branch[I] != Cur))
          C.Active &= ~Views[I];
    }
    Stack.push_back(std::move(C));
    return true;
  }

  bool current(SourceLocation Loc) {
    return !Stack.empty() &&
           Stack.back().File == SM.getFileID(SM.getExpansionLoc(Loc));
  }

  void branch(SourceLocation Loc, const std::vector<Token> &Cond,
              bool ParseTaken, bool NotEvaluated) {
    Chain &C = Stack.back();
    C.Starts.push_back(Loc);
    int Index = C.Starts.size() - 1;
    bool Relevant = false;
    for (const Token &T : Cond) {
      bool IsIdentity = false;
      if (T.is(tok::raw_identifier))
        buildViewMacro(HipccHost, T.getRawIdentifier(), IsIdentity);
      Relevant |= IsIdentity;
    }
    C.Relevant |= Relevant;
    // The parse's own value, computed the same way, checks the evaluator.
    if (!NotEvaluated) {
      Value Mine = evaluate(Cond, 0);
      if (!Mine || bool(*Mine) != ParseTaken)
        C.Known &= !Relevant;
      if (ParseTaken && C.ParseBranch < 0)
        C.ParseBranch = Index;
    }
    for (unsigned I = 0; I < 4; ++I) {
      if (C.Chosen[I] || C.Unknown[I])
        continue;
      Value V = evaluate(Cond, Views[I]);
      if (!V)
        C.Unknown[I] = true;
      else if (*V) {
        C.Chosen[I] = true;
        C.Branch[I] = Index;
      }
    }
  }

  /// \p Cond's value in pass \p View (0: the parse).
  Value evaluate(const std::vector<Token> &Cond, unsigned View) {
    auto Identity = [View](llvm::StringRef Name, bool &Is) {
      return View ? buildViewMacro(View, Name, Is) : (Is = false, Value());
    };
    auto Ident = [&](llvm::StringRef Name) -> Value {
      bool Is = false;
      Value V = Identity(Name, Is);
      if (Is)
        return V ? V : Value(0);
      const MacroInfo *MI = PP.getMacroInfo(PP.getIdentifierInfo(Name));
      if (!MI)
        return 0;
      if (MI->isObjectLike() && MI->getNumTokens() == 1 &&
          MI->getReplacementToken(0).is(tok::numeric_constant)) {
        const Token &N = MI->getReplacementToken(0);
        return Evaluator::number(
            llvm::StringRef(N.getLiteralData(), N.getLength()));
      }
      return Value();
    };
    auto Defined = [&](llvm::StringRef Name) -> std::optional<bool> {
      bool Is = false;
      Value V = Identity(Name, Is);
      if (Is)
        return V.has_value();
      return PP.isMacroDefined(Name);
    };
    return Evaluator(Cond, Ident, Defined).run();
  }

  /// The condition's tokens, raw, from its start to the end of the line.
  std::vector<Token> tokens(SourceRange R) {
    std::vector<Token> Out;
    if (R.isInvalid())
      return Out;
    SourceLocation B = SM.getExpansionLoc(R.getBegin());
    auto [F, Off] = SM.getDecomposedLoc(B);
    llvm::StringRef Buf = SM.getBufferData(F);
    Lexer L(SM.getLocForStartOfFile(F), PP.getLangOpts(), Buf.begin(),
            Buf.begin() + Off, Buf.end());
    L.SetKeepWhitespaceMode(false);
    Token T;
    bool First = true;
    while (!L.LexFromRawLexer(T)) {
      if (!First && T.isAtStartOfLine())
        break;
      First = false;
      Out.push_back(T);
    }
    return Out;
  }

  std::vector<Token> definedTokens(const Token &Name, bool Negated) {
    // "defined NAME" (or "!defined NAME"), lexed from the directive's text.
    std::vector<Token> Out;
    SourceLocation B = SM.getExpansionLoc(Name.getLocation());
    auto [F, Off] = SM.getDecomposedLoc(B);
    llvm::StringRef Buf = SM.getBufferData(F);
    Lexer L(SM.getLocForStartOfFile(F), PP.getLangOpts(), Buf.begin(),
            Buf.begin() + Off, Buf.end());
    Token T;
    L.LexFromRawLexer(T);
    Token Op, Def;
    Op.startToken();
    Op.setKind(tok::exclaim);
    Def.startToken();
    Def.setKind(tok::raw_identifier);
    static const char DefinedText[] = "defined";
    Def.setRawIdentifierData(DefinedText);
    Def.setLength(7);
    if (Negated)
      Out.push_back(Op);
    Out.push_back(Def);
    Out.push_back(T);
    return Out;
  }

  /// The first #error directive of [B, E) outside nested conditionals.
  SourceLocation errorIn(SourceLocation B, SourceLocation E) {
    return topLevelDirective(B, E, "error").first;
  }

  /// The first directive \p Name of [B, E) outside the conditionals nested
  /// there (B is the branch's own directive): its '#' and its name.
  std::pair<SourceLocation, SourceLocation>
  topLevelDirective(SourceLocation B, SourceLocation E, llvm::StringRef Name) {
    auto [F, Off] = SM.getDecomposedLoc(SM.getExpansionLoc(B));
    unsigned End = SM.getFileOffset(SM.getExpansionLoc(E));
    llvm::StringRef Buf = SM.getBufferData(F);
    Lexer L(SM.getLocForStartOfFile(F), PP.getLangOpts(), Buf.begin(),
            Buf.begin() + Off, Buf.end());
    Token T;
    L.LexFromRawLexer(T); // the branch's own directive
    int Depth = 0;
    while (!L.LexFromRawLexer(T) && SM.getFileOffset(T.getLocation()) < End) {
      if (!T.is(tok::hash) || !T.isAtStartOfLine())
        continue;
      SourceLocation Hash = T.getLocation();
      if (L.LexFromRawLexer(T) || !T.is(tok::raw_identifier))
        continue;
      llvm::StringRef D = T.getRawIdentifier();
      if (D.starts_with("if"))
        ++Depth;
      else if (D == "endif")
        --Depth;
      else if (D == Name && Depth == 0)
        return {Hash, T.getLocation()};
    }
    return {};
  }

  Preprocessor &PP;
  SourceManager &SM;
  std::function<bool(FileID)> InProject;
  std::function<bool(FileID)> ThirdParty;
  std::vector<CompilerViewDivergence> &Out;
  std::vector<Chain> Stack;
};

} // namespace

std::unique_ptr<PPCallbacks>
makeCompilerViewCollector(Preprocessor &PP,
                          std::function<bool(FileID)> InProject,
                          std::vector<CompilerViewDivergence> &Out,
                          std::function<bool(FileID)> ThirdParty) {
  return std::make_unique<CompilerViewCollector>(PP, std::move(InProject), Out,
                                                 std::move(ThirdParty));
}

} // namespace amp2hip
