// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CacheProvider } from '@emotion/react';
import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '../app/mui-theme';
import { theme } from '../app/theme';
import { pageEmotion } from './emotion-server';

function Page() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <Button variant="contained">Follow</Button>
    </ThemeProvider>
  );
}

describe('a page drawn on the server', () => {
  it('arrives with its styles as emotion’s own tags under the key the browser’s cache is created with', () => {
    const emotion = pageEmotion();
    const html = renderToString(
      <CacheProvider value={emotion.cache}>
        <Page />
      </CacheProvider>,
    );
    const tags = emotion.styleTags(html);
    expect(tags).toMatch(/<style data-emotion="css-global [\w-]+">/);
    expect(tags).toMatch(/<style data-emotion="css [\w-]+( [\w-]+)*">/);

    // The button's class has its rules in the tags, under the id the browser's cache reads.
    const buttonClass = /<button class="([^"]+)"/.exec(html)![1]!.split(' ').find((c) => /^css-/.test(c))!;
    expect(tags).toContain(`.${buttonClass}{`);
    expect(tags).toMatch(new RegExp(`data-emotion="css [^"]*\\b${buttonClass.slice('css-'.length)}\\b`));
  });
});
