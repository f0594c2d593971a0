// Hilfsfunktion — ヘルパー (saved as UTF-16, big-endian)
#pragma once
inline int squared(int x) restrict(cpu, amp) { return x * x; } // x²
