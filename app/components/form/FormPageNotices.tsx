// What a form page may say above the form: a refused stale save, a save held while files are
// still uploading, and the outcomes of the page's informational rules (the passport warning),
// announced as they change.
import { textOf } from "../../lib/format-message";
import { useTexts } from "../../lib/texts";

export function FormPageNotices({ conflict, waitForUploads, notices = [] }: {
  conflict?: string;
  waitForUploads: boolean;
  notices?: ReadonlyArray<{ path: string; message: string }>;
}) {
  const texts = useTexts();
  return (
    <>
      {conflict ? (
        <div className="notification notification--warning" role="alert">
          {conflict}
        </div>
      ) : null}
      {waitForUploads ? (
        <div className="notification notification--warning" role="alert">
          {textOf(texts, "uploads.wait")}
        </div>
      ) : null}
      <div aria-live="polite">
        {notices.map((notice) => (
          <p className="notice" key={`${notice.path}:${notice.message}`}>
            {notice.message}
          </p>
        ))}
      </div>
    </>
  );
}
