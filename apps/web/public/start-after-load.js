// The landing and product pages arrive painted by the server (apps/api/src/modules/web/static-shell.ts).
// On those pages the server loads the app through this script instead of the module tag, so the
// app's entry is fetched and run once the page has loaded and painted (or after 2.5 s,
// whichever comes first): the hero artwork and the font have the network and the main thread to themselves
// until then.
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var module = document.createElement('script');
    module.type = 'module';
    module.crossOrigin = '';
    module.src = entry;
    document.head.appendChild(module);
  }
  // After the load event, the browser still has to decode and paint the artwork: the app waits
  // for the first idle moment after it.
  function afterLoad() {
    if (window.requestIdleCallback) window.requestIdleCallback(start, { timeout: 500 });
    else setTimeout(start, 50);
  }
  if (document.readyState === 'complete') afterLoad();
  else {
    window.addEventListener('load', afterLoad, { once: true });
    setTimeout(start, 2500);
  }
})();
