// Control characters other than tab and newline never reach the store, a page or an email
// (pasted text and exported files may hold them): messages, feedback and imported cells.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

export function removeControlCharacters(text: string): string {
  return text.replace(CONTROL, "");
}
