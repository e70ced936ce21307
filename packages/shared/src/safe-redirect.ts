/** C0 control characters and DEL: browsers drop tabs and newlines from URLs, so "/\t/evil.test" is "//evil.test". */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/**
 * A same-site path to return to after sign-in, or null: never "//host", "/\host", an absolute URL, or a
 * path with control characters (which a browser would drop, turning "/\t/evil.test" into "//evil.test"
 * and React Router would refuse), so redirectTo cannot send anyone off-site (open redirect).
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (
    !value ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.startsWith('/\\') ||
    value.length > 2000 ||
    CONTROL_CHARACTERS.test(value)
  )
    return null;
  return value;
}
