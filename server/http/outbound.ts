// The one way out (issue 36 item 4; decision 0016): every connection a university's settings make
// CAS Shield open (Ethos, SFTP, OpenID discovery, keys and tokens) goes through here. The name is
// resolved once; every address it resolves to must be on the public internet (not loopback,
// private, link-local, unique-local, shared, metadata, multicast or reserved, IPv4 or IPv6, an
// IPv4 address inside IPv6 judged as itself); the connection is made to those checked addresses
// and nothing resolves the name again, so a name that changes its answer cannot slip past. HTTP
// is https only. OUTBOUND_ALLOW_HOSTS (the operator's, in the environment) names the hosts that
// are reached anyway, over http too: an on-premise server, a test's local provider. What fails
// is an OutboundError with a reason, never the remote's words.
import { lookup as dnsLookup } from "node:dns/promises";
import type { LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import net, { BlockList } from "node:net";
import type { AllowedHost, Env } from "../config/env";

/** Why an address is refused: each is words in the catalogue (`outbound.kind.<kind>`). */
export type AddressKind = "metadata" | "unspecified" | "loopback" | "private" | "sharedAddressSpace" | "linkLocal" | "uniqueLocal" | "multicast" | "reserved";

/** What went wrong on the way out, as the catalogue words it (`outbound.<reason>`). */
export type OutboundReason = "refused" | "notHttps" | "badAddress" | "notFound" | "unreachable" | "secure" | "tooLarge" | "failed" | "answered";

export interface OutboundFailure {
  reason: OutboundReason;
  host: string;
  port?: number;
  kind?: AddressKind;
  /** The HTTP status of an answer that was not what was asked for ("answered"); its body is never kept. */
  status?: number;
}

/** Where catalogue words come from: a configuration, or the platform's catalogue. */
export interface Wording {
  text(key: string, params?: Readonly<Record<string, unknown>>): string;
}

/** The failure in the catalogue's words: what failed and what to check, never what the remote said. */
export function outboundWords(wording: Wording, failure: OutboundFailure): string {
  return wording.text(`outbound.${failure.reason}`, { host: failure.host, port: failure.port ?? "", status: failure.status ?? "", kind: failure.kind ? wording.text(`outbound.kind.${failure.kind}`) : "" });
}

/** A settings form's message for an address the guard would refuse (a GOV.UK error: what to enter). */
export function addressProblemWords(wording: Wording, failure: OutboundFailure): string {
  if (failure.reason === "refused") return wording.text("outbound.enter.refused", { host: failure.host, kind: failure.kind ? wording.text(`outbound.kind.${failure.kind}`) : "" });
  return wording.text(failure.reason === "notHttps" ? "outbound.enter.notHttps" : `outbound.${failure.reason}`, { host: failure.host, port: failure.port ?? "" });
}

/** The guard's failure somewhere in an error's causes (libraries wrap what their fetch threw). */
export function outboundCause(error: unknown): OutboundFailure | null {
  for (let current = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth++) {
    if (current instanceof OutboundError) return current.failure;
  }
  return null;
}

export class OutboundError extends Error {
  readonly failure: OutboundFailure;
  constructor(failure: OutboundFailure) {
    super(`${failure.reason}${failure.kind ? ` (${failure.kind})` : ""}: ${failure.host}${failure.port ? `:${failure.port}` : ""}`);
    this.failure = failure;
  }
}

/** Resolves a name to every address it has (dns.lookup, as the system would); tests inject one. */
export type ResolveName = (host: string) => Promise<readonly LookupAddress[]>;

export interface OutboundOptions {
  allowHosts: readonly AllowedHost[];
  resolve?: ResolveName;
  /** How long a connection, or a whole HTTP exchange, may take. */
  timeoutMs?: number;
  /** The most an HTTP answer's body may hold; more fails as tooLarge. */
  maxBytes?: number;
}

const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_MAX_BYTES = 10 * 1024 * 1024;

/** The guard as the process's environment sets it. */
export const outboundOptions = (env: Pick<Env, "outboundAllowHosts">): OutboundOptions => ({ allowHosts: env.outboundAllowHosts });

// The address classes, from IANA's IPv4 and IPv6 special-purpose address registries (RFC 6890 and
// its updates). net.BlockList does the range arithmetic; an IPv4 address inside IPv6 (mapped,
// NAT64, 6to4) is unwrapped first and judged as itself.
const RANGES: ReadonlyArray<[AddressKind, ReadonlyArray<[string, number]>]> = [
  ["metadata", [["169.254.169.254", 32], ["169.254.170.2", 32], ["fd00:ec2::254", 128]]],
  ["unspecified", [["0.0.0.0", 8], ["::", 128]]],
  ["loopback", [["127.0.0.0", 8], ["::1", 128]]],
  ["private", [["10.0.0.0", 8], ["172.16.0.0", 12], ["192.168.0.0", 16], ["64:ff9b:1::", 48]]],
  ["sharedAddressSpace", [["100.64.0.0", 10]]],
  ["linkLocal", [["169.254.0.0", 16], ["fe80::", 10]]],
  ["uniqueLocal", [["fc00::", 7]]],
  ["multicast", [["224.0.0.0", 4], ["ff00::", 8]]],
  [
    "reserved",
    [
      ["192.0.0.0", 24], ["192.0.2.0", 24], ["192.88.99.0", 24], ["198.18.0.0", 15], ["198.51.100.0", 24], ["203.0.113.0", 24], ["240.0.0.0", 4],
      ["::", 96], ["100::", 64], ["2001::", 23], ["2001:db8::", 32], ["3fff::", 20], ["fec0::", 10],
    ],
  ],
];

const blockLists: ReadonlyArray<[AddressKind, BlockList]> = RANGES.map(([kind, ranges]) => {
  const list = new BlockList();
  for (const [network, prefix] of ranges) list.addSubnet(network, prefix, net.isIPv4(network) ? "ipv4" : "ipv6");
  return [kind, list];
});

/** IPv6 global unicast (2000::/3): anything outside it that no class names is reserved too. */
const globalUnicast = new BlockList();
globalUnicast.addSubnet("2000::", 3, "ipv6");

/** The eight 16-bit groups of an IPv6 address (its canonical form from the URL parser, which also turns a dotted tail into hex). */
function ipv6Groups(address: string): number[] {
  const canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  const [head, tail] = canonical.includes("::") ? canonical.split("::") : [canonical, null];
  const part = (text: string) => (text ? text.split(":").map((group) => parseInt(group, 16)) : []);
  const front = part(head);
  const back = tail === null ? [] : part(tail);
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}

const ipv4Of = (high: number, low: number) => `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;

/** The IPv4 address an IPv6 address carries and is routed to (IPv4-mapped, NAT64 well-known prefix, 6to4), if any. */
function embeddedIpv4(groups: number[]): string | null {
  const zeros = (from: number, to: number) => groups.slice(from, to).every((group) => group === 0);
  if (zeros(0, 5) && groups[5] === 0xffff) return ipv4Of(groups[6], groups[7]);
  if (groups[0] === 0x64 && groups[1] === 0xff9b && zeros(2, 6)) return ipv4Of(groups[6], groups[7]);
  if (groups[0] === 0x2002) return ipv4Of(groups[1], groups[2]);
  return null;
}

/** Why CAS Shield does not connect to this address, or null when it is a public one. Anything not an IP address is refused as reserved. */
export function addressKind(address: string): AddressKind | null {
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const family = net.isIP(bare);
  if (family === 0) return "reserved";
  if (family === 6) {
    const groups = ipv6Groups(bare);
    const inner = embeddedIpv4(groups);
    if (inner) return addressKind(inner);
    const found = blockLists.find(([, list]) => list.check(bare, "ipv6"));
    if (found) return found[0];
    return globalUnicast.check(bare, "ipv6") ? null : "reserved";
  }
  return blockLists.find(([, list]) => list.check(bare, "ipv4"))?.[0] ?? null;
}

const bareHost = (host: string) => host.replace(/^\[|\]$/g, "").toLowerCase();

/** Whether the operator lets settings reach this host (and port) whatever its address, over http too. */
export function allowListed(host: string, port: number, options: Pick<OutboundOptions, "allowHosts">): boolean {
  const name = bareHost(host);
  return options.allowHosts.some((entry) => entry.host === name && (entry.port === undefined || entry.port === port));
}

const systemResolve: ResolveName = (host) => dnsLookup(host, { all: true, verbatim: true });

export interface CheckedTarget {
  host: string;
  port: number;
  /** The addresses the connection may use: resolved once, each checked. */
  addresses: readonly LookupAddress[];
}

/** Resolves the host and checks every address it has; refused with the address's kind when one is not public. */
export async function checkedTarget(host: string, port: number, options: OutboundOptions): Promise<CheckedTarget> {
  const name = bareHost(host);
  if (!name || /[\s/\\@]/.test(name)) throw new OutboundError({ reason: "badAddress", host, port });
  let addresses: readonly LookupAddress[];
  if (net.isIP(name)) addresses = [{ address: name, family: net.isIP(name) }];
  else {
    try {
      addresses = await (options.resolve ?? systemResolve)(name);
    } catch {
      throw new OutboundError({ reason: "notFound", host, port });
    }
    if (addresses.length === 0) throw new OutboundError({ reason: "notFound", host, port });
  }
  if (!allowListed(name, port, options)) {
    for (const { address } of addresses) {
      const kind = addressKind(address);
      // One address of the name not public is enough: which one a connection takes is not ours to choose.
      if (kind) throw new OutboundError({ reason: "refused", host, port, kind });
    }
  }
  return { host: name, port, addresses };
}

/** A lookup for net/tls/http that answers with the checked addresses and never asks DNS again. */
function pinnedLookup(addresses: readonly LookupAddress[]): net.LookupFunction {
  return (_hostname, lookupOptions, callback) => {
    const usable = lookupOptions.family === 4 || lookupOptions.family === 6 ? addresses.filter((entry) => entry.family === lookupOptions.family) : addresses;
    if (usable.length === 0) {
      callback(Object.assign(new Error("no checked address of that family"), { code: "ENOTFOUND" }), "", 0);
      return;
    }
    // The callback's overloads (one address, or all when asked) are not expressible as one signature.
    if (lookupOptions.all) (callback as unknown as (error: null, all: LookupAddress[]) => void)(null, [...usable]);
    else callback(null, usable[0].address, usable[0].family);
  };
}

const TLS_CODES = /^(ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|DEPTH_ZERO_|SELF_SIGNED_|HOSTNAME_MISMATCH|ERR_OSSL_)/;

/** A connection error in the guard's terms: what failed, never the remote's words. */
export function outboundFailure(error: unknown, host: string, port?: number): OutboundFailure {
  if (error instanceof OutboundError) return error.failure;
  const code = String((error as { code?: unknown } | null)?.code ?? "");
  const name = (error as { name?: unknown } | null)?.name;
  if (code === "ENOTFOUND" || code === "EAI_AGAIN") return { reason: "notFound", host, port };
  if (TLS_CODES.test(code)) return { reason: "secure", host, port };
  // Refused, reset, unreachable and too slow read alike: which one it was says nothing a user can act on differently.
  if (["ECONNREFUSED", "ECONNRESET", "EHOSTUNREACH", "ENETUNREACH", "ETIMEDOUT", "EPIPE", "UND_ERR_SOCKET"].includes(code) || name === "TimeoutError" || name === "AbortError") return { reason: "unreachable", host, port };
  return { reason: "failed", host, port };
}

/** A TCP connection to host:port through the guard (for SSH): resolved and checked once, connected to a checked address. */
export async function connectGuarded(host: string, port: number, options: OutboundOptions): Promise<net.Socket> {
  const target = await checkedTarget(host, port, options);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: target.host, port, lookup: pinnedLookup(target.addresses), autoSelectFamily: true });
    const fail = (error: unknown) => {
      socket.destroy();
      reject(new OutboundError(outboundFailure(error, host, port)));
    };
    const timer = setTimeout(() => fail(Object.assign(new Error("connect timeout"), { code: "ETIMEDOUT" })), timeoutMs);
    socket.once("error", (error) => {
      clearTimeout(timer);
      fail(error);
    });
    socket.once("connect", () => {
      clearTimeout(timer);
      socket.removeAllListeners("error");
      resolve(socket);
    });
  });
}

/** Checks an address a university typed without connecting (the scheme, an IP address's kind); the connection checks again. */
export function addressProblem(url: string, options: Pick<OutboundOptions, "allowHosts">): OutboundFailure | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { reason: "badAddress", host: url };
  }
  const port = Number(parsed.port || (parsed.protocol === "http:" ? 80 : 443));
  return hostProblem(parsed.hostname, port, options, parsed.protocol);
}

/** The same for a host and port (an SFTP server), with the scheme when it is a URL's. */
export function hostProblem(host: string, port: number, options: Pick<OutboundOptions, "allowHosts">, protocol?: string): OutboundFailure | null {
  if (allowListed(host, port, options)) return protocol === undefined || protocol === "https:" || protocol === "http:" ? null : { reason: "notHttps", host, port };
  if (protocol !== undefined && protocol !== "https:") return { reason: "notHttps", host, port };
  const kind = net.isIP(bareHost(host)) ? addressKind(bareHost(host)) : null;
  return kind ? { reason: "refused", host, port, kind } : null;
}

/** The request an OutboundFetch takes: what Ethos and openid-client send. */
export interface OutboundInit {
  method?: string;
  headers?: HeadersInit;
  body?: string | URLSearchParams | Uint8Array | ArrayBuffer | ReadableStream | null;
  signal?: AbortSignal | null;
  /** Redirects are never followed (each would need the guard again): a 3xx is the answer. */
  redirect?: string;
}

export type OutboundFetch = (url: string | URL, init?: OutboundInit) => Promise<Response>;

async function bodyBytes(body: OutboundInit["body"], headers: Headers): Promise<Buffer | null> {
  if (body === null || body === undefined) return null;
  if (typeof body === "string") {
    if (!headers.has("content-type")) headers.set("content-type", "text/plain;charset=UTF-8");
    return Buffer.from(body);
  }
  if (body instanceof URLSearchParams) {
    if (!headers.has("content-type")) headers.set("content-type", "application/x-www-form-urlencoded;charset=UTF-8");
    return Buffer.from(body.toString());
  }
  if (body instanceof ArrayBuffer) return Buffer.from(body);
  if (body instanceof Uint8Array) return Buffer.from(body);
  return Buffer.from(await new Response(body).arrayBuffer());
}

/**
 * An answer's body as a web stream, stopped past the limit. Written out rather than
 * Readable.toWeb, which in Node 20 throws when a consumer cancels a body still arriving.
 */
function boundedBody(answer: http.IncomingMessage, maxBytes: number, failed: (error: unknown) => OutboundError, tooLarge: () => OutboundError): ReadableStream<Uint8Array> {
  let finished = false;
  let seen = 0;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const stop = (error?: unknown) => {
        if (finished) return;
        finished = true;
        if (error === undefined) controller.close();
        else controller.error(error);
      };
      answer.on("data", (chunk: Buffer) => {
        if (finished) return;
        seen += chunk.length;
        if (seen > maxBytes) {
          stop(tooLarge());
          answer.destroy();
          return;
        }
        controller.enqueue(new Uint8Array(chunk));
        if ((controller.desiredSize ?? 1) <= 0) answer.pause();
      });
      answer.once("end", () => stop());
      answer.once("error", (error) => stop(failed(error)));
      answer.once("aborted", () => stop(failed(Object.assign(new Error("aborted"), { code: "ECONNRESET" }))));
    },
    pull() {
      answer.resume();
    },
    cancel() {
      finished = true;
      answer.destroy();
    },
  });
}

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * fetch through the guard: https only (http for an allow-listed host), the name resolved and
 * checked once and the request sent to a checked address (TLS still checks the name's
 * certificate), no redirect followed, a time limit and a size limit on the answer.
 */
export function guardedFetch(options: OutboundOptions): OutboundFetch {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  return async (input, init = {}) => {
    let url: URL;
    try {
      url = new URL(input);
    } catch {
      throw new OutboundError({ reason: "badAddress", host: String(input) });
    }
    const port = Number(url.port || (url.protocol === "http:" ? 80 : 443));
    const problem = url.protocol === "https:" || url.protocol === "http:" ? hostProblem(url.hostname, port, options, url.protocol) : { reason: "notHttps" as const, host: url.hostname, port };
    if (problem?.reason === "notHttps" || problem?.reason === "badAddress") throw new OutboundError(problem);
    const target = await checkedTarget(url.hostname, port, options);
    const headers = new Headers(init.headers);
    const body = await bodyBytes(init.body, headers);
    const method = (init.method ?? "GET").toUpperCase();
    const signal = init.signal ? AbortSignal.any([init.signal, AbortSignal.timeout(timeoutMs)]) : AbortSignal.timeout(timeoutMs);
    const failed = (error: unknown) => new OutboundError(outboundFailure(error, url.hostname, port));
    return new Promise<Response>((resolve, reject) => {
      const request = (url.protocol === "https:" ? https : http).request(
        { hostname: target.host, port, path: `${url.pathname}${url.search}`, method, headers: Object.fromEntries(headers), agent: false, lookup: pinnedLookup(target.addresses), signal },
        (answer) => {
          const status = answer.statusCode ?? 502;
          const answerHeaders = new Headers();
          for (let i = 0; i + 1 < answer.rawHeaders.length; i += 2) answerHeaders.append(answer.rawHeaders[i], answer.rawHeaders[i + 1]);
          if (NULL_BODY_STATUSES.has(status) || method === "HEAD") {
            answer.resume();
            resolve(new Response(null, { status, statusText: answer.statusMessage, headers: answerHeaders }));
            return;
          }
          const body = boundedBody(answer, maxBytes, failed, () => new OutboundError({ reason: "tooLarge", host: url.hostname, port }));
          resolve(new Response(body, { status, statusText: answer.statusMessage, headers: answerHeaders }));
        },
      );
      request.once("error", (error) => reject(failed(error)));
      request.end(body ?? undefined);
    });
  };
}
