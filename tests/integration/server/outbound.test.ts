// The outbound guard's connections (issue 36 item 4; decision 0016) against real servers on
// loopback ports: refused before any connection is made (open port or closed, the same refusal);
// reached when the operator allows the host, through the address the guard resolved (a name no
// DNS knows, resolved once by the injected lookup); no redirect followed; the answer's size and
// time bounded.
import { createServer as createHttpServer, type Server } from "node:http";
import net, { type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../support/free-port";
import { connectGuarded, guardedFetch, OutboundError, type OutboundFailure } from "../../../server/http/outbound";

let web: Server;
let webPort: number;
let tcp: net.Server;
let tcpPort: number;
let tcpConnections = 0;
let closedPort: number;

const portOf = (server: { address(): AddressInfo | string | null }) => (server.address() as AddressInfo).port;

beforeAll(async () => {
  web = createHttpServer((request, response) => {
    if (request.url === "/redirect") {
      response.writeHead(302, { Location: "http://169.254.169.254/latest/meta-data/" });
      return response.end();
    }
    if (request.url === "/large") {
      response.writeHead(200, { "Content-Type": "text/plain" });
      return response.end("x".repeat(64 * 1024));
    }
    if (request.url === "/silent") return; // never answers
    response.writeHead(200, { "Content-Type": "application/json", "X-Seen-Host": String(request.headers.host) });
    response.end(JSON.stringify({ method: request.method, type: request.headers["content-type"] ?? null }));
  });
  await new Promise<void>((resolve) => web.listen(0, "127.0.0.1", resolve));
  webPort = portOf(web);
  tcp = net.createServer((socket) => {
    tcpConnections++;
    socket.end("SSH-2.0-OpenSSH_9.2\r\n");
  });
  await new Promise<void>((resolve) => tcp.listen(0, "127.0.0.1", resolve));
  tcpPort = portOf(tcp);
  closedPort = await freePort();
});

afterAll(async () => {
  web.closeAllConnections();
  await new Promise<void>((resolve) => web.close(() => resolve()));
  await new Promise<void>((resolve) => tcp.close(() => resolve()));
});

async function refusal(promise: Promise<unknown>): Promise<OutboundFailure> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(OutboundError);
  return (error as OutboundError).failure;
}

describe("an HTTP request through the guard", () => {
  it("is refused over http, and to a loopback address, before anything connects", async () => {
    const fetch = guardedFetch({ allowHosts: [] });
    expect(await refusal(fetch(`http://ethos.example.ac.uk/api`))).toMatchObject({ reason: "notHttps", host: "ethos.example.ac.uk" });
    const before = tcpConnections;
    expect(await refusal(fetch(`https://127.0.0.1:${tcpPort}/`))).toMatchObject({ reason: "refused", kind: "loopback" });
    expect(await refusal(fetch(`https://localhost:${tcpPort}/`))).toMatchObject({ reason: "refused", kind: "loopback", host: "localhost" });
    expect(await refusal(fetch("https://[::ffff:127.0.0.1]/"))).toMatchObject({ reason: "refused", kind: "loopback" });
    expect(await refusal(fetch("https://169.254.169.254/latest/meta-data/"))).toMatchObject({ reason: "refused", kind: "metadata" });
    expect(await refusal(fetch("file:///etc/passwd"))).toMatchObject({ reason: "notHttps" });
    expect(tcpConnections).toBe(before);
  });

  it("reaches an allowed host over http, sending to the address the guard resolved, once", async () => {
    const asked: string[] = [];
    // No DNS knows this name: the answer can only come through the guard's own resolution.
    const resolve = async (host: string) => {
      asked.push(host);
      return [{ address: "127.0.0.1", family: 4 }];
    };
    const fetch = guardedFetch({ allowHosts: [{ host: "ethos.test", port: webPort }], resolve });
    const answer = await fetch(`http://ethos.test:${webPort}/api`, { method: "POST", body: new URLSearchParams({ a: "1" }) });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("x-seen-host")).toBe(`ethos.test:${webPort}`);
    expect(await answer.json()).toEqual({ method: "POST", type: "application/x-www-form-urlencoded;charset=UTF-8" });
    expect(asked).toEqual(["ethos.test"]);
  });

  it("refuses a name that resolves to a private address", async () => {
    const resolve = async () => [{ address: "10.9.8.7", family: 4 }];
    expect(await refusal(guardedFetch({ allowHosts: [], resolve })(`https://intranet.example/`))).toMatchObject({ reason: "refused", kind: "private", host: "intranet.example" });
  });

  it("connects to the address it checked, not to what the name says on a second asking (DNS rebinding)", async () => {
    let calls = 0;
    // Public at the first question, this machine after: a guard that resolved again to connect would reach the local server.
    const resolve = async () => [{ address: calls++ === 0 ? "93.184.216.34" : "127.0.0.1", family: 4 }];
    const before = tcpConnections;
    expect(await refusal(guardedFetch({ allowHosts: [], resolve, timeoutMs: 500 })(`https://rebind.example:${tcpPort}/`))).toMatchObject({ reason: "unreachable", host: "rebind.example" });
    expect(calls).toBe(1);
    expect(tcpConnections).toBe(before);
  });

  it("does not follow a redirect", async () => {
    const answer = await guardedFetch({ allowHosts: [{ host: "127.0.0.1" }] })(`http://127.0.0.1:${webPort}/redirect`);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("http://169.254.169.254/latest/meta-data/");
  });

  it("stops an answer larger than its limit, and one that takes too long", async () => {
    const small = guardedFetch({ allowHosts: [{ host: "127.0.0.1" }], maxBytes: 1024 });
    const large = await small(`http://127.0.0.1:${webPort}/large`);
    expect(await refusal(large.text())).toMatchObject({ reason: "tooLarge" });
    const impatient = guardedFetch({ allowHosts: [{ host: "127.0.0.1" }], timeoutMs: 300 });
    expect(await refusal(impatient(`http://127.0.0.1:${webPort}/silent`))).toMatchObject({ reason: "unreachable", port: webPort });
    expect(await refusal(impatient(`http://127.0.0.1:${closedPort}/`))).toMatchObject({ reason: "unreachable", port: closedPort });
  });
});

describe("a TCP connection through the guard (SFTP's)", () => {
  it("is refused the same way to an open port and a closed one on a loopback address", async () => {
    const before = tcpConnections;
    const open = await refusal(connectGuarded("localhost", tcpPort, { allowHosts: [] }));
    const closed = await refusal(connectGuarded("localhost", closedPort, { allowHosts: [] }));
    expect(open).toEqual({ reason: "refused", host: "localhost", port: tcpPort, kind: "loopback" });
    expect({ ...closed, port: tcpPort }).toEqual(open);
    expect(tcpConnections).toBe(before);
  });

  it("connects to an allowed host", async () => {
    const socket = await connectGuarded("127.0.0.1", tcpPort, { allowHosts: [{ host: "127.0.0.1", port: tcpPort }] });
    const greeting = await new Promise<string>((resolve) => socket.once("data", (chunk) => resolve(String(chunk))));
    socket.destroy();
    expect(greeting).toContain("SSH-2.0");
  });
});
