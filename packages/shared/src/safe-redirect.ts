/**
 * A same-site path to return to after sign-in, or null: never "//host", "/\host" or an absolute URL,
 * so redirectTo cannot send anyone off-site (open redirect).
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\') || value.length > 2000)
    return null;
  return value;
}
