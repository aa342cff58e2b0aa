// The default sender: every message is written to the `outbox` collection. With SMTP configured
// the record is kept too (status "sent", transport "smtp"), as the log of what went out.
import type { Collection } from "../store/port";
import type { Services } from "../services";
import type { MessageSender, OutboxRecord, OutgoingMessage } from "./port";

export function outboxCollection(services: Pick<Services, "store">): Collection<OutboxRecord> {
  return services.store.collection<OutboxRecord>("outbox");
}

export class OutboxSender implements MessageSender {
  constructor(private readonly services: Pick<Services, "store" | "clock">) {}

  async send(message: OutgoingMessage, transport: OutboxRecord["transport"] = "outbox"): Promise<void> {
    await outboxCollection(this.services).insertOne({
      ...message,
      createdAt: this.services.clock().toISOString(),
      status: transport === "smtp" ? "sent" : "queued",
      transport,
    });
  }

  /** Newest first, for the development outbox page. */
  list(limit = 50): Promise<OutboxRecord[]> {
    return outboxCollection(this.services).find({}, { sort: { createdAt: -1 }, limit });
  }
}
