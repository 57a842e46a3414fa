import { useLayoutEffect, useRef } from 'react';

/*
 * What a visitor typed into a prerendered form before the page was ready (on a phone the app can
 * take a second or two to arrive). Hydration gives each controlled field the value React holds —
 * empty — so boot.tsx notes the typed values first, and each field takes its own back as it
 * hydrates (useTypedBeforeHydration).
 */
const typed = new Map<string, string>();

/** Notes the non-empty text fields under `root` (by id: React's ids match between the two renders). */
export function captureTyped(root: HTMLElement): void {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[id], textarea[id]')) {
    if (field.type !== 'checkbox' && field.type !== 'radio' && field.value !== '' && field.value !== field.defaultValue) typed.set(field.id, field.value);
  }
}

/** A ref for a controlled text field: what was typed into it before hydration is handed to `apply`. */
export function useTypedBeforeHydration(apply: (value: string) => void) {
  const ref = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const id = ref.current?.id;
    const value = id ? typed.get(id) : undefined;
    if (id && value !== undefined) {
      typed.delete(id);
      apply(value);
    }
    // Once, when the field appears.
  }, []);
  return ref;
}
