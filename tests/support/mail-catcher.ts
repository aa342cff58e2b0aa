// A real SMTP server on a loopback port for the browser tests (smtp-server, by nodemailer's
// authors): the application sends its email through SMTP as it would in production, and each
// message is written to a folder as it arrived, for a test to read (readMail).
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export async function startMailCatcher(folder: string, port: number): Promise<SMTPServer> {
  await mkdir(folder, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        count += 1;
        const name = `${Date.now()}-${String(count).padStart(5, "0")}.eml`;
        writeFile(path.join(folder, name), Buffer.concat(chunks)).then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return server;
}

export interface CaughtMail {
  to: string;
  subject: string;
  text: string;
}

/** Every message caught so far, oldest first. */
export async function readMail(folder: string): Promise<CaughtMail[]> {
  const names = (await readdir(folder).catch(() => [] as string[])).filter((name) => name.endsWith(".eml")).sort();
  return Promise.all(
    names.map(async (name) => {
      const parsed = await simpleParser(await readFile(path.join(folder, name)));
      const to = Array.isArray(parsed.to) ? parsed.to.map((address) => address.text).join(", ") : (parsed.to?.text ?? "");
      return { to, subject: parsed.subject ?? "", text: parsed.text ?? "" };
    }),
  );
}
