import { describe, expect, it } from 'vitest';
import { sanitizeContent } from '../ingest/article/extract.js';
import { storedImageRef, type ImageRef } from './image.types.js';
import { inlineImageSources, withPortalImages } from './inline-images.js';

const A = 'https://cdn.example.com/a.jpg';
const B = 'https://cdn.example.com/b.jpg';
const GONE = 'https://cdn.example.com/gone.jpg';
const stored: ImageRef = storedImageRef({ id: '0b6f7a52-3c1c-4e7e-9d2a-5b1f0c9e8a11', width: 800, height: 600, color: '#336699' });
const images = new Map<string, ImageRef | null>([
  [A, stored],
  [B, stored],
  [GONE, null],
]);

describe('inline pictures', () => {
  it('lists the sources of a text in order, once each', () => {
    expect(inlineImageSources(`<p><img src="${B}"><img src="${A}"></p><img src="${B}"><img alt="no source">`)).toEqual([B, A]);
    expect(inlineImageSources('<p>No pictures</p>')).toEqual([]);
    expect(inlineImageSources(null)).toEqual([]);
  });

  it('serves a stored picture from /media with its sizes, keeping alt and caption', () => {
    const html = withPortalImages(`<figure><img src="${A}" alt="A &quot;quote&quot;" width="10" height="10"><figcaption>Caption</figcaption></figure>`, images);
    expect(html).toBe(
      `<figure><img src="${stored.src}" loading="lazy" decoding="async" srcset="${stored.srcSet}" sizes="(max-width: 760px) 100vw, 720px" width="800" height="600" alt="A &quot;quote&quot;" /><figcaption>Caption</figcaption></figure>`,
    );
  });

  it('leaves out a picture it does not hold, and a figure or <picture> left with nothing to show', () => {
    expect(withPortalImages(`<p>Before</p><figure><img src="${GONE}"><figcaption>Gone</figcaption></figure><p>After</p>`, images)).toBe('<p>Before</p><p>After</p>');
    expect(withPortalImages(`<p>Text <img src="${GONE}" alt="x"> more</p>`, images)).toBe('<p>Text  more</p>');
    expect(withPortalImages(`<picture><img src="${GONE}"></picture><p>x</p>`, images)).toBe('<p>x</p>');
    expect(withPortalImages(`<img src="https://unknown.example/c.jpg">`, images)).toBe('');
    // A figure keeps its caption while one of its pictures is shown, even nested.
    expect(withPortalImages(`<figure><div><img src="${GONE}"><img src="${A}"></div><figcaption>Two</figcaption></figure>`, images)).toContain('<figcaption>Two</figcaption>');
    // A figure that never held a picture (a pull quote) is kept.
    expect(withPortalImages('<figure><blockquote>Quote</blockquote><figcaption>Who</figcaption></figure>', images)).toBe(
      '<figure><blockquote>Quote</blockquote><figcaption>Who</figcaption></figure>',
    );
  });

  it('still applies the allow-list to whatever is stored', () => {
    const html = withPortalImages(`<img src="${A}" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a>`, images);
    expect(html).not.toMatch(/onerror|<script|javascript:/);
  });

  it('keeps a lazy picture that names its sizes only in srcset (its widest up to 2000 px)', () => {
    const html = sanitizeContent(
      '<p><img srcset="https://cdn.example.com/c_fill,w_80/x.jpg 80w, https://cdn.example.com/c_fit,w_800/x.jpg 800w, https://cdn.example.com/w_4000/x.jpg 4000w" alt="Lazy"></p>',
    );
    expect(html).toBe('<p><img alt="Lazy" src="https://cdn.example.com/c_fit,w_800/x.jpg" /></p>');
  });
});
