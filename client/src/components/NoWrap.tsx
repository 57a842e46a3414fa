import type { ReactNode } from 'react';

/**
 * Text that must stay on one line, like a district label: "NY-8" never breaks into "NY-" and "8"
 * (a line may break at a hyphen otherwise). Issue #14.
 */
export function NoWrap({ children }: { children: ReactNode }) {
  return <span style={{ whiteSpace: 'nowrap' }}>{children}</span>;
}
