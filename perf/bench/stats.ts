// Small statistics shared by the benchmarks in this folder.

/** The middle value (for an even count, the upper of the two; NaN for none). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)]! : NaN;
}

/** The mean of the values without the highest and lowest tenth (NaN for none). */
export function trimmedMean(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const cut = Math.floor(sorted.length / 10);
  const kept = sorted.slice(cut, sorted.length - cut);
  return kept.length ? kept.reduce((sum, v) => sum + v, 0) / kept.length : NaN;
}

/** A copy of the values in random order (Fisher–Yates). */
export function shuffled<T>(values: readonly T[]): T[] {
  const out = [...values];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
