import { fileURLToPath } from 'node:url';
import type { Alias, Plugin } from 'vite';

const muiStyles = (name: string) => fileURLToPath(new URL(`../node_modules/@mui/material/styles/${name}.mjs`, import.meta.url));

/**
 * MUI's no-CSS-variables theme halves (src/app/mui-theme.ts), which its exports map does not list,
 * resolved to their files: by every build and the dev server (vite.config.ts) and by the client
 * tests (../vitest.config.ts). client/tsconfig.json's `paths` gives their types.
 */
export const muiAliases: Alias[] = ['ThemeProviderNoVars', 'createThemeNoVars'].map((name) => ({
  find: new RegExp(`^@mui/material/styles/${name}$`),
  replacement: muiStyles(name),
}));

/**
 * MUI's two default themes (styles/defaultTheme.mjs, which `styled`, `useTheme` and GlobalStyles
 * import, and Box's own) are `createTheme()` with no options, and `createTheme` hands options
 * without `cssVariables` or `colorSchemes` to `createThemeNoVars` unchanged ("Behaves exactly as
 * v5"). Importing `createTheme` for them brought its CSS-variables half along as well
 * (createThemeWithVars and @mui/system's cssVars, on every page: `npm run budget`). This gives
 * those two modules the no-variables half directly: the same theme objects. (A transform, not a
 * resolveId hook: the bundler resolves a specifier once per folder.) A build fails here if an MUI
 * upgrade changes these imports.
 */
const DEFAULT_THEME_IMPORTS: Record<string, [from: string, to: string]> = {
  'styles/defaultTheme.mjs': ['import createTheme from "./createTheme.mjs";', 'import createTheme from "./createThemeNoVars.mjs";'],
  'Box/Box.mjs': ['import { createTheme } from "../styles/index.mjs";', 'import createTheme from "../styles/createThemeNoVars.mjs";'],
};

export function muiDefaultThemeWithoutVars(): Plugin {
  return {
    name: 'mui-default-theme-without-vars',
    enforce: 'pre',
    transform: {
      filter: { id: /[\\/]@mui[\\/]material[\\/](styles[\\/]defaultTheme|Box[\\/]Box)\.mjs$/ },
      handler(code, id) {
        const [from, to] = DEFAULT_THEME_IMPORTS[id.replace(/\\/g, '/').split('/@mui/material/')[1]!] ?? [];
        if (!from || !to || !code.includes(from)) this.error(`${id} no longer imports createTheme as expected: review muiDefaultThemeWithoutVars`);
        return { code: code.replace(from, to), map: null };
      },
    },
  };
}
