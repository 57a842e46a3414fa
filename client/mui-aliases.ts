import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

/**
 * MUI's no-CSS-variables theme halves (src/app/mui-theme.ts), which its exports map does not list,
 * resolved to their files: by every build and the dev server (vite.config.ts) and by the client
 * tests (../vitest.config.ts). client/tsconfig.json's `paths` gives their types.
 */
export const muiAliases: Alias[] = ['ThemeProviderNoVars', 'createThemeNoVars'].map((name) => ({
  find: new RegExp(`^@mui/material/styles/${name}$`),
  replacement: fileURLToPath(new URL(`../node_modules/@mui/material/styles/${name}.mjs`, import.meta.url)),
}));
