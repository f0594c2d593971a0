//===- DiagnosticLog.cpp --------------------------------------------------===//
#include "Diagnostics/DiagnosticLog.h"

#include "Diagnostics/AmpDiagnostics.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"
#include <mutex>

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

void clearDiagnosticLog() {
  std::lock_guard<std::mutex> Lock(LogMutex);
  log().clear();
}

void recordDiagnostic(RecordedDiagnostic D, bool Note) {
  std::lock_guard<std::mutex> Lock(LogMutex);
  if (Note && !log().empty())
    log().back().Notes.push_back(std::move(D));
  else
    log().push_back(std::move(D));
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
