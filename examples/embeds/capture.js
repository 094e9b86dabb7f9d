// The partner's own script: starts Verity's capture flow with the session token from this page's
// fragment, and lists the flow's events (a real site would send `captured`'s id to its server).
const script = /** @type {HTMLScriptElement} */ (document.currentScript);
const token = new URLSearchParams(location.hash.slice(1)).get('token') ?? '';
history.replaceState(null, '', location.pathname + location.search);
const events = /** @type {HTMLOListElement} */ (document.getElementById('capture-events'));

window.Verity?.capture?.start(/** @type {HTMLElement} */ (document.getElementById('verity-capture')), {
  token,
  baseUrl: script.dataset.verityUrl,
  onEvent(event) {
    const item = document.createElement('li');
    item.textContent = `${event.type} ${JSON.stringify(event.payload)}`;
    events.append(item);
  },
});
