/* BotLens tracking snippet: page view, time on page, and whether the browser is automated. */
((d, w, n, h) => {
  var s = d.currentScript;
  var id = s?.getAttribute('data-tracking-id');
  var endpoint = s?.getAttribute('data-endpoint');
  if (!id || !endpoint) return;
  // Time on page counts only while the page is shown: a tab opened in the background starts at 0.
  var shown = 0;
  var since = 0;
  var left = true;
  var page = '';
  // The view of a new app route, held back briefly for the title the router sets after changing the address.
  var pending = 0;
  var timer;
  function now() {
    return Date.now();
  }
  // No fragment (it can hold tokens, as in OAuth redirects), and no longer than the server takes.
  function here() {
    return (location.origin + location.pathname + location.search).slice(0, 4096);
  }
  function send(data) {
    data.trackingId = id;
    data.url = data.url || page;
    data.webdriver = !!n.webdriver;
    var body = JSON.stringify(data);
    // text/plain is a simple CORS request: no preflight, and sendBeacon survives the page being closed.
    try {
      if (n.sendBeacon?.(endpoint, new Blob([body], { type: 'text/plain' }))) return;
    } catch (_e) {}
    try {
      fetch(endpoint, {
        method: 'POST',
        body: body,
        keepalive: true,
        credentials: 'omit',
        headers: { 'Content-Type': 'text/plain' },
      }).catch(() => {});
    } catch (_e) {}
  }
  function view(referrer, wait) {
    page = here();
    var url = page;
    left = false;
    shown = 0;
    since = d.visibilityState === 'hidden' ? 0 : now();
    pending = () => {
      clearTimeout(timer);
      pending = 0;
      send({ event: 'page_view', url: url, referrer: referrer || undefined, title: d.title.slice(0, 500) });
    };
    if (wait) timer = setTimeout(pending, 150);
    else pending();
  }
  // One leave per page view, with the time it was shown (at most the server's limit of a day).
  function leave() {
    if (left) return;
    if (pending) pending();
    left = true;
    send({ event: 'page_leave', duration: Math.min(shown + (since && now() - since), 864e5) });
  }
  // A page the browser prerenders in case it is opened is counted only when it is.
  if (d.prerendering) d.addEventListener('prerenderingchange', () => view(d.referrer), { once: true });
  else view(d.referrer);
  w.addEventListener('pagehide', leave);
  // Restored from the back/forward cache: a new view of the page, by going back, not by a referral.
  w.addEventListener('pageshow', (e) => {
    if (e.persisted) view();
  });
  d.addEventListener('visibilitychange', () => {
    if (d.visibilityState === 'hidden') {
      if (since) shown += now() - since;
      since = 0;
      leave();
    } else if (!left && !since) since = now();
  });
  // Single-page apps: a new address is a new page.
  function route() {
    // Unseen yet: the view on activation takes the address as it is then.
    if (d.prerendering) return;
    var from = page;
    if (here() === from) return;
    leave();
    view(from, 1);
  }
  var push = h.pushState;
  h.pushState = (...a) => {
    push.apply(h, a);
    route();
  };
  w.addEventListener('popstate', route);
})(document, window, navigator, history);
