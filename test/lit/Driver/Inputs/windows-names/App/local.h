#pragma once
inline int local_bias() restrict(cpu, amp) { return 1; }
