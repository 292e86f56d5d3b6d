/* BotLens tracking snippet: page view, time on page, and whether the browser is automated. */
((d, w, n) => {
  var s = d.currentScript;
  var id = s?.getAttribute('data-tracking-id');
  var endpoint = s?.getAttribute('data-endpoint');
  if (!id || !endpoint) return;
  var start = Date.now();
  var left = false;
  function send(data) {
    data.trackingId = id;
    data.url = location.href;
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
      });
    } catch (_e) {}
  }
  function leave() {
    if (left) return;
    left = true;
    send({ event: 'page_leave', duration: Date.now() - start });
  }
  send({ event: 'page_view', referrer: d.referrer || undefined, title: d.title.slice(0, 500) });
  w.addEventListener('pagehide', leave);
  d.addEventListener('visibilitychange', () => {
    if (d.visibilityState === 'hidden') leave();
  });
})(document, window, navigator);
