// The outbound guard's judgement of addresses and names (issue 36 item 4; decision 0016): every
// class a university's settings must not reach is refused, IPv4 and IPv6, an IPv4 address inside
// IPv6 judged as itself; public addresses pass; a name is judged by every address it resolves to
// (the system's resolver for `localhost`, an injected one for names that cannot exist here).
import { describe, expect, it } from "vitest";
import { addressKind, addressProblem, checkedTarget, hostProblem, OutboundError, type OutboundFailure } from "../../server/http/outbound";
import { readEnv } from "../../server/config/env";

describe("the kind of an address", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["127.254.1.9", "loopback"],
    ["::1", "loopback"],
    ["10.0.0.1", "private"],
    ["10.255.255.255", "private"],
    ["172.16.0.1", "private"],
    ["172.31.255.254", "private"],
    ["192.168.1.20", "private"],
    ["169.254.169.254", "metadata"],
    ["fd00:ec2::254", "metadata"],
    ["169.254.10.1", "linkLocal"],
    ["fe80::1", "linkLocal"],
    ["fe80::1%eth0", "linkLocal"],
    ["fd00::1", "uniqueLocal"],
    ["fc00::1", "uniqueLocal"],
    ["fdff:ffff::1", "uniqueLocal"],
    ["::ffff:10.0.0.1", "private"],
    ["::ffff:127.0.0.1", "loopback"],
    ["::ffff:169.254.169.254", "metadata"],
    ["::ffff:a9fe:a9fe", "metadata"],
    ["64:ff9b::10.0.0.1", "private"],
    ["2002:c0a8:101::1", "private"],
    ["0.0.0.0", "unspecified"],
    ["0.1.2.3", "unspecified"],
    ["::", "unspecified"],
    ["100.64.0.1", "sharedAddressSpace"],
    ["100.127.255.254", "sharedAddressSpace"],
    ["224.0.0.251", "multicast"],
    ["ff02::1", "multicast"],
    ["255.255.255.255", "reserved"],
    ["192.0.2.10", "reserved"],
    ["2001:db8::1", "reserved"],
    ["::127.0.0.1", "reserved"],
    ["2001::1", "reserved"],
    ["not-an-address", "reserved"],
  ])("%s is refused as %s", (address, kind) => {
    expect(addressKind(address)).toBe(kind);
  });

  it.each(["8.8.8.8", "1.1.1.1", "151.101.1.140", "172.32.0.1", "172.15.255.255", "100.128.0.1", "192.169.0.1", "2606:4700:4700::1111", "2a00:1450:4009:81f::200e", "::ffff:8.8.8.8", "64:ff9b::8.8.8.8"])("%s is public", (address) => {
    expect(addressKind(address)).toBeNull();
  });
});

/** The failure a promise is refused with (the test fails if it is not refused by the guard). */
async function refusal(promise: Promise<unknown>): Promise<OutboundFailure> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(OutboundError);
  return (error as OutboundError).failure;
}

describe("a name", () => {
  const none = { allowHosts: [] };

  it("is refused when the system resolves it to this machine (localhost)", async () => {
    expect(await refusal(checkedTarget("localhost", 22, none))).toEqual({ reason: "refused", host: "localhost", port: 22, kind: "loopback" });
  });

  it("is refused when any address it resolves to is private, and passes when all are public", async () => {
    const resolve = async (host: string) =>
      host === "sftp.example.ac.uk"
        ? [
            { address: "93.184.216.34", family: 4 },
            { address: "10.20.30.40", family: 4 },
          ]
        : [
            { address: "93.184.216.34", family: 4 },
            { address: "2606:2800:220:1:248:1893:25c8:1946", family: 6 },
          ];
    expect(await refusal(checkedTarget("sftp.example.ac.uk", 22, { ...none, resolve }))).toMatchObject({ reason: "refused", kind: "private", host: "sftp.example.ac.uk" });
    const target = await checkedTarget("www.example.ac.uk", 443, { ...none, resolve });
    expect(target.addresses.map((entry) => entry.address)).toEqual(["93.184.216.34", "2606:2800:220:1:248:1893:25c8:1946"]);
  });

  it("is refused when it resolves to a cloud metadata address through IPv6", async () => {
    const resolve = async () => [{ address: "::ffff:169.254.169.254", family: 6 }];
    expect(await refusal(checkedTarget("metadata.example", 80, { ...none, resolve }))).toMatchObject({ reason: "refused", kind: "metadata" });
  });

  it("says when it cannot be found", async () => {
    expect(await refusal(checkedTarget("no-such-host.invalid", 443, none))).toMatchObject({ reason: "notFound", host: "no-such-host.invalid" });
  });

  it("reaches a host the operator allows, on the allowed port only", async () => {
    const { outboundAllowHosts } = readEnv({ OUTBOUND_ALLOW_HOSTS: "localhost:2222, [::1], ethos.internal.example" });
    expect(outboundAllowHosts).toEqual([{ host: "localhost", port: 2222 }, { host: "::1" }, { host: "ethos.internal.example" }]);
    const options = { allowHosts: outboundAllowHosts };
    expect((await checkedTarget("localhost", 2222, options)).addresses.length).toBeGreaterThan(0);
    expect(await refusal(checkedTarget("localhost", 2223, options))).toMatchObject({ reason: "refused", kind: "loopback" });
    expect((await checkedTarget("[::1]", 80, options)).addresses).toEqual([{ address: "::1", family: 6 }]);
  });

  it("refuses an allow-list the environment cannot mean", () => {
    expect(() => readEnv({ OUTBOUND_ALLOW_HOSTS: "http://localhost:80" })).toThrow(/OUTBOUND_ALLOW_HOSTS/);
  });
});

describe("an address a university types, checked before it is saved", () => {
  const options = { allowHosts: [{ host: "127.0.0.1", port: 8443 }] };

  it("must be https, and not an address the guard refuses", () => {
    expect(addressProblem("http://ethos.example.ac.uk", options)).toMatchObject({ reason: "notHttps" });
    expect(addressProblem("https://169.254.169.254/latest", options)).toMatchObject({ reason: "refused", kind: "metadata" });
    expect(addressProblem("https://[fd00::1]:8443", options)).toMatchObject({ reason: "refused", kind: "uniqueLocal" });
    expect(addressProblem("https://ethos.example.ac.uk/api", options)).toBeNull();
    expect(addressProblem("http://127.0.0.1:8443", options)).toBeNull();
    expect(addressProblem("http://127.0.0.1:8444", options)).toMatchObject({ reason: "notHttps" });
  });

  it("for an SFTP server, is a host whose address is not refused", () => {
    expect(hostProblem("10.1.1.1", 22, options)).toMatchObject({ reason: "refused", kind: "private" });
    expect(hostProblem("sftp.example.ac.uk", 22, options)).toBeNull();
  });
});
