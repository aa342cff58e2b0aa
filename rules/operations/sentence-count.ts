// sentence-count: [text] -> how many sentences (002 §5.2: free-text answers limited to 2 or 3).
// A sentence ends at ".", "!" or "?" (a run of them counts once) followed by white space or the
// end of the text; "3.5" and "..." do not split. A piece without a letter or digit is no sentence.

const SENTENCE_END = /[.!?\u3002\uff01\uff1f]+(?=\s|$)/u;
const HAS_WORD = /[\p{L}\p{N}]/u;

export function sentenceCount(text: unknown): number | null {
  if (text === null || text === undefined) return 0;
  if (typeof text !== "string") return null;
  return text.split(SENTENCE_END).filter((piece) => HAS_WORD.test(piece)).length;
}

export const sentenceCountOperations = { "sentence-count": sentenceCount };
