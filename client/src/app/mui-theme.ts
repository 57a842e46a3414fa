/**
 * MUI's theme functions without its CSS-variables machinery (issue #12 budgets).
 *
 * `ThemeProvider` and `createTheme` from '@mui/material/styles' hand a theme without
 * `cssVariables` or `colorSchemes` — ours (theme.ts) — to their no-variables halves, but import the
 * CSS-variables halves as well (ThemeProviderWithVars, createThemeWithVars, the color-scheme
 * script: ~3 KB gzip on every page, public and member). These are the halves they delegate to.
 * MUI's exports map does not list them, so client/mui-aliases.ts (for Vite and the client tests)
 * and client/tsconfig.json (`paths`) point these two names at the files.
 */
export { default as ThemeProvider } from '@mui/material/styles/ThemeProviderNoVars';
export { default as createTheme } from '@mui/material/styles/createThemeNoVars';
