/** A same-site path to return to after sign-in, or null: never "//host" or an absolute URL. */
export function safeRedirectPath(value: string | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\') || value.length > 2000) return null;
  return value;
}
