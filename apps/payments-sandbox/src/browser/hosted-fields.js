// The script of the page inside the provider's frame. It sends the fields to the provider's own
// /v1/tokens (same origin) and hands the parent page only the token, by postMessage to the parent's exact
// origin, which the server checked against the portal's origins before writing it into this page.
(() => {
  'use strict';
  const PREFIX = 'sandbox-payments:';
  const root = document.documentElement;
  const parentOrigin = root.dataset.parentOrigin;
  const kind = root.dataset.kind;
  const form = document.querySelector('form');
  const inputs = Array.from(form.querySelectorAll('input'));

  const post = (message) => window.parent.postMessage(message, parentOrigin);

  function showErrors(details) {
    for (const input of inputs) {
      const problem = details.find((detail) => detail.field === input.id);
      const error = document.getElementById(`${input.id}-error`);
      error.textContent = problem ? problem.message : '';
      if (problem) input.setAttribute('aria-invalid', 'true');
      else input.removeAttribute('aria-invalid');
    }
    const first = inputs.find((input) => input.getAttribute('aria-invalid') === 'true');
    if (first) first.focus();
  }

  async function tokenize() {
    const body = { kind };
    for (const input of inputs) body[input.id] = input.value;
    let response;
    try {
      response = await fetch('/v1/tokens', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    } catch {
      return { ok: false, error: { code: 'network_error', message: 'The details could not be sent. Try again.' } };
    }
    const answer = await response.json().catch(() => ({}));
    if (response.ok) {
      showErrors([]);
      return { ok: true, result: answer };
    }
    // Field problems are shown here, beside their fields; the parent learns only that there were some.
    showErrors(Array.isArray(answer.details) ? answer.details : []);
    return {
      ok: false,
      error: { code: answer.code || 'api_error', message: answer.message || 'The details could not be checked.' },
    };
  }

  window.addEventListener('message', async (event) => {
    if (event.origin !== parentOrigin || event.source !== window.parent) return;
    const data = event.data;
    if (!data || data.type !== `${PREFIX}tokenize` || typeof data.id !== 'string') return;
    post({ type: `${PREFIX}result`, id: data.id, ...(await tokenize()) });
  });

  // Enter in a field would submit the form to nowhere; the portal's own button asks for the token.
  form.addEventListener('submit', (event) => event.preventDefault());
  for (const input of inputs)
    input.addEventListener('input', () => {
      if (input.getAttribute('aria-invalid') !== 'true') return;
      input.removeAttribute('aria-invalid');
      document.getElementById(`${input.id}-error`).textContent = '';
    });

  // The parent sizes the frame to its content, which grows when errors show.
  new ResizeObserver(() => post({ type: `${PREFIX}resize`, height: document.body.offsetHeight })).observe(
    document.body,
  );
  post({ type: `${PREFIX}ready` });
})();
