// A conversation (001 §2 chat widgets; decision 0822): bubbles going out and coming in with the
// author's style, internal notes set apart, at most 400 px wide; a new-message form. Without
// JavaScript the form posts and the page comes back. With it the message shows faded while it
// is saved, a failure stays on the message with the specs' wording, and the page looks for new
// messages every few seconds while it is visible.
import { Form, useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { textOf } from "../../lib/format-message";
import { ErrorSummary } from "../govuk/ErrorSummary";
import { FormGroup, describedByIds } from "../govuk/FormGroup";
import { Radios } from "../govuk/Radios";
import { useTexts } from "../../lib/texts";

export interface BubbleView {
  id: string;
  kind: "outgoing" | "incoming" | "internal";
  authorStyle: string;
  authorName: string;
  audienceLabel: string;
  body: string;
  when: string;
  unread: boolean;
}

export interface ConversationData {
  title: string;
  backUrl: string | null;
  sendTo: string;
  personId: string;
  bubbles: readonly BubbleView[];
  audiences: ReadonlyArray<{ value: string; label: string; internal: boolean }>;
  maxLength: number;
  pollSeconds: number;
  texts: Record<string, string>;
}

interface FieldError {
  field: string;
  message: string;
}

interface Pending {
  key: number;
  audienceLabel: string;
  body: string;
  internal: boolean;
  failed: boolean;
}

function Bubble({ bubble }: { bubble: BubbleView }) {
  const texts = useTexts();
  return (
    <li className={`bubble bubble--${bubble.kind} bubble--author-${bubble.authorStyle}`}>
      <p className="bubble__meta">
        <span className="bubble__author">{bubble.authorName}</span>
        <span className="bubble__audience"> · {bubble.audienceLabel}</span>
        {bubble.unread ? <strong className="tag tag--blue bubble__new">{textOf(texts, "conversations.newLabel")}</strong> : null}
      </p>
      <p className="bubble__body">{bubble.body}</p>
      <p className="bubble__time">{bubble.when}</p>
    </li>
  );
}

/** Looks for new messages while the page is visible and nothing is being sent. */
function usePolling(seconds: number, paused: boolean) {
  const revalidator = useRevalidator();
  const state = useRef({ paused, idle: revalidator.state === "idle" });
  state.current = { paused, idle: revalidator.state === "idle" };
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (!state.current.paused && state.current.idle && document.visibilityState === "visible") revalidator.revalidate();
    }, seconds * 1000);
    return () => window.clearInterval(timer);
  }, [seconds, revalidator]);
  return revalidator;
}

export function ConversationPage({ data, failed }: { data: ConversationData; failed?: { errors: FieldError[]; values: { audience: string; body: string } } }) {
  const { texts } = data;
  const t = (key: string, params?: Record<string, string | number>) => textOf(texts, key, params);
  const [pending, setPending] = useState<Pending[]>([]);
  const [errors, setErrors] = useState<FieldError[] | undefined>(failed?.errors);
  const [body, setBody] = useState(failed?.values.body ?? "");
  const sending = pending.some((message) => !message.failed);
  const revalidator = usePolling(data.pollSeconds, sending);
  const counter = useRef(0);
  useEffect(() => setErrors(failed?.errors), [failed]);
  const single = data.audiences.length === 1;
  const errorOf = (name: string) => errors?.find((error) => error.field === name)?.message;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    form.set("personId", data.personId);
    const audience = single ? data.audiences[0] : data.audiences.find((candidate) => candidate.value === form.get("audience"));
    const key = ++counter.current;
    const shown: Pending = { key, audienceLabel: audience?.label ?? "", body: String(form.get("body") ?? "").trim(), internal: Boolean(audience?.internal), failed: false };
    let answer: { errors: FieldError[]; sent: boolean } | null = null;
    // The box empties at once so the next message can be typed; what was sent comes back if it is refused.
    setBody("");
    const restore = () => setBody((current) => current || shown.body);
    try {
      if (audience && shown.body) setPending((list) => [...list, shown]);
      const response = await fetch("/conversations/send", { method: "POST", body: form, headers: { Accept: "application/json" } });
      answer = response.status === 200 || response.status === 422 ? ((await response.json()) as { errors: FieldError[]; sent: boolean }) : null;
    } catch {
      answer = null;
    }
    if (answer?.sent) {
      setErrors(undefined);
      revalidator.revalidate();
      setPending((list) => list.filter((message) => message.key !== key));
    } else if (answer && answer.errors.length) {
      setErrors(answer.errors);
      restore();
      setPending((list) => list.filter((message) => message.key !== key));
    } else {
      restore();
      setPending((list) => list.map((message) => (message.key === key ? { ...message, failed: true } : message)));
    }
  }

  const latest = data.bubbles.at(-1)?.id;
  return (
    <div className="conversation">
      {data.backUrl ? (
        <a className="back-link" href={data.backUrl}>
          {t("conversations.back")}
        </a>
      ) : null}
      <h1>{data.title}</h1>
      <ErrorSummary title={t("form.errorSummary")} errors={errors} />
      {data.bubbles.length === 0 && pending.length === 0 ? <p className="conversation__empty">{t("conversations.empty")}</p> : null}
      <ol className="conversation__messages" aria-live="polite" aria-relevant="additions">
        {data.bubbles.map((bubble) => (
          <Bubble key={bubble.id} bubble={bubble} />
        ))}
        {pending.map((message) => (
          <li key={`pending-${message.key}`} className={`bubble bubble--${message.internal ? "internal" : "outgoing"}${message.failed ? " bubble--failed" : " bubble--sending"}`}>
            <p className="bubble__meta">
              <span className="bubble__author">{t("conversations.you")}</span>
              <span className="bubble__audience"> · {message.audienceLabel}</span>
            </p>
            <p className="bubble__body">{message.body}</p>
            {message.failed ? (
              <p className="error-message bubble__error" role="alert">
                {t("conversations.sendFailed")}
              </p>
            ) : (
              <p className="bubble__time">{t("conversations.sending")}</p>
            )}
          </li>
        ))}
      </ol>
      <span id="latest" data-latest={latest} />
      <Form method="post" action={data.sendTo} noValidate onSubmit={submit} className="conversation__form">
        <h2>{t("conversations.newMessage")}</h2>
        {single ? null : (
          <FormGroup id="audience" grouped label={t("conversations.audience")} error={errorOf("audience")} errorPrefix={t("form.errorPrefix")}>
            <Radios
              id="audience"
              inline
              hasError={Boolean(errorOf("audience"))}
              defaultValue={failed?.values.audience ?? ""}
              choices={data.audiences.map((audience) => ({ value: audience.value, label: audience.label, hint: audience.internal ? t("conversations.internalHint") : undefined }))}
            />
          </FormGroup>
        )}
        <FormGroup id="body" label={t("conversations.body")} hint={t("conversations.bodyHint", { max: data.maxLength })} error={errorOf("body")} errorPrefix={t("form.errorPrefix")}>
          <textarea
            className="textarea"
            id="body"
            name="body"
            rows={4}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            aria-describedby={describedByIds("body", { hint: true, error: errorOf("body") })}
            aria-invalid={errorOf("body") ? true : undefined}
          />
        </FormGroup>
        <button type="submit" className="button">
          {t("conversations.send")}
        </button>
      </Form>
    </div>
  );
}

export interface InboxData {
  title: string;
  entries: ReadonlyArray<{ personId: string; name: string; unread: number; when: string; latestAuthor: string; href: string }>;
  texts: Record<string, string>;
}

export function InboxPage({ data }: { data: InboxData }) {
  const t = (key: string, params?: Record<string, string | number>) => textOf(data.texts, key, params);
  return (
    <div>
      <h1>{data.title}</h1>
      {data.entries.length === 0 ? (
        <p>{t("conversations.inbox.empty")}</p>
      ) : (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t("conversations.inbox.person")}</th>
              <th scope="col">{t("conversations.inbox.unread")}</th>
              <th scope="col">{t("conversations.inbox.from")}</th>
              <th scope="col">{t("conversations.inbox.latest")}</th>
            </tr>
          </thead>
          <tbody>
            {data.entries.map((entry) => (
              <tr key={entry.personId}>
                <td>
                  <a href={entry.href}>{entry.name}</a>
                </td>
                <td>
                  <strong className="tag tag--blue">{t("conversations.unreadBadge", { count: entry.unread })}</strong>
                </td>
                <td>{entry.latestAuthor}</td>
                <td>{entry.when}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
