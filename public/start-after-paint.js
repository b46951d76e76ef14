// Starts the app on a page that arrived drawn (dist/prerendered/, written by
// scripts/vite-prerender.ts): its code is requested once the browser reports the page's
// first contentful paint, so the HTML and CSS have the network to themselves until the
// visitor sees the page. The app then takes the page over (src/main.tsx). `data-entry`
// names the app's entry module.
(() => {
  const entry = document.currentScript?.dataset.entry;
  if (!entry) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const script = document.createElement('script');
    script.type = 'module';
    script.src = entry;
    document.head.append(script);
  };
  // A hidden tab paints nothing: it starts at once, as it does when it is hidden later.
  if (document.visibilityState !== 'visible') return start();
  document.addEventListener('visibilitychange', start, { once: true });
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    // A frame's callback runs before its paint, the task it queues after.
    requestAnimationFrame(() => setTimeout(start, 0));
    return;
  }
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
})();
