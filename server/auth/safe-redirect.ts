// The one place that decides where a `redirectTo` (after sign-in, MFA, a preference, a list's
// return link) may send the browser: a path on this site, never another (decision 0510).
// A value is resolved as a browser would, against the site's origin, and kept only if it stays
// there. Before that, anything browsers rewrite or drop while resolving (control characters,
// whitespace, backslashes) is refused outright, and so are encoded slashes, backslashes, dots,
// percent signs and control characters in the path, so no later decoding can turn a path into
// `//another.site`.

// Any origin serves: the question is only whether the value leaves it.
const SITE = new URL("https://site.invalid");
const MAX_LENGTH = 2_000;
// C0 and C1 controls, space and the other Unicode spaces and separators, the byte-order mark, backslash.
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff\\]/;
// In the path: %2F (/), %5C (\), %2E (.), %25 (%, a second round of encoding), %00-%1F, %7F, %20.
const ENCODED_IN_PATH = /%(?:2f|5c|2e|25|[01][0-9a-f]|7f|20)/i;

/** `value` as a path on this site (parsed and re-serialised), or `fallback` when it is anything else. */
export function safeRedirect(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_LENGTH) return fallback;
  if (!value.startsWith("/") || value.startsWith("//") || UNSAFE_CHARACTERS.test(value)) return fallback;
  const path = value.split(/[?#]/, 1)[0];
  if (ENCODED_IN_PATH.test(path)) return fallback;
  let url: URL;
  try {
    url = new URL(value, SITE);
  } catch {
    return fallback;
  }
  if (url.origin !== SITE.origin) return fallback;
  const local = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments can leave `//` at the start once resolved (`/.//host`): that would name a host.
  if (!local.startsWith("/") || local.startsWith("//")) return fallback;
  return local;
}
