import { describe, expect, it } from 'vitest';
import { checkAddress } from './address-policy.js';
import { canonicalUrl, normaliseUrl } from './canonical-url.js';
import { extractArticle, fallbackTitle, generateTags, parsePublishedDate, sanitizeContent } from './extract.js';

describe('address policy', () => {
  it.each([
    ['93.184.216.34', true],
    ['2606:4700::1111', true],
    ['127.0.0.1', false],
    ['10.2.3.4', false],
    ['172.31.0.1', false],
    ['192.168.0.10', false],
    ['100.64.1.1', false],
    ['169.254.169.254', false],
    ['0.0.0.0', false],
    ['::1', false],
    ['::ffff:10.0.0.1', false],
    ['fe80::1', false],
    ['fd12::1', false],
    ['224.0.0.1', false],
    ['not-an-ip', false],
  ])('%s allowed without the flag: %s', (ip, ok) => {
    expect(checkAddress(ip, { allowPrivate: false }).ok).toBe(ok);
  });

  it('the flag opens loopback and private ranges only, never link-local or metadata', () => {
    const on = { allowPrivate: true };
    expect(checkAddress('127.0.0.1', on).ok).toBe(true);
    expect(checkAddress('10.0.0.1', on).ok).toBe(true);
    expect(checkAddress('::1', on).ok).toBe(true);
    expect(checkAddress('169.254.169.254', on).ok).toBe(false);
    expect(checkAddress('fe80::1', on).ok).toBe(false);
    expect(checkAddress('0.0.0.0', on).ok).toBe(false);
  });
});

describe('canonical URL', () => {
  it('drops fragments, tracking parameters, default ports and trailing slashes; sorts the rest', () => {
    expect(normaliseUrl('HTTPS://News.Example.org:443/a/b/?utm_source=x&b=2&fbclid=y&a=1#top')).toBe('https://news.example.org/a/b?a=1&b=2');
    expect(normaliseUrl('https://example.org/')).toBe('https://example.org/');
    expect(normaliseUrl('ftp://example.org/')).toBeNull();
    expect(normaliseUrl('nonsense')).toBeNull();
  });

  it('uses og:url / rel=canonical on the same site only', () => {
    expect(canonicalUrl('https://m.example.org/a?utm_medium=x', ['https://www.example.org/story'])).toBe('https://www.example.org/story');
    expect(canonicalUrl('https://example.org/a', [null, '/canonical/'])).toBe('https://example.org/canonical');
    expect(canonicalUrl('https://evil.example.net/a', ['https://www.example.org/story'])).toBe('https://evil.example.net/a');
  });
});

describe('extraction helpers', () => {
  it('parses the date forms pages use', () => {
    expect(parsePublishedDate('2018-04-05T06:00')?.toISOString()).toBe('2018-04-05T06:00:00.000Z');
    expect(parsePublishedDate('2017-11-03 03:01:00.000000')?.toISOString()).toBe('2017-11-03T03:01:00.000Z');
    expect(parsePublishedDate('2017-01-18T23:00:00-0800')?.toISOString()).toBe('2017-01-19T07:00:00.000Z');
    expect(parsePublishedDate('20170113000004')?.toISOString()).toBe('2017-01-13T00:00:04.000Z');
    expect(parsePublishedDate('Tue, 03 Mar 2020 10:00:00 GMT')?.toISOString()).toBe('2020-03-03T10:00:00.000Z');
    expect(parsePublishedDate('yesterday')).toBeNull();
    expect(parsePublishedDate('1970-01-01')).toBeNull();
  });

  it('falls back to host and path for the title', () => {
    expect(fallbackTitle('https://www.example.org/news/some-story/?x=1')).toBe('example.org/news/some-story');
  });

  it('sanitizes with an allow-list', () => {
    const out = sanitizeContent(
      '<p style="color:red" onclick="x()">Hi <a href="javascript:alert(1)">bad</a> <a href="https://ok.example/">ok</a></p><script>1</script><iframe src="https://x"></iframe><img src="data:image/png;base64,AAAA"><img src="https://img.example/a.png" onerror="x()">',
    );
    expect(out).not.toMatch(/script|iframe|onclick|onerror|style=|javascript:|data:/);
    expect(out).toContain('<a href="https://ok.example/" rel="noopener noreferrer nofollow" target="_blank">ok</a>');
    expect(out).toContain('<img src="https://img.example/a.png" />');
  });

  it('generates tags: the page’s own keywords first, then the most frequent words of title and text', () => {
    expect(generateTags('Water rates rise', 'text', ['Utilities', 'utilities', ' Water policy '], 'en').slice(0, 2)).toEqual(['utilities', 'water policy']);
    const tags = generateTags(
      'City council passes the housing budget',
      'The housing budget funds rent assistance. Council members said the housing budget protects tenants. Tenants welcomed the budget.',
      [],
      'en',
    );
    expect(tags.slice(0, 2)).toEqual(['budget', 'housing']);
    expect(tags).not.toContain('the');
    expect(tags.length).toBeLessThanOrEqual(5);
  });

  it('extracts a minimal page and reads declared metadata', () => {
    const page = `<html lang="en"><head><title>Fallback title</title>
      <meta property="og:site_name" content="The Example">
      <meta property="og:image" content="/lead.jpg">
      <link rel="canonical" href="https://example.org/story">
      <script type="application/ld+json">{"@type":"NewsArticle","datePublished":"2024-05-06T07:08:09Z"}</script>
      </head><body><article><h1>Fallback title</h1>${'<p>Lawmakers debated the transit budget for hours on Monday evening. '.repeat(8)}</p></article></body></html>`;
    const a = extractArticle(Buffer.from(page), 'https://example.org/story?utm_source=rss');
    expect(a).toMatchObject({
      title: 'Fallback title',
      publication: 'The Example',
      imageUrl: 'https://example.org/lead.jpg',
      canonicalUrl: 'https://example.org/story',
      lang: 'en',
    });
    expect(a.publishedAt?.toISOString()).toBe('2024-05-06T07:08:09.000Z');
    expect(a.content).toContain('transit budget');
    expect(a.tags).toContain('budget');
  });

  it('reads UTF-8 pages without a declared charset as UTF-8', () => {
    const a = extractArticle(Buffer.from('<html><head><title>Café – “quotes”</title></head><body><p>x</p></body></html>'), 'https://example.org/a', 'text/html');
    expect(a.title).toBe('Café – “quotes”');
  });
});
