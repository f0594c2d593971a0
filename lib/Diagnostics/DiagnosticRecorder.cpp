//===- DiagnosticRecorder.cpp ---------------------------------------------===//
#include "Diagnostics/DiagnosticRecorder.h"

#include "Diagnostics/AmpDiagnostics.h"
#include "Diagnostics/DiagnosticPolicy.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclarationName.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <mutex>
#include <set>

using namespace clang;

namespace amp2hip {

static std::mutex LogMutex;
static std::vector<RecordedDiagnostic> &log() {
  static std::vector<RecordedDiagnostic> L;
  return L;
}

std::vector<RecordedDiagnostic> recordedDiagnostics() {
  std::lock_guard<std::mutex> Lock(LogMutex);
  return log();
}

void appendRecordedDiagnostics(std::vector<RecordedDiagnostic> Ds) {
  std::lock_guard<std::mutex> Lock(LogMutex);
  for (RecordedDiagnostic &D : Ds)
    log().push_back(std::move(D));
}

/// The message of a table row with %0 replaced.
static std::string tableMessage(DiagId Id, llvm::StringRef Arg) {
  const DiagInfo &D = diagInfo(Id);
  std::string M = std::string(D.Code) + ": " + D.Message;
  for (size_t P; (P = M.find("%0")) != std::string::npos;)
    M.replace(P, 2, Arg.str());
  return M;
}

/// Argument \p I of \p Info as text (the kinds the relabelled errors use).
static std::string argText(const Diagnostic &Info, unsigned I) {
  if (I >= Info.getNumArgs())
    return "";
  switch (Info.getArgKind(I)) {
  case DiagnosticsEngine::ak_c_string:
    return Info.getArgCStr(I);
  case DiagnosticsEngine::ak_std_string:
    return Info.getArgStdStr(I);
  case DiagnosticsEngine::ak_declarationname:
    return DeclarationName::getFromOpaqueInteger(Info.getRawArg(I))
        .getAsString();
  case DiagnosticsEngine::ak_nameddecl:
    return reinterpret_cast<const NamedDecl *>(Info.getRawArg(I))
        ->getNameAsString();
  default:
    return "";
  }
}

/// Clang's relabelled errors of this process: where they point, and how
/// many a --suppress dropped.
static std::set<std::pair<const void *, unsigned>> &relabelledAt() {
  static std::set<std::pair<const void *, unsigned>> S;
  return S;
}
static unsigned DroppedErrors = 0;

bool clangReported(const SourceManager &SM, SourceLocation Loc) {
  std::lock_guard<std::mutex> Lock(LogMutex);
  return relabelledAt().count({&SM, SM.getFileLoc(Loc).getRawEncoding()});
}

unsigned suppressedClangErrors() {
  std::lock_guard<std::mutex> Lock(LogMutex);
  return DroppedErrors;
}

namespace {

class Recorder : public DiagnosticConsumer {
public:
  Recorder(DiagnosticConsumer *Inner, std::unique_ptr<DiagnosticConsumer> Own)
      : Inner(Inner), Owned(std::move(Own)) {}

  void BeginSourceFile(const LangOptions &LO, const Preprocessor *PP) override {
    Inner->BeginSourceFile(LO, PP);
  }
  void EndSourceFile() override {
    Inner->EndSourceFile();
    syncCounts();
  }
  void finish() override {
    Inner->finish();
    syncCounts();
  }
  void clear() override {
    Inner->clear();
    syncCounts();
  }
  bool IncludeInDiagnosticCounts() const override {
    return Inner->IncludeInDiagnosticCounts();
  }

  void HandleDiagnostic(DiagnosticsEngine::Level Level,
                        const Diagnostic &Info) override {
    llvm::SmallString<256> Text;
    Info.FormatDiagnostic(Text);
    std::string Message = remapped(Info, Text);
    // A relabelled error whose number is suppressed goes, with its notes.
    if (Level == DiagnosticsEngine::Note && Dropping)
      return;
    Dropping = false;
    if (!Message.empty() && Level >= DiagnosticsEngine::Error &&
        diagnosticPolicy().Suppressed.count(
            llvm::StringRef(Message).split(':').first.str())) {
      Dropping = true;
      std::lock_guard<std::mutex> Lock(LogMutex);
      ++DroppedErrors;
      return;
    }
    if (!Message.empty() && Level >= DiagnosticsEngine::Error &&
        Info.hasSourceManager() && Info.getLocation().isValid()) {
      std::lock_guard<std::mutex> Lock(LogMutex);
      relabelledAt().insert(
          {&Info.getSourceManager(),
           Info.getSourceManager().getFileLoc(Info.getLocation())
               .getRawEncoding()});
    }
    if (Message.empty()) {
      Inner->HandleDiagnostic(Level, Info);
      record(Level, Info, Text.str().str());
      syncCounts();
      return;
    }
    Diagnostic Renamed(Info.getDiags(), Message);
    Inner->HandleDiagnostic(Level, Renamed);
    record(Level, Info, Message);
    syncCounts();
  }

private:
  /// The compiler reads the counts of the consumer in front (-verify
  /// replaces them with its own verdict): they are the inner one's.
  void syncCounts() {
    NumErrors = Inner->getNumErrors();
    NumWarnings = Inner->getNumWarnings();
  }

  /// Clang's own errors for C++ AMP rules, relabelled with the rule's row:
  /// exceptions in amp code (C3594), overlapping restriction sets (C3935),
  /// cpu code using amp-only functions (C3930), properties without the
  /// accessor a use needs (C2774, C2775).
  static std::string remapped(const Diagnostic &Info, llvm::StringRef Text) {
    unsigned ID = Info.getID();
    if (ID == diag::err_cuda_device_exceptions)
      return tableMessage(DiagId::ExceptionInAmp, argText(Info, 0));
    if (ID == diag::err_cuda_ovl_target)
      return tableMessage(DiagId::RestrictionOverlap, argText(Info, 1));
    if (ID == diag::err_ref_bad_target &&
        Text.starts_with("reference to __device__ function") &&
        (Text.ends_with("in __host__ function") ||
         Text.ends_with("in __host__ __device__ function"))) {
      size_t B = Text.find('\''), E = Text.rfind('\'');
      if (B != llvm::StringRef::npos && E > B)
        return tableMessage(DiagId::AmpOnlyFromCpu, Text.slice(B + 1, E));
    }
    // A read-only property assigned (MSVC's C2774), a write-only one read
    // (C2775).
    if (ID == diag::err_no_accessor_for_property) {
      bool Setter = Info.getArgKind(0) == DiagnosticsEngine::ak_sint
                        ? Info.getArgSInt(0) != 0
                        : Info.getRawArg(0) != 0;
      return tableMessage(Setter ? DiagId::ReadOnlyProperty
                                 : DiagId::WriteOnlyProperty,
                          argText(Info, 1));
    }
    if (ID == diag::note_ovl_candidate_bad_target &&
        Text.contains("call to __device__ function from __host__ function"))
      return "this candidate is restricted to amp and cannot be "
             "called from cpu code";
    return "";
  }

  void record(DiagnosticsEngine::Level Level, const Diagnostic &Info,
              const std::string &Message) {
    RecordedDiagnostic D;
    switch (Level) {
    case DiagnosticsEngine::Note:
      D.Level = "note";
      break;
    case DiagnosticsEngine::Remark:
      D.Level = "remark";
      break;
    case DiagnosticsEngine::Warning:
      D.Level = "warning";
      break;
    default:
      D.Level = "error";
    }
    D.Message = Message;
    llvm::StringRef M(Message);
    size_t Colon = M.find(": ");
    if (Colon != llvm::StringRef::npos && Colon <= 6 &&
        (M.starts_with("C") || M.starts_with("AH")) &&
        llvm::all_of(
            M.take_front(Colon).drop_front(M.starts_with("AH") ? 2 : 1),
            [](char C) { return C >= '0' && C <= '9'; }))
      D.Code = M.take_front(Colon).str();
    if (Info.hasSourceManager() && Info.getLocation().isValid()) {
      const SourceManager &SM = Info.getSourceManager();
      PresumedLoc P = SM.getPresumedLoc(SM.getFileLoc(Info.getLocation()));
      if (P.isValid()) {
        llvm::SmallString<256> Abs(P.getFilename());
        llvm::sys::fs::make_absolute(Abs);
        llvm::sys::path::remove_dots(Abs, true);
        D.Loc = {std::string(Abs), P.getLine(), P.getColumn()};
      }
    }
    std::lock_guard<std::mutex> Lock(LogMutex);
    if (Level == DiagnosticsEngine::Note && !log().empty())
      log().back().Notes.push_back(std::move(D));
    else if (Level != DiagnosticsEngine::Ignored)
      log().push_back(std::move(D));
  }

  DiagnosticConsumer *Inner;
  std::unique_ptr<DiagnosticConsumer> Owned;
  bool Dropping = false; ///< The notes of a suppressed error follow.
};

} // namespace

void installDiagnosticRecorder(DiagnosticsEngine &Engine) {
  DiagnosticConsumer *Inner = Engine.getClient();
  if (!Inner)
    return;
  std::unique_ptr<DiagnosticConsumer> Own =
      Engine.ownsClient() ? Engine.takeClient() : nullptr;
  Engine.setClient(new Recorder(Inner, std::move(Own)), /*ShouldOwn=*/true);
}

static llvm::json::Object sarifLocation(const RecordedLocation &L) {
  llvm::SmallString<256> Uri("file://");
  Uri += L.File;
  llvm::json::Object Region{{"startLine", L.Line ? L.Line : 1}};
  if (L.Column)
    Region["startColumn"] = L.Column;
  return llvm::json::Object{
      {"physicalLocation",
       llvm::json::Object{
           {"artifactLocation", llvm::json::Object{{"uri", std::string(Uri)}}},
           {"region", std::move(Region)}}}};
}

std::string diagnosticsSarif(const std::vector<RecordedDiagnostic> &Ds) {
  llvm::json::Array Rules;
  for (const DiagInfo &D : allDiagnostics()) {
    if (!D.Code[0] || llvm::any_of(Rules, [&](const llvm::json::Value &V) {
          return *V.getAsObject()->getString("id") == D.Code;
        }))
      continue;
    Rules.push_back(llvm::json::Object{
        {"id", D.Code},
        {"shortDescription", llvm::json::Object{{"text", D.Message}}},
        {"help", llvm::json::Object{{"text", D.Help}}}});
  }
  llvm::json::Array Results;
  for (const RecordedDiagnostic &D : Ds) {
    llvm::json::Object R{{"level", D.Level == "warning" ? "warning"
                                   : D.Level == "error" ? "error"
                                                        : "note"},
                         {"message", llvm::json::Object{{"text", D.Message}}}};
    if (!D.Code.empty())
      R["ruleId"] = D.Code;
    if (!D.Loc.File.empty())
      R["locations"] = llvm::json::Array{sarifLocation(D.Loc)};
    llvm::json::Array Related;
    int Id = 0;
    for (const RecordedDiagnostic &N : D.Notes) {
      if (N.Loc.File.empty())
        continue;
      llvm::json::Object L = sarifLocation(N.Loc);
      L["id"] = Id++;
      L["message"] = llvm::json::Object{{"text", N.Message}};
      Related.push_back(std::move(L));
    }
    if (!Related.empty())
      R["relatedLocations"] = std::move(Related);
    Results.push_back(std::move(R));
  }
  llvm::json::Object Doc{
      {"$schema", "https://json.schemastore.org/sarif-2.1.0.json"},
      {"version", "2.1.0"},
      {"runs",
       llvm::json::Array{llvm::json::Object{
           {"tool",
            llvm::json::Object{
                {"driver", llvm::json::Object{{"name", "amp2hip"},
                                              {"version", "0.1.0"},
                                              {"rules", std::move(Rules)}}}}},
           {"results", std::move(Results)}}}}};
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  OS << llvm::formatv("{0:2}", llvm::json::Value(std::move(Doc))) << "\n";
  return Out;
}

static llvm::json::Object jsonOf(const RecordedDiagnostic &D) {
  llvm::json::Object O{{"level", D.Level},
                       {"message", D.Message},
                       {"file", D.Loc.File},
                       {"line", D.Loc.Line},
                       {"column", D.Loc.Column}};
  if (!D.Code.empty())
    O["code"] = D.Code;
  llvm::json::Array Notes;
  for (const RecordedDiagnostic &N : D.Notes)
    Notes.push_back(jsonOf(N));
  O["notes"] = std::move(Notes);
  return O;
}

static bool fromJson(const llvm::json::Value &V, RecordedDiagnostic &D) {
  const llvm::json::Object *O = V.getAsObject();
  if (!O)
    return false;
  auto Str = [&](llvm::StringRef Key, std::string &Out) {
    if (std::optional<llvm::StringRef> S = O->getString(Key))
      Out = S->str();
  };
  Str("level", D.Level);
  Str("message", D.Message);
  Str("file", D.Loc.File);
  Str("code", D.Code);
  D.Loc.Line = O->getInteger("line").value_or(0);
  D.Loc.Column = O->getInteger("column").value_or(0);
  if (const llvm::json::Array *Notes = O->getArray("notes"))
    for (const llvm::json::Value &N : *Notes)
      if (!fromJson(N, D.Notes.emplace_back()))
        return false;
  return true;
}

bool parseDiagnosticsJson(llvm::StringRef Text,
                          std::vector<RecordedDiagnostic> &Ds) {
  llvm::Expected<llvm::json::Value> V = llvm::json::parse(Text);
  if (!V) {
    llvm::consumeError(V.takeError());
    return false;
  }
  const llvm::json::Array *A = V->getAsArray();
  if (!A)
    return false;
  for (const llvm::json::Value &E : *A)
    if (!fromJson(E, Ds.emplace_back()))
      return false;
  return true;
}

std::string diagnosticsJson(const std::vector<RecordedDiagnostic> &Ds) {
  llvm::json::Array A;
  for (const RecordedDiagnostic &D : Ds)
    A.push_back(jsonOf(D));
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  OS << llvm::formatv("{0:2}", llvm::json::Value(std::move(A))) << "\n";
  return Out;
}

llvm::Error exportDiagnostics(llvm::StringRef Path, llvm::StringRef Format) {
  std::vector<RecordedDiagnostic> Ds = recordedDiagnostics();
  std::string Text;
  if (Format == "sarif")
    Text = diagnosticsSarif(Ds);
  else if (Format == "json")
    Text = diagnosticsJson(Ds);
  else
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "unknown diagnostics format '%s' (sarif, "
                                   "json)",
                                   Format.str().c_str());
  std::error_code EC;
  llvm::raw_fd_ostream OS(Path, EC);
  if (EC)
    return llvm::createStringError(EC, "cannot write '%s': %s",
                                   Path.str().c_str(), EC.message().c_str());
  OS << Text;
  return llvm::Error::success();
}

} // namespace amp2hip
