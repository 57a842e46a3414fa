import { alpha } from '@mui/material/styles';
import { createTheme } from './mui-theme';
import { amber, background, navy } from './palette';

/**
 * One civic palette (./palette.ts): deep navy for trust, warm amber for the call to action.
 * Every pairing below keeps at least 4.5:1 contrast for text (amber buttons carry navy text).
 * Focus rings read `--focus-ring`, which dark surfaces (top bar, hero) switch to amber.
 */
export const focusRingOnDark = amber.light;
const focusRing = `3px solid var(--focus-ring, ${navy.main})`;
/** The animations by which MUI's InputBase notices autofill (onAnimationStart). */
const AUTO_FILL = 'mui-auto-fill';
const AUTO_FILL_CANCEL = 'mui-auto-fill-cancel';

export const theme = createTheme({
  palette: {
    primary: { ...navy, contrastText: '#FFFFFF' },
    secondary: { ...amber, contrastText: '#14233F' },
    // MUI's default info blue (#0288d1) gives white chip text only 3.9:1; one step darker passes.
    info: { main: '#0277BD', dark: '#01579B', light: '#03A9F4', contrastText: '#FFFFFF' },
    background,
    text: { primary: '#1A2233', secondary: '#4A5468' },
    divider: 'rgba(27, 54, 93, 0.12)',
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: '"Roboto", "Roboto Fallback", "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: 'clamp(2.1rem, 4.5vw + 0.5rem, 3.4rem)', fontWeight: 700, letterSpacing: '-0.02em', lineHeight: 1.12 },
    h2: { fontSize: 'clamp(1.7rem, 2.5vw + 0.6rem, 2.4rem)', fontWeight: 700, letterSpacing: '-0.015em', lineHeight: 1.2 },
    h3: { fontSize: '1.6rem', fontWeight: 700, lineHeight: 1.25 },
    h4: { fontSize: '1.35rem', fontWeight: 700, lineHeight: 1.3 },
    h5: { fontSize: '1.15rem', fontWeight: 600 },
    h6: { fontSize: '1.05rem', fontWeight: 600 },
    overline: { fontWeight: 700, letterSpacing: '0.12em' },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        html: { scrollBehavior: 'smooth' },
        // The autofill keyframes MUI's InputBase would add itself (see MuiInputBase below).
        [`@keyframes ${AUTO_FILL}`]: { from: { animationName: AUTO_FILL } },
        [`@keyframes ${AUTO_FILL_CANCEL}`]: { from: { animationName: AUTO_FILL_CANCEL } },
        ':focus-visible': { outline: focusRing, outlineOffset: 2 },
        '@media (prefers-reduced-motion: reduce)': {
          html: { scrollBehavior: 'auto' },
          '*, *::before, *::after': { transitionDuration: '0.01ms !important', animationDuration: '0.01ms !important' },
        },
      },
    },
    // Each text field would otherwise mount a global <style> of its own with the two @keyframes
    // that tell it the browser autofilled it: five on the dashboard, each a stylesheet added as the
    // page hydrates and each making the browser restyle the page. They are in the baseline above,
    // once; the fields keep MUI's animations, so autofilled values still lift their labels.
    MuiInputBase: {
      defaultProps: { disableInjectingGlobalStyles: true },
      styleOverrides: {
        input: {
          animationName: AUTO_FILL_CANCEL,
          animationDuration: '10ms',
          '&:-webkit-autofill': { animationDuration: '5000s', animationName: AUTO_FILL },
        },
      },
    },
    MuiButtonBase: {
      defaultProps: { disableRipple: false },
      styleOverrides: { root: { '&.Mui-focusVisible': { outline: focusRing, outlineOffset: 2 } } },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 999, paddingInline: 18 }, sizeLarge: { paddingInline: 26, paddingBlock: 10, fontSize: '1rem' } },
    },
    MuiLink: {
      defaultProps: { underline: 'hover' },
      styleOverrides: { root: { fontWeight: 500, '&:focus-visible': { outline: focusRing, outlineOffset: 2, borderRadius: 2 } } },
    },
    MuiAppBar: { defaultProps: { elevation: 0 } },
    MuiCard: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: { root: { borderColor: alpha(navy.main, 0.12) } },
    },
    MuiAccordion: {
      defaultProps: { disableGutters: true, elevation: 0 },
      styleOverrides: {
        root: {
          border: `1px solid ${alpha(navy.main, 0.12)}`,
          '&:not(:last-of-type)': { borderBottom: 0 },
          '&::before': { display: 'none' },
          '&:first-of-type': { borderTopLeftRadius: 10, borderTopRightRadius: 10 },
          '&:last-of-type': { borderBottomLeftRadius: 10, borderBottomRightRadius: 10 },
        },
      },
    },
    MuiTooltip: { defaultProps: { arrow: true } },
    // MUI's unselected toggle text (action.active, 54% black) falls just under 4.5:1 on the page background.
    MuiToggleButton: { styleOverrides: { root: ({ theme: t }) => ({ color: t.palette.text.secondary }) } },
    // Amber text on white is 2.2:1: outlined amber chips (e.g. 'Staff commentary') write in the dark amber.
    MuiChip: { variants: [{ props: { variant: 'outlined', color: 'secondary' }, style: { color: amber.dark } }] },
  },
});
