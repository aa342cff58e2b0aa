// The two messages a form page may show above the form: a refused stale save, and a save held
// while files are still uploading.
import { textOf } from "../../lib/format-message";

export function FormPageNotices({ conflict, waitForUploads, texts }: { conflict?: string; waitForUploads: boolean; texts: Record<string, string> }) {
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
    </>
  );
}
