// The lists being worked out again after a publish or rollback (decision 0027): "Updating lists:
// 1,200 of 4,000 records" on every Config page while it runs. Without JavaScript a reload shows
// the progress; with it, the page asks again every two seconds until it is done.
import { useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import { textOf } from "../../lib/format-message";
import type { RebuildProgress } from "../../../server/records/rebuild";
import { useTexts } from "../../lib/texts";

const POLL_MS = 2000;

function useRebuildPolling(active: boolean) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => {
      if (revalidator.state === "idle") revalidator.revalidate();
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [active, revalidator]);
}

export function RebuildNotice({ progress }: { progress: RebuildProgress | null }) {
  const texts = useTexts();
  useRebuildPolling(progress?.status === "running");
  if (!progress) return null;
  const counts = { done: progress.done.toLocaleString("en-GB"), total: progress.total.toLocaleString("en-GB") };
  return (
    <div className="notice" role="status">
      {progress.status === "failed" ? (
        <p className="notice__title">{textOf(texts, "config.rebuild.failed", counts)}</p>
      ) : (
        <>
          <p className="notice__title">{textOf(texts, "config.rebuild.progress", counts)}</p>
          <p>{textOf(texts, "config.rebuild.explained")}</p>
        </>
      )}
    </div>
  );
}
