//===- DiagnosticRecorder.cpp ---------------------------------------------===//
#include "Diagnostics/DiagnosticRecorder.h"
#include "Diagnostics/HeldDiagnostics.h"
#include "Diagnostics/ReviewWarnings.h"

#include "Diagnostics/AmpDiagnostics.h"
#include "Diagnostics/AmpRelabel.h"
#include "Diagnostics/DiagnosticPolicy.h"
#include "clang/AST/DeclCXX.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include <mutex>
#include <set>

using namespace clang;

namespace amp2hip {

/// Guards the per-process sets below.
static std::mutex StateMutex;

/// The recorders installed, so that a probe reaches only one of them.
static std::mutex RecordersMutex;
static llvm::SmallPtrSet<const DiagnosticConsumer *, 4> &recorders() {
  static llvm::SmallPtrSet<const DiagnosticConsumer *, 4> S;
  return S;
}

/// Clang's relabelled errors of this process: where they point, and how
/// many a --suppress dropped.
static std::set<std::pair<const void *, unsigned>> &relabelledAt() {
  static std::set<std::pair<const void *, unsigned>> S;
  return S;
}
static unsigned DroppedErrors = 0;

bool clangReported(const SourceManager &SM, SourceLocation Loc) {
  std::lock_guard<std::mutex> Lock(StateMutex);
  return relabelledAt().count({&SM, SM.getFileLoc(Loc).getRawEncoding()});
}

unsigned suppressedClangErrors() {
  std::lock_guard<std::mutex> Lock(StateMutex);
  return DroppedErrors;
}

/// Where Clang's -Wreturn-type warnings point: the ends of function bodies.
static std::set<std::pair<const void *, unsigned>> &fallOffEnds() {
  static std::set<std::pair<const void *, unsigned>> Ends;
  return Ends;
}

void clearRecordedDiagnostics() {
  clearDiagnosticLog();
  forgetAllAcceptedErrors();
  forgetAllReviewWarnings();
  std::lock_guard<std::mutex> Lock(StateMutex);
  relabelledAt().clear();
  fallOffEnds().clear();
  DroppedErrors = 0;
}

bool fallsOffAt(const SourceManager &SM, SourceLocation RBrace) {
  std::lock_guard<std::mutex> Lock(StateMutex);
  return fallOffEnds().count({&SM, SM.getFileLoc(RBrace).getRawEncoding()});
}

namespace {

class Recorder : public DiagnosticConsumer {
public:
  Recorder(DiagnosticConsumer *Inner, std::unique_ptr<DiagnosticConsumer> Own)
      : Inner(Inner), Owned(std::move(Own)) {
    std::lock_guard<std::mutex> Lock(RecordersMutex);
    recorders().insert(this);
  }
  ~Recorder() override {
    std::lock_guard<std::mutex> Lock(RecordersMutex);
    recorders().erase(this);
  }

  void BeginSourceFile(const LangOptions &LO, const Preprocessor *PP) override {
    LangOpts = LO;
    if (PP) { // a new unit may reuse an old source manager's address
      forgetAcceptedErrors(PP->getSourceManager());
      forgetReviewWarnings(PP->getSourceManager());
      std::lock_guard<std::mutex> Lock(StateMutex);
      const void *SM = &PP->getSourceManager();
      auto &Ends = fallOffEnds();
      Ends.erase(Ends.lower_bound({SM, 0}), Ends.upper_bound({SM, ~0u}));
    }
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
    // The notes of a dropped error (a repeat, or a suppressed number) go
    // with it.
    if (Level == DiagnosticsEngine::Note && Holding) {
      llvm::SmallString<256> Note;
      Info.FormatDiagnostic(Note);
      Held.back().Notes.push_back({Info.getLocation(), Note.str().str()});
      return;
    }
    Holding = false;
    if (Level == DiagnosticsEngine::Note && Dropping)
      return;
    Dropping = false;
    unsigned ID = Info.getID();
    if ((ID == diag::warn_falloff_nonvoid_function ||
         ID == diag::warn_maybe_falloff_nonvoid_function ||
         ID == diag::warn_falloff_nonvoid_lambda ||
         ID == diag::warn_maybe_falloff_nonvoid_lambda) &&
        Info.hasSourceManager() && Info.getLocation().isValid()) {
      const SourceManager &SM = Info.getSourceManager();
      std::lock_guard<std::mutex> Lock(StateMutex);
      fallOffEnds().insert(
          {&SM, SM.getFileLoc(Info.getLocation()).getRawEncoding()});
      Dropping = true; // with its notes (an instantiation's)
      return;          // AH1402 says it, naming the function
    }
    // Errors Visual C++ did not make (Diagnostics/AcceptedErrors.h).
    if (VisualCppAcceptance A = acceptedAsVisualCpp(Info);
        A.How != VisualCppAcceptance::No) {
      keepAcceptedError(Info.getSourceManager(), std::move(A.Error));
      if (A.How == VisualCppAcceptance::Hidden) {
        Dropping = true; // with its notes
        return;
      }
      Diagnostic Renamed(Info.getDiags(), A.Message);
      Inner->HandleDiagnostic(DiagnosticsEngine::Warning, Renamed);
      record(DiagnosticsEngine::Warning, Info, A.Message);
      syncCounts();
      return;
    }
    if (followsInvalidTarget(Info)) {
      Dropping = true;
      return;
    }
    // Checked before formatting: Clang cannot format it.
    std::string Message = invalidTargetMessage(Info);
    llvm::SmallString<256> Text;
    if (!Message.empty()) {
      LastInvalidUse = Info.getLocation();
      if (const CXXRecordDecl *RD = invalidTargetClass(Info))
        InvalidTargetClasses.insert(RD->getLocation().getRawEncoding());
    } else {
      Info.FormatDiagnostic(Text);
      // restrict(cpu) on a pointer variable is valid C++ AMP that says
      // nothing: the __host__ it becomes has no meaning there either.
      if ((Info.getID() == diag::warn_attribute_wrong_decl_type ||
           Info.getID() == diag::warn_attribute_wrong_decl_type_str) &&
          Text.starts_with("'host' attribute only applies to functions"))
        return;
      Message = relabelledAsAmpRule(Info, Text, LangOpts);
      if (Message.empty())
        Message = relabelledInAmpCode(Info, LangOpts, InAmpCode);
    }
    // Cpu code's use of an amp-only function, where the inference may yet
    // make the code amp (HeldDiagnostics.h).
    if (HoldCpuSide && ID == diag::err_ref_bad_target &&
        Level >= DiagnosticsEngine::Error &&
        llvm::StringRef(Message).ends_with("from cpu code")) {
      Held.push_back({Info.getLocation(), Message, {}});
      Holding = true;
      return;
    }
    // A relabelled error whose number is suppressed goes, with its notes.
    if (!Message.empty() && Level >= DiagnosticsEngine::Error &&
        diagnosticPolicy().Suppressed.count(
            llvm::StringRef(Message).split(':').first.str())) {
      Dropping = true;
      std::lock_guard<std::mutex> Lock(StateMutex);
      ++DroppedErrors;
      return;
    }
    if (!Message.empty() && Level >= DiagnosticsEngine::Error &&
        Info.hasSourceManager() && Info.getLocation().isValid()) {
      std::lock_guard<std::mutex> Lock(StateMutex);
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

  /// The errors that only repeat an invalid-target error reported at the
  /// same use (C3933): "attempt to use a deleted function" there, and the
  /// errors of the implicit destructor's own body (at its class), which
  /// calls both a cpu-only and an amp-only destructor.
  bool followsInvalidTarget(const Diagnostic &Info) const {
    if (Info.getID() == diag::err_deleted_function_use)
      return LastInvalidUse.isValid() && Info.getLocation() == LastInvalidUse;
    if (Info.getID() == diag::err_ref_bad_target)
      return Info.getLocation().isValid() &&
             InvalidTargetClasses.count(Info.getLocation().getRawEncoding());
    return false;
  }

public:
  void setProbe(std::function<bool()> Probe) { InAmpCode = std::move(Probe); }
  void setHold(bool Hold) { HoldCpuSide = Hold; }
  std::vector<HeldDiagnostic> takeHeld() { return std::move(Held); }
  const std::vector<HeldDiagnostic> &held() const { return Held; }

private:
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
    if (Level == DiagnosticsEngine::Warning && !D.Code.empty() &&
        Info.hasSourceManager() && Info.getLocation().isValid() &&
        reviewCheck(D.Code))
      keepReviewWarning(
          Info.getSourceManager(),
          {Info.getLocation(), D.Code,
           llvm::StringRef(D.Message).drop_front(D.Code.size() + 2).str()});
    if (Level != DiagnosticsEngine::Ignored)
      recordDiagnostic(std::move(D), Level == DiagnosticsEngine::Note);
  }

  DiagnosticConsumer *Inner;
  std::unique_ptr<DiagnosticConsumer> Owned;
  LangOptions LangOpts;
  std::function<bool()> InAmpCode;
  /// The notes of a dropped error (a repeat, or a suppressed number) are
  /// dropped with it.
  bool Dropping = false;
  bool HoldCpuSide = false;
  bool Holding = false; ///< The notes of the last held error follow.
  std::vector<HeldDiagnostic> Held;
  SourceLocation LastInvalidUse;
  llvm::DenseSet<SourceLocation::UIntTy> InvalidTargetClasses;
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

void setAmpCodeProbe(DiagnosticsEngine &Engine,
                     std::function<bool()> InAmpCode) {
  DiagnosticConsumer *C = Engine.getClient();
  {
    std::lock_guard<std::mutex> Lock(RecordersMutex);
    if (!C || !recorders().count(C))
      return;
  }
  static_cast<Recorder *>(C)->setProbe(std::move(InAmpCode));
}

static Recorder *recorderOf(DiagnosticsEngine &Engine) {
  DiagnosticConsumer *C = Engine.getClient();
  std::lock_guard<std::mutex> Lock(RecordersMutex);
  if (!C || !recorders().count(C))
    return nullptr;
  return static_cast<Recorder *>(C);
}

void holdCpuSideUses(DiagnosticsEngine &Engine, bool Hold) {
  if (Recorder *R = recorderOf(Engine))
    R->setHold(Hold);
}

const std::vector<HeldDiagnostic> &heldDiagnostics(DiagnosticsEngine &Engine) {
  static const std::vector<HeldDiagnostic> None;
  Recorder *R = recorderOf(Engine);
  return R ? R->held() : None;
}

std::vector<HeldDiagnostic> takeHeldDiagnostics(DiagnosticsEngine &Engine) {
  Recorder *R = recorderOf(Engine);
  return R ? R->takeHeld() : std::vector<HeldDiagnostic>();
}

void reportHeld(DiagnosticsEngine &Engine, const HeldDiagnostic &D) {
  Engine.Report(D.Loc, Engine.getCustomDiagID(DiagnosticsEngine::Error, "%0"))
      << D.Message;
  for (const auto &[Loc, Text] : D.Notes)
    Engine.Report(Loc, Engine.getCustomDiagID(DiagnosticsEngine::Note, "%0"))
        << Text;
}

} // namespace amp2hip
