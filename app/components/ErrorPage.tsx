// The 403, 404 and 500 pages (002 §8): the catalogue's wording, the university's support
// address and an error code; a 500 adds the reference that finds the request in the logs.
import { textOf } from "../lib/format-message";

export interface ErrorPageProps {
  status: 403 | 404 | 500;
  texts: Record<string, string>;
  supportEmail: string;
  reference?: string;
}

export function ErrorPage({ status, texts, supportEmail, reference }: ErrorPageProps) {
  const key = `errorPage.${status}`;
  const code = reference ? `${status}-${reference}` : String(status);
  return (
    <div className="error-page">
      <h1>{textOf(texts, `${key}.title`)}</h1>
      <p className="lead">{textOf(texts, `${key}.text`)}</p>
      <p>
        {textOf(texts, "errorPage.support", { email: "\u0000" })
          .split("\u0000")
          .flatMap((part, index) => (index === 0 ? [part] : [<a key="email" href={`mailto:${supportEmail}`}>{supportEmail}</a>, part]))}
      </p>
      <p className="error-code">{textOf(texts, "errorPage.code", { code })}</p>
      {status === 500 ? (
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {textOf(texts, `${key}.button`)}
        </button>
      ) : (
        <a className="button" href="/">
          {textOf(texts, `${key}.button`)}
        </a>
      )}
    </div>
  );
}

export function errorStatusOf(status: number): 403 | 404 | 500 {
  if (status === 403 || status === 401) return 403;
  if (status === 404 || status === 405) return 404;
  return 500;
}
