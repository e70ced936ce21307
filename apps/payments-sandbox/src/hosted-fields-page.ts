/** The fields of each kind: id (also the token request's field name), label, autocomplete, input mode. */
const FIELDS = {
  card: [
    {
      id: 'number',
      label: 'Card number',
      autocomplete: 'cc-number',
      inputmode: 'numeric',
      placeholder: '1234 1234 1234 1234',
    },
    { id: 'expiry', label: 'Expiry (MM/YY)', autocomplete: 'cc-exp', inputmode: 'numeric', placeholder: 'MM/YY' },
    { id: 'cvc', label: 'Security code (CVC)', autocomplete: 'cc-csc', inputmode: 'numeric', placeholder: '123' },
  ],
  bank: [
    {
      id: 'routingNumber',
      label: 'Routing number',
      autocomplete: 'off',
      inputmode: 'numeric',
      placeholder: '9 digits',
    },
    { id: 'accountNumber', label: 'Account number', autocomplete: 'off', inputmode: 'numeric', placeholder: '' },
    { id: 'accountHolderName', label: 'Name on the account', autocomplete: 'name', inputmode: 'text', placeholder: '' },
  ],
} as const;

export type FieldsKind = keyof typeof FIELDS;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The page inside the frame. Its script (hosted-fields.js) reads the parent's origin from the root element:
 * the route put it there only after checking it against the portal's origins, and posts to no other.
 */
export function hostedFieldsPage(kind: FieldsKind, parentOrigin: string): string {
  const fields = FIELDS[kind]
    .map(
      (field) => `
    <div class="field" data-field="${field.id}">
      <label for="${field.id}">${field.label}</label>
      <input id="${field.id}" name="${field.id}" type="text" autocomplete="${field.autocomplete}" inputmode="${field.inputmode}"${field.placeholder ? ` placeholder="${field.placeholder}"` : ''} spellcheck="false" aria-describedby="${field.id}-error">
      <p class="error" id="${field.id}-error"></p>
    </div>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en" data-kind="${kind}" data-parent-origin="${escapeHtml(parentOrigin)}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${kind === 'card' ? 'Card details' : 'Bank account details'}</title>
  <link rel="stylesheet" href="/hosted-fields.css">
</head>
<body>
  <main>
  <form class="${kind}" novalidate>${fields}
  </form>
  </main>
  <script src="/hosted-fields.js"></script>
</body>
</html>
`;
}

export function refusedPage(): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Not available</title></head>
<body><main><p>These payment fields can only be shown inside the portal.</p></main></body></html>
`;
}
