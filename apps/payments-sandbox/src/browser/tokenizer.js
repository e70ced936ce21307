// The payment provider's script, loaded by the portal from the provider's origin. It puts the provider's
// frame (hosted-fields) into the page and asks it for a token; card and bank numbers stay inside the frame.
// Its API is typed for the web app in packages/shared/src/payments-tokenizer.ts.
(() => {
  'use strict';
  if (window.SandboxPayments) return;

  const providerOrigin = new URL(document.currentScript.src).origin;
  const PREFIX = 'sandbox-payments:';
  const TITLES = { card: 'Card details', bank: 'Bank account details' };
  const HEIGHTS = { card: 180, bank: 270 };
  // A frame that never loads (blocked, offline) must not leave the caller waiting for ever.
  const TOKENIZE_TIMEOUT_MS = 30_000;
  let lastId = 0;

  const tokenizeError = (code, message) => Object.assign(new Error(message), { name: 'TokenizeError', code });

  // Only the fields a caller may see: whatever else a message carries is dropped.
  const summary = (result) => {
    const picked = { token: result.token, kind: result.kind, last4: result.last4 };
    if (result.brand) picked.brand = result.brand;
    if (result.expMonth) picked.expMonth = result.expMonth;
    if (result.expYear) picked.expYear = result.expYear;
    return picked;
  };

  function mount(container, options) {
    const kind = options && options.kind === 'bank' ? 'bank' : 'card';
    const frame = document.createElement('iframe');
    const src = new URL('/hosted-fields', providerOrigin);
    src.searchParams.set('kind', kind);
    src.searchParams.set('origin', window.location.origin);
    frame.src = src.href;
    frame.title = (options && options.title) || TITLES[kind];
    frame.style.border = '0';
    frame.style.width = '100%';
    frame.style.display = 'block';
    frame.style.height = `${HEIGHTS[kind]}px`;

    let markReady;
    const ready = new Promise((resolve) => (markReady = resolve));
    const pending = new Map();
    let destroyed = false;

    function onMessage(event) {
      // From our frame on our origin only: any other window can post to this page too.
      if (event.origin !== providerOrigin || event.source !== frame.contentWindow) return;
      const data = event.data;
      if (!data || typeof data.type !== 'string') return;
      if (data.type === `${PREFIX}ready`) markReady();
      else if (data.type === `${PREFIX}resize` && typeof data.height === 'number')
        frame.style.height = `${Math.ceil(data.height)}px`;
      else if (data.type === `${PREFIX}result`) {
        const request = pending.get(data.id);
        if (!request) return;
        pending.delete(data.id);
        clearTimeout(request.timer);
        if (data.ok) request.resolve(summary(data.result));
        else request.reject(tokenizeError(String(data.error.code), String(data.error.message)));
      }
    }
    window.addEventListener('message', onMessage);
    container.appendChild(frame);

    return {
      tokenize() {
        if (destroyed) return Promise.reject(tokenizeError('destroyed', 'The payment fields were removed.'));
        const id = String(++lastId);
        return new Promise((resolve, reject) => {
          const timer = setTimeout(() => {
            pending.delete(id);
            reject(tokenizeError('timeout', 'The payment fields did not answer. Reload the page and try again.'));
          }, TOKENIZE_TIMEOUT_MS);
          pending.set(id, { resolve, reject, timer });
          void ready.then(() => {
            if (!destroyed) frame.contentWindow.postMessage({ type: `${PREFIX}tokenize`, id }, providerOrigin);
          });
        });
      },
      destroy() {
        destroyed = true;
        window.removeEventListener('message', onMessage);
        frame.remove();
        for (const request of pending.values()) {
          clearTimeout(request.timer);
          request.reject(tokenizeError('destroyed', 'The payment fields were removed.'));
        }
        pending.clear();
      },
    };
  }

  window.SandboxPayments = Object.freeze({ mount });
})();
