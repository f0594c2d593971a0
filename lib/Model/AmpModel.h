//===- AmpModel.h - What C++ AMP means in one translation unit --*- C++ -*-===//
//
// The model is built once per translation unit from the AST and the token
// pre-pass. Checks and rewrites read it; none of them walks the AST again.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MODEL_AMPMODEL_H
#define AMP2HIP_MODEL_AMPMODEL_H

#include "Model/AmpCode.h"
#include "Model/AmpDecls.h"
#include "Model/CompilerView.h"
#include "Model/FallOffs.h"
#include "Model/ImplicitIncludes.h"
#include "Model/MsvcDialect.h"
#include "Model/PrepassResult.h"
#include "Model/Properties.h"
#include "Model/RestrictInference.h"
#include "Model/SourceDialect.h"
#include "Model/VisualCppView.h"
#include "Model/StdNameClashes.h"
#include "Model/TwoPhaseLookup.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/STLExtras.h"
#include <functional>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace amp2hip {

struct AmpSideCalls;

/// A function's restriction set.
struct Restriction {
  bool Cpu = false;
  bool Amp = false;
  bool any() const { return Cpu || Amp; }
  bool ampOnly() const { return Amp && !Cpu; }
};

/// Where a restriction was written.
enum class ClauseSpelling {
  None,      ///< No clause: default cpu, or inherited.
  Direct,    ///< restrict(...) written in the text: at the declaration, in
             ///< a macro argument, or inside a larger macro's definition.
  UserMacro, ///< A user macro whose whole expansion is the clause.
  Complex,   ///< Produced in a way that has no place in the text (pasted).
};

/// A function, member function, or lambda call operator whose restriction
/// the output must express.
struct RestrictedFunction {
  const clang::FunctionDecl *FD = nullptr;
  const clang::LambdaExpr *Lambda = nullptr; ///< Set for lambdas.
  Restriction R;
  bool Inherited = false; ///< No clause; restriction of the enclosing amp code.
  ClauseSpelling Spelling = ClauseSpelling::None;
  /// The clause texts to remove (for a user macro: the macro's use), as
  /// ranges Edits::fileRange resolves; two for restrict(cpu) restrict(amp).
  llvm::SmallVector<clang::CharSourceRange, 2> Clauses;
  /// For a user macro: the clause inside the macro definition.
  clang::CharSourceRange MacroBodyClause;
  std::string MacroName;
  /// For a user macro: the restriction its own definition spells, which its
  /// definition becomes in the output whatever the use (the same text in
  /// every translation unit).
  Restriction MacroRestriction;
};

/// A project macro whose whole definition is restrict clauses
/// (`#define GPU restrict(amp)`).
struct RestrictionMacro {
  std::string Name;
  clang::CharSourceRange Body; ///< The clauses in the definition.
  Restriction R;               ///< What they spell.
};

struct TileStaticVar {
  const clang::VarDecl *VD;
  clang::CharSourceRange KeywordRange; ///< The `tile_static` token.
};

/// A tiled launch whose kernel may run several tiles per HIP block
/// (Model/TilePacking.h): the launch, its tiled_extent argument, the kernel
/// lambda's tiled_index parameter and the tile_static variables of its body.
struct TilePack {
  const clang::CallExpr *Launch;
  const clang::Expr *Domain;
  const clang::LambdaExpr *Kernel;
  std::string IndexName;
  std::vector<const clang::VarDecl *> TileStatics;
};

enum class BarrierKind { Wait, Fence };

struct BarrierCall {
  const clang::CallExpr *Call;
  BarrierKind Kind;
  std::string Name; ///< wait, wait_with_..., all_memory_fence, ...
};

struct KernelLaunch {
  const clang::CallExpr *Call;
  ComputeDomain Domain;
  const clang::LambdaExpr *Lambda = nullptr;     ///< Kernel given as lambda.
  const clang::CXXRecordDecl *Functor = nullptr; ///< Or as a functor class.
};

/// A capture of an amp lambda, in the pattern or an instance of a template
/// (Var is null for `this`).
struct AmpCapture {
  const clang::LambdaExpr *Lambda;
  const clang::LambdaCapture *Capture;
  const clang::VarDecl *Var;
};
/// A concurrency::array captured by an amp lambda (in any instantiation).
using ArrayCapture = AmpCapture;

/// A kernel functor's member that refers to a concurrency::array.
struct ArrayRefMember {
  const clang::FieldDecl *Field;
};

struct AmpInclude {
  clang::CharSourceRange Directive; ///< From '#' to the closing '>' or '"'.
  std::string Header;               ///< amp.h, amp_math.h, ...
};

/// How a function overloaded on restriction alone is written so that both
/// hipcc and nvcc accept it (nvcc refuses two functions that differ only in
/// __host__/__device__): each overload keeps its body, and each compile pass
/// sees one of them.
enum class SplitRole {
  None,
  HostSide,   ///< The cpu overload: __host__ __device__, host pass only.
  DeviceSide, ///< The amp overload: __host__ __device__, device pass only.
  DeviceOnly, ///< An amp overload beside cpu overloads of other signatures
              ///< (or templates): out of nvcc's host pass.
  HostOnly,   ///< A cpu overload beside amp overloads of other signatures
              ///< (or templates): out of nvcc's device pass.
};

/// Everything the checks and rewrites need about one translation unit.
struct AmpModel {
  /// The run's C++ AMP dialect: Visual C++'s or HCC's.
  SourceDialect Dialect = SourceDialect::VisualCpp;
  /// Whose compiler the project's files were written for (printf formats
  /// are read as Visual C++'s only in its view).
  CompilerViewKind View = CompilerViewKind::VisualCpp;
  std::vector<RestrictedFunction> Functions;
  /// Every restriction macro defined in a project file, used or not: its
  /// definition is translated alike in every translation unit.
  std::vector<RestrictionMacro> RestrictionMacros;
  /// Functions overloaded on restriction, by canonical declaration.
  std::map<const clang::FunctionDecl *, SplitRole> Splits;
  std::vector<TileStaticVar> TileStatics;
  /// tile_static written on a declaration that is not a variable.
  std::vector<clang::SourceLocation> MisplacedTileStatics;
  std::vector<BarrierCall> Barriers;
  std::vector<KernelLaunch> Launches;
  /// Tiled launches proved safe to pack (filled after the checks).
  std::vector<TilePack> TilePacks;
  /// Lambdas given to parallel_for_each in template code whose call stays
  /// dependent (no instance in this unit resolves it): kernels all the same.
  std::vector<const clang::LambdaExpr *> DependentKernelLambdas;
  std::vector<ArrayCapture> ArrayCaptures;
  /// Every capture of an amp lambda, once per place and name: a template's
  /// pattern does not capture what only its instances' uses reach (a use
  /// of a dependent type).
  std::vector<AmpCapture> LambdaCaptures;
  std::vector<ArrayRefMember> ArrayRefMembers;
  std::vector<AmpInclude> Includes;
  /// Unqualified names of Concurrency::index (`index<2>` after `using
  /// namespace concurrency;`), which clash with glibc's ::index in HIP code.
  std::vector<clang::SourceLocation> UnqualifiedIndex;
  /// Unqualified names of Concurrency::graphics::texture and norm, which
  /// clash with HIP's ::texture template and the device function ::norm.
  std::vector<clang::SourceLocation> UnqualifiedGraphics;
  /// The program's own names that a later standard gives std too (`data`
  /// under `using namespace std;`), to qualify (Model/StdNameClashes.h).
  std::vector<StdNameQualification> StdNameQualifications;
  /// Pre-pass results of the project files that have clauses.
  std::map<clang::FileID, const PrepassResult *> Prepasses;
  /// HCC's dialect: why functions amp code calls were inferred cpu only
  /// (Model/RestrictInference.h).
  InferenceNotes Inferred;
  /// Every amp-restricted body and what is inside it (Model/AmpCode.h).
  AmpCode Code;
  /// The MSVC dialect and Windows constructs (Model/MsvcDialect.h).
  MsvcDialect Msvc;
  /// Non-void functions that can fall off their end (Model/FallOffs.h).
  std::vector<FallOff> FallOffs;
  /// The `class`/`struct` of MSVC's `enum class X` naming a scoped enum
  /// (Model/ElaboratedEnums.h).
  std::vector<clang::SourceLocation> ElaboratedEnumKeys;
  /// Names templates find only through MSVC's late lookup
  /// (Model/TwoPhaseLookup.h).
  TwoPhaseLookup TwoPhase;
  /// Uses and declarations of __declspec(property) (Model/Properties.h).
  PropertyModel Properties;
  /// Includes the output needs for names the parse found only through
  /// amp2hip's implicit includes (Model/ImplicitIncludes.h).
  std::vector<MissingInclude> MissingIncludes;
  /// Project conditionals on the compiler that select other code in a
  /// build pass than in the parse (Model/CompilerView.h).
  std::vector<CompilerViewDivergence> CompilerViews;
  /// The files amp2hip translates: the main file and the project headers.
  std::function<bool(clang::FileID)> InProject;
  /// Functions of the project whose overloads differ in restriction (a cpu
  /// template beside amp non-templates, members, operators, constructors),
  /// and one of them is used: their calls from restrict(cpu,amp) code
  /// resolve differently on each side (Model/AmpSide.h).
  bool HasMixedOverloads = false;
  /// HCC's dialect: the project's variables of static storage that the
  /// output declares __managed__ (Model/ManagedGlobals.h).
  std::vector<const clang::VarDecl *> ManagedGlobals;
  bool isManaged(const clang::VarDecl *VD) const {
    return llvm::is_contained(ManagedGlobals, VD->getCanonicalDecl());
  }
  /// The amp side's resolution of the calls of amp code, from the
  /// device-side parse; null when it did not run (HasMixedOverloads false)
  /// or failed.
  std::shared_ptr<const AmpSideCalls> AmpSide;

  const PrepassResult *prepassFor(clang::FileID F) const {
    auto It = Prepasses.find(F);
    return It == Prepasses.end() ? nullptr : It->second;
  }
};

/// The restriction written on \p FD (attributes from restrict clauses), not
/// counting inheritance. Implicit attributes Clang adds are ignored.
Restriction explicitRestriction(const clang::FunctionDecl *FD);

/// True when \p LE is the kernel argument of a parallel_for_each.
bool isKernelLambda(const AmpModel &Model, const clang::LambdaExpr *LE);

/// The split role of \p FD (any of its declarations).
SplitRole splitRoleOf(const AmpModel &Model, const clang::FunctionDecl *FD);

/// The restriction \p FD has, inheritance from enclosing amp code included.
Restriction effectiveRestriction(const clang::FunctionDecl *FD);

/// True when the pre-pass removed a destructor overloaded on restriction
/// from \p RD's definition (reported as C3933 there); the destructor that
/// remains then says nothing about where objects may be destroyed.
bool hasRemovedDestructorOverload(const AmpModel &Model,
                                  const clang::CXXRecordDecl *RD);

/// The innermost function lexically enclosing \p D, or null.
const clang::FunctionDecl *enclosingFunction(const clang::Decl *D);

/// Builds the model of the project files of \p Ctx (Model.Prepasses and
/// Model.InProject set by the caller).
void buildModel(clang::ASTContext &Ctx, const clang::Preprocessor &PP,
                AmpModel &Model);

} // namespace amp2hip

#endif
