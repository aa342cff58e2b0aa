// The one place a file's size and type are checked as it streams into storage, whichever adapter
// writes it: every adapter saves what this yields, and a refusal thrown here ends the save.
import { FileRefused, HEAD_BYTES, type FileSource, type SaveRules } from "./port";

async function* chunksOf(source: FileSource): AsyncGenerator<Uint8Array> {
  if (source instanceof Uint8Array) yield source;
  else yield* source;
}

export async function* checkedStream(source: FileSource, rules: SaveRules): AsyncGenerator<Uint8Array> {
  let size = 0;
  let head: Uint8Array[] = [];
  let headBytes = 0;
  let accepted = !rules.accept;
  const checkHead = async () => {
    const problem = await rules.accept?.(Buffer.concat(head));
    if (problem) throw new FileRefused(problem);
    accepted = true;
  };
  for await (const chunk of chunksOf(source)) {
    size += chunk.byteLength;
    if (size > rules.maxBytes) throw new FileRefused(rules.tooLarge);
    if (accepted) {
      yield chunk;
      continue;
    }
    head.push(chunk);
    headBytes += chunk.byteLength;
    if (headBytes >= HEAD_BYTES) {
      await checkHead();
      yield* head;
      head = [];
    }
  }
  if (rules.tooSmall && size < rules.tooSmall.bytes) throw new FileRefused(rules.tooSmall.problem);
  if (!accepted) {
    await checkHead();
    yield* head;
  }
}
