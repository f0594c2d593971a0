//===- WavefrontWidthCheck.h - AH1500: code that assumes 64 lanes -*- C++ -*-//
#ifndef AMP2HIP_CHECKS_WAVEFRONTWIDTHCHECK_H
#define AMP2HIP_CHECKS_WAVEFRONTWIDTHCHECK_H

#include "Checks/AmpCheck.h"

namespace amp2hip {

/// HCC ran on AMD GPUs only, whose wavefronts had 64 lanes; hc code wrote
/// that width into its cross-lane operations. On NVIDIA (and AMD's RDNA) a
/// wavefront has 32. AH1500 warns where amp code gives 64 as the width of
/// __shfl, __shfl_up, __shfl_down or __shfl_xor, or compares or reduces the
/// result of __lane_id, __ballot or __activelanecount_u32_b1 with 64, 63 or
/// a 64-bit all-ones mask.
class WavefrontWidthCheck : public AmpCheck {
public:
  llvm::StringRef name() const override { return "WavefrontWidthCheck"; }
  void run(const AmpModel &Model, CheckContext &CC) override;
};

} // namespace amp2hip

#endif
