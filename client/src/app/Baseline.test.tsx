import { render } from '@testing-library/react';
import { CacheProvider } from '@emotion/react';
import TextField from '@mui/material/TextField';
import { afterEach, describe, expect, it } from 'vitest';
import { Baseline } from './Baseline';
import { DRAWN_STYLES_ATTRIBUTE, drawnPageEmotionCache } from './drawn-styles';
import { ThemeProvider } from './mui-theme';
import { theme } from './theme';

afterEach(() => {
  document.head.innerHTML = '';
});

/** Every <style> in <head>, by its data-drawn-styles or data-emotion value, in document order. */
const headStyles = () =>
  [...document.head.querySelectorAll('style')].map((s) => s.getAttribute(DRAWN_STYLES_ATTRIBUTE) ?? s.getAttribute('data-emotion') ?? '');

function page() {
  return render(
    <CacheProvider value={drawnPageEmotionCache()}>
      <ThemeProvider theme={theme}>
        <Baseline />
        <TextField label="Email" />
        <TextField label="Password" />
      </ThemeProvider>
    </CacheProvider>,
  );
}

describe('Baseline', () => {
  it('adds the global styles, once, with the autofill keyframes, where the page did not arrive with them', () => {
    page();
    // Emotion writes a rule per tag outside production builds.
    const css = [...document.head.querySelectorAll('style[data-emotion="css-global"]')].map((s) => s.textContent).join('\n');
    expect(css).toContain('box-sizing');
    // Not a copy per text field (MUI's own InputBase adds one each).
    expect(css.match(/(?<!-)@keyframes mui-auto-fill\b(?!-)/g)).toHaveLength(1);
    expect(css.match(/(?<!-)@keyframes mui-auto-fill-cancel\b/g)).toHaveLength(1);
  });

  it('leaves the global styles a page arrived with where they are, and adds none', () => {
    document.head.innerHTML = `<style ${DRAWN_STYLES_ATTRIBUTE}="css-global 1abc">html{box-sizing:border-box}</style><link rel="icon" href="/favicon.svg">`;
    page();
    expect(headStyles().filter((s) => s.startsWith('css-global'))).toEqual(['css-global 1abc']);
    expect(document.head.firstElementChild!.tagName).toBe('STYLE');
  });

  it('keeps the animation by which a text field notices the browser autofilled it', () => {
    const { container } = page();
    const input = container.querySelector('input')!;
    expect(getComputedStyle(input).animationName).toBe('mui-auto-fill-cancel');
  });
});
