// A redirect's Location is a header, and a header carries printable ASCII only: a control
// character (a `%0A` decoded from a query or a form) or a letter beyond Latin-1 in a redirect
// target would make building the answer itself fail, a 500. Such characters are sent
// percent-encoded, as a browser would send them; where the target may point is decided elsewhere
// (safeRedirect).
export function headerSafeLocation(location: string): string {
  return location.replace(/[^\x21-\x7e]/gu, (char) => [...Buffer.from(char, "utf8")].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, "0")}`).join(""));
}
