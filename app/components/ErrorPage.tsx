// The 403, 404 and 500 pages (002 §8), and 400 and 413 for a request that cannot be read or is too
// large (decisions 0017, 0018): the catalogue's wording, the university's support address and an
// error code; a 500 adds the reference that finds the request in the logs.
import { textOf } from "../lib/format-message";
import { useTexts } from "../lib/texts";

export interface ErrorPageProps {
  status: ErrorStatus;
  supportEmail: string;
  reference?: string;
}

export type ErrorStatus = 400 | 403 | 404 | 413 | 500;

export function ErrorPage({ status, supportEmail, reference }: ErrorPageProps) {
  const texts = useTexts();
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

export function errorStatusOf(status: number): ErrorStatus {
  if (status === 403 || status === 401) return 403;
  if (status === 404 || status === 405) return 404;
  // A body that is missing, of another type or unreadable; 411: a file sent without its length.
  if (status === 400 || status === 411 || status === 415) return 400;
  if (status === 413) return 413;
  return 500;
}
