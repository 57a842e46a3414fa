/**
 * The portal's colors, read by the MUI theme (./theme.ts) and by what is made at build time without
 * it: the web app manifest's theme and background colors (client/vite.config.ts) and the offline
 * page (client/public/offline.html, which repeats them: it is plain HTML).
 */
export const navy = { main: '#1B365D', dark: '#0F2240', light: '#3A5A8C' };
export const amber = { main: '#E3A33B', dark: '#8F5A12', light: '#F2C46B' };
export const background = { default: '#F7F5F0', paper: '#FFFFFF' };
