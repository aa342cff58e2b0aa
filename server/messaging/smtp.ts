// Email over SMTP (SMTP_URL, e.g. smtps://user:pass@mail.example:465) with nodemailer. Text
// messages are not email: they go to the outbox.
import nodemailer, { type Transporter } from "nodemailer";
import type { Services } from "../services";
import type { MessageSender, OutgoingMessage } from "./port";
import { OutboxSender } from "./outbox";

const transports = new Map<string, Transporter>();

export class SmtpSender implements MessageSender {
  private readonly outbox: OutboxSender;
  constructor(
    private readonly services: Pick<Services, "store" | "clock" | "env" | "logger">,
    private readonly smtpUrl: string,
  ) {
    this.outbox = new OutboxSender(services);
  }

  private transport(): Transporter {
    let transport = transports.get(this.smtpUrl);
    if (!transport) {
      transport = nodemailer.createTransport(this.smtpUrl);
      transports.set(this.smtpUrl, transport);
    }
    return transport;
  }

  async send(message: OutgoingMessage): Promise<void> {
    if (message.channel !== "email") return this.outbox.send(message);
    await this.transport().sendMail({ from: this.services.env.MAIL_FROM, to: message.to, subject: message.subject, text: message.text, ...(message.html ? { html: message.html } : {}), ...(message.messageId ? { messageId: message.messageId } : {}) });
    // Keep a record that it went, without the body (it may carry a code or link).
    const { html: _html, ...kept } = message;
    await this.outbox.send({ ...kept, text: "(sent by SMTP)" }, "smtp");
  }
}
