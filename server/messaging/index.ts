// The sender for this process's environment: SMTP for email when SMTP_URL is set, else the outbox.
import type { Services } from "../services";
import type { MessageSender } from "./port";
import { OutboxSender } from "./outbox";
import { SmtpSender } from "./smtp";

export type { MessageSender } from "./port";
export { OutboxSender, outboxCollection } from "./outbox";

export function messageSender(services: Pick<Services, "store" | "clock" | "env" | "logger">): MessageSender {
  return services.env.SMTP_URL ? new SmtpSender(services, services.env.SMTP_URL) : new OutboxSender(services);
}
