// sentence-count: [text] -> how many sentences (002 §5.2: free-text answers limited to 2 or 3).
// A sentence ends at ".", "!" or "?" (a run of them counts once) followed by white space or the
// end of the text; "3.5" and "..." do not split. A piece without a letter or digit is no sentence.

const WORD = /[\p{L}\p{N}]/u;
const SPACE = /\s/;
const isEnd = (c: string): boolean => c === "." || c === "!" || c === "?" || c === "\u3002" || c === "\uff01" || c === "\uff1f";

function isWordChar(c: string): boolean {
  const code = c.charCodeAt(0);
  if (code < 128) return (code >= 48 && code <= 57) || ((code | 32) >= 97 && (code | 32) <= 122);
  return WORD.test(c);
}

export function sentenceCount(text: unknown): number | null {
  if (text === null || text === undefined) return 0;
  if (typeof text !== "string") return null;
  let count = 0;
  let hasWord = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (isEnd(c)) {
      let j = i + 1;
      while (j < text.length && isEnd(text[j])) j++;
      if (j === text.length || SPACE.test(text[j])) {
        if (hasWord) count++;
        hasWord = false;
      }
      i = j - 1;
    } else if (!hasWord && isWordChar(c)) {
      hasWord = true;
    }
  }
  return hasWord ? count + 1 : count;
}

export const sentenceCountOperations = { "sentence-count": sentenceCount };
