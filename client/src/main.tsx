import './app/fonts.css';

/*
 * The entry point stays tiny so the browser can paint first. A prerendered public page (issue #12)
 * is drawn from its HTML alone; once it is on screen, the app's code (boot.tsx) and the page's own
 * bundle — listed by the build in #root's data-modules — are fetched side by side and the page is
 * hydrated. Member pages, which have nothing to show before the app runs, start it at once (their
 * HTML preloads everything it needs).
 */
const boot = () => import('./boot');
const root = document.getElementById('root');
if (root?.dataset.prerendered !== undefined) {
  requestAnimationFrame(() =>
    setTimeout(() => {
      for (const file of (root.dataset.modules ?? '').split(' ').filter(Boolean)) {
        const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href: `/${file}`, crossOrigin: '' });
        document.head.append(link);
      }
      void boot();
    }, 0),
  );
} else {
  void boot();
}
