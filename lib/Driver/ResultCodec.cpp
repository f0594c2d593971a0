//===- ResultCodec.cpp ----------------------------------------------------===//
#include "Driver/ResultCodec.h"

#include <cstdint>
#include <cstring>

namespace amp2hip {

namespace {

static_assert(sizeof(unsigned) == sizeof(uint32_t), "offsets are 32-bit");
constexpr uint32_t Magic = 0x616d7034; // "amp2", a version of the layout

class Writer {
public:
  void u32(uint32_t V) { Out.append(reinterpret_cast<char *>(&V), 4); }
  void str(llvm::StringRef S) {
    u32(S.size());
    Out.append(S.data(), S.size());
  }
  void counts(const std::map<std::string, unsigned> &M) {
    u32(M.size());
    for (const auto &[K, V] : M) {
      str(K);
      u32(V);
    }
  }
  std::string Out;
};

class Reader {
public:
  explicit Reader(llvm::StringRef In) : In(In) {}
  bool u32(uint32_t &V) {
    if (In.size() < 4)
      return false;
    std::memcpy(&V, In.data(), 4);
    In = In.drop_front(4);
    return true;
  }
  bool str(std::string &S) {
    uint32_t N;
    if (!u32(N) || In.size() < N)
      return false;
    S = In.take_front(N).str();
    In = In.drop_front(N);
    return true;
  }
  bool flag(bool &B) {
    uint32_t V;
    if (!u32(V))
      return false;
    B = V != 0;
    return true;
  }
  bool counts(std::map<std::string, unsigned> &M) {
    uint32_t N;
    if (!u32(N))
      return false;
    for (uint32_t I = 0; I < N; ++I) {
      std::string K;
      uint32_t V;
      if (!str(K) || !u32(V))
        return false;
      M[K] = V;
    }
    return true;
  }
  bool atEnd() const { return In.empty(); }

private:
  llvm::StringRef In;
};

} // namespace

std::string encodeUnitResult(const UnitResult &U) {
  const FileResult &R = U.R;
  Writer W;
  W.u32(Magic);
  W.u32(static_cast<uint32_t>(U.ToolStatus));
  W.str(U.DiagnosticsJson);
  W.u32(R.Parsed);
  W.u32(R.HasErrors);
  W.str(R.MainPath);
  W.str(R.Root);
  W.u32(R.Files.size());
  for (const auto &[Path, T] : R.Files) {
    W.str(Path);
    W.str(T.Original);
    W.u32(T.IsMain);
    W.str(T.Encoding);
    for (const FileEdits *E : {&T.Edits, &T.Notes}) {
      W.u32(E->ops().size());
      for (const EditOp &Op : E->ops()) {
        W.u32(Op.Kind);
        W.u32(Op.Offset);
        W.u32(Op.Length);
        W.str(Op.Text);
        W.str(Op.Origin);
      }
    }
  }
  W.u32(R.Includes.size());
  for (const ProjectInclude &I : R.Includes) {
    W.str(I.Includer);
    W.u32(I.Offset);
    W.u32(I.Length);
    W.str(I.Spelled);
    W.u32(I.Angled);
    W.str(I.Target);
  }
  W.counts(R.Rewrites);
  W.counts(R.Diagnostics);
  W.counts(R.Constructs);
  W.u32(R.Launches);
  W.u32(R.Dependencies.size());
  for (const std::string &D : R.Dependencies)
    W.str(D);
  return std::move(W.Out);
}

bool decodeUnitResult(llvm::StringRef Data, UnitResult &U) {
  Reader In(Data);
  FileResult &R = U.R;
  uint32_t V, N;
  if (!In.u32(V) || V != Magic || !In.u32(V))
    return false;
  U.ToolStatus = static_cast<int>(V);
  if (!In.str(U.DiagnosticsJson))
    return false;
  if (!In.flag(R.Parsed) || !In.flag(R.HasErrors) || !In.str(R.MainPath) ||
      !In.str(R.Root) || !In.u32(N))
    return false;
  for (uint32_t I = 0; I < N; ++I) {
    std::string Path;
    TouchedFile T;
    uint32_t Ops;
    if (!In.str(Path) || !In.str(T.Original) || !In.flag(T.IsMain) ||
        !In.str(T.Encoding))
      return false;
    for (FileEdits *E : {&T.Edits, &T.Notes}) {
      if (!In.u32(Ops))
        return false;
      for (uint32_t K = 0; K < Ops; ++K) {
        EditOp Op;
        uint32_t Kind;
        if (!In.u32(Kind) || Kind > EditOp::InsertAfter || !In.u32(Op.Offset) ||
            !In.u32(Op.Length) || !In.str(Op.Text) || !In.str(Op.Origin))
          return false;
        Op.Kind = static_cast<EditOp::OpKind>(Kind);
        E->add(Op);
      }
    }
    R.Files[Path] = std::move(T);
  }
  if (!In.u32(N))
    return false;
  for (uint32_t I = 0; I < N; ++I) {
    ProjectInclude Inc;
    if (!In.str(Inc.Includer) || !In.u32(Inc.Offset) || !In.u32(Inc.Length) ||
        !In.str(Inc.Spelled) || !In.flag(Inc.Angled) || !In.str(Inc.Target))
      return false;
    R.Includes.push_back(std::move(Inc));
  }
  if (!In.counts(R.Rewrites) || !In.counts(R.Diagnostics) ||
      !In.counts(R.Constructs) || !In.u32(R.Launches) || !In.u32(N))
    return false;
  for (uint32_t I = 0; I < N; ++I) {
    std::string D;
    if (!In.str(D))
      return false;
    R.Dependencies.push_back(std::move(D));
  }
  return In.atEnd();
}

} // namespace amp2hip
