import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { visuallyHidden } from '../components/visually-hidden';

/** How long a page's title must stay the same before it is read out. */
const SETTLE_MS = 300;
/** After a navigation, how long a page may take to name itself (its code, then its data). */
const LISTEN_MS = 10_000;

/**
 * Tells screen-reader users that the page changed, and which page it is, after a navigation inside
 * the app. The browser announces a new document, but not a page the router draws in place of the
 * last one; and the sidebar keeps the focus on the item chosen (keyboard users carry on from it),
 * so nothing else would say that anything happened. What is read out is the page's title
 * (`usePageTitle`), once it has changed and settled: not while the page's code or data is still
 * coming, when the tab still has the previous page's title, or a placeholder such as "Story" that
 * is about to become the story's own.
 */
export function PageAnnouncer() {
  const { pathname } = useLocation();
  const [announcement, setAnnouncement] = useState('');
  const openedAt = useRef(pathname);
  const titleBefore = useRef('');

  useEffect(() => {
    // Runs before the next page's effects set its title: this page's title, to tell them apart.
    const keepTitle = () => {
      titleBefore.current = document.title;
    };
    // The page the tab opened on is the new document the browser announced (twice under StrictMode).
    if (openedAt.current === pathname) return keepTitle;
    openedAt.current = '';
    const before = titleBefore.current;
    let timer: number | undefined;
    const settle = () => {
      window.clearTimeout(timer);
      if (document.title !== before) timer = window.setTimeout(() => setAnnouncement(document.title), SETTLE_MS);
    };
    const observer = new MutationObserver(settle);
    // The <title> alone (not the styles written into <head>), or <head> should a page replace it.
    observer.observe(document.querySelector('head > title') ?? document.head, { childList: true, subtree: true, characterData: true });
    const stop = window.setTimeout(() => observer.disconnect(), LISTEN_MS);
    settle(); // named already (its code and data were at hand)
    return () => {
      keepTitle();
      observer.disconnect();
      window.clearTimeout(timer);
      window.clearTimeout(stop);
    };
  }, [pathname]);

  return (
    <div aria-live="polite" aria-atomic="true" style={visuallyHidden}>
      {announcement}
    </div>
  );
}
