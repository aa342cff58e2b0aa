// sentence-count: [text] -> how many sentences (002 §5.2: free-text answers limited to 2 or 3).
// A sentence ends at ".", "!" or "?" (a run of them counts once) followed by white space or the
// end of the text; "3.5" and "..." do not split. A piece without a letter or digit is no sentence.

const WORD = /[\p{L}\p{N}]/u;
const SPACE = /\s/;

/** . ! ? and their ideographic / full-width forms */
const isEnd = (code: number): boolean => code === 46 || code === 33 || code === 63 || code === 0x3002 || code === 0xff01 || code === 0xff1f;

function isWordAt(text: string, i: number, code: number): boolean {
  if (code < 128) return (code >= 48 && code <= 57) || ((code | 32) >= 97 && (code | 32) <= 122);
  return WORD.test(String.fromCodePoint(text.codePointAt(i) as number));
}

function isSpace(code: number): boolean {
  return code === 32 || (code >= 9 && code <= 13) || (code > 127 && SPACE.test(String.fromCharCode(code)));
}

export function sentenceCount(text: unknown): number | null {
  if (text === null || text === undefined) return 0;
  if (typeof text !== "string") return null;
  let count = 0;
  let hasWord = false;
  const length = text.length;
  for (let i = 0; i < length; i++) {
    const code = text.charCodeAt(i);
    if (isEnd(code)) {
      let j = i + 1;
      while (j < length && isEnd(text.charCodeAt(j))) j++;
      if (j === length || isSpace(text.charCodeAt(j))) {
        if (hasWord) count++;
        hasWord = false;
      }
      i = j - 1;
    } else if (!hasWord && isWordAt(text, i, code)) {
      hasWord = true;
    }
  }
  return hasWord ? count + 1 : count;
}

export const sentenceCountOperations = { "sentence-count": sentenceCount };
