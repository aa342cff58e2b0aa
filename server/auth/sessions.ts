// Server-side sessions. The browser holds only a random id in an HttpOnly cookie; the store
// holds the id's SHA-256 digest with the session's state, so reading the sessions collection
// does not let anyone sign in. Every sign-in, MFA completion and password change issues a new
// id (the old record is deleted). A session ends after 55 minutes without activity or 12 hours
// after sign-in, whichever is first, on the server as in the browser (docs/decisions/0500).
import type { Collection } from "../store/port";
import type { Services } from "../services";
import { authSettings } from "./settings";
import { digest, randomToken, readTokenCookie } from "./tokens";

/** Where the session is in the sign-in flow (002 §2.8 stages). */
export type SessionState = "mfa" | "new-password" | "active";

export interface SessionRecord {
  _id: string; // digest of the cookie's id
  _version: number;
  userId: string;
  tenant: string | null;
  state: SessionState;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  /** Where to go once signed in (a path on this site). */
  redirectTo?: string;
  /** This session's user chose "Skip for now" on the MFA screen. */
  mfaSetupSkipped?: boolean;
  /** A code sent by SMS or email, waiting to be typed (a digest). */
  challenge?: { codeDigest: string; expiresAt: string; channel: "sms" | "email" };
  /** Recovery codes just made, kept only until the page that shows them once is drawn. */
  recoveryCodesToShow?: string[];
  /** Signed in through the university's single sign-on: its provider is signed out of too. */
  sso?: { tenant: string; mfaByProvider: boolean };
  /** MFA set-up in progress: the new secret or phone and, for SMS, the sent code. */
  setup?: { method: "totp" | "sms"; secret?: string; phone?: string; codeDigest?: string; expiresAt?: string };
}

type SessionServices = Pick<Services, "store" | "clock" | "env">;

export function sessionCookieName(services: Pick<Services, "env">): string {
  // __Host- binds the cookie to this host over HTTPS (no Domain, Path=/, Secure).
  return services.env.NODE_ENV === "production" ? "__Host-cas_session" : "cas_session";
}

function sessionsOf(services: SessionServices): Collection<SessionRecord> {
  return services.store.collection<SessionRecord>("sessions");
}

export function readSessionId(request: Request, services: Pick<Services, "env">): string | null {
  return readTokenCookie(request, sessionCookieName(services));
}

export function sessionCookie(services: Pick<Services, "env">, id: string | null): string {
  const secure = services.env.NODE_ENV === "production" ? "; Secure" : "";
  const base = `${sessionCookieName(services)}=${id ?? ""}; Path=/; HttpOnly; SameSite=Strict${secure}`;
  if (id === null) return `${base}; Max-Age=0`;
  return `${base}; Max-Age=${authSettings.session.absoluteLifetimeHours * 3600}`;
}

export function isExpired(session: SessionRecord, now: Date): boolean {
  const idleMs = authSettings.session.idleTimeoutMinutes * 60_000;
  return now.getTime() >= Date.parse(session.expiresAt) || now.getTime() >= Date.parse(session.lastSeenAt) + idleMs;
}

/** Where a session ended by a sign-out everywhere leaves its marker (by the session's digest). */
interface RevokedSession {
  _id: string;
  _version: number;
  userId: string;
  at: string;
  expiresAt: string;
}

export function sessions(services: SessionServices) {
  const collection = sessionsOf(services);
  const revoked = services.store.collection<RevokedSession>("revokedSessions");
  const now = () => services.clock();
  return {
    /** Starts a session; returns the cookie's id (given to the browser once, never stored). */
    async create(fields: Pick<SessionRecord, "userId" | "tenant" | "state"> & Partial<SessionRecord>): Promise<{ id: string; record: SessionRecord }> {
      const id = randomToken();
      const at = now();
      const lifetimeMs = authSettings.session.absoluteLifetimeHours * 3_600_000;
      // Sessions that have run out are removed as their owner signs in again.
      await collection.deleteMany({ userId: fields.userId, expiresAt: { $lt: at.toISOString() } });
      const record = await collection.insertOne({
        ...fields,
        _id: digest(id),
        createdAt: at.toISOString(),
        lastSeenAt: at.toISOString(),
        expiresAt: fields.expiresAt ?? new Date(at.getTime() + lifetimeMs).toISOString(),
      });
      return { id, record };
    },

    /** The live session for a cookie id, or null (an expired one is deleted). */
    async find(id: string | null): Promise<SessionRecord | null> {
      if (!id) return null;
      const record = await collection.findOne({ _id: digest(id) });
      if (!record) return null;
      if (isExpired(record, now())) {
        await collection.deleteOne({ _id: record._id });
        return null;
      }
      return record;
    },

    /** Records activity (at most every few seconds, to spare the store). */
    async touch(record: SessionRecord, force = false): Promise<void> {
      const at = now();
      if (!force && at.getTime() - Date.parse(record.lastSeenAt) < authSettings.session.touchEverySeconds * 1000) return;
      await collection.updateOne({ _id: record._id }, { $set: { lastSeenAt: at.toISOString() } });
    },

    update(record: SessionRecord, set: Partial<SessionRecord>, unset: (keyof SessionRecord)[] = []) {
      return collection.updateOne(
        { _id: record._id },
        { $set: set, ...(unset.length ? { $unset: Object.fromEntries(unset.map((key) => [key, ""])) } : {}) },
      );
    },

    /**
     * Replaces a session with a new id (sign-in steps, privilege change): the old id stops
     * working at once. The absolute lifetime still counts from the original sign-in. Null when
     * the old session was already gone (a second request racing the first).
     */
    async rotate(record: SessionRecord, changes: Partial<SessionRecord>, unset: (keyof SessionRecord)[] = []) {
      const { _id: _oldId, _version: _oldVersion, createdAt: _createdAt, lastSeenAt: _lastSeenAt, ...kept } = record;
      for (const key of unset) delete (kept as Partial<SessionRecord>)[key];
      if (!(await collection.deleteOne({ _id: record._id }))) return null;
      return this.create({ ...kept, ...changes });
    },

    async end(record: SessionRecord | null): Promise<void> {
      if (record) await collection.deleteOne({ _id: record._id });
    },

    /**
     * Ends the user's other sessions because they signed out everywhere from one of them; each
     * ended session leaves a marker so its browser is told why at its next request (002 §8).
     */
    async revokeOthers(userId: string, keepId: string): Promise<void> {
      const others = (await collection.find({ userId, _id: { $ne: keepId } })).map((record) => record._id);
      const at = now();
      const expiresAt = new Date(at.getTime() + authSettings.session.absoluteLifetimeHours * 3_600_000).toISOString();
      await revoked.deleteMany({ expiresAt: { $lt: at.toISOString() } });
      for (const _id of others) await revoked.insertOne({ _id, userId, at: at.toISOString(), expiresAt });
      await collection.deleteMany({ userId, _id: { $ne: keepId } });
    },

    /** Whether this browser's session was ended by a sign-out everywhere elsewhere (told once). */
    async wasRevoked(id: string | null): Promise<boolean> {
      if (!id) return false;
      return revoked.deleteOne({ _id: digest(id) });
    },

    /** Ends every session of a user ("Log out everywhere", password change, disabled account). */
    endAllFor(userId: string, exceptId?: string): Promise<number> {
      return collection.deleteMany(exceptId ? { userId, _id: { $ne: exceptId } } : { userId });
    },
  };
}
type Sessions = ReturnType<typeof sessions>;
