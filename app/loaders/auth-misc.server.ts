// The unsupported-browser page (000 §2) and the development outbox (/dev/outbox, 404 in production).
import type { AppLoadContext } from "@remix-run/node";
import { notFound } from "../../server/auth/guards";
import { OutboxSender } from "../../server/messaging";
import defaultSettings from "../../tenant-configs/_defaults/settings.json";
import { authTexts, platformCatalogue } from "./auth-common.server";

export function loadUnsupportedBrowser() {
  return { texts: authTexts(platformCatalogue, "browser."), supportEmail: defaultSettings.supportEmail };
}

export async function loadDevOutbox(_request: Request, context: AppLoadContext) {
  if (context.services.env.NODE_ENV === "production") throw notFound();
  const messages = await new OutboxSender(context.services).list(100);
  return {
    texts: authTexts(platformCatalogue, "devOutbox."),
    messages: messages.map(({ _id, createdAt, channel, to, subject, text }) => ({ id: _id, createdAt, channel, to, subject: subject ?? null, text })),
  };
}
