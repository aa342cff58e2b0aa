// A section's form posted without JavaScript as multipart (issue 40 item 9; decision 0087): a file
// over the university's limit must not cost the person what they typed beside it. So the body is
// read part by part (Remix's multipart parser, which streams): the text parts are kept (held to a
// form's own limit), a file part is kept up to the university's file limit and, past it, read on
// and thrown away, its question named as too large. The whole body stays bounded at the door
// (body-limits.ts: the upload ceiling), so nothing unbounded is read.
import { unstable_parseMultipartFormData, type UploadHandlerPart } from "@remix-run/node";
import { BodyTooLargeError, FORM_LIMIT_BYTES } from "./body-limits";
import { bodyReadFailure } from "./form-body";

export interface PageFormBody {
  form: FormData;
  /** The names of file inputs whose file was over the limit (and was not kept). */
  oversizedFiles: ReadonlySet<string>;
}

async function collect(data: AsyncIterable<Uint8Array>, maxBytes: number): Promise<Uint8Array[] | null> {
  const chunks: Uint8Array[] = [];
  let seen = 0;
  for await (const chunk of data) {
    seen += chunk.byteLength;
    // Past the limit, the rest of the part is read and dropped so that the parts after it are reached.
    if (seen <= maxBytes) chunks.push(chunk);
    else chunks.length = 0;
  }
  return seen <= maxBytes ? chunks : null;
}

/** The posted multipart form with each file over `maxFileBytes` left out and named; throws a 400 or 413 answer for a body that cannot be read. */
export async function readPageFormBody(request: Request, maxFileBytes: number): Promise<PageFormBody> {
  const oversizedFiles = new Set<string>();
  let textBytes = 0;
  const keep = async (part: UploadHandlerPart): Promise<File | string | null> => {
    if (part.filename === undefined) {
      const chunks = await collect(part.data, FORM_LIMIT_BYTES - textBytes);
      if (!chunks) throw new BodyTooLargeError(FORM_LIMIT_BYTES);
      const text = Buffer.concat(chunks).toString("utf8");
      textBytes += Buffer.byteLength(text);
      return text;
    }
    const chunks = await collect(part.data, maxFileBytes);
    if (!chunks) {
      oversizedFiles.add(part.name);
      return null;
    }
    return new File([Buffer.concat(chunks)], part.filename, { type: part.contentType });
  };
  try {
    return { form: await unstable_parseMultipartFormData(request, keep), oversizedFiles };
  } catch (error) {
    throw bodyReadFailure(request, error);
  }
}
