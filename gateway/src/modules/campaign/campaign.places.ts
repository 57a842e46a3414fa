/** 'NY-8', 'WY at-large' (district 0). */
export function districtLabel(state: string, district: number | null): string {
  if (district === null) return `${state} (Senate)`;
  return district === 0 ? `${state} at-large` : `${state}-${district}`;
}
